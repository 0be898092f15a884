// StandardPaths: where a program's files belong, and which device-specific
// variant of a resource to load. See Documentation.docc for the tour.
//
// This module is the umbrella: it re-exports every layer, so
// `import StandardPaths` offers every API. Programs that need one part can
// import that module alone (see ARCHITECTURE.md).

@_exported import AppFolder
@_exported import StandardPathsAudit
@_exported import StandardPathsCompatibility
@_exported import StandardPathsDisk
@_exported import StandardPathsLocations
@_exported import StandardPathsResolution
@_exported import StandardPathsSuffixes
