/// A setting that is on or off.
public enum Toggle: String, CaseIterable, Sendable {
    case on
    case off

    public var isOn: Bool { self == .on }
}
