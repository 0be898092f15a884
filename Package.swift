// swift-tools-version: 6.2
import PackageDescription

/// Settings shared by every target: Swift 6 mode is implied by the tools
/// version; warnings are errors so CI stays clean.
let strictSettings: [SwiftSetting] = [
  .treatAllWarnings(as: .error),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

/// swift-system's `FilePath`, for the modules that handle paths.
let filePath: Target.Dependency = .product(name: "SystemPackage", package: "swift-system")

// The module graph (ARCHITECTURE.md): each layer imports only the ones
// below it, so the compiler enforces the layering.
//
//   standard-paths (CLI)      StandardPaths (umbrella)    StandardPathsTesting
//          |                          |                           |
//   StandardPathsAudit   StandardPathsCompatibility (Foundation)  |
//          |                          |                           |
//   StandardPathsResolution   AppFolder ── StandardPathsDisk ── CXattr
//          |                          |
//          └──── StandardPathsLocations (core) ────┘
//                         |
//                StandardPathsSuffixes (no Foundation)
let package = Package(
  name: "StandardPaths",
  // The lowest releases the code needs (DECISIONS §10): the lock wrapper
  // uses `NSLock` on Darwin, so `Synchronization` is not needed there.
  platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  products: [
    .library(name: "StandardPaths", targets: ["StandardPaths"]),
    .library(name: "AppFolder", targets: ["AppFolder"]),
    .library(name: "StandardPathsSuffixes", targets: ["StandardPathsSuffixes"]),
    .library(name: "StandardPathsTesting", targets: ["StandardPathsTesting"]),
    .executable(name: "standard-paths", targets: ["standard-paths"]),
    .plugin(name: "AuditResources", targets: ["AuditResources"]),
  ],
  // Only the CLI needs swift-argument-parser. A library user who writes
  // `.package(url: ..., traits: [])` does not even fetch it (ARCHITECTURE.md,
  // "What a user fetches and links"); building the CLI needs the trait.
  traits: [
    .default(enabledTraits: ["CommandLineTool"]),
    .trait(
      name: "CommandLineTool",
      description: "Build the standard-paths CLI (needs swift-argument-parser)."),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-system", from: "1.8.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    // The suffix grammar (`FileName`) and devices: no Foundation at all.
    .target(name: "StandardPathsSuffixes", swiftSettings: strictSettings),
    // The pure locations core: identity, environment snapshot, layouts, XDG
    // readers, and the one live adapter.
    .target(
      name: "StandardPathsLocations",
      dependencies: ["StandardPathsSuffixes", filePath],
      swiftSettings: strictSettings
    ),
    // Which variant of a resource a device loads: the index, ranking, cache.
    .target(
      name: "StandardPathsResolution",
      dependencies: ["StandardPathsSuffixes", "StandardPathsLocations", filePath],
      swiftSettings: strictSettings
    ),
    // Disk effects: creation, private directories, backup exclusion.
    .target(
      name: "StandardPathsDisk",
      dependencies: [
        "StandardPathsLocations", filePath,
        .target(name: "CXattr", condition: .when(platforms: [.linux, .android])),
      ],
      swiftSettings: strictSettings
    ),
    // Declares Linux's extended-attribute calls (`fsetxattr` and friends),
    // which the `Glibc` module does not export; used for backup exclusion.
    .target(name: "CXattr"),
    // AppFolder's typed folder tree, under the seed's module name.
    .target(
      name: "AppFolder",
      dependencies: ["StandardPathsLocations", "StandardPathsDisk", filePath],
      swiftSettings: strictSettings
    ),
    // The asset audit behind `standard-paths lint`.
    .target(
      name: "StandardPathsAudit",
      dependencies: [
        "StandardPathsSuffixes", "StandardPathsLocations", "StandardPathsResolution", filePath,
      ],
      swiftSettings: strictSettings
    ),
    // The Objective-C library's `FileManager`/`String` members and the
    // `Bundle` resolvers: the only module that imports full Foundation.
    .target(
      name: "StandardPathsCompatibility",
      dependencies: [
        "StandardPathsSuffixes", "StandardPathsLocations", "StandardPathsResolution",
        "StandardPathsDisk",
      ],
      swiftSettings: strictSettings
    ),
    // The umbrella: re-exports every module above.
    .target(
      name: "StandardPaths",
      dependencies: [
        "StandardPathsSuffixes", "StandardPathsLocations", "StandardPathsResolution",
        "StandardPathsDisk", "AppFolder", "StandardPathsAudit", "StandardPathsCompatibility",
      ],
      swiftSettings: strictSettings
    ),
    // For users' tests (DECISIONS §15): isolated locations and devices, per
    // task. Not re-exported by the umbrella; imports the toolchain's
    // `Testing` for its traits.
    .target(
      name: "StandardPathsTesting",
      dependencies: ["StandardPathsSuffixes", "StandardPathsLocations", filePath],
      swiftSettings: strictSettings
    ),
    // Prints what the `user-dirs.dirs` reader makes of files, for
    // Scripts/xdg-user-dir-differential.py (a test tool, not a product).
    .executableTarget(
      name: "UserDirsProbe",
      dependencies: ["StandardPathsLocations"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "standard-paths",
      dependencies: [
        "StandardPathsSuffixes", "StandardPathsLocations", "StandardPathsResolution",
        "StandardPathsDisk", "StandardPathsAudit",
        .product(
          name: "ArgumentParser", package: "swift-argument-parser",
          condition: .when(traits: ["CommandLineTool"])),
        filePath,
      ],
      swiftSettings: strictSettings
    ),
    // `swift package audit-resources`: `standard-paths lint` on the
    // resource folders of a package's targets, as compiler-style warnings.
    .plugin(
      name: "AuditResources",
      capability: .command(
        intent: .custom(
          verb: "audit-resources",
          description: "Audit the targets' resource folders with standard-paths lint.")),
      dependencies: ["standard-paths"]
    ),
    .testTarget(
      name: "StandardPathsTests",
      dependencies: [
        "StandardPaths",
        filePath,
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      // The shell cases are read from the source tree (#filePath).
      exclude: ["UserDirs/Cases"],
      swiftSettings: strictSettings
    ),
    // End-to-end tests that run the built `standard-paths` binary; the
    // dependency makes `swift test` build it.
    .testTarget(
      name: "StandardPathsCLITests",
      dependencies: ["standard-paths", "StandardPathsTesting"],
      swiftSettings: strictSettings
    ),
    // `StandardPathsTesting` used as a user would use it.
    .testTarget(
      name: "StandardPathsTestingTests",
      dependencies: ["StandardPaths", "StandardPathsTesting"],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
