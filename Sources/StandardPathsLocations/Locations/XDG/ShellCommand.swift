/// A command the reader runs: one of the two kinds that only assign.
package enum ShellCommand: Sendable, Equatable {
  /// `NAME=value …` with no command word: every assignment persists.
  case assignments([ShellAssignment])
  /// `export NAME=value NAME …`.
  case export([ShellExportArgument])
}

/// `NAME=value`, with the value's tilde-prefixes already marked.
package struct ShellAssignment: Sendable, Equatable {
  /// The variable.
  package var name: String
  /// The value before expansion.
  package var value: [ShellWordPart]
  /// The 1-based line on which the assignment word starts.
  package var line: Int

  /// Makes the assignment of an assignment word.
  package init(name: String, value: [ShellWordPart], line: Int) {
    self.name = name
    self.value = ShellTilde.marked(value)
    self.line = line
  }

  /// Makes an assignment whose value is already literal (`export "A=/x"`).
  package init(name: String, literal: [UInt8], line: Int) {
    self.name = name
    self.value = [.literal(literal, quoted: true)]
    self.line = line
  }
}

/// One operand of `export`.
package enum ShellExportArgument: Sendable, Equatable {
  /// `NAME=value` (an assignment word, or a literal word holding `=`).
  case assignment(ShellAssignment)
  /// `NAME`: exported, value unchanged.
  case name
  /// Not a variable name: dash's `export` fails, and the shell exits.
  case invalid(line: Int)
}
