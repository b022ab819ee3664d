/// The stores whose Apple Music charts the marketing feed serves, by ISO 3166
/// alpha-2 code: what `albums world` loads when no `--countries` are given.
/// Embedded, not fetched: Apple publishes no list of them (kept from its
/// storefronts list; a store Apple drops fails as any store can, named in a
/// warning). Each with its English name and its region, for people; the
/// biggest markets first wherever stores are named one after another.
public enum AppleMusicStores {
    public enum Region: String, CaseIterable, Sendable {
        case americas = "Americas"
        case europe = "Europe"
        case asiaPacific = "Asia-Pacific"
        case africaMiddleEast = "Africa and the Middle East"
    }

    public struct Store: Equatable, Sendable {
        public var code: String
        public var name: String
        public var region: Region
    }

    /// Every store, by code (alphabetical).
    public static let stores: [Store] = table.split(separator: "\n").compactMap { line in
        let fields = line.split(separator: "|", omittingEmptySubsequences: false)
        guard fields.count == 3, let region = regionCodes[fields[2]] else { return nil }
        return Store(code: String(fields[0]), name: String(fields[1]), region: region)
    }

    /// A line's region, as the table writes it.
    private static let regionCodes: [Substring: Region] = ["am": .americas, "eu": .europe, "as": .asiaPacific, "af": .africaMiddleEast]

    public static let codes: [String] = stores.map(\.code)

    private static let byCode: [String: Store] = Dictionary(stores.map { ($0.code, $0) }) { first, _ in first }

    /// "United States" for "us" (any case); nil for a code that is no store's.
    public static func name(_ code: String) -> String? { byCode[code.lowercased()]?.name }

    public static func region(_ code: String) -> Region? { byCode[code.lowercased()]?.region }

    /// The biggest Apple Music markets, biggest first (by subscribers and
    /// sales, as IFPI's and Apple's own figures rank them): the worldwide
    /// table's country columns are the first 15 of these among the stores
    /// kept, and stores named one after another ("#1 in US, GB +54") follow
    /// this order, then every other store by name.
    public static let biggestMarkets = [
        "us", "jp", "gb", "de", "fr", "ca", "au", "br", "kr", "mx", "it", "es", "nl", "se", "in",
        "cn", "ru", "pl", "ch", "be", "at", "no", "dk", "nz", "ie", "fi", "pt", "za", "ar", "co",
        "cl", "tw", "hk", "sg", "id", "ph", "th", "my", "tr", "sa", "ae", "il", "ng", "eg", "vn",
    ]

    private static let marketRank: [String: Int] = {
        var rank: [String: Int] = [:]
        for (index, code) in biggestMarkets.enumerated() { rank[code] = index }
        for store in stores.sorted(by: { $0.name < $1.name }) where rank[store.code] == nil { rank[store.code] = rank.count }
        return rank
    }()

    /// Where a store stands in market order (the biggest 0); a code that is no store's after every store.
    public static func marketOrder(_ code: String) -> Int { marketRank[code.lowercased()] ?? Int.max }

    /// `codes` in market order (each as given).
    public static func inMarketOrder(_ codes: [String]) -> [String] {
        codes.sorted { (marketOrder($0), $0) < (marketOrder($1), $1) }
    }

