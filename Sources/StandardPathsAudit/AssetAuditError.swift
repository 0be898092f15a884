import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// Why a resource folder could not be audited.
///
/// An enumeration, frozen on purpose: an audit fails only when its folder
/// is not a readable directory (what it finds inside is reported as
/// findings, which do grow: ``AuditFinding/Kind`` is a struct), and callers
/// switch over the two cases to word their message. A new case would be a
/// major-release change.
public enum AssetAuditError: Error, Sendable, Hashable, CustomStringConvertible {
  /// There is no directory at the path (nothing, or not a directory).
  case notADirectory(String)
  /// The directory exists but cannot be read (permissions).
  case unreadable(String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .notADirectory(let path): return "no directory at \(escapingControlCharacters(path))"
    case .unreadable(let path):
      return "cannot read the directory \(escapingControlCharacters(path))"
    }
  }
}
