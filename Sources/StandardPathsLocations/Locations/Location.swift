/// A kind of place where a program keeps files: its caches, its settings,
/// the user's Documents folder, and so on.
///
/// The identifiers (``identifier``) are the JSON keys of the command-line
/// tool, and ``allCases`` lists the locations in the tool's order.
public struct Location: Sendable, Hashable {
  enum Representation: String, CaseIterable, Sendable {
    case home, documents, applicationSupport, caches, offlineData, temporary
    case resources, config, state, logs, runtime
    case desktop, downloads, music, pictures, videos, templates, publicShare
    case executables, fonts, applications, preferences
  }

  let representation: Representation

  init(_ representation: Representation) {
    self.representation = representation
  }

  /// The user's home directory (on iOS, tvOS and watchOS, the app container).
  public static let home = Location(.home)
  /// User-visible documents (the seed's `publicData`).
  public static let documents = Location(.documents)
  /// Private app data that is not user-editable (the seed's `privateData`).
  public static let applicationSupport = Location(.applicationSupport)
  /// Regenerable data the system may delete (the seed's `cacheData`).
  public static let caches = Location(.caches)
  /// Data kept offline but excluded from backups (the seed's `offlineData`).
  public static let offlineData = Location(.offlineData)
  /// The app's private temporary directory (the seed's `temporaryData`).
  public static let temporary = Location(.temporary)
  /// The app's read-only bundled resources (the seed's `resource`).
  public static let resources = Location(.resources)
  /// Settings files.
  public static let config = Location(.config)
  /// State that should survive restarts but is not worth backing up.
  public static let state = Location(.state)
  /// Log files.
  public static let logs = Location(.logs)
  /// Sockets, pipes and locks that live only while the user is logged in.
  public static let runtime = Location(.runtime)
  /// The user's Desktop folder.
  public static let desktop = Location(.desktop)
  /// The user's Downloads folder.
  public static let downloads = Location(.downloads)
  /// The user's Music folder.
  public static let music = Location(.music)
  /// The user's Pictures folder.
  public static let pictures = Location(.pictures)
  /// The user's Videos folder (Movies on macOS).
  public static let videos = Location(.videos)
  /// The user's Templates folder.
  public static let templates = Location(.templates)
  /// The user's folder for files shared with others (Public).
  public static let publicShare = Location(.publicShare)

  /// The user's own programs, which the shell finds on its `PATH`
  /// (`$XDG_BIN_HOME‖~/.local/bin`; Windows `%LOCALAPPDATA%\Programs`).
  public static let executables = Location(.executables)
  /// The user's own fonts, which the desktop's font system reads
  /// (`<data home>/fonts`; macOS `~/Library/Fonts`).
  public static let fonts = Location(.fonts)
  /// The user's own application launchers or bundles (`<data home>/applications`
  /// for `.desktop` files; macOS `~/Applications`; Windows the Start menu).
  public static let applications = Location(.applications)
  /// Settings kept by the system's preferences store: on Apple platforms
  /// `Library/Preferences`, where the defaults system writes its plists;
  /// elsewhere the app's ``config`` folder.
  public static let preferences = Location(.preferences)

  /// Every location, in the command-line tool's order.
  public static let allCases: [Location] = Representation.allCases.map(Location.init)

  /// The locations that belong to one app and carry its name; these are the
  /// ones `standard-paths dirs --create` creates.
  public static let appScoped: [Location] = [
    .applicationSupport, .caches, .config, .state, .logs, .offlineData, .temporary, .runtime,
  ]

  /// The camel-case identifier, such as `"applicationSupport"`.
  public var identifier: String { representation.rawValue }

  /// Creates the location with the given ``identifier``, or `nil` if none
  /// has it.
  public init?(identifier: String) {
    guard let representation = Representation(rawValue: identifier) else { return nil }
    self.init(representation)
  }

  /// Whether the location is specific to one app (as opposed to the user's
  /// home, the user folders and the bundled resources).
  public var isAppScoped: Bool { Location.appScoped.contains(self) }
}

extension Location: CustomStringConvertible {
  /// The location's ``identifier``.
  public var description: String { identifier }
}
