/// Splitting the `/`-separated relative paths of an audit report, on their
/// UTF-8 bytes (cheaper than character views; every delimiter is ASCII), and
/// spelling paths in URLs.
enum PathText {
  /// The folder (without its final `/`, `""` if none) and the last
  /// component of `path`.
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("", path) }
    return (String(path[..<slash]), String(path[path.utf8.index(after: slash)...]))
  }

  /// The text after the last `.` of the last component, or `nil` if there
  /// is none (or only a leading one, as in `.profile`).
  static func lastExtension(_ path: String) -> Substring? {
    let name = split(path).name
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else {
      return nil
    }
    return name[name.utf8.index(after: dot)...]
  }

  /// A `/`-separated path's bytes as a URL path: every byte but ASCII
  /// letters, digits, `-._~@` and `/` percent-encoded (so bytes that are not
  /// UTF-8 survive as `%E9`).
  static func percentEncoded(_ bytes: some Sequence<UInt8>) -> String {
    var result = ""
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "@"), UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }
}
