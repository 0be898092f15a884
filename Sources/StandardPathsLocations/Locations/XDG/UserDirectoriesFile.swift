import StandardPathsSuffixes
import SystemPackage

/// The assignments of an xdg-user-dirs `user-dirs.dirs` file, read the way
/// the reference `xdg-user-dir` shell script reads it.
///
/// The file is written by `xdg-user-dirs-update` as shell assignments and
/// sourced by a shell, so each line is read as one:
///
/// - blank lines and `#` comments are skipped, and so is a comment after the
///   value; a trailing carriage return is dropped;
/// - the value is one shell word: double quotes (where a backslash escapes a
///   double quote, dollar sign, backtick or backslash), single quotes and
///   backslash escapes work as in `sh`;
/// - `$HOME` or `${HOME}` at the start of the value expands to the home
///   directory; `$HOME` alone is the home directory itself;
/// - an assignment whose value is relative is ignored as if its line were
///   absent, and the last valid assignment of a key wins.
///
/// Lines a shell would not run as a plain assignment are ignored: an
/// unterminated quote, another variable (`$HOMEWORK`, `$USER`), command
/// substitution, or a command after the value. Like GLib, Qt and
/// platformdirs, and unlike `sh`, blanks around `=` are tolerated. A value
/// that is not valid UTF-8 or contains NUL is ignored.
///
/// Reading is linear in the size of the file.
public struct UserDirectoriesFile: Sendable, Hashable {
  /// One folder the file assigns.
  public struct Entry: Sendable, Hashable {
    /// The absolute path's exact bytes, normalized like `FilePath` does
    /// (no repeated or trailing `/`).
    public let bytes: [UInt8]
    /// The 1-based line of the assignment that set it (what
    /// `dirs --explain` shows: "user-dirs.dirs line 8").
    public let line: Int

    /// Creates an entry.
    public init(bytes: [UInt8], line: Int) {
      self.bytes = bytes
      self.line = line
    }

    /// The path as text; invalid UTF-8 is replaced with U+FFFD.
    public var path: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether ``path`` is exact (the bytes are valid UTF-8).
    public var isValidUTF8: Bool { String(validUTF8: bytes) != nil }
  }

  /// The folders by key (`DOCUMENTS`, `DOWNLOAD`, … for `XDG_<KEY>_DIR`),
  /// with the line that set each.
  public private(set) var entries: [String: Entry] = [:]

  /// The folder paths by key (`DOCUMENTS`, `DOWNLOAD`, …), absolute and
  /// normalized; lossy where ``Entry/isValidUTF8`` is false.
  public var directories: [String: String] { entries.mapValues(\.path) }

  /// Parses the bytes of a `user-dirs.dirs` file.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - home: The home directory that `$HOME` expands to; assignments that
  ///     use `$HOME` are ignored when it is `nil`.
  public init(parsing bytes: some Collection<UInt8>, home: String?) {
    let lines = Array(bytes).split(
      separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      guard let (key, value) = Self.assignment(in: line, home: home) else { continue }
      entries[key] = Entry(bytes: Array(value.utf8), line: index + 1)
    }
  }

  /// Parses the bytes of a `user-dirs.dirs` file with the variables of an
  /// environment snapshot (the form the resolution rules call).
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - environment: The snapshot's variables. This reader expands only
  ///     `$HOME`, so they are not consulted yet.
  ///   - home: The home directory's bytes, the value of `HOME`.
  public init(
    parsing bytes: some Collection<UInt8>, environment: [String: String], home: [UInt8]?
  ) {
    self.init(parsing: bytes, home: home.map { String(decoding: $0, as: UTF8.self) })
  }

  /// The folder assigned to `key` (such as `DOCUMENTS`), or `nil`; lossy
  /// like ``directories``.
  public subscript(key: String) -> String? { entries[key]?.path }

  // MARK: - Line grammar

  private static let blank: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t")]
  private static let metacharacters: Set<UInt8> = Set("`;&|<>()".utf8)

  /// Parses one line into `(KEY, absolute path)`, where `KEY` is the part
  /// between `XDG_` and `_DIR`.
  private static func assignment(in line: ArraySlice<UInt8>, home: String?) -> (String, String)? {
    var line = line
    if line.last == UInt8(ascii: "\r") { line.removeLast() }
    var cursor = Cursor(bytes: line)
    cursor.skip(blank)
    guard let variable = cursor.identifier() else { return nil }
    cursor.skip(blank)
    guard cursor.take(UInt8(ascii: "=")) else { return nil }
    cursor.skip(blank)
    guard let word = cursor.shellWord() else { return nil }
    cursor.skip(blank)
    guard cursor.isAtEnd || cursor.peek == UInt8(ascii: "#") else { return nil }
    guard variable.hasPrefix("XDG_"), variable.hasSuffix("_DIR"), variable.count > 8 else {
      return nil
    }
    guard let path = word.resolved(home: home) else { return nil }
    return (String(variable.dropFirst(4).dropLast(4)), path)
  }

