import Foundation
import TestSupport
import Testing

@testable import AppFolder
@testable import StandardPathsLocations
@testable import StandardPathsMigration

// Classes whose names exercise the naming rule (appfolder-reference §A.3).
final class Box<Element>: Directory {}
final class Pair<First, Second>: Directory {}
final class _Private: Directory {}
final class A__B: Directory {}
final class Trailing_: Directory {}
final class `Raw Name`: Directory {}
final class Über_Ordner: Directory {}
enum Namespace {
  final class Nested: Directory {}
}
struct Outer<Element> {
  final class Inner: Directory {}
}
open class OpenFolder: Directory {}
final class SubOfOpen: OpenFolder {}

/// The default folder name: the bare type name, without generic arguments,
/// with `_` → space.
@Suite struct FolderNameTests {
  static let base = URL(filePath: "/base/", directoryHint: .isDirectory)

  static let cases: [(String, @Sendable () -> DynamicDirectory)] = [
    ("Box", { Box<Int>(baseURL: base) }),
    ("Box", { Box<[String: Int]>(baseURL: base) }),
    ("Pair", { Pair<Int, String>(baseURL: base) }),
    (" Private", { _Private(baseURL: base) }),
    ("A  B", { A__B(baseURL: base) }),
    ("Trailing ", { Trailing_(baseURL: base) }),
    ("Raw Name", { `Raw Name`(baseURL: base) }),
    ("Über Ordner", { Über_Ordner(baseURL: base) }),
    ("Nested", { Namespace.Nested(baseURL: base) }),
    ("Inner", { Outer<Int>.Inner(baseURL: base) }),
    ("SubOfOpen", { SubOfOpen(baseURL: base) }),
    ("OpenFolder", { OpenFolder(baseURL: base) }),
    ("Directory", { Directory(baseURL: base) }),
    ("Library", { AppFolder(baseURL: base).Library }),
    ("Caches", { AppFolder(baseURL: base).Library.Caches }),
    ("Application Support", { AppFolder(baseURL: base).Library.Application_Support }),
    ("Documents", { AppFolder(baseURL: base).Documents }),
    ("tmp", { AppFolder(baseURL: base).tmp }),
    ("Images Cache", { AppFolder(baseURL: base).Library.Caches.Images_Cache }),
    (
      "Local",
      {
        final class Local: Directory {}
        return Local(baseURL: base)
      }
    ),
  ]

  @Test(arguments: cases)
  func defaultName(_ expected: String, _ make: @Sendable () -> DynamicDirectory) {
    #expect(make().folderName == expected)
  }

  @Test func aLocalTypeInAFunctionIsNamedLikeAnyOther() {
    final class Local_Folder: Directory {}
    #expect(Local_Folder(baseURL: Self.base).folderName == "Local Folder")
  }

  /// Names with spaces (leading, trailing, doubled) are used as they are, as
  /// in AppFolder, so existing folders on disk are found again.
  @Test func namesWithSpacesAreKept() {
    let folder = AppFolder(baseURL: Self.base).Documents.appending(_Private.self)
    #expect(folder.url.path == "/base/Documents/ Private")
    #expect(folder.subpath == "Documents/ Private")
  }

  @Test func anOverriddenNameIsUsedInPaths() {
    let henry = AppFolder(baseURL: Self.base).Documents.appending(Henry.self)
    #expect(henry.subpath == "Documents/Henry Goals Collection")
    #expect(henry.url.lastPathComponent == "Henry Goals Collection")
  }

  @Test func aParentsNameIsTakenWhenTheChildIsMade() {
    final class Renamable: Directory {
      var name = "Before"
      override var folderName: String { name }
    }
    let parent = AppFolder(baseURL: Self.base).Documents.appending(Renamable.self)
    let child = parent.appending("Child")
    parent.name = "After"
    #expect(child.subpath == "Documents/Before/Child")
    #expect(parent.subpath == "Documents/After")
  }
}
