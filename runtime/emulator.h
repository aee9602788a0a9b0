/*===-- emulator.h - The CPU GPU-emulator runtime: ABI and host API --------===*
 * Two audiences:
 *  1. Code that `hidet-gpu-to-emulator` emits. Kernels lowered to the NVVM
 *     level are rewritten into CPU code that calls the `hidet_emu_*`
 *     functions below instead of NVVM special registers and intrinsics, and
 *     host code calls hidet_emu_register_buffer / hidet_emu_launch instead of
 *     gpu.launch_func. These signatures are an ABI: the pass declares them as
 *     llvm.func with exactly these types (i32 = int32_t, i64 = int64_t,
 *     ptr = pointer). Change both sides together.
 *  2. The host program (hidet-run) that configures the emulator, registers
 *     its symbols with the JIT and reads the outcome.
 *
 * Model: a launch runs blocks one after another; every thread of a block is
 * a fiber with its own stack; a thread runs until it blocks (barrier, warp
 * collective, cp.async wait) or exits, then the scheduler picks the next
 * runnable thread in the configured order. Errors (out-of-bounds access,
 * deadlock, misuse of a collective) are reported on stderr with thread and
 * block ids, stop the launch, and make hidetEmuFailed() true; later launches
 * are skipped. docs/emulator.md describes the model in full.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_EMULATOR_H
#define HIDET_EMULATOR_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- ABI called by emulated kernels ------------------------------------- */

/* Special registers, codes for hidet_emu_sreg. */
enum {
  HIDET_EMU_TID_X = 0, HIDET_EMU_TID_Y, HIDET_EMU_TID_Z,
  HIDET_EMU_NTID_X, HIDET_EMU_NTID_Y, HIDET_EMU_NTID_Z,
  HIDET_EMU_CTAID_X, HIDET_EMU_CTAID_Y, HIDET_EMU_CTAID_Z,
  HIDET_EMU_NCTAID_X, HIDET_EMU_NCTAID_Y, HIDET_EMU_NCTAID_Z,
  HIDET_EMU_LANEID,   /* linear thread id % 32 */
  HIDET_EMU_WARPID,   /* linear thread id / 32 */
  HIDET_EMU_NWARPID,  /* warps per block */
  HIDET_EMU_WARPSIZE, /* 32 */
  HIDET_EMU_LANEMASK_EQ, HIDET_EMU_LANEMASK_LT, HIDET_EMU_LANEMASK_LE,
  HIDET_EMU_LANEMASK_GT, HIDET_EMU_LANEMASK_GE,
  HIDET_EMU_CLOCK,    /* a per-thread counter that increases (by 1 a read) */
  HIDET_EMU_NUM_SREGS
};
int32_t hidet_emu_sreg(int32_t which);

/* `site` arguments are NUL-terminated "file:line:col" strings naming the op
 * in the source (the pass emits one constant per op); the runtime prints them
 * in reports and compares them (strcmp) to tell barriers apart. */

/* bar.sync / barrier0: waits until every thread of the block arrived at
 * barrier `id` (0..15). These are .aligned in PTX: every thread of the CTA
 * must execute them. Reported as a deadlock: threads of a block waiting at
 * different barrier sites or ids; a thread exiting while others wait; a
 * thread arriving after another thread of the block exited. */
void hidet_emu_barrier(int32_t id, const char *site);

/* shfl.sync. kind: 0 idx, 1 up, 2 down, 3 bfly. `value` is the 32-bit
 * pattern (f32 bitcast). `clamp` is PTX's c operand: bits 4:0 the clamp
 * lane, bits 12:8 the segment mask. CUDA's __shfl*_sync(.., width) packs
 * ((32-width)<<8)|(width-1) (up: (32-width)<<8); upstream's gpu.shuffle
 * lowering passes c = width-1 (up: 32-width) with mask = lanes 0..width-1.
 * The source lane follows the PTX ISA pseudo-code exactly. Every lane named
 * in `mask` must arrive at a shfl of the same kind with the same mask (the
 * caller's lane must be in it; lanes beyond the block must not be); reading
 * a lane outside the mask is an error. *valid (may be NULL) receives PTX's
 * predicate (1 if the source lane was in range). */
