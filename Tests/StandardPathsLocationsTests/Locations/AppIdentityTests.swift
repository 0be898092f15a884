import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// Each identity field must be one safe path component; the error names
/// the field.
@Suite struct AppIdentityTests {
  static let invalid: [(String, PathComponentProblem)] = [
    ("../evil", .containsSeparator("/")),
    ("a/b", .containsSeparator("/")),
    (#"a\b"#, .containsSeparator("\\")),
    ("", .empty),
    (".", .dotOrDotDot),
    ("..", .dotOrDotDot),
    ("a\0b", .containsNUL),
    ("line\nbreak", .containsControlCharacter),
    ("tab\there", .containsControlCharacter),
    ("del\u{7F}", .containsControlCharacter),
  ]

  @Test(arguments: invalid, AppIdentity.Field.allCases)
  func invalidValuesAreRejected(
    _ invalid: (value: String, problem: PathComponentProblem), _ field: AppIdentity.Field
  ) {
    let (value, problem) = invalid
    let error = #expect(throws: AppIdentity.ValidationError.self) {
      switch field {
      case .name: _ = try AppIdentity(name: value)
      case .organization: _ = try AppIdentity(name: "ok", organization: value)
      case .bundleIdentifier: _ = try AppIdentity(name: "ok", bundleIdentifier: value)
      case .version: _ = try AppIdentity(name: "ok", version: value)
      }
    }
    #expect(error?.field == field)
    #expect(error?.reason == problem)
    #expect(error?.description.hasPrefix("invalid \(field.displayName) ") == true)
  }

  @Test(arguments: [
    "MyApp", "My App", "..app", "app..", "my.app", "Café", "a-b_c", "com.acme.MyApp",
  ])
  func validValuesAreKept(_ value: String) throws {
    let app = try AppIdentity(name: value, organization: value, bundleIdentifier: value)
    #expect(app.name == value)
    #expect(app.organization == value)
    #expect(app.bundleIdentifier == value)
  }

  @Test func errorMessageIsOneEscapedLine() {
    let error = #expect(throws: AppIdentity.ValidationError.self) {
      _ = try AppIdentity(name: "bad\nname\0")
    }
    #expect(
      error?.description
        == #"invalid app name "bad\u{a}name\u{0}": it contains a control character"#)
  }

  @Test func firstInvalidFieldIsReported() {
    let error = #expect(throws: AppIdentity.ValidationError.self) {
      _ = try AppIdentity(name: "ok", organization: "..", bundleIdentifier: "a/b")
    }
    #expect(error?.field == .organization)
  }
}
