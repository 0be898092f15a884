/// And-or lists: which commands are run.
extension ShellReader {
  /// An operator that ends a command needs one before it.
  func requireCommand(line: Int) throws(ShellSyntaxError) {
    guard !command.isEmpty || position == .afterCompound else { throw ShellSyntaxError(line: line) }
  }

  /// Ends the simple command, adding it to the list.
  mutating func endCommand() {
    if !command.isEmpty || position == .afterCompound {
      list.commandCount += 1
      list.last = command
    }
    command = SimpleCommand()
  }

  /// Ends the and-or list, keeping its command if it is run.
  mutating func endList(inBackground: Bool) {
    endCommand()
    if !inBackground, frames.isEmpty, list.isRunnable, list.commandCount == 1,
      let last = list.last, let runnable = Self.runnable(last)
    {
      pending.append(runnable)
    }
    list = AndOrList()
  }

  /// The pending commands, which are cleared.
  mutating func takePending() -> [ShellCommand] {
    defer { pending = [] }
    return pending
  }

  /// The command to run for `command`, or `nil` if it is not run.
  static func runnable(_ command: SimpleCommand) -> ShellCommand? {
    guard !command.isRedirected else { return nil }
    guard let first = command.words.first else {
      return .assignments(command.assignments.compactMap(assignment))
    }
    guard command.assignments.isEmpty, first.isUnquoted("export") else { return nil }
    return ShellExportArguments.parse(command.words.dropFirst()).map(ShellCommand.export)
  }

  /// The assignment an assignment word makes.
  static func assignment(_ word: ShellWord) -> ShellAssignment? {
    guard let (name, value) = word.assignment else { return nil }
    return ShellAssignment(name: name, value: value, line: word.line)
  }
}
