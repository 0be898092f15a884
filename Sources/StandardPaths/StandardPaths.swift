// StandardPaths: where a program's files belong, and which device-specific
// variant of a resource to load. See Documentation.docc for the tour.
//
// This module is the umbrella: it re-exports the package's own library
// modules, so `import StandardPaths` offers the whole directories and
// resources API. AppFolder (the seed's typed tree, imported under its own
// name) and the asset audit (`StandardPathsAudit`) are their own products.
// Programs that need one part can depend on that product alone (see
// ARCHITECTURE.md).

@_exported import StandardPathsCompatibility
@_exported import StandardPathsLocations
@_exported import StandardPathsMigration
@_exported import StandardPathsResolution
@_exported import StandardPathsSuffixes
