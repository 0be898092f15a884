import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// The shell behaviours of `Cases/shell-cases.json`. The differential
/// script checks each case's `shell` values against dash and its
/// `differences` against /usr/bin/xdg-user-dir; here the reader must return
/// exactly the case's entries and stop where the case says.
@Suite struct ShellCaseTests {
  @Test func casesAreLoaded() {
    #expect(ShellCase.all.count >= 50)
  }

  @Test(arguments: ShellCase.all)
  func readerMatchesTheCase(_ shellCase: ShellCase) {
    let file = UserDirectoriesFile(
      parsing: shellCase.file, environment: shellCase.environment, home: nil)
    let entries = file.entries.mapValues { ShellCase.Entry(bytes: $0.bytes, line: $0.line) }
    #expect(entries == shellCase.entries)
    #expect(file.stoppedAtLine == shellCase.stop)
  }
}
