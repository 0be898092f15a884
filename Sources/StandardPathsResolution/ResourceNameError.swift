import StandardPathsLocations
import StandardPathsSuffixes

/// A resource name that names no file a resolver may look for.
///
/// A name that is fine but has no file on disk is not an error: lookups
/// return `nil` for it.
///
/// An enumeration, frozen on purpose: the cases are the whole rule for a
/// name a resolver may look for (non-empty, no NUL, a file name at the end,
/// inside the root; an extension that is one), callers switch over them,
/// and lookups declare it in a typed `throws(ResourceNameError)`. A new case
/// would be a major-release change.
public enum ResourceNameError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The name is empty.
  case empty
  /// The name contains a NUL byte, which no file name can.
  case containsNUL(String)
  /// The name's last component is empty, `.` or `..` (such as `images/`),
  /// so it names a folder rather than a file.
  case missingFileName(String)
  /// The relative name climbs out of the resolver's root with `..`.
  case escapesRoot(String)
  /// The type (extension) contains `/` or NUL, so it cannot be part of a
  /// file name.
  case invalidType(String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .empty: return "the resource name is empty"
    case .containsNUL(let name): return "the resource name \(quoted(name)) contains a NUL byte"
    case .missingFileName(let name):
      return "the resource name \(quoted(name)) does not end with a file name"
    case .escapesRoot(let name):
      return "the resource name \(quoted(name)) climbs out of the resource root"
    case .invalidType(let type):
      return "the resource type \(quoted(type)) cannot be a file extension"
    }
  }
}
