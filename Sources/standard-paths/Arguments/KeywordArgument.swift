import ArgumentParser

/// An option or argument whose value is one of a few fixed words
/// (`--format table|json|compiler`), each the case's raw value.
///
/// argument-parser's defaults for such enums print each value with
/// `String(describing:)`, which asks the Swift runtime what the value
/// conforms to; each first question scans every conformance record of the
/// binary, on every run, for help text the run may never show
/// (Design/command-line.md#start-up). These read the raw value instead.
protocol KeywordArgument: ExpressibleByArgument, CaseIterable, RawRepresentable
where RawValue == String {}

extension KeywordArgument {
  /// The case's word, as the help shows a default.
  var defaultValueDescription: String { rawValue }

  /// Every case's word, in declaration order.
  static var allValueStrings: [String] { allCases.map(\.rawValue) }

  /// No value has a description of its own.
  static var allValueDescriptions: [String: String] { [:] }

  /// Shells complete the words.
  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
