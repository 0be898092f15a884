/// The lexical normalization `FilePath` applies on construction, on bytes:
/// repeated `/` become one and a trailing `/` is dropped (the root stays
/// `/`). `.` and `..` are kept, as `FilePath` keeps them.
package func normalizedPath(_ bytes: [UInt8]) -> [UInt8] {
  var result: [UInt8] = []
  result.reserveCapacity(bytes.count)
  for byte in bytes where !(byte == .slash && result.last == .slash) {
    result.append(byte)
  }
  if result.count > 1, result.last == .slash { result.removeLast() }
  return result
}
