/// Checks that images meant to show the same picture at different scales
/// have pixel sizes in proportion: an `@2x` is twice its 1x, an `@3x`
/// three times, within rounding.
///
/// Tolerance: a variant N times larger than its reference may be off by
/// up to N − 1 pixels per side (at least 1), that is by less than a pixel
/// at the reference's size, which is what exporting a fractional point
/// size at each scale gives (25.33 pt: 25, 51, 76 px); on a side over ten
/// points long, by a point at its own scale or 1.5 % of the side, whichever
/// is more (a 209-point side at 422 pixels for 418: no one sees it). The larger of two images is
/// always the one measured, so the check is symmetric.
///
/// When members disagree, the reference is the size most of them agree
/// with; on a tie, the one that fills a phone's screen (or a bar across
/// it) at its scale, else of a 1x and a 2x of the very same pixels the
/// 2x, else
/// the lowest scale (the 1x), unless two are within 5 % in
/// points and the rest a quarter off (then the lower of those two). So a
/// wrong 1x among a right @2x and @3x is the one reported. A member larger
/// than the reference claims, or less than a tenth smaller, is not
/// reported when the reference is artwork (``artworkPoints``), nor is one picture copied
/// into every slot that is artwork even at the largest scale (unless it is
/// a phone's screen at 2x in a @3x slot, and no audited device loads the
/// 1x).
enum PixelSizeCheck {
  /// One image of a group: its size, and its scale relative to the group's
  /// 1x (`2` for `@2x`; `2` for `-hd` on phones).
  struct Member {
    var size: AuditPixelSize
    var factor: Double
    /// Whether an audited device loads it: only those are reported, and
    /// only they vote unless they disagree among themselves.
    var isLoaded = true
  }

  /// A member whose size is out of proportion.
  struct Mismatch: Equatable {
    /// The member's position in the group.
    var member: Int
    /// The member it was compared with.
    var reference: Int
    /// The size it should have.
    var expected: AuditPixelSize
  }

