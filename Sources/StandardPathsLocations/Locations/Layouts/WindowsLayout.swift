import StandardPathsSuffixes

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
    let syntax = context.syntax
    let path: String
    switch location.representation {
    case .home:
      path = try context.home()
    case .applicationSupport, .config, .state:
      let base = context.options.roaming ? try roamingAppData(&context) : try localAppData(&context)
      path = syntax.join(base, appFolder(context))
    case .offlineData:
      path = syntax.join(try resolve(.applicationSupport, in: &context).path, "Offline Data")
    case .caches:
      path = syntax.join(try localAppData(&context), appFolder(context) + ["Cache"])
    case .logs:
      path = syntax.join(try localAppData(&context), appFolder(context) + ["Logs"])
    case .temporary:
      path = syntax.join(try temp(&context), context.app.name)
    case .runtime:
      path = syntax.join(try localAppData(&context), ["Temp"] + appFolder(context))
    case .resources:
      path = try LinuxLayout.resources(context)
    case .documents: path = syntax.join(try context.home(), "Documents")
    case .desktop: path = syntax.join(try context.home(), "Desktop")
    case .downloads: path = syntax.join(try context.home(), "Downloads")
    case .music: path = syntax.join(try context.home(), "Music")
    case .pictures: path = syntax.join(try context.home(), "Pictures")
    case .videos: path = syntax.join(try context.home(), "Videos")
    case .templates:
      path = syntax.join(try roamingAppData(&context), "Microsoft", "Windows", "Templates")
    case .publicShare:
      path = context.absoluteVariable("PUBLIC") ?? #"C:\Users\Public"#
    }
    return ResolvedLocation(location: location, path: path)
  }

  /// `[<org>, <name>]`, or `[<name>]` without an organization.
  private static func appFolder(_ context: ResolutionContext) -> [String] {
    [context.app.organization, context.app.name].compactMap { $0 }
  }

  private static func localAppData(_ context: inout ResolutionContext) throws(LocationError)
    -> String
  {
    try context.base("LOCALAPPDATA", orHome: "AppData", "Local")
  }

  private static func roamingAppData(_ context: inout ResolutionContext) throws(LocationError)
    -> String
  {
    try context.base("APPDATA", orHome: "AppData", "Roaming")
  }

  private static func temp(_ context: inout ResolutionContext) throws(LocationError) -> String {
    if let temp = context.absoluteVariable("TEMP") ?? context.absoluteVariable("TMP") {
      return temp
    }
    return context.syntax.join(try localAppData(&context), "Temp")
  }
}