enum { HIDET_EMU_SHFL_IDX = 0, HIDET_EMU_SHFL_UP, HIDET_EMU_SHFL_DOWN, HIDET_EMU_SHFL_BFLY };
int32_t hidet_emu_shfl(int32_t kind, int32_t mask, int32_t value, int32_t offset, int32_t clamp,
                       int32_t *valid, const char *site);

/* vote.sync. kind: 0 all, 1 any, 2 uni, 3 ballot, over the lanes of
 * `mask` (same rules as shfl). Returns the predicate (0/1) for
 * all/any/uni and the ballot mask for ballot. */
enum { HIDET_EMU_VOTE_ALL = 0, HIDET_EMU_VOTE_ANY, HIDET_EMU_VOTE_UNI, HIDET_EMU_VOTE_BALLOT };
int32_t hidet_emu_vote(int32_t kind, int32_t mask, int32_t pred, const char *site);

/* ldmatrix.sync.aligned.m8n8.x{num}{.trans}.b16: each lane passes its row
 * address; lanes 8*i..8*i+7 give the 8 rows of matrix i (i < num); the
 * other lanes' addresses are ignored. Rows are 16 bytes, 16-byte aligned,
 * inside the block's shared memory (checked). Lane t receives in out[i]
 * the two b16 elements of matrix i at row t/4, columns 2*(t%4) and
 * 2*(t%4)+1 (with trans: the transposed matrix), low half first; out[i]
 * for i >= num is not written. num is 1, 2 or 4. All 32 lanes must exist
 * and arrive. */
void hidet_emu_ldmatrix(const void *row_addr, int32_t num, int32_t trans, int32_t *out,
                        const char *site);

/* mma.sync.aligned.{shape}.row.col: each lane passes its fragment registers
 * as arrays of 32-bit words (two f16/bf16 per word, low half first; one f32
 * or tf32 per word; f64 takes two words each); the runtime gathers all 32
 * lanes, computes D = A*B + C as the PTX ISA lays the fragments out, and
 * writes this lane's part of D into `d` (d may alias c). All 32 lanes must
 * exist and arrive at an mma of the same shape and types. Products and
 * sums are computed in double and rounded once to the D type (tf32: the
 * low 13 bits of each f32 are ignored).
 * Types: HIDET_EMU_F16, _BF16, _TF32, _F32, _F64. Supported:
 *   m16n8k16 and m16n8k8 with A/B f16 or bf16, C/D f32 (or f16 with f16 A/B)
 *   m16n8k8 and m16n8k4 with A/B tf32, C/D f32
 *   m8n8k4 with A/B/C/D f64 */
enum { HIDET_EMU_F16 = 0, HIDET_EMU_BF16, HIDET_EMU_TF32, HIDET_EMU_F32, HIDET_EMU_F64 };
void hidet_emu_mma(int32_t m, int32_t n, int32_t k, int32_t ab_type, int32_t cd_type,
                   const int32_t *a, const int32_t *b, const int32_t *c, int32_t *d,
                   const char *site);

/* wmma.load / wmma.mma / wmma.store (.sync.aligned, shapes m16n16k16,
 * m32n8k16, m8n32k16; A/B f16, C/D f16 or f32): warp collectives of all 32
 * lanes. Fragments are arrays of 32-bit words (two f16 a word, low half
 * first; one f32 a word): A and B 8 words, C/D 8 words (f32) or 4 (f16).
 * The fragment layout is the one ptxas gives sm_80 (emu_wmma.c,
 * docs/emulator.md). Load/store: `frag` is HIDET_EMU_WMMA_A, _B or _C;
 * the matrix at `ptr` (global or shared) has element (r, c) at
 * ptr + (r*stride + c) (col_major: c*stride + r) elements; every lane must
 * pass the same ptr (16-byte aligned; PTX asks 32) and stride (a multiple of 16 bytes);
 * each element is bounds-checked as an access of the lane that holds it.
 * mma: D = A*B + C in double, each element rounded once to the C/D type;
 * d may alias c. Layout qualifiers of wmma.mma do not change fragments. */
