#!/usr/bin/env bash
# Runs the fuzz targets of build-fuzz/ (every one, or those named) for SECONDS seconds each
# (default 3600), niced, one after the other, with its seeds and dictionary:
#   tests/fuzz/run.sh [SECONDS [TARGET...]]
# Corpora grow in build-fuzz/corpus/<target>; crashes land in build-fuzz/crashes/ (turn each
# into a regression input under tests/data/fuzz/).
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-3600}"
shift || true
targets=("$@")
out=build-fuzz
mkdir -p "$out/crashes"
run() {
  local target=$1 seeds=$2 dict=$3
  if [ ${#targets[@]} -gt 0 ] && [[ ! " ${targets[*]} " =~ " $target " ]]; then
    return 0
  fi
  mkdir -p "$out/corpus/$target"
  nice -n 19 "$out/tests/fuzz/$target" -max_total_time="$seconds" -max_len=65536 -timeout=20 \
    -rss_limit_mb=2048 -print_final_stats=1 -dict="tests/fuzz/$dict" \
    -artifact_prefix="$out/crashes/$target-" "$out/corpus/$target" "tests/fuzz/seeds/$seeds" \
    2>&1 | tail -n 30 > "$out/$target.log" || true
}
run fuzz_projectfile project json.dict
run fuzz_plan project json.dict
run fuzz_pricelist pricelist csv.dict
run fuzz_designflags designflags flags.dict
run fuzz_nccltests nccltests nccltests.dict