  /// The loaded members whose size is out of proportion with the group's
  /// reference; empty when fewer than two are loaded. `scalesArtwork`:
  /// whether the loader draws artwork scaled into a view, as UIKit's image
  /// views do; cocos2d draws every texture at its own size.
  /// `copiesScaleDown`: whether a 1x of its 2x's very pixels is the copy
  /// (UIKit's names; a cocos2d `-hd` of its base's pixels is the copy
  /// instead). `recorded`: the point size Interface Builder noted of the
  /// image, which settles a tie.
  static func mismatches(
    in members: [Member], scalesArtwork: Bool = true, copiesScaleDown: Bool = false,
    recorded: ImageReferences.RecordedSize? = nil
  ) -> [Mismatch] {
    let loaded = members.indices.filter { members[$0].isLoaded }
    guard loaded.count > 1 else { return [] }
    // One picture copied into every slot, artwork even at the largest
    // scale (PowerUp's 1489 × 2880 avatar layers, 2048 × 1152
    // backdrops): drawn scaled into its views, every copy looks alike.
    // Not a phone's screen at 2x in a @3x slot beside a 1x nothing loads
    // (GoKid's 750 × 1334 onboarding pages in all three slots): a 3x
    // phone shows that a third too small, or stretched and blurry.
    if scalesArtwork, members.allSatisfy({ $0.size == members[0].size }),
      let largest = members.map(\.factor).max(),
      pointSize(of: Member(size: members[0].size, factor: largest)) ?? 0 >= artworkPoints,
      largest < 3 || members.contains(where: { $0.factor == 1 && $0.isLoaded })
        || !isPhoneScreen(members[0].size, at: 2)
    {
      return []
    }
    // A file no audited device loads is no measure of the others (a stale
    // 1x beside a right @2x), unless those disagree among themselves:
    // WSDOT's 32-pixel 1x, 48-pixel @2x and 64-pixel @3x icons, drawn in
    // 32-point views, are 32-point icons with a @2x and a @3x too small.
    // Only a disagreement of more than a point on a side (not Penn
    // Mobile's 460 and 688-pixel logotype, 230 and 229.3 points), and only
    // an icon's size: artwork is drawn scaled (FoodScan's 640 × 1136
    // backdrop in its 1x slot, beside screen-sized @2x and @3x ones). A
    // copy of a loaded file in its slot (Swift Radio's 180 × 71 logo in all
    // three) says nothing more.
    let points = loaded.map { number in
      (
        Double(members[number].size.width) / members[number].factor,
        Double(members[number].size.height) / members[number].factor
      )
    }
    let spread = { (side: KeyPath<(Double, Double), Double>) -> Double in
      (points.map { $0[keyPath: side] }.max() ?? 0) - (points.map { $0[keyPath: side] }.min() ?? 0)
    }
    let disagree = spread(\.0) > 1 || spread(\.1) > 1
    let voters = members.indices.filter { number in
      members[number].isLoaded
        || disagree && (pointSize(of: members[number]) ?? 0) < artworkPoints
          && !loaded.contains { members[$0].size == members[number].size }
    }
    let agreements = members.indices.map { candidate in
      voters.count { agrees(members[$0], with: members[candidate]) }
    }
    // No two in proportion, but two nearly so, far from the rest (iBBS's
    // 50-pixel 1x beside a 64-pixel @2x and a 100-pixel @3x, 32 and 33.3
    // points): those two are the icon's size, and the odd one is wrong.
    let closePair = voters.allSatisfy({ agreements[$0] <= 1 }) ? closeOddPair(voters, members) : nil
    // On a tie, the one whose size Interface Builder noted (FoodScan's
    // `flash` set: an unused 43-point 1x, a 25-point @2x and a 27.67-point
    // @3x, which its storyboard notes): the one the screens were laid out
    // with.
    func isRecorded(_ number: Int) -> Bool {
      guard let recorded, members[number].factor > 0 else { return false }
      let member = members[number]
      return abs(Double(member.size.width) / member.factor - recorded.width) <= 0.5
        && abs(Double(member.size.height) / member.factor - recorded.height) <= 0.5
    }
    // Then the one that fills a phone's screen, or a bar across it, at its
    // scale (chameleon's 640 × 960 `loading1-hd.jpg`, beside a 1333 × 2000
    // `loading1.jpg`; Garagesale's 640 × 88 `navBarBackground@2x.png`, a
    // 320 × 44-point navigation bar, beside a 1x of the same pixels): the
    // other is the one exported wrong.
    func fillsAScreen(_ number: Int) -> Bool {
      isPhoneScreen(members[number].size, at: members[number].factor)
        || isPhoneBar(members[number].size, at: members[number].factor)
    }
    let reference =
      closePair?.reference
      ?? voters.min { left, right in
        if agreements[left] != agreements[right] { return agreements[left] > agreements[right] }
        if isRecorded(left) != isRecorded(right) { return isRecorded(left) }
        if fillsAScreen(left) != fillsAScreen(right) { return fillsAScreen(left) }
        // A 1x and a 2x of the very same pixels: the 2x is the picture,
        // the 1x a copy of it (1DLovesMe's 78 `*small@2x.png` thumbnails
        // and buttons, laid out by their points at @2x). Not a 2x and a
        // 3x: catalogs' copies go either way; nor a cocos2d `-hd`, which
        // a game copies up.
        if copiesScaleDown, voters.count == 2, members[left].size == members[right].size,
          Set([members[left].factor, members[right].factor]) == [1, 2]
        {
          return members[left].factor > members[right].factor
        }
        if members[left].factor != members[right].factor {
          return members[left].factor < members[right].factor
        }
        return left < right
      }
    guard let reference else { return [] }
    let isArtwork = pointSize(of: members[reference]).map { $0 >= artworkPoints } ?? false
    return loaded.compactMap { number in
      guard !agrees(members[number], with: members[reference]), number != closePair?.other else {
        return nil
      }
      let expected = expectedSize(of: members[number], from: members[reference])
      let size = members[number].size
      // Artwork is drawn scaled into its view: larger is only sharper, and
      // less than a tenth smaller is an enlargement no one sees
      // (WWDCScholars' 1080 × 1920 @3x intro pictures beside 750 × 1334
      // @2x ones, drawn to fill the screen).
      let least = scalesArtwork ? 0.9 : 1
      if isArtwork, Double(size.width) >= least * Double(expected.width),
        Double(size.height) >= least * Double(expected.height)
      {
        return nil
      }
      return Mismatch(member: number, reference: reference, expected: expected)
    }
  }

