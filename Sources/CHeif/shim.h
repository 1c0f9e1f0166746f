// libheif's C API (Debian: libheif-dev, LGPL-3, linked dynamically), for HEIC/HEIF photos.
#ifndef RECEIPTS_CHEIF_SHIM_H
#define RECEIPTS_CHEIF_SHIM_H

#include <libheif/heif.h>

#endif
