import AlbumsEssentials
/// Resolves each setting from its sources: flag > environment > settings file > default.
/// A bad flag is a usage error; a bad value in the environment or the file is a
/// warning, and the next source is used.
public enum SettingsResolver {
    public struct Resolution: Equatable, Sendable {
        public var configuration: Configuration
        public var warnings: [String]
    }

    /// `flags` and `stored` are keyed by setting key.
    public static func resolve(
        flags: [String: String], environment: [String: String],
        stored: [String: String], storeLocation: String?
    ) throws(UsageError) -> Resolution {
        var entries: [String: Configuration.Entry] = [:]
        var warnings: [String] = []
        for setting in Settings.all {
            if let text = flags[setting.key] {
                guard let entry = Configuration.Entry(setting, text: text, source: .flag) else {
                    throw UsageError.invalidValue(text, for: setting, origin: "--\(setting.key)")
                }
                entries[setting.key] = entry
                continue
            }
            if let text = environment[setting.environmentName], !text.isEmpty {
                if let entry = Configuration.Entry(setting, text: text, source: .environment) {
                    entries[setting.key] = entry
                    if let remark = setting.remark(text) { warnings.append("\(setting.environmentName): \(remark)") }
                    continue
                }
                warnings.append("ignoring \(setting.environmentName)=\(text.clipped): " + (setting.remark(text).map { $0 + "; " } ?? "") + "\(setting.key) must be \(setting.allowed)")
            }
            if let text = stored[setting.key] {
                let place = storeLocation.map { " in \($0)" } ?? ""
                if let entry = Configuration.Entry(setting, text: text, source: .file) {
                    entries[setting.key] = entry
                    if let remark = setting.remark(text) { warnings.append("\(setting.key)\(place): \(remark)") }
                    continue
                }
                warnings.append("ignoring \(setting.key) = \"\(text.clipped)\"\(place): " + (setting.remark(text).map { $0 + "; " } ?? "") + "it must be \(setting.allowed); using \(setting.defaultText)")
            }
            entries[setting.key] = Configuration.Entry(defaultOf: setting)
        }
        return Resolution(configuration: Configuration(entries: entries), warnings: warnings)
    }
}
