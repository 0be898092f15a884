import Foundation
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// The pure ranking (`FileName.resourceCandidates(for:)`) against the
/// seed's lists of standardpaths-reference.md §3.3, adapted by our fixes.
@Suite("Candidate ranking")
struct CandidateRankingTests {
  /// The seed's junk height candidates (`foo@2x-480h@2x.png`, a height
  /// appended after a scale and then the scale again) written as meant:
  /// the height before the scale (`foo-480h@2x.png`).
  /// Design/suffix-grammar-and-devices.md#grammar-and-fixes, fix 1.
  static func fixingJunk(_ seed: String) -> String {
    seed.replacingOccurrences(
      of: #"(@[0-9]+x)-([0-9]+h)\1"#, with: "-$2$1", options: .regularExpression)
  }

  static func expected(_ seed: [String], mapping: (String) -> String? = { $0 }) -> [FileName] {
    seed.compactMap { mapping(fixingJunk($0)) }.map(FileName.init)
  }

  static func strings(_ names: [FileName]) -> [String] { names.map(\.string) }

  @Test(arguments: SeedCandidateLists.lists.map { ($0.name, $0.device, $0.candidates) })
  func matchesTheSeedList(name: String, device: Device, seed: [String]) {
    let actual = FileName("foo.png").resourceCandidates(for: device)
    let expected = Self.expected(seed)
    #expect(actual == expected, "\(name): \(Self.strings(actual))")
    #expect(actual.count == seed.count)
  }

  @Test(arguments: SeedCandidateLists.lists.map { ($0.name, $0.device, $0.candidates) })
  func candidatesAreSpeltCanonically(name: String, device: Device, seed: [String]) {
    for candidate in FileName("foo.png").resourceCandidates(for: device) {
      #expect(candidate.string == candidate.canonicalized.string, "\(name)")
    }
  }

  @Test func theJunkFixIsOnlyAboutHeightsAfterScales() {
    #expect(Self.fixingJunk("foo@2x-480h@2x~iphone.png") == "foo-480h@2x~iphone.png")
    #expect(Self.fixingJunk("foo-hd@3x-1024h@3x~ipad.png") == "foo-hd-1024h@3x~ipad.png")
    #expect(Self.fixingJunk("foo-568h@2x.png") == "foo-568h@2x.png")
  }

  /// The seed tested `ofType` for the `tiff` sibling; we test the
  /// requested file's extension (Design/resource-resolution.md), so a `nib` has none.
  @Test(arguments: [("mac", Device.mac), ("macRetina", Device.macRetina)])
  func macNibHasNoTIFFSibling(name: String, device: Device) throws {
    let seed = try #require(SeedCandidateLists.lists.first { $0.name == name }).candidates
    let expected = Self.expected(seed) { $0.hasSuffix(".tiff") ? nil : $0 }
      .map { $0.replacingPathExtension(with: "nib") }
    #expect(FileName("foo.nib").resourceCandidates(for: device) == expected)
    #expect(expected.count == 12)
  }

  /// Without an extension (`ofType` nil or empty) every suffix goes at the
  /// end, and there is no `tiff` sibling.
  @Test(arguments: SeedCandidateLists.lists.map { ($0.name, $0.device, $0.candidates) })
  func extensionlessNamesGetTheSameListWithoutTIFF(name: String, device: Device, seed: [String]) {
    let expected = Self.expected(seed) { $0.hasSuffix(".tiff") ? nil : $0 }
      .map { $0.replacingPathExtension(with: "") }
    let actual = FileName("foo").resourceCandidates(for: device)
    #expect(actual == expected, "\(name): \(Self.strings(actual))")
  }

  @Test(arguments: ["foo.jpg", "foo.JPG", "foo.jpeg", "foo.Png"])
  func imageExtensionsInAnyCaseGetTheTIFFSibling(request: String) throws {
    let candidates = Self.strings(FileName(request).resourceCandidates(for: .mac))
    #expect(candidates.contains("foo.tiff"))
    #expect(candidates.contains("foo-hd~mac.tiff"))
    let requested = try #require(candidates.firstIndex(of: request))
    #expect(candidates.firstIndex(of: "foo.tiff") == requested - 1)
  }

  @Test(arguments: ["foo.gif", "foo.tiff", "foo.pdf", "foo.png.txt", "model.obj.gz"])
  func otherExtensionsGetNoTIFFSibling(request: String) {
    let candidates = FileName(request).resourceCandidates(for: .macRetina)
    let tiffs = candidates.filter { $0.pathExtension == "tiff" }
    #expect(tiffs.count == (request == "foo.tiff" ? candidates.count : 0))
  }

  @Test func doubleExtensionsKeepSuffixesBeforeThem() {
    let candidates = Self.strings(
      FileName("model.obj.gz").resourceCandidates(for: .iPhone4))
    #expect(candidates.first == "model-480h@2x~iphone.obj.gz")
    #expect(candidates.last == "model.obj.gz")
    #expect(candidates.contains("model-hd.obj.gz"))
  }

  @Test func tiffSiblingOfAJPEGWithDirectoryKeepsTheDirectory() {
    let candidates = FileName("art/foo.jpeg").resourceCandidates(for: .mac)
    #expect(candidates.contains(FileName("art/foo-hd~mac.tiff")))
    #expect(candidates.allSatisfy { $0.directory == "art/" })
  }

  @Test func retinaOnOneXFallbackRanksOneXThenTwoXThenThreeX() {
    let candidates = Self.strings(FileName("foo.png").resourceCandidates(for: .iPhone3GS))
    #expect(Array(candidates.suffix(3)) == ["foo.png", "foo@2x.png", "foo@3x.png"])
  }

  @Test func widescreenPhonesFallBackTo568() {
    let candidates = Self.strings(
      FileName("foo.png").resourceCandidates(for: .iPhone6Plus))
    #expect(candidates.contains("foo-568h@3x.png"))
    let iPhoneX = Self.strings(FileName("foo.png").resourceCandidates(for: .iPhoneX))
    #expect(!iPhoneX.contains { $0.contains("-568h") })
  }

  /// A suffix the request has is kept: only the missing kinds vary.
  @Test func aRequestedScaleIsKept() {
    let candidates = Self.strings(FileName("foo@2x.png").resourceCandidates(for: .iPhone6))
    #expect(
      candidates == [
        "foo-667h-hd@2x~iphone.png", "foo-568h-hd@2x~iphone.png", "foo-hd@2x~iphone.png",
        "foo-667h@2x~iphone.png", "foo-568h@2x~iphone.png", "foo@2x~iphone.png",
        "foo-667h-hd@2x.png", "foo-568h-hd@2x.png", "foo-hd@2x.png",
        "foo-667h@2x.png", "foo-568h@2x.png", "foo@2x.png",
      ])
  }

