import StandardPathsSuffixes

/// A suffix written in a name's base that the (strict) parser did not read
/// as one: in the wrong letter case (`@2X`, `~iPad`), without its unit
/// (`@3`), out of order (`~ipad@2x`), written twice (`@2x@2x`), before an
/// inner extension (`-hd.pvr.ccz`), or another tool's convention (cocos2d's
/// `-ipadhd`).
struct SuffixLookalike: Sendable, Hashable {
  /// What is wrong with it.
  enum Flaw: Sendable, Hashable {
    /// Well spelt, but where the parser does not read it: out of order,
    /// written twice, or before an inner extension.
    case misplaced
    /// Spelt in the wrong letter case (`@2X`, `~iPad`, `-HD`, `-568H`).
    case letterCase
    /// A scale without its `x` (`@3`).
    case missingUnit
    /// Another convention's suffix; the text names the convention and what
    /// the suffix means there (`cocos2d's suffix for the Retina iPad`).
    case foreign(String)
  }

  /// The suffix as written (`~iPad`).
  var written: String
  /// The same meaning in this grammar's spelling (`~ipad`; `@2x~ipad` for
  /// `-ipadhd`).
  var canonical: String
  /// What is wrong with it.
  var flaw: Flaw
  /// Whether the name already has a suffix of this kind (the parsed one,
  /// or one further right), so this one is dropped.
  var isRepeated = false
  /// Whether it stands before an inner extension (`-hd` in
  /// `foo-hd.pvr.ccz`).
  var precedesInnerExtension = false
  /// Its position in the canonical order (0 height or `-hd`, 1 scale, 2
  /// idiom); `nil` for a foreign suffix.
  let rank: Int?
  /// What it means.
  let height: Double?
  let isHD: Bool
  let scale: Double?
  let idiom: InterfaceIdiom?
}

/// A name read by the parser's lenient mode: what the strict parser reads
/// (``parsed``), the look-alike suffixes left in its base, and the name as
/// it was meant (``intended``).
///
/// ```swift
/// let reading = LenientFileName(FileName(parsing: "foo~iPad@2X.png"))
/// reading.parsed.base        // "foo~iPad@2X"
/// reading.intended.string    // "foo@2x~ipad.png"
/// ```
///
/// The lenient mode reads the strict base from its end with the same
/// suffix readers as the strict parser, but ignoring letter case and order,
/// allowing repeats and a missing `x`, and knowing cocos2d's suffixes. It
/// costs a pass over the base's bytes; names with no look-alike (almost
/// all) allocate nothing more.
struct LenientFileName: Sendable {
  /// The name as the strict parser (and so the resolver) reads it.
  let parsed: FileName
  /// The look-alike suffixes, left to right as written.
  let lookalikes: [SuffixLookalike]
  /// The inner extension that look-alikes stand before (`pvr` in
  /// `foo-hd.pvr.ccz`), if any.
  let innerExtension: String?
  /// The name as it was meant: the base without the look-alikes, every
  /// suffix spelt canonically (`foo@2x~ipad.png`; `foo.pvr-hd.ccz` for
  /// `foo-hd.pvr.ccz`). Equal to ``parsed`` canonicalized when there is no
  /// look-alike.
  let intended: FileName

  /// Reads `parsed`'s base leniently.
  init(_ parsed: FileName) {
    self.parsed = parsed
    var base = parsed.base
    let reading = base.withUTF8 { FileNameParser.lenientSuffixes(of: $0, parsed: parsed) }
    lookalikes = reading.lookalikes
    innerExtension = reading.innerExtension
    intended = reading.intended
  }

  /// Whether the base holds no look-alike suffix.
  var isExact: Bool { lookalikes.isEmpty }

  /// Whether the suffixes, look-alikes first and then the parsed ones, are
  /// out of the canonical order (`-<H>h`/`-hd`, `@<S>x`, `~idiom`).
  var isOutOfOrder: Bool {
    var ranks = lookalikes.filter { !$0.precedesInnerExtension }.compactMap(\.rank)
    if parsed.height != nil || parsed.isHD { ranks.append(0) }
    if parsed.scale != nil { ranks.append(1) }
    if parsed.idiom != nil { ranks.append(2) }
    return zip(ranks, ranks.dropFirst()).contains { $0 > $1 }
  }
}

extension FileNameParser {
  /// The suffixes of other conventions the lenient mode knows, with their
  /// meaning here. `-iphone` and `-mac` are left out: they are too often
  /// plain words (`big-mac.png`).
  static let foreignSuffixes:
    [(
      bytes: [UInt8], meaning: String, height: Double?, isHD: Bool, scale: Double?,
      idiom: InterfaceIdiom?
    )] = [
      (Array("-iphone5hd".utf8), "the 4-inch Retina iPhone", 568, true, nil, nil),
      (Array("-iphonehd".utf8), "the Retina iPhone", nil, true, nil, nil),
      (Array("-ipadhd".utf8), "the Retina iPad", nil, false, 2, .pad),
      (Array("-ipad".utf8), "the iPad", nil, false, nil, .pad),
      (Array("-machd".utf8), "the Retina Mac", nil, false, 2, .desktop),
    ]

  /// What the lenient mode found in a base.
  struct LenientReading {
    var lookalikes: [SuffixLookalike]
    var innerExtension: String?
    var intended: FileName
  }

