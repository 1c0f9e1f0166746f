// Tesseract's C API, Leptonica, and the one OpenMP query Receipts needs.
#ifndef RECEIPTS_CTESSERACT_SHIM_H
#define RECEIPTS_CTESSERACT_SHIM_H

#include <tesseract/capi.h>
#include <leptonica/allheaders.h>

// libtesseract is built with OpenMP (libgomp). The thread limit is read from
// OMP_THREAD_LIMIT once, when libgomp loads; this lets Receipts check it.
int omp_get_thread_limit(void);

#endif
