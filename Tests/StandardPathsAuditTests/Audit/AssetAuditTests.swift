import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// `AssetAudit`: grouping, the file each device loads, and the findings.
@Suite struct AssetAuditTests {
  @Test func documentationExample() {
    let audit = AssetAudit(devices: [AuditDevice(.iPhone6), AuditDevice(.iPad)])
    let report = audit.report(forFiles: ["foo.png", "foo@2x.png", "foo~IPAD.png"])
    #expect(report.assets[0].choices.map(\.file) == ["foo@2x.png", "foo.png"])
    #expect(report.findings.map(\.kind) == [.malformedSuffix])
    #expect(report.findings[0].suggestion == "foo~ipad.png")
  }

  /// The example of the article *Auditing Resource Folders*.
  @Test func articleExample() throws {
    let audit = AssetAudit(devices: AuditDevice.devices(named: "ios") ?? AuditDevice.presets)
    let report = audit.report(forFiles: [
      "hero.png", "hero@2x.png", "hero@3x.png", "hero~ipad@2x.png",
    ])
    #expect(report.findings.map(\.kind) == [.malformedSuffix])
    #expect(report.findings.map(\.file) == ["hero~ipad@2x.png"])
    #expect(report.findings.map(\.suggestions) == [["hero@2x~ipad.png"]])
  }

  @Test func cleanAssetHasNoFindings() {
    let report = AssetAudit().report(forFiles: AuditFixtures.clean)
    #expect(report.isClean, "\(report.findings)")
    #expect(report.fileCount == 5)
    #expect(report.devices == AuditDevice.presets)
    #expect(report.assets.map(\.path) == ["clean.png"])
    let asset = report.assets[0]
    #expect(asset.directory == "")
    #expect(asset.files == AuditFixtures.clean.sorted())
    #expect(asset.choices.map(\.file) == AuditFixtures.cleanChoices)
    #expect(asset.choices.allSatisfy { !$0.isUpscaled })
  }

  @Test func everyKindOfFinding() {
    let report = AssetAudit().report(forFiles: AuditFixtures.mixed)
    let found = report.findings.map { "\($0.kind) \($0.file)" }
    #expect(found == AuditFixtures.mixedFindings.map { "\($0.0) \($0.1)" })
    #expect(Set(report.findings.map(\.kind)).isSubset(of: Set(AuditFinding.Kind.allCases)))
    #expect(report.count(of: .error) == 5)
    #expect(report.count(of: .warning) == 6)
    #expect(report.count(of: .malformedSuffix) == 3)
    for finding in report.findings {
      #expect(!finding.message.contains("\n"))
      #expect(!finding.message.isEmpty)
    }
  }

  @Test func reportDoesNotDependOnInputOrder() {
    let report = AssetAudit().report(forFiles: AuditFixtures.mixed)
    var shuffled = Array(AuditFixtures.mixed.reversed()) + Array(AuditFixtures.mixed.prefix(3))
    shuffled.swapAt(0, 7)
    #expect(AssetAudit().report(forFiles: shuffled) == report)
  }

