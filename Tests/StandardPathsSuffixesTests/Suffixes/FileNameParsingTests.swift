import TestSupport
import Testing

@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

@Suite("FileName parsing")
struct FileNameParsingTests {
  @Test(arguments: SuffixFixtures.parsing)
  func parsesParts(input: String, expected: FileName) {
    let parsed = FileName(input)
    #expect(parsed.directory == expected.directory)
    #expect(parsed.base == expected.base)
    #expect(parsed.height == expected.height)
    #expect(parsed.isHD == expected.isHD)
    #expect(parsed.scale == expected.scale)
    #expect(parsed.idiom == expected.idiom)
    #expect(parsed.pathExtension == expected.pathExtension)
    #expect(parsed.query == expected.query)
    #expect(parsed == expected)
  }

  @Test(arguments: SuffixFixtures.parsing.map(\.0))
  func formatsUnchangedNameByteForByte(input: String) {
    #expect(FileName(input).string == input)
    #expect(FileName(input).description == input)
  }

  @Test func keepsDirectoryBytesOfURL() {
    let name = FileName("http://a.com//b/c@2x.png")
    #expect(name.directory == "http://a.com//b/")
    #expect(name.lastComponent == "c@2x.png")
    #expect(name.stem == "c@2x")
  }

  @Test func bothHDOrdersAreTheSameVariant() {
    let heightFirst = FileName("foo-1024h-hd@2x~ipad.png")
    let hdFirst = FileName("foo-hd-1024h@2x~ipad.png")
    #expect(heightFirst == hdFirst)
    #expect(heightFirst.hashValue == hdFirst.hashValue)
    #expect(heightFirst.string != hdFirst.string)
    #expect(hdFirst.canonicalized.string == "foo-1024h-hd@2x~ipad.png")
  }

  @Test func numberSpellingIsKeptButIgnoredByEquality() {
    let spelled = FileName("foo-0568h@2.50x.png")
    #expect(spelled.scaleSuffix == "@2.50x")
    #expect(spelled.heightSuffix == "-0568h")
    #expect(spelled == FileName("foo-568h@2.5x.png"))
    #expect(spelled.canonicalized.string == "foo-568h@2.5x.png")
  }

  @Test func comparesTextByteForByte() {
    // "é" precomposed and decomposed are canonically equivalent Strings,
    // but different file names on Linux.
    let composed = FileName("caf\u{E9}.png")
    let decomposed = FileName("cafe\u{301}.png")
    #expect(composed != decomposed)
  }

  @Test func hugeNumbersAreNotSuffixes() {
    let digits = String(repeating: "9", count: 400)
    let name = FileName("foo@\(digits)x.png")
    #expect(name.scale == nil)
    #expect(name.base == "foo@\(digits)x")
  }
}
