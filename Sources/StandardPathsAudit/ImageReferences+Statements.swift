extension ImageReferences {
  /// A statement of code being read: the names its string literals
  /// spell, what it uses, and how deep in brackets it is.
  struct Statement {
    var names: [UInt64] = []
    var usesUIKit = false
    var usesSprites = false
    var usesOpenGL = false
    var nesting = 0
    /// The outlet whose image it sets (`self.letterView.image = …`,
    /// `[cell.letterView setImage:…]`), the variable it sets (`NSString
    /// *name = …`), the last part of the last identifier it uses, and the
    /// pending variables it uses (``ImageReferences/settle(_:)``).
    var outlet: UInt64?
    var assigned: UInt64?
    var lastIdentifier: UInt64?
    /// The first function an outlet's statement calls after naming the
    /// outlet (`getImage` of `cell.shipImage.image =
    /// ShipType.getImage(shipType: ships[index])`).
    var firstCall: UInt64?
    var pendingUses: [Int] = []
    /// Whether it starts with `return`, or with a case's label
    /// (`case .GNAT:`) and then `return`.
    var isReturn = false
    var isCaseLabel = false
    /// Whether it makes a colour of an image, tiled wherever it fills
    /// (`[UIColor colorWithPatternImage:…]`, `UIColor(patternImage:)`).
    var tiles = false
    /// Whether one of its literals is one integer conversion (`@"%d"`).
    var formatsNumber = false
    /// Whether it uses a label (`CCLabelTTF`, `UILabel`, `SKLabelNode`):
    /// its strings are text.
    var showsText = false
    /// Whether it uses an API that draws an image at its own size (a
    /// button's image, a bar's item, an image view made from the image,
    /// a map's annotation), and whether it calls `setImage` and passes a
    /// control state (`forState:`, Swift's `for:`): a button's image.
    var drawsAtOwnSize = false
    var setsImage = false
    var passesState = false
    /// The identifiers after the variable it sets, the first four: what
    /// the variable may stand for (`let views = [iconView1, iconView2]`),
    /// kept inline, as most statements set a variable.
    var values: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    var valueCount = 0

    /// ``values`` as an array.
    var valueList: [UInt64] {
      [values.0, values.1, values.2, values.3].prefix(valueCount).map { $0 }
    }

    /// Appends `value` to ``values`` while there is room.
    mutating func addValue(_ value: UInt64) {
      switch valueCount {
      case 0: values.0 = value
      case 1: values.1 = value
      case 2: values.2 = value
      case 3: values.3 = value
      default: return
      }
      valueCount += 1
    }

    /// Whether ``ends(at:)`` reads the byte.
    static func isPunctuation(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
        UInt8(ascii: ";"),
        UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\n"):
        return true
      default: return false
      }
    }

    /// Whether the byte `byte` of code ends the statement: `;`, a brace,
    /// or a line's end outside brackets (a message of Objective-C and a
    /// call of Swift go on across lines).
    mutating func ends(at byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["): nesting += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"): nesting -= 1
      case UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"): return true
      case UInt8(ascii: "\n"): return nesting <= 0
      default: break
      }
      return false
    }
  }

  /// Whether an identifier of code is UIKit's (`UIImage`, `UIButton`) or
  /// loads an image (`imageNamed`, OpenFeint's `OFImageLoader`).
  static func isUIKitImageAPI(_ token: ArraySlice<UInt8>) -> Bool {
    contains(token, imageMarker) && !contains(token, menuItemMarker)
      || anyPart(of: token) { startsWithPrefix($0, UInt8(ascii: "U"), UInt8(ascii: "I")) }
  }

  /// Whether a part of `token` between dots satisfies `test`, without
  /// allocating.
  private static func anyPart(
    of token: ArraySlice<UInt8>, _ test: (ArraySlice<UInt8>) -> Bool
  ) -> Bool {
    var start = token.startIndex
    for index in token.indices where token[index] == UInt8(ascii: ".") {
      if test(token[start..<index]) { return true }
      start = index + 1
    }
    return test(token[start...])
  }

  /// Whether an identifier of code is a label's (`CCLabelTTF`,
  /// `labelWithString`, `UILabel`, `SKLabelNode`).
  static func isLabelAPI(_ token: ArraySlice<UInt8>) -> Bool {
    labelMarkers.contains { contains(token, $0) }
  }

  private static let labelMarkers = [Array("Label".utf8), Array("labelWith".utf8)]

  /// Whether an identifier of code is cocos2d's (`CCSprite`,
  /// `CCMenuItemImage`, its menu items' `itemFromNormalImage`) or names a
  /// sprite or texture (`spriteWithFile`, `SKSpriteNode`).
  static func isSpriteAPI(_ token: ArraySlice<UInt8>) -> Bool {
    spriteMarkers.contains { contains(token, $0) }
      || anyPart(of: token) { startsWithPrefix($0, UInt8(ascii: "C"), UInt8(ascii: "C")) }
  }

  /// Whether an identifier of code is OpenGL's (`glTexImage2D`,
  /// `GLKTextureLoader`, PUMPL's `GLTexture`; not a constant in capitals,
  /// `GLOBAL_QUEUE`).
  static func isOpenGLAPI(_ token: ArraySlice<UInt8>) -> Bool {
    anyPart(of: token) { part in
      (startsWithPrefix(part, UInt8(ascii: "G"), UInt8(ascii: "L"))
        || startsWithPrefix(part, UInt8(ascii: "g"), UInt8(ascii: "l")))
        && part.dropFirst(2).contains { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
    }
  }

  private static let imageMarker = Array("mage".utf8)
  /// cocos2d-x's `MenuItemImage::create("CloseNormal.png", …)` (Fish2), as
  /// cocos2d's `CCMenuItemImage`: a sprite's image, not UIKit's.
  private static let menuItemMarker = Array("MenuItem".utf8)
  private static let spriteMarkers = ["prite", "exture", "NormalImage", "MenuItem"].map {
    Array($0.utf8)
  }

  /// Whether `part` starts with the two letters and then a capital
  /// (`UIImage`, `CCSprite`).
  private static func startsWithPrefix(_ part: ArraySlice<UInt8>, _ first: UInt8, _ second: UInt8)
    -> Bool
  {
    let start = part.startIndex
    return part.count > 2 && part[start] == first && part[start + 1] == second
      && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(part[start + 2])
  }

  /// Whether `part` holds `marker`, without allocating.
  private static func contains(_ part: ArraySlice<UInt8>, _ marker: [UInt8]) -> Bool {
    guard part.count >= marker.count, let first = marker.first else { return false }
    var index = part.startIndex
    let last = part.endIndex - marker.count
    while index <= last {
      if part[index] == first, part[index..<(index + marker.count)].elementsEqual(marker) {
        return true
      }
      index += 1
    }
    return false
  }
}
