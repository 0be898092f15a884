import SystemPackage

/// How a platform spells paths: POSIX (`/`) or Windows (`\`).
///
/// POSIX paths are built with swift-system's `FilePath`, which collapses
/// repeated separators and drops trailing ones, so `TMPDIR=/tmp/` and
/// `TMPDIR=/` both join cleanly. Windows paths are spelled by hand because
/// `FilePath` only knows the host's syntax.
enum PathSyntax: Sendable {
  case posix
  case windows

  /// Whether `path` is absolute in this syntax. Windows accepts drive paths
  /// (`C:\`, `C:/`) and UNC or device paths (`\\server\share`, `\\?\`).
  /// A path containing NUL is never valid (no file system accepts it).
  func isAbsolute(_ path: String) -> Bool {
    guard !path.utf8.contains(0) else { return false }
    switch self {
    case .posix:
      return path.utf8.first == UInt8(ascii: "/")
    case .windows:
      let bytes = Array(path.utf8.prefix(3))
      if bytes.count == 3, isASCIILetter(bytes[0]), bytes[1] == UInt8(ascii: ":"),
        isWindowsSeparator(bytes[2])
      {
        return true
      }
      return bytes.count >= 2 && isWindowsSeparator(bytes[0]) && isWindowsSeparator(bytes[1])
    }
  }

  /// Joins `components` onto `base`.
  func join(_ base: String, _ components: String...) -> String {
    join(base, components)
  }

  /// Joins `components` onto `base`.
  func join(_ base: String, _ components: [String]) -> String {
    switch self {
    case .posix:
      var path = FilePath(base)
      for component in components { path.append(component) }
      return path.string
    case .windows:
      var path = normalized(base)
      for component in components {
        if let last = path.utf8.last, !isWindowsSeparator(last) { path += "\\" }
        path += component
      }
      return path
    }
  }

  /// The path with redundant separators removed. Windows paths also get
  /// `\` for every `/`, keeping a leading `\\` (UNC) and the root of a
  /// drive (`C:\`).
  func normalized(_ path: String) -> String {
    switch self {
    case .posix:
      return FilePath(path).string
    case .windows:
      // Scalars, not Characters: a separator followed by a combining mark
      // is still a separator to Windows.
      var result = String.UnicodeScalarView()
      var previousWasSeparator = false
      for (offset, scalar) in path.unicodeScalars.enumerated() {
        let isSeparator = scalar == "\\" || scalar == "/"
        if isSeparator, previousWasSeparator, offset > 1 { continue }
        result.append(isSeparator ? "\\" : scalar)
        previousWasSeparator = isSeparator
      }
      while result.count > 3, result.last == "\\" { result.removeLast() }
      return String(result)
    }
  }

  private func isASCIILetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private func isWindowsSeparator(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "/")
  }
}
