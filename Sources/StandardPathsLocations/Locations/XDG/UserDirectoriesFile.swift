/// The folders an xdg-user-dirs `user-dirs.dirs` file assigns, read line by
/// line with a small grammar; nothing in the file is ever run.
///
/// The file has one writer, `xdg-user-dirs-update`, and a few hand edits.
/// The reader covers those and nothing more (the reasoning is in
/// `Design/user-dirs.md`):
///
/// - blank lines and comment lines (`#` after optional blanks);
/// - assignment lines: optional blanks, an optional `export` and blanks,
///   `NAME=VALUE`, optional blanks and an optional ` #` comment;
/// - `VALUE` is one shell word: `"…"` (where only `\"`, `\\`, `\$` and a
///   backslash before a backquote are escapes, and any other backslash is
///   kept), `'…'` (literal), unquoted bytes (a backslash escapes the next
///   one), `$NAME` and `${NAME}` outside single quotes, and a leading
///   unquoted `~` before `/` or the end of the word (the value of `HOME`).
///   A name is looked up among the file's earlier assignments (`HOME`
///   included), then in the environment snapshot; an unset one expands to
///   nothing.
///
/// Such a value means exactly what `/bin/sh` would assign. Any other line
/// (a command, `;`, `${NAME:-…}`, `$(…)`, a quote left open, a
/// backslash-newline, …) is not used: that line alone is skipped, reading
/// goes on, and ``skippedLines`` says which line and why.
///
/// Other rules: NUL bytes are dropped (as dash drops them) and so is a
/// carriage return before a line feed; a value longer than 4096 bytes is not
/// assigned; a folder whose final value is relative or empty is ignored, so
/// an earlier absolute assignment of the same key stays. Values are bytes: a
/// value that is not valid UTF-8 is kept exactly in ``entries``. Reading is
/// linear in the size of the file: expansions may copy at most 16 bytes per
/// byte of the file (plus 64 KiB); a line that needs more is skipped.
public struct UserDirectoriesFile: Sendable, Hashable {
  /// One folder the file assigns.
  public struct Entry: Sendable, Hashable {
    /// The absolute path's exact bytes, normalized like `FilePath` does
    /// (no repeated or trailing `/`).
    public let bytes: [UInt8]
    /// The 1-based line of the assignment that set it (for
    /// `dirs --explain`: "user-dirs.dirs line 8").
    public let line: Int

    /// An entry holding `bytes`, set on `line`.
    init(bytes: [UInt8], line: Int) {
      self.bytes = bytes
      self.line = line
    }

    /// The path as text; invalid UTF-8 is replaced with U+FFFD.
    public var path: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether `path` is exact (the bytes are valid UTF-8).
    public var isValidUTF8: Bool { String(validUTF8: bytes) != nil }
  }

  /// A line the reader did not use, and why.
  public struct SkippedLine: Sendable, Hashable, CustomStringConvertible {
    /// Why a line was skipped; its description is a short phrase, such as
    /// `not a plain assignment`.
    public enum Reason: Sendable, Hashable, CustomStringConvertible {
      /// A command, several statements, `;`, a redirection, `NAME =value`,
      /// a reserved word, `export` without an assignment ….
      case notPlainAssignment
      /// A `'` or `"` left open at the end of the line.
      case unterminatedQuote
      /// An unquoted backslash at the end of the line, which the shell
      /// joins with the next one.
      case lineContinuation
      /// `$(…)` or a backquote.
      case commandSubstitution
      /// `$((…))`.
      case arithmetic
      /// `${NAME:-…}` and the other operators, `${#NAME}`, `$1`, `$$` ….
      case parameterExpansion
      /// `~user`, or `~` after a `:`.
      case tilde
      /// An unquoted `$'…'` or `$"…"`, which shells read differently.
      case dollarQuote
      /// A value longer than 4096 bytes.
      case valueTooLong
      /// Expansions that would copy more than the file's budget.
      case expansionBudget

      /// The phrase `dirs --explain` prints after `skipped:`.
      public var description: String {
        switch self {
        case .notPlainAssignment: return "not a plain assignment"
        case .unterminatedQuote: return "unterminated quote"
        case .lineContinuation: return "backslash-newline"
        case .commandSubstitution: return "command substitution is never run"
        case .arithmetic: return "arithmetic is never evaluated"
        case .parameterExpansion: return "only $NAME and ${NAME} are expanded"
        case .tilde: return "only a leading ~ or ~/ is expanded"
        case .dollarQuote: return "$'' and $\"\" quoting is not read"
        case .valueTooLong: return "value longer than 4096 bytes"
        case .expansionBudget: return "expansions too large"
        }
      }
    }

    /// The 1-based line number.
    public let line: Int
    /// Why the line was skipped.
    public let reason: Reason
    /// The keys of the `XDG_<KEY>_DIR` names the line mentions, which
    /// `dirs --explain` shows it for.
    let keys: [String]

