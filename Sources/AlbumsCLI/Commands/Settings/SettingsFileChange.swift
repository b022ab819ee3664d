import AlbumsCore

/// A change to the saved settings: read, change, write back.
enum SettingsFileChange {
    static func save(_ context: CommandContext, _ change: (inout [String: String]) -> Void) throws(Failure) {
        let store = context.world.settings
        do {
            var values = try store.load()
            change(&values)
            try store.save(values)
        } catch {
            throw Failure("couldn't save the settings", why: "\(error.path): \(error.problem)",
                          suggestion: "check the folder's permissions; the old file was left as it is")
        }
    }
}
