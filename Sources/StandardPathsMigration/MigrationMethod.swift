/// How a migration moves the legacy folder.
public enum MigrationMethod: Sendable, Hashable, CaseIterable {
  /// One atomic `rename(2)`: the legacy folder and the destination's parent
  /// are on the same file system.
  case rename
  /// A verified copy renamed into place, then removal of the legacy folder:
  /// they are on different file systems.
  case copy
}
