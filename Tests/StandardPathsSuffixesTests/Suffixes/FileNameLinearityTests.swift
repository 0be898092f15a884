import TestSupport
import Testing

@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// Parsing must stay linear on long, adversarial inputs: the suffix scans
/// start from the end and never rescan.
///
/// Measured as a work ratio, not a time limit: the best of several runs on a
/// 160k-character input against the best on a 10k-character input of the
/// same shape. Linear work gives about 16; quadratic work would give about
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
    // Other suites run in parallel: a ratio over the bound is measured again
    // (up to three times in all), since noise passes and quadratic work stays.
    var ratio = Double.infinity
    for _ in 0..<3 where ratio >= 64 {
      ratio = min(ratio, bestTime(large) / max(bestTime(small), 1e-7))
    }
    #expect(ratio < 64, "\(shape): 160k/10k work ratio \(ratio)")
  }

  /// The fastest of several parse-and-format runs, in seconds.
  func bestTime(_ input: String) -> Double {
    let clock = ContinuousClock()
    var best = Double.infinity
    for _ in 0..<7 {
      let elapsed = clock.measure {
        let name = FileName(input)
        _ = name.appendingHDSuffix().string
      }
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
      best = min(best, seconds)
    }
    return best
  }
}
