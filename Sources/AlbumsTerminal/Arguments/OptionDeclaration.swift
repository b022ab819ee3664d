
/// Something a command lists among its options: an `OptionSpec`, or a typed `Option`.
public protocol OptionDeclaration: Sendable {
    var spec: OptionSpec { get }
}

extension OptionSpec: OptionDeclaration {
    public var spec: OptionSpec { self }
}
