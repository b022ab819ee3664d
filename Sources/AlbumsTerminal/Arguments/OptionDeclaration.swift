
/// Something a command lists among its options: an `OptionSpec`, or a typed `Option`.
package protocol OptionDeclaration: Sendable {
    var spec: OptionSpec { get }
}

extension OptionSpec: OptionDeclaration {
    package var spec: OptionSpec { self }
}
