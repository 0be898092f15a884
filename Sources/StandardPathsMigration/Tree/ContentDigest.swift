// A digest of a file's bytes, taken by the copy as it reads them, so the
// verification reads only the copy (Design/migration.md#copy-verify-rename).
// Not cryptographic: it guards against a copy that went wrong, not against
// someone who can write the staging folder (they could change it after the
// verification anyway). Four independent lanes, each step of each lane a
// bijection of its state (xor, multiply by an odd constant, rotate), so a
// change confined to one 8-byte word always changes the digest.

import SystemPackage

#if !os(Windows)
  /// A running digest of a stream of bytes; holes are fed as zeros.
  internal struct ContentDigest: Equatable, Sendable {
    private var lanes: (UInt64, UInt64, UInt64, UInt64) = (
      0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89
    )
    /// Bytes fed so far.
    private(set) var count: Int64 = 0
    /// The bytes of a 32-byte block not yet complete, little-endian words.
    private var pending: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var pendingCount = 0

    private static let spread: UInt64 = 0x9E37_79B9_7F4A_7C15
    private static let multiplier: UInt64 = 0xC2B2_AE3D_27D4_EB4F

    static func == (left: ContentDigest, right: ContentDigest) -> Bool {
      left.count == right.count && left.lanes == right.lanes && left.pending == right.pending
    }

    @inline(__always)
    private static func step(_ lane: UInt64, _ word: UInt64) -> UInt64 {
      let mixed = (lane ^ (word &* spread)) &* multiplier
      return (mixed << 31) | (mixed >> 33)
    }

    @inline(__always)
    private mutating func block(_ a: UInt64, _ b: UInt64, _ c: UInt64, _ d: UInt64) {
      lanes = (
        Self.step(lanes.0, a), Self.step(lanes.1, b), Self.step(lanes.2, c), Self.step(lanes.3, d)
      )
    }

    /// Adds one byte to the pending block.
    private mutating func addPending(_ byte: UInt8) {
      let shift = UInt64((pendingCount % 8) * 8)
      let value = UInt64(byte) << shift
      switch pendingCount / 8 {
      case 0: pending.0 |= value
      case 1: pending.1 |= value
      case 2: pending.2 |= value
      default: pending.3 |= value
      }
      pendingCount += 1
      if pendingCount == 32 {
        block(pending.0, pending.1, pending.2, pending.3)
        pending = (0, 0, 0, 0)
        pendingCount = 0
      }
    }

    /// Feeds `bytes`.
    mutating func add(_ bytes: UnsafeRawBufferPointer) {
      count += Int64(bytes.count)
      var index = 0
      while pendingCount != 0, index < bytes.count {
        addPending(bytes[index])
        index += 1
      }
      guard let base = bytes.baseAddress else { return }
      while bytes.count - index >= 32 {
        let at = base + index
        block(
          UInt64(littleEndian: at.loadUnaligned(as: UInt64.self)),
          UInt64(littleEndian: at.loadUnaligned(fromByteOffset: 8, as: UInt64.self)),
          UInt64(littleEndian: at.loadUnaligned(fromByteOffset: 16, as: UInt64.self)),
          UInt64(littleEndian: at.loadUnaligned(fromByteOffset: 24, as: UInt64.self)))
        index += 32
      }
      while index < bytes.count {
        addPending(bytes[index])
        index += 1
      }
    }

    /// Feeds `zeros` zero bytes (a hole).
    mutating func addZeros(_ zeros: Int64) {
      count += zeros
      var left = zeros
      while pendingCount != 0, left > 0 {
        addPending(0)
        left -= 1
      }
      while left >= 32 {
        block(0, 0, 0, 0)
        left -= 32
      }
      while left > 0 {
        addPending(0)
        left -= 1
      }
    }
  }
#endif
