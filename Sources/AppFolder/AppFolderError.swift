import StandardPathsLocations

/// Why a folder of an ``AppFolder`` tree has no usable URL, or could not be
/// created.
///
/// Describing a folder never fails: the non-throwing ``DynamicDirectory/url``
/// then points below `/dev/null/unavailable/`, where nothing can be
/// created. These errors come from the calls that must not guess:
/// ``DynamicDirectory/resolvedURL()``, ``DynamicDirectory/create()``,
/// ``AppFolder/resolvedBaseURL()`` and ``AppFolder/init(appGroup:environment:)``.
///
/// An enumeration, frozen on purpose: it mirrors the three things an
/// AppFolder call can need (a valid name, a container, a resolved and
/// created directory), wrapping the lower layers' own errors rather than
/// repeating them, and the throwing calls declare it in a typed
/// `throws(AppFolderError)`. A new case would be a major-release change.
public enum AppFolderError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A folder's name is not a single safe path component: it is empty,
  /// `.` or `..`, or contains `/`, `\`, NUL or a control character. Such a
  /// name comes from ``DynamicDirectory/appending(_:)-(String)``, a
  /// ``CustomDirectory``, or an overridden ``DynamicDirectory/folderName``.
  case invalidFolderName(String, PathComponentProblem)
  /// An app group identifier is not a single safe path component.
  case invalidAppGroupIdentifier(String, PathComponentProblem)
  /// The app group has no container: on an Apple platform the system
  /// returned none (the group is missing from the app's
  /// `com.apple.security.application-groups` entitlement), or the layout of
  /// an Apple platform is being computed elsewhere, where no container can
  /// be looked up.
  case appGroupContainerUnavailable(String)
  /// The location a folder is mapped to could not be computed (for example
  /// there is no usable home directory).
  case unresolved(LocationError)
  /// The folder's directory could not be created.
  case creationFailed(DirectoryCreationError)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .invalidFolderName(let name, let problem):
      return "invalid folder name \(quoted(name)): \(problem)"
    case .invalidAppGroupIdentifier(let identifier, let problem):
      return "invalid app group identifier \(quoted(identifier)): \(problem)"
    case .appGroupContainerUnavailable(let identifier):
      return
        "no container for app group \(quoted(identifier)): only the running app on an Apple "
        + "platform can look it up, and the group must be in its entitlements"
    case .unresolved(let error):
      return error.description
    case .creationFailed(let error):
      return error.description
    }
  }
}
