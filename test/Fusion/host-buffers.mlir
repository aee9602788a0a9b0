// hidet-host-buffers on bufferized host code: an allocation copied into an
// otherwise unused out-parameter at its last use becomes that parameter; an
// intermediate allocation is freed before the return, also when it is used
// inside a nested region; a returned one is left alone.

// RUN: hidet-opt %s --pass-pipeline='builtin.module(hidet-host-buffers)' | FileCheck %s
// RUN: not hidet-opt %s --pass-pipeline='builtin.module(hidet-host-buffers{x=1})' 2>&1 | FileCheck %s --check-prefix=OPTS
// OPTS: pass 'hidet-host-buffers' takes no options

func.func private @k(memref<4xf32>, memref<4xf32>)

// CHECK-LABEL: func.func @forward(
// CHECK-SAME: %[[IN:.*]]: memref<4xf32>, %[[OUT:.*]]: memref<4xf32>)
// CHECK-NEXT: %[[T:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: call @k(%[[IN]], %[[T]])
// CHECK-NEXT: call @k(%[[T]], %[[OUT]])
// CHECK-NEXT: memref.dealloc %[[T]] : memref<4xf32>
// CHECK-NEXT: return
func.func @forward(%in: memref<4xf32>, %out: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  call @k(%in, %t) : (memref<4xf32>, memref<4xf32>) -> ()
  %r = memref.alloc() : memref<4xf32>
  call @k(%t, %r) : (memref<4xf32>, memref<4xf32>) -> ()
  memref.copy %r, %out : memref<4xf32> to memref<4xf32>
  return
}

// An out-parameter read elsewhere keeps its copy (the allocation is freed).
// CHECK-LABEL: func.func @out_used(
// CHECK: %[[R:.*]] = memref.alloc()
// CHECK: memref.copy %[[R]], %{{.*}}
// CHECK: memref.dealloc %[[R]]
// CHECK-NEXT: return
func.func @out_used(%in: memref<4xf32>, %out: memref<4xf32>) {
  call @k(%out, %in) : (memref<4xf32>, memref<4xf32>) -> ()
  %r = memref.alloc() : memref<4xf32>
  call @k(%in, %r) : (memref<4xf32>, memref<4xf32>) -> ()
  memref.copy %r, %out : memref<4xf32> to memref<4xf32>
  return
}

// CHECK-LABEL: func.func @returned(
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func @returned(%in: memref<4xf32>) -> memref<4xf32> {
  %r = memref.alloc() : memref<4xf32>
  call @k(%in, %r) : (memref<4xf32>, memref<4xf32>) -> ()
  return %r : memref<4xf32>
}

// A use nested in a region (as in the loops of a group computed on the
// host, unsupported=host) counts at its top-level op: freed before the return.
// CHECK-LABEL: func.func @nested(
// CHECK: scf.if
// CHECK: memref.dealloc %{{.*}} : memref<4xf32>
// CHECK-NEXT: return
func.func @nested(%in: memref<4xf32>, %c: i1) {
  %r = memref.alloc() : memref<4xf32>
  scf.if %c {
    func.call @k(%in, %r) : (memref<4xf32>, memref<4xf32>) -> ()
  }
  return
}

// A size-bucket dispatch (docs/dynamic-shapes.md): the scf.if's buffer is
// each branch's own allocation, freed after its last use; one that may be
// an argument is left alone.
// CHECK-LABEL: func.func @dispatch(
// CHECK: %[[D:.*]] = scf.if
// CHECK: %[[E:.*]] = scf.if
// CHECK: call @k(%[[D]], %[[OUT2:.*]])
// CHECK: call @k(%[[E]], %[[OUT2]])
// CHECK-NEXT: memref.dealloc %[[D]] : memref<4xf32>
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func @dispatch(%p: i1, %in: memref<4xf32>, %out: memref<4xf32>) {
  %d = scf.if %p -> (memref<4xf32>) {
    %a = memref.alloc() : memref<4xf32>
    func.call @k(%in, %a) : (memref<4xf32>, memref<4xf32>) -> ()
    scf.yield %a : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<4xf32>
    func.call @k(%in, %b) : (memref<4xf32>, memref<4xf32>) -> ()
    scf.yield %b : memref<4xf32>
  }
  %e = scf.if %p -> (memref<4xf32>) {
    %c = memref.alloc() : memref<4xf32>
    scf.yield %c : memref<4xf32>
  } else {
    scf.yield %in : memref<4xf32>
  }
  func.call @k(%d, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  func.call @k(%e, %out) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
