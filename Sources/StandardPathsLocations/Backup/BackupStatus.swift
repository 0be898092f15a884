/// A way of telling backup tools to skip a directory.
///
/// `BackupMechanism` is a struct with static members rather than an enum,
/// so that mechanisms can be added without breaking exhaustive `switch`es in
/// client code.
public struct BackupMechanism: Sendable, Hashable {
  internal enum Representation: String, Sendable {
    case cacheDirectoryTag = "CACHEDIR.TAG"
    case robotsAttribute = "user.xdg.robots.backup"
    case resourceValue = "isExcludedFromBackup"
  }

  internal let representation: Representation

  internal init(_ representation: Representation) {
    self.representation = representation
  }

  /// A `CACHEDIR.TAG` file (Cache Directory Tagging Specification), honoured
  /// by GNU tar `--exclude-caches`, borg, restic and others. Linux.
  public static let cacheDirectoryTag = BackupMechanism(.cacheDirectoryTag)
  /// The extended attribute `user.xdg.robots.backup=false` (freedesktop
  /// Common Extended Attributes). Linux, where the file system supports
  /// `user.*` attributes.
  public static let robotsAttribute = BackupMechanism(.robotsAttribute)
  /// `URLResourceValues.isExcludedFromBackup` (Time Machine and iCloud).
  /// Apple platforms.
  public static let resourceValue = BackupMechanism(.resourceValue)

  /// The mechanisms ``BackupExclusion`` uses on the platform this code runs
  /// on, in the order status reports list them.
  public static var available: [BackupMechanism] {
    #if canImport(Darwin)
      return [.resourceValue]
    #else
      return [.cacheDirectoryTag, .robotsAttribute]
    #endif
  }

  /// The name the command-line tool prints, such as `"CACHEDIR.TAG"` or
  /// `"user.xdg.robots.backup"`.
  public var name: String { representation.rawValue }
}

extension BackupMechanism: CustomStringConvertible {
  /// The mechanism's ``name``.
  public var description: String { name }
}

/// Whether one mechanism marks a directory as excluded from backup.
public enum BackupState: Sendable, Hashable, CustomStringConvertible {
  /// The mechanism marks the directory as excluded.
  case excluded
  /// The mechanism does not mark the directory.
  case notExcluded
  /// The file system or platform does not support the mechanism.
  case unsupported

  /// `excluded`, `not excluded` or `unsupported`.
  public var description: String {
    switch self {
    case .excluded: return "excluded"
    case .notExcluded: return "not excluded"
    case .unsupported: return "unsupported"
    }
  }
}

/// Which backup mechanisms mark a directory as excluded.
public struct BackupStatus: Sendable, Hashable {
  /// One mechanism's state.
  public struct Entry: Sendable, Hashable, CustomStringConvertible {
    /// The mechanism.
    public let mechanism: BackupMechanism
    /// Its state for the directory.
    public let state: BackupState

    /// Creates an entry.
    init(mechanism: BackupMechanism, state: BackupState) {
      self.mechanism = mechanism
      self.state = state
    }

    /// One line, such as `CACHEDIR.TAG: excluded`.
    public var description: String { "\(mechanism): \(state)" }
  }

  /// The directory's path.
  public let path: String
  /// Each mechanism of ``BackupMechanism/available``, in order.
  public let entries: [Entry]

  /// Creates a status.
  init(path: String, entries: [Entry]) {
    self.path = path
    self.entries = entries
  }

  /// Whether at least one mechanism excludes the directory (each backup
  /// tool honours its own mechanism, so one is enough to be skipped by it).
  public var isExcluded: Bool { entries.contains { $0.state == .excluded } }

  /// The state of `mechanism`, or `nil` if it was not examined.
  public subscript(mechanism: BackupMechanism) -> BackupState? {
    entries.first { $0.mechanism == mechanism }?.state
  }
}
