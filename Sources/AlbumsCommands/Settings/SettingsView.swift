import AlbumsCore
import AlbumsEssentials
import AlbumsTerminal

/// The render half of `albums settings`.
package enum SettingsView {
    package struct Row: Equatable, Sendable {
        package var key: String
        package var value: String
        package var source: String
        package var defaultValue: String
        package var allowed: String

        package init(key: String, value: String, source: String, defaultValue: String, allowed: String) {
            self.key = key
            self.value = value
            self.source = source
            self.defaultValue = defaultValue
            self.allowed = allowed
        }
    }

    package static let jsonFields = ["key", "value", "source", "default", "allowed"]

    package static func rows(_ configuration: Configuration) -> [Row] {
        Settings.all.map { setting in
            Row(key: setting.key, value: configuration.text(setting), source: configuration.source(setting).rawValue,
                defaultValue: setting.defaultText, allowed: setting.allowed)
        }
    }

    package static func table(_ rows: [Row]) -> Table {
        Table(
            columns: [.init("Key"), .init("Value", flexible: true, minWidth: 8), .init("Source"), .init("Allowed", flexible: true, minWidth: 10)],
            rows: rows.map { [$0.key, Sanitizer.line($0.value), $0.source, $0.allowed] }
        )
    }

    package static func plain(_ rows: [Row]) -> String {
        rows.map { [$0.key, Sanitizer.line($0.value), $0.source].joined(separator: "\t") + "\n" }.joined()
    }

    package static func json(_ rows: [Row]) -> JSON {
        .array(rows.map { row in
            .object([
                .init("key", .string(row.key)), .init("value", .string(row.value)), .init("source", .string(row.source)),
                .init("default", .string(row.defaultValue)), .init("allowed", .string(row.allowed)),
            ])
        })
    }

    /// The setting named `name`, in any case, or a usage error with the nearest name.
    package static func setting(named name: String) throws(UsageError) -> AnySetting {
        if let setting = Settings.named(name) { return setting }
        let names = Settings.all.map(\.key)
        let guess = Suggest.hint(for: name, among: names)
        throw UsageError("unknown setting \"\(name.clipped)\"", hints: guess + ["settings: \(names.joined(separator: ", "))"])
    }
}
