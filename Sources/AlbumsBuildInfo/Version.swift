/// What albums is, in one place: its version here, and the commit it is built
/// from in `BuildInfo`, which the BuildInfo plugin (Sources/BuildInfoPlugin)
/// generates before each build.
public enum Version {
    public static let number = "0.3.0"
}
