import StandardPathsSuffixes

/// macOS: Apple's `~/Library` layout, with each absolute `XDG_*_HOME`
/// moving only its own location (DECISIONS §9.2), as command-line users
/// expect.
internal enum MacLayout {
  static func resolve(
    _ location: Location, in context: inout ResolutionContext
  ) throws(LocationError) -> ResolvedLocation {
    let syntax = context.syntax
    let name = context.app.name
    let path: String
    switch location.representation {
    case .home:
      path = try context.home()
    case .applicationSupport:
      path = try appScoped("XDG_DATA_HOME", in: &context) { home in
        syntax.join(home, "Library", "Application Support", name)
      }
    case .config:
      path = try appScoped("XDG_CONFIG_HOME", in: &context) { home in
        syntax.join(home, "Library", "Application Support", name)
      }
    case .state:
      path = try appScoped("XDG_STATE_HOME", in: &context) { home in
        syntax.join(home, "Library", "Application Support", name)
      }
    case .caches:
      let folder = context.app.bundleIdentifier ?? name
      path = try appScoped("XDG_CACHE_HOME", in: &context) { home in
        syntax.join(home, "Library", "Caches", folder)
      }
    case .logs:
      path = syntax.join(try context.home(), "Library", "Logs", name)
    case .offlineData:
      path = syntax.join(try resolve(.applicationSupport, in: &context).path, "Offline Data")
    case .temporary:
      path = LinuxLayout.temporaryBase(context)
    case .resources:
      path = try LinuxLayout.resources(context)
    case .runtime:
      path = syntax.join(try context.home(), "Library", "Caches", "TemporaryItems", name)
    case .documents: path = syntax.join(try context.home(), "Documents")
    case .desktop: path = syntax.join(try context.home(), "Desktop")
    case .downloads: path = syntax.join(try context.home(), "Downloads")
    case .music: path = syntax.join(try context.home(), "Music")
    case .pictures: path = syntax.join(try context.home(), "Pictures")
    case .videos: path = syntax.join(try context.home(), "Movies")
    case .templates: path = syntax.join(try context.home(), "Templates")
    case .publicShare: path = syntax.join(try context.home(), "Public")
    }
    return ResolvedLocation(location: location, path: path)
  }

  /// `$variable/<name>` if the variable is absolute, else the Apple default
  /// built from the home directory.
  private static func appScoped(
    _ variable: String, in context: inout ResolutionContext,
    default makeDefault: (String) -> String
  ) throws(LocationError) -> String {
    if let base = context.absoluteVariable(variable) {
      return context.syntax.join(base, context.app.name)
    }
    return makeDefault(try context.home())
  }
}
