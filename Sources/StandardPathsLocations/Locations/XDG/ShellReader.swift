/// Cuts the file into complete commands the way the shell's parser does,
/// and hands over the ones the reader runs.
///
/// It follows the grammar only as far as needed to know where each command
/// starts and ends: lists (`;`, `&`, `&&`, `||`, `|`, newlines), compound
/// commands (`{ }`, `( )`, `if`, `while`, `until`, `for`, `case`),
/// function definitions, redirections and here-documents. A command runs
/// only if it is a simple command at the top level, alone in its and-or
/// list, not in the background, without redirections, and is either
/// assignments alone or `export`. Everything else is a command that is not
/// run.
///
/// Like the shell, it parses a whole complete command (up to a newline at
/// the top level) before anything in it runs, so a syntax error anywhere in
/// it means none of it runs; reading stops there.
package struct ShellReader: Sendable {
  /// The tokenizer.
  var lexer: ShellLexer
  /// The compound commands open around the read position.
  var frames: [Frame] = []
  /// What the next word would be.
  var position: Position = .commandStart
  /// The simple command being read.
  var command = SimpleCommand()
  /// The and-or list being read.
  var list = AndOrList()
  /// The commands to run once the complete command ends.
  var pending: [ShellCommand] = []
  /// After `&&`, `||` or `|`: newlines are skipped and the end of the file
  /// is an error.
  var awaitingCommand = false
  /// A redirection operator whose target word is next.
  var redirectionTarget: ShellOperator?
  /// Whether the end or an error was reached.
  var isFinished = false

  /// A compound command being read.
  enum Frame { case brace, subshell, ifClause, loop, caseClause }

  /// What the next word would be.
  enum Position {
    /// The first word of a command: reserved words count here.
    case commandStart
    /// After assignments or redirections, before any command word.
    case afterAssignments
    /// After the command word.
    case arguments
    /// After `fi`, `}`, `)` …: only operators and redirections may follow.
    case afterCompound
    /// After `name (`.
    case functionParentheses
    /// After `name ( )`: the body must follow.
    case functionBody
    /// Inside `for name in words`, up to `;` or newline.
    case loopHeader
    /// Inside `case word`, up to `in`.
    case caseHeader
  }

  /// The simple command being read.
  struct SimpleCommand {
    /// The assignment words before the command word.
    var assignments: [ShellWord] = []
    /// The command word and its arguments.
    var words: [ShellWord] = []
    /// Whether the command has a redirection.
    var isRedirected = false
    /// Whether nothing of the command was read.
    var isEmpty: Bool { assignments.isEmpty && words.isEmpty && !isRedirected }
  }

  /// The and-or list being read.
  struct AndOrList {
    /// How many commands (simple or compound) it holds.
    var commandCount = 0
    /// Its last simple command.
    var last: SimpleCommand?
    /// False once anything makes it a list the reader does not run.
    var isRunnable = true
  }

  /// What the reader found next.
  package enum Outcome: Sendable, Equatable {
    /// The commands of one complete command that are run, in order.
    case commands([ShellCommand])
    /// The end of the file.
    case end
    /// A syntax error on this line: nothing from its complete command on
    /// is read.
    case syntaxError(line: Int)
  }

  /// A reader at the start of `input`.
  package init(_ input: ShellInput) { lexer = ShellLexer(input) }

  /// The next complete command that has something to run, the end, or a
  /// syntax error.
  package mutating func next() -> Outcome {
    guard !isFinished else { return .end }
    do throws(ShellSyntaxError) {
      while true {
        switch lexer.next() {
        case .error(let error):
          throw error
        case .end:
          return try finish()
        case .newline(let line):
          if let commands = try newline(line: line) { return .commands(commands) }
        case .operator(let op, let line):
          try apply(op, line: line)
        case .word(let word):
          try add(word)
        case .ioNumber:
          // The redirection operator follows; a number where a target is
          // expected is that target.
          redirectionTarget = nil
        }
      }
    } catch {
      isFinished = true
      pending = []
      return .syntaxError(line: error.line)
    }
  }
}
