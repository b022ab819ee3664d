@testable import AlbumsCore
import Testing

/// The 171 stores by their English names and regions, the biggest markets'
/// order, and which kept charts are a store's.
@Suite struct AppleMusicStoresTests {
    @Test func everyStoreHasItsNameAndRegion() {
        #expect(AppleMusicStores.codes.count == 171 && Set(AppleMusicStores.codes).count == 171)
        #expect(AppleMusicStores.codes == AppleMusicStores.codes.sorted(), "by code")
        for store in AppleMusicStores.stores {
            #expect(store.code.count == 2 && store.code == store.code.lowercased(), "\(store.code)")
            #expect(!store.name.isEmpty && store.name != store.code.uppercased(), "\(store.code) has a name of its own")
        }
        #expect(AppleMusicStores.name("US") == "United States" && AppleMusicStores.name("cg") == "Republic of the Congo" && AppleMusicStores.name("zz") == nil)
        #expect(AppleMusicStores.region("br") == .americas && AppleMusicStores.region("se") == .europe && AppleMusicStores.region("kr") == .asiaPacific
                && AppleMusicStores.region("ng") == .africaMiddleEast && AppleMusicStores.region("ae") == .africaMiddleEast)
        // As the table lists them: 39 in the Americas, 43 in Europe, 37 in Asia-Pacific, 52 in Africa and the Middle East.
        let counts = AppleMusicStores.Region.allCases.map { region in AppleMusicStores.stores.count { $0.region == region } }
        #expect(counts == [39, 43, 37, 52])
    }

    @Test func theBiggestMarketsComeFirstThenTheRestByName() {
        #expect(AppleMusicStores.biggestMarkets.prefix(15) == ["us", "jp", "gb", "de", "fr", "ca", "au", "br", "kr", "mx", "it", "es", "nl", "se", "in"])
        #expect(AppleMusicStores.biggestMarkets.allSatisfy { AppleMusicStores.name($0) != nil } && Set(AppleMusicStores.biggestMarkets).count == AppleMusicStores.biggestMarkets.count)
        #expect(AppleMusicStores.inMarketOrder(["cg", "gb", "ae", "us", "ag"]) == ["us", "gb", "ae", "ag", "cg"],
                "the biggest first; then Antigua and Barbuda before the Republic of the Congo, by name")
        let order = AppleMusicStores.codes.map(AppleMusicStores.marketOrder)
        #expect(Set(order).count == 171 && order.allSatisfy { $0 < 171 }, "a place each")
        #expect(AppleMusicStores.marketOrder("zz") == Int.max)
    }

    @Test func keptStoresAreApplesOrAFeedsOfOnesOwn() {
        let keys = ["standard us", "stub standard gb", "standard zz", "world", "https://charts.example/us/top.json", "https://charts.example/jp/top.json",
                    "https://charts.example/feed.json", "https://other.example/de/list.json"]
        let stores = KeptStores(keys: keys)
        #expect(stores.codes["standard us"] == "us" && stores.codes["stub standard gb"] == "gb")
        #expect(stores.codes["standard zz"] == nil && stores.codes["world"] == nil, "no store zz; the worldwide chart is no store's")
        #expect(stores.codes["https://charts.example/us/top.json"] == "us" && stores.codes["https://charts.example/jp/top.json"] == "jp",
                "two stores from one template: a feed of one's own")
        #expect(stores.codes["https://other.example/de/list.json"] == nil, "one URL alone with a code in it is no store's feed")
        #expect(!stores.isStore("https://charts.example/feed.json"))
        #expect(stores.charts(of: ["us", "jp", "kr"], world: "world jp,kr,us") == ["us": "https://charts.example/us/top.json", "jp": "https://charts.example/jp/top.json"],
                "the feed that kept more of the worldwide chart's stores than Apple's did")
        #expect(stores.charts(of: ["us", "gb"], world: "world gb,us") == ["us": "standard us"], "Apple's, where it kept as many")
        #expect(stores.charts(of: ["gb"], world: "stub world gb") == ["gb": "stub standard gb"], "the stub's stores for the stub's worldwide chart")
    }

    /// Of two feeds of one's own that kept as many of the stores, the one whose
    /// first chart sorts last, whichever the keeper met first. Eight hosts,
    /// each kept in both orders: a dictionary's order differs by its keys.
    @Test func ofTwoFeedsThatKeptAsManyTheOneWhoseFirstChartSortsLast() {
        for host in (1...8).map({ "h\($0).example" }) {
            let other = ["jp", "us"].map { "https://\(host)/\($0)/a.json" }
            // Its first chart (…/k/jp.json) sorts after the other's first (…/jp/a.json) and before its last (…/us/a.json).
            let chosen = ["jp", "us"].map { "https://\(host)/k/\($0).json" }
            for keys in [other + chosen, chosen + other] {
                #expect(KeptStores(keys: keys).charts(of: ["us", "jp"], world: "world jp,us") == Dictionary(uniqueKeysWithValues: zip(["jp", "us"], chosen)), "\(keys)")
            }
        }
    }

    @Test(arguments: [
        ("https://x.example/us/top.json", ["https://x.example/{country}/top.json"]), ("https://x.example/top.json?cc=jp", ["https://x.example/top.json?cc={country}"]),
        ("https://x.example/top-gb.json", ["https://x.example/top-{country}.json"]), ("https://x.example/top.json", []), ("https://x.example/usa/top.json", []),
        // Not at the very start (no separator before it); each code of two, in any case; one at the very end.
        ("us/top-gb.json", ["us/top-{country}.json"]), ("https://x.example/US/de", ["https://x.example/{country}/de", "https://x.example/US/{country}"]),
    ] as [(String, [String])])
    func aCodeBetweenSeparatorsIsWhereTheCountryWas(url: String, templates: [String]) {
        #expect(KeptStores.templates(of: url).map(\.template) == templates)
    }
}
