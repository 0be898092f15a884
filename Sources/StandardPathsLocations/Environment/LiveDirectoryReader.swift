// The real file system as a `DirectoryReader`: `opendir`/`readdir` for
// listings, `stat` for stamps. Part of the live adapter: nothing else in
// the resolver touches the disk.

import StandardPathsSuffixes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads real directories: one `opendir`, one `fstat` and the `readdir`
/// calls per listing; one `stat` per stamp.
///
/// Names that are not valid UTF-8 are left out of listings: no `String`
/// request can name them, and so are symbolic links whose target is
/// missing (dangling): they are no file to load. On Windows nothing can be
/// listed yet.
public struct LiveDirectoryReader: DirectoryReader {
  /// How long after a directory's last change a listing is considered
  /// settled: longer than the coarsest common timestamp granularity (two
  /// seconds on FAT, one on HFS+; a clock tick on ext4 and tmpfs).
  internal static let settlingTime: Duration = .seconds(2)

  /// Creates a reader of the real file system.
  public init() {}

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
      let stamp = LiveDirectoryReader.stamp(of: info)
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
      let age = LiveDirectoryReader.realTime() - stamp.modificationTime
      return DirectoryListing(
        names: names, stamp: stamp, isSettled: age > LiveDirectoryReader.settlingTime)
    #endif
  }

  /// Calls `stat(2)` on `path`; `nil` unless it is a directory.
  public func stamp(ofDirectoryAtPath path: String) -> DirectoryStamp? {
    #if os(Windows)
      return nil
    #else
      var info = stat()
      guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
      return LiveDirectoryReader.stamp(of: info)
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
        modificationTime: .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec)))
    }

    private static func realTime() -> Duration {
      var now = timespec()
      clock_gettime(CLOCK_REALTIME, &now)
      return .seconds(Int64(now.tv_sec)) + .nanoseconds(Int64(now.tv_nsec))
    }
  #endif
}
