/// A file name (or a path or URL string ending in one) split into the parts
/// of the suffix grammar:
///
/// ```
/// <directory><base>[-<H>h][-hd][@<S>x][~<idiom>][.<extension>][?<query>]
/// ```
///
/// For example `images/logo-568h-hd@2x~iphone.png` has the directory
/// `images/`, base `logo`, height 568, the HD flag, scale 2, the phone idiom
/// and the extension `png`:
///
/// ```swift
/// var name = FileName("images/logo@2x.png")
/// name.scale            // 2
/// name.scale = 3
/// name.height = 736
/// name.string           // "images/logo-736h@3x.png"
/// ```
///
/// Parsing never fails and is case-sensitive (`@2X` and `~IPAD` are not
/// suffixes). Only the last path component is parsed; the text before it is
/// kept byte-for-byte (`http://a.com//b.png` keeps its `//`). Both orders of
/// `-hd` and a height are recognised (`foo-568h-hd`, `foo-hd-568h`).
///
/// Formatting an unchanged parsed name gives back the input byte-for-byte.
/// Suffixes that are set or replaced are written in the canonical order
/// and spelling shown above.
///
/// Two names are equal when they denote the same variant of the same file:
/// the spelling of a number (`@2x`, `@2.0x`) and the order of `-hd` and a
/// height are ignored. Compare ``string`` to compare the exact text.
public struct FileName: Sendable {
  /// The text before the last path component, including the final `/`
  /// (empty when there is no `/`); kept byte-for-byte.
  public var directory: String

  /// The file name without its suffixes and extension (`logo` in
  /// `logo@2x.png`); may contain dots (`foo.bar` in `foo.bar@2x.png`).
  public var base: String

  /// The height number, as parsed or set (`"568"`), with its spelling.
  internal var heightNumber: SuffixNumber?
  /// The scale number, as parsed or set (`"1.5"`), with its spelling.
  internal var scaleNumber: SuffixNumber?
  /// Whether `-hd` came before the height in the parsed text
  /// (`foo-hd-568h`); dropped as soon as either is changed.
  internal var hdPrecedesHeight = false
  /// Storage of ``isHD``.
  private var storedIsHD: Bool
  /// Storage of ``idiom``: only idioms that have a suffix.
  private var storedIdiom: InterfaceIdiom?
  /// Storage of ``pathExtension``: never empty.
  private var storedExtension: String?

  /// The query string after the extension, without its `?` (`v=1` in
  /// `logo.png?v=1`), or `nil` if there is none.
  ///
  /// A `?` starts a query only when the text before it, within the last path
  /// component, has an extension.
  public var query: String?

  /// Creates a file name from its parts.
  ///
  /// - Parameters:
  ///   - directory: The text before the file name, including its final `/`.
  ///   - base: The name without suffixes and extension.
  ///   - height: The screen height of a `-<H>h` suffix, if any.
  ///   - isHD: Whether the name has the `-hd` suffix.
  ///   - scale: The scale of a `@<S>x` suffix, if any.
  ///   - idiom: The idiom of a `~<idiom>` suffix, if any.
  ///   - pathExtension: The extension without its dot (`png`, `tar.gz`), if any.
  ///   - query: The query string without its `?`, if any.
  public init(
    directory: String = "",
    base: String,
    height: Double? = nil,
    isHD: Bool = false,
    scale: Double? = nil,
    idiom: InterfaceIdiom? = nil,
    pathExtension: String? = nil,
    query: String? = nil
  ) {
    self.directory = directory
    self.base = base
    self.heightNumber = height.flatMap(SuffixNumber.init(value:))
    self.scaleNumber = scale.flatMap(SuffixNumber.init(value:))
    self.storedIsHD = isHD
    self.storedIdiom = idiom?.suffix == nil ? nil : idiom
    self.storedExtension = pathExtension?.isEmpty == true ? nil : pathExtension
    self.query = query
  }

  /// The screen height of the `-<H>h` suffix (`568` in `foo-568h.png`), or
  /// `nil` if there is none.
  ///
  /// Setting a negative, infinite or NaN value removes the suffix. Setting
  /// the value it already has changes nothing; any other value is written
  /// canonically, before `-hd`.
  public var height: Double? {
    get { heightNumber?.value }
    set {
      guard newValue != height else { return }
      heightNumber = newValue.flatMap(SuffixNumber.init(value:))
      hdPrecedesHeight = false
    }
  }

  /// Whether the name has the `-hd` suffix (written after any height and
  /// before the scale).
  public var isHD: Bool {
    get { storedIsHD }
    set {
      guard newValue != storedIsHD else { return }
      storedIsHD = newValue
      hdPrecedesHeight = false
    }
  }

  /// The scale of the `@<S>x` suffix (`2` in `foo@2x.png`, `1.5` in
  /// `foo@1.5x.png`), or `nil` if there is none.
  ///
  /// Setting a negative, infinite or NaN value removes the suffix. Setting
  /// the value it already has changes nothing.
  public var scale: Double? {
    get { scaleNumber?.value }
    set {
      guard newValue != scale else { return }
      scaleNumber = newValue.flatMap(SuffixNumber.init(value:))
    }
  }

  /// The idiom of the `~<idiom>` suffix (``InterfaceIdiom/pad`` for
  /// `foo~ipad.png`), or `nil` if there is none.
  ///
  /// Setting an idiom without a suffix (``InterfaceIdiom/unspecified``)
  /// removes the suffix.
  public var idiom: InterfaceIdiom? {
    get { storedIdiom }
    set { storedIdiom = newValue?.suffix == nil ? nil : newValue }
  }

  /// The extension without its leading dot (`png`; `obj.gz` and `tar.gz`
  /// count as one extension), or `nil` if there is none.
  ///
  /// Setting an empty string removes the extension.
  public var pathExtension: String? {
    get { storedExtension }
    set { storedExtension = newValue?.isEmpty == true ? nil : newValue }
  }
}

extension FileName: Hashable {
  /// Whether two names denote the same variant of the same file, ignoring
  /// how their numbers are spelt and the order of `-hd` and a height.
  ///
  /// Text parts are compared byte for byte (UTF-8), like file names on
  /// Linux, not by Unicode canonical equivalence.
  public static func == (lhs: FileName, rhs: FileName) -> Bool {
    lhs.height == rhs.height && lhs.isHD == rhs.isHD && lhs.scale == rhs.scale
      && lhs.idiom == rhs.idiom
      && lhs.base.utf8.elementsEqual(rhs.base.utf8)
      && lhs.directory.utf8.elementsEqual(rhs.directory.utf8)
      && optionalBytesEqual(lhs.pathExtension, rhs.pathExtension)
      && optionalBytesEqual(lhs.query, rhs.query)
  }

  /// Hashes the parts that ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    FileName.combineBytes(of: directory, into: &hasher)
    FileName.combineBytes(of: base, into: &hasher)
    hasher.combine(height)
    hasher.combine(isHD)
    hasher.combine(scale)
    hasher.combine(idiom)
    FileName.combineBytes(of: pathExtension, into: &hasher)
    FileName.combineBytes(of: query, into: &hasher)
  }

  private static func optionalBytesEqual(_ lhs: String?, _ rhs: String?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let lhs?, let rhs?): return lhs.utf8.elementsEqual(rhs.utf8)
    default: return false
    }
  }

  private static func combineBytes(of text: String?, into hasher: inout Hasher) {
    guard let text else {
      hasher.combine(-1)
      return
    }
    hasher.combine(text.utf8.count)
    for byte in text.utf8 { hasher.combine(byte) }
  }
}
