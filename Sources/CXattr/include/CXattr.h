// Extended attributes for the StandardPaths library.
//
// Swift's Glibc module does not export <sys/xattr.h>, so this tiny target
// makes `fsetxattr`, `fgetxattr` and `fremovexattr` visible to Swift on
// Linux. It declares nothing of its own.
#ifndef STANDARDPATHS_CXATTR_H
#define STANDARDPATHS_CXATTR_H

#include <sys/types.h>
#include <sys/xattr.h>

#endif
