// What `fstat`/`fstatat` report about one item, kept as plain values so the
// rest of the module never touches `struct stat` directly.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if !os(Windows)
  /// A point in time as the file system records it, to the nanosecond.
  internal struct FileTime: Sendable, Hashable {
    /// Seconds since the epoch.
    var seconds: Int
    /// Nanoseconds within the second.
    var nanoseconds: Int

    init(_ value: timespec) {
      seconds = Int(value.tv_sec)
      nanoseconds = Int(value.tv_nsec)
    }

    /// The value `futimens` and `utimensat` take.
    var timespecValue: timespec {
      timespec(tv_sec: time_t(seconds), tv_nsec: numericCast(nanoseconds))
    }
  }

  /// The status of one item, never of what a symbolic link points to
  /// (unless the caller asked to follow it).
  internal struct ItemStatus: Sendable, Hashable {
    /// The kinds of item a migration distinguishes.
    enum Kind: Sendable, Hashable {
      /// A regular file.
      case regularFile
      /// A directory.
      case directory
      /// A symbolic link.
      case symbolicLink
      /// A FIFO, socket or device: never migrated.
      case special
    }

    /// The kind of item.
    var kind: Kind
    /// The permission bits, including set-user-ID, set-group-ID and sticky.
    var permissions: mode_t
    /// The size in bytes.
    var size: Int64
    /// The device that holds the item.
    var device: UInt64
    /// The item's inode number on that device.
    var inode: UInt64
    /// The last access time.
    var accessTime: FileTime
    /// The last modification time.
    var modificationTime: FileTime

    init(_ info: stat) {
      switch info.st_mode & S_IFMT {
      case S_IFREG: kind = .regularFile
      case S_IFDIR: kind = .directory
      case S_IFLNK: kind = .symbolicLink
      default: kind = .special
      }
      permissions = info.st_mode & 0o7777
      size = Int64(info.st_size)
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
      #if canImport(Darwin)
        accessTime = FileTime(info.st_atimespec)
        modificationTime = FileTime(info.st_mtimespec)
      #else
        accessTime = FileTime(info.st_atim)
        modificationTime = FileTime(info.st_mtim)
      #endif
    }

    /// Whether both describe the same item (device and inode).
    func isSameItem(as other: ItemStatus) -> Bool {
      device == other.device && inode == other.inode
    }
  }
#endif
