import Foundation
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsSupport

/// Untrusted relative paths are joined onto a location only if they stay
/// inside it.
@Suite struct SubpathTests {
  static let locations = StandardLocations(app: myApp, environment: linux())

  @Test(arguments: [
    ("db.sqlite", "/h/.cache/MyApp/db.sqlite"),
    ("thumbs/1.png", "/h/.cache/MyApp/thumbs/1.png"),
    ("a/../b", "/h/.cache/MyApp/b"),
    ("./a//b/", "/h/.cache/MyApp/a/b"),
    ("..hidden", "/h/.cache/MyApp/..hidden"),
    ("a/b/../../c", "/h/.cache/MyApp/c"),
  ])
  func safeNamesJoin(_ name: String, _ expected: String) throws {
    #expect(try Self.locations.path(for: .caches, appending: name) == expected)
    #expect(try Self.locations.url(for: .caches, appending: name).path == expected)
  }

  @Test(arguments: [
    ("", UnsafeSubpathProblem.empty),
    (".", .empty),
    ("a/..", .empty),
    ("..", .escapesBase),
    ("../evil", .escapesBase),
    ("a/../../evil", .escapesBase),
    ("/etc/passwd", .absolute),
    ("a\0b", .containsNUL),
  ])
  func unsafeNamesThrow(_ name: String, _ problem: UnsafeSubpathProblem) {
    #expect(throws: LocationError.unsafeSubpath(name, problem)) {
      try Self.locations.path(for: .caches, appending: name)
    }
    #expect(throws: LocationError.unsafeSubpath(name, problem)) {
      try Self.locations.url(for: .caches, appending: name)
    }
  }

  @Test(arguments: [
    ("db.sqlite", #"C:\Users\me\AppData\Local\Acme\MyApp\Cache\db.sqlite"#),
    ("a/b", #"C:\Users\me\AppData\Local\Acme\MyApp\Cache\a\b"#),
    (#"a\..\b"#, #"C:\Users\me\AppData\Local\Acme\MyApp\Cache\b"#),
  ])
  func windowsSafeNamesJoin(_ name: String, _ expected: String) throws {
    let windows = StandardLocations(app: myApp, environment: ForeignPlatformTests.windows)
    #expect(try windows.path(for: .caches, appending: name) == expected)
  }

  @Test(arguments: [
    (#"..\evil"#, UnsafeSubpathProblem.escapesBase),
    (#"\evil"#, .absolute),
    ("C:evil", .absolute),
    (#"C:\evil"#, .absolute),
    (#"\\server\share"#, .absolute),
    (".", .empty),
    // Found by reviewing a fuzz failure: a separator followed by a combining
    // mark is one Character but still a separator on Windows.
    ("..\\\u{301}x", .escapesBase),
    ("a/..\\\u{301}/../..", .escapesBase),
    ("a:\u{301}b", .absolute),
  ])
  func windowsUnsafeNamesThrow(_ name: String, _ problem: UnsafeSubpathProblem) {
    let windows = StandardLocations(app: myApp, environment: ForeignPlatformTests.windows)
    #expect(throws: LocationError.unsafeSubpath(name, problem)) {
      try windows.path(for: .caches, appending: name)
    }
  }

  @Test func locationURLsAreDirectories() throws {
    let url = try Self.locations.url(for: .caches)
    #expect(url.hasDirectoryPath)
    #expect(url.path == "/h/.cache/MyApp")
  }
}
