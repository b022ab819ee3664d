/// "warning: …" on one sanitised line.
package enum Warning {
    package static let prefix = "warning: "

    package static func line(_ text: String, style: Style) -> String {
        style.yellow("warning:") + " " + Sanitizer.line(text) + "\n"
    }
}
