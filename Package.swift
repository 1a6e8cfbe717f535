// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Tintype",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "tintype", targets: ["TintypeCLI"]),
        .library(name: "Tintype", targets: ["Tintype", "TintypeApp"]),
        .executable(name: "generate-strings", targets: ["GenerateStrings"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        // SHA-256 for PKCE at sign-in; already built for the TLS stack.
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        // The configuration file; errors come with their line and column.
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        // The C shim: ncursesw and panelw with the wide API switched on, plus accessors for macros.
        .target(
            name: "CNcursesw",
            linkerSettings: [.linkedLibrary("panelw"), .linkedLibrary("ncursesw")]
        ),
        // libjpeg-turbo, libpng, libwebp, giflib and zlib (Debian's -dev packages): the decoders' fatal errors longjmp, which
        // only C can catch, so a small C target wraps them.
        .target(
            name: "CImageCodecs",
            linkerSettings: [
                .linkedLibrary("jpeg"), .linkedLibrary("png16"), .linkedLibrary("webp"), .linkedLibrary("gif"), .linkedLibrary("z"),
                .linkedLibrary("deflate"),
            ]
        ),
        // FFmpeg's libraries (built against Debian's libavformat-dev, libavcodec-dev,
        // libswscale-dev): videos and animated GIFs decoded frame by frame, in this process. Opened
        // at the first video rather than linked, so a start loads neither them nor the codec
        // libraries they bring; a small C target keeps their structures and macros out of Swift.
        .target(name: "CVideoCodecs"),
        // What only the C library offers the process: glibc's malloc settings (malloc.h, which
        // Swift's Glibc module leaves out), set when the program is loaded.
        .target(name: "CProcess"),
        .target(name: "Imaging", dependencies: ["CImageCodecs", "CVideoCodecs"]),
        // The few String helpers FoundationEssentials leaves to the full Foundation, which the app
        // does not link: the full one brings ICU and CoreFoundation's start-up with it.
        .target(name: "TextBasics"),
        // The language catalogues (Resources/Locales/*.po), plural rules and the generated accessors.
        .target(name: "Localisation"),
        .executableTarget(name: "GenerateStrings", dependencies: ["Localisation"]),
        .target(name: "TerminalUI", dependencies: ["CNcursesw", "Imaging", "TextBasics"]),
        .target(
            name: "MastodonAPI",
            dependencies: [
                "TextBasics",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // The screens (Flows, Common) and what they read: the plain objects, the service
        // protocols, the store of posts. Without MastodonAPI, so no screen can reach an entity.
        .target(
            name: "Tintype",
            dependencies: ["TerminalUI", "Imaging", "Localisation", "TextBasics"]
        ),
        // The app put together: the services over the Mastodon API, what they keep on disk, the
        // mappers from entities, the configuration, and the start that wires them to the screens.
        .target(
            name: "TintypeApp",
            dependencies: [
                "Tintype",
                "TerminalUI",
                "Imaging",
                "Localisation",
                "MastodonAPI",
                "TextBasics",
                "CProcess",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]
        ),
        .executableTarget(
            name: "TintypeCLI",
            dependencies: [
                "Tintype",
                "TintypeApp",
                "Localisation",
                "TerminalUI",
                "TextBasics",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Linked by GNU ld, which packs the ~94,000 relative relocations of the Swift runtime
            // and its libraries into 19 KB (DT_RELR, glibc 2.36) where gold wrote 2.2 MB that the
            // loader reads and applies at every start; and without exporting the app's 37,000
            // symbols to a dynamic table (nothing loads a plug-in), which the Swift runtime's
            // `dladdr` at start, looking for its own path, walks one by one. 4 MiB less resident
            // and 1.8 M fewer instructions at every start (docs/performance.md, "The loader and the binary's pages").
            linkerSettings: [
                .unsafeFlags(
                    ["-use-ld=bfd", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--no-export-dynamic"],
                    .when(platforms: [.linux])),
                // The code a start runs, laid out first and together: a start keeps the pages it
                // runs resident rather than 64 KiB around each function scattered over 21 MB
                // (docs/how-it-is-built.md, "The start's code laid out together"). It takes effect
                // when the release is compiled a section per function (`make release`).
                .unsafeFlags(
                    ["-Xlinker", "-T", "-Xlinker", Context.packageDirectory + "/Resources/Linking/start-up.ld"],
                    .when(platforms: [.linux], configuration: .release)),
            ]
        ),
        // Stubs shared by the test targets: a canned HTTP transport and JSON builders.
        .target(name: "TestSupport", dependencies: ["MastodonAPI"], path: "Tests/TestSupport"),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "CNcursesw", "Imaging"]),
        .testTarget(name: "ImagingTests", dependencies: ["Imaging"]),
        .testTarget(name: "LocalisationTests", dependencies: ["Localisation"]),
        .testTarget(name: "TextBasicsTests", dependencies: ["TextBasics"]),
        .testTarget(name: "CProcessTests", dependencies: ["CProcess"]),
        .testTarget(
            name: "MastodonAPITests",
            dependencies: ["MastodonAPI", "TestSupport", "TextBasics"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "TintypeTests",
            dependencies: ["Tintype", "TintypeApp", "Localisation", "TerminalUI", "Imaging", "MastodonAPI", "TestSupport"]),
        .testTarget(
            name: "TintypeCLITests",
            dependencies: ["TintypeCLI", "Tintype", "TintypeApp", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .testTarget(name: "IntegrationTests", dependencies: ["Tintype", "TintypeApp", "MastodonAPI", "TestSupport"]),
        .testTarget(
            name: "EndToEndTests", dependencies: ["TestSupport", "MastodonAPI", "Imaging"], exclude: ["Terminals/answering_terminal.py"]),
    ],
    swiftLanguageModes: [.v6]
)

// A module sees the members only of the modules it imports itself. Without it, the full
// Foundation that a dependency imports lends its members (`String(format:)`, `trimmingCharacters`)
// to code that imports FoundationEssentials alone, and the app links ICU and CoreFoundation again.
for target in package.targets
where ["Localisation", "TextBasics", "Imaging", "TerminalUI", "MastodonAPI", "Tintype", "TintypeApp", "TintypeCLI"].contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
