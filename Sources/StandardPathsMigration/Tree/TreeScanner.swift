import StandardPathsLocations
import StandardPathsSupport
import SystemPackage

#if !os(Windows)
  /// Walks a folder without changing it: counts its regular files and
  /// their bytes, and refuses a FIFO, socket or device before anything is
  /// written. Symbolic links are counted as nothing and never followed.
  internal struct TreeScanner {
    /// The regular files seen so far.
    private(set) var files = 0
    /// Their total size in bytes.
    private(set) var bytes = 0

    /// Scans `directory` (at `path`, for messages) and everything below it.
    mutating func scan(_ directory: borrowing Descriptor, at path: FilePath)
      throws(MigrationError)
    {
      let names = try performing("list", path) { () throws(Errno) in try directory.entryNames() }
      for name in names {
        let item = ItemLocation(parent: path, name: name)
        let found = try performing("inspect", item.path) { () throws(Errno) in
          try directory.statusOfItem(name)
        }
        guard let status = found else { continue }  // removed meanwhile
        switch status.kind {
        case .regularFile:
          files += 1
          bytes += Int(status.size)
        case .symbolicLink:
          break
        case .other:
          throw .unsupportedItem(item.path)
        case .directory:
          let childPath = item.path
          let child = try performing("open", childPath) { () throws(Errno) in
            try directory.openDirectory(name, followingSymbolicLink: false)
          }
          try scan(child, at: childPath)
        }
      }
    }
  }
#endif
