import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// The pure mapping from what UIKit and AppKit report about the screen to a
/// `Device` (the fenced `Device.mainScreen` feeds it on Apple platforms).
@Suite struct ScreenDeviceTests {
  struct UIKitCase: Sendable, CustomTestStringConvertible {
    let idiom: Int
    let scale: Double
    let width: Double
    let height: Double
    let expected: Device
    var testDescription: String { "idiom \(idiom) \(width)x\(height)@\(scale)" }
  }

  static let uiKitCases: [UIKitCase] = [
    .init(idiom: 1, scale: 2, width: 768, height: 1024, expected: .iPadRetina),
    .init(idiom: 1, scale: 1, width: 768, height: 1024, expected: .iPad),
    .init(idiom: 0, scale: 2, width: 375, height: 667, expected: .iPhone6),
    .init(idiom: 0, scale: 1, width: 320, height: 480, expected: .iPhone3GS),
    .init(idiom: 0, scale: 3, width: 414, height: 736, expected: .iPhone6Plus),
    .init(idiom: 0, scale: 3, width: 375, height: 812, expected: .iPhoneX),
    .init(idiom: 2, scale: 1, width: 1920, height: 1080, expected: .appleTV),
    .init(idiom: 5, scale: 2, width: 1440, height: 900, expected: .macRetina),
    // Landscape: UIKit reports the bounds as rotated, and so does Device.
    .init(
      idiom: 0, scale: 2, width: 667, height: 375,
      expected: Device(idiom: .phone, scale: 2, width: 667, height: 375)),
    .init(
      idiom: 3, scale: 1, width: 800, height: 480,
      expected: Device(idiom: .carPlay, scale: 1, width: 800, height: 480)),
    .init(
      idiom: 6, scale: 2, width: 1280, height: 720,
      expected: Device(idiom: .unspecified, scale: 2, width: 1280, height: 720)),
    .init(
      idiom: -1, scale: 2, width: 390, height: 844,
      expected: Device(idiom: .unspecified, scale: 2, width: 390, height: 844)),
    .init(
      idiom: 4, scale: 1.5, width: 400, height: 600,
      expected: Device(idiom: .unspecified, scale: 1.5, width: 400, height: 600)),
  ]

  @Test(arguments: uiKitCases)
  func uiKitValues(_ input: UIKitCase) {
    let device = Device(
      userInterfaceIdiom: input.idiom, scale: input.scale, screenWidth: input.width,
      screenHeight: input.height)
    #expect(device == input.expected)
  }

  @Test(arguments: [-2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 99])
  func everyRawIdiom(rawValue: Int) {
    let expected: [Int: InterfaceIdiom] = [0: .phone, 1: .pad, 2: .tv, 3: .carPlay, 5: .desktop]
    #expect(
      InterfaceIdiom(userInterfaceIdiomRawValue: rawValue) == expected[rawValue] ?? .unspecified)
  }

  @Test func appKitValuesAreADesktop() {
    #expect(Device(backingScaleFactor: 2, screenWidth: 1440, screenHeight: 900) == .macRetina)
    #expect(Device(backingScaleFactor: 1, screenWidth: 1440, screenHeight: 900) == .mac)
    let wide = Device(backingScaleFactor: 2, screenWidth: 1728, screenHeight: 1117)
    #expect(wide?.idiom == .desktop)
    #expect(wide?.screenSize == Device.ScreenSize(width: 1728, height: 1117))
  }

  /// A screen that reports nothing usable gives no device, so an app keeps
  /// the one it has.
  @Test(arguments: [
    (0.0, 375.0, 667.0), (2, 0, 667), (2, 375, -1), (.nan, 375, 667), (2, .infinity, 667),
  ])
  func unusableValuesGiveNoDevice(scale: Double, width: Double, height: Double) {
    #expect(
      Device(userInterfaceIdiom: 0, scale: scale, screenWidth: width, screenHeight: height) == nil)
    #expect(Device(backingScaleFactor: scale, screenWidth: width, screenHeight: height) == nil)
  }

  /// The mapped device picks the variants the seed picked on that device.
  @Test func mappedIPadPicksTheIPadVariant() throws {
    let tree = try ResourceTree(ResourceTree.demoBundle)
    let device = try #require(
      Device(userInterfaceIdiom: 1, scale: 2, screenWidth: 768, screenHeight: 1024))
    let path = try tree.resolver(device: device).path(forResource: "Image1")
    #expect(path == tree.path("Image1@2x~ipad.png"))
  }
}
