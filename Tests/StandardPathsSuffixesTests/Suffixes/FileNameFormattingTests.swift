import TestSupport
import Testing

@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

@Suite("FileName formatting")
struct FileNameFormattingTests {
  static let cases: [(FileName, String)] = [
    (SuffixFixtures.name("", "foo", ext: "png"), "foo.png"),
    (
      SuffixFixtures.name("", "foo", height: 568, hd: true, scale: 2, idiom: .phone, ext: "png"),
      "foo-568h-hd@2x~iphone.png"
    ),
    (SuffixFixtures.name("dir/", "foo", scale: 1.5), "dir/foo@1.5x"),
    (SuffixFixtures.name("", "model", scale: 2, ext: "obj.gz"), "model@2x.obj.gz"),
    (
      SuffixFixtures.name("http://a.com//", "b", ext: "png", query: "v=1"),
      "http://a.com//b.png?v=1"
    ),
    (SuffixFixtures.name("", "foo", idiom: .unspecified, ext: "png"), "foo.png"),
    (SuffixFixtures.name("", "foo", ext: ""), "foo"),
    (SuffixFixtures.name("", "foo", scale: -2, ext: "png"), "foo.png"),
    (SuffixFixtures.name("", "foo", height: .nan, ext: "png"), "foo.png"),
    (SuffixFixtures.name("", "foo", height: 667.5), "foo-667.5h"),
    (SuffixFixtures.name("", "foo", scale: 1e16), "foo@10000000000000000x"),
    (SuffixFixtures.name("", "foo", scale: 0.000015), "foo@0.000015x"),
    (SuffixFixtures.name("", "foo", scale: -0.0), "foo@0x"),
    (SuffixFixtures.name("", "foo", scale: 2.0 / 3), "foo@0.6666666666666666x"),
    (SuffixFixtures.name("", "foo", hd: true, idiom: .carPlay), "foo-hd~car"),
  ]

  @Test(arguments: cases)
  func formatsCanonically(name: FileName, expected: String) {
    #expect(name.string == expected)
    #expect(FileName(expected) == name)
  }

  @Test func settingASuffixWritesItCanonically() {
    var name = FileName("foo-hd-568h@2.0x~ipad.png")
    name.height = 1024
    #expect(name.string == "foo-1024h-hd@2.0x~ipad.png")
    name.scale = 3
    #expect(name.string == "foo-1024h-hd@3x~ipad.png")
  }

  @Test func settingTheSameValueKeepsTheSpelling() {
    var name = FileName("foo-hd-0568h@2.0x.png")
    name.height = 568
    name.scale = 2
    name.isHD = true
    #expect(name.string == "foo-hd-0568h@2.0x.png")
  }

  @Test func changingHDDropsTheParsedOrder() {
    var name = FileName("foo-hd-568h.png")
    name.isHD = false
    name.isHD = true
    #expect(name.string == "foo-568h-hd.png")
  }

  @Test func stemAndLastComponent() {
    let name = FileName("a/b/c-568h@2x.tar.gz?x")
    #expect(name.stem == "c-568h@2x")
    #expect(name.lastComponent == "c-568h@2x.tar.gz?x")
  }
}