  /// Reads the look-alike suffixes at the end of `bytes` (a strict base),
  /// then, if the rest ends in an inner extension (`.pvr`), those before it.
  static func lenientSuffixes(of bytes: Bytes, parsed: FileName) -> LenientReading {
    var intended = parsed.canonicalized
    var end = bytes.count
    var found = lookalikes(before: &end, in: bytes)
    var innerExtension: String?
    if parsed.pathExtension != nil, let dot = innerExtensionDot(in: bytes, 0..<end) {
      var innerEnd = dot
      let inner = lookalikes(before: &innerEnd, in: bytes)
      if !inner.isEmpty {
        innerExtension = text(bytes, (dot + 1)..<end)
        found =
          inner.map { token in
            var token = token
            token.precedesInnerExtension = true
            return token
          } + found
        intended.base = text(bytes, 0..<innerEnd) + "." + (innerExtension ?? "")
        end = -1
      }
    }
    guard !found.isEmpty else { return LenientReading(lookalikes: [], intended: intended) }
    if end >= 0 { intended.base = text(bytes, 0..<end) }
    // The parsed suffixes win; then the look-alikes from right to left.
    var hasHeight = parsed.height != nil
    var hasHD = parsed.isHD
    var hasScale = parsed.scale != nil
    var hasIdiom = parsed.idiom != nil
    for index in found.indices.reversed() {
      let token = found[index]
      var isNew = false
      if let height = token.height, !hasHeight {
        intended.height = height
        hasHeight = true
        isNew = true
      }
      if token.isHD, !hasHD {
        intended.isHD = true
        hasHD = true
        isNew = true
      }
      if let scale = token.scale, !hasScale {
        intended.scale = scale
        hasScale = true
        isNew = true
      }
      if let idiom = token.idiom, !hasIdiom {
        intended.idiom = idiom
        hasIdiom = true
        isNew = true
      }
      found[index].isRepeated = !isNew
    }
    return LenientReading(
      lookalikes: found, innerExtension: innerExtension, intended: intended.canonicalized)
  }

  /// The look-alikes ending just before `end`, read right to left until
  /// none matches; `end` moves to the first one's start. Returned left to
  /// right.
  static func lookalikes(before end: inout Int, in bytes: Bytes) -> [SuffixLookalike] {
    var found: [SuffixLookalike] = []
    while end > 0, let token = lookalike(before: end, in: bytes) {
      found.append(token.lookalike)
      end = token.start
    }
    return found.reversed()
  }

  /// One look-alike ending just before `end`, and where it starts.
  static func lookalike(before end: Int, in bytes: Bytes)
    -> (lookalike: SuffixLookalike, start: Int)?
  {
    let range = 0..<end
    for foreign in foreignSuffixes
    where end > foreign.bytes.count
      && hasSuffix(foreign.bytes, in: bytes, range, ignoringCase: true)
    {
      let start = end - foreign.bytes.count
      let canonical = FileName(
        base: "", height: foreign.height, isHD: foreign.isHD, scale: foreign.scale,
        idiom: foreign.idiom
      ).stem
      return (
        SuffixLookalike(
          written: text(bytes, start..<end), canonical: canonical,
          flaw: .foreign("cocos2d's suffix for \(foreign.meaning)"), rank: nil,
          height: foreign.height, isHD: foreign.isHD, scale: foreign.scale,
          idiom: foreign.idiom),
        start
      )
    }
    if let (idiom, length) = idiomSuffix(in: bytes, range, ignoringCase: true) {
      return make(bytes, end - length..<end, canonical: idiom.suffix ?? "", rank: 2, idiom: idiom)
    }
    let last = lowercased(bytes[end - 1])
    if last == letterX,
      let (number, start) = number(
        before: end, in: bytes, from: 0, marker: at, unit: bytes[end - 1])
    {
      return make(bytes, start..<end, canonical: "@\(number.spelling)x", rank: 1, scale: number)
    }
    if let (number, start) = number(before: end, in: bytes, from: 0, marker: at, unit: nil),
      number.value >= 1, number.value <= 4
    {
      return make(
        bytes, start..<end, canonical: "@\(number.spelling)x", rank: 1, scale: number,
        flaw: .missingUnit)
    }
    if hasSuffix(hdSuffix, in: bytes, range, ignoringCase: true) {
      return make(bytes, end - hdSuffix.count..<end, canonical: "-hd", rank: 0, isHD: true)
    }
    if last == letterH,
      let (number, start) = number(
        before: end, in: bytes, from: 0, marker: hyphen, unit: bytes[end - 1])
    {
      return make(bytes, start..<end, canonical: "-\(number.spelling)h", rank: 0, height: number)
    }
    return nil
  }

  private static func make(
    _ bytes: Bytes, _ range: Range<Int>, canonical: String, rank: Int,
    height: SuffixNumber? = nil, isHD: Bool = false, scale: SuffixNumber? = nil,
    idiom: InterfaceIdiom? = nil, flaw: SuffixLookalike.Flaw? = nil
  ) -> (lookalike: SuffixLookalike, start: Int) {
    let written = text(bytes, range)
    let isExact = written.utf8.elementsEqual(canonical.utf8)
    return (
      SuffixLookalike(
        written: written, canonical: canonical,
        flaw: flaw ?? (isExact ? .misplaced : .letterCase), rank: rank, height: height?.value,
        isHD: isHD, scale: scale?.value, idiom: idiom),
      range.lowerBound
    )
  }

  /// The dot of a short inner extension (`.pvr`: 1 to 8 ASCII letters or
  /// digits) ending `range`, with some base before it.
  static func innerExtensionDot(in bytes: Bytes, _ range: Range<Int>) -> Int? {
    var index = range.upperBound - 1
    while index > range.lowerBound, range.upperBound - index <= 9 {
      let byte = bytes[index]
      if byte == dot {
        return index < range.upperBound - 1 ? index : nil
      }
      guard isDigit(byte) || (lowercased(byte) >= 0x61 && lowercased(byte) <= 0x7A) else {
        return nil
      }
      index -= 1
    }
    return nil
  }
}
