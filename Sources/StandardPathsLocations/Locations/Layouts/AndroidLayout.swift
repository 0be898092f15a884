/// Android, as platformdirs lays it out (Design/locations.md#android): the
/// app's private folders beside its files directory
/// (``SystemEnvironment/androidFilesDirectory``, `Context.getFilesDir()`),
/// the user folders in the user's shared storage.
internal enum AndroidLayout {
  static func resolve(
    _ location: Location, in context: inout ResolutionContext
  ) throws(LocationError) -> ResolvedLocation {
    let syntax = context.syntax
    let app = context.app.folderComponents
    let source = LocationSource(
      kind: .given, description: "android: the app's files directory (given)")
    let shared = sharedStorage(context)
    let resolved: ResolutionContext.Resolved
    switch location.representation {
    case .resources:
      resolved = try LinuxLayout.resources(context)
    case .documents: resolved = (syntax.join(shared, "Documents"), .platformDefault)
    case .downloads: resolved = (syntax.join(shared, "Download"), .platformDefault)
    case .music: resolved = (syntax.join(shared, "Music"), .platformDefault)
    case .pictures: resolved = (syntax.join(shared, "Pictures"), .platformDefault)
    case .videos: resolved = (syntax.join(shared, "Movies"), .platformDefault)
    case .desktop: resolved = (syntax.join(shared, "Documents", "Desktop"), .platformDefault)
    case .templates: resolved = (syntax.join(shared, "Documents", "Templates"), .platformDefault)
    case .publicShare: resolved = (syntax.join(shared, "Documents", "Public"), .platformDefault)
    case .fonts: resolved = (syntax.join(shared, "Documents", "fonts"), .platformDefault)
    default:
      guard let files = filesDirectory(context) else {
        if location == .home {
          resolved = try context.resolvedHome()
        } else {
          throw .unavailable(location, on: context.platform)
        }
        break
      }
      // The app's data directory, `/data/user/<n>/<package>`.
      let parent = files.bytes.prefix(upTo: files.bytes.lastIndex(of: UInt8(ascii: "/")) ?? 0)
      let data = parent.isEmpty ? PathBytes("/") : PathBytes(Array(parent))
      let cache = syntax.join(data, ["cache"] + app)
      switch location.representation {
      case .home: resolved = (data, source)
      case .applicationSupport, .state, .applications: resolved = (syntax.join(files, app), source)
      case .offlineData: resolved = (syntax.join(files, app + ["Offline Data"]), source)
      case .config, .preferences: resolved = (syntax.join(data, ["shared_prefs"] + app), source)
      case .caches: resolved = (cache, source)
      case .logs: resolved = (syntax.join(cache, "log"), source)
      case .runtime, .temporary: resolved = (syntax.join(cache, "tmp"), source)
      case .executables: resolved = (syntax.join(files, "bin"), source)
      default: throw .unavailable(location, on: context.platform)
      }
    }
    return ResolvedLocation(location: location, bytes: resolved.path, source: resolved.source)
  }

  /// The app's files directory, normalized, if given, absolute and below
  /// the root.
  private static func filesDirectory(_ context: ResolutionContext) -> PathBytes? {
    guard let files = context.environment.androidFilesDirectory, context.syntax.isAbsolute(files)
    else { return nil }
    let path = PathBytes(context.syntax.normalized(files))
    return path.bytes.count > 1 ? path : nil
  }

  /// `/storage/emulated/<user>`: the user id is the `<n>` of a files
  /// directory under `/data/user/<n>/`, else 0 (the primary user).
  private static func sharedStorage(_ context: ResolutionContext) -> PathBytes {
    let parts = (context.environment.androidFilesDirectory ?? "").split(separator: "/")
    var user = "0"
    if let index = parts.firstIndex(of: "user"), index + 1 < parts.count,
      parts[index + 1].allSatisfy({ $0.isASCII && $0.isNumber })
    {
      user = String(parts[index + 1])
    }
    return PathBytes("/storage/emulated/\(user)")
  }
}
