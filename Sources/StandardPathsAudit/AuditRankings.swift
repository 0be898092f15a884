import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// The resolver's ranking of a plain request (`foo.png`, no suffixes) for
/// each device, with and without the desktop's `tiff` sibling: every asset
/// of an audit is such a request, so two rankings per device serve them
/// all.
///
/// The devices are the audited ones, then the presets that are not
/// audited: those only tell whether a file the audited devices never load
/// is meant for another device (then it is out of the audit's scope), or
/// is loaded by no device at all.
internal struct AuditRankings: Sendable {
  /// The audited devices.
  let devices: [AuditDevice]
  /// The audited devices, then the presets not among them.
  let allDevices: [AuditDevice]
  /// The idioms of the audited devices.
  private let auditedIdioms: Set<InterfaceIdiom>
  /// Per device of ``allDevices``: the ranking without the `tiff` sibling.
  private let plain: [ResourceRanking]
  /// Per device of ``allDevices``: the ranking with the `tiff` sibling.
  private let withTIFF: [ResourceRanking]

  init(devices: [AuditDevice]) {
    self.devices = devices
    allDevices =
      devices
      + AuditDevice.presets.filter { preset in !devices.contains { $0.device == preset.device } }
    auditedIdioms = Set(devices.map(\.device.idiom))
    plain = allDevices.map {
      ResourceRanking(device: $0.device, request: ResourceVariant(), includesTIFF: false)
    }
    withTIFF = allDevices.map {
      ResourceRanking(device: $0.device, request: ResourceVariant(), includesTIFF: true)
    }
  }

  /// The numbers of the audited devices in ``allDevices``.
  var audited: Range<Int> { 0..<devices.count }

  /// The ranking device number `device` (of ``allDevices``) uses for an
  /// asset with the given extension.
  func ranking(forDevice device: Int, pathExtension: String?) -> ResourceRanking {
    ResourceRanking.hasTIFFSibling(pathExtension: pathExtension) ? withTIFF[device] : plain[device]
  }

  /// Whether device number `device` looks for the `tiff` sibling of an
  /// asset with the given extension (the resolver's rule: desktops, for
  /// PNG and JPEG requests).
  func looksForTIFFSibling(device: Int, pathExtension: String?) -> Bool {
    allDevices[device].device.idiom == .desktop
      && ResourceRanking.hasTIFFSibling(pathExtension: pathExtension)
  }

  /// Whether a file for `idiom` (`nil`: for every device) concerns an
  /// audited device.
  func isAudited(idiom: InterfaceIdiom?) -> Bool {
    guard let idiom else { return true }
    return auditedIdioms.contains(idiom)
  }

  /// Whether a phone is audited: then `-hd` means @2x, and the pixel-size
  /// checks hold an `-hd` image to twice its plain sibling.
  var auditsPhones: Bool { auditedIdioms.contains(.phone) }

  /// The name of device number `device`.
  func name(_ device: Int) -> String { allDevices[device].name }
}
