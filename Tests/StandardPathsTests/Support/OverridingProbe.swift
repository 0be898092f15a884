@testable import StandardPaths

/// The real file system, except for a few paths whose answers a test
/// dictates: "owned by another user", or "does not exist".
struct OverridingProbe: FileSystemProbe {
  enum Override: Sendable {
    /// The item's owner is reported as this uid.
    case owner(UInt32)
    /// The item is reported missing.
    case missing
  }

  var overrides: [String: Override]
  private let live = LiveFileSystem()

  init(_ overrides: [String: Override]) {
    self.overrides = overrides
  }

  func statusOfItem(atPath path: String) throws(FileProbeError) -> FileItemStatus? {
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

  func contentsOfFile(atPath path: String) -> [UInt8]? {
    live.contentsOfFile(atPath: path)
  }
}
