import Foundation
import TestSupport
import Testing

@testable import StandardPathsCompatibility
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// The explicit replacements for the seed's swizzled loaders (reference §7,
/// W1–W7): the path, scale or name each computed, on the seed's demo
/// bundle. The fenced UIKit/AppKit lines only hand these to the frameworks.
@Suite struct AppleLoaderTests {
  static let nibs = ["MainView.nib", "MainView-568h.nib", "MainView~ipad.nib", "Other.nib"]

  @Test(arguments: [
    (Device.iPhone6, "Image1-667h@2x.png", 2.0),
    (.iPhone6Plus, "Image1-736h@3x.png", 3),
    (.iPhone5, "Image1-568h@2x.png", 2),
    (.iPadRetina, "Image1@2x~ipad.png", 2),
    (.iPad, "Image1~ipad.png", 1),
    (.mac, "Image1~mac.png", 1),
  ])
  func imageFileAndName(device: Device, file: String, scale: Double) throws {
    let tree = try ResourceTree(ResourceTree.demoBundle)
    let resolver = tree.resolver(device: device)
    #expect(
      try resolver.imageFile(forResource: "Image1")
        == ResolvedImageFile(path: tree.path(file), scale: scale))
    #expect(try resolver.imageName(forResource: "Image1") == file)
  }

  /// W1: a bare `-hd` file is drawn at 2 on a Retina phone, at 1 elsewhere.
  @Test func hdImageScale() throws {
    let tree = try ResourceTree(["Image2.png", "Image2-hd.png"])
    let phone = try tree.resolver(device: .iPhone4).imageFile(forResource: "Image2")
    #expect(phone == ResolvedImageFile(path: tree.path("Image2-hd.png"), scale: 2))
    let pad = try tree.resolver(device: .iPadRetina).imageFile(forResource: "Image2")
    #expect(pad == ResolvedImageFile(path: tree.path("Image2-hd.png"), scale: 1))
  }

  @Test func namesKeepSubfoldersAndNothingFoundIsNil() throws {
    let tree = try ResourceTree(["Icons/star.png", "Icons/star@2x.png"])
    let resolver = tree.resolver(device: .iPhone6)
    #expect(try resolver.imageName(forResource: "Icons/star") == "Icons/star@2x.png")
    #expect(try resolver.imageName(forResource: "missing") == nil)
    #expect(try resolver.imageFile(forResource: "missing") == nil)
    #expect(throws: ResourceNameError.self) { try resolver.imageName(forResource: "../x") }
  }

  /// An absolute name outside the root has a file but no name for
  /// `UIImage(named:)`.
  @Test func absoluteNameOutsideTheRootHasNoImageName() throws {
    let tree = try ResourceTree(["Image1.png"])
    let other = try ResourceTree(["Elsewhere.png"])
    let resolver = tree.resolver(device: .mac)
    #expect(try resolver.imageName(forResource: other.path("Elsewhere")) == nil)
    #expect(
      try resolver.imageFile(forResource: other.path("Elsewhere"))?.path
        == other.path("Elsewhere.png"))
  }

  /// W3–W5: the nib name with the height variant, without the extension;
  /// UIKit adds `~ipad`/`~iphone` itself.
  @Test(arguments: [
    (Device.iPhone5, "MainView-568h"), (.iPhone4, "MainView"), (.iPadRetina, "MainView~ipad"),
  ])
  func nibName(device: Device, expected: String) throws {
    let tree = try ResourceTree(Self.nibs)
    #expect(try tree.resolver(device: device).nibName(forNib: "MainView") == expected)
    #expect(try tree.resolver(device: device).nibName(forNib: "Missing") == nil)
  }

  /// The Linux-compilable half of the UIKit glue: the main bundle's nib
  /// name for `Device.current`, or the name itself when nothing matches.
  @Test func bundleNibNameUsesTheSharedResolverAndDevice() throws {
    let tree = try ResourceTree(Self.nibs)
    ResourceResolver.$currentOverride.withValue(tree.resolver(device: .mac)) {
      Device.$scopedOverride.withValue(.iPhone5) {
        #expect(Bundle.standardPathsNibName("MainView") == "MainView-568h")
        #expect(Bundle.standardPathsNibName("Missing") == "Missing")
      }
    }
  }
}
