import Foundation
import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// The `FileManager` members of the Objective-C StandardPaths library
/// (version 1.6), with their Swift names.
///
/// They compute the locations of ``StandardLocations/current`` (the app
/// ``AppIdentity/current`` in the live environment) and forward to the
/// modern API; what they do when something fails is described on each
/// member and, in full, in the migration guide:
/// - The private, cache and offline folders are created on first use (and
///   on every later use, so a deleted folder comes back), each new
///   component with mode 0700; the offline folder is also excluded from
///   backup every time. Creation errors are ignored: the path is returned.
/// - If a location cannot be computed (no usable home directory), the path
///   is computed with `/dev/null` as the home directory: absolute, and
///   unusable for writing, never a relative path.
/// - The `pathFor…File(_:)` members take names that may come from untrusted
///   sources. A name may contain `/` and `..` that stays inside the folder;
///   one that is empty, absolute, contains NUL or climbs out gives the empty
///   string, never a path outside the folder.
///
/// On Linux: `publicData` = `~/Documents` (or `XDG_DOCUMENTS_DIR`),
/// `privateData` = `$XDG_DATA_HOME/<name>`, `cacheData` =
/// `$XDG_CACHE_HOME/<name>`, `offlineData` = `<privateData>/Offline Data`,
/// `temporaryData` = `$TMPDIR/<name>-<euid>` (private), `resource` = the
/// executable's directory.
extension FileManager {
  /// The user's documents folder (``Location/documents``); not created.
  public var publicDataPath: String {
    SeedDirectories.current.directory(.documents)
  }

  /// The app's private data folder (``Location/applicationSupport``),
  /// created if missing.
  public var privateDataPath: String {
    SeedDirectories.current.directory(.applicationSupport)
  }

  /// The app's caches folder (``Location/caches``), created if missing.
  public var cacheDataPath: String {
    SeedDirectories.current.directory(.caches)
  }

  /// The app's offline data folder (``Location/offlineData``): created if
  /// missing and excluded from backup on every access.
  public var offlineDataPath: String {
    SeedDirectories.current.directory(.offlineData)
  }

  /// The app's temporary folder (``Location/temporary``). On Linux it is
  /// private (`$TMPDIR‖/tmp` `/<name>-<euid>`, created with mode 0700); if
  /// an unsafe one is in the way, `<cacheDataPath>/Temporary Files` is
  /// created and returned instead.
  public var temporaryDataPath: String {
    SeedDirectories.current.directory(.temporary)
  }

  /// The app's read-only resources folder (``Location/resources``), or the
  /// empty string if it is unknown.
  public var resourcePath: String {
    SeedDirectories.current.directory(.resources)
  }

  /// `file` inside ``publicDataPath``, or the empty string if `file` is
  /// unsafe. No existence check.
  public func pathForPublicFile(_ file: String) -> String {
    SeedDirectories.current.file(file, in: .documents)
  }

  /// `file` inside ``privateDataPath`` (which is created), or the empty
  /// string if `file` is unsafe.
  public func pathForPrivateFile(_ file: String) -> String {
    SeedDirectories.current.file(file, in: .applicationSupport)
  }

  /// `file` inside ``cacheDataPath`` (which is created), or the empty
  /// string if `file` is unsafe.
  public func pathForCacheFile(_ file: String) -> String {
    SeedDirectories.current.file(file, in: .caches)
  }

  /// `file` inside ``offlineDataPath`` (which is created and excluded from
  /// backup), or the empty string if `file` is unsafe.
  public func pathForOfflineFile(_ file: String) -> String {
    SeedDirectories.current.file(file, in: .offlineData)
  }

  /// `file` inside ``temporaryDataPath``, or the empty string if `file` is
  /// unsafe.
  public func pathForTemporaryFile(_ file: String) -> String {
    SeedDirectories.current.file(file, in: .temporary)
  }

  /// `file` inside ``resourcePath``, or the empty string if `file` is
  /// unsafe or the resources folder is unknown. Unlike
  /// `Bundle.path(forResource:ofType:)`, a missing file still gives a path.
  public func pathForResource(_ file: String) -> String {
    SeedDirectories.current.file(file, in: .resources)
  }
}
