// --print-args: every memref argument after the call, numpy-like, floats in
// their shortest exact form; fill, zeros and poison for each element type.
// RUN: hidet-run %s --arg=fill:-5 --arg=poison --arg=poison --arg=fill:0.1 --arg=fill:0.1 --arg=zeros --arg=fill:255 --arg=poison --arg=fill:-9223372036854775808 --arg=poison --arg=7 --print-args | FileCheck %s
// Without --print-args nothing is printed.
// RUN: hidet-run %s --arg=fill:-5 --arg=poison --arg=poison --arg=fill:0.1 --arg=fill:0.1 --arg=zeros --arg=fill:255 --arg=poison --arg=fill:-9223372036854775808 --arg=poison --arg=7 | count 0
// A strided layout equal to the identity is accepted.
// RUN: hidet-run %s --entry=strided_ok --arg=fill:2 --print-args | FileCheck %s --check-prefix=STRIDED
// STRIDED:      arg #0: memref<2x2xf32, strided<[2, 1]>> =
// STRIDED-NEXT: {{\[\[}}2, 2],
// STRIDED-NEXT:  [2, 2]]

// CHECK:      arg #0: memref<i32> =
// CHECK-NEXT: -5
// CHECK-NEXT: arg #1: memref<2x2x3xi32> =
// CHECK-NEXT: {{\[\[\[}}2139062143, 2139062143, 2139062143],
// CHECK-NEXT:   [2139062143, 2139062143, 2139062143]],
// CHECK-NEXT:  {{\[\[}}2139062143, 2139062143, 2139062143],
// CHECK-NEXT:   [2139062143, 2139062143, 2139062143]]]
// CHECK-NEXT: arg #2: memref<3xi1> =
// CHECK-NEXT: [1, 1, 1]
// CHECK-NEXT: arg #3: memref<2xf64> =
// CHECK-NEXT: [0.1, 0.1]
// CHECK-NEXT: arg #4: memref<2xf16> =
// CHECK-NEXT: [0.1, 0.1]
// CHECK-NEXT: arg #5: memref<0x3xf32> =
// CHECK-NEXT: []
// CHECK-NEXT: arg #6: memref<2xui8> =
// CHECK-NEXT: [255, 255]
// CHECK-NEXT: arg #7: memref<2xi64> =
// CHECK-NEXT: [9187201950435737471, 9187201950435737471]
// CHECK-NEXT: arg #8: memref<2xindex> =
// CHECK-NEXT: [-9223372036854775808, -9223372036854775808]
// CHECK-NEXT: arg #9: memref<2xf32> =
// CHECK-NEXT: [nan, nan]
// CHECK-NOT:  arg #10
func.func @main(%a: memref<i32>, %b: memref<2x2x3xi32>, %c: memref<3xi1>, %d: memref<2xf64>,
                %e: memref<2xf16>, %f: memref<0x3xf32>, %g: memref<2xui8>, %h: memref<2xi64>,
                %i: memref<2xindex>, %j: memref<2xf32>, %k: i32) {
  return
}

func.func @strided_ok(%a: memref<2x2xf32, strided<[2, 1]>>) {
  return
}
