import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// The seed's demo bundle (reference §5.1) on every preset device, through
/// a real directory tree.
@Suite("Resolver: demo bundle")
struct DemoBundleTests {
  static let expectations = DemoBundle.expectations
  static let table = DemoBundle.table

  let tree: ResourceTree

  init() throws {
    tree = try ResourceTree(ResourceTree.demoBundle)
  }

  @Test func everyPresetIsInTheTable() {
    #expect(Self.expectations.map(\.preset) == Device.presets.compactMap(\.presetName))
  }

  @Test(arguments: table)
  func resolves(preset: String, request: String, expected: String) throws {
    let device = try #require(Device(presetName: preset))
    let resolver = tree.resolver(device: device)
    #expect(try resolver.path(forResource: request) == tree.path(expected))
    // Cached answer, and the explicit-device form, agree.
    #expect(try resolver.path(forResource: request) == tree.path(expected))
    #expect(
      try tree.resolver(device: .appleTV).path(forResource: request, ofType: "png", device: device)
        == tree.path(expected))
  }

  @Test(arguments: table)
  func explanationChoosesTheSameFile(preset: String, request: String, expected: String) throws {
    let device = try #require(Device(presetName: preset))
    let explanation = try tree.resolver(device: device).explanation(forResource: request)
    #expect(explanation.chosen?.path == tree.path(expected))
    #expect(explanation.candidates.filter { $0.path != nil }.count >= 1)
    #expect(
      explanation.candidates.map(\.fileName)
        == FileName("\(request.hasSuffix(".png") ? request : request + ".png")")
        .resourceCandidates(for: device))
  }

  /// The demo's lower-case `image1@3x.png` is another file on a
  /// case-sensitive file system; the seed found it on the case-insensitive
  /// simulator.
  @Test func lowerCaseDuplicateIsNotTheSameName() throws {
    try tree.add("image1@3x.png")
    #expect(
      try tree.resolver(device: .iPhoneX).path(forResource: "Image1") == tree.path("Image1@2x.png"))
    #expect(
      try tree.resolver(device: .iPhoneX).path(forResource: "image1") == tree.path("image1@3x.png"))
  }

  @Test func linuxDefaultDeviceResolvesLikeAMac() throws {
    let linux = Device.default(for: SystemEnvironment(platform: .linux))
    #expect(
      try tree.resolver(device: linux).path(forResource: "Image1") == tree.path("Image1~mac.png"))
  }
}
