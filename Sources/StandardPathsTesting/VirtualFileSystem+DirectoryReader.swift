import StandardPathsLocations
import StandardPathsResolution

extension VirtualFileSystem: DirectoryReader {
  /// The names of the items directly in `path`, including folders that
  /// only exist as the parents of items added below them; `nil` if `path`
  /// is neither a recorded directory nor the parent of any item.
  ///
  /// Paths are compared as written (no `//` or `.` clean-up), so add items
  /// with the same spelling the resolver will ask for.
  public func listing(ofDirectoryAtPath path: String) -> DirectoryListing? {
    guard let stamp = stamp(ofDirectoryAtPath: path) else { return nil }
    let prefix = path.utf8.last == UInt8(ascii: "/") ? path : path + "/"
    var names = Set<String>()
    for itemPath in items.keys where itemPath.utf8.starts(with: prefix.utf8) {
      let rest = itemPath.utf8.dropFirst(prefix.utf8.count)
      let name = rest.split(separator: UInt8(ascii: "/"), maxSplits: 1).first
      if let name { names.insert(String(decoding: name, as: UTF8.self)) }
    }
    return DirectoryListing(names: names.sorted(), stamp: stamp)
  }

  /// A stamp whose modification time counts the changes to the directory's
  /// entries, or `nil` if there is no directory at `path` (recorded, or
  /// implied by an item below it).
  public func stamp(ofDirectoryAtPath path: String) -> DirectoryStamp? {
    let prefix = path.utf8.last == UInt8(ascii: "/") ? path : path + "/"
    guard
      items[path]?.kind == .directory
        || items.keys.contains(where: { $0.utf8.starts(with: prefix.utf8) })
    else { return nil }
    return DirectoryStamp(modificationNanoseconds: Int64(directoryVersions[path] ?? 0))
  }
}
