// Every error and diagnostic message of the library is one line: the values
// it quotes (paths, names, variables) come from users, the environment or
// files, and may hold newlines or other control characters. These two
// helpers are how every message spells such a value.

/// Quotes a user-supplied value for a message: `"…"`, with `"` and `\`
/// escaped and control characters written as `\u{…}`, so the message stays
/// one line and the value's extent is unambiguous.
package func quoted(_ value: String) -> String {
  var result = "\""
  for scalar in value.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    default: appendEscaping(scalar, to: &result)
    }
  }
  return result + "\""
}

/// A path or other value as it appears unquoted in a message: unchanged,
/// except that control characters (newlines, tabs, escape, DEL, the C1
/// controls) are written as `\u{…}`, so the message stays one line.
package func escapingControlCharacters(_ value: String) -> String {
  guard value.unicodeScalars.contains(where: isControl) else { return value }
  var result = ""
  for scalar in value.unicodeScalars { appendEscaping(scalar, to: &result) }
  return result
}

/// Whether `scalar` is a C0 or C1 control character or DEL.
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}

private func appendEscaping(_ scalar: Unicode.Scalar, to result: inout String) {
  if isControl(scalar) {
    result += "\\u{\(String(scalar.value, radix: 16))}"
  } else {
    result.unicodeScalars.append(scalar)
  }
}
