// An open regular file: the copy writes one, the verification reads two.

import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if !os(Windows)
  /// An open regular file, closed when the value goes away.
  package struct OpenFile: ~Copyable {
    /// The open file descriptor.
    package let descriptor: Int32

    /// Takes ownership of `descriptor`, which `deinit` closes.
    package init(descriptor: Int32) {
      self.descriptor = descriptor
    }

    deinit {
      close(descriptor)
    }

    /// The file's status.
    package func status() throws(Errno) -> Stat {
      var info = stat()
      try systemCall { fstat(descriptor, &info) }
      return Stat(rawValue: info)
    }

    /// Reads until `buffer` is full or the file ends.
    ///
    /// - Returns: The number of bytes read; less than the buffer's size only
    ///   at the end of the file.
    package func readFully(into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
      var filled = 0
      while filled < buffer.count {
        let base = buffer.baseAddress.map { $0 + filled }
        let count = try systemCall { read(descriptor, base, buffer.count - filled) }
        if count == 0 { break }
        filled += count
      }
      return filled
    }

    /// Writes all of `bytes`.
    package func writeAll(_ bytes: UnsafeRawBufferPointer) throws(Errno) {
      var written = 0
      while written < bytes.count {
        let base = bytes.baseAddress.map { $0 + written }
        written += try systemCall { write(descriptor, base, bytes.count - written) }
      }
    }

    /// Sets the permission bits, regardless of the umask.
    package func setPermissions(_ permissions: mode_t) throws(Errno) {
      try systemCall { fchmod(descriptor, permissions) }
    }

    /// Sets the access and modification times.
    package func setTimes(access: timespec, modification: timespec) throws(Errno) {
      let times = [access, modification]
      try systemCall { futimens(descriptor, times) }
    }

    /// Flushes data and metadata to stable storage (`fsync`).
    package func synchronize() throws(Errno) {
      try systemCall { fsync(descriptor) }
    }
  }
#endif
