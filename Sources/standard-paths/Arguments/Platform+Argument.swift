import ArgumentParser
import StandardPathsLocations

/// `--platform linux|macos|…`: argument-parser checks the value, lists the
/// choices in the help and completes them.
extension Platform: ExpressibleByArgument {
  /// The platform whose identifier is `argument` in any case (`macOS` and
  /// `MACOS` are `macos`), as people spell the names.
  public init?(argument: String) {
    self.init(identifier: argument.lowercased())
  }

  /// Every platform's identifier.
  public static var allValueStrings: [String] { allCases.map(\.identifier) }

  /// Shells complete the values.
  public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

  /// The identifier, as the help shows the default.
  public var defaultValueDescription: String { identifier }
}
