/// A non-negative decimal number written in a suffix (the `2` of `@2x`, the
/// `568` of `-568h`), kept with its spelling so that an untouched file name
/// formats byte-for-byte as it was parsed (`@2.50x` stays `@2.50x`).
struct SuffixNumber: Sendable {
  /// The number's value: finite and not negative.
  let value: Double
  /// The decimal text that spells it: digits, optionally a `.` and digits.
  let spelling: String

  /// The number with its canonical spelling, or `nil` if `value` is
  /// negative, infinite or NaN (a suffix cannot spell those).
  init?(value: Double) {
    guard value.isFinite, value >= 0 else { return nil }
    let normalized = value == 0 ? 0 : value  // no "-0"
    self.value = normalized
    self.spelling = SuffixNumber.canonicalSpelling(of: normalized)
  }

  /// The shortest plain decimal text of `value`, as messages, reports and
  /// JSON write numbers: the canonical spelling (`2`, `1.5`, never an
  /// exponent), with a leading `-` for a negative value; `inf`, `-inf` or
  /// `nan` for the values that have no decimal text.
  static func text(_ value: Double) -> String {
    guard value.isFinite else { return String(value) }
    if value < 0 { return "-" + canonicalSpelling(of: -value) }
    return canonicalSpelling(of: value == 0 ? 0 : value)
  }

  /// The number spelt by `spelling`, which the parser has checked to be
  /// `digits[.digits]`; `nil` if its value overflows to infinity.
  internal init?(spelling: String) {
    guard let value = Double(spelling), value.isFinite else { return nil }
    self.value = value
    self.spelling = spelling
  }

  /// The shortest plain decimal text that reads back as `value` exactly:
  /// `2`, `1.5`, `0.00001`, `10000000000000000` (never an exponent, so the
  /// suffix grammar can parse it).
  ///
  /// - Precondition: `value` is finite and not negative.
  internal static func canonicalSpelling(of value: Double) -> String {
    // Whole numbers (the usual 1, 2, 3, 568, …) below 2^53 are exact as Int64.
    if value < 9_007_199_254_740_992, value == value.rounded(.towardZero) {
      return String(Int64(value))
    }
    // `description` is the shortest text that round-trips, possibly with an
    // exponent ("1e-05", "1.2345e+20"); move the point instead.
    let text = value.description
    let parts = text.split(separator: "e", maxSplits: 1)
    let mantissa = parts.first.map(String.init) ?? text
    let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    let integerDigits = mantissa.prefix { $0 != "." }
    let fractionDigits = mantissa.drop { $0 != "." }.dropFirst()
    let digits = Array(integerDigits + fractionDigits)
    let point = integerDigits.count + exponent
    var integerPart: String
    var fractionPart: String
    if point <= 0 {
      integerPart = "0"
      fractionPart = String(repeating: "0", count: -point) + String(digits)
    } else if point >= digits.count {
      integerPart = String(digits) + String(repeating: "0", count: point - digits.count)
      fractionPart = ""
    } else {
      integerPart = String(digits[..<point])
      fractionPart = String(digits[point...])
    }
    while fractionPart.last == "0" { fractionPart.removeLast() }
    while integerPart.count > 1, integerPart.first == "0" { integerPart.removeFirst() }
    return fractionPart.isEmpty ? integerPart : integerPart + "." + fractionPart
  }
}
