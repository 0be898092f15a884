import Foundation
import TestSupport

@testable import StandardPathsLocations
@testable import StandardPathsMigration
@testable import StandardPathsSupport

/// Everything a migration must preserve about a tree, read with `lstat`
/// (links never followed): for every item, its kind, permission bits,
/// modification time to the nanosecond, and a regular file's whole content
/// or a link's target. Comparing full contents is stronger than comparing
/// hashes.
struct TreeSnapshot: Equatable, CustomStringConvertible {
  /// One item.
  struct Item: Equatable {
    /// What the item is, with its content.
    enum Kind: Equatable {
      case file(Posix.Bytes)
      case directory
      case link(Posix.Bytes)
      /// A FIFO, socket or device (never opened: reading a FIFO blocks).
      case special
    }

    var kind: Kind
    /// Permission bits (0 for a link, whose mode means nothing on Linux).
    var mode: mode_t
    var seconds: Int
    var nanoseconds: Int
  }

  /// The items by path relative to the root (the root itself is `[]`).
  var items: [Posix.Bytes: Item] = [:]

  /// Takes a snapshot of the tree at `path`, or returns `nil` if nothing
  /// is there.
  init?(_ path: String) {
    guard Posix.status(Posix.bytes(path)) != nil else { return nil }
    record(Posix.bytes(path), relative: [])
  }

  private mutating func record(_ path: Posix.Bytes, relative: Posix.Bytes) {
    guard let info = Posix.status(path) else { return }
    let kind: Item.Kind
    switch info.st_mode & S_IFMT {
    case S_IFDIR: kind = .directory
    case S_IFLNK: kind = .link(Posix.linkTarget(path))
    case S_IFREG: kind = .file(Posix.content(path))
    default: kind = .special
    }
    let isLink = info.st_mode & S_IFMT == S_IFLNK
    #if canImport(Darwin)
      let modified = info.st_mtimespec
    #else
      let modified = info.st_mtim
    #endif
    items[relative] = Item(
      kind: kind, mode: isLink ? 0 : info.st_mode & 0o7777, seconds: modified.tv_sec,
      nanoseconds: modified.tv_nsec)
    if kind == .directory {
      for name in Posix.names(path) {
        record(
          Posix.join(path, name), relative: relative.isEmpty ? name : Posix.join(relative, name))
      }
    }
  }

  /// The regular files and their contents.
  var files: [Posix.Bytes: Posix.Bytes] {
    items.compactMapValues {
      if case .file(let content) = $0.kind { return content }
      return nil
    }
  }

  /// The paths where `self` and `other` differ, for failure messages.
  func differences(from other: TreeSnapshot) -> [String] {
    Set(items.keys).union(other.items.keys).filter { items[$0] != other.items[$0] }
      .map { String(decoding: $0, as: UTF8.self) }.sorted()
  }

  var description: String { "\(items.count) items" }
}
