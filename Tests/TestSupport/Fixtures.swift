import StandardPathsLocations
import StandardPathsTesting

/// The identity used by the layout tables of Design/locations.md.
public let myApp: AppIdentity = {
  do {
    return try AppIdentity(name: "MyApp", organization: "Acme", bundleIdentifier: "com.acme.MyApp")
  } catch {
    fatalError("fixture identity is valid: \(error)")
  }
}()

/// The same app without organization or bundle identifier.
public let bareApp: AppIdentity = {
  do { return try AppIdentity(name: "MyApp") } catch { fatalError("\(error)") }
}()

/// A Linux environment with `HOME=/h`, uid 1000, and the given extra
/// variables and file system.
public func linux(
  _ variables: [String: String] = [:],
  home: String? = "/h",
  userDatabaseHome: String? = "/pw",
  fileSystem: VirtualFileSystem = VirtualFileSystem()
) -> SystemEnvironment {
  var all = variables
  if let home, all["HOME"] == nil { all["HOME"] = home }
  return SystemEnvironment(
    platform: .linux, variables: all, userDatabaseHome: userDatabaseHome,
    effectiveUserID: 1000, resourceDirectory: "/opt/myapp/bin", fileSystem: fileSystem)
}

/// Resolves `location` for `app` in `environment`, or returns the error's
/// description prefixed with `error: `, so tables can compare strings.
public func outcome(
  _ location: Location, _ environment: SystemEnvironment, app: AppIdentity = myApp,
  options: StandardLocations.Options = .init()
) -> String {
  do {
    return try StandardLocations(app: app, environment: environment, options: options)
      .path(for: location)
  } catch {
    return "error: \(error)"
  }
}
