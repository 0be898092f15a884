import Foundation
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

/// The seed's `normalizedPath(forFile:)` members read `Device.current`, so
/// they run in the serialized current-device suite; the resource directory
/// is a scratch tree through `ResourceResolver.currentOverride`.
extension CurrentDeviceTests {
  @Test(arguments: DemoBundle.expectations)
  func normalizedPathFollowsTheCurrentDevice(preset: String, image1: String, image2: String) throws
  {
    let device = try #require(Device(presetName: preset))
    let tree = try ResourceTree(ResourceTree.demoBundle)
    let resolver = ResourceResolver(root: tree.root, device: .mac)
    let manager = FileManager.default
    try CurrentDeviceTests.with(device) {
      try ResourceResolver.$currentOverride.withValue(resolver) {
        #expect(manager.normalizedPath(forFile: "Image1") == tree.path(image1))
        #expect(manager.normalizedPath(forFile: "Image2.png") == tree.path(image2))
        #expect(manager.normalizedPath(forFile: "Image2", ofType: "png") == tree.path(image2))
        #expect(manager.normalizedPath(forFile: "Image3") == nil)
        #expect(manager.normalizedPath(forFile: "Image1", ofType: nil) == nil)
        #expect(manager.normalizedPath(forFile: "../Image1") == nil)
        #expect(manager.normalizedPath(forFile: "") == nil)
        #expect(manager.normalizedPath(forFile: tree.path("Image1")) == tree.path(image1))
        // The answer follows a device change at once (the key has the device).
        CurrentDeviceTests.with(.iPhone3GS) {
          #expect(manager.normalizedPath(forFile: "Image1") == tree.path("Image1.png"))
        }
        _ = try #require(manager.normalizedPath(forFile: "Image1"))
      }
    }
  }

  @Test func normalizedPathUsesTheMainBundleWithoutAnOverride() throws {
    let resources = try #require(Bundle.main.resourcePath)
    #expect(ResourceResolver.current === ResourceResolver.main)
    #expect(ResourceResolver.main.root == resources)
    let tree = try ResourceTree(["abs@2x.png"])
    CurrentDeviceTests.with(.iPhone4) {
      #expect(
        FileManager.default.normalizedPath(forFile: tree.path("abs")) == tree.path("abs@2x.png"))
    }
  }
}
