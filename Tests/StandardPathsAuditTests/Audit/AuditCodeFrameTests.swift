import Testing

@testable import StandardPathsAudit

/// Frames code fixes (``ImageReferences/codeFrames(in:)``), read from the
/// ways real projects size views: Penn Mobile's anchors, SnapKit and its
/// `anchor(…)` helper, aijianmei's and nimbler's `CGRectMake` frames.
@Suite struct AuditCodeFrameTests {
  static let sized: [(String, String, Double, Double)] = [
    (
      """
      icon.widthAnchor.constraint(equalToConstant: 21).isActive = true
      icon.heightAnchor.constraint(equalToConstant: 21).isActive = true
      """, "icon", 21, 21
    ),
    (
      """
      venueImageView.snp.makeConstraints { (make) in
          make.leading.equalTo(safeArea)
          make.width.equalTo(134)
          make.height.equalTo(86)
      }
      """, "venueImageView", 134, 86
    ),
    ("badge.snp.makeConstraints { $0.width.height.equalTo(20) }", "badge", 20, 20),
    (
      "logo.snp.makeConstraints { make in make.size.equalTo(CGSize(width: 80, height: 40)) }",
      "logo", 80, 40
    ),
    (
      "[_avatar mas_makeConstraints:^(MASConstraintMaker *make) { make.width.height.mas_equalTo(@44); }];",
      "avatar", 44, 44
    ),
    (
      "_ = phoneButton.anchor(nil, left: leftAnchor, topConstant: 0, widthConstant: 30, heightConstant: 30)",
      "phoneButton", 30, 30
    ),
    (
      "iconView = [[UIImageView alloc] initWithFrame:CGRectMake(6.5, 0, 57, 57)];", "iconView",
      57, 57
    ),
    ("self.refreshArrow.frame = CGRectMake(25.0f, 20.0f, 27.0f, 44.0f);", "refreshArrow", 27, 44),
    ("[searchIcon setFrame:CGRectMake(4, 8, 12, 12)];", "searchIcon", 12, 12),
    (
      "let imageView: UIImageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 100.0, height: 50.0))",
      "imageView", 100, 50
    ),
    (
      """
      icon.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
      icon.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
      """, "icon", 40, 20
    ),
  ]

  @Test(arguments: sized)
  func codeFixesTheSizeOfAView(code: String, view: String, width: Double, height: Double) {
    let frames = ImageReferences.codeFrames(in: Array(code.utf8))
    let name = ImageReferences.hash(Array(view.utf8)[...]).value
    #expect(frames == [name: NibDraw(fit: .aspectFill, width: width, height: height)])
  }

  static let unsized = [
    // One side only; a size that depends on something else.
    "icon.widthAnchor.constraint(equalToConstant: 21).isActive = true",
    "icon.widthAnchor.constraint(equalToConstant: side).isActive = true\nicon.heightAnchor.constraint(equalToConstant: 21).isActive = true",
    "icon.snp.makeConstraints { make in make.width.height.equalTo(Adapt(22)) }",
    "icon.snp.makeConstraints { make in make.width.equalTo(other.snp.width); make.height.equalTo(20) }",
    "titleLabel.frame = CGRect(x: 10, y: 200, width: size.width - 20, height: 30)",
    "_ = iconImage.anchor(self.topAnchor, widthConstant: 30, heightConstant: 0)",
    // A frame that Auto Layout, autoresizing or the view itself replaces.
    "let icon = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))\nicon.translatesAutoresizingMaskIntoConstraints = false",
    "backdrop = [[UIImageView alloc] initWithFrame:CGRectMake(0, 0, 320, 160)];\nbackdrop.autoresizingMask = UIViewAutoresizingFlexibleWidth;",
    "icon.frame = CGRectMake(0, 0, 20, 20);\n[icon sizeToFit];",
    "icon.frame = CGRectMake(0, 0, 20, 20);\nicon.frame = self.bounds;",
    // A rectangle no view is given.
    "let rect = CGRect(x: 0, y: 0, width: 40, height: 40)",
    "[image drawInRect:CGRectMake(0, 0, 40, 40)];",
  ]

