/// Collects the parts of a word, merging adjacent literal bytes of the same
/// quoting into one part.
///
/// Bytes go into a pending buffer and become a part only when the quoting
/// changes or another part arrives, so building a word is linear (appending
/// to a literal stored inside an enum would copy it every time).
struct ShellPartsBuilder {
  /// The finished parts.
  private var parts: [ShellWordPart] = []
  /// Literal bytes not yet made a part.
  private var pending: [UInt8] = []
  /// Whether the pending bytes are quoted.
  private var pendingIsQuoted = false
  /// Whether there is a pending literal (possibly an empty quoted one).
  private var hasPending = false

  /// Adds one literal byte.
  mutating func append(_ byte: UInt8, quoted: Bool) {
    if hasPending, pendingIsQuoted != quoted { flush() }
    pending.append(byte)
    pendingIsQuoted = quoted
    hasPending = true
  }

  /// Records that quotes were here even if they hold nothing (`''`, `""`).
  mutating func markQuoted() {
    if hasPending, !pendingIsQuoted { flush() }
    pendingIsQuoted = true
    hasPending = true
  }

  /// Adds a part that is not literal text.
  mutating func append(_ part: ShellWordPart) {
    flush()
    parts.append(part)
  }

  /// The parts collected so far.
  mutating func finish() -> [ShellWordPart] {
    flush()
    return parts
  }

  /// Turns the pending bytes into a literal part.
  private mutating func flush() {
    guard hasPending else { return }
    parts.append(.literal(pending, quoted: pendingIsQuoted))
    pending = []
    hasPending = false
  }
}