enum { HIDET_EMU_WMMA_A = 0, HIDET_EMU_WMMA_B, HIDET_EMU_WMMA_C };
void hidet_emu_wmma_load(int32_t frag, int32_t m, int32_t n, int32_t k, int32_t type, int32_t col_major,
                         const void *ptr, int32_t stride, int32_t *out, const char *site);
void hidet_emu_wmma_mma(int32_t m, int32_t n, int32_t k, int32_t ab_type, int32_t cd_type, const int32_t *a,
                        const int32_t *b, const int32_t *c, int32_t *d, const char *site);
void hidet_emu_wmma_store(int32_t m, int32_t n, int32_t k, int32_t type, int32_t col_major, void *ptr,
                          int32_t stride, const int32_t *in, const char *site);

/* redux.sync.{op}.{u32,s32,b32}: reduces `value` over the lanes of `mask`
 * (same rules as shfl) and returns the result to every one of them. kind:
 * HIDET_EMU_REDUX_ADD (wrapping), _MIN/_MAX (signed), _UMIN/_UMAX
 * (unsigned), _AND, _OR, _XOR. */
enum {
  HIDET_EMU_REDUX_ADD = 0, HIDET_EMU_REDUX_MIN, HIDET_EMU_REDUX_MAX, HIDET_EMU_REDUX_UMIN,
  HIDET_EMU_REDUX_UMAX, HIDET_EMU_REDUX_AND, HIDET_EMU_REDUX_OR, HIDET_EMU_REDUX_XOR
};
int32_t hidet_emu_redux(int32_t kind, int32_t mask, int32_t value, const char *site);

/* cp.async.{ca,cg}.shared.global: queue a copy of `size` (4, 8 or 16) bytes;
 * when src_size >= 0 only src_size (<= size) bytes are read and the rest
 * zero-filled (src_size 0 reads nothing). dst must be in shared memory and
 * both addresses aligned to `size`; both ranges are bounds-checked when
 * the copy is queued. The copy lands (reads src, writes dst) when a
 * wait_group retires its group, when the thread exits, or, under the
 * "early" async policy, at a seeded random earlier switch. */
void hidet_emu_cp_async(void *dst, const void *src, int32_t size, int32_t src_size,
                        const char *site);
void hidet_emu_cp_async_commit(void);
/* cp.async.wait_group n: lands all but the n most recent committed groups
 * of this thread. n = 0 also lands uncommitted copies (wait_all). */
void hidet_emu_cp_async_wait(int32_t n);

/* ---- Hopper: mbarrier, TMA, bulk groups (emu_mbarrier.c, emu_tma.c) -----
 * An mbarrier is 8 bytes of shared memory (8-byte aligned); the emulator
 * keeps its state (expected and pending arrivals, tx-count, phase) in a
 * per-block table keyed by the address, so using one before
 * hidet_emu_mbarrier_init, or after _inval, is reported. A phase completes
 * when its pending arrivals reach 0 and its tx-count is 0; then the
 * pending count resets to the expected one and the phase number advances.
 * `pred` 0 makes a call do nothing (the PTX predicate of the op). */
void hidet_emu_mbarrier_init(void *bar, int32_t count, int32_t pred, const char *site);
void hidet_emu_mbarrier_inval(void *bar, const char *site);
/* arrive (count arrivals; nocomplete: an error if it would complete the
 * phase), arrive.expect_tx (tx bytes first, then one arrival): returns the
 * state token of the phase before the arrive (its phase number). */