    // code|English name|region (am: the Americas, eu: Europe, as: Asia-Pacific, af: Africa and the Middle East).
    private static let table = """
        ae|United Arab Emirates|af
        ag|Antigua and Barbuda|am
        ai|Anguilla|am
        am|Armenia|eu
        ao|Angola|af
        ar|Argentina|am
        at|Austria|eu
        au|Australia|as
        az|Azerbaijan|eu
        ba|Bosnia and Herzegovina|eu
        bb|Barbados|am
        be|Belgium|eu
        bf|Burkina Faso|af
        bg|Bulgaria|eu
        bh|Bahrain|af
        bj|Benin|af
        bm|Bermuda|am
        bn|Brunei|as
        bo|Bolivia|am
        br|Brazil|am
        bs|Bahamas|am
        bt|Bhutan|as
        bw|Botswana|af
        by|Belarus|eu
        bz|Belize|am
        ca|Canada|am
        cd|DR Congo|af
        cg|Republic of the Congo|af
        ch|Switzerland|eu
        ci|Côte d'Ivoire|af
        cl|Chile|am
        cm|Cameroon|af
        cn|China|as
        co|Colombia|am
        cr|Costa Rica|am
        cv|Cape Verde|af
        cy|Cyprus|eu
        cz|Czechia|eu
        de|Germany|eu
        dk|Denmark|eu
        dm|Dominica|am
        do|Dominican Republic|am
        dz|Algeria|af
        ec|Ecuador|am
        ee|Estonia|eu
        eg|Egypt|af
        es|Spain|eu
        fi|Finland|eu
        fj|Fiji|as
        fm|Micronesia|as
        fr|France|eu
        ga|Gabon|af
        gb|United Kingdom|eu
        gd|Grenada|am
        ge|Georgia|eu
        gh|Ghana|af
        gm|Gambia|af
        gr|Greece|eu
        gt|Guatemala|am
        gw|Guinea-Bissau|af
        gy|Guyana|am
        hk|Hong Kong|as
        hn|Honduras|am
        hr|Croatia|eu
        hu|Hungary|eu
        id|Indonesia|as
        ie|Ireland|eu
        il|Israel|af
        in|India|as
        iq|Iraq|af
        is|Iceland|eu
        it|Italy|eu
        jm|Jamaica|am
        jo|Jordan|af
        jp|Japan|as
        ke|Kenya|af
        kg|Kyrgyzstan|as
        kh|Cambodia|as
        kn|Saint Kitts and Nevis|am
        kr|South Korea|as
        kw|Kuwait|af
        ky|Cayman Islands|am
        kz|Kazakhstan|as
        la|Laos|as
        lb|Lebanon|af
        lc|Saint Lucia|am
        lk|Sri Lanka|as
        lr|Liberia|af
        lt|Lithuania|eu
        lu|Luxembourg|eu
        lv|Latvia|eu
        ly|Libya|af
        ma|Morocco|af
        md|Moldova|eu
        me|Montenegro|eu
        mg|Madagascar|af
        mk|North Macedonia|eu
        ml|Mali|af
        mm|Myanmar|as
        mn|Mongolia|as
        mo|Macao|as
        mr|Mauritania|af
        ms|Montserrat|am
        mt|Malta|eu
        mu|Mauritius|af
        mv|Maldives|as
        mw|Malawi|af
        mx|Mexico|am
        my|Malaysia|as
        mz|Mozambique|af
        na|Namibia|af
        ne|Niger|af
        ng|Nigeria|af
        ni|Nicaragua|am
        nl|Netherlands|eu
        no|Norway|eu
        np|Nepal|as
        nr|Nauru|as
        nz|New Zealand|as
        om|Oman|af
        pa|Panama|am
        pe|Peru|am
        pg|Papua New Guinea|as
        ph|Philippines|as
        pl|Poland|eu
        pt|Portugal|eu
        pw|Palau|as
        py|Paraguay|am
        qa|Qatar|af
        ro|Romania|eu
        rs|Serbia|eu
        ru|Russia|eu
        rw|Rwanda|af
        sa|Saudi Arabia|af
        sb|Solomon Islands|as
        sc|Seychelles|af
        se|Sweden|eu
        sg|Singapore|as
        si|Slovenia|eu
        sk|Slovakia|eu
        sl|Sierra Leone|af
        sn|Senegal|af
        sr|Suriname|am
        st|São Tomé and Príncipe|af
        sv|El Salvador|am
        sz|Eswatini|af
        tc|Turks and Caicos Islands|am
        td|Chad|af
        th|Thailand|as
        tj|Tajikistan|as
        tm|Turkmenistan|as
        tn|Tunisia|af
        to|Tonga|as
        tr|Türkiye|eu
        tt|Trinidad and Tobago|am
        tw|Taiwan|as
        tz|Tanzania|af
        ua|Ukraine|eu
        ug|Uganda|af
        us|United States|am
        uy|Uruguay|am
        uz|Uzbekistan|as
        vc|Saint Vincent and the Grenadines|am
        ve|Venezuela|am
        vg|British Virgin Islands|am
        vn|Vietnam|as
        vu|Vanuatu|as
        ye|Yemen|af
        za|South Africa|af
        zm|Zambia|af
        zw|Zimbabwe|af
        """
}
