import Testing

@testable import StandardPathsAudit

/// An SDK's resource bundle with no Retina art at all, and its loose
/// copies: TanChess ships OpenFeint as `OFResources_Universal.bundle`
/// (281 images, not one `@2x`) and again as loose files.
@Suite struct AuditSDKBundleTests {
  let audit = AssetAudit(devices: AuditFixtures.devices("iphone3gs", "iphone4", "ipad-retina"))

  /// `count` OpenFeint-style images in the bundle (the first `retina` of
  /// them with a `@2x`), the first three also loose, and the app's own
  /// `Board.png`, upscaled too.
  private func report(count: Int, retina: Int = 0) -> AuditReport {
    var sizes: [String: (Int, Int)] = ["Board.png": (320, 480)]
    for number in 0..<count {
      sizes["OFResources_Universal.bundle/OFButton\(number).png"] = (40, 30)
      if number < retina {
        sizes["OFResources_Universal.bundle/OFButton\(number)@2x.png"] = (80, 60)
      }
      if number < 3 { sizes["OFButton\(number).png"] = (40, 30) }
    }
    sizes["OFResources_Universal.bundle/FBConnect.bundle/images/close.png"] = (30, 29)
    sizes["FBConnect.bundle/images/close.png"] = (30, 29)
    var report = audit.report(forFiles: Array(sizes.keys), stub: StubAuditFiles(sizes: sizes))
    report.setApartArtOfOldSDKBundles()
    return report
  }

  private func upscaled(_ findings: [AuditFinding]) -> Set<String> {
    Set(findings.filter { $0.kind == .upscaledFallback }.map(\.file))
  }

  @Test func anOldSDKsBundleAndItsLooseCopiesAreSetApart() {
    let report = report(count: 25)
    #expect(upscaled(report.findings) == ["Board.png"])
    let setApart = upscaled(report.setApartFindings)
    #expect(setApart.count == 25 + 1 + 3 + 1)
    #expect(setApart.contains("OFButton0.png"))
    #expect(setApart.contains("FBConnect.bundle/images/close.png"))
    #expect(
      report.conventionReason.hasSuffix(
        "; OFResources_Universal.bundle (26 images) ships no Retina variant at all: an SDK's art "
          + "from before Retina, which only a newer SDK replaces, so findings on its upscaled "
          + "images are set apart (26, and 4 on loose copies of its files)"))
  }

  /// One `@2x` in the bundle, or fewer images than an SDK's user interface
  /// holds: the art may be the app's own, and its findings stay.
  @Test(arguments: [(25, 1), (18, 0)])
  func aBundleWithRetinaArtOrFewImagesKeepsItsFindings(count: Int, retina: Int) {
    let report = report(count: count, retina: retina)
    #expect(report.setApartFindings.isEmpty)
    #expect(upscaled(report.findings).contains("OFButton0.png"))
    #expect(upscaled(report.findings).contains("Board.png"))
  }
}
