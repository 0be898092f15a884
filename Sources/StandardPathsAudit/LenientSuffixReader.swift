import StandardPathsSuffixes

/// The lenient mode behind ``LenientFileName``: reads a strict base from its
/// end, one suffix at a time, with the parser's own suffix reader
/// (``FileName/suffix(endingAt:in:allowingMissingUnit:)``, which ignores
/// letter case), plus the suffixes of other conventions.
enum LenientSuffixReader {
  typealias Bytes = UnsafeBufferPointer<UInt8>

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

  /// Text that resembles a suffix without being one in any convention,
  /// with what it seems meant as (compared in lower case): the separators
  /// `_` and `-` before a scale or `ipad`, a scale's `x` before its number
  /// (Transporter's `messagebar@x2.png`), and cocos2d 1.0 games' own
  /// `-iphone5` for the 4-inch Retina iPhone.
  static let resemblances:
    [(bytes: [UInt8], height: Double?, scale: Double?, idiom: InterfaceIdiom?)] =
      ["_", "-"].flatMap { separator in
        (1...4).map { (Array("\(separator)\($0)x".utf8), nil, Double($0), nil) }
      } + (2...3).map { (Array("@x\($0)".utf8), nil, Double($0), nil) }
      + [(Array("_ipad".utf8), nil, nil, .pad), (Array("-iphone5".utf8), 568, 2, nil)]

  /// The separators a name may keep by mistake before its suffixes
  /// (`foo_@2x.png`), which then name another base; the extension may be
  /// left there too (`foo.png@2x.png`).
  static let straySeparators: [UInt8] = Array("_- .".utf8)

  /// What the lenient mode found in a base.
  struct Reading {
    var lookalikes: [SuffixLookalike]
    var innerExtension: String?
    var intended: FileName
  }

