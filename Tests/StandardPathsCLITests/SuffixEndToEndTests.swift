import Foundation
import Testing

/// `standard-paths suffix NAME [--json]`.
@Suite struct SuffixEndToEndTests {
  /// A name may start with `-` (a suffix alone): it is parsed, never taken
  /// for `-h` (help) or an unknown option.
  @Test(
    arguments: [
      ("-hd.png", "", true, "png"),
      ("-x.png", "-x", false, "png"),
      ("-h", "-h", false, nil),
    ] as [(String, String, Bool, String?)])
  func aNameStartingWithADashIsParsed(
    name: String, base: String, isHD: Bool, pathExtension: String?
  ) throws {
    let result = try CLI.run(["suffix", name, "--json"], environment: [:])
    #expect(result.status == 0, "\(result)")
    let parsed = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    let object = try #require(parsed as? [String: Any])
    #expect(object["base"] as? String == base)
    #expect(object["hd"] as? Bool == isHD)
    #expect(object["extension"] as? String == pathExtension)
  }

  @Test func separatorStillWorks() throws {
    let result = try CLI.run(["suffix", "--", "-hd@2x.png"], environment: [:])
    #expect(result.status == 0, "\(result)")
    #expect(result.lines.contains("scale      2"))
  }

  @Test(arguments: [[], ["a.png", "b.png"]])
  func anythingButOneNameIsAUsageError(names: [String]) throws {
    let result = try CLI.run(["suffix"] + names, environment: [:])
    #expect(result.status == 64, "\(result)")
    #expect(result.standardError.hasPrefix("Error: "))
  }

  @Test func helpIsLongOnly() throws {
    let result = try CLI.run(["suffix", "--help"], environment: [:])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("USAGE: standard-paths suffix"))
  }
}
