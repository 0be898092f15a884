import Foundation
import TestSupport
import Testing

@testable import StandardPathsLocations
@testable import StandardPathsResolution
@testable import StandardPathsSuffixes
@testable import StandardPathsSupport

/// Resolving through real directory trees: types, paths, folders, missing
/// files, localisation, structural matching and the edge cases of the
/// seed's rules.
@Suite("Resolver: lookups")
struct ResourceResolverTests {
  // MARK: Nib-like resources (no images)

  static let nibs = ["Main.nib", "Main~ipad.nib", "Main-568h.nib", "Main-667h@2x.nib"]

  @Test(arguments: [
    (Device.iPhone4, "Main.nib"), (.iPhone5, "Main-568h.nib"), (.iPhone6, "Main-667h@2x.nib"),
    (.iPhone6Plus, "Main-568h.nib"), (.iPad, "Main~ipad.nib"), (.iPadRetina, "Main~ipad.nib"),
    (.mac, "Main.nib"), (.appleTV, "Main.nib"),
  ])
  func nibsResolvePerDevice(device: Device, expected: String) throws {
    let tree = try ResourceTree(Self.nibs)
    #expect(
      try tree.resolver(device: device).path(forResource: "Main", ofType: "nib")
        == tree.path(expected))
    #expect(try tree.resolver(device: device).path(forResource: "Main.nib") == tree.path(expected))
  }

  @Test func nibOnTheDesktopHasNoTIFFSibling() throws {
    let tree = try ResourceTree(["Main.nib", "Main.tiff"])
    #expect(
      try tree.resolver(device: .mac).path(forResource: "Main", ofType: "nib")
        == tree.path("Main.nib"))
  }

  // MARK: Types

  @Test func typeIsIgnoredWhenTheNameHasAnExtension() throws {
    let tree = try ResourceTree(["icon.png", "icon.nib"])
    #expect(
      try tree.resolver().path(forResource: "icon.png", ofType: "nib") == tree.path("icon.png"))
  }

  @Test(arguments: [nil, ""] as [String?])
  func noTypeLooksForTheBareName(type: String?) throws {
    let tree = try ResourceTree(["data", "data@2x", "data.png"])
    #expect(
      try tree.resolver(device: .iPhone4).path(forResource: "data", ofType: type)
        == tree.path("data@2x"))
    #expect(
      try tree.resolver(device: .iPhone3GS).path(forResource: "data", ofType: type)
        == tree.path("data"))
  }

  @Test func defaultTypeIsPNG() throws {
    let tree = try ResourceTree(["data", "data.png"])
    #expect(try tree.resolver().path(forResource: "data") == tree.path("data.png"))
    #expect(try tree.resolver().path(forResource: "data", ofType: "txt") == nil)
  }

  @Test func typeWithLeadingDotIsTheSameType() throws {
    let tree = try ResourceTree(["a.json"])
    #expect(try tree.resolver().path(forResource: "a", ofType: ".json") == tree.path("a.json"))
  }

  @Test(arguments: ["a/b", "x\0y"])
  func typeThatCannotBeAnExtensionThrows(type: String) throws {
    let tree = try ResourceTree()
    #expect(throws: ResourceNameError.invalidType(type)) {
      try tree.resolver().path(forResource: "a", ofType: type)
    }
  }

  @Test func extensionsAreCaseSensitive() throws {
    let tree = try ResourceTree(["photo.PNG"])
    #expect(try tree.resolver().path(forResource: "photo") == nil)
    #expect(try tree.resolver().path(forResource: "photo", ofType: "PNG") == tree.path("photo.PNG"))
  }

  // MARK: Paths and folders

  @Test func absolutePathsAreUsedAsTheyAre() throws {
    let resources = try ResourceTree(["logo.png"])
    let elsewhere = try ResourceTree(["logo@2x.png", "logo.png"])
    let resolver = resources.resolver(device: .iPhone4)
    #expect(try resolver.path(forResource: elsewhere.path("logo")) == elsewhere.path("logo@2x.png"))
    #expect(try resolver.path(forResource: elsewhere.path("missing")) == nil)
  }

  @Test func absolutePathsWithRedundantSlashesAreCleaned() throws {
    let tree = try ResourceTree(["a/logo.png"])
    let messy = tree.root + "//a///logo"
    #expect(try tree.resolver().path(forResource: messy) == tree.path("a/logo.png"))
  }

  @Test func subfoldersAreSearched() throws {
    let tree = try ResourceTree(["Images/Icons/star@2x~ipad.png", "Images/Icons/star.png"])
    let resolver = tree.resolver(device: .iPadRetina)
    #expect(
      try resolver.path(forResource: "Images/Icons/star")
        == tree.path("Images/Icons/star@2x~ipad.png"))
    #expect(
      try resolver.path(forResource: "Images//./Icons/../Icons/star")
        == tree.path("Images/Icons/star@2x~ipad.png"))
  }

  @Test func rootWithTrailingSlashWorks() throws {
    let tree = try ResourceTree(["a.png"])
    let resolver = ResourceResolver(root: tree.root + "/", device: .mac)
    #expect(try resolver.path(forResource: "a") == tree.path("a.png"))
  }

  @Test func symbolicLinkedRootWorks() throws {
    let tree = try ResourceTree(["real/a@2x.png"])
    try FileManager.default.createSymbolicLink(
      atPath: tree.path("link"), withDestinationPath: tree.path("real"))
    let resolver = ResourceResolver(root: tree.path("link"), device: .macRetina)
    #expect(try resolver.path(forResource: "a") == tree.path("link/a@2x.png"))
  }

  @Test(arguments: [
    ("", ResourceNameError.empty), ("../secret", .escapesRoot("../secret")),
    ("a/../../b", .escapesRoot("a/../../b")), ("Images/", .missingFileName("Images/")),
    ("Images/..", .missingFileName("Images/..")), (".", .missingFileName(".")),
    ("a\0b", .containsNUL("a\0b")),
  ])
  func invalidNamesThrow(name: String, error: ResourceNameError) throws {
    let tree = try ResourceTree(["a.png"])
    #expect(throws: error) { try tree.resolver().path(forResource: name) }
    #expect(!error.description.isEmpty)
    #expect(!error.description.contains("\n"))
  }

  @Test func dotDotThatStaysInsideIsFine() throws {
    let tree = try ResourceTree(["b/x.png"])
    #expect(try tree.resolver().path(forResource: "a/../b/x") == tree.path("b/x.png"))
  }

  @Test func tildeIsNotExpanded() throws {
    let tree = try ResourceTree(["~/x.png"])
    #expect(try tree.resolver().path(forResource: "~/x") == tree.path("~/x.png"))
  }

  // MARK: Missing things

  @Test func missingFileIsNil() throws {
    let tree = try ResourceTree(ResourceTree.demoBundle)
    for device in Device.presets {
      #expect(try tree.resolver(device: device).path(forResource: "Image3") == nil)
    }
  }

  @Test func missingFolderIsNil() throws {
    let tree = try ResourceTree(["a.png"])
    #expect(try tree.resolver().path(forResource: "nowhere/a") == nil)
  }

  @Test func missingRootIsNil() throws {
    let tree = try ResourceTree()
    let resolver = ResourceResolver(root: tree.path("gone"), device: .mac)
    #expect(try resolver.path(forResource: "a") == nil)
  }

  @Test func rootThatIsAFileIsNil() throws {
    let tree = try ResourceTree(["file"])
    let resolver = ResourceResolver(root: tree.path("file"), device: .mac)
    #expect(try resolver.path(forResource: "a") == nil)
  }

  @Test func otherVariantsOnlyDoNotMatch() throws {
    let tree = try ResourceTree(["Image1~ipad.png", "Image1@2x~ipad.png"])
    #expect(try tree.resolver(device: .iPhone6).path(forResource: "Image1") == nil)
    #expect(try tree.resolver(device: .mac).path(forResource: "Image1") == nil)
  }

  // MARK: Matching

  @Test(arguments: ["foo-hd-1024h@2x~ipad.png", "foo-1024h-hd@2x~ipad.png"])
  func hdAndHeightMatchInEitherOrder(onDisk: String) throws {
    let tree = try ResourceTree([onDisk, "foo@2x~ipad.png"])
    #expect(try tree.resolver(device: .iPadRetina).path(forResource: "foo") == tree.path(onDisk))
  }

  @Test func numberSpellingsMatch() throws {
    let tree = try ResourceTree(["foo@2.0x.png", "foo-0568h@2x.png"])
    #expect(
      try tree.resolver(device: .macRetina).path(forResource: "foo") == tree.path("foo@2.0x.png"))
    #expect(
      try tree.resolver(device: .iPhone5).path(forResource: "foo") == tree.path("foo-0568h@2x.png"))
  }

  @Test func canonicalSpellingWinsAmongEqualVariants() throws {
    let tree = try ResourceTree(["foo@2.0x.png", "foo@2x.png", "foo@2.00x.png"])
    #expect(
      try tree.resolver(device: .macRetina).path(forResource: "foo") == tree.path("foo@2x.png"))
  }

  @Test func directoriesCountAsMatches() throws {
    let tree = try ResourceTree(["Level@2x.bundle/", "Level.bundle/"])
    #expect(
      try tree.resolver(device: .iPhone4).path(forResource: "Level", ofType: "bundle")
        == tree.path("Level@2x.bundle"))
  }

  @Test func namesAreComparedByteForByte() throws {
    let decomposed = "Cafe\u{301}.png"
    let tree = try ResourceTree([decomposed])
    #expect(try tree.resolver().path(forResource: "Caf\u{E9}") == nil)
    #expect(try tree.resolver().path(forResource: "Cafe\u{301}") == tree.path(decomposed))
  }

  @Test func doubleExtensionsAreOneExtension() throws {
    let tree = try ResourceTree(["model.obj.gz", "model@2x.obj.gz", "model~mac.obj.gz"])
    #expect(
      try tree.resolver(device: .iPhone4).path(forResource: "model.obj.gz")
        == tree.path("model@2x.obj.gz"))
    #expect(
      try tree.resolver(device: .mac).path(forResource: "model.obj.gz")
        == tree.path("model~mac.obj.gz"))
    #expect(
      try tree.resolver(device: .iPhone3GS).path(forResource: "model", ofType: "obj.gz")
        == tree.path("model.obj.gz"))
  }

  @Test func dottedBasesMatch() throws {
    let tree = try ResourceTree(["foo.bar@2x~ipad.png"])
    #expect(
      try tree.resolver(device: .iPadRetina).path(forResource: "foo.bar.png")
        == tree.path("foo.bar@2x~ipad.png"))
  }

  // MARK: TIFF sibling

  @Test func tiffSiblingRanksAboveThePNGOnTheDesktop() throws {
    let tree = try ResourceTree(["photo.png", "photo.tiff"])
    #expect(try tree.resolver(device: .mac).path(forResource: "photo") == tree.path("photo.tiff"))
    #expect(try tree.resolver(device: .iPad).path(forResource: "photo") == tree.path("photo.png"))
  }

  @Test(arguments: ["photo.jpg", "photo.JPEG", "photo"])
  func tiffSiblingServesJPEGAndPNGRequests(request: String) throws {
    let tree = try ResourceTree(["photo@2x.tiff"])
    #expect(
      try tree.resolver(device: .macRetina).path(forResource: request) == tree.path("photo@2x.tiff")
    )
  }

  @Test func tiffSiblingIsNotForOtherTypes() throws {
    let tree = try ResourceTree(["doc.tiff"])
    #expect(try tree.resolver(device: .mac).path(forResource: "doc.pdf") == nil)
    #expect(try tree.resolver(device: .mac).path(forResource: "doc", ofType: nil) == nil)
  }

  @Test func idiomTIFFBeatsGenericPNG() throws {
    let tree = try ResourceTree(["icon@2x.png", "icon~mac.tiff"])
    #expect(
      try tree.resolver(device: .macRetina).path(forResource: "icon") == tree.path("icon~mac.tiff"))
  }

  // MARK: Scale fallbacks

  @Test(arguments: [
    (["foo@2x.png", "foo@3x.png"], "foo@2x.png"), (["foo@3x.png"], "foo@3x.png"),
    (["foo.png", "foo@2x.png"], "foo.png"),
  ])
  func retinaImagesServeOneXDevices(files: [String], expected: String) throws {
    let tree = try ResourceTree(files)
    #expect(try tree.resolver(device: .iPhone3GS).path(forResource: "foo") == tree.path(expected))
    #expect(try tree.resolver(device: .iPad).path(forResource: "foo") == tree.path(expected))
  }

  @Test func threeXPrefersThreeXThenTwoX() throws {
    let tree = try ResourceTree(["foo@2x.png", "foo@3x.png", "foo.png"])
    #expect(try tree.resolver(device: .iPhoneX).path(forResource: "foo") == tree.path("foo@3x.png"))
    try tree.remove("foo@3x.png")
    #expect(try tree.resolver(device: .iPhoneX).path(forResource: "foo") == tree.path("foo@2x.png"))
  }

  @Test func tallPhonesFallBackTo568() throws {
    let tree = try ResourceTree(["Default-568h@2x.png", "Default@2x.png"])
    #expect(
      try tree.resolver(device: .iPhone6).path(forResource: "Default")
        == tree.path("Default-568h@2x.png"))
    #expect(
      try tree.resolver(device: .iPhoneX).path(forResource: "Default")
        == tree.path("Default@2x.png"))
    #expect(
      try tree.resolver(device: .iPhone4).path(forResource: "Default")
        == tree.path("Default@2x.png"))
  }

  @Test func hdServesRetinaPhonesAndNotOneXPhones() throws {
    let tree = try ResourceTree(["sprite-hd.png", "sprite.png"])
    #expect(
      try tree.resolver(device: .iPhone4).path(forResource: "sprite") == tree.path("sprite-hd.png"))
    #expect(
      try tree.resolver(device: .iPhone3GS).path(forResource: "sprite") == tree.path("sprite.png"))
    #expect(
      try tree.resolver(device: .iPad).path(forResource: "sprite") == tree.path("sprite-hd.png"))
  }

  @Test func unspecifiedDeviceFindsOnlyTheNameAndScales() throws {
    let tree = try ResourceTree(["foo~iphone.png", "foo@2x.png"])
    let device = Device(idiom: .unspecified, scale: 1, width: 320, height: 480)
    #expect(try tree.resolver(device: device).path(forResource: "foo") == tree.path("foo@2x.png"))
  }

  // MARK: Localisation

  static let localized = [
    "Title.png", "Title@2x.png", "fr.lproj/Title.png", "Base.lproj/Title~ipad.png",
    "de.lproj/Images/Flag.png", "Images/Flag@2x.png",
  ]

  @Test(arguments: [
    (["fr"], "Title", "fr.lproj/Title.png"), (["de", "fr"], "Title", "fr.lproj/Title.png"),
    (["en"], "Title", "Title@2x.png"), (["de"], "Images/Flag", "de.lproj/Images/Flag.png"),
    (["fr"], "Images/Flag", "Images/Flag@2x.png"), ([], "Title", "Title@2x.png"),
  ])
  func localizedFoldersComeFirst(languages: [String], name: String, expected: String) throws {
    let tree = try ResourceTree(Self.localized)
    let resolver = tree.resolver(
      device: .iPhone4, localization: ResourceLocalization(preferredLanguages: languages))
    #expect(try resolver.path(forResource: name) == tree.path(expected))
  }

  @Test func baseLprojComesBeforeThePlainFolder() throws {
    let tree = try ResourceTree(Self.localized)
    let resolver = tree.resolver(
      device: .iPadRetina, localization: ResourceLocalization(preferredLanguages: ["en"]))
    #expect(try resolver.path(forResource: "Title") == tree.path("Base.lproj/Title~ipad.png"))
  }

  @Test func withoutLocalizationLprojFoldersAreIgnored() throws {
    let tree = try ResourceTree(Self.localized)
    #expect(
      try tree.resolver(device: .iPhone4).path(forResource: "Title") == tree.path("Title@2x.png"))
  }

  @Test func unusableLanguageNamesAreSkipped() throws {
    let localization = ResourceLocalization(preferredLanguages: [
      "", "..", "a/b", "fr", "fr", "Base",
    ])
    #expect(localization.folderNames == ["fr.lproj", "Base.lproj"])
  }

  @Test func absolutePathsAreNotLocalized() throws {
    let tree = try ResourceTree(Self.localized)
    let resolver = tree.resolver(
      device: .iPhone4, localization: ResourceLocalization(preferredLanguages: ["fr"]))
    #expect(try resolver.path(forResource: tree.path("Title")) == tree.path("Title@2x.png"))
  }

  @Test func explanationListsEachLocalizedFolder() throws {
    let tree = try ResourceTree(Self.localized)
    let resolver = tree.resolver(
      device: .iPhone4, localization: ResourceLocalization(preferredLanguages: ["fr"]))
    let explanation = try resolver.explanation(forResource: "Title")
    let directories = explanation.candidates.map(\.directory)
    #expect(Array(Set(directories)).count == 3)
    #expect(directories.first == tree.path("fr.lproj"))
    #expect(directories.last == tree.root)
    #expect(explanation.chosen?.path == tree.path("fr.lproj/Title.png"))
  }

  // MARK: Other API

  @Test func urlFormReturnsAFileURL() throws {
    let tree = try ResourceTree(["a@2x.png"])
    let url = try tree.resolver(device: .macRetina).url(forResource: "a")
    #expect(url == URL(fileURLWithPath: tree.path("a@2x.png")))
    #expect(url?.isFileURL == true)
  }

}
