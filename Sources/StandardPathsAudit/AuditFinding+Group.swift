import StandardPathsSuffixes

extension AuditFinding {
  /// Findings of one rule with one cause (forty files spelt `@2X`, the
  /// same missing `@3x` on the same devices): a systematic mistake reads
  /// as one problem rather than forty.
  public struct Group: Sendable, Hashable {
    /// The message with the members' own names replaced by `…`: what the
    /// members share.
    public var cause: String
    /// The members, in the report's order; never empty.
    public var findings: [AuditFinding]
  }

  /// The message with this finding's own paths and names (its file,
  /// asset, related files and suggestions, with and without extension,
  /// and the plain name a suggestion is a variant of) replaced by `…`.
  var cause: String {
    var names = Set<String>()
    var stems = Set<String>()
    // Whole paths first, when the message spells any (MeiTuan's 63
    // `….imageset/Contents.json`, all copied to one name).
    let spellsPaths = message.utf8.contains(UInt8(ascii: "/"))
    for path in [file, asset] + relatedFiles + suggestions {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      if spellsPaths, name.utf8.count < path.utf8.count { names.insert(path) }
      names.insert(name)
      // `SapusBuy.png` of the suggestion `SapusBuy~ipad.png`.
      names.insert(FileName(name).plainRequest.string)
      if let dot = name.lastIndex(of: "."), dot > name.startIndex {
        stems.insert(String(name[..<dot]))
      }
    }
    var text = message
    for name in names.sorted(by: { $0.utf8.count > $1.utf8.count }) where !name.isEmpty {
      text = text.replacingEvery(name, with: "…")
    }
    // A bare stem only before a suffix, a dot or a backquote (`foo@2X`),
    // never as a word of the message (`a @1x image`).
    for stem in stems.sorted(by: { $0.utf8.count > $1.utf8.count }) where !stem.isEmpty {
      text = text.replacingEvery(stem, with: "…", before: Array("@~.`-".utf8))
    }
    return text
  }
}

extension AuditReport {
  /// The findings grouped by kind, devices and ``AuditFinding/Group/cause``,
  /// in the order of each group's first member.
  public var findingGroups: [AuditFinding.Group] {
    var groups: [AuditFinding.Group] = []
    var groupOfKey: [String: Int] = [:]
    for finding in findings {
      let cause = finding.cause
      let key =
        finding.kind.identifier + "\u{0}" + finding.devices.joined(separator: "\u{1}")
        + "\u{0}" + cause
      if let number = groupOfKey[key] {
        groups[number].findings.append(finding)
      } else {
        groupOfKey[key] = groups.count
        groups.append(AuditFinding.Group(cause: cause, findings: [finding]))
      }
    }
    return groups
  }
}

extension String {
  /// Whether `byte` is an ASCII letter or digit.
  private func isWordByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// The string with every occurrence of `target` (compared byte for
  /// byte) replaced by `replacement`.
  fileprivate func replacingEvery(
    _ target: String, with replacement: String, before followers: [UInt8]? = nil
  ) -> String {
    let bytes = Array(utf8)
    let pattern = Array(target.utf8)
    guard !pattern.isEmpty, bytes.count >= pattern.count else { return self }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let end = index + pattern.count
      // Whole words only: `a` in `a.png`, not in `load`.
      let isMatch =
        end <= bytes.count && bytes[index..<end].elementsEqual(pattern)
        && (index == 0 || !isWordByte(bytes[index - 1]))
        && (end == bytes.count || !isWordByte(bytes[end]))
        && (followers.map { end < bytes.count && $0.contains(bytes[end]) } ?? true)
      guard isMatch else {
        result.append(bytes[index])
        index += 1
        continue
      }
      result += replacement.utf8
      index = end
    }
    return String(decoding: result, as: UTF8.self)
  }
}
