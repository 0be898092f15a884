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
/// `InterfaceIdiom` is a struct with static members rather than an enum, so
/// that new idioms can be added without breaking exhaustive `switch`es in
/// client code. An idiom the library does not know has no suffix and gets no
/// variant expansion.
public struct InterfaceIdiom: Sendable, Hashable {
  internal enum Representation: String, CaseIterable, Sendable {
    case phone
    case pad
    case tv
    case carPlay = "car"
    case desktop
    case unspecified
  }

  internal let representation: Representation

  internal init(_ representation: Representation) {
    self.representation = representation
  }

  /// A phone (iPhone); suffix `~iphone`.
  public static let phone = InterfaceIdiom(.phone)
  /// A tablet (iPad); suffix `~ipad`.
  public static let pad = InterfaceIdiom(.pad)
  /// A television (Apple TV); suffix `~tv`.
  public static let tv = InterfaceIdiom(.tv)
  /// A car's screen (CarPlay); suffix `~car`.
  public static let carPlay = InterfaceIdiom(.carPlay)
  /// A desktop computer (the Mac, Linux and Windows desktops); suffix `~mac`.
  public static let desktop = InterfaceIdiom(.desktop)
  /// No particular device; there is no suffix for it.
  public static let unspecified = InterfaceIdiom(.unspecified)

  /// Every idiom, in a stable order.
  public static let allCases: [InterfaceIdiom] = Representation.allCases.map(InterfaceIdiom.init)

  /// The lower-case identifier used by the command-line tool: `"phone"`,
  /// `"pad"`, `"tv"`, `"car"`, `"desktop"` or `"unspecified"`.
  public var identifier: String { representation.rawValue }

  /// Creates the idiom with the given ``identifier``, or `nil` if there is
  /// none.
  public init?(identifier: String) {
    guard let representation = Representation(rawValue: identifier) else { return nil }
    self.init(representation)
  }

  /// The file-name suffix that marks a variant for this idiom, such as
  /// `"~ipad"`, or `nil` for ``unspecified``.
  public var suffix: String? {
    switch representation {
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
  /// The idiom's ``identifier``.
  public var description: String { identifier }
}
