import ArgumentParser
import StandardPathsAudit
import StandardPathsDisk
import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// The options shared by `dirs` and `dir`: which app, on which platform,
/// with which layout choices.
struct IdentityOptions: ParsableArguments {
  @Option(name: .customLong("app"), help: "The app's name.")
  var name = "standard-paths"

  @Option(name: .customLong("org"), help: "The app's organization (a folder level on Windows).")
  var organization: String?

  @Option(name: .customLong("bundle-id"), help: "The app's bundle identifier (macOS caches).")
  var bundleIdentifier: String?

  @Option(
    help: ArgumentHelp(
      "The platform whose layout to compute.",
      valueName: Platform.allCases.map(\.identifier).joined(separator: "|")))
  var platform: String = Platform.current.identifier

  @Flag(help: "On Windows, keep app data in the roaming profile (%APPDATA%).")
  var roaming = false

  @Flag(
    name: .customLong("no-service-dirs"),
    help: """
      On Linux, ignore the directories systemd gives a service (STATE_DIRECTORY, \
      CACHE_DIRECTORY, LOGS_DIRECTORY, CONFIGURATION_DIRECTORY, RUNTIME_DIRECTORY).
      """)
  var noServiceDirectories = false

  mutating func validate() throws {
    _ = try makeIdentity()
  }

  /// The identity, checked against the chosen platform's file-name rules
  /// (Windows' reserved names and characters, DECISIONS §13).
  func makeIdentity() throws -> AppIdentity {
    let platform = try makePlatform()
    do {
      let identity = try AppIdentity(
        name: name, organization: organization, bundleIdentifier: bundleIdentifier)
      try identity.validate(for: platform)
      return identity
    } catch {
      let option = ["name": "--app", "organization": "--org", "bundleIdentifier": "--bundle-id"]
      throw ValidationError("\(option[error.field.rawValue] ?? ""): \(error)")
    }
  }

  func makePlatform() throws -> Platform {
    guard let value = Platform(identifier: platform) else {
      let known = Platform.allCases.map(\.identifier).joined(separator: ", ")
      throw ValidationError(
        "--platform: unknown platform \(quoted(platform)) (expected one of \(known))")
    }
    return value
  }

  /// The locations of the chosen app on the chosen platform, computed from
  /// the live process environment.
  func makeLocations() throws -> StandardLocations {
    StandardLocations(
      app: try makeIdentity(),
      environment: SystemEnvironment.live().computing(for: try makePlatform()),
      options: StandardLocations.Options(
        roaming: roaming, usesServiceDirectories: !noServiceDirectories))
  }
}
