import AlbumsEssentials
/// Something wrong with how `albums` was called. Exits 2. The text may hold
/// what the user typed; it is sanitised where it is written to a terminal.
public struct UsageError: Error, Equatable, Sendable {
    public var message: String
    public var hints: [String]

    public init(_ message: String, hints: [String] = []) {
        self.message = message
        self.hints = hints
    }

    public static func invalidValue(_ text: String, for setting: AnySetting, origin: String) -> UsageError {
        var hints: [String] = []
        if let alias = Countries.aliases[text.lowercased()], setting.key == Settings.country.key {
            hints.append("did you mean \(alias)?")
        } else if let guess = Suggest.closest(to: text, among: setting.choices) {
            hints.append("did you mean \(guess)?")
        }
        if let remark = setting.remark(text) { hints.append(remark) }
        hints.append("\(setting.key) must be \(setting.allowed)")
        return UsageError("invalid value \"\(text.clipped)\" for \(origin)", hints: hints)
    }
}
