import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// The one spelling of numbers and devices in messages, reports and JSON.
@Suite struct DeviceLabelTests {
  @Test(arguments: [
    (2.0, "2"), (1.5, "1.5"), (0.00001, "0.00001"), (568, "568"), (-0.0, "0"), (-2.5, "-2.5"),
    (1e20, "100000000000000000000"), (.infinity, "inf"), (-.infinity, "-inf"),
  ])
  func numberText(value: Double, text: String) {
    #expect(SuffixNumber.text(value) == text)
  }

  @Test func nanHasItsOwnText() {
    #expect(SuffixNumber.text(.nan) == "nan")
  }

  @Test func presetsAreNamedAndOtherDevicesDescribed() {
    #expect(Device.iPadRetina.label == "ipad-retina")
    let custom = Device(idiom: .pad, scale: 1.5, width: 810, height: 1080)
    #expect(custom.label == "pad @1.5x 810x1080")
    #expect(custom.idiomAndScaleText == "pad @1.5x")
    #expect(custom.screenSizeText(separator: "×") == "810×1080")
    #expect(AuditDevice(custom).name == custom.label)
  }
}
