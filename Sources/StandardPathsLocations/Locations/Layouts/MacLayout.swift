/// macOS: Apple's `~/Library` layout, with each absolute `XDG_*_HOME`
/// moving only its own location (Design/locations.md#macos), as command-line users
/// expect.
internal enum MacLayout {
  static func resolve(
    _ location: Location, in context: inout ResolutionContext
  ) throws(LocationError) -> ResolvedLocation {
    let syntax = context.syntax
    let name = context.app.name
    let resolved: ResolutionContext.Resolved
    switch location.representation {
    case .home:
      resolved = try context.resolvedHome()
    case .applicationSupport:
      resolved = try appScoped("XDG_DATA_HOME", in: &context) { home in
        syntax.join(home, "Library", "Application Support", name)
      }
    case .config:
      resolved = try appScoped("XDG_CONFIG_HOME", in: &context) { home in
        syntax.join(home, "Library", "Application Support", name)
      }
    case .state:
      resolved = try appScoped("XDG_STATE_HOME", in: &context) { home in
        syntax.join(home, "Library", "Application Support", name)
      }
    case .caches:
      let folder = context.app.bundleIdentifier ?? name
      resolved = try appScoped("XDG_CACHE_HOME", in: &context) { home in
        syntax.join(home, "Library", "Caches", folder)
      }
    case .logs:
      resolved = try underHome("Library", "Logs", name, in: &context)
    case .offlineData:
      let support = try resolve(.applicationSupport, in: &context)
      resolved = (
        syntax.join(support.pathBytes, "Offline Data"),
        .derived(from: .applicationSupport, support.source)
      )
    case .temporary:
      resolved = LinuxLayout.temporaryBase(context)
    case .resources:
      resolved = try LinuxLayout.resources(context)
    case .runtime:
      resolved = try underHome("Library", "Caches", "TemporaryItems", name, in: &context)
    case .documents: resolved = try underHome("Documents", in: &context)
    case .desktop: resolved = try underHome("Desktop", in: &context)
    case .downloads: resolved = try underHome("Downloads", in: &context)
    case .music: resolved = try underHome("Music", in: &context)
    case .pictures: resolved = try underHome("Pictures", in: &context)
    case .videos: resolved = try underHome("Movies", in: &context)
    case .templates: resolved = try underHome("Templates", in: &context)
    case .publicShare: resolved = try underHome("Public", in: &context)
    }
    return ResolvedLocation(location: location, bytes: resolved.path, source: resolved.source)
  }

  /// A fixed folder under the home directory.
  private static func underHome(
    _ components: String..., in context: inout ResolutionContext
  ) throws(LocationError) -> ResolutionContext.Resolved {
    (context.syntax.join(try context.home(), components), .platformDefault)
  }

  /// `$variable/<name>` if the variable is absolute, else the Apple default
  /// built from the home directory.
  private static func appScoped(
    _ variable: String, in context: inout ResolutionContext,
    default makeDefault: (PathBytes) -> PathBytes
  ) throws(LocationError) -> ResolutionContext.Resolved {
    switch context.checkedPathVariable(variable) {
    case .success(let base):
      return (context.syntax.join(base, context.app.name), .variable(variable))
    case .failure(let state):
      return (makeDefault(try context.home()), .defaultValue(because: variable, is: state))
    }
  }
}
