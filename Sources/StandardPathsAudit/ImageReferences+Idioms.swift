/// Idiom branches: a name code spells only where it runs on one kind of
/// device is loaded only there. AuroraLink's splash frames are named only
/// in `if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone) { … }`:
/// no iPad loads them, upscaled or not.
extension ImageReferences {
  /// A stretch of code that runs on phones or on iPads alone.
  struct IdiomBranch: Equatable {
    var range: Range<Int>
    var isPad: Bool
  }

  /// The branches of `if` statements whose condition compares the
  /// interface idiom with one value (`== UIUserInterfaceIdiomPad`, `!=
  /// UIUserInterfaceIdiomPhone`, Swift's `userInterfaceIdiom == .pad`):
  /// the braced block or single statement after it, and after its `else`
  /// the other idiom's. A condition with `||`, or `?:`, decides nothing.
  /// In order, outermost first.
  static func idiomBranches(in bytes: [UInt8]) -> [IdiomBranch] {
    var branches: [IdiomBranch] = []
    // One search: every form names the `…InterfaceIdiom`.
    var index = 0
    while let found = bytes[index...].firstIndex(ofBytes: "InterfaceIdiom") {
      index = found + 14
      let after = bytes[index...]
      let isPad: Bool
      var isSwiftNegation = false
      // `UIUserInterfaceIdiomPad`, Swift's `UIUserInterfaceIdiom.pad`.
      if after.starts(with: "Pad".utf8) || after.starts(with: ".pad".utf8)
        || after.starts(with: " == .pad".utf8)
      {
        isPad = true
      } else if after.starts(with: "Phone".utf8) || after.starts(with: ".phone".utf8)
        || after.starts(with: " == .phone".utf8)
      {
        isPad = false
      } else if after.starts(with: " != .pad".utf8) || after.starts(with: " != .phone".utf8) {
        isPad = after.starts(with: " != .phone".utf8)
        isSwiftNegation = true
      } else {
        continue
      }
      let lineStart = (bytes[..<found].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
      guard
        let keyword = bytes[lineStart..<found].lastIndex(ofBytes: "if ")
          ?? bytes[lineStart..<found].lastIndex(ofBytes: "if(")
      else { continue }
      // The condition: from `if` to the body's `{`, or to the `)` that
      // closes it before a single statement.
      guard let body = conditionEnd(after: keyword + 2, in: bytes) else { continue }
      let condition = bytes[keyword..<body]
      guard condition.firstIndex(ofBytes: "||") == nil,
        condition.firstIndex(of: UInt8(ascii: "?")) == nil
      else { continue }
      let isNegated = !isSwiftNegation && condition.firstIndex(ofBytes: "!=") != nil
      let padBranch = isPad != isNegated
      let end = statementEnd(from: body, in: bytes)
      branches.append(IdiomBranch(range: body..<end, isPad: padBranch))
      // `} else {`, not `} else if`.
      var next = end
      while next < bytes.count,
        bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\n")
          || bytes[next] == UInt8(ascii: "\t") || bytes[next] == UInt8(ascii: "\r")
      {
        next += 1
      }
      guard bytes[next...].starts(with: "else".utf8),
        !bytes[(next + 4)...].drop(while: { $0 == UInt8(ascii: " ") }).starts(with: "if".utf8)
      else { continue }
      branches.append(
        IdiomBranch(
          range: (next + 4)..<statementEnd(from: next + 4, in: bytes), isPad: !padBranch))
    }
    branches.sort { $0.range.lowerBound < $1.range.lowerBound }
    // Outermost first: a branch inside another is the other's.
    var outermost: [IdiomBranch] = []
    for branch in branches
    where !(outermost.last.map { $0.range.upperBound > branch.range.lowerBound } ?? false) {
      outermost.append(branch)
    }
    return outermost
  }

  /// Where the condition of the `if` whose keyword ends before `start`
  /// ends: the `{` of its body, or, for a parenthesised condition with a
  /// single statement, the `)` that closes it; `nil` past a `;`.
  private static func conditionEnd(after start: Int, in bytes: [UInt8]) -> Int? {
    var depth = 0
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"):
        depth -= 1
        if depth == 0 {
          let rest = bytes[(index + 1)...].drop {
            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n")
          }
          return rest.first == UInt8(ascii: "{") ? rest.startIndex : index + 1
        }
      case UInt8(ascii: "{") where depth == 0: return index
      case UInt8(ascii: ";"): return nil
      default: break
      }
      index += 1
    }
    return nil
  }

  /// Where the statement starting at `start` ends: after the brace that
  /// closes a block, else after its `;` or line.
  private static func statementEnd(from start: Int, in bytes: [UInt8]) -> Int {
    let first = bytes[start...].firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") }
    if let first, bytes[first] == UInt8(ascii: "{") {
      var depth = 0
      for index in first..<bytes.count {
        if bytes[index] == UInt8(ascii: "{") { depth += 1 }
        if bytes[index] == UInt8(ascii: "}") {
          depth -= 1
          if depth == 0 { return index + 1 }
        }
      }
      return bytes.count
    }
    let from = first ?? start
    return bytes[from...].firstIndex { $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: "\n") }
      .map { $0 + 1 } ?? bytes.count
  }

  /// Whether code names `name` only in branches that run on the other
  /// idiom than `isPad` says (never outside them, nor in a nib or a data
  /// file): a device of that idiom never loads it.
  func namesOnlyOnOtherIdiom(_ name: String, isPad: Bool) -> Bool {
    let word = ImageReferences.hash(ImageReferences.normalized(name.utf8)[...]).value
    let own = isPad ? padWords : phoneWords
    let other = isPad ? phoneWords : padWords
    return other.contains(word) && !own.contains(word) && !wordsOutsideIdiomBranches.contains(word)
  }
}
