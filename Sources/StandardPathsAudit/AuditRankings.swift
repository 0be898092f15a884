import StandardPathsLocations
import StandardPathsResolution
import StandardPathsSuffixes

/// The devices of an audit and the resolver's choices for them
/// (``ResourceChooser``, which ranks a plain request such as `foo.png`
/// once per device: every asset of an audit is such a request).
///
/// The devices are the audited ones, then the presets that are not
/// audited: those only tell whether a file the audited devices never load
/// is meant for another device (then it is out of the audit's scope), or
/// is loaded by no device at all.
internal struct AuditRankings: Sendable {
  /// The audited devices.
  let devices: [AuditDevice]
  /// The audited devices, then the presets not among them.
  let allDevices: [AuditDevice]
  /// The idioms of the audited devices.
  private let auditedIdioms: Set<InterfaceIdiom>
  /// What the resolver loads for each device of ``allDevices``.
  let chooser: ResourceChooser
  /// The audited devices as they are, not zoomed: the home screen shows
  /// an app's icon at the device's own scale.
  let nativeDevices: [AuditDevice]
  /// The screen height in points of each audited device, zoomed or not:
  /// the phones a `-568h@2x` launch image lets run full screen.
  let screenHeights: [Double]
  /// Whether cocos2d's loader gives a Retina iPad `-hd` (a tree with no
  /// iPad name: ``ConventionChoice/cocos2dOrder(on:padLoadsHD:padFallsBackToHD:)``).
  let cocos2dPadLoadsHD: Bool
  /// Whether a Retina iPad without an iPad file falls back to `-hd`
  /// (cocos2d before 1.1: ``ConventionChoice/cocos2dOrder(on:padLoadsHD:padFallsBackToHD:)``).
  let cocos2dPadFallsBackToHD: Bool
  /// Whether cocos2d 3 looks files up by folder and reads no suffix
  /// (``ImageReferences/searchesCocos2dFolders``): every device loads the
  /// plain name, at 1x.
  let cocos2dSearchesFolders: Bool
  /// The version of the cocos2d a project holds (its `cocos2d.h`) when
  /// the combined grammar reads its tree, which mixes both conventions:
  /// that cocos2d's loader reads its `-ipad`, `-ipadhd` (1.1 and later)
  /// and `foo-hd.pvr.ccz` names.
  let cocos2dVersionOfMixedTree: Int?
  /// What the project's files name, when it was searched.
  let references: ImageReferences?

  /// The rankings for `devices`. With `zoomedHeight`, every phone taller
  /// than that runs the app as a 320-point-wide @2x phone of that height
  /// (``AppDisplayMode``): that is the device the resolver ranks for, under
  /// the phone's own name.
  init(
    devices: [AuditDevice], zoomedHeight: Double? = nil, cocos2dPadLoadsHD: Bool = false,
    cocos2dPadFallsBackToHD: Bool = false, cocos2dSearchesFolders: Bool = false,
    cocos2dVersionOfMixedTree: Int? = nil, references: ImageReferences? = nil
  ) {
    let all =
      devices
      + AuditDevice.presets.filter { preset in !devices.contains { $0.device == preset.device } }
    allDevices =
      zoomedHeight.map { height in all.map { AppDisplayMode.zoomed($0, height: height) } }
      ?? all
    self.devices = Array(allDevices.prefix(devices.count))
    nativeDevices = devices
    screenHeights = devices.map(\.device.screenHeight)
    auditedIdioms = Set(devices.map(\.device.idiom))
    chooser = ResourceChooser(devices: allDevices.map(\.device))
    self.cocos2dPadLoadsHD = cocos2dPadLoadsHD
    self.cocos2dPadFallsBackToHD = cocos2dPadFallsBackToHD
    self.cocos2dSearchesFolders = cocos2dSearchesFolders
    self.cocos2dVersionOfMixedTree = cocos2dVersionOfMixedTree
    self.references = references
  }

  /// Whether only UIKit loads the image whose base name is `base`
  /// (``ImageReferences/loadsOnlyWithUIKit(_:)``): in a cocos2d game, it
  /// is judged as UIKit draws it.
  func loadsOnlyWithUIKit(_ base: String) -> Bool {
    references?.loadsOnlyWithUIKit(base) ?? false
  }

  /// Whether only cocos2d loads the image whose base name is `base`
  /// (``ImageReferences/loadsOnlyWithCocos2d(_:)``): in a tree that mixes
  /// both grammars, it is judged as cocos2d draws it.
  func loadsOnlyWithCocos2d(_ base: String) -> Bool {
    references?.loadsOnlyWithCocos2d(base) ?? false
  }

  /// Whether the mixed tree's cocos2d (1.x or 2.x) reads a PNG or JPEG
  /// through `UIImage(contentsOfFile:)`, which takes the `@2x` file on a
  /// Retina screen when cocos2d found no `-hd` one; its texture's size in
  /// points is its pixels over the screen's scale, so the `@2x` is drawn
  /// at the size of its 1x (Bow Hunting's and DartWheel's
  /// `CCTextureCache`).
  var cocos2dReadsRetinaThroughUIImage: Bool {
    cocos2dVersionOfMixedTree.map { (0x0001_0000..<0x0003_0000).contains($0) } ?? false
  }

  /// The numbers of the audited devices in ``allDevices``.
  var audited: Range<Int> { 0..<devices.count }

  /// Whether the devices were chosen (a target's, or `--devices`) rather
  /// than all presets: only then do they say which idioms an app runs on.
  var devicesAreChosen: Bool { devices.count < allDevices.count }

  /// Whether a file for `idiom` (`nil`: for every device) concerns an
  /// audited device.
  func isAudited(idiom: InterfaceIdiom?) -> Bool {
    guard let idiom else { return true }
    return auditedIdioms.contains(idiom)
  }

  /// Whether a phone is audited: then `-hd` means @2x, and the pixel-size
  /// checks hold an `-hd` image to twice its plain sibling.
  var auditsPhones: Bool { auditedIdioms.contains(.phone) }

  /// The name of device number `device`.
  func name(_ device: Int) -> String { allDevices[device].name }
}
