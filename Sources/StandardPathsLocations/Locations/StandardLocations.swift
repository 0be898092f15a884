import SystemPackage

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where an app's files belong, on any platform, computed from a snapshot
/// of the environment.
///
/// Resolving never touches the disk beyond the read-only questions of the
/// platform's rules (the runtime directory's owner and mode, and reading
/// `user-dirs.dirs` on Linux); it creates nothing.
///
/// ```swift
/// let app = try AppIdentity(name: "MyApp")
/// let locations = StandardLocations(app: app)          // the live process
/// let caches = try locations.url(for: .caches)          // ~/.cache/MyApp
/// let db = try locations.url(for: .applicationSupport, appending: "db.sqlite")
/// ```
///
/// To compute another platform's layout, pass an environment for it:
///
/// ```swift
/// let windows = StandardLocations(
///   app: app,
///   environment: SystemEnvironment(platform: .windows,
///                                  variables: ["USERPROFILE": #"C:\Users\me"#]))
/// try windows.path(for: .caches)   // C:\Users\me\AppData\Local\MyApp\Cache
/// ```
public struct StandardLocations: Sendable {
  /// Choices that change the layout.
  public struct Options: Sendable, Hashable {
    /// On Windows, keep application support, config and state in the
    /// roaming `%APPDATA%` instead of `%LOCALAPPDATA%`.
    public var roaming: Bool
    /// Overrides the environment's resource directory.
    public var resourceDirectory: String?
    /// On Linux, use the directories systemd gives a service
    /// (`STATE_DIRECTORY`, `CACHE_DIRECTORY`, `LOGS_DIRECTORY`,
    /// `CONFIGURATION_DIRECTORY`, `RUNTIME_DIRECTORY`) before the XDG
    /// rules; `true` by default. Turn it off for a program that a service
    /// runs but that must not use the service's directories
    /// (`standard-paths --no-service-dirs`).
    public var usesServiceDirectories: Bool
    /// On macOS, put the app's own folders where Linux puts them
    /// (`~/.config/<name>`, `~/.local/share/<name>`, `~/.cache/<name>`,
    /// `~/.local/state/<name>`), as many command-line tools prefer; `false` by
    /// default. Such folders lose what `~/Library` gives: Time Machine and
    /// Spotlight skip `~/Library/Caches` but back up and index `~/.cache`
    /// (Design/locations.md#the-xdg-layout-on-macos).
    public var usesXDGOnMacOS: Bool

    /// Creates options.
    public init(
      roaming: Bool = false, resourceDirectory: String? = nil, usesServiceDirectories: Bool = true,
      usesXDGOnMacOS: Bool = false
    ) {
      self.roaming = roaming
      self.resourceDirectory = resourceDirectory
      self.usesServiceDirectories = usesServiceDirectories
      self.usesXDGOnMacOS = usesXDGOnMacOS
    }
  }

  /// The app whose locations are computed.
  public var app: AppIdentity
  /// The environment the rules read.
  public var environment: SystemEnvironment
  /// Layout choices.
  public var options: Options

  /// Creates the locations of `app` in `environment`.
  ///
  /// - Parameters:
  ///   - app: The app's identity.
  ///   - environment: The environment snapshot; by default the live process.
  ///   - options: Layout choices.
  public init(
    app: AppIdentity, environment: SystemEnvironment = .live(), options: Options = Options()
  ) {
    self.app = app
    self.environment = environment
    self.options = options
  }

  /// The platform whose rules apply.
  public var platform: Platform { environment.platform }

  /// Resolves a location, with any diagnostic that explains a fallback.
  ///
  /// - Throws: ``LocationError/unavailable(_:on:)`` when the platform has no
  ///   such location, ``LocationError/homeDirectoryNotFound(_:)`` when the
  ///   location needs a home directory and none is usable.
  public func resolve(_ location: Location) throws(LocationError) -> ResolvedLocation {
    var context = makeContext()
    return try Self.resolve(location, in: &context)
  }

  /// The absolute path of a location, in the platform's syntax.
  ///
  /// - Throws: ``LocationError``; see ``resolve(_:)``.
  public func path(for location: Location) throws(LocationError) -> String {
    try resolve(location).path
  }

  /// The path of a location with its exact bytes.
  ///
  /// On Linux a path is bytes: a `HOME`, `XDG_*` variable or
  /// `user-dirs.dirs` value that is not valid UTF-8 is kept exactly here,
  /// while ``path(for:)`` replaces each invalid sequence with U+FFFD.
  ///
  /// - Throws: ``LocationError``; see ``resolve(_:)``.
  public func filePath(for location: Location) throws(LocationError) -> FilePath {
    try resolve(location).filePath
  }

  /// The sandbox the environment shows (Flatpak or Snap, on Linux), which
  /// changes some locations (Design/locations.md#services-and-sandboxes); `nil` outside one.
  public var sandbox: Sandbox? { Sandbox.detect(in: environment) }

  /// The file URL of a location's directory.
  ///
  /// - Throws: ``LocationError``; see ``resolve(_:)``. Also
  ///   ``LocationError/notRepresentableAsURL(path:platform:)`` for a Windows
  ///   layout computed on a POSIX host.
  public func url(for location: Location) throws(LocationError) -> URL {
    try fileURL(try path(for: location), isDirectory: true)
  }