  @Test func aRequestedScaleIsKeptOnOneXToo() {
    let candidates = Self.strings(FileName("foo@3x.png").resourceCandidates(for: .iPad))
    #expect(candidates.allSatisfy { $0.contains("@3x") })
    #expect(candidates.first == "foo-1024h-hd@3x~ipad.png")
    #expect(candidates.last == "foo@3x.png")
  }

  @Test func aRequestedIdiomIsKept() {
    let candidates = Self.strings(
      FileName("foo~ipad.png").resourceCandidates(for: .iPadRetina))
    #expect(candidates.count == 12)
    #expect(candidates.allSatisfy { $0.hasSuffix("~ipad.png") })
    #expect(candidates.first == "foo-1024h-hd@2x~ipad.png")
    #expect(candidates.last == "foo~ipad.png")
  }

  @Test func aRequestedIdiomOfAnotherDeviceIsKept() {
    let candidates = Self.strings(
      FileName("foo~mac.png").resourceCandidates(for: .iPhone5))
    #expect(candidates.allSatisfy { $0.hasSuffix("~mac.png") })
    #expect(candidates.last == "foo~mac.png")
  }

  @Test func aRequestedHeightAndHDAreKept() {
    let candidates = Self.strings(
      FileName("foo-hd-1024h.png").resourceCandidates(for: .iPadRetina))
    #expect(
      candidates == [
        "foo-hd-1024h@2x~ipad.png", "foo-hd-1024h@3x~ipad.png", "foo-hd-1024h~ipad.png",
        "foo-hd-1024h@2x.png", "foo-hd-1024h@3x.png", "foo-hd-1024h.png",
      ])
  }

  @Test(arguments: [1.0, 2.0, 3.0])
  func unspecifiedIdiomDoesNotExpand(scale: Double) {
    let device = Device(idiom: .unspecified, scale: scale, width: 320, height: 568)
    let candidates = Self.strings(FileName("foo.png").resourceCandidates(for: device))
    #expect(candidates == (scale == 1 ? ["foo.png", "foo@2x.png", "foo@3x.png"] : ["foo.png"]))
  }

  @Test func carPlayRanksLikeAPhoneWithItsOwnSuffix() {
    let car = Device(idiom: .carPlay, scale: 2, width: 320, height: 568)
    let phone = Device(idiom: .phone, scale: 2, width: 320, height: 568)
    let carCandidates = FileName("foo.png").resourceCandidates(for: car)
    let phoneCandidates = FileName("foo.png").resourceCandidates(for: phone)
    #expect(
      carCandidates.map { $0.idiom == .carPlay } == phoneCandidates.map { $0.idiom == .phone })
    #expect(carCandidates.map(\.height) == phoneCandidates.map(\.height))
    #expect(carCandidates.map(\.scale) == phoneCandidates.map(\.scale))
  }

  @Test func fractionalScalesComeFirstOnTheirDevice() {
    let device = Device(idiom: .pad, scale: 1.5, width: 768, height: 1024)
    let candidates = Self.strings(FileName("foo.png").resourceCandidates(for: device))
    #expect(
      candidates.prefix(3) == [
        "foo-1024h-hd@1.5x~ipad.png", "foo-1024h-hd@2x~ipad.png", "foo-1024h-hd@3x~ipad.png",
      ])
  }

  @Test func aScreenWithoutSizeHasNoHeightCandidates() {
    let device = Device(idiom: .phone, scale: 2, width: 0, height: 0)
    let candidates = FileName("foo.png").resourceCandidates(for: device)
    #expect(candidates.allSatisfy { $0.height == nil })
    #expect(candidates.count == 8)
  }

  @Test(arguments: Device.presets)
  func candidatesAreDistinct(device: Device) {
    for request in ["foo.png", "foo", "foo@2x.png", "foo-hd~ipad.jpg", "a/b/model.obj.gz"] {
      let candidates = FileName(request).resourceCandidates(for: device)
      #expect(Set(candidates).count == candidates.count)
      #expect(candidates.contains(FileName(request)), "the request itself is a candidate")
    }
  }

  @Test(
    arguments: [
      ("Image1", "png", "Image1.png"), ("Image1.png", "nib", "Image1.png"),
      ("Image1", nil, "Image1"), ("Image1", "", "Image1"), ("Image1", ".png", "Image1.png"),
      ("model.obj.gz", "png", "model.obj.gz"), ("dir/foo", "tar.gz", "dir/foo.tar.gz"),
      ("foo@2x", "png", "foo@2x.png"), ("foo.bar@2x", "png", "foo.bar@2x.png"),
    ] as [(String, String?, String)])
  func typeIsAppendedOnlyWithoutAnExtension(name: String, type: String?, expected: String) {
    let result = FileName(name).appendingPathExtension(ifAbsent: type)
    #expect(result.string == expected)
    #expect(result == FileName(expected))
  }
}
