#include "core/export/cablelabels.h"

#include "core/export/csvexport.h"

#include <cstdio>
#include <map>

namespace fabric {

std::string placeText(const CablingEnd &end)
{
    if (end.rack.empty())
        return {};
    return end.unit > 0 ? end.rack + " U" + std::to_string(end.unit) : end.rack;
}

std::string portText(const CablingEnd &end)
{
    const bool numbered = !end.port.empty() && end.port.front() >= '0' && end.port.front() <= '9';
    return numbered ? "p" + end.port : end.port;
}

std::vector<std::string> sameCableIds(const std::vector<CablingRow> &rows)
{
    std::map<std::pair<std::string, int>, std::vector<std::string>> byCable; // (network, first link): its links' ids
    for (const CablingRow &row : rows)
        if (row.cableOfLink >= 0)
            byCable[{row.network, row.cableOfLink}].push_back(cableLabelId(row.network, row.link));
    std::vector<std::string> others(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const CablingRow &row = rows[i];
        if (row.cableOfLink < 0)
            continue;
        const std::string self = cableLabelId(row.network, row.link);
        for (const std::string &id : byCable[{row.network, row.cableOfLink}])
            if (id != self)
                others[i] += (others[i].empty() ? "" : ", ") + id;
    }
    return others;
}

std::vector<CableLabel> cableLabels(const std::vector<CablingRow> &rows)
{
    std::vector<CableLabel> labels;
    labels.reserve(rows.size() * 2);
    const std::vector<std::string> shared = sameCableIds(rows);
    for (std::size_t r = 0; r < rows.size(); ++r)
        for (const CablingRow &row = rows[r]; const char end : {'A', 'B'}) {
            CableLabel label;
            label.id = cableLabelId(row.network, row.link);
            label.network = row.network;
            label.end = end;
            label.here = end == 'A' ? row.a : row.b;
            label.there = end == 'A' ? row.b : row.a;
            label.lengthM = row.lengthM;
            label.medium = row.medium;
            label.speedGbps = row.speedGbps;
            label.sharedWith = shared[r];
            labels.push_back(std::move(label));
        }
    return labels;
}

std::string cableLabelsCsv(const std::vector<CableLabel> &labels)
{
    auto field = [](std::string &out, std::string_view text, bool last = false) {
        out += csvTextField(text);
        out += last ? "\r\n" : ",";
    };
    std::string out = "Cable,End,This device,This port,This rack,This RU,Other device,Other port,Other rack,Other RU,"
                      "Length (m),Medium,Speed (Gb/s),Network,Shared with\r\n";
    char length[32];
    for (const CableLabel &l : labels) {
        field(out, l.id);
        field(out, std::string(1, l.end));
        field(out, l.here.device);
        field(out, l.here.port);
        field(out, l.here.rack);
        field(out, l.here.unit > 0 ? std::to_string(l.here.unit) : std::string());
        field(out, l.there.device);
        field(out, l.there.port);
        field(out, l.there.rack);
        field(out, l.there.unit > 0 ? std::to_string(l.there.unit) : std::string());
        // Unknown is never zero: a link nothing carries has no length to print.
        if (l.medium.empty())
            length[0] = '\0';
        else
            std::snprintf(length, sizeof length, "%.1f", l.lengthM);
        field(out, length);
        field(out, l.medium);
        field(out, std::to_string(l.speedGbps));
        field(out, l.network);
        field(out, l.sharedWith, true);
    }
    return out;
}

} // namespace fabric
