import TestSupport
import Testing

@testable import AppFolder
@testable import StandardPathsAudit
@testable import StandardPathsCompatibility
@testable import StandardPathsLocations
@testable import StandardPathsMigration
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// The device-dependent `String` members read `Device.current`, so they run
/// in the serialized current-device suite, once per preset.
extension CurrentDeviceTests {
  @Test(arguments: SuffixFixtures.perDevice)
  func stringMembersFollowTheCurrentDevice(
    preset: String, scaleSuffixed: String, heightSuffixed: String, hdSuffixed: String,
    idiomSuffixed: String, scales: [Double], idioms: [InterfaceIdiom]
  ) throws {
    let device = try #require(Device(presetName: preset))
    CurrentDeviceTests.with(device) {
      #expect("foo.png".appendingDeviceScaleSuffix == scaleSuffixed)
      #expect("foo.png".appendingSuffix(forScale: 0) == scaleSuffixed)
      #expect("foo.png".appendingDeviceHeightSuffix == heightSuffixed)
      #expect("foo.png".appendingSuffix(forHeight: 0) == heightSuffixed)
      #expect("foo.png".appendingHDSuffixIfDeviceIsHD == hdSuffixed)
      #expect("foo.png".appendingDeviceInterfaceIdiomSuffix == idiomSuffixed)
      #expect(SuffixFixtures.deviceNames.map(\.scaleFromSuffix) == scales)
      #expect("foo.png".interfaceIdiomFromSuffix == idioms[0])
      #expect("foo~tv.png".interfaceIdiomFromSuffix == idioms[1])
    }
  }

  @Test(arguments: Device.presets)
  func deviceScaleAppenderOnOneXDevicesAppendsNothing(device: Device) {
    CurrentDeviceTests.with(device) {
      let expected = device.scale == 1 ? "foo@2x~ipad.png" : "foo@\(Int(device.scale))x~ipad.png"
      #expect("foo@2x~ipad.png".appendingDeviceScaleSuffix == expected)
    }
  }
}
