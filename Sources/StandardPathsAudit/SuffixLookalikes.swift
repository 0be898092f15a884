import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// The look-alike suffixes hidden in a parsed name's base: suffixes in the
/// wrong letter case (`@2X`, `~IPAD`, `-HD`) or the wrong order
/// (`foo~ipad@2x`, where the parser stops at `@2x` and keeps `foo~ipad` as
/// the base), found by reading the base from its end the way the parser
/// reads a name, but ignoring case and order.
package struct SuffixLookalikes: Sendable {
  /// The kinds of suffix, in canonical order.
  package enum Kind: Int, Comparable {
    case heightOrHD = 0
    case scale = 1
    case idiom = 2

    package static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// One suffix as written, and as it should be written.
  package struct Token: Sendable {
    package var kind: Kind
    package var written: String
    package var canonical: String
  }

  /// The look-alikes, left to right as written.
  let tokens: [Token]
  /// The name as it was meant: the base without the look-alikes, and every
  /// suffix (the parsed ones and the look-alikes), spelt canonically.
  package let intended: FileName

  /// The look-alikes in `name`'s base, or `nil` if there are none.
  package init?(_ name: FileName) {
    var bytes = Array(name.base.utf8)
    var intended = name
    var found: [Token] = []
    var hasHeight = name.height != nil
    var hasHD = name.isHD
    var hasScale = name.scale != nil
    var hasIdiom = name.idiom != nil
    scanning: while !bytes.isEmpty {
      if !hasIdiom, let (idiom, length) = SuffixLookalikes.idiom(atEndOf: bytes) {
        found.append(SuffixLookalikes.token(.idiom, bytes.suffix(length), idiom.suffix ?? ""))
        bytes.removeLast(length)
        intended.idiom = idiom
        hasIdiom = true
        continue scanning
      }
      if !hasScale, let (number, length) = SuffixLookalikes.number(atEndOf: bytes, "@", "x") {
        found.append(SuffixLookalikes.token(.scale, bytes.suffix(length), "@\(number.spelling)x"))
        bytes.removeLast(length)
        intended.scale = number.value
        hasScale = true
        continue scanning
      }
      if !hasHD, SuffixLookalikes.hasHD(atEndOf: bytes) {
        found.append(SuffixLookalikes.token(.heightOrHD, bytes.suffix(3), "-hd"))
        bytes.removeLast(3)
        intended.isHD = true
        hasHD = true
        continue scanning
      }
      if !hasHeight, let (number, length) = SuffixLookalikes.number(atEndOf: bytes, "-", "h") {
        found.append(
          SuffixLookalikes.token(.heightOrHD, bytes.suffix(length), "-\(number.spelling)h"))
        bytes.removeLast(length)
        intended.height = number.value
        hasHeight = true
        continue scanning
      }
      break
    }
    guard !found.isEmpty else { return nil }
    intended.base = String(decoding: bytes, as: UTF8.self)
    self.tokens = found.reversed()
    self.intended = intended.canonicalized
  }

  /// The look-alikes whose letter case is wrong (`@2X`, `~iPad`).
  package var wronglyCased: [Token] {
    tokens.filter { !$0.written.utf8.elementsEqual($0.canonical.utf8) }
  }

  /// Whether the suffixes, look-alikes first and then the parsed ones, are
  /// out of the canonical order (`-<H>h`/`-hd`, `@<S>x`, `~idiom`).
  package func isOutOfOrder(parsed name: FileName) -> Bool {
    var kinds = tokens.map(\.kind)
    if name.height != nil || name.isHD { kinds.append(.heightOrHD) }
    if name.scale != nil { kinds.append(.scale) }
    if name.idiom != nil { kinds.append(.idiom) }
    return zip(kinds, kinds.dropFirst()).contains { $0 > $1 }
  }

  private static func token(_ kind: Kind, _ written: ArraySlice<UInt8>, _ canonical: String)
    -> Token
  {
    Token(kind: kind, written: String(decoding: written, as: UTF8.self), canonical: canonical)
  }

  /// An idiom suffix in any letter case at the end of `bytes`.
  private static func idiom(atEndOf bytes: [UInt8]) -> (InterfaceIdiom, Int)? {
    for (idiom, suffix) in FileNameParser.idiomSuffixes where bytes.count >= suffix.count {
      let tail = bytes.suffix(suffix.count)
      if zip(tail, suffix).allSatisfy({ lowercased($0) == $1 }) { return (idiom, suffix.count) }
    }
    return nil
  }

  /// `-hd` in any letter case at the end of `bytes`.
  private static func hasHD(atEndOf bytes: [UInt8]) -> Bool {
    guard bytes.count >= 3 else { return false }
    let tail = bytes.suffix(3)
    return zip(tail, "-hd".utf8).allSatisfy { lowercased($0) == $1 }
  }

  /// `<marker><decimal><unit>` with the unit in either case at the end of
  /// `bytes`, read by the parser's own number reader.
  private static func number(atEndOf bytes: [UInt8], _ marker: Unicode.Scalar, _ unit: Character)
    -> (SuffixNumber, Int)?
  {
    guard let last = bytes.last, lowercased(last) == unit.asciiValue else { return nil }
    return bytes.withUnsafeBufferPointer { buffer in
      guard
        let (number, start) = FileNameParser.number(
          before: buffer.count, in: buffer, from: 0, marker: UInt8(ascii: marker), unit: last)
      else { return nil }
      return (number, buffer.count - start)
    }
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
  }
}
