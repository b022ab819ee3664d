import AlbumsCore

/// A parsed command line: which command, what it asks for, and the text of each
/// option and argument. Commands read values typed, through their declarations:
/// `parsed[Self.size]`, `parsed[Self.album]`.
package struct ParsedArguments: Equatable, Sendable {
    package enum Request: Equatable, Sendable {
        case run
        /// `--help` or `-h` anywhere: the help of `path`.
        case help
        case version
    }

    package var request: Request
    /// The command names after `albums`, e.g. `["settings", "set"]`.
    package var path: [String]
    /// Options by long name; flags map to an empty string.
    package var options: [String: String]
    /// The positional words, in order.
    package var positionals: [String]
    /// The positional words by the name of the argument they fill.
    package var arguments: [String: [String]]
    /// Options that override settings for this run, by setting key.
    package var settings: [String: String]
    /// The long names of every option the command and its parents declare.
    package var declared: Set<String>

    package init(
        request: Request = .run, path: [String], options: [String: String] = [:], positionals: [String] = [],
        arguments: [String: [String]] = [:], settings: [String: String] = [:], declared: Set<String> = []
    ) {
        self.request = request
        self.path = path
        self.options = options
        self.positionals = positionals
        self.arguments = arguments
        self.settings = settings
        self.declared = declared
    }

    /// The option's value; a bad value is a usage error. Reading an option the
    /// command doesn't declare stops a debug build (and so the tests) at once.
    package subscript<Value>(_ option: Option<Value>) -> Value {
        get throws(UsageError) {
            assert(declared.isEmpty || declared.contains(option.spec.long), "--\(option.spec.long) is read but not declared by \(commandLine)")
            return try option.convert(options[option.spec.long])
        }
    }

    /// Whether the option is on the line at all, whatever its value.
    package func given<Value>(_ option: Option<Value>) -> Bool {
        assert(declared.isEmpty || declared.contains(option.spec.long), "--\(option.spec.long) is read but not declared by \(commandLine)")
        return options[option.spec.long] != nil
    }

    package subscript<Value>(_ argument: Argument<Value>) -> Value {
        argument.convert(arguments[argument.spec.name] ?? [])
    }

    /// "albums settings set"
    package var commandLine: String {
        (["albums"] + path).joined(separator: " ")
    }
}
