import TestSupport
import Testing

@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// The seed's operations on parsed names, with explicit devices (no test
/// here reads `Device.current`).
@Suite("FileName suffix operations")
struct FileNameSuffixTests {
  @Test(arguments: SuffixFixtures.hasExtension)
  func hasPathExtension(input: String, expected: Bool) {
    #expect((FileName(input).pathExtension != nil) == expected)
  }

  @Test(arguments: SuffixFixtures.replacingExtension)
  func replacingPathExtension(input: String, newExtension: String, expected: String) {
    #expect(FileName(input).replacingPathExtension(with: newExtension).string == expected)
  }

  @Test(arguments: SuffixFixtures.appendingPathSuffix)
  func appendingPathSuffix(input: String, suffix: String, expected: String) {
    #expect(FileName(input).appendingPathSuffix(suffix).string == expected)
  }

  @Test(arguments: SuffixFixtures.deletingPathSuffix)
  func deletingPathSuffix(input: String, suffix: String, expected: String) {
    #expect(FileName(input).deletingPathSuffix(suffix).string == expected)
  }

  @Test(arguments: SuffixFixtures.hasPathSuffix)
  func hasPathSuffix(input: String, suffix: String, expected: Bool) {
    #expect(FileName(input).hasPathSuffix(suffix) == expected)
  }

  @Test(arguments: SuffixFixtures.suffixQueries)
  func suffixQueries(input: String, idiom: String, scale: String, height: String, hd: Bool) {
    let name = FileName(input)
    #expect(name.interfaceIdiomSuffix == idiom)
    #expect((name.idiom != nil) == !idiom.isEmpty)
    #expect(name.scaleSuffix == scale)
    #expect((name.scale != nil) == !scale.isEmpty)
    #expect(name.heightSuffix == height)
    #expect((name.height != nil) == !height.isEmpty)
    #expect(name.isHD == hd)
  }

  @Test(arguments: SuffixFixtures.appendingScale)
  func appendingScale(input: String, scale: Double, expected: String) {
    let name = FileName(input)
    let appended = name.appendingSuffix(forScale: scale, device: .iPhone4)
    #expect(appended.string == expected)
    #expect(appended.appendingSuffix(forScale: scale, device: .iPhone4).string == expected)
  }

  @Test(arguments: SuffixFixtures.appendingHeight)
  func appendingHeight(input: String, height: Double, expected: String) {
    let name = FileName(input)
    let appended = name.appendingSuffix(forHeight: height, device: .iPad)
    #expect(appended.string == expected)
    #expect(appended.appendingSuffix(forHeight: height, device: .iPad).string == expected)
  }

  @Test(arguments: SuffixFixtures.appendingIdiom)
  func appendingIdiom(input: String, idiom: InterfaceIdiom, expected: String) {
    let appended = FileName(input).appendingSuffix(forInterfaceIdiom: idiom)
    #expect(appended.string == expected)
    #expect(appended.appendingSuffix(forInterfaceIdiom: idiom).string == expected)
  }

  @Test(arguments: SuffixFixtures.appendingHD)
  func appendingHD(input: String, expected: String) {
    let appended = FileName(input).appendingHDSuffix()
    #expect(appended.string == expected)
    #expect(appended.appendingHDSuffix().string == expected)
  }

  @Test(arguments: SuffixFixtures.deleting)
  func deleting(
    input: String, withoutScale: String, withoutHeight: String, withoutHD: String,
    withoutIdiom: String
  ) {
    let name = FileName(input)
    #expect(name.deletingScaleSuffix().string == withoutScale)
    #expect(name.deletingHeightSuffix().string == withoutHeight)
    #expect(name.deletingHDSuffix().string == withoutHD)
    #expect(name.deletingInterfaceIdiomSuffix().string == withoutIdiom)
  }

  @Test(arguments: SuffixFixtures.perDevice)
  func deviceDependentMembers(
    preset: String, scaleSuffixed: String, heightSuffixed: String, hdSuffixed: String,
    idiomSuffixed: String, scales: [Double], idioms: [InterfaceIdiom]
  ) throws {
    let device = try #require(Device(presetName: preset))
    let foo = FileName("foo.png")
    #expect(foo.appendingDeviceScaleSuffix(for: device).string == scaleSuffixed)
    #expect(foo.appendingSuffix(forScale: 0, device: device).string == scaleSuffixed)
    #expect(foo.appendingDeviceHeightSuffix(for: device).string == heightSuffixed)
    #expect(foo.appendingSuffix(forHeight: 0, device: device).string == heightSuffixed)
    #expect(foo.appendingHDSuffixIfDeviceIsHD(for: device).string == hdSuffixed)
    #expect(foo.appendingDeviceInterfaceIdiomSuffix(for: device).string == idiomSuffixed)
    let measured = SuffixFixtures.deviceNames.map {
      FileName($0).scaleFromSuffix(for: device)
    }
    #expect(measured == scales)
    #expect(foo.interfaceIdiomFromSuffix(for: device) == idioms[0])
    #expect(FileName("foo~tv.png").interfaceIdiomFromSuffix(for: device) == idioms[1])
  }

  @Test(arguments: Device.presets)
  func deviceAppendersReplaceExistingSuffixes(device: Device) {
    let name = FileName("foo-999h@9x~car.png")
    let appended = name.appendingDeviceHeightSuffix(for: device)
      .appendingDeviceScaleSuffix(for: device)
      .appendingDeviceInterfaceIdiomSuffix(for: device)
    #expect(appended.height == device.screenHeight)
    #expect(appended.scale == (device.scale == 1 ? 9 : device.scale))
    #expect(appended.idiom == device.idiom)
    #expect(appended.base == "foo")
  }

  @Test func deviceAppendersIgnoreDevicesWithoutUsableTraits() {
    let blank = Device(idiom: .unspecified, scale: 0, width: 0, height: 0)
    let name = FileName("foo@2x.png")
    #expect(name.appendingDeviceScaleSuffix(for: blank).string == "foo@2x.png")
    #expect(name.appendingDeviceHeightSuffix(for: blank).string == "foo@2x.png")
    #expect(name.appendingDeviceInterfaceIdiomSuffix(for: blank).string == "foo@2x.png")
    #expect(name.appendingHDSuffixIfDeviceIsHD(for: blank).string == "foo-hd@2x.png")
    #expect(name.interfaceIdiomFromSuffix(for: blank) == .unspecified)
  }

}
