import StandardPathsLocations
import StandardPathsSuffixes

extension ResourceResolver {
  /// The resolver of the main bundle's resource directory on the real file
  /// system, created on first use; what the seed-compatible
  /// `FileManager.normalizedPath(forFile:)` members share. Without a
  /// resource directory, relative names resolve under `/dev/null` (never
  /// found); absolute paths still work.
  package static let main = ResourceResolver(
    root: LiveProcess.resourceDirectory() ?? "/dev/null", device: .current,
    fileSystem: LiveFileSystem())
}
