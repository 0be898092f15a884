// Intentionally empty: the header is the whole point of this target.
#include "CXattr.h"
