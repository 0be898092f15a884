import Testing

@testable import StandardPaths

/// Look-alike suffixes: wrong case or order, and names that are fine.
@Suite struct SuffixLookalikesTests {
  @Test(arguments: [
    ("foo@2X.png", "foo@2x.png", true, false),
    ("foo~IPAD.png", "foo~ipad.png", true, false),
    ("foo~iPhone.png", "foo~iphone.png", true, false),
    ("foo-HD.png", "foo-hd.png", true, false),
    ("foo-568H@2x.png", "foo-568h@2x.png", true, false),
    ("foo~ipad@2x.png", "foo@2x~ipad.png", false, true),
    ("foo@2x-568h.png", "foo-568h@2x.png", false, true),
    ("foo-hd@2x-568h.png", "foo-568h-hd@2x.png", false, true),
    ("foo~IPAD@2X.png", "foo@2x~ipad.png", true, true),
    ("foo@2X~ipad.png", "foo@2x~ipad.png", true, false),
    ("foo.bar~ipad@1.5x.png", "foo.bar@1.5x~ipad.png", false, true),
    ("foo@2X", "foo@2x", true, false),
  ])
  func lookalikes(name: String, intended: String, wrongCase: Bool, outOfOrder: Bool) throws {
    let parsed = FileName(parsing: name)
    let lookalikes = try #require(SuffixLookalikes(parsed))
    #expect(lookalikes.intended.string == intended)
    #expect(!lookalikes.wronglyCased.isEmpty == wrongCase)
    #expect(lookalikes.isOutOfOrder(parsed: parsed) == outOfOrder)
  }

  @Test(arguments: [
    "foo.png", "foo@2x~ipad.png", "foo-568h-hd@2x~iphone.png", "foo-hd-568h.png", "me@box.png",
    "my-video.png", "foo~watch.png", "foo@2x~watch.png", "x-hd-hd.png", "@2x.png", "HD.png",
    "foo~ipad~iphone.png",
  ])
  func cleanNames(name: String) {
    #expect(SuffixLookalikes(FileName(parsing: name)) == nil)
  }
}
