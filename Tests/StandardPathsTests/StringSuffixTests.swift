import TestSupport
import Testing

@testable import AppFolder
@testable import StandardPathsAudit
@testable import StandardPathsCompatibility
@testable import StandardPathsLocations
@testable import StandardPathsMigration
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// The seed-compatible `String` members that do not depend on the device,
/// against the same tables as the `FileName` tests.
@Suite("String suffix members")
struct StringSuffixTests {
  @Test(arguments: SuffixFixtures.hasExtension)
  func hasPathExtension(input: String, expected: Bool) {
    #expect(input.hasPathExtension == expected)
  }

  @Test(arguments: SuffixFixtures.replacingExtension)
  func replacingPathExtension(input: String, newExtension: String, expected: String) {
    #expect(input.replacingPathExtension(withExtension: newExtension) == expected)
  }

  @Test(arguments: SuffixFixtures.appendingPathSuffix)
  func appendingPathSuffix(input: String, suffix: String, expected: String) {
    #expect(input.appendingPathSuffix(suffix) == expected)
  }

  @Test(arguments: SuffixFixtures.deletingPathSuffix)
  func deletingPathSuffix(input: String, suffix: String, expected: String) {
    #expect(input.deletingPathSuffix(suffix) == expected)
  }

  @Test(arguments: SuffixFixtures.hasPathSuffix)
  func hasPathSuffix(input: String, suffix: String, expected: Bool) {
    #expect(input.hasPathSuffix(suffix) == expected)
  }

  @Test(arguments: SuffixFixtures.suffixQueries)
  func suffixQueries(input: String, idiom: String, scale: String, height: String, hd: Bool) {
    #expect(input.interfaceIdiomSuffix == idiom)
    #expect(input.hasInterfaceIdiomSuffix == !idiom.isEmpty)
    #expect(input.scaleSuffix == scale)
    #expect(input.hasScaleSuffix == !scale.isEmpty)
    #expect(input.heightSuffix == height)
    #expect(input.hasHeightSuffix == !height.isEmpty)
    #expect(input.hasHDSuffix == hd)
  }

  @Test(arguments: SuffixFixtures.appendingScale)
  func appendingSuffixForScale(input: String, scale: Double, expected: String) {
    #expect(input.appendingSuffix(forScale: scale) == expected)
    #expect(input.appendingSuffix(forScale: scale).appendingSuffix(forScale: scale) == expected)
  }

  @Test(arguments: SuffixFixtures.appendingHeight)
  func appendingSuffixForHeight(input: String, height: Double, expected: String) {
    #expect(input.appendingSuffix(forHeight: height) == expected)
    #expect(input.appendingSuffix(forHeight: height).appendingSuffix(forHeight: height) == expected)
  }

  @Test(arguments: SuffixFixtures.appendingIdiom)
  func appendingSuffixForInterfaceIdiom(input: String, idiom: InterfaceIdiom, expected: String) {
    #expect(input.appendingSuffix(forInterfaceIdiom: idiom) == expected)
  }

  @Test(arguments: SuffixFixtures.appendingHD)
  func appendingHDSuffix(input: String, expected: String) {
    #expect(input.appendingHDSuffix == expected)
    #expect(input.appendingHDSuffix.appendingHDSuffix == expected)
  }

  @Test(arguments: SuffixFixtures.deleting)
  func deletingSuffixes(
    input: String, withoutScale: String, withoutHeight: String, withoutHD: String,
    withoutIdiom: String
  ) {
    #expect(input.deletingScaleSuffix == withoutScale)
    #expect(input.deletingHeightSuffix == withoutHeight)
    #expect(input.deletingHDSuffix == withoutHD)
    #expect(input.deletingInterfaceIdiomSuffix == withoutIdiom)
  }

  static let heights: [(String, Double)] = [
    ("foo-667h@2x.png", 667), ("foo-1.5h", 1.5), ("foo.png", 0), ("splash-fresh.png", 0),
    ("foo-hd-736h.png", 736), ("foo-568h-hd.png", 568),
  ]

  @Test(arguments: heights)
  func heightFromSuffix(input: String, expected: Double) {
    #expect(input.heightFromSuffix == expected)
  }

  /// Seed release-note regressions: 1.2.1 (@2x not doubled), 1.2.2 (`//`
  /// kept), 1.4.1 (`.foo.gz`), 1.4.2 (`@1.5x`), 1.6 (`-667h`, `@3x`),
  /// 1.6.2/1.6.3 (height false positives).
  @Test func seedRegressions() {
    #expect("foo@2x.png".appendingSuffix(forScale: 2) == "foo@2x.png")
    #expect(
      "http://example.com/foo.png".appendingSuffix(forScale: 2) == "http://example.com/foo@2x.png")
    #expect("a//b.png".appendingHDSuffix == "a//b-hd.png")
    #expect("model.obj.gz".appendingSuffix(forScale: 2) == "model@2x.obj.gz")
    #expect("foo@1.5x.png".scaleSuffix == "@1.5x")
    #expect("foo-667h@2x.png".heightFromSuffix == 667)
    #expect("foo-736h@3x.png".scaleSuffix == "@3x")
    #expect("splash-fresh.png".hasHeightSuffix == false)
    #expect("hi-tech.png".deletingHeightSuffix == "hi-tech.png")
  }
}
