import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

extension AuditDevice {
  /// The groups of presets `standard-paths lint --devices` accepts besides
  /// the preset names, in the order help lists them: `ios` (every iPhone and
  /// iPad), `iphone`, `ipad` (both iPads), `mac` (both Macs), `tv`, `all`.
  ///
  /// `ipad` and `mac` name the groups, not the 1x presets of the same name,
  /// which are `ipad-1x` and `mac-1x` in a selection.
  public static let groups: [(name: String, devices: [AuditDevice])] = [
    ("ios", presets.filter { [.phone, .pad].contains($0.device.idiom) }),
    ("iphone", presets.filter { $0.device.idiom == .phone }),
    ("ipad", presets.filter { $0.device.idiom == .pad }),
    ("mac", presets.filter { $0.device.idiom == .desktop }),
    ("tv", presets.filter { $0.device.idiom == .tv }),
    ("all", presets),
  ]

  /// The names of the 1x presets that a group name hides (`ipad-1x` for
  /// the preset `ipad`).
  private static let singleAliases = ["ipad-1x": "ipad", "mac-1x": "mac"]

  /// Every name ``devices(named:)`` accepts: the groups, then the presets
  /// (the 1x iPad and Mac under their aliases).
  public static let selectionNames: [String] =
    groups.map(\.name)
    + Device.presets.compactMap(\.presetName).map { name in
      singleAliases.first { $0.value == name }?.key ?? name
    }

  /// The devices a name selects: a group (``groups``), a preset name, or
  /// `ipad-1x`/`mac-1x`; `nil` for any other name.
  ///
  /// ```swift
  /// AuditDevice.devices(named: "ipad")?.map(\.name)   // ["ipad", "ipad-retina"]
  /// AuditDevice.devices(named: "iphone6")?.count      // 1
  /// ```
  public static func devices(named name: String) -> [AuditDevice]? {
    if let group = groups.first(where: { $0.name == name }) { return group.devices }
    let presetName = singleAliases[name] ?? name
    guard let device = Device(presetName: presetName) else { return nil }
    return [AuditDevice(device)]
  }
}
