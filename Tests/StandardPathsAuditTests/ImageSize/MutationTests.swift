import TestSupport
import Testing

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// A quick in-process fuzz: seeded mutations of valid headers (byte flips,
/// boundary integers, cuts, splices) must keep every ``HeaderInvariants``
/// promise. The libFuzzer target (`Fuzz/`) does the same without a bound.
struct MutationTests {
  /// Valid hand-made headers of every format, the seeds of the mutations.
  static let seeds: [HeaderCase] =
    (HostileJPEGTests.cases + HostileTIFFTests.cases
    + HostileHeaderTests.png + HostileHeaderTests.gif + HostileHeaderTests.bmp)
    .filter { if case .result(.size) = $0.expected { $0.bytes.count < 4_096 } else { false } }

  /// Integers that sit on the edges parsers get wrong.
  static let edges: [UInt32] = [0, 1, 2, 7, 8, 12, 13, 0x7F, 0x80, 0xFF, 0xFFFF, 0x7FFF_FFFF, .max]

  @Test(arguments: seeds)
  func mutationsKeepInvariants(_ seed: HeaderCase) {
    // FNV-1a of the name: the same seed in every process, unlike `hashValue`.
    let start = seed.name.utf8.reduce(0xCBF2_9CE4_8422_2325 as UInt64) {
      ($0 ^ UInt64($1)) &* 0x100_0000_01B3
    }
    var random = SeededGenerator(seed: start)
    for round in 0..<2_000 {
      let mutated = mutate(seed.bytes, using: &random)
      let cut = mutated.isEmpty ? 0 : Int.random(in: 0...mutated.count, using: &random)
      if let violation = HeaderInvariants.violation(in: mutated, cut: cut) {
        Issue.record("round \(round): \(violation); input \(mutated.prefix(64))")
        return
      }
    }
  }

  /// Applies one to four random mutations.
  private func mutate(_ original: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
    var bytes = original
    for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
      let at = Int.random(in: 0..<bytes.count, using: &random)
      switch Int.random(in: 0..<5, using: &random) {
      case 0:
        bytes[at] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
      case 1:
        bytes[at] = UInt8.random(in: 0...255, using: &random)
      case 2:
        let edge = Self.edges.randomElement(using: &random) ?? 0
        let width = min(4, bytes.count - at)
        for index in 0..<width {
          bytes[at + index] = UInt8(truncatingIfNeeded: edge >> (8 * index))
        }
      case 3:
        bytes.removeSubrange(at...)
      default:
        let length = Int.random(in: 1...min(16, bytes.count - at), using: &random)
        bytes.insert(
          contentsOf: bytes[at..<at + length], at: Int.random(in: 0...at, using: &random))
      }
    }
    return bytes
  }
}
