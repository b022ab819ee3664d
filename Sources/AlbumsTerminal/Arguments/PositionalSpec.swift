/// One positional argument of a command, as data. Commands read it through a typed `Argument`.
package struct PositionalSpec: Sendable {
    package enum Arity: Sendable {
        case one
        case optional
        case many
    }

    package var name: String
    package var help: String
    package var arity: Arity
    package var completion: Completion

    package init(_ name: String, _ arity: Arity = .one, help: String, completion: Completion = .none) {
        self.name = name
        self.help = help
        self.arity = arity
        self.completion = completion
    }

    package var synopsis: String {
        switch arity {
        case .one: return "<\(name)>"
        case .optional: return "[<\(name)>]"
        case .many: return "[<\(name)>...]"
        }
    }
}
