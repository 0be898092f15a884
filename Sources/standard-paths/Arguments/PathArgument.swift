import StandardPathsLocations
import SystemPackage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Paths given on the command line, with the exact bytes of `argv`
/// (Design/command-line.md#paths-are-bytes). argument-parser hands out
/// `String`s, in which bytes that are not UTF-8 (a Latin-1 `caf\xE9`) became
/// U+FFFD; a path argument is mapped back to the `argv` entry it came from,
/// so such a folder is found. Every command's path arguments go through here.
enum PathArgument {
  /// The absolute path, with `argv`'s bytes, that argument-parser decoded as
  /// `text` (an argument, or the value of `--option=VALUE`), relative to the
  /// working directory's bytes.
  ///
  /// - Throws: exit code 2 after one line on stderr when the bytes cannot be
  ///   recovered (two arguments that differ only in bytes that are not UTF-8)
  ///   or the working directory cannot be read.
  static func absolute(_ text: String) throws -> FilePath {
    let path = try exactPath(text)
    if path.isAbsolute { return path }
    guard let directory = workingDirectory() else {
      return try fail("cannot read the working directory for \(text)")
    }
    return directory.pushing(path)
  }

  /// A spelling of the directory `path` for library calls that take text
  /// (the resolver, the audit): the path itself when its bytes are UTF-8;
  /// otherwise `.`, after making `path` the working directory, so that the
  /// names below it are reached with their bytes.
  ///
  /// - Throws: exit code 2 after one line on stderr when `path` is not a
  ///   directory that can be entered.
  static func text(forDirectory path: FilePath) throws -> String {
    if isExact(path) { return path.string }
    guard path.withPlatformString({ chdir($0) }) != 0 else { return "." }
    let problem =
      errno == ENOENT || errno == ENOTDIR ? "no directory at" : "cannot read the directory"
    return try fail("\(problem) \(path.string)")
  }

  /// The bytes of a path the library returned for a lookup under `root`
  /// spelled as `text` (see ``text(forDirectory:)``): a path under `.` gets
  /// `root`'s bytes back.
  static func bytes(of libraryPath: String, under root: FilePath, spelled text: String) -> [UInt8] {
    guard text == ".", libraryPath == "." || libraryPath.hasPrefix("./") else {
      return Array(libraryPath.utf8)
    }
    return bytes(of: root) + Array(libraryPath.utf8.dropFirst())
  }

  /// Whether `path`'s bytes are valid UTF-8, so its `string` is exact.
  static func isExact(_ path: FilePath) -> Bool {
    path.withPlatformString { String(validatingCString: $0) } != nil
  }

  /// A path's bytes, without the terminating NUL.
  static func bytes(of path: FilePath) -> [UInt8] {
    path.withPlatformString { start in
      UnsafeBufferPointer(start: start, count: strlen(start)).map { UInt8(bitPattern: $0) }
    }
  }

  // MARK: - Internals

  /// The path `text` came from, relative or absolute as given.
  private static func exactPath(_ text: String) throws -> FilePath {
    // Valid UTF-8 decodes one way only: its bytes are the text's.
    guard text.unicodeScalars.contains("\u{FFFD}") else { return FilePath(text) }
    var matches: [[UInt8]] = []
    for entry in rawArguments() {
      var candidates = [entry]
      if entry.starts(with: Array("--".utf8)), let equals = entry.firstIndex(of: UInt8(ascii: "="))
      {
        candidates.append(Array(entry[(equals + 1)...]))
      }
      for candidate in candidates
      where String(decoding: candidate, as: UTF8.self) == text && !matches.contains(candidate) {
        matches.append(candidate)
      }
    }
    guard matches.count == 1, let bytes = matches.first else {
      return try fail(
        "cannot tell which bytes the path \(text) has (its name is not UTF-8 and another "
          + "argument differs from it only in such bytes)")
    }
    return FilePath(platformString: bytes.map { CChar(bitPattern: $0) } + [0])
  }

  /// The arguments after the program name, as the bytes the process received.
  private static func rawArguments() -> [[UInt8]] {
    (1..<Int(CommandLine.argc)).compactMap { index in
      CommandLine.unsafeArgv[index].map { argument in
        UnsafeBufferPointer(start: argument, count: strlen(argument)).map {
          UInt8(bitPattern: $0)
        }
      }
    }
  }

  /// The working directory's bytes, or `nil` if it cannot be read.
  private static func workingDirectory() -> FilePath? {
    guard let buffer = getcwd(nil, 0) else { return nil }
    defer { free(buffer) }
    return FilePath(platformString: buffer)
  }

  /// Prints `message` as the one error line and throws exit code 2.
  private static func fail<Value>(_ message: String) throws -> Value {
    writeToStandardError("standard-paths: error: \(message)")
    throw Failure.otherFailure
  }
}
