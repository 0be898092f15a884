import Foundation
import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// The seed's resource lookup, `normalizedPathForFile:` and
/// `normalizedPathForFile:ofType:`, with their Swift names.
///
/// Both forward to one shared ``ResourceResolver`` for the main bundle's
/// resource directory (on Linux, the executable's directory), with
/// ``Device/current`` read at each call. Answers are cached per name, type
/// and device; directories are checked for changes at most once a second.
extension FileManager {
  /// The best variant of a PNG resource for ``Device/current``, or `nil` if
  /// none exists; the same as ``normalizedPath(forFile:ofType:)`` with type
  /// `png`.
  public func normalizedPath(forFile file: String) -> String? {
    normalizedPath(forFile: file, ofType: "png")
  }

  /// The best variant of a resource for ``Device/current``, or `nil` if
  /// none exists or `file` names no file under the resource directory.
  ///
  /// - Parameters:
  ///   - file: A name or path relative to the resource directory, or an
  ///     absolute path.
  ///   - type: The extension to add when `file` has none; `nil` or `""`
  ///     adds nothing.
  ///
  /// See ``ResourceResolver/path(forResource:ofType:device:)``.
  public func normalizedPath(forFile file: String, ofType type: String?) -> String? {
    try? ResourceResolver.current.path(forResource: file, ofType: type, device: .current)
  }
}

extension ResourceResolver {
  /// The resolver the seed-compatible members use: ``main``, unless a test
  /// replaced it for the current task.
  static var current: ResourceResolver { currentOverride ?? main }

  /// Replaces ``current`` while an operation runs in the current task.
  @TaskLocal static var currentOverride: ResourceResolver?

  /// The resolver of the app's resource directory (the ``Location/resources``
  /// location: the main bundle's resources, or the executable's folder on
  /// Linux) on the real file system, created on first use; what the
  /// seed-compatible `FileManager.normalizedPath(forFile:)` members share.
  /// Without a resource directory, relative names resolve under `/dev/null`
  /// (never found); absolute paths still work.
  static let main = ResourceResolver(
    root: (try? StandardLocations.current.path(for: .resources)) ?? "/dev/null",
    device: .current, fileSystem: LiveFileSystem())
}
