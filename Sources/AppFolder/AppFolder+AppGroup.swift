import StandardPathsLocations

extension AppFolder {
  /// The folder tree of an app group (see ``AppGroupContainer`` for the
  /// layouts), or an error when the group has no container.
  ///
  /// On Apple platforms the container is looked up in the running app, so an
  /// Apple `environment` only works on the platform it describes. On Linux
  /// and Windows the group's folders are those of an app named after the
  /// group.
  ///
  /// - Parameters:
  ///   - identifier: The app group identifier.
  ///   - environment: The environment to compute the folders from; by
  ///     default the live process.
  /// - Throws: ``AppFolderError/invalidAppGroupIdentifier(_:_:)`` if the
  ///   identifier is not a single safe path component,
  ///   ``AppFolderError/appGroupContainerUnavailable(_:)`` if there is no
  ///   container.
  public init(appGroup identifier: String, environment: SystemEnvironment = .live())
    throws(AppFolderError)
  {
    if let problem = PathComponentRule.problem(with: identifier) {
      throw .invalidAppGroupIdentifier(identifier, problem)
    }
    let platform = environment.platform
    guard platform.usesAppContainer || platform == .macOS else {
      let group: AppIdentity
      do {
        group = try AppIdentity(name: identifier)
      } catch {
        throw .invalidAppGroupIdentifier(identifier, error.reason)
      }
      self.init(folderRoot: .appGroup(StandardLocations(app: group, environment: environment)))
      return
    }
    #if canImport(Darwin)
      if platform == .current, let container = appGroupContainer(identifier) {
        self.init(baseURL: container)
        return
      }
    #endif
    throw .appGroupContainerUnavailable(identifier)
  }
}
