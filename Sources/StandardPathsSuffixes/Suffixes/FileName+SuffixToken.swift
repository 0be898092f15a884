extension FileName {
  /// The one suffix that ends just before byte offset `end` of `bytes` (a
  /// base's UTF-8 text), read in any ASCII letter case: the single entry
  /// into this grammar for the asset audit's lenient reading of misspelt
  /// suffixes, so that it reads numbers and idioms exactly as the parser
  /// does.
  ///
  /// Tried in this order: an idiom suffix (`~iPad`), a scale (`@2X`), a
  /// scale without its unit (`@3`, only with `allowingMissingUnit`), `-hd`
  /// (`-HD`), a height (`-568H`).
  ///
  /// - Returns: the suffix as a name with an empty base (its ``stem`` is
  ///   the canonical spelling, keeping the number as written: `@2.50x`),
  ///   the offset where the suffix starts, and whether its unit is
  ///   missing; `nil` if no suffix ends at `end`.
  package static func suffix(
    endingAt end: Int, in bytes: UnsafeBufferPointer<UInt8>, allowingMissingUnit: Bool
  ) -> (suffix: FileName, start: Int, isMissingUnit: Bool)? {
    FileNameParser.suffix(endingAt: end, in: bytes, allowingMissingUnit: allowingMissingUnit)
  }

  /// The shortest plain decimal text of `value` (`2`, `1.5`, never an
  /// exponent; `inf` or `nan` when it has none): how suffixes spell
  /// numbers, shared by the audit's messages and the tool's JSON so every
  /// output writes them alike.
  package static func numberText(_ value: Double) -> String {
    SuffixNumber.text(value)
  }
}

extension FileNameParser {
  /// What ``FileName/suffix(endingAt:in:allowingMissingUnit:)`` reads.
  static func suffix(endingAt end: Int, in bytes: Bytes, allowingMissingUnit: Bool)
    -> (suffix: FileName, start: Int, isMissingUnit: Bool)?
  {
    guard end > 0 else { return nil }
    var suffix = FileName(base: "")
    if let (idiom, length) = idiomSuffix(in: bytes, 0..<end, ignoringCase: true) {
      suffix.idiom = idiom
      return (suffix, end - length, false)
    }
    let unit = bytes[end - 1]
    if lowercased(unit) == letterX,
      let (number, start) = number(before: end, in: bytes, from: 0, marker: at, unit: unit)
    {
      suffix.scaleNumber = number
      return (suffix, start, false)
    }
    if allowingMissingUnit,
      let (number, start) = number(before: end, in: bytes, from: 0, marker: at, unit: nil)
    {
      suffix.scaleNumber = number
      return (suffix, start, true)
    }
    if hasSuffix(hdSuffix, in: bytes, 0..<end, ignoringCase: true) {
      suffix.isHD = true
      return (suffix, end - hdSuffix.count, false)
    }
    if lowercased(unit) == letterH,
      let (number, start) = number(before: end, in: bytes, from: 0, marker: hyphen, unit: unit)
    {
      suffix.heightNumber = number
      return (suffix, start, false)
    }
    return nil
  }
}
