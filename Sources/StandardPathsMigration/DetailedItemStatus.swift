// The migration's view of what `stat` reports, as members of swift-system's
// `Stat`: the kind the location rules use, the device (a mount point inside
// LEGACY has another), and nanosecond times to copy and verify.

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
  /// A time `stat` reports, to the nanosecond; comparable, unlike `timespec`.
  internal struct FileTime: Sendable, Hashable {
    var seconds: Int
    var nanoseconds: Int

    init(_ value: timespec) {
      seconds = Int(value.tv_sec)
      nanoseconds = Int(value.tv_nsec)
    }

    /// Now, by the clock the kernel stamps files with
    /// (`CLOCK_REALTIME_COARSE` on Linux); `nil` elsewhere.
    static func coarseNow() -> FileTime? {
      #if os(Linux)
        var now = timespec(tv_sec: 0, tv_nsec: 0)
        guard clock_gettime(CLOCK_REALTIME_COARSE, &now) == 0 else { return nil }
        return FileTime(now)
      #else
        return nil
      #endif
    }

    var timespecValue: timespec {
      timespec(tv_sec: time_t(seconds), tv_nsec: numericCast(nanoseconds))
    }
  }

  extension Stat {
    /// The kind, owner and permissions the location rules compare.
    var basic: FileItemStatus { FileItemStatus(self) }

    /// The kind of item: directory, symbolic link, regular file or other.
    var kind: FileItemStatus.Kind { basic.kind }

    /// The permission bits (with set-id and sticky bits) as `chmod` takes them.
    var permissionBits: mode_t { mode_t(permissions.rawValue) }

    /// The file system the item is on.
    var device: UInt64 { UInt64(truncatingIfNeeded: deviceID.rawValue) }

    /// The last access, to the nanosecond.
    var accessTime: FileTime { FileTime(st_atim) }

    /// The last modification, to the nanosecond.
    var modificationTime: FileTime { FileTime(st_mtim) }

    /// Whether both describe one item (same device and inode).
    func isSameItem(as other: Stat) -> Bool {
      deviceID == other.deviceID && inode == other.inode
    }
  }
#endif
