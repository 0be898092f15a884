import Testing

@testable import StandardPathsAudit

/// Idiom branches (``ImageReferences/idiomBranches(in:)``): a name code
/// spells only where it runs on one kind of device, read from AuroraLink's
/// splash screen and the ways Swift and Objective-C ask for the idiom.
@Suite struct AuditIdiomTests {
  /// The code, the text a branch starts with, and whether it is the
  /// iPad's; `nil` when no branch is one idiom's.
  static let branches: [(String, String?, Bool)] = [
    (
      #"if ((UI_USER_INTERFACE_IDIOM()==UIUserInterfaceIdiomPhone)) { a = @"phone"; } else { b = @"pad"; }"#,
      #"{ a = @"phone"; }"#, false
    ),
    (
      "if UIDevice.current.userInterfaceIdiom == .pad {\n  x = \"pad\"\n}", "{\n  x = \"pad\"\n}",
      true
    ),
    (
      #"if ([[UIDevice currentDevice] userInterfaceIdiom] != UIUserInterfaceIdiomPad) image = @"phone";"#,
      #" image = @"phone";"#, false
    ),
    (
      "if UIDevice.current.userInterfaceIdiom != UIUserInterfaceIdiom.phone { x = 1 }", "{ x = 1 }",
      true
    ),
    (#"BOOL isPad = UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad;"#, nil, false),
    (
      #"if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad || wide) { a = @"x"; }"#, nil,
      false
    ),
    (
      #"name = UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad ? @"a~ipad" : @"a";"#, nil,
      false
    ),
  ]

  @Test(arguments: branches)
  func anIdiomTestMakesABranch(code: String, start: String?, isPad: Bool) throws {
    let bytes = Array(code.utf8)
    let found = ImageReferences.idiomBranches(in: bytes)
    guard let start else {
      #expect(found.isEmpty, "\(found)")
      return
    }
    let first = try #require(found.first)
    #expect(String(decoding: bytes[first.range], as: UTF8.self) == start)
    #expect(first.isPad == isPad)
  }

  /// AuroraLink names its phone splash frames only in the phone branch,
  /// and its iPad frames in the `else`; a name spelt in both, or outside
  /// them too, is every device's.
  @Test func aNameSpeltOnlyInOneIdiomsBranchIsThatIdiomsAlone() throws {
    let code = """
      @implementation ViewController
      - (void)animate {
          if ((UI_USER_INTERFACE_IDIOM()==UIUserInterfaceIdiomPhone))
          {
              splashView.animationImages = @[[UIImage imageNamed:@"BS_splashScreen_v2_1.png"], [UIImage imageNamed:@"shared.png"]];
          }
          else
          {
              splashView.animationImages = @[[UIImage imageNamed:@"BS_splashScreen_v1_1~ipad.png"], [UIImage imageNamed:@"shared.png"]];
          }
          logo.image = [UIImage imageNamed:@"logo.png"];
      }
      @end
      """
    let files = ["ViewController.m": Array(code.utf8)]
    let references = try #require(AssetAudit.references(files: Array(files.keys)) { files[$0] })
    #expect(references.namesOnlyOnOtherIdiom("BS_splashScreen_v2_1", isPad: true))
    #expect(!references.namesOnlyOnOtherIdiom("BS_splashScreen_v2_1", isPad: false))
    #expect(references.namesOnlyOnOtherIdiom("BS_splashScreen_v1_1~ipad", isPad: false))
    for name in ["shared", "logo"] {
      #expect(!references.namesOnlyOnOtherIdiom(name, isPad: true), "\(name)")
      #expect(!references.namesOnlyOnOtherIdiom(name, isPad: false), "\(name)")
      #expect(references.names(name), "\(name)")
    }
    // The Retina iPad's findings on the phone's frame are moot; a phone's,
    // and the iPad's on a shared one, stay.
    func finding(_ name: String, on devices: [String]) -> AuditFinding {
      AuditFinding(
        kind: .upscaledFallback, file: "\(name).png", asset: "\(name).png", devices: devices,
        message: "")
    }
    var report = AuditReport(
      devices: AuditFixtures.devices("iphone4", "ipad-retina"), assets: [],
      findings: [
        finding("BS_splashScreen_v2_1", on: ["ipad-retina"]),
        finding("BS_splashScreen_v2_1", on: ["iphone4"]),
        finding("shared", on: ["ipad-retina"]),
      ], fileCount: 3)
    report.setAside(unnamedIn: references, root: "/src")
    #expect(report.setApartFindings.map(\.devices) == [["ipad-retina"]])
    #expect(report.findings.map(\.file) == ["BS_splashScreen_v2_1.png", "shared.png"])
  }
}
