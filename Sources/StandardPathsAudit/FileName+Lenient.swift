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
    /// Text that only resembles a suffix, which no loader reads: another
    /// separator (`_2x`, `-2x`, `_ipad`), a name no loader knows
    /// (`-iphone5`), cocos2d's suffix in another letter case (`-IPAD`:
    /// cocos2d appends `-ipad` exactly), or a separator or the extension
    /// left before the suffixes (`foo_@2x`, `foo.png@2x`, meaning nothing:
    /// its canonical spelling is empty). Reported only beside the plain
    /// file it would be a variant of.
    case resembles
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
  /// Whether it is a separator or the extension left before the
  /// suffixes (`_` of `foo_@2x`, `.png` of `foo.png@2x`), or spaces left
  /// after them (`foo@2x .png`): it means nothing.
  var isStray: Bool { canonical.isEmpty }
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
/// let reading = LenientFileName(FileName("foo~iPad@2X.png"))
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

  /// Reads `parsed`'s base leniently; other conventions' suffixes
  /// (cocos2d's `-ipad`) only when `readsForeign`.
  init(_ parsed: FileName, readsForeign: Bool = true) {
    self.parsed = parsed
    var base = parsed.base
    let reading = base.withUTF8 {
      LenientSuffixReader.read($0, parsed: parsed, readsForeign: readsForeign)
    }
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
