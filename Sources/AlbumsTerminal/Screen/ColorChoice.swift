
package enum ColorChoice: String, CaseIterable, Sendable {
    case auto
    case always
    case never

    /// Whether a stream gets colour: `--color` first, then `NO_COLOR` (any value) turns it
    /// off, `CLICOLOR_FORCE` forces it on, `TERM=dumb` turns it off, and otherwise
    /// only a terminal gets it.
    package func enables(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return true }
            if environment["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }
}