  @Test(arguments: unsized)
  func codeLeavesTheSizeOfAViewOpen(code: String) {
    #expect(ImageReferences.codeFrames(in: Array(code.utf8)).isEmpty)
  }

  /// Code cut off anywhere (a file being edited, a truncated read) is
  /// read without trapping: every prefix of every table's code, and of
  /// the idiom tests'.
  @Test func everyPrefixOfTheCodeIsRead() {
    let texts =
      AuditCodeFrameTests.sized.map(\.0) + AuditCodeFrameTests.unsized
      + AuditIdiomTests.branches.map(\.0)
      + [
        "let v: UIImageView = {\n let iv = UIImageView()\n return iv\n}()\nv.snp.makeConstraints {"
      ]
    var total = 0
    for text in texts {
      let bytes = Array(text.utf8)
      for end in 0...bytes.count {
        let prefix = Array(bytes[..<end])
        total += ImageReferences.codeFrames(in: prefix).count
        total += ImageReferences.idiomBranches(in: prefix).count
      }
    }
    // The whole texts still give their frames and branches.
    #expect(total > texts.count)
  }

  /// Penn Mobile's `LaundryMachineCell` makes its `bellView` in a closure
  /// that sets the image on `iv` and returns it, and sizes `bellView` with
  /// an `anchor(…)` helper: `iv` is drawn at that size. A name two closures
  /// return counts only when both properties are sized (the larger size).
  @Test func theViewAClosureMakesForAPropertyHasItsSize() {
    let code = """
      private let bellView: UIImageView = {
          let iv = UIImageView()
          iv.image = UIImage(named: "bell")
          return iv
      }()
      private lazy var badgeView: UIImageView = {
          let iv = UIImageView()
          return iv
      }()
      private let logoView: UIImageView = {
          let logo = UIImageView()
          return logo
      }()
      private let backdrop: UIImageView = {
          let logo = UIImageView()
          return logo
      }()
      func layout() {
          _ = bellView.anchor(nil, right: rightAnchor, widthConstant: 20, heightConstant: 20)
          badgeView.snp.makeConstraints { $0.width.height.equalTo(24) }
          logoView.snp.makeConstraints { $0.width.height.equalTo(40) }
      }
      """
    let frames = ImageReferences.codeFrames(in: Array(code.utf8))
    func draw(_ name: String) -> NibDraw? {
      frames[ImageReferences.hash(Array(name.utf8)[...]).value]
    }
    #expect(draw("iv") == NibDraw(fit: .aspectFill, width: 24, height: 24))
    #expect(draw("bellView") == NibDraw(fit: .aspectFill, width: 20, height: 20))
    #expect(draw("logoView") != nil && draw("logo") == nil && draw("backdrop") == nil)
  }

