// The library's own folders are `@unchecked Sendable`: every stored property
// is a `let` of a `Sendable` value (the captured root or parent placement) or
// the `previous` array, which for these folders holds only other library
// folders when they are reached the usual way (`AppFolder.Library.Caches`).
// They are final, so no subclass can add state, and their names are fixed,
// so reading `url`, `subpath` or `baseURL` reads immutable values only.
// One caveat, documented on `DynamicDirectory/previous`: a library folder made
// below a folder of yours (`mine.appending(Library.Caches.self)`) lists yours
// in `previous`, so sending it also makes your folder reachable elsewhere.
// The compiler cannot prove this because their base class, `Directory`, is
// deliberately not `Sendable` (see `DynamicDirectory`).

import StandardPathsLocations

/// The `Library` folder: on iOS `<home>/Library`, on Linux the app's
/// application support folder (``Location/applicationSupport``), so that
/// folders you add to it stay the app's own.
///
/// `Sendable`: store it in `Sendable` types and send it anywhere.
public final class Library: Directory, @unchecked Sendable {
  /// The `Library/Caches` folder: on Linux the app's caches folder
  /// (``Location/caches``, `~/.cache/<app>`).
  ///
  /// `Sendable`: store it in `Sendable` types and send it anywhere.
  public final class Caches: Directory, @unchecked Sendable {
    internal override var standardFolder: StandardFolder? { .caches }
  }

  /// The `Library/Application Support` folder: on Linux the app's
  /// application support folder (``Location/applicationSupport``,
  /// `~/.local/share/<app>`), the same directory as ``Library`` there.
  ///
  /// `Sendable`: store it in `Sendable` types and send it anywhere.
  public final class Application_Support: Directory, @unchecked Sendable {
    internal override var standardFolder: StandardFolder? { .applicationSupport }
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The `Library/Caches` folder.
  public var Caches: Caches { subdirectory() }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The `Library/Application Support` folder.
  public var Application_Support: Application_Support { subdirectory() }

  internal override var standardFolder: StandardFolder? { .library }
}