int64_t hidet_emu_mbarrier_arrive(void *bar, int32_t count, int32_t nocomplete, const char *site);
int64_t hidet_emu_mbarrier_arrive_expect_tx(void *bar, int32_t tx, int32_t pred, const char *site);
void hidet_emu_mbarrier_expect_tx(void *bar, int32_t tx, const char *site);
void hidet_emu_mbarrier_complete_tx(void *bar, int32_t tx, const char *site);
/* test.wait (non-blocking) and try_wait (blocks until true): `state` is a
 * token of arrive (is_parity 0: true once that phase completed) or a phase
 * parity (is_parity 1: true once the phase of that parity completed, i.e.
 * the current phase's parity differs). try_wait.parity is
 * hidet_emu_mbarrier_wait(bar, parity, 1, 1, site). A wait that can never
 * complete is reported as a deadlock naming the mbarrier. */
int32_t hidet_emu_mbarrier_wait(void *bar, int64_t state, int32_t is_parity, int32_t block,
                                const char *site);

/* A TMA tensor map (CUtensorMap's 128 bytes on a GPU), made on the host
 * with the signature of mgpuTensorMapEncodeTiledMemref, the function
 * upstream MLIR's nvgpu lowering calls (hidet-gpu-to-emulator renames the
 * calls to this one): rank 1..5, the memref descriptor (data pointer, then offset, sizes,
 * strides), CUtensorMapDataType, interleave (0 only), swizzle (0 none, 1
 * 32 B, 2 64 B, 3 128 B), L2 promotion (ignored), OOB fill (0 zeros, 1
 * NaN), the box dims outermost first. Validated as cuTensorMapEncodeTiled
 * does; on an error it reports, sets the failed flag and returns NULL. */
void *hidet_emu_tensor_map_encode(int64_t rank, void *memref, int64_t data_type, int64_t interleave,
                                     int64_t swizzle, int64_t l2_promotion, int64_t oob_fill,
                                     const int64_t *box);
/* cp.async.bulk.tensor tile load: the box at `coords` (rank of them,
 * innermost first, may be negative: out-of-bounds elements are filled)
 * from the map's global tensor into shared memory at dst (128-byte
 * aligned), swizzled as the map says; completes the box's bytes on the
 * mbarrier `bar`. The copy lands later (see docs/emulator.md): its
 * destination keeps its old bytes until then, and any access to it by a
 * thread meanwhile is reported as a race. */
void hidet_emu_tma_load(void *dst, const void *map, void *bar, int32_t rank, const int32_t *coords,
                        int32_t pred, const char *site);
/* cp.async.bulk.tensor tile store: the box from shared memory at src to
 * the global tensor at coords (out-of-bounds elements are not written);
 * it joins the thread's bulk group and lands at the bulk wait_group that
 * retires the group (writes to src before then are a race). */
void hidet_emu_tma_store(const void *map, const void *src, int32_t rank, const int32_t *coords,
                         int32_t pred, const char *site);
void hidet_emu_bulk_commit(void);
void hidet_emu_bulk_wait(int32_t n, const char *site);
/* wgmma.mma_async m64nNkK (emu_wgmma.c): A and B from shared-memory
 * matrix descriptors, D in this thread's `acc` words (f32: N / 2 words;
 * f16: N / 4, two halves a word), updated in place: D = A * B (scale_d 0)
 * or A * B + D. ab_type HIDET_EMU_F16/BF16 (k 16) or TF32 (k 8); d_type
 * F32 or F16; neg_a/neg_b negate an operand; trans_a/trans_b read it
 * MN-major instead of K-major. The thread must be in a whole warpgroup. */
void hidet_emu_wgmma(int32_t n, int32_t k, int32_t ab_type, int32_t d_type, int32_t scale_d, int32_t neg_a,
                     int32_t neg_b, int32_t trans_a, int32_t trans_b, int64_t desc_a, int64_t desc_b,
                     int32_t *acc, const char *site);
/* The async-proxy rule: shared memory written by ordinary stores must be
 * fenced by its writer (fence.proxy.async) before a wgmma or a TMA store
 * reads it. hidet_emu_proxy_track (called at the entry of kernels with such
 * readers) turns the check on for the launch; the fence counts per thread;
 * a violation is reported as a race naming the writer. */