  /// Reads the look-alike suffixes at the end of `bytes` (a strict base),
  /// then, if the rest ends in an inner extension (`.pvr`), those before it.
  static func read(_ bytes: Bytes, parsed: FileName, readsForeign: Bool = true) -> Reading {
    var intended = parsed.canonicalized
    var end = bytes.count
    var found = lookalikes(before: &end, in: bytes, readsForeign: readsForeign)
    // Spaces left between the suffixes and the extension (Space Debris's
    // `ask_extra_lives@2x .png`).
    var spaced = end
    while spaced > 0, bytes[spaced - 1] == UInt8(ascii: " ") { spaced -= 1 }
    if found.isEmpty, spaced < end, spaced > 0 {
      var cleanEnd = spaced
      let beforeSpaces = lookalikes(before: &cleanEnd, in: bytes, readsForeign: readsForeign)
      if !beforeSpaces.isEmpty {
        found =
          beforeSpaces + [
            SuffixLookalike(
              written: text(bytes, spaced..<end), canonical: "", flaw: .resembles, rank: nil,
              height: nil, isHD: false, scale: nil, idiom: nil)
          ]
        end = cleanEnd
      }
    }
    var innerExtension: String?
    if parsed.pathExtension != nil, let dot = innerExtensionDot(in: bytes, before: end) {
      var innerEnd = dot
      let inner = lookalikes(before: &innerEnd, in: bytes, readsForeign: readsForeign)
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
    // A separator or the extension left before the parsed suffixes
    // (`airplay-tv-indicator_@2x`, `message_icon_active.png@2x`).
    if found.isEmpty, end == bytes.count, end > 0, parsed.scale != nil || parsed.idiom != nil {
      let pathExtension = parsed.pathExtension?.utf8
      let dotted = (pathExtension?.count ?? 0) + 1
      let endsWithExtension =
        pathExtension.map { letters in
          dotted > 1 && end > dotted && bytes[end - dotted] == UInt8(ascii: ".")
            && bytes[(end - dotted + 1)..<end].lazy.map(asciiLowercased)
              .elementsEqual(letters.lazy.map(asciiLowercased))
        } ?? false
      let strayLength =
        endsWithExtension ? dotted : straySeparators.contains(bytes[end - 1]) ? 1 : 0
      // Only before a clean base: `name@3.-hd` would become `name@3-hd`,
      // misspelt still.
      var cleanEnd = end - strayLength
      if strayLength > 0, end > strayLength,
        lookalikes(before: &cleanEnd, in: bytes, readsForeign: readsForeign).isEmpty
      {
        found = [
          SuffixLookalike(
            written: text(bytes, (end - strayLength)..<end), canonical: "", flaw: .resembles,
            rank: nil, height: nil, isHD: false, scale: nil, idiom: nil)
        ]
        end -= strayLength
      }
    }
    guard !found.isEmpty else { return Reading(lookalikes: [], intended: intended) }
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
    return Reading(
      lookalikes: found, innerExtension: innerExtension, intended: intended.canonicalized)
  }

  /// The look-alikes ending just before `end`, read right to left until
  /// none matches; `end` moves to the first one's start. Returned left to
  /// right.
  static func lookalikes(before end: inout Int, in bytes: Bytes, readsForeign: Bool = true)
    -> [SuffixLookalike]
  {
    var found: [SuffixLookalike] = []
    while end > 0, let token = lookalike(before: end, in: bytes, readsForeign: readsForeign) {
      found.append(token.lookalike)
      end = token.start
    }
    return found.reversed()
  }

  /// One look-alike ending just before `end`, and where it starts: another
  /// convention's suffix, or one of this grammar in any letter case (a
  /// scale also without its `x`, from @1 to @4). Other conventions'
  /// suffixes only when `readsForeign`.
  static func lookalike(before end: Int, in bytes: Bytes, readsForeign: Bool = true)
    -> (lookalike: SuffixLookalike, start: Int)?
  {
    for foreign in foreignSuffixes where end > foreign.bytes.count {
      let start = end - foreign.bytes.count
      guard bytes[start..<end].map(asciiLowercased).elementsEqual(foreign.bytes) else {
        continue
      }
      // cocos2d appends its suffix exactly: `-IPAD` is none, in any tree.
      guard bytes[start..<end].elementsEqual(foreign.bytes) else {
        return resemblance(
          start..<end, in: bytes, height: foreign.height, isHD: foreign.isHD,
          scale: foreign.scale, idiom: foreign.idiom)
      }
      guard readsForeign else { continue }
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
    for resemblance in resemblances where end > resemblance.bytes.count {
      let start = end - resemblance.bytes.count
      guard bytes[start..<end].map(asciiLowercased).elementsEqual(resemblance.bytes) else {
        continue
      }
      return self.resemblance(
        start..<end, in: bytes, height: resemblance.height, isHD: false,
        scale: resemblance.scale, idiom: resemblance.idiom)
    }
    guard
      let (suffix, start, isMissingUnit) = FileName.suffix(
        endingAt: end, in: bytes, allowingMissingUnit: true)
    else { return nil }
    if isMissingUnit, let scale = suffix.scale, scale < 1 || scale > 4 { return nil }
    let written = text(bytes, start..<end)
    let canonical = suffix.stem
    let flaw: SuffixLookalike.Flaw =
      isMissingUnit
      ? .missingUnit : written.utf8.elementsEqual(canonical.utf8) ? .misplaced : .letterCase
    let rank = suffix.idiom != nil ? 2 : suffix.scale != nil ? 1 : 0
    return (
      SuffixLookalike(
        written: written, canonical: canonical, flaw: flaw, rank: rank, height: suffix.height,
        isHD: suffix.isHD, scale: suffix.scale, idiom: suffix.idiom),
      start
    )
  }

  /// The look-alike at `range` that resembles the suffixes meaning
  /// `height`, `-hd`, `scale` and `idiom`, and where it starts.
  private static func resemblance(
    _ range: Range<Int>, in bytes: Bytes, height: Double?, isHD: Bool, scale: Double?,
    idiom: InterfaceIdiom?
  ) -> (lookalike: SuffixLookalike, start: Int) {
    let canonical = FileName(base: "", height: height, isHD: isHD, scale: scale, idiom: idiom).stem
    return (
      SuffixLookalike(
        written: text(bytes, range), canonical: canonical, flaw: .resembles, rank: nil,
        height: height, isHD: isHD, scale: scale, idiom: idiom),
      range.lowerBound
    )
  }

  /// The dot of a short inner extension (`.pvr`: 1 to 8 ASCII letters or
  /// digits) ending just before `end`, with some base before it.
  static func innerExtensionDot(in bytes: Bytes, before end: Int) -> Int? {
    var index = end - 1
    while index > 0, end - index <= 9 {
      let byte = asciiLowercased(bytes[index])
      if byte == UInt8(ascii: ".") {
        // An extension starts with a letter: `@3.0x` is a scale.
        guard index < end - 1 else { return nil }
        let first = asciiLowercased(bytes[index + 1])
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) ? index : nil
      }
      guard
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      else { return nil }
      index -= 1
    }
    return nil
  }

  /// `byte` with an ASCII capital letter made lower-case.
  private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }

  /// The text of `range`.
  private static func text(_ bytes: Bytes, _ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }
}
