import StandardPathsSuffixes

/// The presets a target of an Xcode project runs on, by its build settings
/// (``XcodeResourcesPhase/platformSettings``): an iPad-only app on iOS 10
/// never meets an @3x phone, a 1x screen, a Mac or a TV, and findings for
/// them are noise (eidolon: 10 "add @3x" findings in an iPad app).
enum XcodeTargetDevices {
  /// The presets the target named `target` runs on, and a line saying
  /// why, which names it (the one app may have been chosen among several
  /// targets); `nil` when the project states none of the settings.
  ///
  /// - `SDKROOT` `macosx`: the Macs; `appletvos`: the TV.
  /// - Otherwise iOS: `TARGETED_DEVICE_FAMILY` `1` the iPhones, `2` the
  ///   iPads, `3` the TV, `6` (or `SUPPORTS_MACCATALYST = YES`) the Macs;
  ///   unset, the iPhones (Xcode's default). `IPHONEOS_DEPLOYMENT_TARGET`
  ///   drops the devices that cannot run it: the 1x iPhone from iOS 7,
  ///   the 3.5-inch Retina iPhone and the 1x iPad from iOS 10, the 4-inch
  ///   iPhone from iOS 13.
  static func presets(
    for settings: [String: [String]], of target: String
  ) -> (devices: [AuditDevice], reason: String)? {
    guard !settings.isEmpty else { return nil }
    let all = AuditDevice.presets
    let sdks = settings["SDKROOT", default: []].map { $0.lowercased() }
    if sdks.contains(where: { $0.contains("macosx") }) {
      return (all.filter { $0.device.idiom == .desktop }, "\(target) is a macOS target (SDKROOT)")
    }
    if sdks.contains(where: { $0.contains("appletv") }) {
      return (all.filter { $0.device.idiom == .tv }, "\(target) is a tvOS target (SDKROOT)")
    }
    let families = Set(
      settings["TARGETED_DEVICE_FAMILY", default: []].flatMap { $0.split(separator: ",") }
        .map { $0.filter { !$0.isWhitespace } })
    var idioms: Set<InterfaceIdiom> = families.isEmpty ? [.phone] : []
    if families.contains("1") { idioms.insert(.phone) }
    if families.contains("2") { idioms.insert(.pad) }
    if families.contains("3") { idioms.insert(.tv) }
    if families.contains("6") || settings["SUPPORTS_MACCATALYST", default: []].contains("YES") {
      idioms.insert(.desktop)
    }
    let minimum = deploymentTarget(in: settings)
    let tooOld: [(name: String, from: Double)] = [
      ("iphone3gs", 7), ("iphone4", 10), ("ipad", 10), ("iphone5", 13),
    ]
    let devices = all.filter { preset in
      idioms.contains(preset.device.idiom)
        && !tooOld.contains { $0.name == preset.name && (minimum ?? 0) >= $0.from }
    }
    let names = [
      (InterfaceIdiom.phone, "iPhone"), (.pad, "iPad"), (.tv, "TV"), (.desktop, "Mac"),
    ].filter { idioms.contains($0.0) }.map(\.1)
    let family = families.isEmpty ? "unset: iPhone" : families.sorted().joined(separator: ",")
    return (
      devices,
      "devices of target \(target): \(names.joined(separator: " and ")) (TARGETED_DEVICE_FAMILY "
        + "\(family))" + (minimum.map { ", iOS \(Int($0)) or later" } ?? "")
    )
  }

  /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` of the configurations in
  /// `settings`, as a major version.
  static func deploymentTarget(in settings: [String: [String]]) -> Double? {
    settings["IPHONEOS_DEPLOYMENT_TARGET", default: []]
      .compactMap { Double($0.split(separator: ".").first ?? "") }.min()
  }
}
