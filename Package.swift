// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "albums",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "albums", targets: ["albums"]),
    ],
    targets: [
        .executableTarget(name: "albums", dependencies: ["AlbumsKit"]),
        .target(name: "AlbumsCore"),
        .target(name: "AlbumsKit", dependencies: ["AlbumsCore", "AlbumsImaging"], plugins: ["EmbedFixtures"]),
        .target(name: "AlbumsImaging"),
        .executableTarget(name: "embed-fixtures"),
        .plugin(
            name: "EmbedFixtures",
            capability: .buildTool(),
            dependencies: ["embed-fixtures"],
            path: "Sources/EmbedFixtures"
        ),
        .testTarget(name: "AlbumsKitTests", dependencies: ["AlbumsKit", "AlbumsCore", "AlbumsImaging", "albums"]),
    ],
    swiftLanguageModes: [.v6]
)
