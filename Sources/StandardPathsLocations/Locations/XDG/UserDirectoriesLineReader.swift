/// The grammar of one `user-dirs.dirs` line (see ``UserDirectoriesFile``),
/// with the variables assigned so far. Each line is read once, left to
/// right, and every expansion is paid for from a budget fixed by the size of
/// the file, so reading a file is linear in its size.
struct UserDirectoriesLineReader {
  typealias Reason = UserDirectoriesFile.SkippedLine.Reason

  /// What a line does.
  enum Outcome: Equatable {
    /// A blank or comment line.
    case nothing
    /// `NAME=VALUE`: the variable now holds the value.
    case assigned(name: [UInt8], value: [UInt8])
    /// The line is not used.
    case skipped(Reason)
  }

  /// Why the line being read is skipped.
  private struct Skip: Error {
    let reason: Reason
  }

  /// The variables: the environment's, then the file's assignments.
  private var variables: [String: [UInt8]]
  /// How many more bytes expansions may copy.
  private var budget: Int
  /// The line being read, the next byte to read, and the value so far.
  private var line: [UInt8] = []
  private var index = 0
  private var value: [UInt8] = []

  init(variables: [String: [UInt8]], budget: Int) {
    self.variables = variables
    self.budget = budget
  }

  /// Reads `line` (without its line feed); an assignment is made at once,
  /// so later lines see it.
  mutating func read(_ line: [UInt8]) -> Outcome {
    self.line = line
    index = 0
    value = []
    defer { self.line = [] }
    skipBlanks()
    guard let first = peek(), first != UInt8(ascii: "#") else { return .nothing }
    if line.dropFirst(index).starts(with: "export".utf8), peek(offset: 6)?.isBlank == true {
      index += 6
      skipBlanks()
    }
    let nameStart = index
    guard peek()?.isNameStart == true else { return .skipped(.notPlainAssignment) }
    while peek()?.isNameByte == true { index += 1 }
    guard peek() == UInt8(ascii: "=") else { return .skipped(.notPlainAssignment) }
    let name = Array(line[nameStart..<index])
    index += 1
    do throws(Skip) {
      try readValue()
    } catch {
      return .skipped(error.reason)
    }
    skipBlanks()
    guard peek() == nil || peek() == UInt8(ascii: "#") else {
      return .skipped(.notPlainAssignment)
    }
    variables[String(decoding: name, as: UTF8.self)] = value
    return .assigned(name: name, value: value)
  }

  /// Reads the value's word, up to a blank or the end of the line.
  private mutating func readValue() throws(Skip) {
    if peek() == UInt8(ascii: "~") {
      // The tilde prefix ends at `/` or at the end of the word.
      guard
        peek(offset: 1).map({ $0 == UInt8(ascii: "/") || $0.isBlank || $0.isOperator })
          ?? true
      else {
        throw Skip(reason: .tilde)
      }
      // dash leaves `~` as it is when HOME is unset.
      try expand(variables["HOME"] ?? [UInt8(ascii: "~")])
      index += 1
    }
    try readValueRest()
  }

  /// Reads the rest of the value's word.
  private mutating func readValueRest() throws(Skip) {
    while let byte = peek(), !byte.isBlank {
      switch byte {
      case UInt8(ascii: "'"):
        guard let close = line[(index + 1)...].firstIndex(of: byte) else {
          throw Skip(reason: .unterminatedQuote)
        }
        value += line[(index + 1)..<close]
        index = close + 1
      case UInt8(ascii: "\""):
        index += 1
        try readDoubleQuoted()
      case UInt8(ascii: "\\"):
        guard let next = peek(offset: 1) else { throw Skip(reason: .lineContinuation) }
        value.append(next)
        index += 2
      case UInt8(ascii: "$"):
        try readDollar(quoted: false)
      case UInt8(ascii: "`"):
        throw Skip(reason: .commandSubstitution)
      case _ where byte.isOperator:
        throw Skip(reason: .notPlainAssignment)
      case UInt8(ascii: ":") where peek(offset: 1) == UInt8(ascii: "~"):
        // The shell expands `~` after an unquoted `:` of an assignment.
        throw Skip(reason: .tilde)
      default:
        value.append(byte)
        index += 1
      }
    }
    guard value.count <= UserDirectoriesFile.maximumValueLength else {
      throw Skip(reason: .valueTooLong)
    }
  }

