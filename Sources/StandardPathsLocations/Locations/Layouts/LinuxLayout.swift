import StandardPathsSuffixes

/// Linux and other XDG desktops: XDG Base Directory 0.8 and xdg-user-dirs.
internal enum LinuxLayout {
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
      path = syntax.join(try context.base("XDG_DATA_HOME", orHome: ".local", "share"), name)
    case .config:
      path = syntax.join(try context.base("XDG_CONFIG_HOME", orHome: ".config"), name)
    case .caches:
      path = syntax.join(try context.base("XDG_CACHE_HOME", orHome: ".cache"), name)
    case .state:
      path = syntax.join(try context.base("XDG_STATE_HOME", orHome: ".local", "state"), name)
    case .logs:
      path = syntax.join(try resolve(.state, in: &context).path, "log")
    case .offlineData:
      path = syntax.join(try resolve(.applicationSupport, in: &context).path, "Offline Data")
    case .temporary:
      path = syntax.join(temporaryBase(context), "\(name)-\(context.environment.effectiveUserID)")
    case .resources:
      path = try resources(context)
    case .runtime:
      return runtime(context)
    case .documents, .desktop, .downloads, .music, .pictures, .videos, .templates, .publicShare:
      path = try userFolder(location, in: &context)
    }
    return ResolvedLocation(location: location, path: path)
  }

  /// `$TMPDIR` if absolute, else `/tmp`.
  static func temporaryBase(_ context: ResolutionContext) -> String {
    context.absoluteVariable("TMPDIR") ?? "/tmp"
  }

  static func resources(_ context: ResolutionContext) throws(LocationError) -> String {
    guard
      let directory = context.options.resourceDirectory ?? context.environment.resourceDirectory,
      context.syntax.isAbsolute(directory)
    else {
      throw .unavailable(.resources, on: context.platform)
    }
    return context.syntax.normalized(directory)
  }

  /// `$XDG_RUNTIME_DIR` if private, else `/run/user/<euid>` if private and
  /// present, else `$TMPDIR‖/tmp` `/runtime-<euid>`; every step down is
  /// recorded in a diagnostic.
  static func runtime(_ context: ResolutionContext) -> ResolvedLocation {
    let environment = context.environment
    let euid = environment.effectiveUserID
    var rejections: [LocationDiagnostic.Rejection] = []
    var base: String?

    switch environment.variables["XDG_RUNTIME_DIR"] {
    case nil:
      rejections.append(.init(candidate: "XDG_RUNTIME_DIR", problem: .unset))
    case ""?:
      rejections.append(.init(candidate: "XDG_RUNTIME_DIR", problem: .empty))
    case let value? where !context.syntax.isAbsolute(value):
      rejections.append(.init(candidate: "XDG_RUNTIME_DIR \(quoted(value))", problem: .notAbsolute))
    case let value?:
      if let problem = PrivateDirectoryCheck.problem(
        atPath: value, in: environment, acceptMissing: true)
      {
        rejections.append(.init(candidate: "XDG_RUNTIME_DIR \(value)", problem: problem))
      } else {
        base = context.syntax.normalized(value)
      }
    }

    if base == nil {
      let systemDefault = "/run/user/\(euid)"
      if let problem = PrivateDirectoryCheck.problem(
        atPath: systemDefault, in: environment, acceptMissing: false)
      {
        rejections.append(.init(candidate: systemDefault, problem: problem))
        base = context.syntax.join(temporaryBase(context), "runtime-\(euid)")
      } else {
        base = systemDefault
      }
    }

    let path = context.syntax.join(base ?? "/", context.app.name)
    let diagnostics =
      rejections.isEmpty
      ? [] : [LocationDiagnostic(location: .runtime, rejections: rejections, chosenPath: path)]
    return ResolvedLocation(location: .runtime, path: path, diagnostics: diagnostics)
  }

  /// The xdg-user-dirs key and default folder name of each user folder.
  static func userFolderKey(_ location: Location) -> (key: String, defaultName: String)? {
    switch location.representation {
    case .desktop: return ("DESKTOP", "Desktop")
    case .downloads: return ("DOWNLOAD", "Downloads")
    case .templates: return ("TEMPLATES", "Templates")
    case .publicShare: return ("PUBLICSHARE", "Public")
    case .documents: return ("DOCUMENTS", "Documents")
    case .music: return ("MUSIC", "Music")
    case .pictures: return ("PICTURES", "Pictures")
    case .videos: return ("VIDEOS", "Videos")
    default: return nil
    }
  }

  /// `XDG_<KEY>_DIR` from the environment if absolute, else from
  /// `user-dirs.dirs`, else `~/<Default>`.
  static func userFolder(
    _ location: Location, in context: inout ResolutionContext
  ) throws(LocationError) -> String {
    guard let (key, defaultName) = userFolderKey(location) else {
      throw .unavailable(location, on: context.platform)
    }
    if let value = context.absoluteVariable("XDG_\(key)_DIR") { return value }
    if let value = context.userDirectoriesFile()?[key] { return value }
    return context.syntax.join(try context.home(), defaultName)
  }
}