void hidet_emu_proxy_track(void);
void hidet_emu_fence_proxy_async(void);
/* elect.sync: over the lanes of `mask` (all must arrive), true in the
 * lowest one. */
int32_t hidet_emu_elect(int32_t mask, const char *site);

/* Shared memory of the running block. Static shared variables are numbered
 * per kernel (`id`); every thread of a block asking for `id` gets the same
 * buffer of `size` bytes, filled with 0xFF bytes (NaN for floats) when the
 * block starts; ids are 0..65535, and asking again with another size is an
 * error. The dynamic area has the launch's dynamic size (a valid pointer
 * even for 0 bytes). Both are 1024-byte aligned and lie in one 256 KiB
 * window aligned to its size (the shared state space: its low 18 bits are
 * what a wgmma descriptor keeps of an address); static + dynamic must stay
 * within 227 KiB. */
void *hidet_emu_shared(int32_t id, int64_t size);
void *hidet_emu_dynamic_shared(void);

/* Checks an access of `size` bytes at `p` before a load/store/atomic/copy.
 * Allowed: inside a buffer registered for the launch, inside the block's
 * shared memory, or inside the calling thread's stack (local arrays).
 * Anything else is reported (with thread, block, site, and the nearest
 * buffer) and stops the launch; the call then does not return. Outside a
 * kernel thread (no launch running) it does nothing. */
enum { HIDET_EMU_LOAD = 0, HIDET_EMU_STORE = 1, HIDET_EMU_ATOMIC = 2 };
void hidet_emu_check(const void *p, int64_t size, int32_t kind, const char *site);

/* Device printf: CUDA's vprintf(format, args), `args` holding the arguments
 * packed in order, each aligned to its size (int 4 bytes; l/ll/z/j/t
 * integers, doubles and pointers 8). `arg_bytes` is the size of the buffer
 * the kernel packed (-1: unknown); a format that reads past it is an error.
 * The text is kept until the launch ends, then written to stdout ordered by
 * block linear id, thread linear id, and call. Returns the number of
 * arguments read. */
int32_t hidet_emu_printf(const char *format, const void *args, int64_t arg_bytes, const char *site);

/* Device assert (__assertfail): prints "file:line: function: block: [..],
 * thread: [..] Assertion `message` failed" on stderr, ends the thread, and
 * stops the launch after the current scheduling round; sets the failed
 * flag. Does not return in a kernel thread. */
void hidet_emu_assertfail(const char *message, const char *file, int32_t line,
                          const char *function, int64_t char_size);

/* ---- ABI called by host code -------------------------------------------- */

/* Host-side gpu ops (gpu.host_register, gpu.alloc, ...), run at once in
 * program order; errors print "hidet-emu: error: <site>: ..." and set the
 * failed flag. */
/* gpu.host_register: `bytes` (-1 if unknown) from p; error if already
 * registered or null. gpu.host_unregister: error if p was not registered. */
void hidet_emu_host_register(const void *p, int64_t bytes, const char *site);
void hidet_emu_host_unregister(const void *p, const char *site);
/* gpu.alloc: records [p, p+bytes) (memory the host code allocated) as a
 * device buffer and fills it with 0xFF bytes. gpu.dealloc: returns 1 if p
 * starts a live device buffer (then forgotten: the caller frees it), else
 * reports and returns 0. */
void hidet_emu_device_alloc(void *p, int64_t bytes, int32_t host_shared, const char *site);
int32_t hidet_emu_device_free(const void *p, const char *site);
/* gpu.memcpy: byte counts must agree, ranges must not overlap nor leave the
 * device buffer they start in. gpu.memset: `count` elements of elem_bytes
 * (1, 2, 4, 8) set to the low bytes of `bits`. */
void hidet_emu_memcpy(void *dst, int64_t dst_bytes, const void *src, int64_t src_bytes,
                      const char *site);
void hidet_emu_memset(void *dst, int64_t count, int32_t elem_bytes, int64_t bits, const char *site);

