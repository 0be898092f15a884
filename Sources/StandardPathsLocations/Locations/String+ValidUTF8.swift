extension String {
  /// `bytes` as a string if they are valid UTF-8, else `nil`: a decoding
  /// that re-encodes to the same bytes replaced nothing with U+FFFD.
  ///
  /// What `String(validating:as:)` does; that initializer needs macOS 15
  /// and iOS 18, above the package's deployment targets
  /// (Design/modules-and-proportion.md#deployment-targets).
  init?(validUTF8 bytes: some Collection<UInt8>) {
    let decoded = String(decoding: bytes, as: UTF8.self)
    guard decoded.utf8.elementsEqual(bytes) else { return nil }
    self = decoded
  }
}
