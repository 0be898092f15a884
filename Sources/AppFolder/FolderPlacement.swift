import StandardPathsLocations

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where one folder of a tree is: the directory its subpath is relative to
/// and the names below it. Computed from immutable values only (the root,
/// the parent's placement and the folder's own name), so reading it never
/// touches another folder object.
internal struct FolderPlacement: Sendable {
  /// The tree's root.
  let root: FolderRoot
  /// The directory ``components`` are relative to.
  let anchor: FolderAnchor
  /// The folder names below ``anchor``: the folder's subpath.
  let components: [String]
  /// The folder's path in AppFolder's container layout, whatever the
  /// platform; only used to spell the fallback URL.
  let containerComponents: [String]
  /// The standard folder this is, if it is one at its own place.
  let standardFolder: StandardFolder?
  /// Whether the folder is the user's `Documents` or inside it, and not an
  /// app's own data: created with the umask, not 0700
  /// (Design/creation-backup-and-seed-filemanager.md).
  let isUserFolder: Bool

  /// The placement of a folder at the top of a tree.
  static func topLevel(
    named name: String, standardFolder: StandardFolder?, in root: FolderRoot
  ) -> FolderPlacement {
    if let standardFolder, standardFolder.isTopLevel {
      return standard(standardFolder, in: root)
    }
    return FolderPlacement(
      root: root, anchor: .base, components: [name], containerComponents: [name],
      standardFolder: nil, isUserFolder: false)
  }

  /// The placement of a child folder of this one.
  func child(named name: String, standardFolder childFolder: StandardFolder?) -> FolderPlacement {
    if standardFolder == .library, let childFolder, !childFolder.isTopLevel {
      return Self.standard(childFolder, in: root)
    }
    return FolderPlacement(
      root: root, anchor: anchor, components: components + [name],
      containerComponents: containerComponents + [name], standardFolder: nil,
      isUserFolder: isUserFolder)
  }

  /// The URL of the folder, after checking every name below the anchor
  /// (on a Windows layout also against Windows' rules,
  /// Design/locations.md#names-windows-cannot-hold).
  func resolvedURL() throws(AppFolderError) -> URL {
    let platform = root.locations?.platform ?? .current
    for name in components {
      if let problem = PathComponentRule.problem(with: name, on: platform) {
        throw .invalidFolderName(name, problem)
      }
    }
    var url = try root.url(of: anchor)
    for name in components {
      url = url.appendingPathComponent(name, isDirectory: true)
    }
    return url
  }

  /// The URL used when ``resolvedURL()`` fails: the container layout below
  /// ``FolderRoot/unavailableBase``, with unsafe names made safe.
  var fallbackURL: URL {
    var url = FolderRoot.unavailableBase
    for name in containerComponents {
      url = url.appendingPathComponent(AppIdentity.sanitizedName(name), isDirectory: true)
    }
    return url
  }

  private static func standard(_ folder: StandardFolder, in root: FolderRoot) -> FolderPlacement {
    let layout = root.layout(of: folder)
    var isAppData = false
    if case .location(let location) = layout.anchor { isAppData = location.isAppScoped }
    return FolderPlacement(
      root: root, anchor: layout.anchor, components: layout.components,
      containerComponents: folder.containerComponents, standardFolder: folder,
      isUserFolder: folder == .documents && !isAppData)
  }
}

/// What a folder was described from: a root, or a parent folder whose
/// placement was captured when the folder was made.
internal enum FolderLineage: Sendable {
  case topLevel(FolderRoot)
  case child(of: FolderPlacement)
}
