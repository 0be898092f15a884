import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// Every file below a resource folder, as ``ResourceTreeWalker`` found
/// them.
public struct ResourceTreeListing: Sendable, Hashable {
  /// The files' paths relative to the folder (`Images/foo@2x.png`), in no
  /// particular order.
  public var files: [String]
  /// Folders below it that could not be read, relative to it.
  public var unreadableDirectories: [String]

  /// Creates a listing.
  public init(files: [String], unreadableDirectories: [String] = []) {
    self.files = files
    self.unreadableDirectories = unreadableDirectories
  }
}

/// How far a ``ResourceTreeWalker`` has got, reported after each folder.
public struct ResourceTreeProgress: Sendable, Hashable {
  /// The folders read so far.
  public var directoriesRead: Int
  /// The files found so far.
  public var filesFound: Int

  /// Creates a progress report.
  public init(directoriesRead: Int, filesFound: Int) {
    self.directoriesRead = directoriesRead
    self.filesFound = filesFound
  }
}
