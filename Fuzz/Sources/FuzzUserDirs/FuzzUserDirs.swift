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
    precondition(path.hasPrefix("/"), "relative path \(path)")
    precondition(path == "/" || !path.hasSuffix("/"), "trailing slash in \(path)")
    precondition(!path.contains("//"), "repeated separator in \(path)")
  }
  precondition(UserDirectoriesFile(parsing: bytes, home: "/home/fuzz") == file, "not deterministic")
  return 0
}
