// Extended attributes for the StandardPaths library.
//
// Swift's Glibc module does not export <sys/xattr.h>, so this tiny target
// makes `fsetxattr`, `fgetxattr`, `flistxattr` and `fremovexattr` visible to
// Swift on Linux, and `syncfs` (a GNU extension the module hides), which a
// migration calls once to make a whole copy durable. It defines nothing of
// its own.
#ifndef STANDARDPATHS_CXATTR_H
#define STANDARDPATHS_CXATTR_H

#include <sys/types.h>
#include <sys/xattr.h>

#if defined(__linux__)
int syncfs(int fd);
#endif

#endif
