import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// The fields asked for with `--json FIELD,...`; every field when none are named.
package enum JSONFields {
    package static func parse(_ value: String, available: [String]) throws(UsageError) -> [String] {
        var asked: [String] = []
        for field in value.split(separator: ",").map({ $0.trimmed() }) where !field.isEmpty && !asked.contains(field) {
            asked.append(field)
        }
        guard !asked.isEmpty else { return available }
        for field in asked where !available.contains(field) {
            let guess = Suggest.hint(for: field, among: available)
            throw UsageError("unknown JSON field \"\(field.clipped)\"", hints: guess + ["available fields: \(available.joined(separator: ", "))"])
        }
        return asked
    }
}
