import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// The devices of an audit and the resolver's choices for them
/// (``ResourceChooser``, which ranks a plain request such as `foo.png`
/// once per device: every asset of an audit is such a request).
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
  /// What the resolver loads for each device of ``allDevices``.
  let chooser: ResourceChooser

  init(devices: [AuditDevice]) {
    self.devices = devices
    allDevices =
      devices
      + AuditDevice.presets.filter { preset in !devices.contains { $0.device == preset.device } }
    auditedIdioms = Set(devices.map(\.device.idiom))
    chooser = ResourceChooser(devices: allDevices.map(\.device))
  }

  /// The numbers of the audited devices in ``allDevices``.
  var audited: Range<Int> { 0..<devices.count }

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
