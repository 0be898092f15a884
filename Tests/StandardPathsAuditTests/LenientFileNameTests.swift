import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// The parser's lenient mode: look-alike suffixes (wrong case, order,
/// repeats, a missing `x`, cocos2d's suffixes, suffixes before an inner
/// extension) and the names that are fine.
@Suite struct LenientFileNameTests {
  /// (name, intended name, flaws of the look-alikes left to right,
  /// out of order).
  @Test(arguments: [
    ("foo@2X.png", "foo@2x.png", ["letterCase"], false),
    ("foo~IPAD.png", "foo~ipad.png", ["letterCase"], false),
    ("foo~iPhone.png", "foo~iphone.png", ["letterCase"], false),
    ("foo-HD.png", "foo-hd.png", ["letterCase"], false),
    ("foo-568H@2x.png", "foo-568h@2x.png", ["letterCase"], false),
    ("foo~ipad@2x.png", "foo@2x~ipad.png", ["misplaced"], true),
    ("foo@2x-568h.png", "foo-568h@2x.png", ["misplaced"], true),
    ("foo-hd@2x-568h.png", "foo-568h-hd@2x.png", ["misplaced", "misplaced"], true),
    ("foo~IPAD@2X.png", "foo@2x~ipad.png", ["letterCase", "letterCase"], true),
    ("foo@2X~ipad.png", "foo@2x~ipad.png", ["letterCase"], false),
    ("foo.bar~ipad@1.5x.png", "foo.bar@1.5x~ipad.png", ["misplaced"], true),
    ("foo@2X", "foo@2x", ["letterCase"], false),
    ("name@3.png", "name@3x.png", ["missingUnit"], false),
    ("name@1.5~ipad.png", "name@1.5x~ipad.png", ["missingUnit"], false),
    ("foo@2x@2x.png", "foo@2x.png", ["misplaced repeated"], false),
    ("foo@2x@3x.png", "foo@3x.png", ["misplaced repeated"], false),
    ("x-hd-hd.png", "x-hd.png", ["misplaced repeated"], false),
    ("foo~ipad~iphone.png", "foo~iphone.png", ["misplaced repeated"], false),
    ("foo-ipad.png", "foo~ipad.png", ["foreign"], false),
    ("foo-ipadhd.png", "foo@2x~ipad.png", ["foreign"], false),
    // cocos2d appends its suffixes exactly: `-iPadHD` only resembles one.
    ("foo-iPadHD.png", "foo@2x~ipad.png", ["resembles"], false),
    ("foo-iphonehd.png", "foo-hd.png", ["foreign"], false),
    // Transporter's `messagebar@x2.png`, 640 × 66 beside a 320 × 33 1x.
    ("messagebar@x2.png", "messagebar@2x.png", ["resembles"], false),
    ("foo-iphone5hd.png", "foo-568h-hd.png", ["foreign"], false),
    ("foo-machd.png", "foo@2x~mac.png", ["foreign"], false),
    ("sheet-hd.pvr.ccz", "sheet.pvr-hd.ccz", ["misplaced inner"], false),
    ("sheet-ipadhd.pvr.ccz", "sheet.pvr@2x~ipad.ccz", ["foreign inner"], false),
  ])
  func lookalikes(name: String, intended: String, flaws: [String], outOfOrder: Bool) {
    let reading = LenientFileName(FileName(name))
    #expect(!reading.isExact)
    #expect(reading.intended.string == intended)
    #expect(reading.lookalikes.map(Self.describe) == flaws)
    #expect(reading.isOutOfOrder == outOfOrder)
  }

  @Test func canonicalSpellingOfEachLookalike() {
    let reading = LenientFileName(FileName("a-iPadHD~IPHONE@3.png"))
    #expect(reading.lookalikes.map(\.written) == ["-iPadHD", "~IPHONE", "@3"])
    #expect(reading.lookalikes.map(\.canonical) == ["@2x~ipad", "~iphone", "@3x"])
    // Right to left: `@3` sets the scale, `~IPHONE` the idiom; the foreign
    // suffix adds nothing new.
    #expect(reading.lookalikes.map(\.isRepeated) == [true, false, false])
    #expect(reading.intended.string == "a@3x~iphone.png")
    #expect(reading.innerExtension == nil)
    #expect(LenientFileName(FileName("s-hd.pvr.ccz")).innerExtension == "pvr")
  }

  @Test(arguments: [
    "foo.png", "foo@2x~ipad.png", "foo-568h-hd@2x~iphone.png", "foo-hd-568h.png", "me@box.png",
    "my-video.png", "foo~watch.png", "foo@2x~watch.png", "@2x.png", "HD.png", "level@10.png",
    "v1.2-hd.png", "sheet.pvr-hd.ccz", "model.obj.gz", "big-mac.png", "readme", "a.b.c",
    "photo-iphone.png",
  ])
  func exactNames(name: String) {
    let reading = LenientFileName(FileName(name))
    #expect(reading.isExact, "\(reading.lookalikes)")
    #expect(reading.intended == FileName(name))
  }

  private static func describe(_ lookalike: SuffixLookalike) -> String {
    var words: [String]
    switch lookalike.flaw {
    case .misplaced: words = ["misplaced"]
    case .letterCase: words = ["letterCase"]
    case .missingUnit: words = ["missingUnit"]
    case .foreign: words = ["foreign"]
    case .resembles: words = ["resembles"]
    }
    if lookalike.isRepeated { words.append("repeated") }
    if lookalike.precedesInnerExtension { words.append("inner") }
    return words.joined(separator: " ")
  }

  /// The lenient mode stays linear on long, adversarial bases: a work
  /// ratio of about 10 is linear, 100 quadratic; the bound of 60 leaves
  /// room for a busy machine and for the allocation of thousands of
  /// look-alikes.
  @Test(arguments: [
    "@2X", "@3", "~iPad", "-HD", "-568H", "-ipadhd", "@1.5", "@2x@", "1.", "-1",
  ])
  func lenientModeIsLinear(unit: String) {
    func make(_ count: Int) -> FileName {
      FileName("a" + String(repeating: unit, count: count / unit.count) + ".pvr.png")
    }
    let small = make(2_000)
    let large = make(20_000)
    let ratio = workRatio(
      small: { _ = LenientFileName(small).intended.string },
      large: { _ = LenientFileName(large).intended.string }, bound: 60)
    #expect(ratio < 60, "\(unit): 20k/2k work ratio \(ratio)")
  }
}
