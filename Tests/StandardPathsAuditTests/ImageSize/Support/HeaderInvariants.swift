import TestSupport

@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// What must hold for any input whatsoever: the promises the fuzzer checks,
/// also run here on seeded mutations.
enum HeaderInvariants {
  /// Returns the first broken promise for `bytes`, or `nil`; `cut` picks a
  /// prefix to compare with the whole.
  static func violation(in bytes: [UInt8], cut: Int) -> String? {
    let result = ImageHeaderReader.read(bytes)
    switch result {
    case .size(let header):
      guard !header.pages.isEmpty, header.pages.count <= 1_024 else {
        return "\(header.pages.count) pages"
      }
      guard header.pages.allSatisfy({ $0.width > 0 && $0.height > 0 }) else {
        return "non-positive size in \(header.pages)"
      }
      guard ImageFormat(magicBytes: bytes) == header.format else { return "format disagrees" }
    case .malformed(let reason):
      guard !reason.isEmpty else { return "malformed without a reason" }
    case .unsupported:
      break
    }
    let blocks = ImageHeaderReader.read(from: CountingSource(bytes, readAhead: 4_096))
    guard blocks == result else { return "block reads give \(blocks), memory \(result)" }
    let prefix = ImageHeaderReader.read(bytes.prefix(cut))
    if case .size = prefix, prefix != result {
      return "prefix of \(cut) bytes reads \(prefix), the whole \(result)"
    }
    return nil
  }
}
