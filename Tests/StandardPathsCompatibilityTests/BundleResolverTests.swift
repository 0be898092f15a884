import Foundation
import TestSupport
import Testing

@testable import StandardPathsCompatibility
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes

/// The `Bundle` entry point of the resolver (the compatibility module).
struct BundleResolverTests {
  @Test func bundleResolverSearchesTheBundlesResources() throws {
    let tree = try ResourceTree(["logo@2x~ipad.png"])
    let bundle = try #require(Bundle(path: tree.root))
    let resourcePath = try #require(bundle.resourcePath)
    try tree.add(String(resourcePath.dropFirst(tree.root.count + 1)) + "/logo@2x~ipad.png")
    let resolver = try #require(bundle.resourceResolver(device: .iPadRetina))
    #expect(try resolver.path(forResource: "logo") == resourcePath + "/logo@2x~ipad.png")
  }
}
