import StandardPathsLocations
import StandardPathsSuffixes

/// A string compared and hashed by its UTF-8 bytes, like file names on
/// Linux, rather than by Unicode canonical equivalence (`String`'s `==`
/// treats a precomposed `é` and `e` + combining accent as equal; two files
/// can have those names).
struct ByteString: Hashable, Sendable {
  /// The text.
  let string: String

  init(_ string: String) {
    self.string = string
  }

  static func == (lhs: ByteString, rhs: ByteString) -> Bool {
    let left = lhs.string.utf8
    let right = rhs.string.utf8
    guard left.count == right.count else { return false }
    let compared = left.withContiguousStorageIfAvailable { left in
      right.withContiguousStorageIfAvailable { right in
        bytesEqual(UnsafeRawBufferPointer(left), UnsafeRawBufferPointer(right))
      }
    }
    if let compared = compared ?? nil { return compared }
    return left.elementsEqual(right)
  }

  /// Whether two buffers of the same length hold the same bytes, compared
  /// eight at a time (names are short: a call to `memcmp` costs more).
  private static func bytesEqual(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer)
    -> Bool
  {
    let count = left.count
    var offset = 0
    while offset + 8 <= count {
      if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      offset += 8
    }
    while offset < count {
      if left[offset] != right[offset] { return false }
      offset += 1
    }
    return true
  }

  func hash(into hasher: inout Hasher) {
    let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
      hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    }
    if hashed == nil {
      for byte in string.utf8 { hasher.combine(byte) }
    }
    hasher.combine(string.utf8.count)
  }
}
