import Foundation
import TestSupport
import Testing

@testable import AppFolder
@testable import StandardPathsLocations
@testable import StandardPathsMigration

/// A folder whose overridden name is unsafe.
final class Climber: Directory {
  override var folderName: String { "../../etc" }
}

/// Names chosen at run time (`appending("Name")`, `CustomDirectory`, an
/// overridden `folderName`) must be one safe path component; an unsafe one
/// never reaches the disk.
@Suite struct RuntimeFolderNameTests {
  static let unsafeNames: [(String, PathComponentProblem)] = [
    ("", .empty),
    (".", .dotOrDotDot),
    ("..", .dotOrDotDot),
    ("a/b", .containsSeparator("/")),
    ("../escape", .containsSeparator("/")),
    ("/etc", .containsSeparator("/")),
    (#"a\b"#, .containsSeparator("\\")),
    ("a\0b", .containsNUL),
    ("line\nbreak", .containsControlCharacter),
  ]

  @Test(arguments: [Layout.iOS, Layout.linux], unsafeNames)
  func anUnsafeNameIsRefused(_ layout: Layout, _ unsafe: (String, PathComponentProblem)) {
    let (name, problem) = unsafe
    let folder = layout.folder.Library.Caches.appending(name)
    #expect(folder.folderName == name)
    #expect(throws: AppFolderError.invalidFolderName(name, problem)) { try folder.resolvedURL() }
    #expect(throws: AppFolderError.invalidFolderName(name, problem)) { try folder.create() }
    #expect(!folder.exists)
    #expect(folder.url.path.hasPrefix("/dev/null/unavailable/Library/Caches/"))
    #expect(!folder.url.pathComponents.contains(".."))
    let base = try? layout.locations.path(for: layout.name == "iOS" ? .home : .caches)
    #expect(folder.baseURL.path == base)
  }

  @Test func theFallbackURLStaysBelowDevNull() {
    let folder = Layout.linux.folder.Documents.appending("../../..").appending("etc")
    #expect(folder.url.path == "/dev/null/unavailable/Documents/.._.._../etc")
    #expect(folder.url.standardizedFileURL.path.hasPrefix("/dev/null/unavailable/"))
    let dots = Layout.linux.folder.Documents.appending("..").appending("..")
    #expect(dots.url.path == "/dev/null/unavailable/Documents/app/app")
  }

  @Test func anUnsafeAncestorMakesEveryDescendantUnsafe() {
    let folder = Layout.linux.folder.Documents.appending("..").appending("Inbox")
    #expect(throws: AppFolderError.invalidFolderName("..", .dotOrDotDot)) {
      try folder.resolvedURL()
    }
  }

  @Test func anUnsafeOverriddenNameIsRefused() {
    let folder = Layout.linux.folder.Library.appending(Climber.self)
    #expect(throws: AppFolderError.invalidFolderName("../../etc", .containsSeparator("/"))) {
      try folder.resolvedURL()
    }
    #expect(folder.url.path == "/dev/null/unavailable/Library/.._.._etc")
  }

  @Test func anUnsafeCustomDirectoryIsRefused() {
    let base = URL(filePath: "/base/", directoryHint: .isDirectory)
    let folder = CustomDirectory(name: "..", baseURL: base)
    #expect(throws: AppFolderError.invalidFolderName("..", .dotOrDotDot)) {
      try folder.resolvedURL()
    }
    let child = CustomDirectory(name: "x/y", parent: folder)
    #expect(child.previous.count == 1)
    #expect(throws: AppFolderError.invalidFolderName("..", .dotOrDotDot)) {
      try child.resolvedURL()
    }
  }

  static let safeNames = [
    "Holidays 2026", " leading space", "trailing space ", ".hidden", "a.b", "...", "ünïcödé",
    "emoji 📁", "a:b", "%20", "~",
  ]

  @Test(arguments: safeNames)
  func aSafeNameIsOneComponent(_ name: String) throws {
    let folder = Layout.linux.folder.Library.Caches.appending(name)
    let url = try folder.resolvedURL()
    #expect(url == folder.url)
    #expect(url.path == "/h/.cache/MyApp/" + name)
    #expect(url.lastPathComponent == name)
    #expect(folder.subpath == name)
  }

  @Test func errorsAreOneLine() {
    let errors: [AppFolderError] = [
      .invalidFolderName("line\nbreak", .containsControlCharacter),
      .invalidFolderName("..", .dotOrDotDot),
      .invalidAppGroupIdentifier("a/b", .containsSeparator("/")),
      .appGroupContainerUnavailable("group.x"),
      .unresolved(.homeDirectoryNotFound(.linux)),
      .creationFailed(.notADirectory("/h/file")),
    ]
    for error in errors {
      #expect(!error.description.contains("\n"), "\(error)")
    }
    #expect(
      AppFolderError.invalidFolderName("..", .dotOrDotDot).description
        == #"invalid folder name "..": "." and ".." are not folder names"#)
    #expect(
      AppFolderError.invalidFolderName("line\nbreak", .containsControlCharacter).description
        == #"invalid folder name "line\u{a}break": it contains a control character"#)
  }
}
