// swift-tools-version: 6.2
import PackageDescription

/// Settings shared by every target: Swift 6 mode is implied by the tools
/// version; warnings are errors so CI stays clean.
let strictSettings: [SwiftSetting] = [
  .treatAllWarnings(as: .error),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "StandardPaths",
  // Synchronization's Mutex and Atomic need these Apple releases.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "StandardPaths", targets: ["StandardPaths"]),
    .executable(name: "standard-paths", targets: ["standard-paths"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-system", from: "1.8.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    .target(
      name: "StandardPaths",
      dependencies: [
        .product(name: "SystemPackage", package: "swift-system"),
        .target(name: "CXattr", condition: .when(platforms: [.linux, .android])),
      ],
      swiftSettings: strictSettings
    ),
    // Declares Linux's extended-attribute calls (`fsetxattr` and friends),
    // which the `Glibc` module does not export; used for backup exclusion.
    .target(name: "CXattr"),
    .executableTarget(
      name: "standard-paths",
      dependencies: [
        "StandardPaths",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "SystemPackage", package: "swift-system"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "StandardPathsTests",
      dependencies: [
        "StandardPaths",
        .product(name: "SystemPackage", package: "swift-system"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    // End-to-end tests that run the built `standard-paths` binary; the
    // dependency makes `swift test` build it.
    .testTarget(
      name: "StandardPathsCLITests",
      dependencies: ["standard-paths"],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
