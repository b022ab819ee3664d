// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "albums",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "albums", targets: ["albums"]),
        // The URLSession transport, opened by albums on first use (see Sources/AlbumsURLSession).
        .library(name: "AlbumsURLSession", type: .dynamic, targets: ["AlbumsURLSession"]),
    ],
    targets: [
        .executableTarget(
            name: "albums", dependencies: ["AlbumsCLI", "AlbumsTerminal", "AlbumsClients", "AlbumsCore", "AlbumsEssentials", "AlbumsPlatform"],
            // A position-independent executable (as Debian's hardening asks), whose 80,000
            // pointers to relocate before main are packed as relative relocations (DT_RELR,
            // glibc 2.36 on): lld writes them in 15 KB, and the loader applies them in a
            // fraction of the time the usual 1.9 MB of RELA entries take (bench/startup.sh).
            linkerSettings: [.unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"],
                                          .when(platforms: [.linux], configuration: .release))]
        ),
        // The list of every setting is generated from the settings table's declarations (Sources/settings-list).
        // What a library would otherwise give albums, and what Foundation's other half (ICU) did:
        // text (JSON, folding, percent-encoding, UTF-8, SHA-256), dates and the calendar, time zones, paths.
        // Nothing of albums' own below it.
        .target(name: "AlbumsEssentials", exclude: ["Text/make-folding-table.py"]),
        .target(name: "AlbumsCore", dependencies: ["AlbumsEssentials"], plugins: ["SettingsList"]),
        .target(name: "AlbumsClients", dependencies: ["AlbumsCore", "AlbumsEssentials", "AlbumsPlatform"], plugins: ["EmbedFixtures"]),
        // The command line, in layers (each depends only on those above it here; .ci/check-layers):
        // the terminal (frames, keys, text, tables, the argument parser), pictures (every way to draw
        // a cover, the terminal's answers, covers loaded one way), the commands (the one command shape
        // and every command's fetch and render halves), the browser, and the thin runner with the docs.
        .target(name: "AlbumsTerminal", dependencies: ["AlbumsCore", "AlbumsEssentials", "AlbumsClients", "AlbumsPlatform"]),
        .target(name: "AlbumsPictures", dependencies: ["AlbumsTerminal", "AlbumsCore", "AlbumsEssentials", "AlbumsClients", "AlbumsImaging", "AlbumsPlatform"]),
        // The one command shape (Command, its two variants, contexts, Output) and the one runner of every command.
        .target(name: "AlbumsShape", dependencies: ["AlbumsPictures", "AlbumsTerminal", "AlbumsCore", "AlbumsEssentials", "AlbumsClients", "AlbumsPlatform"]),
        .target(name: "AlbumsCommands", dependencies: ["AlbumsShape", "AlbumsPictures", "AlbumsTerminal", "AlbumsCore", "AlbumsEssentials", "AlbumsClients", "AlbumsImaging", "AlbumsPlatform", "AlbumsBuildInfo"]),
        .target(name: "AlbumsBrowse", dependencies: ["AlbumsShape", "AlbumsCommands", "AlbumsPictures", "AlbumsTerminal", "AlbumsCore", "AlbumsEssentials", "AlbumsClients", "AlbumsImaging", "AlbumsPlatform"]),
        // The kept charts as a static website (`albums site`), beside the browser.
        .target(name: "AlbumsSite", dependencies: ["AlbumsShape", "AlbumsCommands", "AlbumsPictures", "AlbumsTerminal", "AlbumsCore", "AlbumsEssentials", "AlbumsClients", "AlbumsPlatform", "AlbumsBuildInfo"]),
        .target(name: "AlbumsCLI", dependencies: ["AlbumsShape", "AlbumsBrowse", "AlbumsSite", "AlbumsCommands", "AlbumsPictures", "AlbumsTerminal", "AlbumsCore", "AlbumsEssentials", "AlbumsClients", "AlbumsPlatform", "AlbumsBuildInfo"]),
        // The version, and the commit albums is built from (generated before each build).
        .target(name: "AlbumsBuildInfo", plugins: ["BuildInfo"]),
        .plugin(name: "BuildInfo", capability: .buildTool(), path: "Sources/BuildInfoPlugin"),
        // Pure computation over every pixel: optimised even in debug builds, or the tests that
        // decode large images take minutes.
        .target(name: "AlbumsImaging", dependencies: ["AlbumsPlatform"], swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        // Everything that differs between Linux and macOS, and nothing else.
        .target(name: "AlbumsPlatform"),
        .target(name: "AlbumsURLSession"),
        .executableTarget(name: "embed-fixtures"),
        .executableTarget(name: "settings-list"),
        .plugin(name: "SettingsList", capability: .buildTool(), dependencies: ["settings-list"], path: "Sources/SettingsListPlugin"),
        .plugin(
            name: "EmbedFixtures",
            capability: .buildTool(),
            dependencies: ["embed-fixtures"],
            path: "Sources/EmbedFixtures"
        ),
        // What every layer's tests use: loopback servers, programs and terminals, paths, the one wait (nothing of albums' but the seams).
        .target(name: "AlbumsTestSupport", dependencies: ["AlbumsEssentials", "AlbumsPlatform"], path: "Tests/AlbumsTestSupport"),
        // The one test clock (the World's Clock, moved by the test).
        .target(name: "AlbumsClientsTestSupport", dependencies: ["AlbumsClients", "AlbumsCore", "AlbumsTestSupport"], path: "Tests/AlbumsClientsTestSupport"),
        .testTarget(name: "AlbumsEssentialsTests", dependencies: ["AlbumsEssentials", "AlbumsTestSupport"]),
        .testTarget(name: "AlbumsCoreTests", dependencies: ["AlbumsCore", "AlbumsEssentials", "AlbumsTestSupport"]),
        .testTarget(name: "AlbumsClientsTests", dependencies: ["AlbumsClientsTestSupport", "AlbumsClients", "AlbumsCore", "AlbumsEssentials", "AlbumsPlatform", "AlbumsTestSupport"]),
        .testTarget(name: "AlbumsImagingTests", dependencies: ["AlbumsImaging", "AlbumsEssentials", "AlbumsTestSupport"]),
        // Runs `albums ARGUMENTS` in process, through the one runner, in a tree of the commands layer's
        // commands (and those a layer above adds): the commands', the browser's, the site's and the command line's tests.
        .target(name: "AlbumsCommandsTestSupport", dependencies: ["AlbumsClientsTestSupport", "AlbumsCommands", "AlbumsShape", "AlbumsTerminal", "AlbumsClients", "AlbumsCore"], path: "Tests/AlbumsCommandsTestSupport"),
        .testTarget(name: "AlbumsTerminalTests", dependencies: ["AlbumsClientsTestSupport", "AlbumsTerminal", "AlbumsCore", "AlbumsEssentials", "AlbumsClients", "AlbumsImaging", "AlbumsPlatform", "AlbumsTestSupport"]),
        .testTarget(name: "AlbumsPicturesTests", dependencies: ["AlbumsPictures", "AlbumsTerminal", "AlbumsCore", "AlbumsEssentials", "AlbumsClients", "AlbumsImaging", "AlbumsPlatform", "AlbumsTestSupport"]),
        .testTarget(name: "AlbumsCommandsTests", dependencies: ["AlbumsClientsTestSupport", "AlbumsCommandsTestSupport", "AlbumsShape", "AlbumsCommands", "AlbumsPictures", "AlbumsTerminal", "AlbumsCore", "AlbumsEssentials", "AlbumsClients", "AlbumsImaging", "AlbumsPlatform", "AlbumsTestSupport"]),
        .testTarget(name: "AlbumsBrowseTests", dependencies: ["AlbumsClientsTestSupport", "AlbumsCommandsTestSupport", "AlbumsShape", "AlbumsBrowse", "AlbumsCommands", "AlbumsPictures", "AlbumsTerminal", "AlbumsCore", "AlbumsEssentials", "AlbumsClients", "AlbumsImaging", "AlbumsPlatform", "AlbumsTestSupport"]),
        .testTarget(name: "AlbumsSiteTests", dependencies: ["AlbumsCommandsTestSupport", "AlbumsShape", "AlbumsSite", "AlbumsCommands", "AlbumsTerminal", "AlbumsCore", "AlbumsEssentials", "AlbumsClients", "AlbumsTestSupport"]),
        .testTarget(name: "AlbumsCLITests", dependencies: ["AlbumsCommandsTestSupport", "AlbumsShape", "AlbumsCLI", "AlbumsCommands", "AlbumsTerminal", "AlbumsCore", "AlbumsEssentials", "AlbumsClients", "AlbumsImaging", "AlbumsPlatform", "AlbumsTestSupport"]),
        .testTarget(name: "AlbumsURLSessionTests", dependencies: ["AlbumsURLSession", "AlbumsTestSupport"]),
        .testTarget(name: "AlbumsEndToEndTests", dependencies: ["albums", "AlbumsClients", "AlbumsImaging", "AlbumsTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// An async function that isn't isolated runs on its caller's executor, not the global one
// (SE-0461's upcoming feature, in Swift 6.2 and later). A command runs start to end on the main thread,
// and the thread pool starts only where code asks for concurrency (a task group, `async let`,
// a `Task`): a hop to the pool wakes four threads, which was 0.8 ms of every run.
// Nothing in Sources is bound to the main actor, so nothing waits for the thread it blocks.
//
// Type metadata through its accessor functions, not by mangled name: a generic type named by
// mangled name is built by the runtime's demangler, which checks each of its requirements by
// scanning the binary's protocol conformances. That was a fifth of a run's instructions
// (1.7 of 8.5 million for the stub chart); the accessors take the conformances as arguments.
// (Unsafe flags keep a package from being used as a dependency; albums is only ever the root.)
for target in package.targets where target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]),
    ]
}
