/// Why a location is where it is: the variable, file line, service
/// directory, sandbox rule, default or fallback that decided it.
///
/// Every ``ResolvedLocation`` carries one; `standard-paths dirs --explain`
/// prints its ``description``:
///
/// ```
/// caches     /var/cache/myapp           (systemd CACHE_DIRECTORY)
/// documents  /home/u/Docs               (user-dirs.dirs line 8)
/// config     /home/u/.config/MyApp      (default: XDG_CONFIG_HOME unset)
/// ```
///
/// A user folder's text ends with the `user-dirs.dirs` lines the reader
/// skipped that concern it (see ``UserDirectoriesFile/skippedLines``):
/// `user-dirs.dirs line 3; user-dirs.dirs line 7 skipped: not a plain
/// assignment`.
public struct LocationSource: Sendable, Hashable, CustomStringConvertible {
  /// What kind of rule decided a location.
  public struct Kind: Sendable, Hashable, CustomStringConvertible {
    /// A short name, such as `"variable"`.
    public let name: String

    /// An environment variable (`XDG_CACHE_HOME`, `HOME`, `XDG_MUSIC_DIR`).
    public static let environmentVariable = Kind(name: "variable")
    /// An assignment in `user-dirs.dirs` (see ``LocationSource/line``).
    public static let userDirectoriesFile = Kind(name: "user-dirs.dirs")
    /// A systemd service directory (`STATE_DIRECTORY`, `CACHE_DIRECTORY`, …).
    public static let serviceDirectory = Kind(name: "systemd")
    /// A rule for apps in a Flatpak or Snap sandbox.
    public static let sandbox = Kind(name: "sandbox")
    /// The platform's default, used because no variable moved it.
    public static let platformDefault = Kind(name: "default")
    /// A fallback after preferred directories were rejected (the runtime
    /// directory); ``ResolvedLocation/diagnostics`` has the details.
    public static let fallback = Kind(name: "fallback")
    /// A folder inside another location (logs under state, offline data
    /// under application support).
    public static let derived = Kind(name: "derived")
    /// The home directory from the user database (`getpwuid`).
    public static let userDatabase = Kind(name: "user database")
    /// The resource directory of the process or of the options.
    public static let resourceDirectory = Kind(name: "resources")
    /// A value given directly, not computed from the environment.
    public static let given = Kind(name: "given")

    /// The kind's ``name``.
    public var description: String { name }
  }

  /// The kind of rule.
  public let kind: Kind
  /// The environment variable that set the location, or whose absence led
  /// to the default, if one did.
  public let variable: String?
  /// The file that set the location (`user-dirs.dirs`), if one did.
  public let file: String?
  /// The 1-based line of ``file`` whose assignment set the location.
  public let line: Int?
  /// One line for people, such as `systemd CACHE_DIRECTORY`,
  /// `user-dirs.dirs line 8` or `default: XDG_CONFIG_HOME unset`.
  public let description: String

  init(
    kind: Kind, description: String, variable: String? = nil, file: String? = nil,
    line: Int? = nil
  ) {
    self.kind = kind
    self.description = escapingControlCharacters(description)
    self.variable = variable
    self.file = file
    self.line = line
  }
}

extension LocationSource {
  /// The source of a path given directly (in tests and seed forwards).
  static let given = LocationSource(kind: .given, description: "given")

  /// Set by the variable `name`.
  static func variable(_ name: String) -> LocationSource {
    LocationSource(kind: .environmentVariable, description: name, variable: name)
  }

  /// The default, because `name` is unset, empty or not absolute.
  static func defaultValue(
    because name: String, is state: VariableState
  ) -> LocationSource {
    LocationSource(
      kind: .platformDefault, description: "default: \(name) \(state)", variable: name)
  }

  /// The platform's fixed place (no variable moves it).
  static let platformDefault = LocationSource(
    kind: .platformDefault, description: "default")

  /// A systemd service directory variable.
  static func serviceDirectory(_ name: String) -> LocationSource {
    LocationSource(kind: .serviceDirectory, description: "systemd \(name)", variable: name)
  }

  /// An assignment in `user-dirs.dirs`; `skipped` (empty, or
  /// `; user-dirs.dirs line 7 skipped: …` for each line) ends the text.
  static func userDirectoriesFile(
    _ file: String, line: Int, note: String?, skipped: String = ""
  ) -> LocationSource {
    LocationSource(
      kind: .userDirectoriesFile,
      description: "user-dirs.dirs line \(line)" + (note.map { " (\($0))" } ?? "") + skipped,
      file: file, line: line)
  }

  /// A sandbox's rule, described by `text`.
  static func sandboxRule(_ text: String, variable: String? = nil) -> LocationSource {
    LocationSource(kind: .sandbox, description: text, variable: variable)
  }

  /// A fallback, for the reasons given.
  static func fallback(_ reasons: [LocationDiagnostic.Rejection]) -> LocationSource {
    LocationSource(
      kind: .fallback,
      description: "fallback: " + reasons.map(\.description).joined(separator: "; "))
  }

  /// The same path as `location`, which `base` decided.
  static func sameAs(_ location: Location, _ base: LocationSource) -> LocationSource {
    LocationSource(
      kind: .derived, description: "same as \(location) (\(base.description))",
      variable: base.variable, file: base.file, line: base.line)
  }

  /// A folder inside `location`, which `base` decided.
  static func derived(from location: Location, _ base: LocationSource) -> LocationSource {
    LocationSource(
      kind: .derived, description: "under \(location) (\(base.description))",
      variable: base.variable, file: base.file, line: base.line)
  }
}

/// Why a variable was not used as a path.
enum VariableState: Error, Sendable, Hashable, CustomStringConvertible {
  case unset
  case empty
  case notAbsolute

  var description: String {
    switch self {
    case .unset: return "unset"
    case .empty: return "empty"
    case .notAbsolute: return "not absolute"
    }
  }
}
