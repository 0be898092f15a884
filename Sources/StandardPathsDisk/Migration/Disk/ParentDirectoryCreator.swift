// STAND-IN for `StandardPathsDisk`'s `DirectoryCreator.createDirectory(atPath:)`
// (DECISIONS §3 "Creation and backup"), reduced to what a migration needs:
// when this code moves into `StandardPathsDisk`, call that instead and
// delete this file. Same approach: walk from `/` with `openat`, create each
// missing component with `mkdirat` and force mode 0700 with `fchmod`, leave
// existing components (and symbolic links to directories) as they are.

import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if !os(Windows)
  /// Creates the destination's missing parent directories, each new
  /// component with mode 0700 whatever the umask.
  internal enum ParentDirectoryCreator {
    /// The mode of every directory this creates.
    static let permissions: mode_t = 0o700

    /// Creates `path` and its missing ancestors.
    static func createDirectory(at path: FilePath) throws(MigrationError) {
      var current = try performing("open", "/") { () throws(Errno) in
        try DirectoryHandle(openingDirectoryAt: "/")
      }
      var walked = FilePath("/")
      for component in path.components {
        walked.append(component)
        guard let name = EntryName(component) else { throw .invalidPath(path) }
        current = try step(into: name, of: current, at: walked)
      }
    }

    /// Opens the child `name` of `parent`, creating it first if missing.
    private static func step(
      into name: EntryName, of parent: borrowing DirectoryHandle, at path: FilePath
    ) throws(MigrationError) -> DirectoryHandle {
      for _ in 0..<8 {
        do {
          return try parent.openDirectory(name, followingSymbolicLink: true)
        } catch {
          if error != .noSuchFileOrDirectory { throw .fileSystemError("open", path, error) }
        }
        let made = try performing("create", path) { () throws(Errno) in
          try parent.makeDirectory(name, permissions: permissions)
        }
        guard made else { continue }  // another process made it first: open theirs
        return try performing("create", path) { () throws(Errno) in
          let child = try parent.openDirectory(name, followingSymbolicLink: false)
          try child.setPermissions(permissions)
          return child
        }
      }
      throw .fileSystemError("create", path, .noSuchFileOrDirectory)
    }
  }
#endif
