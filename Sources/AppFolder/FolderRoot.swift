import StandardPathsLocations

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where a folder tree is rooted, and where its standard folders go.
///
/// The layouts, by root:
/// - ``container(_:)``: AppFolder's own layout below a URL
///   (`<base>/Library/Caches`, …), on every platform.
/// - ``platform(_:)``: the layout of the locations' platform. iOS, tvOS and
///   watchOS: the container layout at the home directory (the app's
///   container). macOS: the same, as AppFolder has it, except that `tmp` is
///   the temporary location (`$TMPDIR`), since `~/tmp` is not one. Linux and
///   Windows: each standard folder is a location of the app (see
///   ``StandardFolder/location``).
/// - ``appGroup(_:)``: an app group where no group containers exist (Linux,
///   Windows): the locations of an app named after the group, with
///   `Documents` inside the group's data folder rather than the user's.
/// - ``unavailable(_:)``: no usable root; every URL is a fallback.
enum FolderRoot: Sendable {
  case container(URL)
  case platform(StandardLocations)
  case appGroup(StandardLocations)
  case unavailable(AppFolderError)

  /// The base of the URLs that fall back because they cannot be computed:
  /// below `/dev/null` (`NUL` on Windows), where nothing can be created,
  /// not even by the superuser.
  static let unavailableBase: URL = {
    #if os(Windows)
      return URL(fileURLWithPath: #"\\.\NUL\unavailable"#, isDirectory: true)
    #else
      return URL(fileURLWithPath: "/dev/null/unavailable", isDirectory: true)
    #endif
  }()

  /// The locations the root is computed from, if any.
  var locations: StandardLocations? {
    switch self {
    case .platform(let locations), .appGroup(let locations): return locations
    case .container, .unavailable: return nil
    }
  }

  /// The root's own directory: the container, the home directory, or an
  /// app group's data folder.
  func baseURL() throws(AppFolderError) -> URL {
    switch self {
    case .container(let url): return url
    case .platform(let locations): return try Self.url(of: .home, in: locations)
    case .appGroup(let locations): return try Self.url(of: .applicationSupport, in: locations)
    case .unavailable(let error): throw error
    }
  }

  /// Where `folder` goes: the directory it is relative to, and its path
  /// below that directory.
  func layout(of folder: StandardFolder) -> (anchor: FolderAnchor, components: [String]) {
    let container = (anchor: FolderAnchor.base, components: folder.containerComponents)
    switch self {
    case .container, .unavailable:
      return container
    case .platform(let locations):
      if locations.platform.usesAppContainer { return container }
      if locations.platform == .macOS {
        return folder == .temporary ? (.location(.temporary), []) : container
      }
      return (.location(folder.location), [])
    case .appGroup:
      if folder == .documents { return (.location(.applicationSupport), ["Documents"]) }
      return (.location(folder.location), [])
    }
  }

  /// The URL of `anchor`.
  func url(of anchor: FolderAnchor) throws(AppFolderError) -> URL {
    switch anchor {
    case .base:
      return try baseURL()
    case .location(let location):
      guard let locations else { return try baseURL() }
      return try Self.url(of: location, in: locations)
    }
  }

  private static func url(of location: Location, in locations: StandardLocations)
    throws(AppFolderError) -> URL
  {
    do {
      return try locations.url(for: location)
    } catch {
      throw .unresolved(error)
    }
  }
}
