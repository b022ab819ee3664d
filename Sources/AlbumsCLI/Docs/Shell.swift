
/// The shells `albums completions` writes scripts for.
public enum Shell: String, CaseIterable, Sendable {
    case bash
    case zsh
    case fish
}
