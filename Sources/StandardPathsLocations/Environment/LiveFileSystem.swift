// The real file system, read-only: `lstat` and `read` for the location
// rules (`FileSystemProbe`). Part of the live adapter: nothing else in the
// core touches the disk. The resolver's listings (`DirectoryReader`) are in
// StandardPathsResolution.

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

/// Reads the real file system: the location rules' questions
/// (``FileSystemProbe``), and in StandardPathsResolution the resolver's
/// (`DirectoryReader`).
///
/// A listing costs one `opendir`, one `fstat` and the `readdir` calls; a
/// stamp one `stat`; a status one `lstat`. Names that are not valid UTF-8
/// are left out of listings: no `String` request can name them; so are
/// symbolic links whose target is missing (dangling): they are no file to
/// load. On Windows
/// nothing can be inspected or listed yet.
public struct LiveFileSystem: FileSystemProbe, Sendable {
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
}

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