  /// Penn Mobile's `DiningBalanceCollectionViewCell` sets `icon.image` in
  /// one extension and sizes `icon` by anchors in another: the 300-pixel
  /// 1x `card` is sharp in its 21-point view. Another file's `icon`,
  /// which that file does not size, keeps its image's finding, as does a
  /// name a statement without a view loads.
  @Test func anImageCodeSetsOnAViewItSizesIsDrawnIntoThatSize() throws {
    let cell = """
      class DiningBalanceCollectionViewCell: UICollectionViewCell {
          var icon: UIImageView!
      }
      extension DiningBalanceCollectionViewCell {
          fileprivate func setupCell(with type: CellType) {
              icon.image = UIImage(named: "card")
          }
      }
      extension DiningBalanceCollectionViewCell {
          fileprivate func prepareImageView() {
              icon = getImageView()
              icon.widthAnchor.constraint(equalToConstant: 21).isActive = true
              icon.heightAnchor.constraint(equalToConstant: 21).isActive = true
          }
      }
      """
    let other = """
      class HeaderView: UIView {
          func setup() {
              icon.image = UIImage(named: "banner")
              let logo = UIImage(named: "crest")
              crestView.image = logo
          }
      }
      """
    let files: [String: [UInt8]] = [
      "DiningBalanceCollectionViewCell.swift": Array(cell.utf8),
      "HeaderView.swift": Array(other.utf8),
    ]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    let cases: [(String, (Int, Int), [Double], Bool)] = [
      ("card", (300, 300), [2, 3], true), ("card", (50, 50), [3], false),
      ("banner", (300, 300), [2, 3], false), ("crest", (300, 300), [2, 3], false),
    ]
    AuditFixtures.expectSharpness(references, cases)
    for (name, _, _, _) in cases { #expect(references.names(name), "\(name)") }
  }
  /// UDJ's pull-to-refresh arrow (54 × 88 px, a 1x name) is the image an
  /// image view is made with, then framed 27 × 44 points by a `CGRectMake`
  /// whose arguments span three lines: sharp on a Retina phone.
  @Test func anImageAViewIsMadeWithIsDrawnIntoTheFrameCodeGivesIt() throws {
    let code = """
      - (void)addPullToRefreshHeader {
          refreshArrow = [[UIImageView alloc] initWithImage:[UIImage imageNamed:@"arrow.png"]];
          refreshArrow.frame = CGRectMake(floorf((REFRESH_HEADER_HEIGHT - 27) / 2),
                                          (floorf(REFRESH_HEADER_HEIGHT - 44) / 2),
                                          27, 44);
          UIImageView *shadow = [[UIImageView alloc] initWithImage:[UIImage imageNamed:@"shadow"]];
      }
      """
    let files: [String: [UInt8]] = ["PullRefreshTableViewController.m": Array(code.utf8)]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    AuditFixtures.expectSharpness(
      references,
      [
        ("arrow", (54, 88), [2], true), ("arrow", (27, 44), [2], false),
        ("shadow", (300, 300), [2, 3], false),
      ])
    #expect(references.names("shadow"))
  }

  /// Taka Dating loads its 18 loader frames (350 × 350 px, 1x names) into
  /// an array and sets it as the `animationImages` of an image view its
  /// code makes 50 points square: sharp on every screen. A variable that
  /// holds an image UIKit loads names it for the view it is set on, as an
  /// image set directly does; on a view the code does not size, the
  /// finding stays.
  @Test func animationFramesInAVariableAreDrawnIntoTheViewTheyAreSetOn() throws {
    let code = """
      NSArray *animationArray=[NSArray arrayWithObjects:
                               [UIImage imageNamed:@"loader1.png"],
                               [UIImage imageNamed:@"loader2.png"],
                               nil];
      UIImageView *animationView=[[UIImageView alloc]initWithFrame:CGRectMake(140, 250,50, 50)];
      [self.view addSubview:animationView];
      animationView.animationImages=animationArray;
      UIImage *badge = [UIImage imageNamed:@"badge"];
      badgeView.image = badge;
      """
    let files: [String: [UInt8]] = ["ViewController.m": Array(code.utf8)]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    AuditFixtures.expectSharpness(
      references,
      [
        ("loader1", (350, 350), [2, 3], true), ("loader2", (350, 350), [2, 3], true),
        ("loader1", (120, 120), [3], false), ("badge", (300, 300), [2, 3], false),
      ])
  }

  /// Dealers sets `animationImages` to what a method of the same file
  /// returns, declared after it: its 18 loader frames (100 × 100 px at @2x)
  /// drawn into a 30-point view are sharp at @3x. A method nothing sets on
  /// a view keeps its images' findings.
  @Test func animationFramesAMethodReturnsAreDrawnIntoTheViewTheyAreSetOn() throws {
    let code = """
      @implementation AppDelegate
      - (UIImageView *)loadingAnimationWhite
      {
          UIImageView *loadingAnimationView = [[UIImageView alloc] initWithFrame:CGRectMake(0, 0, 30.0, 30.0)];
          loadingAnimationView.animationImages = [self loadingAnimationWhiteImages];
          return loadingAnimationView;
      }

      - (NSArray *)loadingAnimationWhiteImages
      {
          NSArray *loadingAnimationImages = [NSArray arrayWithObjects:
                                             [UIImage imageNamed:@"Loadingwhite"],
                                             [UIImage imageNamed:@"Loading5white"],
                                             nil];
          return loadingAnimationImages;
      }

      - (NSArray *)badges
      {
          return @[[UIImage imageNamed:@"badge"]];
      }
      @end
      """
    let files: [String: [UInt8]] = ["AppDelegate.m": Array(code.utf8)]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    AuditFixtures.expectSharpness(
      references,
      [
        ("Loadingwhite", (100, 100), [3], true), ("Loading5white", (100, 100), [3], true),
        ("Loadingwhite", (60, 60), [3], false), ("badge", (300, 300), [2, 3], false),
      ])
    #expect(references.names("badge"))
  }

  /// AiXianFeng makes a local image view of its image in Swift, then
  /// frames it: `let shopCarImageView = UIImageView(image: UIImage(named:
  /// "v2_whiteShopBig"))`, `shopCarImageView.frame = CGRect(x: (61 - 45) *
  /// 0.5, y: (61 - 45) * 0.5, width: 45, height: 45)`. Its 110-pixel 1x
  /// is sharp at 2x, not at 3x.
  @Test func aLocalImageViewMadeOfItsImageIsDrawnIntoTheFrameCodeGivesIt() throws {
    let code = """
      class YellowShopCarView: UIView {
          override init(frame: CGRect) {
              super.init(frame: frame)
              let shopCarImageView = UIImageView(image: UIImage(named: "v2_whiteShopBig"))
              shopCarImageView.frame = CGRect(x: (61 - 45) * 0.5, y: (61 - 45) * 0.5, width: 45, height: 45)
              addSubview(shopCarImageView)
          }
      }
      """
    let files: [String: [UInt8]] = ["YellowShopCarView.swift": Array(code.utf8)]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    AuditFixtures.expectSharpness(
      references,
      [("v2_whiteShopBig", (110, 110), [2], true), ("v2_whiteShopBig", (110, 110), [3], false)])
    #expect(references.names("v2_whiteShopBig"))
  }

  /// MineSweeper makes its explosion sprite of the first of 37 frames
  /// (400 × 400 px, 1x names) and scales it to a fifth: every frame is
  /// drawn at 80 points, sharp on any screen. A SpriteKit node scaled in
  /// Swift counts too; a scale computed at run time, or an unscaled
  /// sprite, says nothing.
  @Test func aSpriteCodeScalesDownIsDrawnAtItsScale() throws {
    let objectiveC = """
      + (instancetype)createSprite {
          MSWExplosionSpriteNode *explosion = [[self class] spriteNodeWithImageNamed:@"MSWExplosion-0001.png"];
          explosion.xScale = 0.2f;
          explosion.yScale = 0.2f;
          MSWManSpriteNode *man = [MSWManSpriteNode spriteNodeWithImageNamed:@"MSWWalk-0001.png"];
          return explosion;
      }
      """
    let swift = """
      func add() {
          let soldier = SKSpriteNode(imageNamed: "Idle__000")
          soldier.setScale(0.45)
          let coin = SKSpriteNode(imageNamed: "coin")
          coin.setScale(size / 2)
      }
      """
    let references = try #require(
      AssetAudit.references(files: ["Explosion.m", "Scene.swift"]) {
        ["Explosion.m": objectiveC, "Scene.swift": swift][$0].map { Array($0.utf8) }
      })
    #expect(references.spriteScale(of: "MSWExplosion-0001") == 0.2)
    #expect(references.spriteScale(of: "MSWExplosion-0017") == 0.2)
    #expect(references.spriteScale(of: "Idle__000") == 0.45)
    #expect(references.spriteScale(of: "MSWWalk-0001") == nil)
    #expect(references.spriteScale(of: "coin") == nil)
  }

