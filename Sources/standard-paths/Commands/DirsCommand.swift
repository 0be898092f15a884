import ArgumentParser
import StandardPaths

/// `standard-paths dirs`: every location, as a table or JSON.
struct DirsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dirs",
    abstract: "Print every location of the app (the default command)."
  )

  @OptionGroup var identity: IdentityOptions

  @Flag(help: "Print one JSON object keyed by location identifier.")
  var json = false

  func run() throws {
    let report = try identity.makeLocations().report()
    try Failure.exitOnHardErrors(in: report)
    Diagnostics.print(report.diagnostics)
    let rows = report.entries.map { ($0.location.identifier, $0.path) }
    print(json ? JSONOutput.object(rows) : TableOutput.render(rows))
  }
}
