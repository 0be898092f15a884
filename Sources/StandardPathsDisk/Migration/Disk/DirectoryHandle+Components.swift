// `DirectoryHandle` calls that take `FilePath` values, so that the names a
// migration meets, which need not be UTF-8, survive byte for byte; they
// retry on `EINTR` like the rest of the migration's calls.

import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if !os(Windows)
  extension DirectoryHandle {
    /// Opens the directory at `path`, following symbolic links (in the
    /// final component too).
    init(openingDirectoryAt path: FilePath) throws(Errno) {
      let descriptor = try systemCall {
        path.withPlatformString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
      }
      self.init(descriptor: descriptor)
    }

    /// Opens the child directory `name`. A final symbolic link is followed
    /// only if `followingSymbolicLink` is `true` (otherwise `ELOOP` or
    /// `ENOTDIR`).
    func openDirectory(_ name: EntryName, followingSymbolicLink: Bool) throws(Errno)
      -> DirectoryHandle
    {
      let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followingSymbolicLink ? 0 : O_NOFOLLOW)
      let child = try systemCall { name.withCString { openat(descriptor, $0, flags) } }
      return DirectoryHandle(descriptor: child)
    }

    /// Creates the child directory `name` with `permissions` (less the
    /// umask).
    ///
    /// - Returns: `true` if this call created it, `false` if something
    ///   already exists under that name (`EEXIST`).
    func makeDirectory(_ name: EntryName, permissions: mode_t) throws(Errno) -> Bool {
      do {
        try systemCall { name.withCString { mkdirat(descriptor, $0, permissions) } }
        return true
      } catch {
        if error == .fileExists { return false }
        throw error
      }
    }
  }
#endif
