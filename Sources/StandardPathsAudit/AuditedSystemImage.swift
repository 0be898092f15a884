/// An image the system loads itself (a launch image, an app icon, the App
/// Store artwork), which an audit checks on its own terms rather than
/// resolving it per device.
public struct AuditedSystemImage: Sendable, Hashable {
  /// The file, relative to the audited folder.
  public var path: String
  /// `launchImage`, `appIcon` or `iTunesArtwork`.
  public var role: String

  /// Creates a system image.
  public init(path: String, role: String) {
    self.path = path
    self.role = role
  }
}

/// An asset catalog (`*.xcassets`) found in an audited folder. Its files
/// are not loose resources: each set is checked against its
/// `Contents.json` instead.
public struct AuditedCatalog: Sendable, Hashable {
  /// The catalog folder, relative to the audited folder.
  public var path: String
  /// How many image, icon and launch-image sets it holds.
  public var setCount: Int
  /// How many of them were checked against their `Contents.json` (none
  /// when the audit works on names only).
  public var checkedSetCount: Int

  /// Creates a catalog summary.
  public init(path: String, setCount: Int, checkedSetCount: Int) {
    self.path = path
    self.setCount = setCount
    self.checkedSetCount = checkedSetCount
  }
}
