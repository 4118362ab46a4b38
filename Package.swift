// swift-tools-version:6.0
import PackageDescription

/// ICU comes from the system (libicu-dev on Debian/Ubuntu, Homebrew `icu4c` on macOS).
/// Only the C shim sees ICU's headers; Swift sees the shim's own stable names.
let icuLinker: [LinkerSetting] = [
    .linkedLibrary("icui18n"),
    .linkedLibrary("icuuc"),
    .linkedLibrary("icudata"),
    .unsafeFlags(["-L/opt/homebrew/opt/icu4c/lib", "-L/usr/local/opt/icu4c/lib"], .when(platforms: [.macOS])),
]
let icuHeaders: [CSetting] = [
    .unsafeFlags(["-I/opt/homebrew/opt/icu4c/include", "-I/usr/local/opt/icu4c/include"], .when(platforms: [.macOS])),
]

let package = Package(
    name: "labelcopy",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "labelcopy", targets: ["labelcopy"]),
        .library(name: "LabelCopyCore", targets: ["LabelCopyCore"]),
        .library(name: "LabelCopyFormats", targets: ["LabelCopyFormats"]),
    ],
    targets: [
        .target(name: "CICU", cSettings: icuHeaders, linkerSettings: icuLinker),
        // HarfBuzz (libharfbuzz-dev) measures titles in a font the user names (`--font`).
        .target(
            name: "CHarfBuzz",
            cSettings: [.unsafeFlags(["-I/opt/homebrew/include", "-I/usr/local/include"], .when(platforms: [.macOS]))],
            linkerSettings: [
                .linkedLibrary("harfbuzz"),
                .unsafeFlags(["-L/opt/homebrew/lib", "-L/usr/local/lib"], .when(platforms: [.macOS])),
            ]
        ),
        // libedit (libedit-dev) gives `suggest` line editing and history at a terminal.
        .target(name: "CEdit", linkerSettings: [.linkedLibrary("edit")]),
        .target(name: "LabelCopyText", dependencies: ["CICU", "CHarfBuzz"]),
        .target(name: "LabelCopyFormats"),
        .target(name: "LabelCopyCore", dependencies: ["LabelCopyText", "LabelCopyFormats"]),
        .target(name: "LabelCopyReporters", dependencies: ["LabelCopyCore", "LabelCopyFormats"]),
        .executableTarget(
            name: "labelcopy",
            dependencies: ["LabelCopyCore", "LabelCopyFormats", "LabelCopyReporters", "LabelCopyText", "CEdit"]
        ),
        .executableTarget(name: "labelcopy-bench", dependencies: ["LabelCopyCore", "LabelCopyText"]),
        // Helpers the test targets share (a seeded generator); a library target, not a test bundle.
        .target(name: "LabelCopyTestSupport", path: "Tests/LabelCopyTestSupport"),
        .testTarget(name: "LabelCopyTextTests", dependencies: ["LabelCopyText", "LabelCopyTestSupport"]),
        .testTarget(
            name: "LabelCopyCoreTests", dependencies: ["LabelCopyCore", "LabelCopyTestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "LabelCopyFormatsTests", dependencies: ["LabelCopyFormats", "LabelCopyTestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "LabelCopyReportersTests",
            dependencies: ["LabelCopyReporters", "LabelCopyCore", "LabelCopyFormats", "LabelCopyTestSupport"],
            exclude: ["Golden"]),
        .testTarget(name: "labelcopyTests", dependencies: ["labelcopy"]),
    ],
    swiftLanguageModes: [.v6]
)
