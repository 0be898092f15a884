/// The kind of device a resource variant is made for: phone, pad, TV,
/// CarPlay screen or desktop.
///
/// Each idiom except ``unspecified`` has a file-name suffix (`~iphone`,
/// `~ipad`, `~tv`, `~car`, `~mac`) that marks a resource variant for it:
///
/// ```swift
/// InterfaceIdiom.pad.suffix               // "~ipad"
/// InterfaceIdiom(suffix: "~mac")          // .desktop
/// ```
///
/// It is an enum with the cases of the Objective-C library's
/// `UIUserInterfaceIdiom` (plus its desktop pseudo-idiom), so a `switch`
/// over it is exhaustive. A suffix that names no idiom here, such as
/// `~watch` or `~vision`, is not an idiom suffix: it stays part of the base
/// name and selects no variant. Its raw value (`phone`, `pad`, `tv`, `car`,
/// `desktop`, `unspecified`) is the name the command-line tool uses.
public enum InterfaceIdiom: String, CaseIterable, Sendable, Hashable {
  /// A phone (iPhone); suffix `~iphone`.
  case phone
  /// A tablet (iPad); suffix `~ipad`.
  case pad
  /// A television (Apple TV); suffix `~tv`.
  case tv
  /// A car's screen (CarPlay); suffix `~car`.
  case carPlay = "car"
  /// A desktop computer (the Mac, Linux and Windows desktops); suffix `~mac`.
  case desktop
  /// No particular device; there is no suffix for it.
  case unspecified

  /// The file-name suffix that marks a variant for this idiom, such as
  /// `"~ipad"`, or `nil` for ``unspecified``.
  public var suffix: String? {
    switch self {
    case .phone: return "~iphone"
    case .pad: return "~ipad"
    case .tv: return "~tv"
    case .carPlay: return "~car"
    case .desktop: return "~mac"
    case .unspecified: return nil
    }
  }

  /// Creates the idiom whose ``suffix`` is exactly `suffix` (case-sensitive),
  /// or `nil` if no idiom has it.
  public init?(suffix: String) {
    guard let idiom = InterfaceIdiom.suffixed.first(where: { $0.suffix == suffix }) else {
      return nil
    }
    self = idiom
  }

  /// The idioms that have a suffix, in the order the parser tries them.
  internal static let suffixed: [InterfaceIdiom] = allCases.filter { $0.suffix != nil }
}

extension InterfaceIdiom: CustomStringConvertible {
  /// The idiom's raw value, the name the command-line tool uses.
  public var description: String { rawValue }
}
