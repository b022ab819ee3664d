/// One positional argument of a command, as data. Commands read it through a typed `Argument`.
public struct PositionalSpec: Sendable {
    public enum Arity: Sendable {
        case one
        case optional
        case many
    }

    public var name: String
    public var help: String
    public var arity: Arity
    public var completion: Completion

    public init(_ name: String, _ arity: Arity = .one, help: String, completion: Completion = .none) {
        self.name = name
        self.help = help
        self.arity = arity
        self.completion = completion
    }

    public var synopsis: String {
        switch arity {
        case .one: return "<\(name)>"
        case .optional: return "[<\(name)>]"
        case .many: return "[<\(name)>...]"
        }
    }
}
