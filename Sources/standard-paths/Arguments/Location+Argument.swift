import ArgumentParser
import StandardPathsLocations

/// `dir LOCATION`: argument-parser checks the value, lists the choices in
/// the help and completes them.
extension Location: ExpressibleByArgument {
  /// The location with the identifier `argument`, such as `caches`.
  public init?(argument: String) {
    self.init(identifier: argument)
  }

  /// Every location's identifier, in the tool's order.
  public static var allValueStrings: [String] { allCases.map(\.identifier) }

  /// Shells complete the values.
  public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

/// `migrate --to LOCATION`: an app-scoped location only, so the help, the
/// completions and the check list exactly those.
struct AppScopedLocation: ExpressibleByArgument {
  /// The location.
  var location: Location

  init?(argument: String) {
    guard let location = Location(identifier: argument), location.isAppScoped else { return nil }
    self.location = location
  }

  static var allValueStrings: [String] { Location.appScoped.map(\.identifier) }

  /// Shells complete the values.
  static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
