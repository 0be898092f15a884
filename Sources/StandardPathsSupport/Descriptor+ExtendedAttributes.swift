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
    /// The bytes of the attribute `name` (at most 256: longer values are
    /// returned empty), or `nil` if it is not set.
    package func extendedAttribute(_ name: String) throws(Errno) -> [UInt8]? {
      #if canImport(CXattr)
        var buffer = [UInt8](repeating: 0, count: 256)
        let size = buffer.withUnsafeMutableBytes {
          fgetxattr(descriptor, name, $0.baseAddress, $0.count)
        }
        guard size >= 0 else {
          let code = errno
          if code == ENODATA { return nil }
          if code == ERANGE { return [] }  // longer than any value we care about
          throw Errno(rawValue: code)
        }
        return Array(buffer.prefix(size))
      #else
        throw .notSupported
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
