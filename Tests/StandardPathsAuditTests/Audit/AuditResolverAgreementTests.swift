import StandardPathsTesting
import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// The audit's choices are the resolver's answers: for every asset and
/// device, `ResourceResolver.path(forResource:)` of the asset's plain name
/// returns the file the audit says the device loads. (Except for an asset
/// made only of misspelt names such as `ok~ipad@2x.png`: its plain name
/// `ok~ipad.png` parses back as `ok.png` with `~ipad`, so no request names
/// it exactly.)
@Suite("Audit: agrees with the resolver")
struct AuditResolverAgreementTests {
  /// Whether every choice of `files`' audit is the resolver's answer.
  private func expectAgreement(_ files: [String], sourceLocation: SourceLocation = #_sourceLocation)
  {
    var fileSystem = VirtualFileSystem()
    fileSystem.addDirectory("/r")
    for file in files { fileSystem.addFile("/r/" + file, contents: "") }
    let resolver = ResourceResolver(
      root: "/r", device: .mac, fileSystem: fileSystem, cachePolicy: .neverRevalidate)
    let report = AssetAudit().report(forFiles: files)
    for asset in report.assets
    where FileName(asset.path).stem == FileName(asset.path).base {
      for (device, choice) in zip(report.devices, asset.choices) {
        let answer = try? resolver.path(forResource: asset.path, ofType: nil, device: device.device)
        #expect(
          answer == choice.file.map { "/r/" + $0 }, "\(asset.path) on \(device.name)",
          sourceLocation: sourceLocation)
      }
    }
  }

  @Test func fixtures() {
    expectAgreement(AuditFixtures.mixed)
    expectAgreement(AuditFixtures.clean)
    expectAgreement(ResourceTree.demoBundle)
  }

  @Test(arguments: 0..<6)
  func randomTrees(seed: UInt64) {
    var random = SplitMix(state: seed)
    let pool = ResourceNamePool.names + ["foo~mac.tiff", "foo@2x~mac.tiff", "foo.tiff"]
    for _ in 0..<25 {
      expectAgreement(pool.filter { _ in random.next() % 5 == 0 })
    }
  }
}
