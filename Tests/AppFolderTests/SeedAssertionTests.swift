import Foundation
import TestSupport
import Testing

@testable import AppFolder
@testable import StandardPathsLocations
@testable import StandardPathsMigration

/// The 30 assertions of AppFolder's test suite (appfolder-reference §A.5),
/// written with AppFolder's syntax and run twice: in an iOS app's container,
/// where every string must be AppFolder's, and on Linux, where the standard
/// folders are the app's locations.
@Suite struct SeedAssertionTests {
  /// One assertion: a value computed with the seed's syntax, and what it
  /// must be on iOS and on Linux (`<token>`s are expanded by ``Layout``).
  struct Assertion: Sendable, CustomTestStringConvertible {
    let number: String
    let value: @Sendable () -> String
    let iOS: String
    let linux: String

    init(
      _ number: String, _ iOS: String, linux: String? = nil,
      _ value: @escaping @Sendable () -> String
    ) {
      self.number = number
      self.value = value
      self.iOS = iOS
      self.linux = linux ?? iOS
    }

    var testDescription: String { "#\(number)" }
  }

  static let assertions: [Assertion] = [
    // Directory object
    Assertion("1", "John") {
      final class John: Directory {}
      return John(baseURL: AppFolder.baseURL).folderName
    },
    Assertion("2", "John Doe") {
      final class John_Doe: Directory {}
      return John_Doe(baseURL: AppFolder.baseURL).folderName
    },
    Assertion("3", "Henry Goals Collection") {
      Henry(baseURL: AppFolder.baseURL).subpath
    },
    Assertion("4", "true") {
      "\(Directory(baseURL: AppFolder.baseURL).baseURL == AppFolder.baseURL)"
    },
    Assertion("5a", "Comedy") { Movies(baseURL: AppFolder.baseURL).comedy.folderName },
    Assertion("5b", "Movies") {
      Movies(baseURL: AppFolder.baseURL).comedy.previous.last?.folderName ?? "none"
    },
    Assertion("5c", "true") {
      "\(Movies(baseURL: AppFolder.baseURL).comedy.previous.last is Movies)"
    },
    Assertion("6", "2") {
      let directory = Directory(baseURL: AppFolder.baseURL)
      return "\(directory.appending(Directory.self).appending(Directory.self).previous.count)"
    },
    Assertion("7", "Dir1/Dir2/Dir3") { Dir1(baseURL: AppFolder.baseURL).dir2.dir3.subpath },
    Assertion("8", "true") {
      let music = Music(baseURL: AppFolder.baseURL)
      let expected = AppFolder.baseURL.appendingPathComponent("Music/Beatles", isDirectory: true)
      return "\(music.beatles.url == expected)"
    },
    Assertion("8 (path)", "<home>/Music/Beatles") {
      Music(baseURL: AppFolder.baseURL).beatles.url.path
    },
    Assertion("9", "true") {
      let directory = Music(baseURL: AppFolder.baseURL).beatles
      return "\(URL(of: directory) == directory.url)"
    },
    // Custom directory
    Assertion("10", "Custom") {
      CustomDirectory(name: "Custom", baseURL: AppFolder.baseURL, previous: []).folderName
    },
    Assertion("11a", "true") {
      let custom = AppFolder.Library.Application_Support.appending("Custom")
      return "\(type(of: custom) == CustomDirectory.self)"
    },
    Assertion("11b", "Library/Application Support/Custom", linux: "Custom") {
      AppFolder.Library.Application_Support.appending("Custom").subpath
    },
    Assertion("11c", "Custom") {
      AppFolder.Library.Application_Support.appending("Custom").folderName
    },
    // Dynamic directory
    Assertion("12a", "User-5") { AppFolder.Library.Application_Support.User(id: 5).folderName },
    Assertion("12b", "Library/Application Support/User-5", linux: "User-5") {
      AppFolder.Library.Application_Support.User(id: 5).subpath
    },
    Assertion("12c", "UserIDDirectory") {
      "\(type(of: AppFolder.Library.Application_Support.User(id: 5)))"
    },
    // App folder subpaths
    Assertion("13", "Documents", linux: "") { AppFolder.Documents.subpath },
    Assertion("14", "Library", linux: "") { AppFolder.Library.subpath },
    Assertion("15", "tmp", linux: "") { AppFolder.tmp.subpath },
    Assertion("16", "Library/Caches", linux: "") { AppFolder.Library.Caches.subpath },
    Assertion("17", "Library/Application Support", linux: "") {
      AppFolder.Library.Application_Support.subpath
    },
    // Base folder
    Assertion("18", "file:///usr/local/bin/ Library") {
      "\(TestBaseFolder.Library.baseURL) \(type(of: TestBaseFolder.Library))"
    },
    Assertion("19", "file:///usr/local/bin/ Temporary") {
      "\(TestBaseFolder.tmp.baseURL) \(type(of: TestBaseFolder.tmp))"
    },
    Assertion("20", "file:///usr/local/bin/ Documents") {
      "\(TestBaseFolder.Documents.baseURL) \(type(of: TestBaseFolder.Documents))"
    },
    Assertion("21", "file:///usr/local/bin/ true") {
      let caches = TestBaseFolder.Library.Caches
      return "\(caches.baseURL) \(type(of: caches) == Library.Caches.self)"
    },
    Assertion("22", "file:///usr/local/bin/ true") {
      let support = TestBaseFolder.Library.Application_Support
      return "\(support.baseURL) \(type(of: support) == Library.Application_Support.self)"
    },
    // Home folder
    Assertion("23", "<home>") { AppFolder.baseURL.path },
    // App folder vs. the system's locations
    Assertion("24", "<home>/Documents", linux: "<documents>") { AppFolder.Documents.url.path },
    Assertion("25", "<home>/Library/Caches", linux: "<caches>") {
      AppFolder.Library.Caches.url.path
    },
    Assertion("26", "<home>/Library/Application Support", linux: "<data>") {
      AppFolder.Library.Application_Support.url.path
    },
    Assertion("27", "<home>/Library", linux: "<data>") { AppFolder.Library.url.path },
    Assertion("28", "<home>/tmp", linux: "<tmp>") { AppFolder.tmp.url.path },
    // Typical usage
    Assertion("29", "<home>/Library/Application Support/CoreData", linux: "<data>/CoreData") {
      AppFolder.Library.Application_Support.CoreData.url.path
    },
    Assertion("30", "<home>/Library/Caches/Images Cache", linux: "<caches>/Images Cache") {
      AppFolder.Library.Caches.Images_Cache.url.path
    },
  ]

