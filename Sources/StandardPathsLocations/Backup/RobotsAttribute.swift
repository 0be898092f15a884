import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The extended attribute `user.xdg.robots.backup` (freedesktop Common
/// Extended Attributes): `false` asks backup tools to skip the item.
enum RobotsAttribute {
  /// The attribute's name.
  static let name = "user.xdg.robots.backup"
  /// The value that excludes the item.
  static let excludedValue: [UInt8] = Array("false".utf8)

  /// Whether `code` means the file system has no `user.*` attributes.
  static func isUnsupported(_ code: Errno) -> Bool {
    code == .notSupported || code.rawValue == EOPNOTSUPP
  }
}
