/// Where a setting's value came from, strongest first.
public enum SettingSource: String, Sendable {
    case flag
    case environment = "env"
    case file
    case `default`
}
