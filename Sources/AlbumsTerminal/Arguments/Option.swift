import AlbumsCore
import AlbumsEssentials

/// An option declared with its type: what the parser, help and completions
/// read (`spec`), and how its text becomes a value. A command reads it with
/// `parsed[Self.size]`; a misspelt name is a compile error, not a silent nil.
package struct Option<Value: Sendable>: OptionDeclaration {
    package let spec: OptionSpec
    /// The value from the option's text, nil when the option was not given.
    package let convert: @Sendable (_ text: String?) throws(UsageError) -> Value

    package init(_ spec: OptionSpec, convert: @escaping @Sendable (String?) throws(UsageError) -> Value) {
        self.spec = spec
        self.convert = convert
    }
}

extension Option {
    /// The same option, read but left out of help, the man page and completions (an old spelling kept working).
    package func hidden() -> Option {
        var spec = self.spec
        spec.hidden = true
        return Option(spec, convert: convert)
    }
}

extension Option where Value == Bool {
    /// `--plain`: true when given.
    package static func flag(_ long: String, short: Character? = nil, help: String) -> Option {
        Option(OptionSpec(long, short: short, help: help)) { $0 != nil }
    }
}

extension Option where Value == Int {
    /// `--size N`: a whole number in `range`, `fallback` when not given.
    package static func number(_ long: String, short: Character? = nil, in range: ClosedRange<Int>, default fallback: Int, help: String) -> Option {
        Option(OptionSpec(long, short: short, .value("N"), help: help)) { text throws(UsageError) in
            guard let text else { return fallback }
            return try NumberOption.parse(text, option: long, in: range)
        }
    }
}

extension Option where Value == Int? {
    /// `--art-width N`: a whole number in `range`, nil when not given.
    package static func number(_ long: String, short: Character? = nil, in range: ClosedRange<Int>, help: String) -> Option {
        Option(OptionSpec(long, short: short, .value("N"), help: help)) { text throws(UsageError) in
            guard let text else { return nil }
            return try NumberOption.parse(text, option: long, in: range)
        }
    }
}

extension Option where Value == String? {
    /// `--output FILE`: the text as given, nil when not given.
    package static func text(_ long: String, short: Character? = nil, name: String, help: String, completion: Completion = .none) -> Option {
        Option(OptionSpec(long, short: short, .value(name), help: help, completion: completion)) { $0 }
    }
}

extension Option {
    /// `--state STATE`: one of an enumeration's raw values (the parser has
    /// already refused any other), nil when not given.
    package static func choice<Choice>(_ long: String, short: Character? = nil, name: String, help: String) -> Option
    where Value == Choice?, Choice: RawRepresentable & CaseIterable & Sendable, Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue)
        return Option(OptionSpec(long, short: short, .value(name), help: help, completion: .values(names))) { text throws(UsageError) in
            guard let text else { return nil }
            guard let choice = Choice(rawValue: text) else { throw UsageError.notOneOf(names, value: text, option: "--\(long)") }
            return choice
        }
    }
}

extension UsageError {
    /// "invalid value "eror" for --state", with a guess and the values allowed.
    static func notOneOf(_ allowed: [String], value: String, option: String) -> UsageError {
        let guess = Suggest.hint(for: value, among: allowed)
        return UsageError("invalid value \"\(value.clipped)\" for \(option)", hints: guess + ["it must be one of \(allowed.joined(separator: ", "))"])
    }
}