  /// A value read from a line: its bytes after quote removal, and whether
  /// it started with a `$HOME` expansion.
  private struct Word {
    var startsWithHome = false
    var bytes: [UInt8] = []

    func resolved(home: String?) -> String? {
      guard !bytes.contains(0), let text = String(validUTF8: bytes) else {
        return nil
      }
      let path: String
      if startsWithHome {
        guard let home else { return nil }
        path = home + text
      } else {
        path = text
      }
      guard path.utf8.first == UInt8(ascii: "/") else { return nil }
      return FilePath(path).string
    }
  }

  private struct Cursor {
    let bytes: ArraySlice<UInt8>
    var index: Int

    init(bytes: ArraySlice<UInt8>) {
      self.bytes = bytes
      self.index = bytes.startIndex
    }

    var isAtEnd: Bool { index >= bytes.endIndex }
    var peek: UInt8? { isAtEnd ? nil : bytes[index] }

    mutating func skip(_ set: Set<UInt8>) {
      while let byte = peek, set.contains(byte) { index += 1 }
    }

    mutating func take(_ byte: UInt8) -> Bool {
      guard peek == byte else { return false }
      index += 1
      return true
    }

    /// A shell variable name: a letter or `_`, then letters, digits or `_`.
    mutating func identifier() -> String? {
      let start = index
      while let byte = peek, isIdentifierByte(byte, first: index == start) { index += 1 }
      guard index > start else { return nil }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// One shell word, or `nil` if the shell would not treat it as a
    /// plain value.
    mutating func shellWord() -> Word? {
      var word = Word()
      while let byte = peek, !UserDirectoriesFile.blank.contains(byte) {
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          guard doubleQuoted(into: &word) else { return nil }
        case UInt8(ascii: "'"):
          guard let end = bytes[index...].firstIndex(of: UInt8(ascii: "'")) else { return nil }
          word.bytes += bytes[index..<end]
          index = end + 1
        case UInt8(ascii: "\\"):
          guard let escaped = peek else { return nil }
          word.bytes.append(escaped)
          index += 1
        case UInt8(ascii: "$"):
          guard expansion(into: &word) else { return nil }
        case _ where UserDirectoriesFile.metacharacters.contains(byte):
          return nil
        default:
          word.bytes.append(byte)
        }
      }
      return word
    }

    /// The inside of a double-quoted string, after its opening quote.
    private mutating func doubleQuoted(into word: inout Word) -> Bool {
      while let byte = peek {
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          return true
        case UInt8(ascii: "\\"):
          guard let escaped = peek else { return false }
          if !"$`\"\\".utf8.contains(escaped) { word.bytes.append(byte) }
          word.bytes.append(escaped)
          index += 1
        case UInt8(ascii: "$"):
          guard expansion(into: &word) else { return false }
        case UInt8(ascii: "`"):
          return false
        default:
          word.bytes.append(byte)
        }
      }
      return false
    }

    /// What follows an unescaped `$`: `HOME` or `{HOME}` at the start of the
    /// value, or a literal `$` when no name follows. Any other expansion
    /// makes the line unreadable.
    private mutating func expansion(into word: inout Word) -> Bool {
      let rest = bytes[index...]
      let name: Int
      if rest.starts(with: "{HOME}".utf8) {
        name = 6
      } else if rest.starts(with: "HOME".utf8),
        rest.dropFirst(4).first.map({ !isIdentifierByte($0, first: false) }) ?? true
      {
        name = 4
      } else if let next = rest.first,
        isIdentifierByte(next, first: true) || next == UInt8(ascii: "{")
      {
        return false
      } else {
        word.bytes.append(UInt8(ascii: "$"))
        return true
      }
      guard word.bytes.isEmpty, !word.startsWithHome else { return false }
      word.startsWithHome = true
      index += name
      return true
    }

    private func isIdentifierByte(_ byte: UInt8, first: Bool) -> Bool {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "_"):
        return true
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        return !first
      default:
        return false
      }
    }
  }
}
