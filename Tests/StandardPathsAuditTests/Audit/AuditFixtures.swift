import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// File lists for the audit tests: a clean asset, and one or more assets
/// per finding kind.
enum AuditFixtures {
  /// Variants every preset resolves without a finding.
  static let clean = [
    "clean.png", "clean@2x.png", "clean@3x.png", "clean~ipad.png", "clean@2x~ipad.png",
  ]

  /// What each preset (in `Device.presets` order) loads for `clean.png`.
  static let cleanChoices = [
    "clean.png", "clean@2x.png", "clean@2x.png", "clean@2x.png", "clean@3x.png", "clean@3x.png",
    "clean~ipad.png", "clean@2x~ipad.png", "clean.png", "clean@2x.png", "clean.png",
  ]

  /// A tree with every kind of finding, in folders.
  static let mixed =
    clean.map { "Icons/" + $0 } + [
      // unreachableVariant: no preset is a phone that looks for -hd@2x.
      "Icons/thing.png", "Icons/thing-hd@2x~iphone.png",
      // upscaledFallback: only a 1x file.
      "photo.png",
      // malformedSuffix: wrong case, wrong order.
      "Buttons/ok@2X.png", "Buttons/ok.png", "Buttons/ok@3x.png", "Buttons/ok~ipad@2x.png",
      "Buttons/cancel~IPAD.png", "Buttons/cancel.png", "Buttons/cancel@2x.png",
      "Buttons/cancel@3x.png",
      // caseCollision: two assets differ only by case.
      "Logo.png", "Logo@2x.png", "Logo@3x.png", "logo@2x.png",
      // duplicateVariant: the same variant spelt twice.
      "Splash/splash.png", "Splash/splash@2x.png", "Splash/splash@3x.png",
      "Splash/splash-hd-568h.png", "Splash/splash-568h-hd.png",
      // missingBase: variants without splash.png.
      "Pads/tablet~ipad.png", "Pads/tablet@2x~ipad.png",
    ]

  /// The (kind, file) of every finding of ``mixed``, in report order.
  static let mixedFindings: [(AuditFinding.Kind, String)] = [
    // Errors first, then by how many devices a finding affects, then by file.
    (.malformedSuffix, "Buttons/cancel~IPAD.png"),
    (.malformedSuffix, "Buttons/ok@2X.png"),
    (.malformedSuffix, "Buttons/ok~ipad@2x.png"),
    (.caseCollision, "Logo.png"),
    (.duplicateVariant, "Splash/splash-hd-568h.png"),
    (.missingBase, "Pads/tablet.png"),
    (.upscaledFallback, "Icons/thing.png"),
    (.upscaledFallback, "photo.png"),
    (.upscaledFallback, "logo@2x.png"),
    (.upscaledFallback, "Splash/splash-568h-hd.png"),
    (.unreachableVariant, "Icons/thing-hd@2x~iphone.png"),
  ]

  /// The presets as audit devices, by command-line name.
  static func devices(_ names: String...) -> [AuditDevice] { devices(names) }

  /// The presets as audit devices, by command-line name.
  static func devices(_ names: [String]) -> [AuditDevice] {
    names.compactMap { Device(presetName: $0).map(AuditDevice.init) }
  }

  /// Expects of each case (an image's name, its 1x pixel size, the
  /// screens' scales) whether the views that draw it, as `references`
  /// knows them, draw it sharp on all of them.
  static func expectSharpness(
    _ references: ImageReferences, _ cases: [(String, (Int, Int), [Double], Bool)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (name, size, scales, isSharp) in cases {
      let pixels = AuditPixelSize(width: size.0, height: size.1)
      #expect(
        references.drawnSharpOnlyByNibs(name, pixels: pixels, imageScale: 1, on: scales)
          == isSharp, "\(name) \(size) \(scales)", sourceLocation: sourceLocation)
    }
  }
}
