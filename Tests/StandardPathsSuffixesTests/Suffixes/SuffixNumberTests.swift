import TestSupport
import Testing

@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

@Suite("Suffix numbers")
struct SuffixNumberTests {
  static let spellings: [(Double, String)] = [
    (2, "2"), (1.5, "1.5"), (568, "568"), (0, "0"), (-0.0, "0"), (0.0001, "0.0001"),
    (0.00001, "0.00001"), (1e16, "10000000000000000"), (123.456, "123.456"),
    (1e-7, "0.0000001"), (1.25e20, "125000000000000000000"),
  ]

  @Test(arguments: spellings)
  func canonicalSpelling(value: Double, expected: String) throws {
    let number = try #require(SuffixNumber(value: value))
    #expect(number.spelling == expected)
    #expect(Double(number.spelling) == value)
  }

  @Test(arguments: [-1, -0.5, Double.nan, .infinity, -.infinity])
  func rejectsValuesASuffixCannotSpell(value: Double) {
    #expect(SuffixNumber(value: value) == nil)
  }

  @Test func tinyAndHugeValuesRoundTrip() throws {
    for value in [Double.leastNonzeroMagnitude, .greatestFiniteMagnitude, .ulpOfOne, 1.7e308] {
      let number = try #require(SuffixNumber(value: value))
      #expect(Double(number.spelling) == value)
      #expect(!number.spelling.contains("e"))
    }
  }
}
