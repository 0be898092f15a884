import Foundation

/// Runs a program found on `PATH`, such as GNU tar, from a test.
public struct ExternalTool {
  /// The executable's absolute path.
  public let path: String

  /// Finds `name` on `PATH`, or returns `nil`.
  public init?(named name: String) {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":").map(String.init)
    guard
      let found = directories.map({ $0 + "/" + name })
        .first(where: FileManager.default.isExecutableFile(atPath:))
    else { return nil }
    path = found
  }

  /// Runs the tool and returns its exit status and standard output (its
  /// standard error is appended, for failure messages).
  public func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(filePath: path)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
