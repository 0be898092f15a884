// Extended attributes of an open file or directory. On Linux the calls come
// through the CXattr shim (Glibc does not export them); elsewhere they report
// "not supported" (Apple platforms mark backups with a resource value).

import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(CXattr)
  import CXattr
#endif

#if !os(Windows)
  extension Descriptor {
    /// The bytes of the attribute `name`, or `nil` if it is not set: whole,
    /// however long, since a migration copies ACLs and values byte for byte.
    package func extendedAttribute(_ name: String) throws(Errno) -> [UInt8]? {
      #if canImport(CXattr)
        var capacity = 256
        while true {
          var buffer = [UInt8](repeating: 0, count: capacity)
          let size = buffer.withUnsafeMutableBytes {
            fgetxattr(descriptor, name, $0.baseAddress, $0.count)
          }
          if size >= 0 { return Array(buffer.prefix(size)) }
          let code = errno
          if code == ENODATA { return nil }
          guard code == ERANGE, capacity < 1 << 20 else { throw Errno(rawValue: code) }
          capacity *= 16  // grown since the last call: read again, larger
        }
      #else
        throw .notSupported
      #endif
    }

    /// The names of every attribute this process can see on the file
    /// (`flistxattr`), so a copy can keep all of them, not only the ones it
    /// knows.
    package func extendedAttributeNames() throws(Errno) -> [String] {
      #if canImport(CXattr)
        var capacity = 1024
        while true {
          var buffer = [CChar](repeating: 0, count: capacity)
          let size = flistxattr(descriptor, &buffer, capacity)
          if size >= 0 {
            return buffer.prefix(size).split(separator: 0).map {
              String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
          }
          let code = errno
          if code == ENOTSUP { return [] }  // a file system without attributes has none
          guard code == ERANGE, capacity < 1 << 20 else { throw Errno(rawValue: code) }
          capacity *= 16
        }
      #else
        return []
      #endif
    }

    /// Sets the attribute `name` to `value`.
    package func setExtendedAttribute(_ name: String, to value: [UInt8]) throws(Errno) {
      #if canImport(CXattr)
        try systemCall {
          value.withUnsafeBytes { fsetxattr(descriptor, name, $0.baseAddress, $0.count, 0) }
        }
      #else
        throw .notSupported
      #endif
    }

    /// Removes the attribute `name`; removing one that is not set is not an
    /// error.
    package func removeExtendedAttribute(_ name: String) throws(Errno) {
      #if canImport(CXattr)
        do {
          try systemCall { fremovexattr(descriptor, name) }
        } catch {
          if error != .noData { throw error }
        }
      #else
        throw .notSupported
      #endif
    }
  }
#endif
