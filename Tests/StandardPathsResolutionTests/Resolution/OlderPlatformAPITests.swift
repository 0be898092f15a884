import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// The forms of the `Duration`-based API for Apple releases before
/// `Duration` (macOS 12, iOS 15): the same values, in seconds or
/// nanoseconds; and the UTF-8 check that replaces `String(validating:as:)`.
@Suite struct OlderPlatformAPITests {
  @Test func cachePolicyIsInSeconds() {
    #expect(ResourceCachePolicy(revalidationSeconds: 0.02).revalidationNanoseconds == 20_000_000)
    #expect(ResourceCachePolicy.default == ResourceCachePolicy())
    #expect(ResourceCachePolicy.default.revalidationSeconds == 1)
    #expect(ResourceCachePolicy.neverRevalidate.revalidationSeconds == 0)
    var policy = ResourceCachePolicy.default
    policy.revalidationSeconds = 0.0015
    #expect(policy.revalidationNanoseconds == 1_500_000)
  }

  @Test(arguments: [-1.0, 0, .nan, -.infinity])
  func nonPositiveSecondsNeverRevalidate(seconds: Double) {
    #expect(ResourceCachePolicy(revalidationSeconds: seconds) == .neverRevalidate)
  }

  @Test func hugeIntervalsSaturate() {
    #expect(ResourceCachePolicy(revalidationSeconds: .infinity).revalidationNanoseconds == .max)
    #expect(ResourceCachePolicy(revalidationSeconds: 1e300).revalidationNanoseconds == .max)
  }

  @Test(arguments: [
    ([0x61, 0x62], "ab"), ([0xC3, 0xA9], "é"), ([0xEF, 0xBF, 0xBD], "\u{FFFD}"), ([], ""),
  ])
  func validUTF8(bytes: [UInt8], text: String) {
    #expect(String(validUTF8: bytes) == text)
  }

  @Test(arguments: [[0xFF], [0xC3], [0x61, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]])
  func invalidUTF8(bytes: [UInt8]) {
    #expect(String(validUTF8: bytes) == nil)
  }
}
