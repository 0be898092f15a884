// What `stat` reports about one item beyond the kind, owner and mode that
// `FileItemStatus` (the location rules' view) carries: a copy needs the
// size, device, inode and nanosecond times too.

import StandardPathsLocations

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
  /// (unless the caller asked to follow it): a ``FileItemStatus`` and the
  /// details a migration needs to count, copy and compare items. A separate
  /// type rather than more public fields on `FileItemStatus`, which
  /// ``VirtualFileSystem`` and users' probes must be able to fill in.
  internal struct DetailedItemStatus: Sendable, Hashable {
    /// The kind, owner and permission bits.
    var basic: FileItemStatus
    /// The size in bytes.
    var size: Int64
    /// The device that holds the item: a rename works only within one.
    var device: UInt64
    /// The item's inode number on that device.
    var inode: UInt64
    /// The last access time, preserved by a copy.
    var accessTime: FileTime
    /// The last modification time, preserved by a copy.
    var modificationTime: FileTime

    init(_ info: stat) {
      basic = FileItemStatus(info)
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

    /// The kind of item; ``FileItemStatus/Kind/other`` is a FIFO, socket or
    /// device, which is never migrated.
    var kind: FileItemStatus.Kind { basic.kind }

    /// The permission bits, including set-user-ID, set-group-ID and sticky.
    var permissions: mode_t { mode_t(basic.permissions) }

    /// Whether both describe the same item (device and inode).
    func isSameItem(as other: DetailedItemStatus) -> Bool {
      device == other.device && inode == other.inode
    }
  }
#endif
