#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc) || canImport(Musl) || canImport(Android) || canImport(Darwin)
  /// An open file read with `pread`, a block at a time: the reader touches
  /// only the blocks that hold headers, however large the file.
  struct FileImageByteSource: ImageByteSource {
    /// The open descriptor; the caller owns and closes it.
    let descriptor: CInt
    /// The path, for errors.
    let path: String

    /// One page: enough for most headers in a single read.
    var readAhead: Int { 4_096 }

    /// Reads with `pread` until `count` bytes or the end of the file,
    /// retrying calls interrupted by a signal.
    func bytes(at offset: Int, count: Int) throws(ImageFileError) -> [UInt8] {
      guard count > 0, offset >= 0 else { return [] }
      var failure: Int32 = 0
      let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
        initialized = 0
        guard let base = buffer.baseAddress else { return }
        while initialized < count {
          guard let position = off_t(exactly: offset &+ initialized), position >= 0 else { return }
          let got = pread(descriptor, base + initialized, count - initialized, position)
          if got > 0 {
            initialized += got
          } else if got == 0 {
            return
          } else if errno != EINTR {
            failure = errno
            return
          }
        }
      }
      guard failure == 0 else { throw ImageFileError(operation: .read, path: path, code: failure) }
      return bytes
    }
  }

  extension ImageHeaderReader {
    /// Reads the header of the file at `path`, reading only the blocks that
    /// hold it.
    ///
    /// The file is opened non-blocking, so a FIFO or device named like an
    /// image fails to read instead of hanging the audit.
    ///
    /// - Parameter path: The file's path.
    /// - Returns: The format and page sizes, `.unsupported` or `.malformed`.
    /// - Throws: ``ImageFileError`` when the file cannot be opened or read.
    static func read(fileAtPath path: String) throws(ImageFileError) -> ImageHeaderResult {
      guard !path.utf8.contains(0) else {
        throw ImageFileError(operation: .open, path: path, code: EINVAL)
      }
      var descriptor: CInt
      repeat {
        descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
      } while descriptor < 0 && errno == EINTR
      guard descriptor >= 0 else {
        throw ImageFileError(operation: .open, path: path, code: errno)
      }
      defer { close(descriptor) }
      return try read(from: FileImageByteSource(descriptor: descriptor, path: path))
    }
  }
#endif
