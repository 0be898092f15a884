import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// The resolver's ranking of a plain request (`foo.png`, no suffixes) for
/// each audited device, with and without the desktop's `tiff` sibling:
/// every asset of an audit is such a request, so two rankings per device
/// serve them all.
internal struct AuditRankings: Sendable {
  /// The audited devices.
  let devices: [AuditDevice]
  /// Per device: the ranking without the `tiff` sibling.
  private let plain: [ResourceRanking]
  /// Per device: the ranking with the `tiff` sibling.
  private let withTIFF: [ResourceRanking]

  init(devices: [AuditDevice]) {
    self.devices = devices
    plain = devices.map {
      ResourceRanking(device: $0.device, request: ResourceVariant(), includesTIFF: false)
    }
    withTIFF = devices.map {
      ResourceRanking(device: $0.device, request: ResourceVariant(), includesTIFF: true)
    }
  }

  /// The ranking device number `device` uses for an asset with the given
  /// extension.
  func ranking(forDevice device: Int, pathExtension: String?) -> ResourceRanking {
    ResourceRanking.hasTIFFSibling(pathExtension: pathExtension) ? withTIFF[device] : plain[device]
  }

  /// Whether device number `device` looks for the `tiff` sibling of an
  /// asset with the given extension (the resolver's rule: desktops, for
  /// PNG and JPEG requests).
  func looksForTIFFSibling(device: Int, pathExtension: String?) -> Bool {
    devices[device].device.idiom == .desktop
      && ResourceRanking.hasTIFFSibling(pathExtension: pathExtension)
  }
}
