/// Something a command lists among its arguments: a `PositionalSpec`, or a typed `Argument`.
package protocol PositionalDeclaration: Sendable {
    var spec: PositionalSpec { get }
}

extension PositionalSpec: PositionalDeclaration {
    package var spec: PositionalSpec { self }
}

extension Argument: PositionalDeclaration {}
