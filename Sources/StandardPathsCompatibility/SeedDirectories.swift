import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// How the seed's `String`-returning `FileManager` members prepare their
/// directories, written once so that each member is a one-line forward.
///
/// The seed (StandardPaths 1.6 for Objective-C) never fails: it creates the
/// private, cache and offline folders if needed, ignores errors and returns
/// the path. This port keeps that contract without crashing and without
/// ever returning a relative or unsafe path:
/// - **Creation fails** (permissions, a file in the way): the computed path
///   is returned anyway; the error surfaces when the app uses the path. The
///   throwing ``StandardLocations/createDirectory(for:)`` tells why.
/// - **The location cannot be computed** (no usable home directory on a
///   POSIX system): the path is computed with `/dev/null` as the home
///   directory, such as `/dev/null/.local/share/MyApp`. It is absolute, so
///   nothing lands in the current directory, and every attempt to create or
///   open a file under it fails (`/dev/null` is not a directory), even for
///   root. Nothing is created. Where not even that works (the resources of
///   an unknown bundle, a Windows layout), the empty string is returned.
/// - **The private temporary directory is unsafe** (Linux: a symbolic link,
///   another user's or an open directory at `/tmp/<name>-<euid>`): it is
///   not used; the seed's own fallback `<cacheDataPath>/Temporary Files`
///   is created and returned instead.
/// - **An untrusted file name is unsafe** (empty, absolute, containing NUL,
///   or climbing out with `..`): `pathFor…File(_:)` returns the empty
///   string, which names no file, rather than a path outside the folder.
internal struct SeedDirectories {
  /// The locations the members are computed from.
  let locations: StandardLocations

  /// The policy applied to ``StandardLocations/current``.
  static var current: SeedDirectories { SeedDirectories(locations: .current) }

  /// The directory of `location`, created (and for offline data, excluded
  /// from backup) the way the seed does it.
  func directory(_ location: Location) -> String {
    guard let path = try? locations.path(for: location) else {
      return pathWithoutHome(location)
    }
    switch location {
    case .applicationSupport, .caches:
      _ = try? locations.createDirectory(for: location)
    case .offlineData:
      // Re-marked on every access, as Apple advises.
      if let url = try? locations.createDirectory(for: .offlineData) {
        _ = try? BackupExclusion(app: locations.app).exclude(url)
      }
    case .temporary:
      do {
        try locations.createDirectory(for: .temporary)
      } catch .unsafePrivateDirectory {
        return temporaryFallback()
      } catch {
        // Returned anyway, like the seed.
      }
    default:
      break
    }
    return path
  }

  /// `name` inside the directory of `location`, or the empty string if
  /// `name` is unsafe (see the type's documentation).
  func file(_ name: String, in location: Location) -> String {
    let base = directory(location)
    guard !base.isEmpty else { return "" }
    return (try? Subpath.join(name, onto: base, platform: locations.platform)) ?? ""
  }

  /// `<caches>/Temporary Files`, the seed's fallback temporary folder.
  private func temporaryFallback() -> String {
    let caches = directory(.caches)
    guard !caches.isEmpty,
      let path = try? Subpath.join("Temporary Files", onto: caches, platform: locations.platform)
    else { return "" }
    _ = try? DirectoryCreator(environment: locations.environment).createDirectory(atPath: path)
    return path
  }

  /// The location computed with `/dev/null` as the home directory, or the
  /// empty string.
  private func pathWithoutHome(_ location: Location) -> String {
    guard locations.platform != .windows else { return "" }
    var fallback = locations
    fallback.environment.variables["HOME"] = "/dev/null"
    return (try? fallback.path(for: location)) ?? ""
  }
}
