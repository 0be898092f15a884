// Extended attributes of an open file or directory, or of an item of an open
// directory without following it (a symbolic link's own attributes, which
// `cp -a` keeps: Linux allows `trusted.*` and `security.*` on links, not
// `user.*`). On Linux the calls come through the CXattr shim (Glibc does not
// export them); elsewhere they report "not supported" (Apple platforms mark
// backups with a resource value).

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
    /// With `item`, the attribute of that item of this directory, not
    /// followed if it is a symbolic link.
    package func extendedAttribute(_ name: String, ofItem item: EntryName? = nil)
      throws(Errno) -> [UInt8]?
    {
      #if canImport(CXattr)
        var capacity = 256
        while true {
          var buffer = [UInt8](repeating: 0, count: capacity)
          let size = buffer.withUnsafeMutableBytes { bytes in
            guard let item else {
              return fgetxattr(descriptor, name, bytes.baseAddress, bytes.count)
            }
            return withPath(of: item) { lgetxattr($0, name, bytes.baseAddress, bytes.count) }
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
    /// (`flistxattr`), or with `item` on that item of this directory, not
    /// followed (`llistxattr`), so a copy can keep all of them, not only the
    /// ones it knows.
    package func extendedAttributeNames(ofItem item: EntryName? = nil) throws(Errno) -> [String] {
      #if canImport(CXattr)
        var capacity = 1024
        while true {
          var buffer = [CChar](repeating: 0, count: capacity)
          let size = buffer.withUnsafeMutableBufferPointer { bytes in
            guard let item else { return flistxattr(descriptor, bytes.baseAddress, bytes.count) }
            return withPath(of: item) { llistxattr($0, bytes.baseAddress, bytes.count) }
          }
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

    /// Sets the attribute `name` to `value`; with `item`, on that item of
    /// this directory, not followed.
    package func setExtendedAttribute(
      _ name: String, to value: [UInt8], ofItem item: EntryName? = nil
    ) throws(Errno) {
      #if canImport(CXattr)
        try systemCall {
          value.withUnsafeBytes { bytes in
            guard let item else {
              return fsetxattr(descriptor, name, bytes.baseAddress, bytes.count, 0)
            }
            return withPath(of: item) { lsetxattr($0, name, bytes.baseAddress, bytes.count, 0) }
          }
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

    #if canImport(CXattr)
      /// Calls `body` with `/proc/self/fd/N/item`, N this directory: the
      /// `l*xattr` calls take a path, and this one resolves `item` in this
      /// open directory (as the `*at` calls do), whatever became of the
      /// directory's own path, and leaves a final symbolic link unfollowed.
      private func withPath<Result>(
        of item: EntryName, _ body: (UnsafePointer<CChar>) -> Result
      ) -> Result {
        var path = Array("/proc/self/fd/\(descriptor)/".utf8CString.dropLast())
        path += item.bytes
        path.append(0)
        return path.withUnsafeBufferPointer { buffer in
          guard let base = buffer.baseAddress else { preconditionFailure("never empty") }
          return body(base)
        }
      }
    #endif
  }
#endif
