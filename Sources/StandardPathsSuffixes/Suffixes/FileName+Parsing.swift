extension FileName: LosslessStringConvertible {
  /// Parses `description` into its directory, base, suffixes, extension and
  /// query. Every string is a file name, so parsing never fails.
  ///
  /// ```swift
  /// FileName("foo.bar@2x~ipad.png")   // base "foo.bar", scale 2, pad, "png"
  /// FileName("model.obj.gz")          // extension "obj.gz"
  /// FileName("me@box.png")            // base "me@box", no scale
  /// ```
  ///
  /// The rules, applied to the last path component (the text after the
  /// last `/`):
  /// - The extension follows the last `.`, unless that dot starts the
  ///   component (a dot-file such as `.profile`) or ends it (`foo.`), or the
  ///   component without an extension would end in a suffix (`foo@1.5x`,
  ///   `foo.bar@2x`). An extension `gz` takes the one before it along
  ///   (`tar.gz`), under the same rules.
  /// - A `?` starts a query when the text before it has an extension.
  /// - Before the extension, from the end: an idiom suffix, a scale
  ///   `@<decimal>x`, then `-hd` and a height `-<decimal>h` in either order,
  ///   each at most once. A decimal is digits with an optional fraction
  ///   (`2`, `1.5`, `667`).
  ///
  /// Parsing reads each byte a bounded number of times: its cost is linear
  /// in the length of `description`.
  public init(_ description: String) {
    var text = description
    self = text.withUTF8 { FileNameParser.parse($0) }
  }
}

/// The byte-level parser behind ``FileName/init(_:)``.
///
/// Works on UTF-8 bytes with integer offsets: every delimiter of the grammar
/// is ASCII, so slicing at them never splits a character, and no
/// Foundation path API is involved.
enum FileNameParser {
  typealias Bytes = UnsafeBufferPointer<UInt8>

  /// The suffixes found at the end of a stem.
  struct Suffixes {
    /// Where the base ends (the first byte of the first suffix).
    var baseEnd: Int
    var idiom: InterfaceIdiom?
    var scale: SuffixNumber?
    var height: SuffixNumber?
    var isHD = false
    var hdPrecedesHeight = false

    /// Whether any suffix was found.
    var isEmpty: Bool { idiom == nil && scale == nil && height == nil && !isHD }
  }

  static let slash = UInt8(ascii: "/")
  static let dot = UInt8(ascii: ".")
  static let questionMark = UInt8(ascii: "?")
  static let at = UInt8(ascii: "@")
  static let hyphen = UInt8(ascii: "-")
  static let letterX = UInt8(ascii: "x")
  static let letterH = UInt8(ascii: "h")
  static let hdSuffix = Array("-hd".utf8)
  static let gzExtension = Array("gz".utf8)
  static let idiomSuffixes: [(idiom: InterfaceIdiom, bytes: [UInt8])] =
    InterfaceIdiom.suffixed.compactMap { idiom in idiom.suffix.map { (idiom, Array($0.utf8)) } }

  static func parse(_ bytes: Bytes) -> FileName {
    let count = bytes.count
    var componentStart = count
    while componentStart > 0, bytes[componentStart - 1] != slash { componentStart -= 1 }

    var nameEnd = count
    if let mark = firstIndex(of: questionMark, in: bytes, componentStart..<count),
      extensionDot(in: bytes, componentStart..<mark) != nil
    {
      nameEnd = mark
    }
    let dot = extensionDot(in: bytes, componentStart..<nameEnd)
    let stemEnd = dot ?? nameEnd
    let suffixes = scanSuffixes(in: bytes, componentStart..<stemEnd)

    var name = FileName(
      directory: text(bytes, 0..<componentStart),
      base: text(bytes, componentStart..<suffixes.baseEnd),
      isHD: suffixes.isHD,
      idiom: suffixes.idiom,
      pathExtension: dot.map { text(bytes, ($0 + 1)..<nameEnd) },
      query: nameEnd < count ? text(bytes, (nameEnd + 1)..<count) : nil)
    name.heightNumber = suffixes.height
    name.scaleNumber = suffixes.scale
    name.hdPrecedesHeight = suffixes.hdPrecedesHeight
    return name
  }

  /// The offset of the dot that starts the extension of `range` (a last
  /// path component without its query), or `nil` if it has none.
  static func extensionDot(in bytes: Bytes, _ range: Range<Int>) -> Int? {
    guard let dot = singleExtensionDot(in: bytes, range) else { return nil }
    if matches(gzExtension, in: bytes, (dot + 1)..<range.upperBound),
      let inner = singleExtensionDot(in: bytes, range.lowerBound..<dot)
    {
      return inner
    }
    return dot
  }

