import StandardPaths

/// Parses arbitrary text as a file name and checks the grammar's promises:
/// formatting gives the input back byte for byte, the canonical form parses
/// to an equal name, and appending then deleting each typed suffix leaves a
/// name equal to the one without that suffix.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSuffix(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let name = FileName(text)
  precondition(name.string == text, "round trip changed \(text.debugDescription)")
  let canonical = name.canonicalized
  precondition(
    FileName(canonical.string) == canonical, "canonical form reparsed differently")
  let device = Device.presets[size % Device.presets.count]
  let withoutScale = name.deletingScaleSuffix()
  precondition(
    withoutScale.appendingSuffix(forScale: 3, device: device).deletingScaleSuffix() == withoutScale,
    "scale append/delete")
  let withoutHD = name.deletingHDSuffix()
  precondition(withoutHD.appendingHDSuffix().deletingHDSuffix() == withoutHD, "hd append/delete")
  let withoutIdiom = name.deletingInterfaceIdiomSuffix()
  precondition(
    withoutIdiom.appendingSuffix(forInterfaceIdiom: .pad).deletingInterfaceIdiomSuffix()
      == withoutIdiom, "idiom append/delete")
  let withoutHeight = name.deletingHeightSuffix()
  precondition(
    withoutHeight.appendingSuffix(forHeight: 568, device: device).deletingHeightSuffix()
      == withoutHeight, "height append/delete")
  return 0
}
