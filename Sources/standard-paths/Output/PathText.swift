/// Splitting the `/`-separated relative paths of an audit report, on their
/// UTF-8 bytes (cheaper than character views; every delimiter is ASCII).
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
}
