
/// The shells `albums completions` writes scripts for.
package enum Shell: String, CaseIterable, Sendable {
    case bash
    case zsh
    case fish
}