  @Test func malformedSuffixesSuggestTheCanonicalName() throws {
    let report = AssetAudit().report(forFiles: AuditFixtures.mixed)
    let malformed = report.findings.filter { $0.kind == .malformedSuffix }
    #expect(
      malformed.map(\.suggestion) == [
        "Buttons/cancel~ipad.png", "Buttons/ok@2x.png", "Buttons/ok@2x~ipad.png",
      ])
    #expect(
      malformed.map(\.asset) == [
        "Buttons/cancel~IPAD.png", "Buttons/ok@2X.png", "Buttons/ok~ipad.png",
      ])
    #expect(malformed[0].message.contains("`~IPAD` is not a suffix"))
    #expect(malformed[2].message.contains("`~ipad` out of order"))
    #expect(malformed.allSatisfy { $0.severity == .error })
    // An asset made only of malformed names gets no other finding.
    #expect(
      !report.findings.contains { $0.asset == "Buttons/ok~ipad.png" && $0.kind != .malformedSuffix }
    )
  }

  @Test func unreachableVariantsAreLoadedByNoDevice() throws {
    let files = ["foo.png", "foo@2x.png", "foo@3x.png", "foo@2x~ipad.png", "foo-hd@2x~ipad.png"]
    let all = AssetAudit().report(forFiles: files)
    let finding = try #require(all.findings.first)
    #expect(all.findings.count == 1)
    #expect(finding.kind == .unreachableVariant)
    #expect(finding.file == "foo@2x~ipad.png")
    #expect(finding.devices == ["ipad", "ipad-retina"])
    #expect(
      finding.message
        == "never loaded: every device that looks for it loads a better variant "
        + "(foo-hd@2x~ipad.png on ipad, ipad-retina); remove it")
    // Only iPads look for it: not a finding when no iPad is audited.
    #expect(AssetAudit(devices: AuditFixtures.devices("iphone6")).report(forFiles: files).isClean)
    // No device looks for -hd@2x on a phone.
    let dead = AssetAudit().report(forFiles: ["foo.txt", "foo-hd@2x~iphone.txt"])
    let never = try #require(dead.findings.first { $0.kind == .unreachableVariant })
    #expect(never.devices.isEmpty)
    #expect(
      never.message
        == "never loaded: no device looks for a `-hd@2x~iphone` variant; rename it or remove it")
    // A file only a preset outside the audit loads is no finding.
    let phones = AssetAudit(devices: AuditFixtures.devices("iphone4", "iphone6"))
    #expect(phones.report(forFiles: ["foo.txt", "foo@2x.txt", "foo-hd@2x.txt"]).isClean)
  }

  @Test func upscaledFallbacksNameTheDevicesAndTheVariantsToAdd() throws {
    let audit = AssetAudit(devices: AuditFixtures.devices("iphone3gs", "iphone6", "iphone6plus"))
    let report = audit.report(forFiles: ["photo.png"])
    let finding = try #require(report.findings.first)
    #expect(report.findings.count == 1)
    #expect(finding.kind == .upscaledFallback)
    #expect(finding.devices == ["iphone6", "iphone6plus"])
    #expect(finding.suggestions == ["photo@2x.png", "photo@3x.png"])
    #expect(
      finding.message
        == "iphone6 (@2x), iphone6plus (@3x) load photo.png, a @1x image, and upscale it "
        + "(blurry); "
        + "add photo@2x.png and photo@3x.png")
    #expect(report.assets[0].choices.map(\.isUpscaled) == [false, true, true])
    // Clientelle's variant is there, misspelt: the fix is its rename.
    let misspelt = AssetAudit(devices: AuditFixtures.devices("iphone6"))
      .report(forFiles: ["dark_matter.png", "dark_matter@2X.png"])
    let upscaled = try #require(misspelt.findings.first { $0.kind == .upscaledFallback })
    #expect(upscaled.message.hasSuffix("; rename dark_matter@2X.png to dark_matter@2x.png"))
    // -hd counts as @2x on a phone.
    var combined = audit
    combined.convention = .standardpaths
    let hd = combined.report(forFiles: ["art.png", "art-hd.png"])
    #expect(hd.assets[0].choices.map(\.file) == ["art.png", "art-hd.png", "art-hd.png"])
    #expect(hd.assets[0].choices.map(\.isUpscaled) == [false, false, true])
  }

  @Test func onlyImagesAreUpscaled() {
    let audit = AssetAudit(devices: AuditFixtures.devices("iphone6", "iphone6plus"))
    let plain = audit.report(forFiles: ["level.plist", "icon.svg", "photo.JPG"])
    #expect(plain.findings.map { "\($0.kind) \($0.file)" } == ["upscaledFallback photo.JPG"])
    let scaled = audit.report(forFiles: ["level.plist", "level@2x.plist"])
    #expect(scaled.assets[0].choices.map(\.isUpscaled) == [false, false])
    #expect(scaled.isClean)
  }

  @Test func duplicateVariantKeepsTheResolversChoice() {
    let report = AssetAudit(devices: AuditFixtures.devices("iphone6"))
      .report(forFiles: ["foo.png", "foo@2.0x.png", "foo@2x.png"])
    #expect(report.assets[0].choices.map(\.file) == ["foo@2x.png"])
    // foo.png is for 1x devices: no finding in an iPhone 6 audit.
    #expect(report.findings.map(\.kind) == [.duplicateVariant])
    #expect(report.findings[0].file == "foo@2.0x.png")
    #expect(report.findings[0].relatedFiles == ["foo@2x.png"])
  }

  @Test func missingBaseNamesTheDevicesLeftWithout() throws {
    let audit = AssetAudit(devices: AuditFixtures.devices("iphone6", "ipad", "ipad-retina"))
    let report = audit.report(forFiles: ["Pads/tablet~ipad.png", "Pads/tablet@2x~ipad.png"])
    let finding = try #require(report.findings.first)
    #expect(report.findings.count == 1)
    #expect(finding.kind == .missingBase)
    #expect(finding.file == "Pads/tablet.png")
    #expect(finding.relatedFiles == ["Pads/tablet@2x~ipad.png", "Pads/tablet~ipad.png"])
    #expect(finding.devices == ["iphone6"])
    #expect(finding.message.contains(": iphone6 finds no file; add tablet.png"))
    #expect(
      report.assets[0].choices.map(\.file) == [
        nil, "Pads/tablet~ipad.png", "Pads/tablet@2x~ipad.png",
      ])
  }

  @Test func caseCollisions() {
    let assets = AssetAudit().report(forFiles: ["Logo.png", "logo@2x.png", "logo.png"])
    let collisions = assets.findings.filter { $0.kind == .caseCollision }
    #expect(collisions.count == 1)
    #expect(collisions.first?.file == "Logo.png")
    #expect(collisions.first?.relatedFiles == ["logo.png", "logo@2x.png"])
    // File names equal ignoring case, in assets that are not.
    let files = AssetAudit().report(forFiles: ["foo.png", "foo@2x.png", "foo@2X.png"])
    #expect(
      files.findings.map { "\($0.kind) \($0.file)" } == [
        "malformedSuffix foo@2X.png", "caseCollision foo@2X.png", "upscaledFallback foo@2x.png",
      ])
    #expect(files.findings[1].relatedFiles == ["foo@2x.png"])
    #expect(files.findings[1].message.contains("only one of them can exist there"))
    // Fat Guy Fred's SDK: `mgwuLogo@2x.png` and `mgwulogo.png` are the two
    // scales of one image: spell them alike.
    let scales = AssetAudit().report(forFiles: ["sdk/mgwuLogo@2x.png", "sdk/mgwulogo.png"])
    let split = scales.findings.filter { $0.kind == .caseCollision }
    #expect(split.count == 1)
    #expect(split.first?.file == "sdk/mgwulogo.png")
    #expect(split.first?.suggestions == ["sdk/mgwuLogo.png"])
    #expect(split.first?.message.contains("are the scales of one image") == true)
  }

  @Test func tiffSiblingsBelongToThePNGAsset() {
    let report = AssetAudit().report(forFiles: [
      "Images/art.png", "Images/art@2x.png", "Images/art@3x.png", "Images/art@2x~mac.tiff",
      "Images/art~ipad.tiff", "Images/other.tiff",
    ])
    #expect(report.assets.map(\.path) == ["Images/art.png", "Images/other.tiff"])
    #expect(report.assets[0].files.count == 5)
    #expect(report.assets[0].choices[9].file == "Images/art@2x~mac.tiff")
    #expect(
      report.findings.map { "\($0.kind) \($0.file)" } == [
        "unreachableVariant Images/art~ipad.tiff"
      ])
  }

  @Test func multiResolutionTIFFIsNotUpscaled() {
    let report = AssetAudit(devices: AuditFixtures.devices("mac-retina"))
      .report(forFiles: ["art.png", "art.tiff"])
    #expect(report.assets[0].choices == [AssetChoice(file: "art.tiff")])
    #expect(report.isClean)
  }

  @Test func repeatedPathsCountOnce() {
    let report = AssetAudit().report(forFiles: ["a.png", "a.png", "b/a.png"])
    #expect(report.fileCount == 2)
    #expect(report.assets.map(\.path) == ["a.png", "b/a.png"])
    #expect(report.assets.map(\.directory) == ["", "b"])
  }

  @Test func customDevicesAreNamedByTheirTraits() {
    let device = Device(idiom: .pad, scale: 1.5, width: 800, height: 1280)
    #expect(AuditDevice(device).name == "pad @1.5x 800x1280")
    #expect(AuditDevice(.iPadRetina).name == "ipad-retina")
    #expect(AuditDevice.presets.map(\.name) == Device.presets.compactMap(\.presetName))
  }

  @Test func kindsHaveStableIdentifiers() {
    #expect(
      AuditFinding.Kind.allCases.map(\.identifier) == [
        "malformedSuffix", "foreignSuffix", "caseCollision", "duplicateVariant", "notDownloaded",
        "unreadableImage", "wrongPixelSize", "missingBase", "unreachableVariant",
        "upscaledFallback", "missingLaunchImage", "missingAppIcon", "catalogMissingFile",
        "catalogUnlistedFile", "catalogUnreadable", "unreadableFolder", "missingProjectFile",
      ])
    for kind in AuditFinding.Kind.allCases {
      #expect(AuditFinding.Kind(identifier: kind.identifier) == kind)
    }
    #expect(AuditFinding.Kind(identifier: "nope") == nil)
    #expect(AuditFinding.Severity.warning < .error)
    #expect(AuditFinding.Kind.missingBase.severity == .warning)
    #expect(AuditFinding.Kind.duplicateVariant.severity == .error)
  }

  /// Space Debris Phantom copies `sprites.atlas` whole and lists its
  /// sprites alone too: `bg_galaxy.png` (259 × 259, 1x only) is in the
  /// bundle twice, and upscaled in both places by the same fault: one
  /// finding.
  @Test func aFileCopiedTwiceSaysItsFaultOnce() {
    let file = "Art/sprites.atlas/bg_galaxy.png"
    let report = AssetAudit(devices: AuditFixtures.devices("iphone4")).report(
      forFiles: [file, file], reader: StubAuditFiles(sizes: [file: (259, 259)]),
      bundlePaths: ["bg_galaxy.png", "sprites.atlas/bg_galaxy.png"])
    #expect(report.findings.map(\.kind) == [.upscaledFallback], "\(report.findings)")
  }
}
