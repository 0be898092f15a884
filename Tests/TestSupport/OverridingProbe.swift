import StandardPathsLocations
import SystemPackage

/// The real file system, except for a few paths whose answers a test
/// dictates: "owned by another user", or "does not exist".
public struct OverridingProbe: FileSystemProbe {
  /// What the probe reports instead of the real answer.
  public enum Override: Sendable {
    /// The item's owner is reported as this uid.
    case owner(UInt32)
    /// The item is reported missing.
    case missing
  }

  /// The overridden answers by path.
  public var overrides: [String: Override]
  private let live = LiveFileSystem()

  /// A probe that answers `overrides` and asks the real file system otherwise.
  public init(_ overrides: [String: Override]) {
    self.overrides = overrides
  }

  /// The overridden status of `path`, or the real one.
  public func statusOfItem(atPath path: String) throws(FileSystemError) -> FileItemStatus? {
    switch overrides[path] {
    case .missing?:
      return nil
    case .owner(let owner)?:
      var status = try live.statusOfItem(atPath: path)
      status?.ownerID = owner
      return status
    case nil:
      return try live.statusOfItem(atPath: path)
    }
  }

  /// The real contents of `path`.
  public func contentsOfFile(atPath path: String) -> [UInt8]? {
    live.contentsOfFile(atPath: path)
  }
}
