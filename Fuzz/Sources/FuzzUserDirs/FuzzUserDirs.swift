import StandardPaths

/// Feeds arbitrary bytes to the `user-dirs.dirs` reader and checks its
/// promises: every value it returns is an absolute, normalized path, and
/// reading the same bytes twice gives the same answer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUserDirs(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let file = UserDirectoriesFile(parsing: bytes, home: "/home/fuzz")
  for (key, path) in file.directories {
    precondition(!key.isEmpty, "empty key")
    // Bytes, not Characters: "/" followed by a combining mark is one
    // Character, so String.hasPrefix("/") would be false for "/\u{309}".
    let utf8 = Array(path.utf8)
    precondition(utf8.first == UInt8(ascii: "/"), "relative path \(path)")
    precondition(path == "/" || utf8.last != UInt8(ascii: "/"), "trailing slash in \(path)")
    precondition(
      !zip(utf8, utf8.dropFirst()).contains { $0 == UInt8(ascii: "/") && $1 == $0 },
      "repeated separator in \(path)")
    precondition(!utf8.contains(0), "NUL in \(path)")
  }
  precondition(UserDirectoriesFile(parsing: bytes, home: "/home/fuzz") == file, "not deterministic")
  return 0
}
