// The real file system, read-only: `lstat` and `read` for the location
// rules (`FileSystemProbe`), `opendir`/`readdir` and `stat` for the
// resolver (`DirectoryReader`). Part of the live adapter: nothing else in
// the core or the resolver touches the disk.

import SystemPackage

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the real file system: one type answers both the location rules'
/// questions (``FileSystemProbe``) and the resolver's (``DirectoryReader``).
///
/// A listing costs one `opendir`, one `fstat` and the `readdir` calls; a
/// stamp one `stat`; a status one `lstat`. Names that are not valid UTF-8
/// are left out of listings: no `String` request can name them; so are
/// symbolic links whose target is missing (dangling): they are no file to
/// load. On Windows
/// nothing can be inspected or listed yet.
public struct LiveFileSystem: FileSystemProbe, DirectoryReader, Sendable {
  /// How long after a directory's last change a listing is considered
  /// settled: longer than the coarsest common timestamp granularity (two
  /// seconds on FAT, one on HFS+; a clock tick on ext4 and tmpfs).
  internal static let settlingNanoseconds: Int64 = 2_000_000_000

  /// Creates a reader of the real file system.
  public init() {}

  /// Calls `lstat(2)` on `path`.
  public func statusOfItem(atPath path: String) throws(FileSystemError) -> FileItemStatus? {
    #if os(Windows)
      return nil
    #else
      var info = stat()
      guard lstat(path, &info) == 0 else {
        let code = errno
        if code == ENOENT || code == ENOTDIR { return nil }
        throw FileSystemError("inspect", FilePath(path), Errno(rawValue: code))
      }
      return FileItemStatus(Stat(rawValue: info))
    #endif
  }

  /// Reads the regular file at `path`, or returns `nil` (also for a
  /// directory, FIFO or device: it is opened without blocking and must be
  /// a regular file). Plain `open`/`read`, which a command-line tool starts
  /// faster with than with `FileManager`.
  public func contentsOfFile(atPath path: String) -> [UInt8]? {
    #if os(Windows)
      guard let data = FileManager.default.contents(atPath: path) else { return nil }
      return [UInt8](data)
    #else
      let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var info = stat()
      guard fstat(descriptor, &info) == 0, Stat(rawValue: info).type == .regular
      else { return nil }
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count == 0 { return bytes }
        if count < 0 {
          if errno == EINTR { continue }
          return nil
        }
        bytes += chunk[..<count]
      }
    #endif
  }

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

/// The former name of ``LiveFileSystem``'s directory-reading half, kept so
/// that `LiveDirectoryReader()` still compiles.
public typealias LiveDirectoryReader = LiveFileSystem

#if !os(Windows)
  extension FileItemStatus {
    /// The location rules' view of what `stat` reported, through
    /// swift-system's `Stat` (the one mapping of a mode to a kind).
    package init(_ status: Stat) {
      let kind: Kind
      switch status.type {
      case .directory: kind = .directory
      case .symbolicLink: kind = .symbolicLink
      case .regular: kind = .regularFile
      default: kind = .other
      }
      self.init(
        kind: kind, ownerID: UInt32(status.userID.rawValue),
        permissions: UInt16(truncatingIfNeeded: status.permissions.rawValue))
    }
  }
#endif
