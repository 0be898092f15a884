import StandardPathsLocations

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension URL {
  /// The URL of a folder of an ``AppFolder`` tree: its
  /// ``DynamicDirectory/url``.
  ///
  /// - Parameter directory: The folder.
  public init(of directory: DynamicDirectory) {
    self = directory.url
  }
}
