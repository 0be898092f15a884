import TestSupport
import Testing

@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// Parsing must stay linear on long, adversarial inputs: the suffix scans
/// start from the end and never rescan.
///
/// Measured as a work ratio, not a time limit: the least thread CPU time of
/// several runs on a 160k-character input against the least on a
/// 10k-character input of the same shape. Linear work gives about 16; quadratic work would give about
/// 256. The bound of 64 (their geometric mean) leaves a factor of 4 for a
/// busy machine on either side, and a ratio over it is measured again
/// (noise passes, quadratic work does not).
@Suite("FileName linear time")
struct FileNameLinearityTests {
  static let shapes: [(String, @Sendable (Int) -> String)] = [
    ("letters", { String(repeating: "a", count: $0) }),
    ("scale digits", { "@" + String(repeating: "1", count: $0 - 2) + "x" }),
    ("fraction digits", { "@1." + String(repeating: "5", count: $0 - 4) + "x" }),
    ("height digits", { "foo-" + String(repeating: "7", count: $0 - 5) + "h" }),
    ("repeated hd", { String(repeating: "-hd", count: $0 / 3) }),
    ("repeated scales", { String(repeating: "@2x", count: $0 / 3) }),
    ("repeated idioms", { String(repeating: "~ipad", count: $0 / 5) }),
    ("dots", { String(repeating: ".", count: $0) }),
    ("digit dots", { String(repeating: "1.", count: $0 / 2) + "x" }),
    ("gz chain", { String(repeating: ".gz", count: $0 / 3) }),
    ("slashes", { String(repeating: "/", count: $0) }),
    ("question marks", { "a.png" + String(repeating: "?", count: $0 - 5) }),
    ("mixed", { String(repeating: "-1h-hd@1.5x~tv.gz?", count: $0 / 18) }),
  ]

  @Test(arguments: shapes)
  func parsingIsLinear(shape: String, make: @Sendable (Int) -> String) {
    let small = make(10_000)
    let large = make(160_000)
    // Correctness on huge inputs: no crash, byte-exact round trip.
    #expect(FileName(large).string == large)
    // Thread CPU time, so suites running in parallel do not count.
    let ratio = workRatio(
      small: { _ = FileName(small).appendingHDSuffix().string },
      large: { _ = FileName(large).appendingHDSuffix().string }, bound: 64, runs: 7)
    #expect(ratio < 64, "\(shape): 160k/10k work ratio \(ratio)")
  }
}
