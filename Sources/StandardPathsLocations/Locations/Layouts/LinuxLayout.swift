/// Linux and other XDG desktops: XDG Base Directory 0.8 and xdg-user-dirs,
/// preceded by the rules for systemd services and sandboxes
/// (Design/locations.md#services-and-sandboxes).
internal enum LinuxLayout {
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
      resolved = try serviceOrBase(
        "STATE_DIRECTORY", "XDG_DATA_HOME", orHome: [".local", "share"], in: &context)
    case .config:
      resolved = try serviceOrBase(
        "CONFIGURATION_DIRECTORY", "XDG_CONFIG_HOME", orHome: [".config"], in: &context)
    case .caches:
      resolved = try serviceOrBase(
        "CACHE_DIRECTORY", "XDG_CACHE_HOME", orHome: [".cache"], in: &context)
    case .state:
      if let service = service("STATE_DIRECTORY", context) {
        resolved = service
      } else {
        resolved = try state(&context)
      }
    case .logs:
      if let logs = service("LOGS_DIRECTORY", context) {
        resolved = logs
      } else {
        resolved = try derived(from: .state, appending: "log", in: &context)
      }
    case .offlineData:
      resolved = try derived(from: .applicationSupport, appending: "Offline Data", in: &context)
    case .temporary:
      let (base, source) = temporaryBase(context)
      let path = syntax.join(base, "\(name)-\(context.environment.effectiveUserID)")
      return ResolvedLocation(
        location: location, bytes: path, source: source, privateDirectory: path.string)
    case .resources:
      resolved = try resources(context)
    case .runtime:
      return runtime(&context)
    case .documents, .desktop, .downloads, .music, .pictures, .videos, .templates, .publicShare:
      resolved = try userFolder(location, in: &context)
    case .executables:
      resolved = try context.base("XDG_BIN_HOME", orHome: ".local", "bin")
    case .fonts:
      resolved = try underDataHome("fonts", in: &context)
    case .applications:
      resolved = try underDataHome("applications", in: &context)
    case .preferences:
      resolved = try sameAs(.config, in: &context)
    }
    return ResolvedLocation(location: location, bytes: resolved.path, source: resolved.source)
  }

  /// `<base>/<name>[/<version>]`, keeping the base's source.
  private static func appScoped(
    _ base: ResolutionContext.Resolved, _ context: ResolutionContext
  ) -> ResolutionContext.Resolved {
    (context.syntax.join(base.path, context.app.folderComponents), base.source)
  }

  /// `$XDG_DATA_HOME‖~/.local/share` `/<folder>`: the data home shared by
  /// every app (fonts, application launchers), never a service directory.
  static func underDataHome(
    _ folder: String, in context: inout ResolutionContext
  ) throws(LocationError) -> ResolutionContext.Resolved {
    let base = try context.base("XDG_DATA_HOME", orHome: ".local", "share")
    return (context.syntax.join(base.path, folder), base.source)
  }

  /// Another location's path, under its own name: preferences are the
  /// config folder where no preferences store exists.
  static func sameAs(
    _ other: Location, in context: inout ResolutionContext
  ) throws(LocationError) -> ResolutionContext.Resolved {
    let resolved = try StandardLocations.resolve(other, in: &context)
    return (resolved.pathBytes, .sameAs(other, resolved.source))
  }

  /// The service directory `service` if set, else `$variable/<name>`,
  /// else `<home>/<fallback>/<name>`.
  private static func serviceOrBase(
    _ service: String, _ variable: String, orHome fallback: [String],
    in context: inout ResolutionContext
  ) throws(LocationError) -> ResolutionContext.Resolved {
    if let directory = self.service(service, context) { return directory }
    return appScoped(try context.base(variable, orHome: fallback), context)
  }

  /// A systemd service directory, used as is (systemd made it per unit).
  private static func service(
    _ variable: String, _ context: ResolutionContext
  ) -> ResolutionContext.Resolved? {
    context.serviceDirectory(variable).map { ($0, .serviceDirectory(variable)) }
  }

  /// `$XDG_STATE_HOME‖~/.local/state` `/<name>`; in a Flatpak sandbox
  /// without `XDG_STATE_HOME` (Flatpak before 1.13), the app's own
  /// `~/.var/app/<id>/.local/state/<name>`, which the sandbox keeps.
  private static func state(
    _ context: inout ResolutionContext
  ) throws(LocationError) -> ResolutionContext.Resolved {
    if (try? context.checkedPathVariable("XDG_STATE_HOME").get()) == nil,
      let sandbox = context.sandbox(), sandbox.kind == .flatpak,
      let id = sandbox.identifier, PathComponentRule.problem(with: id) == nil
    {
      let path = context.syntax.join(
        try context.home(), [".var", "app", id, ".local", "state"] + context.app.folderComponents)
      return (path, .sandboxRule("flatpak: XDG_STATE_HOME unset", variable: "XDG_STATE_HOME"))
    }
    return appScoped(try context.base("XDG_STATE_HOME", orHome: ".local", "state"), context)
  }

  /// `<other location>/<folder>`.
  private static func derived(
    from base: Location, appending folder: String, in context: inout ResolutionContext
  ) throws(LocationError) -> ResolutionContext.Resolved {
    let resolved = try resolve(base, in: &context)
    return (
      context.syntax.join(resolved.pathBytes, folder), .derived(from: base, resolved.source)
    )
  }

  /// The system-wide directories searched after the user's
  /// (Design/locations.md#site-directories), as platformdirs' `site_*_dir`:
  /// `$XDG_DATA_DIRS` and `$XDG_CONFIG_DIRS` (absolute entries, else their
  /// defaults), `/var/cache`, `/var/lib` and `/var/log`, each with the app's
  /// folder; `/usr/local/bin`; the data directories' `fonts` and `applications`.
  static func site(_ location: Location, _ context: ResolutionContext) -> [String] {
    let app = context.app.folderComponents
    let data = siteDirectories("XDG_DATA_DIRS", ["/usr/local/share", "/usr/share"], context)
    let syntax = context.syntax
    switch location.representation {
    case .applicationSupport: return data.map { syntax.join($0, app) }
    case .config, .preferences:
      return siteDirectories("XDG_CONFIG_DIRS", ["/etc/xdg"], context).map { syntax.join($0, app) }
    case .caches: return [syntax.join("/var/cache", app)]
    case .state: return [syntax.join("/var/lib", app)]
    case .logs: return [syntax.join("/var/log", app)]
    case .executables: return ["/usr/local/bin"]
    case .fonts: return data.map { syntax.join($0, "fonts") }
    case .applications: return data.map { syntax.join($0, "applications") }
    default: return []
    }
  }

  /// The absolute entries of a `:`-separated list, else the defaults.
  private static func siteDirectories(
    _ variable: String, _ defaults: [String], _ context: ResolutionContext
  ) -> [String] {
    let entries = (context.environment.variables[variable] ?? "")
      .split(separator: ":", omittingEmptySubsequences: true)
      .map(String.init)
      .filter { context.syntax.isAbsolute($0) }
    return entries.isEmpty ? defaults : entries.map(context.syntax.normalized)
  }

  /// `$TMPDIR` if absolute, else `/tmp`.
  static func temporaryBase(_ context: ResolutionContext) -> ResolutionContext.Resolved {
    switch context.pathVariable("TMPDIR") {
    case .success(let path): return (path, .variable("TMPDIR"))
    case .failure(let state):
      return (PathBytes("/tmp"), .defaultValue(because: "TMPDIR", is: state))
    }
  }

  static func resources(_ context: ResolutionContext) throws(LocationError)
    -> ResolutionContext.Resolved
  {
    let source: LocationSource
    let directory: String
    if let option = context.options.resourceDirectory {
      if !option.utf8.contains(0), !context.syntax.isAbsolute(option) {
        throw .relativeResourceDirectory(option)
      }
      directory = option
      source = LocationSource(kind: .resourceDirectory, description: "resourceDirectory option")
    } else if let live = context.environment.resourceDirectory {
      directory = live
      source = LocationSource(
        kind: .resourceDirectory, description: "the app's resource directory")
    } else {
      throw .unavailable(.resources, on: context.platform)
    }
    guard context.syntax.isAbsolute(directory) else {
      throw .unavailable(.resources, on: context.platform)
    }
    return (PathBytes(context.syntax.normalized(directory)), source)
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
  /// `user-dirs.dirs` (the host's in Flatpak, the real home's in Snap), else
  /// `<home>/<Default>`.
  static func userFolder(
    _ location: Location, in context: inout ResolutionContext
  ) throws(LocationError) -> ResolutionContext.Resolved {
    guard let (key, defaultName) = userFolderKey(location) else {
      throw .unavailable(location, on: context.platform)
    }
    let variable = "XDG_\(key)_DIR"
    if case .success(let value) = context.checkedPathVariable(variable) {
      return (value, .variable(variable))
    }
    let setting = context.userFolders()
    // The skipped lines that concern this folder, after the source's text.
    let skipped = (setting.file?.skippedLines(concerning: key) ?? []).map {
      "; user-dirs.dirs \($0)"
    }.joined()
    if let entry = setting.file?.entries[key], !entry.bytes.contains(0) {
      let path = context.syntax.normalized(PathBytes(entry.bytes))
      if context.syntax.isAbsolute(path) {
        let source = LocationSource.userDirectoriesFile(
          setting.filePath ?? "user-dirs.dirs", line: entry.line, note: setting.note,
          skipped: skipped)
        return (path, source)
      }
    }
    guard let home = setting.home else { throw .homeDirectoryNotFound(context.platform) }
    let reason = "default: \(variable) unset and not in user-dirs.dirs"
    let source =
      setting.homeIsSandboxRule
      ? LocationSource.sandboxRule(
        reason + " (snap: SNAP_REAL_HOME)" + skipped, variable: "SNAP_REAL_HOME")
      : LocationSource(kind: .platformDefault, description: reason + skipped, variable: variable)
    return (context.syntax.join(home, defaultName), source)
  }
}
