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
//   standard-paths (CLI)       StandardPaths (umbrella)      StandardPathsTesting
//     |                          |                                |
//   StandardPathsAudit   StandardPathsCompatibility   AppFolder   |
//     |                          |                        |       |
//   StandardPathsResolution   StandardPathsMigration      |       |
//     |                          |                        |       |
//   StandardPathsSuffixes   StandardPathsLocations (the directories product)
//     |                          |
//     └── StandardPathsSupport (internal: the lock, the file system) ── CXattr
let package = Package(
  name: "StandardPaths",
  // The lowest releases the code needs (Design/modules-and-proportion.md#deployment-targets): the
  // lock wrapper uses `NSLock` on Darwin, so `Synchronization` is not needed there.
  platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  products: [
    .library(name: "StandardPaths", targets: ["StandardPaths"]),
    .library(name: "StandardPathsLocations", targets: ["StandardPathsLocations"]),
    .library(name: "AppFolder", targets: ["AppFolder"]),
    .library(name: "StandardPathsSuffixes", targets: ["StandardPathsSuffixes"]),
    .library(name: "StandardPathsAudit", targets: ["StandardPathsAudit"]),
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
    // Internal: the one lock and the one file-system layer (thin calls on
    // swift-system, relative to open directories, names as bytes).
    .target(
      name: "StandardPathsSupport",
      dependencies: [
        filePath, .target(name: "CXattr", condition: .when(platforms: [.linux, .android])),
      ],
      swiftSettings: strictSettings
    ),
    // Declares Linux's extended-attribute calls (`fsetxattr` and friends),
    // which the `Glibc` module does not export; used for backup exclusion
    // and for copying attributes.
    .target(name: "CXattr"),
    // The suffix grammar (`FileName`) and devices: no Foundation at all.
    .target(
      name: "StandardPathsSuffixes", dependencies: ["StandardPathsSupport"],
      swiftSettings: strictSettings),
    // The directories: identity, environment snapshot, layouts, sources,
    // the user-dirs.dirs reader, the one live adapter, creation and backup
    // exclusion. Product `StandardPathsLocations`.
    .target(
      name: "StandardPathsLocations",
      dependencies: ["StandardPathsSupport", filePath],
      swiftSettings: strictSettings
    ),
    // Which variant of a resource a device loads: the index, ranking, cache.
    .target(
      name: "StandardPathsResolution",
      dependencies: [
        "StandardPathsSupport", "StandardPathsSuffixes", "StandardPathsLocations", filePath,
      ],
      swiftSettings: strictSettings
    ),
    // Moving a legacy folder to its standard location, crash-safe.
    .target(
      name: "StandardPathsMigration",
      dependencies: ["StandardPathsSupport", "StandardPathsLocations", filePath],
      swiftSettings: strictSettings
    ),
    // AppFolder's typed folder tree, under the seed's module name.
    .target(
      name: "AppFolder",
      dependencies: ["StandardPathsLocations", filePath],
      swiftSettings: strictSettings
    ),
    // The asset audit behind `standard-paths lint`: its own product, not
    // re-exported by the umbrella.
    .target(
      name: "StandardPathsAudit",
      dependencies: [
        "StandardPathsSupport", "StandardPathsSuffixes", "StandardPathsLocations",
        "StandardPathsResolution", filePath,
      ],
      swiftSettings: strictSettings
    ),
    // The Objective-C library's `FileManager`/`String` members and the
    // `Bundle` resolvers: the only module that imports full Foundation.
    .target(
      name: "StandardPathsCompatibility",
      dependencies: ["StandardPathsSuffixes", "StandardPathsLocations", "StandardPathsResolution"],
      swiftSettings: strictSettings
    ),
    // The umbrella: re-exports the package's own library modules; AppFolder
    // and the audit are products of their own.
    .target(
      name: "StandardPaths",
      dependencies: [
        "StandardPathsSuffixes", "StandardPathsLocations", "StandardPathsResolution",
        "StandardPathsMigration", "StandardPathsCompatibility",
      ],
      swiftSettings: strictSettings
    ),
    // For users' tests: isolated locations and devices, per task. Not
    // re-exported by the umbrella; imports the toolchain's `Testing`.
    .target(
      name: "StandardPathsTesting",
      dependencies: [
        "StandardPathsSuffixes", "StandardPathsLocations", "StandardPathsResolution", filePath,
      ],
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
        "StandardPathsMigration", "StandardPathsAudit",
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
    // Helpers the test targets share (environment builders, temporary
    // directories, external tools); not part of any product.
    .target(
      name: "TestSupport",
      dependencies: [
        "StandardPathsLocations", "StandardPathsSuffixes", "StandardPathsResolution",
        "StandardPathsTesting", filePath,
      ],
      path: "Tests/TestSupport",
      swiftSettings: strictSettings
    ),
    // One test target per library module, each with `@testable import`.
    .testTarget(
      name: "StandardPathsSupportTests",
      dependencies: ["StandardPathsSupport", "TestSupport", filePath],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "StandardPathsSuffixesTests",
      dependencies: [
        "StandardPathsSuffixes", "TestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "StandardPathsLocationsTests",
      dependencies: [
        "StandardPathsTesting",
        "StandardPathsLocations", "TestSupport", filePath,
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      // The user-dirs cases are read from the source tree (#filePath).
      exclude: ["UserDirs/Cases"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "StandardPathsResolutionTests",
      dependencies: [
        "StandardPathsTesting",
        "StandardPathsResolution", "TestSupport", filePath,
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "StandardPathsMigrationTests",
      dependencies: ["StandardPathsMigration", "TestSupport", filePath],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "AppFolderTests",
      dependencies: [
        "StandardPathsTesting", "AppFolder", "StandardPathsMigration", "TestSupport", filePath,
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "StandardPathsAuditTests",
      dependencies: [
        "StandardPathsTesting",
        "StandardPathsAudit", "TestSupport", filePath,
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "StandardPathsCompatibilityTests",
      dependencies: ["StandardPathsCompatibility", "TestSupport", filePath],
      swiftSettings: strictSettings
    ),
    // Behaviour across modules, through the umbrella as users import it.
    .testTarget(
      name: "StandardPathsTests",
      dependencies: [
        "StandardPaths", "AppFolder", "StandardPathsAudit", "TestSupport", filePath,
      ],
      swiftSettings: strictSettings
    ),
    // End-to-end tests that run the built `standard-paths` binary; the
    // dependency makes `swift test` build it.
    .testTarget(
      name: "StandardPathsCLITests",
      dependencies: ["standard-paths", "StandardPathsTesting", "TestSupport"],
      swiftSettings: strictSettings
    ),
    // `StandardPathsTesting` used as a user would use it.
    .testTarget(
      name: "StandardPathsTestingTests",
      dependencies: ["StandardPaths", "AppFolder", "StandardPathsTesting", "TestSupport"],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)

// `.ci/run`'s ThreadSanitizer step sets this to build only the test targets that hold the
// concurrency suite (ARCHITECTURE.md, "Concurrency"): the audit's, the CLI's and the single-threaded
// modules' tests run no concurrent code and were half of the sanitized build's time.
if Context.environment["STANDARD_PATHS_CONCURRENCY_SUITE_ONLY"] != nil {
  let unsanitized: Set = [
    "StandardPathsAuditTests", "StandardPathsCLITests", "StandardPathsMigrationTests",
    "StandardPathsSuffixesTests", "StandardPathsSupportTests", "standard-paths", "UserDirsProbe",
    "AuditResources",
  ]
  package.targets.removeAll { unsanitized.contains($0.name) }
  package.products.removeAll { unsanitized.contains($0.name) }
}
