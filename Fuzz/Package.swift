// swift-tools-version: 6.2
import PackageDescription

/// libFuzzer targets, kept in their own package so that `swift build` of the
/// root package never links them (they have no `main`). Build with
/// `swift build --sanitize=fuzzer --sanitize=address` (see `run.sh`).
let fuzzSettings: [SwiftSetting] = [
  .unsafeFlags(["-parse-as-library"]),
  .treatAllWarnings(as: .error),
]

let package = Package(
  name: "StandardPathsFuzz",
  dependencies: [.package(name: "StandardPaths", path: "..")],
  targets: [
    .executableTarget(
      name: "FuzzSuffix",
      dependencies: [.product(name: "StandardPaths", package: "StandardPaths")],
      swiftSettings: fuzzSettings),
    .executableTarget(
      name: "FuzzUserDirs",
      dependencies: [.product(name: "StandardPathsLocations", package: "StandardPaths")],
      swiftSettings: fuzzSettings),
    .executableTarget(
      name: "FuzzAudit",
      dependencies: [.product(name: "StandardPathsAudit", package: "StandardPaths")],
      swiftSettings: fuzzSettings),
    .executableTarget(
      name: "FuzzEnvironment",
      dependencies: [
        .product(name: "StandardPaths", package: "StandardPaths"),
        .product(name: "StandardPathsTesting", package: "StandardPaths"),
      ],
      swiftSettings: fuzzSettings),
    // Reaches the image header reader's internal API with `@testable`
    // (run.sh builds with `-enable-testing`).
    .executableTarget(
      name: "FuzzImageHeader",
      dependencies: [.product(name: "StandardPathsAudit", package: "StandardPaths")],
      swiftSettings: fuzzSettings),
  ],
  swiftLanguageModes: [.v6]
)