  /// Among `voters`, two whose sizes in points differ by at most 5 % on
  /// each side while every other differs from both by a quarter or more:
  /// the lower scale is the reference, the other agrees with it.
  private static func closeOddPair(_ voters: [Int], _ members: [Member]) -> (
    reference: Int, other: Int
  )? {
    func difference(_ one: Int, _ other: Int) -> Double {
      let (a, b) = (members[one], members[other])
      guard a.factor > 0, b.factor > 0 else { return .infinity }
      let sides = [
        (Double(a.size.width) / a.factor, Double(b.size.width) / b.factor),
        (Double(a.size.height) / a.factor, Double(b.size.height) / b.factor),
      ]
      return sides.map { abs($0 - $1) / max($0, $1, 1) }.max() ?? .infinity
    }
    var found: (reference: Int, other: Int)?
    for (position, one) in voters.enumerated() {
      for other in voters[(position + 1)...] where difference(one, other) <= 0.05 {
        let rest = voters.filter { $0 != one && $0 != other }
        guard found == nil, !rest.isEmpty,
          rest.allSatisfy({ difference($0, one) >= 0.25 && difference($0, other) >= 0.25 })
        else { return nil }
        found = members[one].factor <= members[other].factor ? (one, other) : (other, one)
      }
    }
    return found
  }

  /// From this many points on each side (half a phone's width), an image
  /// is artwork (a preview, a photo, a backdrop) that apps draw scaled
  /// into a view, not at its own size as they draw icons and buttons: a
  /// variant larger than its scale claims is no finding there (Awful's
  /// 512-pixel @2x app-icon previews beside 1024-pixel @3x ones, shown at
  /// 70 points). One a tenth smaller or more still is: it is blurry.
  static let artworkPoints = 160.0

  /// Whether `size` is a phone's whole screen, either way up, at `scale`.
  private static func isPhoneScreen(_ size: AuditPixelSize, at scale: Double) -> Bool {
    let (short, long) = (min(size.width, size.height), max(size.width, size.height))
    return SystemImage.screenWidths.contains { height, width in
      height < 1024 && Double(short) == width * scale && Double(long) == height * scale
    }
  }

  /// Whether `size` at `scale` is a bar across a phone's width in
  /// portrait: 44 points high (a navigation bar, a toolbar), 49 (a tab
  /// bar) or 64 (a navigation bar with the status bar).
  private static func isPhoneBar(_ size: AuditPixelSize, at scale: Double) -> Bool {
    phoneWidths.contains { Double(size.width) == $0 * scale }
      && [44, 49, 64].contains { Double(size.height) == $0 * scale }
  }

  /// The widths in points of phones' screens.
  private static let phoneWidths = Set(SystemImage.screenWidths.values.filter { $0 < 768 })

  /// The shorter side of `member` in points, if its factor is known.
  private static func pointSize(of member: Member) -> Double? {
    guard member.factor > 0 else { return nil }
    return Double(min(member.size.width, member.size.height)) / member.factor
  }

  /// Whether `member` and `reference` are in proportion: the larger-scale
  /// one within tolerance of the smaller one times their ratio (so the
  /// answer does not depend on which is the reference).
  static func agrees(_ member: Member, with reference: Member) -> Bool {
    let (large, small) =
      member.factor >= reference.factor ? (member, reference) : (reference, member)
    let ratio = large.factor / small.factor
    // A point (at the larger scale) on a side over ten points long
    // (Design/asset-audit.md, "Round 44", and for a @2x against a @3x,
    // "Rounds 44 and 45's leftovers": Bilibili's 80.67-point @3x beside its
    // 80-point @2x), or 1.5 % of a longer side ("Round 66"). Else, against a 1x, less than a pixel at 1x; against
    // an already rounded @2x, up to one pixel at that scale (53 px @2x,
    // 78 px @3x: 79.5).
    func tolerance(_ side: Int) -> Double {
      if Double(side) / small.factor > 10 {
        return max(large.factor, Double(side) * ratio * 0.015)
      }
      return small.factor > 1 ? max(1, ratio) : max(1, ratio - 1)
    }
    return abs(Double(large.size.width) - Double(small.size.width) * ratio)
      <= tolerance(small.size.width)
      && abs(Double(large.size.height) - Double(small.size.height) * ratio)
        <= tolerance(small.size.height)
  }

  /// The size `member` should have, by `reference`, rounded.
  static func expectedSize(of member: Member, from reference: Member) -> AuditPixelSize {
    let ratio = member.factor / reference.factor
    return AuditPixelSize(
      width: Int((Double(reference.size.width) * ratio).rounded()),
      height: Int((Double(reference.size.height) * ratio).rounded()))
  }
}
