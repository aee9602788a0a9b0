/*===-- emu_tma.h - TMA tensor maps and tile copies (emu_tma.c) ------------===*
 * Shared by emu_tma.c (the maps and the element walk) and emu_mbarrier.c
 * (when copies land).
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_EMU_TMA_H
#define HIDET_EMU_TMA_H

#include "emu_internal.h"

#define EMU_TMA_MAX_RANK 5

/* A tensor map; dims, strides (bytes) and box are innermost first. */
typedef struct {
  uint32_t magic;
  int32_t rank, dataType, elemBytes;
  int32_t swizzleBytes; /* 0, 32, 64, 128 */
  bool nanFill;
  char *base;
  int64_t dims[EMU_TMA_MAX_RANK], strides[EMU_TMA_MAX_RANK], box[EMU_TMA_MAX_RANK];
} EmuTensorMap;

/* The map at p if mgpuTensorMapEncodeTiledMemref made it, else NULL. */
const EmuTensorMap *emuTensorMapCheck(const void *p);
/* Bytes of the box (what a load completes on its mbarrier). */
int64_t emuTmaBoxBytes(const EmuTensorMap *m);
/* Copies the box at coords between global memory and the tile at smem:
 * a load (store false) fills out-of-bounds elements, a store skips them. */
void emuTmaCopy(const EmuTensorMap *m, char *smem, const int32_t *coords, bool store);
/* The global byte range the in-bounds part of the box spans; false when
 * the box lies wholly outside the tensor. */
bool emuTmaGlobalExtent(const EmuTensorMap *m, const int32_t *coords, const char **lo, const char **hi);

#endif /* HIDET_EMU_TMA_H */
