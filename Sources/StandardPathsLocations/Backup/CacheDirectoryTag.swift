import StandardPathsSupport
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `CACHEDIR.TAG` file of the Cache Directory Tagging Specification
/// (Bryan Ford, <https://bford.info/cachedir/>).
internal enum CacheDirectoryTag {
  /// The file's name.
  static let fileName = "CACHEDIR.TAG"

  /// The 43 bytes a valid tag starts with: `Signature: ` and the MD5 of
  /// `.IsCacheDirectory`.
  static let signature: [UInt8] = Array("Signature: 8a477f597d28d172789f06886806bc55".utf8)

  /// The signature followed by the comment the specification recommends,
  /// naming the app that wrote it.
  static func contents(createdBy app: String) -> [UInt8] {
    let text = """
      Signature: 8a477f597d28d172789f06886806bc55
      # This file is a cache directory tag created by \(app).
      # For information about cache directory tags, see:
      #\thttps://bford.info/cachedir/

      """
    return Array(text.utf8)
  }

  /// What stands under the tag's name in a directory.
  enum Presence: Sendable, Hashable {
    /// Nothing.
    case absent
    /// A regular file whose first 43 bytes are the signature.
    case valid
    /// Anything else: another file, a symbolic link, a directory.
    case foreign
  }

  #if !os(Windows)
    /// Looks at the tag in `directory` without following a symbolic link
    /// or blocking on a FIFO.
    static func presence(in directory: borrowing Descriptor) throws(Errno) -> Presence {
      let flags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
      let descriptor = fileName.withCString { openat(directory.descriptor, $0, flags) }
      guard descriptor >= 0 else {
        let code = errno
        if code == ENOENT { return .absent }
        if code == ELOOP { return .foreign }  // a symbolic link is never a valid tag
        throw Errno(rawValue: code)
      }
      defer { close(descriptor) }
      var info = stat()
      guard fstat(descriptor, &info) == 0 else { throw Errno(rawValue: errno) }
      guard Stat(rawValue: info).type == .regular else { return .foreign }
      return try readPrefix(descriptor, count: signature.count) == signature ? .valid : .foreign
    }

    /// Writes a tag into `directory` atomically, never replacing an
    /// existing file: the bytes go to a temporary file in the same
    /// directory, which is then published under the tag's name with
    /// `link(2)` (which fails if the name is taken). On a file system
    /// without hard links, the name is re-checked and `rename(2)` is used.
    ///
    /// - Returns: What stands under the tag's name afterwards: `.valid`, or
    ///   `.foreign` if another file took the name first.
    static func publish(_ contents: [UInt8], in directory: borrowing Descriptor) throws(Errno)
      -> Presence
    {
      let directoryDescriptor = directory.descriptor
      let temporaryName = ".\(fileName).\(getpid()).\(UInt64.random(in: 0...UInt64.max))"
      let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
      let descriptor = temporaryName.withCString {
        openat(directoryDescriptor, $0, flags, mode_t(0o644))
      }
      guard descriptor >= 0 else { throw Errno(rawValue: errno) }
      defer { _ = temporaryName.withCString { unlinkat(directoryDescriptor, $0, 0) } }
      do {
        try writeAll(contents, to: descriptor)
      } catch {
        close(descriptor)
        throw error
      }
      guard close(descriptor) == 0 else { throw Errno(rawValue: errno) }

      let linked = temporaryName.withCString { source in
        fileName.withCString { target in
          linkat(directoryDescriptor, source, directoryDescriptor, target, 0)
        }
      }
      if linked == 0 { return .valid }
      let code = errno
      if code == EEXIST { return try presence(in: directory) }
      guard [EPERM, ENOTSUP, EOPNOTSUPP, EMLINK, ENOSYS, EXDEV].contains(code) else {
        throw Errno(rawValue: code)
      }
      let existing = try presence(in: directory)
      if existing != .absent { return existing }
      let renamed = temporaryName.withCString { source in
        fileName.withCString { target in
          renameat(directoryDescriptor, source, directoryDescriptor, target)
        }
      }
      guard renamed == 0 else { throw Errno(rawValue: errno) }
      return .valid
    }

    /// Removes the tag from `directory` (callers check it is valid first).
    static func remove(from directory: borrowing Descriptor) throws(Errno) {
      let result = fileName.withCString { unlinkat(directory.descriptor, $0, 0) }
      guard result == 0 || errno == ENOENT else { throw Errno(rawValue: errno) }
    }

    private static func readPrefix(_ descriptor: Int32, count: Int) throws(Errno) -> [UInt8] {
      var bytes = [UInt8](repeating: 0, count: count)
      var total = 0
      while total < count {
        let result = bytes.withUnsafeMutableBytes { buffer in
          read(descriptor, buffer.baseAddress.map { $0 + total }, count - total)
        }
        if result < 0 {
          if errno == EINTR { continue }
          throw Errno(rawValue: errno)
        }
        if result == 0 { break }
        total += result
      }
      return Array(bytes.prefix(total))
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Errno) {
      var offset = 0
      while offset < bytes.count {
        let result = bytes.withUnsafeBytes { buffer in
          write(descriptor, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
        }
        if result < 0 {
          if errno == EINTR { continue }
          throw Errno(rawValue: errno)
        }
        offset += result
      }
    }
  #endif
}
