extension World {
    /// The real machine. `transport` carries requests to the network (`ALBUMS_TRANSPORT`).
    public static func device(environment: [String: String], transport: NetworkTransport = .platformDefault) -> World {
        let directories = Directories.xdg(environment)
        let console = Console.standard(environment: environment)
        let memory = HTTPCacheStore.memory()
        return World(
            kind: .device, environment: environment, directories: directories,
            settings: .file(directories.settingsFile),
            network: .network(transport), fixtures: .stub,
            httpCache: { mode in
                switch mode {
                case .none: return .none
                case .memory: return memory
                case .filesystem: return .directory(directories.httpCache)
                }
            },
            notifier: .device(console: console, environment: environment),
            player: { choice, download in .device(choice, environment: environment, download: download) }, keyboard: .standard(),
            imageLoader: .directory(directories.artworkCache), opener: .device(environment: environment),
            recentSearches: .file(directories.recentSearchesFile),
            history: .directory(directories.historyFolder), clock: .system, console: console,
            terminals: .directory(directories.terminalsFolder)
        )
    }
}
