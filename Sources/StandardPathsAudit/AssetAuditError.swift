import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// Why a resource folder could not be audited.
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
