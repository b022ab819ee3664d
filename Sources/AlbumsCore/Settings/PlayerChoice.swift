/// Which program plays previews: the first found (`auto`), or one by name.
public enum PlayerChoice: String, CaseIterable, Sendable {
    case auto
    case mpv
    case ffplay
    case afplay
    case gstPlay = "gst-play-1.0"
}
