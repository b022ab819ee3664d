/// "warning: …" on one sanitised line.
public enum Warning {
    package static let prefix = "warning: "

    public static func line(_ text: String, style: Style) -> String {
        style.yellow("warning:") + " " + Sanitizer.line(text) + "\n"
    }
}
