/// Something wrong with how `albums` was called. Exits 2.
public struct UsageError: Error, Equatable, Sendable {
    public var message: String
    public var hints: [String]

    public init(_ message: String, hints: [String] = []) {
        self.message = message
        self.hints = hints
    }

    public static func invalidValue(_ text: String, for spec: SettingSpec, origin: String) -> UsageError {
        var hints: [String] = []
        if let alias = Countries.aliases[text.lowercased()], spec.key == .country {
            hints.append("did you mean \(alias)?")
        } else if let guess = Suggest.closest(to: text, among: spec.choices) {
            hints.append("did you mean \(guess)?")
        }
        hints.append("\(spec.key.rawValue) must be \(spec.allowed)")
        return UsageError("invalid value \"\(Sanitizer.line(text))\" for \(origin)", hints: hints)
    }
}
