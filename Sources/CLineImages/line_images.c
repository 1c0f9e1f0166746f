// Tesseract 5 keeps every line image it recognises as a PNG in memory
// (`ImageData::SetPixInternal` calls `pixWriteMem(..., IFF_PNG)`) and decodes it again
// before its network reads the line. The PNG's only reader is that decode a moment
// later, yet it is compressed at zlib's default level: 5.5 % of a scan's CPU time,
// and 1.1 % more to decode (`perf`; storing them saved 8-10 %, docs/performance.md). Debian's libtesseract cannot be rebuilt here, so
// Receipts defines `pixWriteMem` itself: the dynamic linker binds libtesseract's call
// to the executable's definition first. While the calling thread is inside a
// recognition call Receipts made, a PNG is written at compression level 0 (stored,
// not deflated: the same pixels, read back the same); every other call goes to
// Leptonica's own `pixWriteMem` unchanged.
#define _GNU_SOURCE
#include "line_images.h"

#include <dlfcn.h>
#include <leptonica/allheaders.h>
#include <pthread.h>

typedef l_ok (*WriteMem)(l_uint8 **, size_t *, PIX *, l_int32);

static WriteMem leptonicaWriteMem;
static pthread_once_t resolved = PTHREAD_ONCE_INIT;
static _Thread_local int recognising;
static _Thread_local uint64_t storedHere;

static void resolve(void) {
    leptonicaWriteMem = (WriteMem)dlsym(RTLD_NEXT, "pixWriteMem");
}

void receipts_line_images_begin(void) { recognising++; }

void receipts_line_images_end(void) {
    if (recognising > 0) recognising--;
}

uint64_t receipts_line_images_stored_here(void) { return storedHere; }

l_ok pixWriteMem(l_uint8 **pdata, size_t *psize, PIX *pix, l_int32 format) {
    pthread_once(&resolved, resolve);
    if (leptonicaWriteMem == NULL) return 1;  // Leptonica's error value: nothing written
    // Leptonica reads a zlib level from `special` values 10...19 (pngio.c). Tesseract's
    // line image is its own, destroyed as soon as it is written.
    if (recognising > 0 && format == IFF_PNG && pix != NULL) {
        pixSetSpecial(pix, 10);
        storedHere++;
    }
    return leptonicaWriteMem(pdata, psize, pix, format);
}
