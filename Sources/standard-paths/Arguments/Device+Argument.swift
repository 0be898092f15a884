import ArgumentParser
import StandardPathsSuffixes

/// `resolve --device PRESET`: one of the presets' command-line names.
extension Device: ExpressibleByArgument {
  /// The preset named `argument`, such as `iphone6`.
  public init?(argument: String) {
    self.init(presetName: argument)
  }

  /// The presets' names.
  public static var allValueStrings: [String] { presets.compactMap(\.presetName) }

  /// Shells complete the values.
  public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

/// `resolve --idiom phone|pad|tv|car|desktop`: the idioms that have a suffix
/// (`unspecified` is not a device's idiom).
extension InterfaceIdiom: ExpressibleByArgument {
  /// The idiom with the identifier `argument`, unless it is `unspecified`.
  public init?(argument: String) {
    guard let idiom = InterfaceIdiom(rawValue: argument), idiom != .unspecified else {
      return nil
    }
    self = idiom
  }

  /// The identifiers of the idioms with a suffix.
  public static var allValueStrings: [String] {
    allCases.filter { $0 != .unspecified }.map(\.rawValue)
  }

  /// Shells complete the values.
  public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

/// `resolve --screen WxH`: a screen size in points, such as `375x667`.
extension Device.ScreenSize: ExpressibleByArgument {
  /// The size spelled `WIDTHxHEIGHT`, each a positive number.
  public init?(argument: String) {
    let parts = argument.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = PositiveNumber(argument: String(parts[0])),
      let height = PositiveNumber(argument: String(parts[1]))
    else { return nil }
    self.init(width: width.value, height: height.value)
  }
}

/// `resolve --scale S`: a finite number greater than zero.
struct PositiveNumber: ExpressibleByArgument {
  /// The number.
  var value: Double

  init?(argument: String) {
    guard let value = Double(argument), value.isFinite, value > 0 else { return nil }
    self.value = value
  }
}
