import StandardPathsResolution
import StandardPathsSuffixes

/// A small deterministic generator (SplitMix64), so failures reproduce.
public struct SplitMix: RandomNumberGenerator {
  /// The generator's state; the seed.
  public var state: UInt64
  /// A generator seeded with `state`.
  public init(state: UInt64) { self.state = state }

  /// The next pseudo-random number.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Names for random resource trees (the resolver and the audit share them).
public enum ResourceNamePool {
  /// Every name any preset looks for, for the requests used below, plus
  /// look-alikes that are never candidates.
  public static let names: [String] = {
    var names = Set<String>()
    for device in Device.presets {
      for request in ["foo.png", "foo.jpg", "foo", "foo.nib"] {
        for candidate in FileName(request).resourceCandidates(for: device) {
          names.insert(candidate.string)
        }
      }
    }
    names.formUnion([
      "foo-hd-1024h@2x~ipad.png", "foo@2.0x.png", "foo~watch.png", "Foo.png", "foo.PNG",
      "foo-hd@2x~iphone.png", "foo@1x.png", "bar@2x.png",
    ])
    return names.sorted()
  }()
}
