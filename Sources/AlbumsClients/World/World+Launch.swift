import AlbumsCore

extension World {
    /// The world chosen at launch: `ALBUMS_WORLD=device|stub|test`, `device` by
    /// default, with the network transport `ALBUMS_TRANSPORT` names.
    public static func launch(environment: [String: String]) throws(UsageError) -> World {
        let transport = try NetworkTransport.chosen(environment)
        let name = environment["ALBUMS_WORLD"].flatMap { $0.isEmpty ? nil : $0.lowercased() } ?? "device"
        guard let kind = Kind(rawValue: name) else {
            let names = Kind.allCases.map(\.rawValue)
            let guess = Suggest.hint(for: name, among: names)
            throw UsageError("invalid ALBUMS_WORLD \"\(name)\"", hints: guess + ["it must be one of \(names.joined(separator: ", "))"])
        }
        switch kind {
        case .device: return .device(environment: environment, transport: transport)
        case .stub: return .stub(environment: environment)
        case .test: return .test(environment: environment)
        }
    }
}
