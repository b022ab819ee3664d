/// What the notifier does when a chart loads, is empty or fails.
public enum SoundMode: String, CaseIterable, Sendable {
    case off
    case bell
    case play
}
