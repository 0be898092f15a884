import StandardPathsLocations

/// The folders every ``AppFolder`` tree starts with, at their own places:
/// `Documents`, `Library`, `Library/Caches`, `Library/Application Support`
/// and `tmp`.
internal enum StandardFolder: Sendable, Hashable {
  case documents
  case library
  case caches
  case applicationSupport
  case temporary

  /// The folder's path in AppFolder's container layout (an iOS app's home).
  var containerComponents: [String] {
    switch self {
    case .documents: return ["Documents"]
    case .library: return ["Library"]
    case .caches: return ["Library", "Caches"]
    case .applicationSupport: return ["Library", "Application Support"]
    case .temporary: return ["tmp"]
    }
  }

  /// The location the folder stands for where folders map to locations
  /// (Linux, Windows). `Library` is the app's application support folder,
  /// so that folders added under it stay the app's own (Design/appfolder.md).
  var location: Location {
    switch self {
    case .documents: return .documents
    case .library, .applicationSupport: return .applicationSupport
    case .caches: return .caches
    case .temporary: return .temporary
    }
  }

  /// Whether the folder sits directly below the root of a tree (the others
  /// sit directly below `Library`).
  var isTopLevel: Bool {
    switch self {
    case .documents, .library, .temporary: return true
    case .caches, .applicationSupport: return false
    }
  }
}

/// The directory a folder's ``DynamicDirectory/subpath`` is relative to.
internal enum FolderAnchor: Sendable, Hashable {
  /// The root's base URL (``AppFolder/baseURL``).
  case base
  /// A location of the root's ``StandardLocations``.
  case location(Location)
}
