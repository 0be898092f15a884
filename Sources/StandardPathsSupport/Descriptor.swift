// The one file-system layer: the system calls behind directory creation,
// backup tagging and migration, on an open descriptor. Calls on a
// directory's items work relative to it (`mkdirat`, `openat`, `fstatat`), so
// a parent renamed or swapped midway cannot redirect them, and they take
// names as raw bytes (`EntryName`), so names that are not UTF-8 survive. The
// calls on a directory's items are in Descriptor+Items.swift, reading and
// writing a file's contents in Descriptor+Contents.swift.

import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if !os(Windows)
  /// An open directory or regular file, closed when the value goes away.
  package struct Descriptor: ~Copyable {
    /// The open file descriptor.
    let descriptor: Int32

    /// Opens the directory at `path`, following symbolic links (in the
    /// final component too).
    package init(openingDirectoryAt path: FilePath) throws(Errno) {
      let descriptor = try systemCall {
        path.withPlatformString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
      }
      self.init(descriptor: descriptor)
    }

    /// Takes ownership of `descriptor`.
    init(descriptor: Int32) {
      self.descriptor = descriptor
    }

    deinit {
      close(descriptor)
    }

    /// Opens the child directory `name`. A final symbolic link is followed
    /// only if `followingSymbolicLink` is `true` (otherwise `ELOOP` or
    /// `ENOTDIR`).
    package func openDirectory(_ name: EntryName, followingSymbolicLink: Bool) throws(Errno)
      -> Descriptor
    {
      let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followingSymbolicLink ? 0 : O_NOFOLLOW)
      let child = try systemCall { name.withCString { openat(descriptor, $0, flags) } }
      return Descriptor(descriptor: child)
    }

    /// Opens this directory's parent (`..`, the physical one).
    package func openParent() throws(Errno) -> Descriptor {
      let child = try systemCall { openat(descriptor, "..", O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
      return Descriptor(descriptor: child)
    }

    /// Creates the child directory `name` with `permissions` less the
    /// umask or, if `ignoringUmask`, exactly `permissions` (set by name
    /// without following a link): under a umask such as 0777 a directory
    /// left 0000 could not even be opened to correct its mode.
    ///
    /// - Returns: `true` if this call created it, `false` if something
    ///   already exists under that name (`EEXIST`).
    package func makeDirectory(
      _ name: EntryName, permissions: mode_t, ignoringUmask: Bool = false
    ) throws(Errno) -> Bool {
      do {
        try systemCall { name.withCString { mkdirat(descriptor, $0, permissions) } }
      } catch {
        if error == .fileExists { return false }
        throw error
      }
      if ignoringUmask {
        try systemCall {
          name.withCString { fchmodat(descriptor, $0, permissions, AT_SYMLINK_NOFOLLOW) }
        }
      }
      return true
    }

    /// The directory's own status.
    package func status() throws(Errno) -> Stat {
      var info = stat()
      try systemCall { fstat(descriptor, &info) }
      return Stat(rawValue: info)
    }

    /// The status of the child `name`, not following a final symbolic
    /// link, or `nil` if there is none.
    package func statusOfItem(_ name: EntryName) throws(Errno) -> Stat? {
      var info = stat()
      do {
        try systemCall {
          name.withCString { fstatat(descriptor, $0, &info, AT_SYMLINK_NOFOLLOW) }
        }
      } catch {
        if error == .noSuchFileOrDirectory { return nil }
        throw error
      }
      return Stat(rawValue: info)
    }

    /// Sets the directory's own permission bits (`fchmod`), regardless of
    /// the umask.
    package func setPermissions(_ permissions: mode_t) throws(Errno) {
      try systemCall { fchmod(descriptor, permissions) }
    }
  }
#endif
