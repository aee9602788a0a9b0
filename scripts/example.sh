#!/usr/bin/env bash
# The main job on the built-in example: installs what is missing, builds, and
# runs hidet-opt on examples/bert_ffn.mlir through the documented pipeline,
# printing the result. Override with: scripts/example.sh FILE PIPELINE
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >&2
scripts/build.sh >&2
input=${1:-examples/bert_ffn.mlir}
pipeline=${2:-builtin.module(hidet-verify,func.func(canonicalize),cse,hidet-verify)}
echo "hidet-opt $input --pass-pipeline='$pipeline'" >&2
exec build/bin/hidet-opt "$input" --pass-pipeline="$pipeline"
