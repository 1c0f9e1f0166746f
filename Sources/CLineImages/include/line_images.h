// Tesseract's line images, kept in memory without compression while Receipts recognises.
#ifndef RECEIPTS_LINE_IMAGES_H
#define RECEIPTS_LINE_IMAGES_H

#include <stdint.h>

/// Marks the calling thread as inside a Tesseract recognition call (nests).
void receipts_line_images_begin(void);
/// Ends what `receipts_line_images_begin` began.
void receipts_line_images_end(void);
/// Line images stored uncompressed so far on the calling thread.
uint64_t receipts_line_images_stored_here(void);

#endif
