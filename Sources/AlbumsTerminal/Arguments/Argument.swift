/// A positional argument declared with its type: `<rank|id>` is a `String`,
/// `[<key>]` a `String?`, `[<term>...]` a `[String]`.
package struct Argument<Value: Sendable>: Sendable {
    package let spec: PositionalSpec
    package let convert: @Sendable ([String]) -> Value
}

extension Argument where Value == String {
    /// Exactly one word; the parser refuses the command line without it.
    package static func one(_ name: String, help: String, completion: Completion = .none) -> Argument {
        Argument(spec: PositionalSpec(name, .one, help: help, completion: completion)) { $0.first ?? "" }
    }
}

extension Argument where Value == String? {
    package static func optional(_ name: String, help: String, completion: Completion = .none) -> Argument {
        Argument(spec: PositionalSpec(name, .optional, help: help, completion: completion)) { $0.first }
    }
}

extension Argument where Value == [String] {
    package static func many(_ name: String, help: String, completion: Completion = .none) -> Argument {
        Argument(spec: PositionalSpec(name, .many, help: help, completion: completion)) { $0 }
    }
}
