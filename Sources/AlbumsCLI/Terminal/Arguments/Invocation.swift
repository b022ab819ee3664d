import AlbumsClients
import AlbumsCore
/// A parsed command line: which command, with which options and arguments.
public struct Invocation: Equatable, Sendable {
    /// The command names after `albums`, e.g. `["settings", "set"]`.
    public var path: [String]
    /// Options by long name; flags map to an empty string.
    public var options: [String: String]
    public var positionals: [String]
    /// Options that override settings, already keyed by setting.
    public var settings: [String: String]

    public init(path: [String], options: [String: String] = [:], positionals: [String] = [], settings: [String: String] = [:]) {
        self.path = path
        self.options = options
        self.positionals = positionals
        self.settings = settings
    }

    public func flag(_ long: String) -> Bool {
        options[long] != nil
    }

    public func value(_ long: String) -> String? {
        options[long]
    }

    /// "albums settings set"
    public var commandLine: String {
        (["albums"] + path).joined(separator: " ")
    }
}