  /// Reads `"…"` after its opening quote.
  private mutating func readDoubleQuoted() throws(Skip) {
    while let byte = peek() {
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return
      case UInt8(ascii: "\\"):
        guard let next = peek(offset: 1) else { throw Skip(reason: .unterminatedQuote) }
        if next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") || next == UInt8(ascii: "$")
          || next == UInt8(ascii: "`")
        {
          value.append(next)
          index += 2
        } else {
          value.append(byte)
          index += 1
        }
      case UInt8(ascii: "$"):
        try readDollar(quoted: true)
      case UInt8(ascii: "`"):
        throw Skip(reason: .commandSubstitution)
      default:
        value.append(byte)
        index += 1
      }
    }
    throw Skip(reason: .unterminatedQuote)
  }

  /// Reads what starts with `$`: `$NAME`, `${NAME}`, or a literal `$`.
  private mutating func readDollar(quoted: Bool) throws(Skip) {
    guard let next = peek(offset: 1) else {
      value.append(UInt8(ascii: "$"))
      index += 1
      return
    }
    if next.isNameStart || next == UInt8(ascii: "{") {
      let braced = next == UInt8(ascii: "{")
      let start = index + (braced ? 2 : 1)
      var end = start
      while end < line.count, line[end].isNameByte { end += 1 }
      guard end > start, line[start].isNameStart else { throw Skip(reason: .parameterExpansion) }
      if braced, end == line.count || line[end] != UInt8(ascii: "}") {
        throw Skip(reason: .parameterExpansion)
      }
      try expand(variables[String(decoding: line[start..<end], as: UTF8.self)] ?? [])
      index = braced ? end + 1 : end
    } else if next == UInt8(ascii: "(") {
      let arithmetic = peek(offset: 2) == UInt8(ascii: "(")
      throw Skip(reason: arithmetic ? .arithmetic : .commandSubstitution)
    } else if next.isDigit || "@*#?-$!".utf8.contains(next) {
      throw Skip(reason: .parameterExpansion)
    } else if !quoted, next == UInt8(ascii: "'") || next == UInt8(ascii: "\"") {
      throw Skip(reason: .dollarQuote)
    } else {
      value.append(UInt8(ascii: "$"))
      index += 1
    }
  }

  /// Appends an expansion, paid for from the budget.
  private mutating func expand(_ bytes: [UInt8]) throws(Skip) {
    guard bytes.count <= budget else { throw Skip(reason: .expansionBudget) }
    budget -= bytes.count
    value += bytes
    guard value.count <= UserDirectoriesFile.maximumValueLength else {
      throw Skip(reason: .valueTooLong)
    }
  }

  private func peek(offset: Int = 0) -> UInt8? {
    index + offset < line.count ? line[index + offset] : nil
  }

  private mutating func skipBlanks() {
    while peek()?.isBlank == true { index += 1 }
  }
}

extension UInt8 {
  /// A space or a tab.
  var isBlank: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }

  /// A byte that ends a word and starts an operator: `;&|<>()`.
  var isOperator: Bool { ";&|<>()".utf8.contains(self) }

  /// A byte that may start a shell variable name: a letter or `_`.
  var isNameStart: Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20) || self == UInt8(ascii: "_")
  }

  /// A byte that may continue a shell variable name.
  var isNameByte: Bool { isNameStart || isDigit }

  /// An ASCII digit.
  var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}
