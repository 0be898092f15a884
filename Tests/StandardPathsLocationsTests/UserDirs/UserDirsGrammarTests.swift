import StandardPathsLocations
import Testing

/// The rows of `Cases/grammar-cases.json`: for each file and environment,
/// the reader returns exactly the row's entries and skipped lines. The
/// differential script checks the same rows against dash (the values are
/// what `/bin/sh` assigns) and /usr/bin/xdg-user-dir (every difference is
/// a documented one).
@Suite struct UserDirsGrammarTests {
  @Test func rowsAreLoaded() {
    #expect(GrammarCase.all.count >= 40)
  }

  @Test(arguments: GrammarCase.all)
  func readerMatchesTheRow(_ row: GrammarCase) {
    let file = UserDirectoriesFile(parsing: row.file, environment: row.environment, home: nil)
    let entries = file.entries.mapValues { GrammarCase.Entry(bytes: $0.bytes, line: $0.line) }
    #expect(entries == row.entries)
    let skipped = file.skippedLines.map {
      GrammarCase.Skip(line: $0.line, reason: $0.reason.description)
    }
    #expect(skipped == row.skipped)
  }
}
