// The calls on the items of an open directory (migration, backup tagging).
// Every one is relative to the directory's descriptor and none follows a
// final symbolic link, so a link planted in the tree is copied or removed as
// a link, never entered.

import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(CXattr)
  import CXattr
#endif

#if !os(Windows)
  extension Descriptor {
    /// The names of the directory's entries, without `.` and `..`, in the
    /// order the file system lists them.
    package func entryNames() throws(Errno) -> [EntryName] {
      // A fresh open file description, so the listing position is our own.
      let listing = try systemCall { openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
      guard let stream = fdopendir(listing) else {
        let code = errno
        close(listing)
        throw Errno(rawValue: code)
      }
      defer { closedir(stream) }
      var names: [EntryName] = []
      while true {
        errno = 0
        guard let entry = readdir(stream) else {
          if errno != 0 { throw Errno(rawValue: errno) }
          return names
        }
        var rawName = entry.pointee.d_name
        let capacity = MemoryLayout.size(ofValue: rawName)
        let name = withUnsafePointer(to: &rawName) {
          $0.withMemoryRebound(to: CChar.self, capacity: capacity) {
            EntryName(platformString: $0)
          }
        }
        if let name { names.append(name) }
      }
    }

    /// Opens the regular file `name` for reading, refusing a symbolic link.
    package func openFileForReading(_ name: EntryName) throws(Errno) -> Descriptor {
      let flags = O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY | O_NONBLOCK
      let file = try systemCall { name.withCString { openat(descriptor, $0, flags) } }
      return Descriptor(descriptor: file)
    }

    /// Creates the regular file `name` for writing, failing if anything
    /// already has that name.
    package func createFile(_ name: EntryName, permissions: mode_t) throws(Errno) -> Descriptor {
      let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
      let file = try systemCall {
        name.withCString { openat(descriptor, $0, flags, permissions) }
      }
      return Descriptor(descriptor: file)
    }

    /// Creates the symbolic link `name` whose content is `target`.
    package func makeSymbolicLink(_ name: EntryName, target: FilePath) throws(Errno) {
      try systemCall {
        target.withPlatformString { target in
          name.withCString { symlinkat(target, descriptor, $0) }
        }
      }
    }

    /// The content of the symbolic link `name`, byte for byte.
    package func symbolicLinkTarget(_ name: EntryName) throws(Errno) -> FilePath {
      var capacity = 256
      while true {
        var buffer = [CChar](repeating: 0, count: capacity + 1)
        let length = try systemCall {
          name.withCString { readlinkat(descriptor, $0, &buffer, capacity) }
        }
        if length < capacity {
          buffer[length] = 0
          return FilePath(platformString: buffer)
        }
        capacity *= 4
      }
    }

    /// Sets the access and modification times of the child `name`, not
    /// following a final symbolic link (so a link gets its own times).
    package func setTimesOfItem(
      _ name: EntryName, access: timespec, modification: timespec
    ) throws(Errno) {
      let times = [access, modification]
      try systemCall {
        name.withCString { utimensat(descriptor, $0, times, AT_SYMLINK_NOFOLLOW) }
      }
    }

    /// Sets the directory's own access and modification times.
    package func setTimes(access: timespec, modification: timespec) throws(Errno) {
      let times = [access, modification]
      try systemCall { futimens(descriptor, times) }
    }

    /// Removes the child `name`: an empty directory if `isDirectory`,
    /// otherwise a file or symbolic link.
    package func removeItem(_ name: EntryName, isDirectory: Bool) throws(Errno) {
      let flags = isDirectory ? AT_REMOVEDIR : 0
      try systemCall { name.withCString { unlinkat(descriptor, $0, flags) } }
    }

    /// Renames the child `name` to `newName` in `directory` (`renameat`):
    /// atomic, and fails with `EXDEV` across file systems.
    package func renameItem(
      _ name: EntryName, to newName: EntryName,
      in directory: borrowing Descriptor
    ) throws(Errno) {
      let target = directory.descriptor
      try systemCall {
        name.withCString { old in
          newName.withCString { renameat(descriptor, old, target, $0) }
        }
      }
    }

    /// Flushes the directory's entries to stable storage (`fsync`), or, if
    /// `wholeFileSystem`, everything written to its file system (`syncfs`):
    /// one call makes a whole copied tree durable, where an `fsync` per file
    /// made a copy of many small files several times slower.
    package func synchronize(wholeFileSystem: Bool = false) throws(Errno) {
      #if canImport(CXattr)
        if wholeFileSystem {
          try systemCall { syncfs(descriptor) }
          return
        }
      #endif
      try systemCall { fsync(descriptor) }
    }

    /// Gives the child `name` the owner `user` and group `group`
    /// (`fchownat`, not following a final symbolic link), so a copy keeps
    /// who owns each item where the process may set it.
    package func setOwnerOfItem(_ name: EntryName, user: uid_t, group: gid_t) throws(Errno) {
      try systemCall {
        name.withCString { fchownat(descriptor, $0, user, group, AT_SYMLINK_NOFOLLOW) }
      }
    }

    /// Gives the file at `path`, relative to `directory`, the new name
    /// `newName` in this directory (`linkat`; `EEXIST` if the name is
    /// taken): how a copy keeps a group of hard links one file, and how a
    /// backup tag is published without replacing anyone's file.
    package func linkItem(
      at path: FilePath, of directory: borrowing Descriptor, as newName: EntryName
    ) throws(Errno) {
      let source = directory.descriptor
      try systemCall {
        path.withPlatformString { old in
          newName.withCString { linkat(source, old, descriptor, $0, 0) }
        }
      }
    }

    /// The capacity of the directory's file system (`fstatvfs`): a
    /// migration checks free blocks and inodes before it copies anything.
    package func fileSystemStatus() throws(Errno) -> statvfs {
      var info = statvfs()
      try systemCall { fstatvfs(descriptor, &info) }
      return info
    }

    /// Takes an exclusive advisory lock (`flock`) on the directory without
    /// waiting; released when the handle closes, or by the kernel when the
    /// process dies.
    ///
    /// - Returns: `false` if another open description holds the lock.
    package func lockExclusively() throws(Errno) -> Bool {
      do {
        try systemCall { flock(descriptor, LOCK_EX | LOCK_NB) }
        return true
      } catch {
        if error == .wouldBlock || error == .resourceTemporarilyUnavailable { return false }
        throw error
      }
    }
  }
#endif
