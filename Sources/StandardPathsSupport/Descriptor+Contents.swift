// Reading and writing the contents of an open regular file: the copy writes
// one, the verification reads two.

import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if !os(Windows)
  extension Descriptor {
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
  }
#endif
