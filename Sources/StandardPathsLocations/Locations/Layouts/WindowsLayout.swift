/// Windows, computed from `USERPROFILE`, `APPDATA`, `LOCALAPPDATA`, `TEMP`
/// and `PUBLIC`, with the usual defaults under the profile when a variable
/// is missing or not fully qualified. Paths use `\`.
///
/// App folders are `<org>\<name>` (just `<name>` without an organization:
/// no doubling). The `roaming` option moves application support, config and
/// state to `%APPDATA%`; caches and logs are machine-specific and stay in
/// `%LOCALAPPDATA%`.
internal enum WindowsLayout {
  static func resolve(
    _ location: Location, in context: inout ResolutionContext
  ) throws(LocationError) -> ResolvedLocation {
    do {
      try context.app.validate(for: .windows)
    } catch {
      throw .invalidAppIdentity(error)
    }
    let syntax = context.syntax
    let resolved: ResolutionContext.Resolved
    switch location.representation {
    case .home:
      resolved = try context.resolvedHome()
    case .applicationSupport, .config, .state, .preferences:
      let base = context.options.roaming ? try roamingAppData(&context) : try localAppData(&context)
      resolved = (syntax.join(base.path, appFolder(context)), base.source)
    case .offlineData:
      let support = try resolve(.applicationSupport, in: &context)
      resolved = (
        syntax.join(support.pathBytes, "Offline Data"),
        .derived(from: .applicationSupport, support.source)
      )
    case .caches:
      let base = try localAppData(&context)
      resolved = (syntax.join(base.path, cacheFolder(context)), base.source)
    case .logs:
      let base = try localAppData(&context)
      resolved = (syntax.join(base.path, appFolder(context) + ["Logs"]), base.source)
    case .executables:
      let base = try localAppData(&context)
      resolved = (syntax.join(base.path, "Programs"), base.source)
    case .fonts:
      let base = try localAppData(&context)
      resolved = (syntax.join(base.path, "Microsoft", "Windows", "Fonts"), base.source)
    case .applications:
      let base = try roamingAppData(&context)
      resolved = (syntax.join(base.path, startMenuPrograms), base.source)
    case .temporary:
      let base = try temp(&context)
      resolved = (syntax.join(base.path, context.app.name), base.source)
    case .runtime:
      let base = try localAppData(&context)
      resolved = (syntax.join(base.path, ["Temp"] + appFolder(context)), base.source)
    case .resources:
      resolved = try LinuxLayout.resources(context)
    case .documents: resolved = try underProfile("Documents", &context)
    case .desktop: resolved = try underProfile("Desktop", &context)
    case .downloads: resolved = try underProfile("Downloads", &context)
    case .music: resolved = try underProfile("Music", &context)
    case .pictures: resolved = try underProfile("Pictures", &context)
    case .videos: resolved = try underProfile("Videos", &context)
    case .templates:
      let base = try roamingAppData(&context)
      resolved = (syntax.join(base.path, "Microsoft", "Windows", "Templates"), base.source)
    case .publicShare:
      switch context.pathVariable("PUBLIC") {
      case .success(let path): resolved = (path, .variable("PUBLIC"))
      case .failure(let state):
        resolved = (PathBytes(#"C:\Users\Public"#), .defaultValue(because: "PUBLIC", is: state))
      }
    }
    return ResolvedLocation(location: location, bytes: resolved.path, source: resolved.source)
  }

  /// A folder of the user's profile.
  private static func underProfile(
    _ folder: String, _ context: inout ResolutionContext
  ) throws(LocationError) -> ResolutionContext.Resolved {
    let home = try context.resolvedHome()
    return (context.syntax.join(home.path, folder), home.source)
  }

  /// The system-wide directories searched after the user's
  /// (Design/locations.md#site-directories): `%ProgramData%` with the app's
  /// folder, as platformdirs' `site_*_dir`.
  static func site(_ location: Location, _ context: ResolutionContext) -> [String] {
    let syntax = context.syntax
    let programData =
      context.absoluteVariable("PROGRAMDATA") ?? context.absoluteVariable("ALLUSERSPROFILE")
      ?? PathBytes(#"C:\ProgramData"#)
    let path: PathBytes
    switch location.representation {
    case .applicationSupport, .config, .state, .preferences:
      path = syntax.join(programData, appFolder(context))
    case .caches: path = syntax.join(programData, cacheFolder(context))
    case .logs: path = syntax.join(programData, appFolder(context) + ["Logs"])
    case .executables: path = syntax.join(programData, "bin")
    case .applications: path = syntax.join(programData, startMenuPrograms)
    case .fonts:
      let windows =
        context.absoluteVariable("SYSTEMROOT") ?? context.absoluteVariable("WINDIR")
        ?? PathBytes(#"C:\Windows"#)
      path = syntax.join(windows, "Fonts")
    default: return []
    }
    return [path.string]
  }

  /// The Start menu's programs folder, below `%APPDATA%` or `%ProgramData%`.
  private static let startMenuPrograms = ["Microsoft", "Windows", "Start Menu", "Programs"]

  /// `[<org>, <name>, <version>]`, without the organization or version when
  /// there is none.
  private static func appFolder(_ context: ResolutionContext) -> [String] {
    [context.app.organization, context.app.name, context.app.version].compactMap { $0 }
  }

  /// `<org>\<name>\Cache\<version>`: platformdirs puts the version after `Cache`.
  private static func cacheFolder(_ context: ResolutionContext) -> [String] {
    [context.app.organization, context.app.name, "Cache", context.app.version].compactMap { $0 }
  }

  private static func localAppData(_ context: inout ResolutionContext) throws(LocationError)
    -> ResolutionContext.Resolved
  {
    try context.base("LOCALAPPDATA", orHome: "AppData", "Local")
  }

  private static func roamingAppData(_ context: inout ResolutionContext) throws(LocationError)
    -> ResolutionContext.Resolved
  {
    try context.base("APPDATA", orHome: "AppData", "Roaming")
  }

  private static func temp(_ context: inout ResolutionContext) throws(LocationError)
    -> ResolutionContext.Resolved
  {
    if let temp = context.absoluteVariable("TEMP") { return (temp, .variable("TEMP")) }
    if let temp = context.absoluteVariable("TMP") { return (temp, .variable("TMP")) }
    let base = try localAppData(&context)
    return (context.syntax.join(base.path, "Temp"), base.source)
  }
}
