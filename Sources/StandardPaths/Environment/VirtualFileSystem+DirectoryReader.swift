extension VirtualFileSystem: DirectoryReader {
  /// The names of the items whose parent is `path`, or `nil` if `path` is
  /// neither a recorded directory nor the parent of any item.
  ///
  /// Paths are compared as written (no `//` or `.` clean-up), so add items
  /// with the same spelling the resolver will ask for.
  public func listing(ofDirectoryAtPath path: String) -> DirectoryListing? {
    guard let stamp = stamp(ofDirectoryAtPath: path) else { return nil }
    var names: [String] = []
    for itemPath in items.keys where VirtualFileSystem.parent(of: itemPath) == path {
      let start = path == "/" ? path.utf8.count : path.utf8.count + 1
      names.append(String(decoding: itemPath.utf8.dropFirst(start), as: UTF8.self))
    }
    return DirectoryListing(names: names, stamp: stamp)
  }

  /// A stamp whose modification time counts the changes to the directory's
  /// entries, or `nil` if there is no directory at `path`.
  public func stamp(ofDirectoryAtPath path: String) -> DirectoryStamp? {
    let isRecorded = items[path]?.kind == .directory
    guard isRecorded || items.keys.contains(where: { VirtualFileSystem.parent(of: $0) == path })
    else { return nil }
    return DirectoryStamp(modificationTime: .nanoseconds(directoryVersions[path] ?? 0))
  }
}
