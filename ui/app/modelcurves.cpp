#include "ui/app/modelcurves.h"

#include "core/model/collectivemodel.h"
#include "core/model/sweep.h"

namespace fabric::ui {

QStringList modelCollectives()
{
    return {QStringLiteral("allreduce"), QStringLiteral("allgather"), QStringLiteral("reducescatter"),
            QStringLiteral("alltoall"), QStringLiteral("broadcast")};
}

std::vector<ModelCurve> modelCurves(const Plan &plan, const Catalogue &catalogue, const QString &collective)
{
    const auto which = collectiveFromString(collective.toStdString());
    if (!which)
        return {};
    Diagnostics ignored;
    const CollectiveModel model = CollectiveModel::fromPlan(plan, &catalogue, ignored);
    const auto sizes = powerOfTwoSweep(8, 8 * kGiB);
    std::vector<ModelCurve> curves;
    for (Algorithm algorithm : {Algorithm::Auto, Algorithm::Ring, Algorithm::Tree, Algorithm::Nvls,
                                Algorithm::NvlsTree, Algorithm::Sharp, Algorithm::Pat}) {
        ModelCurve curve;
        curve.algorithm = algorithm == Algorithm::Auto ? QStringLiteral("best (auto)")
                                                       : QString::fromLatin1(toString(algorithm));
        for (std::uint64_t bytes : sizes) {
            CollectiveQuery query;
            query.collective = *which;
            query.bytes = bytes;
            query.algorithm = algorithm;
            const auto result = model.evaluate(query);
            if (!result) {
                curve.points.clear();
                break;
            }
            curve.points.push_back({bytes, result->timeUs, result->busbwGBps});
        }
        if (!curve.points.empty())
            curves.push_back(std::move(curve));
    }
    return curves;
}

} // namespace fabric::ui
