#pragma once

#include "core/catalogue/parts.h"
#include "core/common/expected.h"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace fabric {

// The product catalogue: the bundled read-only SQLite database, with the user's own prices laid
// over it. Loaded once into memory (it is small); every query after that is a plain lookup.
class Catalogue
{
public:
    static constexpr int kSchemaVersion = 7;

    // Opens the bundled database and, when given and present, the user's database of prices.
    static Expected<Catalogue> open(const std::filesystem::path &bundled,
                                    const std::filesystem::path &userDatabase = {});
    // The bundled database next to the running executable (<bin>/../share/fabricplanner), or the
    // one named by FABRICPLANNER_CATALOGUE.
    static std::filesystem::path bundledPath();
    // $XDG_DATA_HOME/fabricplanner/user.sqlite (or ~/.local/share/...); FABRICPLANNER_USER_DB wins.
    static std::filesystem::path userDatabasePath();
    // bundledPath() + userDatabasePath(): what the CLI and the GUI open.
    static Expected<Catalogue> openDefault();

    const std::vector<SwitchModel> &switches() const { return m_switches; }
    const std::vector<Nic> &nics() const { return m_nics; }
    const std::vector<Medium> &media() const { return m_media; }
    const std::vector<MediaPreference> &mediaPreference() const { return m_preference; }
    const std::vector<Platform> &platforms() const { return m_platforms; }
    const std::vector<Appliance> &appliances() const { return m_appliances; }
    const std::vector<Currency> &currencies() const { return m_currencies; }
    const std::vector<PlatformNetworkPorts> &platformNetworkPorts() const { return m_networkPorts; }
    // The managed parts of one rack-scale platform's system, in the catalogue's order.
    std::vector<const RackManagedPart *> rackManagedParts(std::string_view platform) const;
    const std::vector<Infrastructure> &infrastructure() const { return m_infrastructure; }

    const SwitchModel *findSwitch(std::string_view model) const;
    const Nic *findNic(std::string_view model) const;
    const Medium *findMedium(std::string_view partNumber) const;
    const Platform *findPlatform(std::string_view name) const;
    const Appliance *findAppliance(std::string_view model) const;
    const Currency *findCurrency(std::string_view code) const;
    // A platform's node ports on a network ("storage", "inband", "oob"); nullptr when the
    // catalogue has no published layout for it.
    const PlatformNetworkPorts *findNetworkPorts(std::string_view platform, std::string_view network) const;
    const Infrastructure *findInfrastructure(InfrastructureRole role) const;
    // The name a BOM line gives the part a price names, by the names a price list takes (a switch
    // by its model or part number: "QM9790" is MQM9790-NS2F), or nothing when no part has it.
    std::optional<std::string> pricedPartNumber(std::string_view name) const;
    // Every name a price may be keyed on, each with that part's BOM name: the one list behind
    // pricedPartNumber and the price-list importer.
    std::vector<std::pair<std::string_view, std::string_view>> pricedNames() const;
    // The user's own rate for a currency (set in the GUI's settings): replaces the catalogue's, or
    // adds the currency when it is an active ISO 4217 code the catalogue lacks; false otherwise.
    bool overrideExchangeRate(const Currency &rate);

    // Switches of a technology that can run ports at this speed, cheapest known price first.
    std::vector<const SwitchModel *> switchesFor(Technology technology, int speedGbps) const;
    // Media of a technology and link speed that carry a link of this length (cables and fibre by
    // their sold length, optics by reach), shortest first.
    std::vector<const Medium *> mediaFor(Technology technology, int speedGbps, double lengthM) const;

    const std::filesystem::path &path() const { return m_path; }
    std::string version() const { return m_version; }
    int userPriceCount() const { return m_userPriceCount; }
    // The user's own prices laid over the catalogue, each named as a BOM line names its part (a
    // switch by its part number even when the list named its model).
    const std::vector<StoredPrice> &userPrices() const { return m_userPrices; }

private:
    friend class CatalogueLoader;
    std::filesystem::path m_path;
    std::string m_version;
    int m_userPriceCount = 0;
    std::vector<StoredPrice> m_userPrices;
    std::vector<SwitchModel> m_switches;
    std::vector<Nic> m_nics;
    std::vector<Medium> m_media;
    std::vector<MediaPreference> m_preference;
    std::vector<Platform> m_platforms;
    std::vector<Appliance> m_appliances;
    std::vector<Currency> m_currencies;
    std::vector<PlatformNetworkPorts> m_networkPorts;
    std::vector<RackManagedPart> m_rackParts;
    std::vector<Infrastructure> m_infrastructure;
};

} // namespace fabric