  /// Shuaa (SwiftUI) draws its 1x-only catalog icons resizable into fixed
  /// frames: `arrow_down.png`, 60 pixels, into 12 points
  /// (`Image("ic_downArrow").resizable().scaledToFit().frame(width: 12,
  /// height: 12)`) is sharp at 3x; `ic_equi_trans.png`, 32 pixels in 20
  /// points, is not, nor is an image drawn at its own size (no
  /// `.resizable()`) or into a frame a number does not fix. BankNote's eye
  /// icons, a choice of two names, 96 pixels in 24 points, are sharp.
  @Test func aSwiftUIImageMadeResizableIsDrawnIntoTheFrameItIsGiven() throws {
    let code = """
      struct TradeContentView: View {
          var body: some View {
              HStack {
                  Image("ic_downArrow")
                      .resizable()
                      .scaledToFit()
                      .frame(width: 12, height: 12)
                  Image("ic_equiTrans").resizable().frame(width: 20, height: 20)
                  Image("ic_person")
                      .resizable()
                      .scaledToFit()
                      .frame(width: 48)
                  Image("ic_badge")
                      .frame(width: 12, height: 12)
                  Image("ic_banner")
                      .resizable()
                      .frame(maxWidth: .infinity)
                  Image(isBalanceHidden ? "ic_eyeVisible" : "ic_eyeInvisible")
                      .resizable()
                      .scaledToFit()
                      .frame(width: 24, height: 24)
                  Image("casita")
                      .resizable()
                      .aspectRatio(contentMode: .fit)
                      .frame(
                          width: 100,
                          height: 100,
                          alignment: .center
                      )
              }
          }
      }
      """
    let references = try #require(
      AssetAudit.references(files: ["TradeContentView.swift"]) { _ in Array(code.utf8) })
    AuditFixtures.expectSharpness(
      references,
      [
        ("ic_downArrow", (60, 60), [2, 3], true), ("ic_equiTrans", (32, 32), [2, 3], false),
        ("ic_equiTrans", (60, 60), [3], true), ("ic_person", (200, 200), [3], true),
        ("ic_person", (100, 100), [3], false), ("ic_badge", (60, 60), [2, 3], false),
        ("ic_banner", (900, 300), [3], false), ("casita", (480, 470), [2, 3], true),
        ("ic_eyeVisible", (96, 96), [3], true), ("ic_eyeInvisible", (48, 48), [3], false),
      ])
  }

  /// Africa (SwiftUI) names its pictures through models its JSON files
  /// fill. `Image(location.image)`, resizable into 48 points, draws
  /// `locations.json`'s `"image": "map-lion"` (200 pixels: sharp at 3x);
  /// `ForEach(animal.gallery, id: \.self) { item in Image(item) … }`
  /// draws the gallery's 960 × 600-pixel pictures 200 points high (sharp
  /// at 3x, not if they were 480 × 300). `animals.json`'s `"image"` is an
  /// animal's, which one view draws without a frame, at its own size:
  /// not sharp. A name another key holds (`"id": "lion"`) is named as
  /// before, and drawn nowhere known.
  @Test func aSwiftUIImageOfAModelsPropertyDrawsTheNamesItsDataFileHolds() throws {
    let files: [String: String] = [
      "AfricaApp.swift": """
      @main
      struct AfricaApp: App {
          let animals: [Animal] = Bundle.main.decode("animals.json")
          let locations: [Location] = Bundle.main.decode("locations.json")
          var body: some Scene {
              WindowGroup {
                  AnimalDetailView(animal: animals[0])
                  InsertGalleryView(animal: animals[0])
                  MapAnnotationView(location: locations[0])
              }
          }
      }
      """,
      "MapAnnotationView.swift": """
      struct MapAnnotationView: View {
          var location: Location
          var body: some View {
              Image(location.image)
                  .resizable()
                  .scaledToFit()
                  .frame(width: 48, height: 48, alignment: .center)
          }
      }
      """,
      "InsertGalleryView.swift": """
      struct InsertGalleryView: View {
          let animal: Animal
          var body: some View {
              HStack(alignment: .center, spacing: 15) {
                  ForEach(animal.gallery, id: \\.self) { item in
                      Image(item)
                          .resizable()
                          .scaledToFit()
                          .frame(height: 200)
                  }
              }
          }
      }
      """,
      "AnimalDetailView.swift": """
      struct AnimalDetailView: View {
          let animal: Animal
          var body: some View { Image(animal.image).resizable().scaledToFit() }
      }
      """,
      "locations.json": """
      [
        {
          "id" : "lion",
          "name" : "Lion",
          "image" : "map-lion",
          "latitude" : -1.4061088354351594
        }
      ]
      """,
      "animals.json": """
      [
        {
          "id" : "lion",
          "image" : "lion",
          "gallery" : [
            "lion-1",
            "lion-2"
          ],
          "fact" : [ "Lions live in prides." ]
        }
      ]
      """,
    ]
    let references = try #require(
      AssetAudit.references(files: files.keys.sorted()) { Array(files[$0, default: ""].utf8) })
    AuditFixtures.expectSharpness(
      references,
      [
        ("map-lion", (200, 200), [2, 3], true), ("map-lion", (96, 96), [3], false),
        ("lion-1", (960, 600), [2, 3], true), ("lion-2", (480, 300), [3], false),
        ("lion", (2048, 1536), [3], false),
      ])
    #expect(references.names("lion") && references.names("map-lion") && references.names("lion-2"))
  }

  /// wise-eating lists its badges as models in code (`.init(id: "Foods 25",
  /// imageName: "Foods 25", label: "25 Foods", …)`) and draws each
  /// `Image(item.imageName)` resizable 175 points high: its 436 × 555
  /// pictures are sharp at 3x. A name code also loads by itself
  /// (`UIImage(named: "Usage 1w")`) is drawn at a size not known.
  @Test func aSwiftUIImageOfAModelsPropertyDrawsTheNamesCodeGivesIt() throws {
    let files: [String: String] = [
      "ProfileBadgesView.swift": """
      struct ProfileBadgesView: View {
          let groups: [BadgeGroup] = [
              BadgeGroup(title: "Foods", items: [
                  .init(id: "Foods 25", imageName: "Foods 25", label: "25 Foods", threshold: 25),
                  .init(id: "Usage 1w", imageName: "Usage 1w", label: "1 week", threshold: 7),
              ])
          ]
          var body: some View {
              ForEach(groups) { group in
                  ForEach(group.items) { item in
                      Image(item.imageName)
                          .resizable()
                          .scaledToFit()
                          .frame(height: 175)
                  }
              }
          }
      }
      """,
      "BadgeManager.swift": """
      final class BadgeManager {
          func notify() { banner.image = UIImage(named: "Usage 1w") }
      }
      """,
    ]
    let references = try #require(
      AssetAudit.references(files: files.keys.sorted()) { Array(files[$0, default: ""].utf8) })
    AuditFixtures.expectSharpness(
      references,
      [
        ("Foods 25", (436, 555), [2, 3], true), ("Foods 25", (218, 277), [3], false),
        ("Usage 1w", (436, 555), [3], false),
      ])
  }

  /// Interstellar Merchant sets a ship's picture on a storyboard's
  /// 147 × 128-point image view from another file's method, whose cases
  /// each return one (`case .GNAT: return UIImage(named: "Space Ship 0")!`):
  /// the view draws what the method returns, whichever file defines it.
  /// A segue's identifier (`performSegue(withIdentifier: "edit", …)`)
  /// names no image.
  @Test func anOutletSetToWhatAnotherFilesMethodReturnsDrawsItsImages() throws {
    let files: [String: String] = [
      "Ship.swift": """
      enum ShipType {
          case GNAT, FIREFLY
          static func getImage(shipType: ShipType) -> UIImage {
              switch shipType {
              case .GNAT: return UIImage(named: "Space Ship 0")!
              case .FIREFLY: return UIImage(named: "Space Ship 1")!
              }
          }
      }
      """,
      "DepotViewController.swift": """
      class DepotViewController: UIViewController {
          @IBOutlet weak var shipImage: UIImageView!
          func show() {
              shipImage.image = ShipType.getImage(shipType: ships[indexPath.item])
          }
          func edit() { performSegue(withIdentifier: "edit", sender: nil) }
      }
      """,
      "Main.storyboard": """
      <document><scenes><scene><objects><viewController id="v1" customClass="DepotViewController">
      <view key="view" id="a"><subviews>
      <imageView contentMode="scaleToFill" id="img1"><rect key="frame" x="0" y="0" width="147" height="128"/></imageView>
      </subviews></view>
      <connections><outlet property="shipImage" destination="img1" id="c1"/></connections>
      </viewController></objects></scene></scenes></document>
      """,
    ]
    let references = try #require(
      AssetAudit.references(files: files.keys.sorted()) { Array(files[$0, default: ""].utf8) })
    #expect(references.names("Space Ship 0") && !references.names("edit"))
    AuditFixtures.expectSharpness(
      references,
      [
        ("Space Ship 0", (482, 542), [2, 3], true), ("Space Ship 1", (586, 548), [3], true),
        ("Space Ship 1", (200, 180), [3], false),
      ])
  }
}