  @Test(arguments: assertions)
  func iOS(_ assertion: Assertion) {
    let layout = Layout.iOS
    #expect(layout.run(assertion.value) == layout.expand(assertion.iOS))
  }

  @Test(arguments: assertions)
  func linux(_ assertion: Assertion) {
    let layout = Layout.linux
    #expect(layout.run(assertion.value) == layout.expand(assertion.linux))
  }

  /// Assertions 24–28 compare URLs with the system's own: here, with the
  /// locations of the same environment, exactly (trailing `/` included).
  @Test(
    arguments: [Layout.iOS, Layout.linux],
    [Location.documents, .caches, .applicationSupport, .temporary])
  func standardFoldersAreTheLocations(_ layout: Layout, _ location: Location) throws {
    let folder: DynamicDirectory = layout.run {
      switch location {
      case .documents: return AppFolder.Documents
      case .caches: return AppFolder.Library.Caches
      case .applicationSupport: return AppFolder.Library.Application_Support
      default: return AppFolder.tmp
      }
    }
    #expect(folder.url == (try layout.locations.url(for: location)))
  }

  /// Assertion 27: `Library` is `<home>/Library` on iOS (Linux has no such
  /// directory; there it is the app's application support folder).
  @Test func libraryIsTheApplicationSupportFolderOnLinux() throws {
    #expect(
      Layout.linux.run { AppFolder.Library.url }
        == (try Layout.linux.locations.url(for: .applicationSupport)))
    #expect(
      Layout.iOS.run { AppFolder.Library.url }
        == (try Layout.iOS.locations.url(for: .home)).appending(
          path: "Library", directoryHint: .isDirectory))
  }
}