  /// The path of a file or folder inside a location, given a relative path
  /// that may come from an untrusted source.
  ///
  /// The relative path may contain `/` (and `\` on Windows) and `..` that
  /// stays inside the location; it is normalized lexically.
  ///
  /// ```swift
  /// try locations.path(for: .caches, appending: "thumbs/1.png")   // …/MyApp/thumbs/1.png
  /// try locations.path(for: .caches, appending: "../secrets")     // throws
  /// ```
  ///
  /// - Throws: ``LocationError/unsafeSubpath(_:_:)`` if `relativePath` is
  ///   empty, absolute, contains NUL, climbs out with `..` or names the
  ///   location itself; otherwise as ``resolve(_:)``.
  public func path(for location: Location, appending relativePath: String) throws(LocationError)
    -> String
  {
    try Subpath.join(relativePath, onto: try path(for: location), platform: platform)
  }

  /// The file URL of a file inside a location; see
  /// ``path(for:appending:)`` for the rules applied to `relativePath`.
  public func url(for location: Location, appending relativePath: String) throws(LocationError)
    -> URL
  {
    try fileURL(try path(for: location, appending: relativePath), isDirectory: false)
  }

  /// The directories to search for a file, most important first: the
  /// user's own, then the system-wide (site) directories of the location,
  /// de-duplicated (Design/locations.md#site-directories).
  ///
  /// On Linux these are `$XDG_DATA_DIRS` (applicationSupport, fonts,
  /// applications) and `$XDG_CONFIG_DIRS` (config, preferences), relative
  /// entries dropped, and `/var/cache`, `/var/lib` and `/var/log` for caches,
  /// state and logs; on macOS the same folders of `/Library`; on Windows
  /// `%ProgramData%`; each with the app's folder where the user's has one.
  /// Other locations and platforms return just the user's directory.
  public func searchPaths(for location: Location) throws(LocationError) -> [String] {
    let user = try path(for: location)
    let context = makeContext()
    let site: [String]
    switch platform.representation {
    case .linux, .freeBSD, .openBSD: site = LinuxLayout.site(location, context)
    case .macOS: site = MacLayout.site(location, context)
    case .windows: site = WindowsLayout.site(location, context)
    case .iOS, .tvOS, .watchOS, .android: site = []
    }
    var seen = Set<String>()
    return ([user] + site).filter { seen.insert(Subpath.lexicallyNormalized($0)).inserted }
  }

  /// The first file named `relativePath` in a location's ``searchPaths(for:)``
  /// (the user's directory, then the site directories), as Qt's
  /// `QStandardPaths::locate`; `nil` if none has it.
  ///
  /// The environment's file-system probe answers (``SystemEnvironment/fileSystem``):
  /// a regular file or a symbolic link counts, a directory does not, and an
  /// item that cannot be inspected is skipped. Nothing is created.
  ///
  /// ```swift
  /// let theme = try locations.locate("themes/dark.json", in: .applicationSupport)
  /// ```
  ///
  /// - Throws: ``LocationError``; see ``path(for:appending:)`` for the rules
  ///   applied to `relativePath`.
  public func locate(_ relativePath: String, in location: Location) throws(LocationError)
    -> String?
  {
    try locateAll(relativePath, in: location, first: true).first
  }

  /// Every file named `relativePath` in a location's ``searchPaths(for:)``,
  /// most important first, as Qt's `QStandardPaths::locateAll`: a user's file
  /// before the system-wide defaults it overrides. See ``locate(_:in:)``.
  ///
  /// - Throws: ``LocationError``; see ``path(for:appending:)``.
  public func locateAll(_ relativePath: String, in location: Location) throws(LocationError)
    -> [String]
  {
    try locateAll(relativePath, in: location, first: false)
  }

  /// Resolves many locations at once, reading shared inputs such as
  /// `user-dirs.dirs` only once. Failures are recorded per location.
  public func report(for locations: [Location] = Location.allCases) -> LocationReport {
    var context = makeContext()
    let entries = locations.map { location in
      LocationReport.Entry(
        location: location,
        result: Result { () throws(LocationError) in try Self.resolve(location, in: &context) })
    }
    return LocationReport(platform: platform, entries: entries, sandbox: context.sandbox())
  }

  // MARK: - Internals

  private func makeContext() -> ResolutionContext {
    ResolutionContext(app: app, environment: environment, options: options)
  }

  /// Resolves `location` by its platform's rules, with a diagnostic for
  /// each set value the rules refused on the way (Design/locations.md#refused-values).
  internal static func resolve(
    _ location: Location, in context: inout ResolutionContext
  ) throws(LocationError) -> ResolvedLocation {
    context.startLocation()
    let resolved: ResolvedLocation
    switch context.platform.representation {
    case .linux, .freeBSD, .openBSD: resolved = try LinuxLayout.resolve(location, in: &context)
    case .macOS: resolved = try MacLayout.resolve(location, in: &context)
    case .iOS, .tvOS, .watchOS: resolved = try ContainerLayout.resolve(location, in: &context)
    case .windows: resolved = try WindowsLayout.resolve(location, in: &context)
    case .android: resolved = try AndroidLayout.resolve(location, in: &context)
    }
    return resolved.reporting(context.refusals)
  }

  private func locateAll(_ relativePath: String, in location: Location, first: Bool)
    throws(LocationError) -> [String]
  {
    var found: [String] = []
    for directory in try searchPaths(for: location) {
      let path = try Subpath.join(relativePath, onto: directory, platform: platform)
      switch (try? environment.fileSystem.statusOfItem(atPath: path))??.kind {
      case .regularFile?, .symbolicLink?:
        found.append(path)
        if first { return found }
      default: continue
      }
    }
    return found
  }

  private func fileURL(_ path: String, isDirectory: Bool) throws(LocationError) -> URL {
    guard platform.pathSyntax == Platform.current.pathSyntax else {
      throw .notRepresentableAsURL(path: path, platform: platform)
    }
    return URL(fileURLWithPath: path, isDirectory: isDirectory)
  }
}
