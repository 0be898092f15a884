import StandardPathsLocations
import SystemPackage

#if !os(Windows)
  /// Runs `body`, turning the `Errno` it throws into a
  /// ``MigrationError/fileSystem(_:)`` that names `operation` and
  /// `path` (computed only then: building paths for every item is costly).
  @inline(__always)
  internal func performing<Result: ~Copyable>(
    _ operation: String, _ path: @autoclosure () -> FilePath,
    _ body: () throws(Errno) -> Result
  ) throws(MigrationError) -> Result {
    do {
      return try body()
    } catch {
      throw .fileSystem(FileSystemError(operation, path(), error))
    }
  }
#endif
