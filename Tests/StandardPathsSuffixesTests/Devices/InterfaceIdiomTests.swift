import TestSupport
import Testing

@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

@Suite("Interface idioms")
struct InterfaceIdiomTests {
  static let table: [(InterfaceIdiom, String, String?)] = [
    (.phone, "phone", "~iphone"), (.pad, "pad", "~ipad"), (.tv, "tv", "~tv"),
    (.carPlay, "car", "~car"), (.desktop, "desktop", "~mac"), (.unspecified, "unspecified", nil),
  ]

  @Test(arguments: table)
  func identifierAndSuffix(idiom: InterfaceIdiom, identifier: String, suffix: String?) {
    #expect(idiom.rawValue == identifier)
    #expect(idiom.description == identifier)
    #expect(InterfaceIdiom(rawValue: identifier) == idiom)
    #expect(idiom.suffix == suffix)
    if let suffix {
      #expect(InterfaceIdiom(suffix: suffix) == idiom)
    }
  }

  @Test(arguments: ["~IPAD", "~iPhone", "ipad", "~watch", "~vision", "", "~"])
  func unknownSuffixes(suffix: String) {
    #expect(InterfaceIdiom(suffix: suffix) == nil)
  }

  @Test func allCasesInOrder() {
    #expect(InterfaceIdiom.allCases == [.phone, .pad, .tv, .carPlay, .desktop, .unspecified])
    #expect(InterfaceIdiom(rawValue: "carPlay") == nil)
  }
}
