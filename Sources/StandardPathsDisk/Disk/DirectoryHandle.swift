// The system calls behind directory creation and backup tagging. They
// work relative to an open directory (`mkdirat`, `openat`, `fstatat`), so a
// parent renamed or swapped midway cannot redirect them.

import StandardPathsLocations
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if !os(Windows)
  /// An open directory, closed when the handle goes away.
  internal struct DirectoryHandle: ~Copyable {
    /// The open file descriptor.
    let descriptor: Int32

    /// Opens the directory at `path`, following symbolic links.
    init(openingDirectoryAt path: String) throws(Errno) {
      let descriptor = path.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
      guard descriptor >= 0 else { throw Errno(rawValue: errno) }
      self.descriptor = descriptor
    }

    /// Takes ownership of `descriptor`.
    init(descriptor: Int32) {
      self.descriptor = descriptor
    }

    deinit {
      close(descriptor)
    }

    /// Opens the child directory `name`. A final symbolic link is followed
    /// only if `followingSymbolicLink` is `true` (otherwise `ELOOP`).
    func openDirectory(_ name: String, followingSymbolicLink: Bool) throws(Errno)
      -> DirectoryHandle
    {
      let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followingSymbolicLink ? 0 : O_NOFOLLOW)
      let child = name.withCString { openat(descriptor, $0, flags) }
      guard child >= 0 else { throw Errno(rawValue: errno) }
      return DirectoryHandle(descriptor: child)
    }

    /// Creates the child directory `name` with `permissions` (less the
    /// umask).
    ///
    /// - Returns: `true` if this call created it, `false` if something
    ///   already exists under that name (`EEXIST`).
    func makeDirectory(_ name: String, permissions: UInt16) throws(Errno) -> Bool {
      let result = name.withCString { mkdirat(descriptor, $0, mode_t(permissions)) }
      if result == 0 { return true }
      let code = errno
      if code == EEXIST { return false }
      throw Errno(rawValue: code)
    }

    /// The kind of the child `name`, not following a final symbolic link,
    /// or `nil` if there is none.
    func kindOfItem(_ name: String) throws(Errno) -> FileItemStatus.Kind? {
      var info = stat()
      let result = name.withCString { fstatat(descriptor, $0, &info, AT_SYMLINK_NOFOLLOW) }
      guard result == 0 else {
        let code = errno
        if code == ENOENT { return nil }
        throw Errno(rawValue: code)
      }
      return FileItemStatus.Kind(mode: info.st_mode)
    }

    /// Sets the directory's own permission bits (`fchmod`), regardless of
    /// the umask.
    func setPermissions(_ permissions: mode_t) throws(Errno) {
      guard fchmod(descriptor, permissions) == 0 else { throw Errno(rawValue: errno) }
    }
  }
#endif
