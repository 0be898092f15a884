/// The bytes of a `user-dirs.dirs` file as the reader sees them, before any
/// shell rule applies.
///
/// Two byte-level rules come first, as they do in the shell's own input
/// layer: NUL bytes are dropped (dash deletes them from its input), and a
/// carriage return right before a line feed is dropped (deliberately: `sh`
/// keeps it, GLib and every other reader drop it, and a folder name that
/// ends in CR is never what the user meant).
package struct ShellInput: Sendable {
  /// The cleaned bytes.
  package let bytes: [UInt8]

  /// Cleans `raw`; linear in its size.
  package init(_ raw: some Collection<UInt8>) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(raw.count)
    for byte in raw where byte != 0 {
      if byte == .lineFeed, bytes.last == .carriageReturn { bytes.removeLast() }
      bytes.append(byte)
    }
    self.bytes = bytes
  }
}

/// The bytes and byte classes the tokenizer needs.
extension UInt8 {
  /// `\n`.
  static let lineFeed = UInt8(ascii: "\n")
  /// `\r`.
  static let carriageReturn = UInt8(ascii: "\r")
  /// `\`.
  static let backslash = UInt8(ascii: "\\")
  /// `/`.
  static let slash = UInt8(ascii: "/")

  /// A blank that separates words: space or tab.
  var isBlank: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }

  /// A byte that starts an operator and so ends an unquoted word.
  var isOperatorStart: Bool {
    switch self {
    case UInt8(ascii: ";"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "<"),
      UInt8(ascii: ">"), UInt8(ascii: "("), UInt8(ascii: ")"):
      return true
    default:
      return false
    }
  }

  /// A byte that may start a shell variable name: a letter or `_`.
  var isNameStart: Bool {
    switch self {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "_"):
      return true
    default:
      return false
    }
  }

  /// A byte that may continue a shell variable name.
  var isNameByte: Bool { isNameStart || isDigit }

  /// An ASCII digit.
  var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
}

/// Name checks on byte sequences.
extension Collection<UInt8> {
  /// Whether the bytes are a shell variable name (`[A-Za-z_][A-Za-z0-9_]*`).
  var isShellName: Bool {
    guard let first, first.isNameStart else { return false }
    return dropFirst().allSatisfy(\.isNameByte)
  }
}
