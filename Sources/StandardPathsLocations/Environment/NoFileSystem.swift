/// The file system of a computed environment (another platform, or a test
/// that gives none): nothing exists, nothing can be read. The location rules
/// then take every variable at its word but refuse every private directory,
/// which must exist to be checked.
struct NoFileSystem: FileSystemProbe {
  func statusOfItem(atPath path: String) throws(FileSystemError) -> FileItemStatus? { nil }

  func contentsOfFile(atPath path: String) -> [UInt8]? { nil }
}