    /// `line 7 skipped: not a plain assignment`.
    public var description: String { "line \(line) skipped: \(reason)" }
  }

  /// The longest value assigned, in bytes (Linux's `PATH_MAX`).
  static let maximumValueLength = 4096

  /// The folders by key (`DOCUMENTS`, `DOWNLOAD`, … for `XDG_<KEY>_DIR`).
  public private(set) var entries: [String: Entry] = [:]

  /// The lines that were not used, in order.
  public private(set) var skippedLines: [SkippedLine] = []

  /// The folder paths by key, absolute and normalized. A path that is not
  /// valid UTF-8 has its invalid bytes replaced with U+FFFD here (check
  /// `Entry.isValidUTF8`); `entries` holds the exact bytes.
  public var directories: [String: String] { entries.mapValues(\.path) }

  /// The folder assigned to `key` (such as `DOCUMENTS`), or `nil`; lossy
  /// like `directories`.
  public subscript(key: String) -> String? { entries[key]?.path }

  /// Parses the bytes of a `user-dirs.dirs` file with `home` as the only
  /// variable.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - home: The value of `HOME` (for `$HOME` and `~`), or `nil` for an
  ///     unset `HOME`: then `$HOME` expands to nothing and `~` stays `~`.
  public init(parsing bytes: some Collection<UInt8>, home: String?) {
    self.init(parsing: bytes, environment: [:], home: home.map { Array($0.utf8) })
  }

  /// Parses the bytes of a `user-dirs.dirs` file.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - environment: The environment snapshot's variables, which the file
  ///     can expand (`$OTHER`) and reassign.
  ///   - home: The home directory's bytes, the value of `HOME`; `nil` keeps
  ///     `environment["HOME"]` (unset if absent).
  public init(
    parsing bytes: some Collection<UInt8>, environment: [String: String], home: [UInt8]?
  ) {
    var variables = environment.mapValues { Array($0.utf8) }
    if let home { variables["HOME"] = home }
    var reader = UserDirectoriesLineReader(
      variables: variables, budget: 16 * bytes.count + 65_536)
    var line: [UInt8] = []
    var number = 1
    for byte in bytes where byte != 0 {
      guard byte == UInt8(ascii: "\n") else {
        line.append(byte)
        continue
      }
      if line.last == UInt8(ascii: "\r") { line.removeLast() }
      read(line, number, with: &reader)
      line.removeAll(keepingCapacity: true)
      number += 1
    }
    if !line.isEmpty { read(line, number, with: &reader) }
  }

  /// Reads one line: records its assignment or its skip.
  private mutating func read(
    _ line: [UInt8], _ number: Int, with reader: inout UserDirectoriesLineReader
  ) {
    switch reader.read(line) {
    case .nothing:
      return
    case .skipped(let reason):
      skippedLines.append(
        SkippedLine(line: number, reason: reason, keys: Self.keysMentioned(in: line)))
    case .assigned(let name, let value):
      guard let key = Self.key(of: name[...]), value.first == UInt8(ascii: "/") else { return }
      entries[key] = Entry(bytes: Self.normalized(value), line: number)
    }
  }

  /// The skipped lines `dirs --explain` shows for `key`: those that mention
  /// `XDG_<key>_DIR`, and those that mention no such name (they could have
  /// changed any folder in the shell).
  func skippedLines(concerning key: String) -> [SkippedLine] {
    skippedLines.filter { $0.keys.isEmpty || $0.keys.contains(key) }
  }

  /// `KEY` for a name `XDG_KEY_DIR` with a non-empty `KEY`, else `nil`.
  private static func key(of name: ArraySlice<UInt8>) -> String? {
    guard name.count > 8, name.starts(with: "XDG_".utf8), name.suffix(4).elementsEqual("_DIR".utf8)
    else { return nil }
    return String(decoding: name.dropFirst(4).dropLast(4), as: UTF8.self)
  }

  /// The keys of every `XDG_<KEY>_DIR` name in `line` (a run of name
  /// bytes, wherever it stands).
  private static func keysMentioned(in line: [UInt8]) -> [String] {
    var keys: [String] = []
    var seen: Set<String> = []
    var index = 0
    while index < line.count {
      let start = index
      while index < line.count, line[index].isNameByte { index += 1 }
      if index == start {
        index += 1
      } else if let key = key(of: line[start..<index]), seen.insert(key).inserted {
        keys.append(key)
      }
    }
    return keys
  }

  /// The lexical normalization `FilePath` applies on construction:
  /// repeated `/` become one and a trailing `/` is dropped (the root stays
  /// `/`). `.` and `..` are kept, as `FilePath` keeps them.
  static func normalized(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    for byte in bytes where !(byte == UInt8(ascii: "/") && result.last == byte) {
      result.append(byte)
    }
    if result.count > 1, result.last == UInt8(ascii: "/") { result.removeLast() }
    return result
  }
}
