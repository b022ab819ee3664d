/// Something a command lists among its arguments: a `PositionalSpec`, or a typed `Argument`.
public protocol PositionalDeclaration: Sendable {
    var spec: PositionalSpec { get }
}

extension PositionalSpec: PositionalDeclaration {
    public var spec: PositionalSpec { self }
}

extension Argument: PositionalDeclaration {}
