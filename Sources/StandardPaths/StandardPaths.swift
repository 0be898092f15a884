// StandardPaths: where a program's files belong, and which device-specific
// variant of a resource to load. See Documentation.docc for the tour.
