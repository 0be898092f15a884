/// A moment in a migration at which a test can stop the process, to prove
/// that a crash there loses nothing (the kill tests make the
/// `standard-paths migrate` child pause at one, in a debug build, and then
/// `SIGKILL` it).
///
/// Not part of the supported API: import it with `@_spi(Testing)`.
@_spi(Testing)
public enum MigrationCheckpoint: Sendable, Hashable {
  /// The hidden staging directory was created (copy method).
  case stagingCreated
  /// Another regular file was copied and synchronized; the count so far.
  case copying(filesCopied: Int)
  /// The whole tree was copied and synchronized, not yet verified.
  case copied
  /// The copy was verified against the legacy folder.
  case verified
  /// The journal was written and synchronized; nothing renamed yet.
  case journalWritten
  /// The copy (or, same file system, the legacy folder) was renamed into
  /// place; the legacy folder not yet removed.
  case renamed
  /// Another item of the legacy folder was removed; the count so far.
  case removing(itemsRemoved: Int)
  /// The legacy folder is gone; no link made, journal still present.
  case legacyRemoved
  /// The link at the legacy path was made; journal still present.
  case linked

  /// Parses the names ``name`` produces, such as `journal-written` or
  /// `copying:500`.
  public init?(name: String) {
    let parts = name.split(separator: ":", maxSplits: 1).map(String.init)
    let count = parts.count == 2 ? Int(parts[1]) : nil
    switch (parts.first, count) {
    case ("staging-created", nil): self = .stagingCreated
    case ("copying", let count?): self = .copying(filesCopied: count)
    case ("copied", nil): self = .copied
    case ("verified", nil): self = .verified
    case ("journal-written", nil): self = .journalWritten
    case ("renamed", nil): self = .renamed
    case ("removing", let count?): self = .removing(itemsRemoved: count)
    case ("legacy-removed", nil): self = .legacyRemoved
    case ("linked", nil): self = .linked
    default: return nil
    }
  }

  /// A short name, such as `journal-written` or `copying:500`.
  public var name: String {
    switch self {
    case .stagingCreated: return "staging-created"
    case .copying(let count): return "copying:\(count)"
    case .copied: return "copied"
    case .verified: return "verified"
    case .journalWritten: return "journal-written"
    case .renamed: return "renamed"
    case .removing(let count): return "removing:\(count)"
    case .legacyRemoved: return "legacy-removed"
    case .linked: return "linked"
    }
  }
}
