import Foundation

/// Every item below a directory, read without following links: kind,
/// permission bits, modification time, a file's content or a link's
/// target. Two listings are equal when the trees are, byte for byte.
struct TreeListing: Equatable, CustomStringConvertible {
  /// What one item is.
  enum Item: Equatable {
    case file(Data, mode: Int, modified: Date)
    case directory(mode: Int, modified: Date)
    case link(String)
  }

  /// The items by path relative to the root ("" is the root).
  var items: [String: Item] = [:]

  /// Lists the tree at `path`; empty if nothing is there.
  init(_ path: String) {
    let manager = FileManager.default
    guard manager.fileExists(atPath: path) || Self.isLink(path) else { return }
    items[""] = Self.item(path)
    for relative in (try? manager.subpathsOfDirectory(atPath: path)) ?? [] {
      items[relative] = Self.item(path + "/" + relative)
    }
  }

  var description: String {
    items.keys.sorted().map { "\($0): \(items[$0].map { "\($0)" } ?? "")" }
      .joined(separator: "\n")
  }

  private static func isLink(_ path: String) -> Bool {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
  }

  private static func item(_ path: String) -> Item? {
    let manager = FileManager.default
    if let target = try? manager.destinationOfSymbolicLink(atPath: path) { return .link(target) }
    guard let attributes = try? manager.attributesOfItem(atPath: path) else { return nil }
    let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    let modified = attributes[.modificationDate] as? Date ?? .distantPast
    if attributes[.type] as? FileAttributeType == .typeDirectory {
      return .directory(mode: mode, modified: modified)
    }
    return .file(manager.contents(atPath: path) ?? Data(), mode: mode, modified: modified)
  }
}
