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

@Suite("Devices")
struct DeviceTests {
  struct PresetCase: Sendable, CustomTestStringConvertible {
    let name: String
    let device: Device
    let idiom: InterfaceIdiom
    let scale: Double
    let screenHeight: Double
    let isWidescreen: Bool
    let isRetina: Bool
    let isHD: Bool
    var testDescription: String { name }
  }

  static let presets: [PresetCase] = [
    .init(
      name: "iphone3gs", device: .iPhone3GS, idiom: .phone, scale: 1, screenHeight: 480,
      isWidescreen: false, isRetina: false, isHD: false),
    .init(
      name: "iphone4", device: .iPhone4, idiom: .phone, scale: 2, screenHeight: 480,
      isWidescreen: false, isRetina: true, isHD: true),
    .init(
      name: "iphone5", device: .iPhone5, idiom: .phone, scale: 2, screenHeight: 568,
      isWidescreen: true, isRetina: true, isHD: true),
    .init(
      name: "iphone6", device: .iPhone6, idiom: .phone, scale: 2, screenHeight: 667,
      isWidescreen: true, isRetina: true, isHD: true),
    .init(
      name: "iphone6plus", device: .iPhone6Plus, idiom: .phone, scale: 3, screenHeight: 736,
      isWidescreen: true, isRetina: true, isHD: true),
    .init(
      name: "iphonex", device: .iPhoneX, idiom: .phone, scale: 3, screenHeight: 812,
      isWidescreen: false, isRetina: true, isHD: true),
    .init(
      name: "ipad", device: .iPad, idiom: .pad, scale: 1, screenHeight: 1024,
      isWidescreen: false, isRetina: false, isHD: true),
    .init(
      name: "ipad-retina", device: .iPadRetina, idiom: .pad, scale: 2, screenHeight: 1024,
      isWidescreen: false, isRetina: true, isHD: true),
    .init(
      name: "mac", device: .mac, idiom: .desktop, scale: 1, screenHeight: 1440,
      isWidescreen: false, isRetina: false, isHD: true),
    .init(
      name: "mac-retina", device: .macRetina, idiom: .desktop, scale: 2, screenHeight: 1440,
      isWidescreen: false, isRetina: true, isHD: true),
    .init(
      name: "appletv", device: .appleTV, idiom: .tv, scale: 1, screenHeight: 1920,
      isWidescreen: true, isRetina: false, isHD: true),
  ]

  @Test(arguments: presets)
  func presetTraits(preset: PresetCase) {
    let device = preset.device
    #expect(device.idiom == preset.idiom)
    #expect(device.scale == preset.scale)
    #expect(device.screenHeight == preset.screenHeight)
    #expect(device.isWidescreen == preset.isWidescreen)
    #expect(device.isRetina == preset.isRetina)
    #expect(device.isHD == preset.isHD)
    #expect(device.presetName == preset.name)
    #expect(Device(presetName: preset.name) == device)
  }

  @Test func presetListsMatchTheCommandLineNames() {
    #expect(Device.presets.compactMap(\.presetName) == DeviceTests.presets.map(\.name))
    #expect(Device.presets == DeviceTests.presets.map(\.device))
    #expect(Set(Device.presets).count == Device.presets.count)
  }

  @Test(arguments: ["iPhone5", "iphone", "", "ipad_retina", "macretina"])
  func unknownPresetNames(name: String) {
    #expect(Device(presetName: name) == nil)
  }

  @Test func customDeviceHasNoPresetName() {
    let device = Device(idiom: .phone, scale: 2, width: 390, height: 844)
    #expect(device.presetName == nil)
    #expect(device.screenHeight == 844)
  }

  @Test func landscapeScreensKeepTheirHeightAndWidescreenTest() {
    let landscape = Device(idiom: .phone, scale: 2, width: 568, height: 320)
    #expect(landscape.screenHeight == 568)
    #expect(landscape.isWidescreen)
    #expect(Device(idiom: .phone, scale: 2, width: 480, height: 320).isWidescreen == false)
  }

  @Test func degenerateScreensAreNotWidescreen() {
    #expect(Device(idiom: .phone, scale: 1, width: 0, height: 0).isWidescreen == false)
    #expect(Device(idiom: .phone, scale: 1, width: 0, height: 568).isWidescreen == false)
  }

  static let linuxScales: [([String: String], Double)] = [
    ([:], 1),
    (["GDK_SCALE": "2"], 2),
    (["QT_SCALE_FACTOR": "1.5"], 1.5),
    (["GDK_SCALE": "2", "QT_SCALE_FACTOR": "3"], 2),
    (["GDK_SCALE": "0", "QT_SCALE_FACTOR": "1.25"], 1.25),
    (["GDK_SCALE": "-1"], 1),
    (["GDK_SCALE": "abc"], 1),
    (["GDK_SCALE": ""], 1),
    (["GDK_SCALE": "inf"], 1),
    (["GDK_SCALE": "nan"], 1),
    (["QT_SCALE_FACTOR": "0"], 1),
  ]

  @Test(arguments: linuxScales)
  func linuxDefaultIsADesktopHonouringToolkitScales(variables: [String: String], scale: Double) {
    let device = Device.default(for: SystemEnvironment(platform: .linux, variables: variables))
    #expect(device.idiom == .desktop)
    #expect(device.scale == scale)
    #expect(device.screenSize == Device.mac.screenSize)
  }

  static let platformDefaults: [(Platform, Device)] = [
    (.macOS, .mac), (.windows, .mac), (.iOS, .iPhone6), (.tvOS, .appleTV), (.watchOS, .iPhone6),
  ]

  @Test(arguments: platformDefaults)
  func otherPlatformsIgnoreToolkitScales(platform: Platform, expected: Device) {
    let environment = SystemEnvironment(platform: platform, variables: ["GDK_SCALE": "2"])
    #expect(Device.default(for: environment) == expected)
  }
}
