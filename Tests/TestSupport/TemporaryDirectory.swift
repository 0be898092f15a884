import Foundation

/// A fresh, uniquely named directory under the system's temporary
/// directory, removed when `body` returns. Tests never touch the real home.
public func withTemporaryDirectory<Result>(
  _ body: (String) throws -> Result
) throws -> Result {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("standard-paths-tests-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
  defer { try? FileManager.default.removeItem(atPath: path) }
  return try body(path)
}

/// Every path below `root`, sorted, for before/after comparisons.
public func treeListing(_ root: String) -> [String] {
  (FileManager.default.subpaths(atPath: root) ?? []).sorted()
}
