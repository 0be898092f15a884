import ArgumentParser
import StandardPathsAudit
import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// The options shared by `dirs` and `dir`: which app, on which platform,
/// with which layout choices.
struct IdentityOptions: ParsableArguments {
  /// The app name when `--app` is not given.
  static let defaultName = "standard-paths"

  @Option(name: .customLong("app"), help: "The app's name.")
  var name = IdentityOptions.defaultName

  @Option(name: .customLong("org"), help: "The app's organization (a folder level on Windows).")
  var organization: String?

  @Option(name: .customLong("bundle-id"), help: "The app's bundle identifier (macOS caches).")
  var bundleIdentifier: String?

  @Option(help: "The platform whose layout to compute.")
  var platform: Platform = .current

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
  /// (Windows' reserved names and characters, Design/locations.md#names-windows-cannot-hold).
  func makeIdentity() throws -> AppIdentity {
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

  /// The locations with every option at its default: the default app on
  /// the current platform, not roaming.
  static func defaultLocations() throws -> StandardLocations {
    StandardLocations(
      app: try AppIdentity(name: defaultName), environment: SystemEnvironment.live())
  }

  /// The locations of the chosen app on the chosen platform, computed from
  /// the live process environment.
  func makeLocations() throws -> StandardLocations {
    StandardLocations(
      app: try makeIdentity(),
      environment: SystemEnvironment.live().computing(for: platform),
      options: StandardLocations.Options(
        roaming: roaming, usesServiceDirectories: !noServiceDirectories))
  }
}
