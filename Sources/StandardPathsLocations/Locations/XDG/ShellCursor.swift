/// A position in a `ShellInput` that only moves forward, counting lines.
///
/// Moving forward only is what keeps reading linear: every byte is looked
/// at a bounded number of times.
package struct ShellCursor: Sendable {
  /// The bytes being read.
  package let bytes: [UInt8]
  /// The index of the next byte.
  package private(set) var index: Int = 0
  /// The 1-based line of the next byte.
  package private(set) var line: Int = 1

  /// A cursor at the start of `input`.
  package init(_ input: ShellInput) { bytes = input.bytes }

  /// Whether every byte has been read.
  package var isAtEnd: Bool { index >= bytes.count }

  /// The next byte, or `nil` at the end.
  package var current: Byte? { index < bytes.count ? bytes[index] : nil }

  /// The byte after the next one, or `nil`.
  package var following: Byte? { index + 1 < bytes.count ? bytes[index + 1] : nil }

  /// A byte of the input.
  package typealias Byte = UInt8

  /// Consumes the next byte (counting it if it ends a line).
  package mutating func advance() {
    guard index < bytes.count else { return }
    if bytes[index] == .lineFeed { line += 1 }
    index += 1
  }

  /// Consumes and returns the next byte.
  package mutating func take() -> Byte? {
    let byte = current
    advance()
    return byte
  }

  /// Skips backslash-newline pairs: the shell removes them before it looks
  /// at a byte anywhere outside single quotes, comments and quoted
  /// here-document bodies.
  package mutating func skipContinuations() {
    while current == .backslash, following == .lineFeed {
      index += 2
      line += 1
    }
  }

  /// The next byte once continuations are skipped.
  package mutating func peek() -> Byte? {
    skipContinuations()
    return current
  }

  /// Consumes bytes up to (not including) the next line feed.
  package mutating func skipToEndOfLine() {
    while let byte = current, byte != .lineFeed { index += 1 }
  }
}
