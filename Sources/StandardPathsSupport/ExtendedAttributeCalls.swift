// Linux's extended-attribute calls on an open descriptor (through the
// CXattr shim: Glibc does not export them), swappable so tests can make
// them fail.

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

/// The three extended-attribute calls on an open file descriptor, as
/// values, so that tests can stand in for a file system without `user.*`
/// attribute support (none is mounted on the test machine).
package struct ExtendedAttributeCalls: Sendable {
  /// Reads an attribute: its bytes, `nil` if it is not set.
  package var value: @Sendable (_ descriptor: Int32, _ name: String) throws(Errno) -> [UInt8]?
  /// Sets an attribute.
  package var setValue:
    @Sendable (_ descriptor: Int32, _ name: String, _ value: [UInt8]) throws(Errno) ->
      Void
  /// Removes an attribute; removing one that is not set is not an error.
  package var remove: @Sendable (_ descriptor: Int32, _ name: String) throws(Errno) -> Void

  /// Calls that always fail with `code`, as on a file system without
  /// extended attributes.
  static func failing(_ code: Errno) -> ExtendedAttributeCalls {
    ExtendedAttributeCalls(
      value: { (_, _) throws(Errno) in throw code },
      setValue: { (_, _, _) throws(Errno) in throw code },
      remove: { (_, _) throws(Errno) in throw code })
  }

  /// The real calls: `fgetxattr`, `fsetxattr` and `fremovexattr` on Linux;
  /// on other systems they report "not supported" (Apple platforms use the
  /// `isExcludedFromBackup` resource value instead).
  package static let live: ExtendedAttributeCalls = {
    #if canImport(CXattr)
      return ExtendedAttributeCalls(
        value: { (descriptor, name) throws(Errno) in
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
        },
        setValue: { (descriptor, name, value) throws(Errno) in
          let result = value.withUnsafeBytes {
            fsetxattr(descriptor, name, $0.baseAddress, $0.count, 0)
          }
          guard result == 0 else { throw Errno(rawValue: errno) }
        },
        remove: { (descriptor, name) throws(Errno) in
          guard fremovexattr(descriptor, name) == 0 else {
            let code = errno
            if code == ENODATA { return }
            throw Errno(rawValue: code)
          }
        })
    #else
      return .failing(.notSupported)
    #endif
  }()
}
