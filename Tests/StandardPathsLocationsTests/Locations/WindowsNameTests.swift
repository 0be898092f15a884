import Foundation
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// Design/locations.md#names-windows-cannot-hold: on a Windows layout, identity fields and runtime
/// folder names must be valid Windows file names; the error names the field.
@Suite struct WindowsNameTests {
  static let windows = SystemEnvironment(
    platform: .windows, variables: ["USERPROFILE": #"C:\Users\me"#])

  @Test(arguments: [
    ("CON", WindowsNameProblem.reservedDeviceName("CON")),
    ("con", .reservedDeviceName("con")),
    ("Con.txt", .reservedDeviceName("Con")),
    ("nul.tar.gz", .reservedDeviceName("nul")),
    ("PRN", .reservedDeviceName("PRN")),
    ("AUX", .reservedDeviceName("AUX")),
    ("COM1", .reservedDeviceName("COM1")),
    ("com9.log", .reservedDeviceName("com9")),
    ("LPT5", .reservedDeviceName("LPT5")),
    ("CON .txt", .reservedDeviceName("CON")),
    ("a<b", .reservedCharacter("<")),
    ("a>b", .reservedCharacter(">")),
    ("a:b", .reservedCharacter(":")),
    ("a\"b", .reservedCharacter("\"")),
    ("a|b", .reservedCharacter("|")),
    ("a?b", .reservedCharacter("?")),
    ("a*b", .reservedCharacter("*")),
    ("trailing.", .trailingDotOrSpace),
    ("trailing ", .trailingDotOrSpace),
  ])
  func invalidNames(_ name: String, _ problem: WindowsNameProblem) {
    #expect(WindowsNameRule.problem(with: name) == problem)
    #expect(PathComponentRule.problem(with: name, on: .windows) == .notValidOnWindows(problem))
    #expect(PathComponentRule.problem(with: name, on: .linux) == nil)
  }

  @Test(arguments: ["MyApp", "COM10", "CONSOLE", "LPT", "My App", "app.v2", ".hidden", "NUL-x"])
  func validNames(_ name: String) {
    #expect(WindowsNameRule.problem(with: name) == nil)
  }

  @Test func controlCharactersAreRefusedToo() {
    #expect(WindowsNameRule.problem(with: "a\u{1}b") == .controlCharacter)
  }

  @Test(arguments: [
    (AppIdentity.Field.name, "CON", nil as String?),
    (.organization, "MyApp", "Acme:Corp" as String?),
  ])
  func resolvingAWindowsLayoutNamesTheField(
    _ field: AppIdentity.Field, _ name: String, _ organization: String?
  ) throws {
    let app = try AppIdentity(name: name, organization: organization)
    let locations = StandardLocations(app: app, environment: Self.windows)
    do {
      _ = try locations.path(for: .caches)
      Issue.record("expected an error")
    } catch {
      guard case .invalidAppIdentity(let validation) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(validation.field == field)
      #expect(error.description.hasPrefix("invalid \(field.displayName) "))
      #expect(error.description.contains("not valid on Windows"))
    }
  }

  @Test func theMessageSaysWhy() throws {
    let app = try AppIdentity(name: "CON")
    #expect(throws: AppIdentity.ValidationError.self) { try app.validate(for: .windows) }
    do {
      try app.validate(for: .windows)
    } catch {
      #expect(
        error.description
          == #"invalid app name "CON": not valid on Windows: "CON" is a reserved device name"#)
    }
  }

  @Test(arguments: [Platform.linux, .macOS, .iOS])
  func otherPlatformsAcceptTheseNames(_ platform: Platform) throws {
    let app = try AppIdentity(name: "CON", organization: "a:b")
    try app.validate(for: platform)
    let environment = SystemEnvironment(platform: platform, variables: ["HOME": "/h"])
    #expect(try StandardLocations(app: app, environment: environment).path(for: .caches) != "")
  }
}
