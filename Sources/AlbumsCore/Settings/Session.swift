/// Where answers come from.
public enum Session: String, CaseIterable, Sendable {
    /// The real network.
    case shared
    /// The fixtures built into the binary.
    case stub
}
