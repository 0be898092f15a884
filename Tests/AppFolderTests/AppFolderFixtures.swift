import Foundation
import TestSupport
import Testing

@testable import AppFolder
@testable import StandardPathsLocations
@testable import StandardPathsMigration

// Folders, base folders and layouts shared by the AppFolder tests. The
// folders are the fixtures of AppFolder's own test suite (appfolder-reference
// §A.5), written again from their documented behaviour.

extension Library.Application_Support {
  final class CoreData: Directory {}

  // swift-format-ignore: AlwaysUseLowerCamelCase
  var CoreData: CoreData { subdirectory() }

  /// A parameterised folder, made the way AppFolder's tests make it: with
  /// the base URL and the chain of ancestors.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  func User(id: Int) -> UserIDDirectory {
    UserIDDirectory(userID: id, baseURL: baseURL, previous: previous + [self])
  }
}

extension Library.Caches {
  final class Images_Cache: Directory {}

  // swift-format-ignore: AlwaysUseLowerCamelCase
  var Images_Cache: Images_Cache { subdirectory() }
}

/// One folder per user id, named `User-<id>`.
final class UserIDDirectory: DynamicDirectory {
  let userID: Int

  init(userID: Int, baseURL: URL, previous: [DynamicDirectory]) {
    self.userID = userID
    super.init(baseURL: baseURL, previous: previous)
  }

  override var folderName: String { "User-\(userID)" }
}

/// The same folder, made with `init(parent:)`.
final class ProfileFolder: DynamicDirectory {
  let id: Int

  init(id: Int, in parent: DynamicDirectory) {
    self.id = id
    super.init(parent: parent)
  }

  override var folderName: String { "Profile-\(id)" }
}

final class Movies: Directory {
  final class Comedy: Directory {}

  lazy var comedy = appending(Comedy.self)
}

final class Dir1: Directory {
  final class Dir2: Directory {
    final class Dir3: Directory {}

    var dir3: Dir3 { appending(Dir3.self) }
  }

  var dir2: Dir2 { appending(Dir2.self) }
}

final class Music: Directory {
  final class Beatles: Directory {}

  var beatles: Beatles { appending(Beatles.self) }
}

final class Henry: Directory {
  override var folderName: String { "Henry Goals Collection" }
}

/// AppFolder's `TestBaseFolder`: a base folder with a fixed URL.
enum TestBaseFolder: BaseFolder {
  static var baseURL: URL { URL(fileURLWithPath: "/usr/local/bin/") }
}

/// The layouts the tests describe, with the values of the `<token>`s used
/// in expected paths.
struct Layout: Sendable, CustomTestStringConvertible {
  let name: String
  let locations: StandardLocations
  let tokens: [(String, String)]

  var testDescription: String { name }

  /// An iPhone app's container.
  static let iOS = Layout(
    name: "iOS",
    locations: StandardLocations(
      app: bareApp,
      environment: SystemEnvironment(
        platform: .iOS, variables: ["HOME": "/var/mobile/Containers/Data/Application/ABCD"])),
    tokens: [("<home>", "/var/mobile/Containers/Data/Application/ABCD")])

  /// A Linux desktop with `HOME=/h` and no XDG variables, uid 1000.
  static let linux = Layout(
    name: "Linux",
    locations: StandardLocations(app: bareApp, environment: TestSupport.linux()),
    tokens: [
      ("<home>", "/h"), ("<documents>", "/h/Documents"), ("<data>", "/h/.local/share/MyApp"),
      ("<caches>", "/h/.cache/MyApp"), ("<tmp>", "/tmp/MyApp-1000"),
    ])

  /// `text` with every token replaced by its value.
  func expand(_ text: String) -> String {
    tokens.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
  }

  /// The tree described by the seed syntax (`AppFolder.Library…`) while
  /// `body` runs.
  func run<T>(_ body: () throws -> T) rethrows -> T {
    try StandardLocations.$currentOverride.withValue(locations, operation: body)
  }

  /// The tree described by the seed syntax while the asynchronous `body`
  /// runs (and in the tasks it starts, which inherit task-local values).
  func runAsync<T: Sendable>(_ body: () async throws -> T) async rethrows -> T {
    try await StandardLocations.$currentOverride.withValue(locations, operation: body)
  }

  /// The tree as a value.
  var folder: AppFolder { AppFolder(locations: locations) }
}
