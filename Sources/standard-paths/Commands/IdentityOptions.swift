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

  @Option(
    name: .customLong("app-version"),
    help: "A version folder inside the app's folders (MyApp/1.0), as platformdirs' version=.")
  var version: String?

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

  @Option(
    help: """
      On macOS, 'xdg' puts the app's folders where Linux does (~/.config, ~/.local/share, \
      ~/.cache, ~/.local/state) for command-line tools; 'native' (the default) keeps ~/Library.
      """)
  var style: LayoutStyle = .native

  @Option(
    name: .customLong("android-files-dir"),
    help: "With --platform android, the app's files directory (Context.getFilesDir()).")
  var androidFilesDirectory: String?

  mutating func validate() throws {
    _ = try makeIdentity()
  }

  /// The identity, checked against the chosen platform's file-name rules
  /// (Windows' reserved names and characters, Design/locations.md#names-windows-cannot-hold).
  func makeIdentity() throws -> AppIdentity {
    do {
      let identity = try AppIdentity(
        name: name, organization: organization, bundleIdentifier: bundleIdentifier,
        version: version)
      try identity.validate(for: platform)
      return identity
    } catch {
      let option = [
        "name": "--app", "organization": "--org", "bundleIdentifier": "--bundle-id",
        "version": "--app-version",
      ]
      throw ValidationError("\(option[error.field.rawValue] ?? ""): \(error)")
    }
  }

  /// The locations of the chosen app on the chosen platform, computed from
  /// the live process environment.
  func makeLocations() throws -> StandardLocations {
    var environment = SystemEnvironment.live().computing(for: platform)
    environment.androidFilesDirectory = androidFilesDirectory
    return StandardLocations(
      app: try makeIdentity(),
      environment: environment,
      options: StandardLocations.Options(
        roaming: roaming, usesServiceDirectories: !noServiceDirectories,
        usesXDGOnMacOS: style == .xdg))
  }
}

/// `--style native|xdg`: the macOS layout of the app's own folders
/// (Design/locations.md#the-xdg-layout-on-macos).
enum LayoutStyle: String, KeywordArgument {
  /// `~/Library` on macOS.
  case native
  /// `~/.config`, `~/.local/share`, `~/.cache`, `~/.local/state` on macOS.
  case xdg
}
