/// iOS, tvOS and watchOS: the home directory is the app's own container,
/// so no location carries the app's name, and XDG variables are ignored.
internal enum ContainerLayout {
  static func resolve(
    _ location: Location, in context: inout ResolutionContext
  ) throws(LocationError) -> ResolvedLocation {
    let components: [String]
    switch location.representation {
    case .home:
      let home = try context.resolvedHome()
      return ResolvedLocation(location: location, bytes: home.path, source: home.source)
    case .resources:
      let resources = try LinuxLayout.resources(context)
      return ResolvedLocation(location: location, bytes: resources.path, source: resources.source)
    case .documents: components = ["Documents"]
    case .applicationSupport, .config, .state: components = ["Library", "Application Support"]
    case .caches: components = ["Library", "Caches"]
    case .offlineData: components = ["Library", "Application Support", "Offline Data"]
    case .logs: components = ["Library", "Logs"]
    case .temporary, .runtime: components = ["tmp"]
    case .preferences: components = ["Library", "Preferences"]
    case .desktop, .downloads, .music, .pictures, .videos, .templates, .publicShare,
      .executables, .fonts, .applications:
      throw .unavailable(location, on: context.platform)
    }
    let path = context.syntax.join(try context.home(), components)
    return ResolvedLocation(location: location, bytes: path, source: .platformDefault)
  }
}