  /// The last dot of `range` that can start an extension: not the first or
  /// last byte, and not when `range` read without an extension ends in a
  /// suffix (then the dot belongs to the base or to a suffix's number).
  static func singleExtensionDot(in bytes: Bytes, _ range: Range<Int>) -> Int? {
    var index = range.upperBound - 1
    while index > range.lowerBound, bytes[index] != dot { index -= 1 }
    guard index > range.lowerBound, index < range.upperBound - 1 else { return nil }
    guard scanSuffixes(in: bytes, range).isEmpty else { return nil }
    return index
  }

  /// Finds the suffixes at the end of the stem `range`, last first: idiom,
  /// scale, then `-hd` and height in either order.
  static func scanSuffixes(in bytes: Bytes, _ range: Range<Int>) -> Suffixes {
    let start = range.lowerBound
    var end = range.upperBound
    var result = Suffixes(baseEnd: end)

    if let (idiom, length) = idiomSuffix(in: bytes, start..<end, ignoringCase: false) {
      result.idiom = idiom
      end -= length
    }
    if let (number, numberStart) = number(
      before: end, in: bytes, from: start, marker: at, unit: letterX)
    {
      result.scale = number
      end = numberStart
    }
    if hasSuffix(hdSuffix, in: bytes, start..<end) {
      result.isHD = true
      end -= hdSuffix.count
      if let (number, numberStart) = number(
        before: end, in: bytes, from: start, marker: hyphen, unit: letterH)
      {
        result.height = number
        end = numberStart
      }
    } else if let (number, numberStart) = number(
      before: end, in: bytes, from: start, marker: hyphen, unit: letterH)
    {
      result.height = number
      end = numberStart
      if hasSuffix(hdSuffix, in: bytes, start..<end) {
        result.isHD = true
        result.hdPrecedesHeight = true
        end -= hdSuffix.count
      }
    }
    result.baseEnd = end
    return result
  }

  /// The idiom suffix that `range` ends with, and its length; with
  /// `ignoringCase`, in any ASCII letter case (`~iPad`, the lenient mode).
  static func idiomSuffix(in bytes: Bytes, _ range: Range<Int>, ignoringCase: Bool)
    -> (InterfaceIdiom, Int)?
  {
    for (idiom, suffix) in idiomSuffixes
    where hasSuffix(suffix, in: bytes, range, ignoringCase: ignoringCase) {
      return (idiom, suffix.count)
    }
    return nil
  }

  /// Reads `<marker><decimal><unit>` ending just before `end` (such as
  /// `@1.5x` or `-568h`), never reaching before `start`; with a `nil`
  /// unit, `<marker><decimal>` (the lenient mode's `@3`).
  ///
  /// - Returns: the number and the offset of its marker, or `nil`.
  static func number(
    before end: Int, in bytes: Bytes, from start: Int, marker: UInt8, unit: UInt8?
  ) -> (SuffixNumber, Int)? {
    let unitLength = unit == nil ? 0 : 1
    guard end - start >= 2 + unitLength else { return nil }
    if let unit, bytes[end - 1] != unit { return nil }
    let numberEnd = end - unitLength
    var index = numberEnd
    while index > start, isDigit(bytes[index - 1]) { index -= 1 }
    guard index < numberEnd else { return nil }
    if index > start, bytes[index - 1] == dot {
      let fractionStart = index
      index -= 1
      while index > start, isDigit(bytes[index - 1]) { index -= 1 }
      guard index < fractionStart - 1 else { return nil }
    }
    guard index > start, bytes[index - 1] == marker,
      let number = SuffixNumber(spelling: text(bytes, index..<numberEnd))
    else { return nil }
    return (number, index - 1)
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Whether `range` ends with `suffix`; with `ignoringCase`, ASCII
  /// letters match in either case (`suffix` is lower-case).
  static func hasSuffix(
    _ suffix: [UInt8], in bytes: Bytes, _ range: Range<Int>, ignoringCase: Bool = false
  ) -> Bool {
    guard range.count >= suffix.count else { return false }
    return matches(
      suffix, in: bytes, (range.upperBound - suffix.count)..<range.upperBound,
      ignoringCase: ignoringCase)
  }

  static func matches(
    _ expected: [UInt8], in bytes: Bytes, _ range: Range<Int>, ignoringCase: Bool = false
  ) -> Bool {
    guard range.count == expected.count else { return false }
    var offset = range.lowerBound
    for byte in expected {
      let actual = ignoringCase ? lowercased(bytes[offset]) : bytes[offset]
      guard actual == byte else { return false }
      offset += 1
    }
    return true
  }

  /// `byte` with an ASCII capital letter made lower-case.
  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
  }

  static func firstIndex(of byte: UInt8, in bytes: Bytes, _ range: Range<Int>) -> Int? {
    var index = range.lowerBound
    while index < range.upperBound {
      if bytes[index] == byte { return index }
      index += 1
    }
    return nil
  }

  static func text(_ bytes: Bytes, _ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }
}
