import SystemPackage

/// Quotes a path for a one-line message: ``displayed(_:)`` between double
/// quotes.
package func quoted(_ path: FilePath) -> String {
  "\"" + displayed(path) + "\""
}

/// A path as one line of text that still shows every byte: `"` and `\`
/// escaped, control characters (newlines included) and line separators as
/// `\u{…}`, and each byte that is not part of valid UTF-8 as `\x{…}`. The
/// `migrate` command's report prints paths this way.
package func displayed(_ path: FilePath) -> String {
  let bytes = path.withPlatformString { start in
    var bytes: [UInt8] = []
    var cursor = start
    while cursor.pointee != 0 {
      bytes.append(UInt8(bitPattern: cursor.pointee))
      cursor += 1
    }
    return bytes
  }
  var result = ""
  var index = 0
  while index < bytes.count {
    let length = sequenceLength(leadingWith: bytes[index])
    if index + length <= bytes.count,
      let decoded = validUTF8(bytes[index..<index + length]),
      let scalar = decoded.unicodeScalars.first
    {
      append(scalar, to: &result)
      index += length
    } else {
      result += "\\x{\(String(bytes[index], radix: 16))}"
      index += 1
    }
  }
  return result
}

/// The length of the UTF-8 sequence that `byte` would start (1 for a byte
/// that cannot start one, which then fails validation on its own).
private func sequenceLength(leadingWith byte: UInt8) -> Int {
  switch byte {
  case 0xC2...0xDF: return 2
  case 0xE0...0xEF: return 3
  case 0xF0...0xF4: return 4
  default: return 1
  }
}

/// `bytes` as a string if they are valid UTF-8, else `nil`.
private func validUTF8(_ bytes: ArraySlice<UInt8>) -> String? {
  String(validUTF8: bytes)
}

/// Appends one scalar, escaped as ``displayed(_:)`` describes.
private func append(_ scalar: Unicode.Scalar, to result: inout String) {
  switch scalar {
  case "\"": result += "\\\""
  case "\\": result += "\\\\"
  case _
  where scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    || scalar == "\u{2028}" || scalar == "\u{2029}":
    result += "\\u{\(String(scalar.value, radix: 16))}"
  default: result.unicodeScalars.append(scalar)
  }
}
