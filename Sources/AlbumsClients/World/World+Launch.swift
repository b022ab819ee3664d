import AlbumsCore
import AlbumsEssentials

extension World {
    /// The world chosen at launch: `ALBUMS_WORLD=device|stub|test|mock`, `device` by
    /// default, with the network transport `ALBUMS_TRANSPORT` names.
    public static func launch(environment: [String: String]) throws(UsageError) -> World {
        let transport = try NetworkTransport.chosen(environment)
        let given = environment["ALBUMS_WORLD"].flatMap { $0.isEmpty ? nil : $0 } ?? "device"
        guard let kind = Kind(rawValue: given.lowercased()) else {
            let names = Kind.allCases.map(\.rawValue)
            let guess = given.count > 80 ? [] : Suggest.hint(for: given.lowercased(), among: names)
            // Quoted as given (not lowercased), and cut like every other value.
            throw UsageError("invalid ALBUMS_WORLD \"\(given.clipped)\"", hints: guess + ["it must be one of \(names.joined(separator: ", "))"])
        }
        switch kind {
        case .device: return .device(environment: environment, transport: transport)
        case .stub: return .stub(environment: environment)
        case .test: return .test(environment: environment)
        case .mock: return .mock(from: .device(environment: environment, transport: transport))
        }
    }
}
