import TestSupport

/// Builds classic TIFF files by hand: directories of (tag, type, count,
/// value) entries laid out after the header, with next offsets chosen by the
/// test (to make chains, cycles and dangling offsets).
@testable import StandardPathsAudit
@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

struct TIFFBuilder {
  /// One directory entry; `value` is left-justified by the builder.
  struct Entry {
    /// The tag number (256 ImageWidth, 257 ImageLength).
    var tag: UInt16
    /// The field type (3 SHORT, 4 LONG, 2 ASCII).
    var type: UInt16
    /// The number of values.
    var count: UInt32 = 1
    /// The value.
    var value: UInt32
  }

  /// Big-endian (`MM`) or little-endian (`II`).
  var bigEndian = false

  /// A SHORT width and height entry pair.
  static func dimensions(_ width: UInt32, _ height: UInt32, type: UInt16 = 3) -> [Entry] {
    [Entry(tag: 256, type: type, value: width), Entry(tag: 257, type: type, value: height)]
  }

  /// The size in bytes of a directory with `count` entries.
  static func directorySize(_ count: Int) -> Int { 2 + 12 * count + 4 }

  /// The header pointing at `first`.
  func header(first: UInt32) -> [UInt8] {
    bigEndian ? [0x4D, 0x4D] + u16(42) + u32(first) : [0x49, 0x49] + u16(42) + u32(first)
  }

  /// One directory: entry count, entries, next offset.
  func directory(_ entries: [Entry], next: UInt32) -> [UInt8] {
    var bytes = u16(UInt16(entries.count))
    for entry in entries {
      bytes += u16(entry.tag) + u16(entry.type) + u32(entry.count)
      bytes +=
        entry.type == 3 ? u16(UInt16(truncatingIfNeeded: entry.value)) + [0, 0] : u32(entry.value)
    }
    return bytes + u32(next)
  }

  /// A file whose directories follow the header back to back, each
  /// pointing at the next and the last at `lastNext` (0 ends the chain).
  func file(_ directories: [[Entry]], lastNext: UInt32 = 0) -> [UInt8] {
    var offsets: [Int] = []
    var position = 8
    for entries in directories {
      offsets.append(position)
      position += Self.directorySize(entries.count)
    }
    var bytes = header(first: UInt32(offsets.first ?? 0))
    for (index, entries) in directories.enumerated() {
      let next = index + 1 < offsets.count ? UInt32(offsets[index + 1]) : lastNext
      bytes += directory(entries, next: next)
    }
    return bytes
  }

  /// A 16-bit integer in this file's byte order.
  func u16(_ value: UInt16) -> [UInt8] {
    bigEndian ? HeaderBytes.be16(value) : HeaderBytes.le16(value)
  }

  /// A 32-bit integer in this file's byte order.
  func u32(_ value: UInt32) -> [UInt8] {
    bigEndian ? HeaderBytes.be32(value) : HeaderBytes.le32(value)
  }
}
