/// What a shell may offer after an option or in a positional slot.
package enum Completion: Equatable, Sendable {
    case none
    case values([String])
    case files
    /// The names of the settings.
    case settingKeys
    /// The values of the setting named just before.
    case settingValues
    /// A command path: the commands of albums (and `also`, in the first place), then the subcommands of those named before.
    case commands(also: [String] = [])
}
