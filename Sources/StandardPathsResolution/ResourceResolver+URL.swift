import StandardPathsLocations
import StandardPathsSuffixes

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ResourceResolver {
  /// The file URL of the best variant of a resource for `device` (by
  /// default the resolver's), or `nil` if no candidate exists; see
  /// ``path(forResource:ofType:device:)``.
  public func url(
    forResource name: String, ofType type: String? = "png", device: Device? = nil
  ) throws(ResourceNameError) -> URL? {
    try path(forResource: name, ofType: type, device: device ?? self.device).map {
      URL(fileURLWithPath: $0)
    }
  }
}
