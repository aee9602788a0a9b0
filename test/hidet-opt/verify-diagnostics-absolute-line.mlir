// `@N` names line N of the file, also for a diagnostic in a later
// --split-input-file chunk; the comment only counts in its own chunk, so in
// the second run the chunk-2 error has no expectation.
// RUN: not hidet-opt --verify-diagnostics %S/Inputs/verify-absolute-line.mlir 2>&1 | FileCheck %s --check-prefix=WHOLE -DFILE=%S/Inputs/verify-absolute-line.mlir
// RUN: not hidet-opt --split-input-file --verify-diagnostics %S/Inputs/verify-absolute-line.mlir 2>&1 | FileCheck %s --check-prefix=SPLIT -DFILE=%S/Inputs/verify-absolute-line.mlir
// As one module, @f and @g both fail (lines 6 and 11); only the @unknown
// expectation is left over.
// WHOLE:     {{^}}[[FILE]]:3:4: error: expected error "" was not produced{{$}}
// WHOLE-NOT: : error:
// SPLIT:     {{^}}[[FILE]]:2:4: error: expected error "must have one result per task dimension" was not produced{{$}}
// SPLIT:     {{^}}[[FILE]]:3:4: error: expected error "" was not produced{{$}}
// SPLIT:     {{^}}[[FILE]]:11:8: error: unexpected error: 'tm.task' op must have one result per task dimension
// SPLIT-NOT: : error:
