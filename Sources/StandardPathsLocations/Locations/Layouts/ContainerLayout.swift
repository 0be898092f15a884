import StandardPathsSuffixes

/// iOS, tvOS and watchOS: the home directory is the app's own container,
/// so no location carries the app's name, and XDG variables are ignored.
internal enum ContainerLayout {
  static func resolve(
    _ location: Location, in context: inout ResolutionContext
  ) throws(LocationError) -> ResolvedLocation {
    let syntax = context.syntax
    let path: String
    switch location.representation {
    case .home:
      path = try context.home()
    case .documents:
      path = syntax.join(try context.home(), "Documents")
    case .applicationSupport, .config, .state:
      path = syntax.join(try context.home(), "Library", "Application Support")
    case .caches:
      path = syntax.join(try context.home(), "Library", "Caches")
    case .offlineData:
      path = syntax.join(try context.home(), "Library", "Application Support", "Offline Data")
    case .logs:
      path = syntax.join(try context.home(), "Library", "Logs")
    case .temporary, .runtime:
      path = syntax.join(try context.home(), "tmp")
    case .resources:
      path = try LinuxLayout.resources(context)
    case .desktop, .downloads, .music, .pictures, .videos, .templates, .publicShare:
      throw .unavailable(location, on: context.platform)
    }
    return ResolvedLocation(location: location, path: path)
  }
}
