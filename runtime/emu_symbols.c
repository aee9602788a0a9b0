/*===-- emu_symbols.c - The symbols emulated code may call -----------------===*
 * hidetEmuSymbols(): name and address of every ABI function of emulator.h
 * and every libdevice function of emu_libdevice.c, for registration with a
 * JIT (hidet-run). Keep in step with those files.
 *===----------------------------------------------------------------------===*/
#include "emu_libdevice.h"
#include "emulator.h"

#include <stddef.h>
#include <stdint.h>

/* clang-format off */
#define SYM(f) {#f, (void *)(uintptr_t)&f}
/* clang-format on */

static const HidetEmuSymbol kSymbols[] = {
    /* The ABI of emulator.h. */
    SYM(hidet_emu_sreg),
    SYM(hidet_emu_barrier),
    SYM(hidet_emu_shfl),
    SYM(hidet_emu_vote),
    SYM(hidet_emu_ldmatrix),
    SYM(hidet_emu_mma),
    SYM(hidet_emu_wmma_load),
    SYM(hidet_emu_wmma_mma),
    SYM(hidet_emu_wmma_store),
    SYM(hidet_emu_redux),
    SYM(hidet_emu_cp_async),
    SYM(hidet_emu_cp_async_commit),
    SYM(hidet_emu_cp_async_wait),
    SYM(hidet_emu_mbarrier_init),
    SYM(hidet_emu_mbarrier_inval),
    SYM(hidet_emu_mbarrier_arrive),
    SYM(hidet_emu_mbarrier_arrive_expect_tx),
    SYM(hidet_emu_mbarrier_expect_tx),
    SYM(hidet_emu_mbarrier_complete_tx),
    SYM(hidet_emu_mbarrier_wait),
    SYM(hidet_emu_tma_load),
    SYM(hidet_emu_tma_store),
    SYM(hidet_emu_bulk_commit),
    SYM(hidet_emu_bulk_wait),
    SYM(hidet_emu_elect),
    SYM(hidet_emu_wgmma),
    SYM(hidet_emu_proxy_track),
    SYM(hidet_emu_fence_proxy_async),
    SYM(hidet_emu_shared),
    SYM(hidet_emu_dynamic_shared),
    SYM(hidet_emu_check),
    SYM(hidet_emu_register_buffer),
    SYM(hidet_emu_launch),
    SYM(hidet_emu_printf),
    SYM(hidet_emu_assertfail),
    SYM(hidet_emu_host_register),
    SYM(hidet_emu_host_unregister),
    SYM(hidet_emu_device_alloc),
    SYM(hidet_emu_device_free),
    SYM(hidet_emu_memcpy),
    SYM(hidet_emu_memset),
    /* The host entry point of upstream's nvgpu lowering. */
    SYM(hidet_emu_tensor_map_encode),
    /* libdevice. */
#define HIDET_EMU_LIBDEVICE(f) SYM(f),
#include "emu_libdevice_names.def"
#undef HIDET_EMU_LIBDEVICE
    {NULL, NULL}};

const HidetEmuSymbol *hidetEmuSymbols(void) { return kSymbols; }
