/// Runs the commands the reader hands over: assignments and `export`, on a
/// table of variables, performing the expansions the reader supports.
package struct ShellSession: Sendable {
  /// The longest value assigned, in bytes (Linux's `PATH_MAX`). Longer
  /// values are not assigned; this also keeps expansion linear, since
  /// `A=$B$B` cannot double a value without bound.
  package static let maximumValueLength = 4096

  /// The variables, by name, as bytes.
  package private(set) var variables: [String: [UInt8]]

  /// How many more bytes expansions (of variables, `~` and lengths) may
  /// copy before the session gives up, like a shell that ran out of
  /// memory. Literal text is copied once per assignment, so with this
  /// bound the whole run is linear in the input.
  var expansionBudget: Int

  /// Learns of each assignment made: the name, the value and the line.
  package typealias Recorder = (String, [UInt8], Int) -> Void

  /// A session whose variables start as `variables`, whose expansions may
  /// copy `expansionBudget` bytes in all.
  package init(variables: [String: [UInt8]], expansionBudget: Int) {
    self.variables = variables
    self.expansionBudget = expansionBudget
  }

  /// The budget for reading `inputSize` bytes: 16 bytes per input byte,
  /// plus 64 KiB.
  package static func expansionBudget(forInputOfSize inputSize: Int) -> Int {
    16 * inputSize + 65_536
  }

  /// Runs `command`; `record` learns of each assignment made (name, value,
  /// line). Returns the line where the shell would have exited, or `nil`.
  package mutating func run(
    _ command: ShellCommand, record: Recorder
  ) -> Int? {
    switch command {
    case .assignments(let assignments):
      for assignment in assignments {
        switch evaluate(assignment, record: record) {
        case .value(let value):
          assign(assignment.name, value, line: assignment.line, record: record)
        case .ignored: continue
        case .fatal: return assignment.line
        }
      }
      return nil
    case .export(let arguments):
      return export(arguments, record: record)
    }
  }

  /// dash expands every operand of `export` first, then assigns them in
  /// order (so `export A=1 B=$A` gives `B` the old `A`).
  private mutating func export(
    _ arguments: [ShellExportArgument], record: Recorder
  ) -> Int? {
    var values: [[UInt8]?] = []
    for argument in arguments {
      guard case .assignment(let assignment) = argument else {
        values.append(nil)
        continue
      }
      switch evaluate(assignment, record: record) {
      case .value(let value): values.append(value)
      case .ignored: values.append(nil)
      case .fatal: return assignment.line
      }
    }
    for (argument, value) in zip(arguments, values) {
      switch argument {
      case .assignment(let assignment):
        if let value { assign(assignment.name, value, line: assignment.line, record: record) }
      case .name:
        continue
      case .invalid(let line):
        return line
      }
    }
    return nil
  }

  /// The outcome of expanding an assignment's value.
  private enum Evaluation {
    /// The value to assign.
    case value([UInt8])
    /// The assignment is ignored.
    case ignored
    /// The shell would exit.
    case fatal
  }

  /// Expands an assignment's value unless it has an unsupported part.
  private mutating func evaluate(
    _ assignment: ShellAssignment, record: Recorder
  ) -> Evaluation {
    guard !assignment.value.containsUnsupported else { return .ignored }
    var value: [UInt8] = []
    do {
      try expand(assignment.value, into: &value, record: record)
      return .value(value)
    } catch .ignored {
      return .ignored
    } catch {
      return .fatal
    }
  }

  /// Sets a variable (unless the value holds NUL, which no shell variable
  /// can) and reports it.
  mutating func assign(
    _ name: String, _ value: [UInt8], line: Int, record: Recorder
  ) {
    guard !value.contains(0) else { return }
    variables[name] = value
    record(name, value, line)
  }
}
