import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// A device an ``AssetAudit`` resolves every asset for, with the name its
/// report uses (`iphone6`, `ipad-retina`, …).
///
/// ```swift
/// let audit = AssetAudit(devices: [AuditDevice(.iPhone6), AuditDevice(.iPadRetina)])
/// audit.devices.map(\.name)   // ["iphone6", "ipad-retina"]
/// ```
public struct AuditDevice: Sendable, Hashable {
  /// The name reports use for the device.
  public var name: String
  /// The traits resources are resolved for.
  public var device: Device

  /// Creates a device with a name of your choice.
  public init(name: String, device: Device) {
    self.name = name
    self.device = device
  }

  /// Creates a device named by its preset name (``Device/presetName``), or
  /// by its traits when it is not a preset (`pad @2x 768x1024`).
  public init(_ device: Device) {
    self.init(name: device.label, device: device)
  }

  /// The 11 presets of ``Device/presets``, with their command-line names,
  /// in the tool's order: what an audit checks by default.
  public static let presets: [AuditDevice] = Device.presets.map(AuditDevice.init)
}
