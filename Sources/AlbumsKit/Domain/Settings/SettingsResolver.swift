/// Resolves each setting from its sources: flag > environment > settings file > default.
/// A bad flag is a usage error; a bad value in the environment or the file is a
/// warning, and the next source is used.
public enum SettingsResolver {
    public struct Resolution: Equatable, Sendable {
        public var configuration: Configuration
        public var warnings: [String]
    }

    public static func resolve(
        flags: [SettingKey: String], environment: [String: String],
        stored: [String: String], storeLocation: String?
    ) throws(UsageError) -> Resolution {
        var entries: [SettingKey: Configuration.Entry] = [:]
        var warnings: [String] = []
        for spec in SettingsTable.all {
            if let text = flags[spec.key] {
                guard let value = spec.normalize(text) else {
                    throw UsageError.invalidValue(text, for: spec, origin: "--\(spec.key.rawValue)")
                }
                entries[spec.key] = .init(value: value, source: .flag)
                continue
            }
            if let text = environment[spec.key.environmentName], !text.isEmpty {
                if let value = spec.normalize(text) {
                    entries[spec.key] = .init(value: value, source: .environment)
                    continue
                }
                warnings.append("ignoring \(spec.key.environmentName)=\(Sanitizer.line(text)): \(spec.key.rawValue) must be \(spec.allowed)")
            }
            if let text = stored[spec.key.rawValue] {
                if let value = spec.normalize(text) {
                    entries[spec.key] = .init(value: value, source: .file)
                    continue
                }
                let place = storeLocation.map { " in \($0)" } ?? ""
                warnings.append("ignoring \(spec.key.rawValue) = \"\(Sanitizer.line(text))\"\(place): it must be \(spec.allowed); using \(spec.defaultValue)")
            }
            entries[spec.key] = .init(value: spec.defaultValue, source: .default)
        }
        return Resolution(configuration: Configuration(entries: entries), warnings: warnings)
    }
}