/* Registers a global buffer for the next launch: [base, base+bytes). `arg`
 * is the kernel operand number, for reports; reports number buffers #0, #1,
 * ... in registration order. */
void hidet_emu_register_buffer(const void *base, int64_t bytes, int32_t arg);

/* Runs `kernel` (the trampoline the pass builds: it unpacks `args`, an
 * array of 8-byte slots, and calls the kernel body) on a grid. Clears the
 * registered buffers afterwards. On an error prints it, sets the failed
 * flag and returns; if the flag is already set, returns at once (printing
 * nothing). Blocks run x fastest, then y, then z; at most 1024 threads a
 * block (x, y <= 1024, z <= 64); dynamic_smem 0..227 KiB. Not reentrant. */
void hidet_emu_launch(const char *name, void (*kernel)(void *args), int64_t gx, int64_t gy,
                      int64_t gz, int64_t bx, int64_t by, int64_t bz, int32_t dynamic_smem,
                      void *args);

/* ---- Host program API ---------------------------------------------------- */

typedef enum {
  HIDET_EMU_FORWARD = 0, /* threads 0,1,2,... */
  HIDET_EMU_REVERSE,     /* ...,2,1,0 */
  HIDET_EMU_RANDOM,      /* a seeded random permutation at every scheduling round */
  /* Threads 0,1,2,... taking turns at every checked load and store too
   * (hidet_emu_check), not only where they block: the threads of a block
   * advance together, as warps of a GPU roughly do. Programs that rely on
   * that without a barrier (upstream MLIR's sm_90 GEMM reads its epilogue
   * tile so) then run as they do on a GPU; needs the bounds checks. */
  HIDET_EMU_LOCKSTEP
} HidetEmuSchedule;

typedef enum {
  HIDET_EMU_ASYNC_AT_WAIT = 0, /* cp.async copies land at their wait_group */
  HIDET_EMU_ASYNC_EARLY        /* seeded: some land at an earlier switch */
} HidetEmuAsyncPolicy;

typedef struct {
  HidetEmuSchedule schedule;
  HidetEmuAsyncPolicy async;
  uint64_t seed;
  int64_t stackBytes; /* per thread; 0: the default (64 KiB); at least 16 KiB,
                         rounded up to pages; a guard page lies below */
  bool verbose;       /* print one line per launch (grid, block, time) */
  /* Shared memory at the start of every block: 0xFF bytes (false, the
   * default: NaN as floats, so a read of what nobody wrote shows) or zero
   * bytes (true: what a GPU fresh from reset often shows, and what
   * upstream MLIR's sm_90 test programs print before their TMA loads). */
  bool zeroShared;
} HidetEmuConfig;

/* Sets the configuration (NULL: the defaults, all zero) and clears the
 * failed flag and statistics. */
void hidetEmuConfigure(const HidetEmuConfig *config);
/* True after any launch reported an error. */
bool hidetEmuFailed(void);

typedef struct {
  int64_t launches;
  int64_t blocks;
  int64_t threads;       /* thread runs (threads per block x blocks) */
  int64_t switches;      /* context switches */
  double seconds;        /* wall time inside hidet_emu_launch */
} HidetEmuStats;
void hidetEmuGetStats(HidetEmuStats *out);

/* The symbols emulated code may call (the ABI above plus libdevice's __nv_*
 * math functions), for registration with a JIT. Terminated by {NULL, NULL}.
 * hidet-gpu-to-emulator marks the external declarations that kernels call
 * with the unit attribute HIDET_EMU_DEVICE_EXTERN_ATTR; a JIT must resolve
 * those from this table only, never from the process (where a function of
 * the same name may be the C library's). */
#define HIDET_EMU_DEVICE_EXTERN_ATTR "hidet.emu_device_extern"
typedef struct {
  const char *name;
  void *address;
} HidetEmuSymbol;
const HidetEmuSymbol *hidetEmuSymbols(void);

#ifdef __cplusplus
}
#endif

#endif /* HIDET_EMULATOR_H */
