// Names of directory entries, kept as raw bytes: cheap to read from
// `readdir` and to pass to `openat`, and exact for names that are not UTF-8
// (a migration meets such names). `FilePath` is built only for messages:
// `FilePath.Component` costs ~2 ms per item in debug builds.

import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if !os(Windows)
  /// The name of one item in a directory: not empty, no `/`, no NUL, not
  /// `.` or `..`.
  package struct EntryName: Sendable, Hashable {
    /// The name's bytes followed by a NUL.
    private let terminated: [CChar]

    /// The name in `text`, if it is a valid name.
    init?(platformString text: UnsafePointer<CChar>) {
      let count = strlen(text)
      let bytes = Array(UnsafeBufferPointer(start: text, count: count))
      self.init(bytes: bytes)
    }

    /// The name made of `bytes` (without a NUL), if it is a valid name.
    package init?(bytes: [CChar]) {
      let dot = CChar(UInt8(ascii: "."))
      guard !bytes.isEmpty, bytes != [dot], bytes != [dot, dot],
        !bytes.contains(0), !bytes.contains(CChar(UInt8(ascii: "/")))
      else { return nil }
      terminated = bytes + [0]
    }

    /// The name of `component`, if it is a valid name.
    package init?(_ component: FilePath.Component) {
      let bytes = component.withPlatformString {
        Array(UnsafeBufferPointer(start: $0, count: strlen($0)))
      }
      self.init(bytes: bytes)
    }

    /// The name's bytes, without the NUL.
    package var bytes: ArraySlice<CChar> { terminated.dropLast() }

    /// Calls `body` with the name as a NUL-terminated C string.
    func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
      terminated.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { preconditionFailure("never empty") }
        return body(base)
      }
    }
  }

  extension FilePath {
    /// This path with `name` appended, for messages.
    package func appending(_ name: EntryName) -> FilePath {
      var bytes = withPlatformString {
        Array(UnsafeBufferPointer(start: $0, count: strlen($0)))
      }
      if bytes.last != CChar(UInt8(ascii: "/")) { bytes.append(CChar(UInt8(ascii: "/"))) }
      return FilePath(platformString: bytes + name.bytes + [0])
    }
  }
#endif
