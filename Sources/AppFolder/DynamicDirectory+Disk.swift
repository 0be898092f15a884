// The only AppFolder code that touches the disk, and only when called:
// describing a folder creates nothing.

import StandardPathsLocations
import SystemPackage

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension DynamicDirectory {
  /// Creates the folder's directory and any missing parents, each new one
  /// with mode 0700; what exists is left as it is (see ``DirectoryCreator``).
  ///
  /// A folder under one of the app's locations (on Linux) first creates
  /// that location as ``StandardLocations/createDirectory(for:)`` does, so
  /// the private temporary folder is checked as it is created.
  ///
  /// The rules are those of ``StandardLocations/createDirectory(for:)``:
  /// a missing home directory is never created (a folder inside it throws
  /// ``DirectoryCreationError/missingHomeDirectory(_:)``). `Documents` is the
  /// user's folder, not the app's: it and everything created inside it get
  /// the process umask's permissions (as `xdg-user-dirs-update` gives
  /// them), not 0700.
  ///
  /// ```swift
  /// let images = try AppFolder.Library.Caches.Images.create()
  /// ```
  ///
  /// - Returns: The folder's URL.
  /// - Throws: ``AppFolderError/creationFailed(_:)`` naming the path at
  ///   fault, or the errors of ``resolvedURL()``.
  @discardableResult
  public final func create() throws(AppFolderError) -> URL {
    let placement = self.placement
    let url = try placement.resolvedURL()
    let locations = placement.root.locations
    let path = Self.path(of: url)
    do throws(DirectoryCreationError) {
      try locations?.refuseMissingHomeDirectory(above: path)
      if case .location(let location) = placement.anchor, let locations, location.isAppScoped {
        try locations.createDirectory(for: location)
      }
      let environment = locations?.environment ?? SystemEnvironment(platform: .current)
      let mode: DirectoryCreator.Mode = placement.isUserFolder ? .inheritingUmask : .ownerOnly
      try DirectoryCreator(environment: environment, mode: mode).createDirectory(atPath: path)
    } catch {
      throw .creationFailed(error)
    }
    return url
  }

  /// Whether a directory (or a symbolic link to one) exists at ``url``.
  /// Reads the disk each time; `false` when the folder has no usable URL.
  public final var exists: Bool {
    guard let url = try? resolvedURL(), url.isFileURL else { return false }
    #if os(Windows)
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: Self.path(of: url), isDirectory: &isDirectory)
        && isDirectory.boolValue
    #else
      return (try? Stat(FilePath(Self.path(of: url))))?.type == .directory
    #endif
  }

  /// The file-system path of a directory URL, without a trailing separator.
  private static func path(of url: URL) -> String {
    FilePath(url.path).string
  }
}
