// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "albums",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "albums", targets: ["albums"]),
        .library(name: "AlbumsKit", targets: ["AlbumsKit"]),
    ],
    targets: [
        .executableTarget(name: "albums", dependencies: ["AlbumsKit"]),
        .target(name: "AlbumsKit", dependencies: ["AlbumsImaging"], plugins: ["EmbedFixtures"]),
        .target(name: "AlbumsImaging"),
        .executableTarget(name: "embed-fixtures"),
        .plugin(
            name: "EmbedFixtures",
            capability: .buildTool(),
            dependencies: ["embed-fixtures"],
            path: "Sources/EmbedFixtures"
        ),
        .testTarget(name: "AlbumsKitTests", dependencies: ["AlbumsKit", "AlbumsImaging", "albums"]),
    ],
    swiftLanguageModes: [.v6]
)
