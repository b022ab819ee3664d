import AlbumsCore
import AlbumsShape

/// A change to the saved settings, made as one step by the store.
package enum SettingsFileChange {
    /// Sets each key to its value; nil forgets it.
    package static func save(_ context: CommandContext, _ changes: [String: String?]) throws(Failure) {
        do {
            try context.world.settings.update(changes)
        } catch {
            throw Failure("couldn't save the settings", why: "\(error.path): \(error.problem)",
                          suggestion: "the old file was left as it is")
        }
    }
}
