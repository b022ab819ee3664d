/// Text as one word of a POSIX shell's command line, for the commands albums
/// suggests and the completion scripts it writes.
public enum ShellWords {
    /// Single-quoted, a quote inside written `'\''`: any text stays one word.
    public static func quoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
