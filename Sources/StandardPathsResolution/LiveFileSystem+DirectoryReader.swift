// The resolver's view of the real file system: `opendir`/`readdir` and
// `stat`, as ``DirectoryReader`` asks. Part of the live adapter.

import StandardPathsLocations
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension LiveFileSystem: DirectoryReader {
  /// How long after a directory's last change a listing is considered
  /// settled: longer than the coarsest common timestamp granularity (two
  /// seconds on FAT, one on HFS+; a clock tick on ext4 and tmpfs).
  static let settlingNanoseconds: Int64 = 2_000_000_000

  /// Lists the directory at `path` with `opendir` and `readdir`, stamping it
  /// with `fstat` on the open directory first.
  public func listing(ofDirectoryAtPath path: String) -> DirectoryListing? {
    #if os(Windows)
      return nil
    #else
      guard let directory = opendir(path) else { return nil }
      defer { closedir(directory) }
      var info = stat()
      guard fstat(dirfd(directory), &info) == 0 else { return nil }
      let stamp = LiveFileSystem.stamp(of: info)
      var names: [String] = []
      while let entry = readdir(directory) {
        let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
          tuple.withMemoryRebound(
            to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)
          ) { String(validatingCString: $0) }
        }
        guard let name, name != ".", name != ".." else { continue }
        // A symbolic link whose target is missing is not a file: a
        // resolver must not pick it (one `fstatat` per link, or per entry
        // on file systems that give no entry types).
        let type = entry.pointee.d_type
        if type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN) {
          var target = stat()
          guard fstatat(dirfd(directory), name, &target, 0) == 0 else { continue }
        }
        names.append(name)
      }
      let age = LiveFileSystem.realTimeNanoseconds() &- stamp.modificationNanoseconds
      return DirectoryListing(
        names: names, stamp: stamp, isSettled: age > LiveFileSystem.settlingNanoseconds)
    #endif
  }

  /// Calls `stat(2)` on `path`; `nil` unless it is a directory.
  public func stamp(ofDirectoryAtPath path: String) -> DirectoryStamp? {
    #if os(Windows)
      return nil
    #else
      var info = stat()
      guard stat(path, &info) == 0, Stat(rawValue: info).type == .directory else {
        return nil
      }
      return LiveFileSystem.stamp(of: info)
    #endif
  }

  #if !os(Windows)
    private static func stamp(of info: stat) -> DirectoryStamp {
      #if canImport(Darwin)
        let time = info.st_mtimespec
      #else
        let time = info.st_mtim
      #endif
      return DirectoryStamp(
        device: UInt64(truncatingIfNeeded: info.st_dev),
        inode: UInt64(truncatingIfNeeded: info.st_ino),
        modificationNanoseconds: nanoseconds(time))
    }

    private static func realTimeNanoseconds() -> Int64 {
      var now = timespec()
      clock_gettime(CLOCK_REALTIME, &now)
      return nanoseconds(now)
    }

    /// `time` in nanoseconds, saturating at the limits of `Int64`.
    private static func nanoseconds(_ time: timespec) -> Int64 {
      let (scaled, overflow) = Int64(time.tv_sec).multipliedReportingOverflow(by: 1_000_000_000)
      if overflow { return time.tv_sec < 0 ? .min : .max }
      let (total, overflowAgain) = scaled.addingReportingOverflow(Int64(time.tv_nsec))
      return overflowAgain ? .max : total
    }
  #endif
}
