/// Parameter and tilde expansion of a value, as in an assignment: no field
/// splitting and no pathname expansion.
extension ShellSession {
  /// Why a value could not be expanded.
  enum ExpansionFailure: Error {
    /// The assignment is ignored (a value too long, or an unsupported part).
    case ignored
    /// The shell would exit: `${NAME?}` of an unset name, a `${…}` dash
    /// rejects, or the expansion budget is spent.
    case fatal
  }

  /// Appends the expansion of `parts` to `value`. Nesting is bounded by the
  /// tokenizer's cap, so the recursion is too.
  mutating func expand(
    _ parts: [ShellWordPart], into value: inout [UInt8], record: Recorder
  ) throws(ExpansionFailure) {
    for part in parts {
      switch part {
      case .literal(let bytes, _):
        try append(bytes, to: &value, isExpansion: false)
      case .tilde:
        // dash leaves `~` alone when HOME is unset.
        try append(variables["HOME"] ?? [UInt8(ascii: "~")], to: &value)
      case .parameter(let expansion):
        try expand(expansion, into: &value, record: record)
      case .unsupported:
        throw .ignored
      case .badSubstitution:
        throw .fatal
      }
    }
  }

  /// Appends one parameter expansion, performing `:=` assignments.
  private mutating func expand(
    _ expansion: ShellParameterExpansion, into value: inout [UInt8], record: Recorder
  ) throws(ExpansionFailure) {
    let current = variables[expansion.name]
    switch expansion.operation {
    case .value:
      try append(current ?? [], to: &value)
    case .length:
      try append(Array(String(current?.count ?? 0).utf8), to: &value)
    case .useDefault(let unlessNull):
      if let current, !(unlessNull && current.isEmpty) {
        try append(current, to: &value)
      } else {
        try expand(expansion.word, into: &value, record: record)
      }
    case .assignDefault(let unlessNull):
      if let current, !(unlessNull && current.isEmpty) {
        try append(current, to: &value)
      } else {
        var word: [UInt8] = []
        try expand(expansion.word, into: &word, record: record)
        assign(expansion.name, word, line: expansion.line, record: record)
        try append(word, to: &value)
      }
    case .errorIfUnset(let unlessNull):
      guard let current, !(unlessNull && current.isEmpty) else { throw .fatal }
      try append(current, to: &value)
    case .useAlternative(let unlessNull):
      if let current, !(unlessNull && current.isEmpty) {
        try expand(expansion.word, into: &value, record: record)
      }
    }
  }

  /// Appends bytes, within the value cap and (for expansions) the budget.
  private mutating func append(
    _ bytes: [UInt8], to value: inout [UInt8], isExpansion: Bool = true
  ) throws(ExpansionFailure) {
    guard value.count + bytes.count <= Self.maximumValueLength else { throw .ignored }
    if isExpansion {
      expansionBudget -= bytes.count
      guard expansionBudget >= 0 else { throw .fatal }
    }
    value += bytes
  }
}
