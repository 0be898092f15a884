/// Why a location could not be resolved.
///
/// An enumeration, frozen on purpose: the ways a location can fail are
/// few and fixed by the layout rules (Design/locations.md), callers switch over
/// them (``unavailable(_:on:)`` means "this platform has none", the others
/// are failures: the CLI's exit codes 1 and 2), and every resolving call
/// declares it in a typed `throws(LocationError)`. A new case would break
/// those switches, so one is added only in a major release. Diagnostics
/// that explain a fallback, which do grow, are ``LocationDiagnostic``
/// values, not errors.
public enum LocationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No usable home directory: `HOME` (on Windows `USERPROFILE`) is unset,
  /// empty or relative, and the user database has no absolute home either.
  /// StandardPaths never falls back to a relative or invented path.
  case homeDirectoryNotFound(Platform)
  /// The platform has no such location (for example a Desktop folder on
  /// iOS, or the resources of another platform's app).
  case unavailable(Location, on: Platform)
  /// A relative path given to a joining API would escape its base directory
  /// or is otherwise unsafe.
  case unsafeSubpath(String, UnsafeSubpathProblem)
  /// The path belongs to another platform's syntax (a Windows path on a
  /// POSIX host) and cannot be expressed as a file URL here.
  case notRepresentableAsURL(path: String, platform: Platform)
  /// The resource directory given in ``StandardLocations/Options`` is a
  /// relative path; like every base directory it must be absolute.
  case relativeResourceDirectory(String)
  /// The app identity cannot name folders on the platform (on Windows: a
  /// reserved device name such as `CON`, a `:` or a trailing dot).
  case invalidAppIdentity(AppIdentity.ValidationError)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .homeDirectoryNotFound(let platform):
      let variable = platform == .windows ? "USERPROFILE" : "HOME"
      return
        "cannot determine the home directory: \(variable) is unset, empty or relative, "
        + "and the user database has no absolute home"
    case .unavailable(let location, let platform)
    where platform == .android && location != .resources:
      // The only reason on Android: the app's files directory was not given.
      return "\(platform) has no \(location) location without the app's files directory "
        + "(androidFilesDirectory, --android-files-dir)"
    case .unavailable(let location, let platform):
      return "\(platform) has no \(location) location"
    case .unsafeSubpath(let subpath, let problem):
      return "unsafe relative path \(quoted(subpath)): \(problem)"
    case .notRepresentableAsURL(let path, let platform):
      return "\(quoted(path)) is a \(platform) path and cannot be a file URL on this host"
    case .relativeResourceDirectory(let directory):
      return "the resource directory \(quoted(directory)) is relative; give an absolute path"
    case .invalidAppIdentity(let error):
      return error.description
    }
  }
}

/// Why a relative path was refused by a joining API such as
/// ``StandardLocations/url(for:appending:)``.
public enum UnsafeSubpathProblem: Sendable, Hashable, CustomStringConvertible {
  /// The path is empty, or names the base directory itself (such as `.`).
  case empty
  /// The path is absolute.
  case absolute
  /// The path contains a NUL byte.
  case containsNUL
  /// The path climbs out of its base with `..`.
  case escapesBase

  /// A short explanation.
  public var description: String {
    switch self {
    case .empty: return "it names no file inside the directory"
    case .absolute: return "it is absolute"
    case .containsNUL: return "it contains a NUL byte"
    case .escapesBase: return "it climbs out of the directory with \"..\""
    }
  }
}
