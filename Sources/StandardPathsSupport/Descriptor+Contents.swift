// Reading and writing the contents of an open regular file: the copy writes
// one (keeping its holes), the verification reads two.

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

    /// Copies this file's data into the empty file `output`, leaving holes
    /// where this file has them (`SEEK_DATA`/`SEEK_HOLE`), and gives it
    /// this file's size: a 64 MB sparse file stays a few blocks, as with
    /// `cp -a`. `buffer` carries the data; a file system that cannot seek
    /// to data is copied whole. `observe` sees the contents in order, once,
    /// as they are copied: each run of data as its bytes, each hole as `nil`
    /// and its length (so a digest of them needs no second read).
    package func copyData(
      to output: borrowing Descriptor, size: Int64, buffer: UnsafeMutableRawBufferPointer,
      observing observe: (UnsafeRawBufferPointer?, Int64) -> Void = { _, _ in }
    ) throws(Errno) {
      let seekData: Int32 = 3  // SEEK_DATA and SEEK_HOLE (Linux, the BSDs, Darwin)
      let seekHole: Int32 = 4
      var offset: Int64 = 0
      while offset < size {
        var start = offset
        var end = size
        do {
          start = Int64(try systemCall { lseek(descriptor, off_t(offset), seekData) })
          end = min(size, Int64(try systemCall { lseek(descriptor, off_t(start), seekHole) }))
        } catch {
          if error == Errno(rawValue: ENXIO) { break }  // only a hole is left
          if error != .invalidArgument && error != .notSupported { throw error }
        }
        if min(start, end) > offset { observe(nil, min(start, end) - offset) }
        while start < end {
          let wanted = Int(min(Int64(buffer.count), end - start))
          let count = try systemCall { pread(descriptor, buffer.baseAddress, wanted, off_t(start)) }
          if count == 0 { return try truncate(output, to: start) }  // shrank meanwhile
          observe(UnsafeRawBufferPointer(start: buffer.baseAddress, count: count), Int64(count))
          var written = 0
          while written < count {
            written += try systemCall {
              pwrite(
                output.descriptor, buffer.baseAddress.map { $0 + written }, count - written,
                off_t(start) + off_t(written))
            }
          }
          start += Int64(count)
        }
        offset = end
      }
      if size > offset { observe(nil, size - offset) }
      try truncate(output, to: size)
    }

    private func truncate(_ output: borrowing Descriptor, to size: Int64) throws(Errno) {
      try systemCall { ftruncate(output.descriptor, off_t(size)) }
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
