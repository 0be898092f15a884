/// A path as the layouts compute it: its exact bytes, in the platform's
/// syntax.
///
/// On Linux a path is a byte string, not text: `HOME`, `XDG_*` variables
/// and `user-dirs.dirs` values may hold bytes that are not valid UTF-8, and
/// such a path must reach the file system unchanged. The layouts therefore
/// join bytes; ``ResolvedLocation`` offers them as a `FilePath` and as
/// text (with U+FFFD for invalid sequences).
struct PathBytes: Sendable, Hashable {
  /// The path's bytes (never a NUL: no such value is ever accepted).
  var bytes: [UInt8]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  init(_ text: String) {
    self.bytes = Array(text.utf8)
  }

  /// The path as text; an invalid UTF-8 sequence becomes U+FFFD.
  var string: String { String(decoding: bytes, as: UTF8.self) }

  /// Whether the bytes are valid UTF-8, so that ``string`` is exact.
  var isValidUTF8: Bool { String(validUTF8: bytes) != nil }
}

extension PathSyntax {
  /// Whether `path` is absolute in this syntax (never when it holds NUL).
  func isAbsolute(_ path: PathBytes) -> Bool {
    switch self {
    case .posix: return path.bytes.first == UInt8(ascii: "/") && !path.bytes.contains(0)
    case .windows: return isAbsolute(path.string)
    }
  }

  /// `path` with redundant separators removed, as `FilePath` does on POSIX
  /// (repeated `/` collapsed, a trailing `/` dropped), byte for byte.
  func normalized(_ path: PathBytes) -> PathBytes {
    switch self {
    case .posix:
      var result: [UInt8] = []
      result.reserveCapacity(path.bytes.count)
      for byte in path.bytes where !(byte == UInt8(ascii: "/") && result.last == byte) {
        result.append(byte)
      }
      if result.count > 1, result.last == UInt8(ascii: "/") { result.removeLast() }
      return PathBytes(result)
    case .windows:
      return PathBytes(normalized(path.string))
    }
  }

  /// Joins `components` (each one or more names) onto `base`.
  func join(_ base: PathBytes, _ components: String...) -> PathBytes {
    join(base, components)
  }

  /// Joins `components` (each one or more names) onto `base`.
  func join(_ base: PathBytes, _ components: [String]) -> PathBytes {
    switch self {
    case .posix:
      var bytes = base.bytes
      for component in components where !component.isEmpty {
        bytes.append(UInt8(ascii: "/"))
        bytes += component.utf8
      }
      return normalized(PathBytes(bytes))
    case .windows:
      return PathBytes(join(base.string, components))
    }
  }
}
