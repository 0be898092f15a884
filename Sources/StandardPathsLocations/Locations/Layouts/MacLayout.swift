/// macOS: Apple's `~/Library` layout, with each absolute `XDG_*_HOME`
/// moving only its own location (Design/locations.md#macos), as command-line users
/// expect; or, when asked (``StandardLocations/Options/usesXDGOnMacOS``), the
/// XDG layout for the app's own folders.
internal enum MacLayout {
  static func resolve(
    _ location: Location, in context: inout ResolutionContext
  ) throws(LocationError) -> ResolvedLocation {
    let syntax = context.syntax
    let app = context.app.folderComponents
    if context.options.usesXDGOnMacOS,
      [.applicationSupport, .config, .state, .caches, .logs, .offlineData].contains(location)
    {
      return try LinuxLayout.resolve(location, in: &context)
    }
    let resolved: ResolutionContext.Resolved
    switch location.representation {
    case .home:
      resolved = try context.resolvedHome()
    case .applicationSupport:
      resolved = try appScoped("XDG_DATA_HOME", in: &context) { home in
        syntax.join(home, ["Library", "Application Support"] + app)
      }
    case .config:
      resolved = try appScoped("XDG_CONFIG_HOME", in: &context) { home in
        syntax.join(home, ["Library", "Application Support"] + app)
      }
    case .state:
      resolved = try appScoped("XDG_STATE_HOME", in: &context) { home in
        syntax.join(home, ["Library", "Application Support"] + app)
      }
    case .caches:
      let folder = [context.app.bundleIdentifier ?? context.app.name] + app.dropFirst()
      resolved = try appScoped("XDG_CACHE_HOME", in: &context) { home in
        syntax.join(home, ["Library", "Caches"] + folder)
      }
    case .logs:
      resolved = try underHome(["Library", "Logs"] + app, in: &context)
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
      resolved = try underHome(["Library", "Caches", "TemporaryItems"] + app, in: &context)
    case .documents: resolved = try underHome(["Documents"], in: &context)
    case .desktop: resolved = try underHome(["Desktop"], in: &context)
    case .downloads: resolved = try underHome(["Downloads"], in: &context)
    case .music: resolved = try underHome(["Music"], in: &context)
    case .pictures: resolved = try underHome(["Pictures"], in: &context)
    case .videos: resolved = try underHome(["Movies"], in: &context)
    case .templates: resolved = try underHome(["Templates"], in: &context)
    case .publicShare: resolved = try underHome(["Public"], in: &context)
    case .executables: resolved = try context.base("XDG_BIN_HOME", orHome: ".local", "bin")
    case .fonts: resolved = try underHome(["Library", "Fonts"], in: &context)
    case .applications: resolved = try underHome(["Applications"], in: &context)
    case .preferences: resolved = try underHome(["Library", "Preferences"], in: &context)
    }
    return ResolvedLocation(location: location, bytes: resolved.path, source: resolved.source)
  }

  /// The system-wide directories searched after the user's
  /// (Design/locations.md#site-directories): `/Library/…` with the app's
  /// folder, as platformdirs' `site_*_dir`.
  static func site(_ location: Location, _ context: ResolutionContext) -> [String] {
    let app = context.app.folderComponents
    switch location.representation {
    case .applicationSupport, .config, .state:
      return [context.syntax.join("/Library/Application Support", app)]
    case .caches: return [context.syntax.join("/Library/Caches", app)]
    case .logs: return [context.syntax.join("/Library/Logs", app)]
    case .executables: return ["/usr/local/bin"]
    case .fonts: return ["/Library/Fonts"]
    case .applications: return ["/Applications"]
    case .preferences: return ["/Library/Preferences"]
    default: return []
    }
  }

  /// A fixed folder under the home directory.
  private static func underHome(
    _ components: [String], in context: inout ResolutionContext
  ) throws(LocationError) -> ResolutionContext.Resolved {
    (context.syntax.join(try context.home(), components), .platformDefault)
  }

  /// `$variable/<name>[/<version>]` if the variable is absolute, else the
  /// Apple default built from the home directory.
  private static func appScoped(
    _ variable: String, in context: inout ResolutionContext,
    default makeDefault: (PathBytes) -> PathBytes
  ) throws(LocationError) -> ResolutionContext.Resolved {
    switch context.checkedPathVariable(variable) {
    case .success(let base):
      return (context.syntax.join(base, context.app.folderComponents), .variable(variable))
    case .failure(let state):
      return (makeDefault(try context.home()), .defaultValue(because: variable, is: state))
    }
  }
}
