/// The folders an xdg-user-dirs `user-dirs.dirs` file assigns, read the way
/// a POSIX shell sourcing it would assign them, without running anything.
///
/// The file is shell code that `xdg-user-dir` sources with `.`, so the
/// reader follows the shell (dash 0.5.12 where POSIX leaves a choice): its
/// tokenizer (quotes, escapes, backslash-newline, comments, operators), its
/// assignments (`NAME=value`, several per line, `;`-separated, `export`),
/// and its expansions (`$NAME`, `${NAME}`, `${NAME:-word}` and the other
/// `-`, `=`, `?`, `+` forms with or without `:`, `${#NAME}`, and `~` at the
/// start of a value or after a `:`). Variables come from the environment
/// snapshot and from earlier assignments in the file, `HOME` included; an
/// unset name expands to nothing.
///
/// Deliberately different from the shell (see DIFFERENCES.md for the full
/// list):
///
/// - nothing is ever run: an assignment that needs a command substitution,
///   arithmetic, a special parameter (`$1`, `$$` …), a pattern removal
///   (`${NAME%…}`) or `~user` is ignored; a command other than plain
///   assignments or `export` is not run, and its assignments are ignored;
/// - a carriage return before a line feed is dropped;
/// - a folder whose value is relative or empty is ignored, so an earlier
///   absolute assignment of the same key stays (DECISIONS §9.3);
/// - values longer than 4096 bytes are not assigned, and reading stops once
///   expansions have copied more than 16 bytes per byte of the file (plus
///   64 KiB), which only a file built to exhaust memory reaches.
///
/// Where the shell stops reading (a syntax error, an unterminated quote, a
/// `${…}` it rejects, `${NAME?}` of an unset name), so does the reader:
/// what was assigned before counts, nothing after it does, and
/// `stoppedAtLine` says where.
///
/// Values are bytes: a value that is not valid UTF-8 is kept exactly in
/// `entries`. Reading is linear in the size of the file.
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
    public init(bytes: [UInt8], line: Int) {
      self.bytes = bytes
      self.line = line
    }

    /// The path as text; invalid UTF-8 is replaced with U+FFFD.
    public var path: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether `path` is exact (the bytes are valid UTF-8).
    public var isValidUTF8: Bool { String(validUTF8: bytes) != nil }
  }

  /// The folders by key (`DOCUMENTS`, `DOWNLOAD`, … for `XDG_<KEY>_DIR`).
  public private(set) var entries: [String: Entry] = [:]

  /// The line where the shell would have stopped reading the file, if it
  /// would; assignments from there on were not read.
  public private(set) var stoppedAtLine: Int?

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
    let input = ShellInput(bytes)
    var session = ShellSession(
      variables: variables,
      expansionBudget: ShellSession.expansionBudget(forInputOfSize: input.bytes.count))
    var reader = ShellReader(input)
    var entries: [String: Entry] = [:]
    reading: while true {
      switch reader.next() {
      case .commands(let commands):
        for command in commands {
          let stop = session.run(command) { name, value, line in
            Self.record(name, value, line: line, in: &entries)
          }
          if let stop {
            stoppedAtLine = stop
            break reading
          }
        }
      case .end:
        break reading
      case .syntaxError(let line):
        stoppedAtLine = line
        break reading
      }
    }
    self.entries = entries
  }

  /// Keeps an assignment of `XDG_<KEY>_DIR` whose value is absolute.
  private static func record(
    _ name: String, _ value: [UInt8], line: Int, in entries: inout [String: Entry]
  ) {
    let utf8 = name.utf8
    guard utf8.count > 8, name.hasPrefix("XDG_"), name.hasSuffix("_DIR"),
      value.first == .slash
    else { return }
    let key = String(decoding: utf8.dropFirst(4).dropLast(4), as: UTF8.self)
    entries[key] = Entry(bytes: normalizedPath(value), line: line)
  }
}
