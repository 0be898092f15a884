import Foundation

/// Runs the built `standard-paths` binary, for end-to-end tests.
///
/// ```swift
/// let result = try CLI.run(["dirs", "--json"], environment: ["HOME": home])
/// #expect(result.status == 0)
/// ```
///
/// The binary is `$STANDARD_PATHS_CLI` if set, else the one SwiftPM built
/// next to the test bundle (`.build/<triple>/debug/standard-paths`); this
/// target depends on the executable so that `swift test` builds it.
enum CLI {
  /// What a run produced.
  struct Result: Sendable, CustomStringConvertible {
    /// The exit status.
    var status: Int32
    /// Everything written to standard output.
    var standardOutput: String
    /// Everything written to standard error.
    var standardError: String
    /// The exact bytes written to standard output.
    var standardOutputBytes: [UInt8] = []

    /// The standard output's lines, without the final empty one.
    var lines: [String] {
      standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init).filter { !$0.isEmpty }
    }

    /// A summary for failure messages.
    var description: String {
      "exit \(status)\n--- stdout\n\(standardOutput)--- stderr\n\(standardError)"
    }
  }

  /// The binary could not be found.
  struct NotFound: Error, CustomStringConvertible {
    var candidates: [String]
    var description: String {
      "standard-paths binary not found; looked at \(candidates.joined(separator: ", ")); "
        + "run `swift build` or set STANDARD_PATHS_CLI"
    }
  }

  /// The location of the `standard-paths` binary.
  static func executableURL() throws -> URL {
    if let override = ProcessInfo.processInfo.environment["STANDARD_PATHS_CLI"] {
      return URL(filePath: override)
    }
    let bundle = Bundle.main.bundleURL
    let candidates = [
      bundle.appending(path: "standard-paths"),
      bundle.deletingLastPathComponent().appending(path: "standard-paths"),
      URL(filePath: CommandLine.arguments.first ?? "/").deletingLastPathComponent()
        .appending(path: "standard-paths"),
    ]
    guard
      let found = candidates.first(where: {
        FileManager.default.isExecutableFile(atPath: $0.path(percentEncoded: false))
      })
    else {
      throw NotFound(candidates: candidates.map { $0.path(percentEncoded: false) })
    }
    return found
  }

  /// Runs the binary with `arguments` and waits for it.
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments.
  ///   - environment: The complete environment of the child, plus a `PATH`
  ///     if none is given; nothing else is inherited, so the real `HOME`
  ///     and `XDG_*` variables never leak in.
  ///   - umask: An octal umask to run under, such as `"277"`.
  ///   - user: A user (and group of the same number, no other groups) to
  ///     run as, through `setpriv` (the tests run as root).
  ///   - currentDirectory: The working directory.
  ///   - rawVariables: Variables whose values are bytes that need not be
  ///     valid UTF-8 (which `Process` cannot pass), set by a shell. An
  ///     argument spelled `$NAME`, where `NAME` is one of them, is passed as
  ///     that variable's bytes (a path argument that is not UTF-8).
  static func run(
    _ arguments: [String], environment: [String: String], umask: String? = nil,
    user: UInt32? = nil, currentDirectory: String? = nil, rawVariables: [String: [UInt8]] = [:]
  ) throws -> Result {
    try start(
      arguments, environment: environment, umask: umask, user: user,
      currentDirectory: currentDirectory, rawVariables: rawVariables
    ).wait()
  }

  /// Starts the binary without waiting, so that several can run at once;
  /// see ``run(_:environment:umask:user:currentDirectory:rawVariables:)``.
  static func start(
    _ arguments: [String], environment: [String: String], umask: String? = nil,
    user: UInt32? = nil, currentDirectory: String? = nil, rawVariables: [String: [UInt8]] = [:]
  ) throws -> Running {
    let executable = try executableURL()
    let process = Process()
    if umask != nil || !rawVariables.isEmpty {
      var script = umask.map { "umask \($0) && " } ?? ""
      for (name, bytes) in rawVariables.sorted(by: { $0.key < $1.key }) {
        let octal = bytes.map { byte in
          let digits = String(byte, radix: 8)
          return "\\" + String(repeating: "0", count: 3 - digits.count) + digits
        }
        script += "\(name)=\"$(printf '\(octal.joined())')\" && export \(name) && "
      }
      // Each argument by position, or a raw variable's bytes for `$NAME`.
      let words = arguments.indices.map { index in
        let name = arguments[index].dropFirst()
        return arguments[index].hasPrefix("$") && rawVariables[String(name)] != nil
          ? "\"$\(name)\"" : "\"${\(index + 1)}\""
      }
      process.executableURL = URL(filePath: "/bin/sh")
      process.arguments =
        [
          "-c", script + "exec \"$0\" " + words.joined(separator: " "),
          executable.path(percentEncoded: false),
        ]
        + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    if let user, let command = process.executableURL {
      process.arguments =
        [
          "--reuid=\(user)", "--regid=\(user)", "--clear-groups",
          command.path(percentEncoded: false),
        ]
        + (process.arguments ?? [])
      process.executableURL = URL(filePath: "/usr/bin/setpriv")
    }
    var childEnvironment = environment
    if childEnvironment["PATH"] == nil { childEnvironment["PATH"] = "/usr/bin:/bin" }
    process.environment = childEnvironment
    if let currentDirectory { process.currentDirectoryURL = URL(filePath: currentDirectory) }
    let running = try Running(process)
    try process.run()
    return running
  }

  /// A started process whose output goes to files (no pipe can fill up and
  /// deadlock, whatever the output size).
  final class Running {
    private let process: Process
    private let outputURL: URL
    private let errorURL: URL
    private let outputHandle: FileHandle
    private let errorHandle: FileHandle

    fileprivate init(_ process: Process) throws {
      let capture = FileManager.default.temporaryDirectory
        .appending(path: "standard-paths-cli-\(UUID().uuidString)")
      outputURL = capture.appendingPathExtension("out")
      errorURL = capture.appendingPathExtension("err")
      try Data().write(to: outputURL)
      try Data().write(to: errorURL)
      outputHandle = try FileHandle(forWritingTo: outputURL)
      errorHandle = try FileHandle(forWritingTo: errorURL)
      process.standardOutput = outputHandle
      process.standardError = errorHandle
      self.process = process
    }

    deinit {
      try? FileManager.default.removeItem(at: outputURL)
      try? FileManager.default.removeItem(at: errorURL)
    }

    /// The child's process id.
    var processIdentifier: Int32 { process.processIdentifier }

    /// Whether the child is still running.
    var isRunning: Bool { process.isRunning }

    /// Sends `SIGKILL` and waits for the child to end.
    ///
    /// - Returns: Whether the signal ended it (`false` if it had already
    ///   exited on its own).
    func kill() -> Bool {
      sendKillSignal(to: process.processIdentifier)
      process.waitUntilExit()
      return process.terminationReason == .uncaughtSignal
    }

    /// Waits for the process to exit and collects what it wrote.
    func wait() throws -> Result {
      process.waitUntilExit()
      try outputHandle.close()
      try errorHandle.close()
      let output = try Data(contentsOf: outputURL)
      return Result(
        status: process.terminationStatus,
        standardOutput: String(decoding: output, as: UTF8.self),
        standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
        standardOutputBytes: [UInt8](output))
    }
  }
}

/// `kill(2)` with `SIGKILL` (a free function, so the name is not the method's).
private func sendKillSignal(to process: Int32) {
  _ = kill(process, SIGKILL)
}
