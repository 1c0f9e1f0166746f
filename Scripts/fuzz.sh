#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for a fixed number of inputs.
#
#   Scripts/fuzz.sh                   # every target, FUZZ_RUNS inputs each (default 30000;
#                                     # extract, ~100x slower per input, a fifth of that)
#   FUZZ_RUNS=1000000 Scripts/fuzz.sh amount date   # longer, chosen targets
#
# Targets: amount, date, rows, extract, ledger, grading (Fuzz/ReceiptCoreFuzzer.swift, built
# with every file of Sources/ReceiptCore) and images (Fuzz/ImageStructureFuzzer.swift with
# Sources/ReceiptOCR/ImageStructure.swift, ExifOrientation.swift, HEIFStructure.swift and
# PDFStructure.swift: the EXIF, HEIF box and Poppler-output parsers). Built with `swiftc -sanitize=fuzzer,address`
# using the toolchain's own clang runtime (lib/clang/*/lib/linux/libclang_rt.fuzzer*), so
# nothing else is installed. Corpora grow under .build/fuzz/corpus/<target> (seeded by
# Scripts/fuzz-seeds.py) and are reused by the next run; a crash is saved as
# .build/fuzz/artifacts/<target>-crash-* and the script exits 1 naming it.
# Reproduce one: FUZZ_TARGET=<target> .build/fuzz/<binary> <artifact>
set -uo pipefail
cd "$(dirname "$0")/.."

SWIFTC=${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}
RUNS=${FUZZ_RUNS:-30000}
OUT=.build/fuzz
ALL=(amount date rows extract ledger grading images)
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=("${ALL[@]}")
mkdir -p "$OUT/artifacts"

# -O keeps Swift's overflow and bounds checks (only -Ounchecked drops them) and runs the
# extractor ~5 times faster than -Onone. lld avoids gold's noise about ASan symbols.
FLAGS=(-sanitize=fuzzer,address -parse-as-library -O -g -use-ld=lld)

build() { # binary module sources...
  local binary=$1 module=$2; shift 2
  local newest
  newest=$(ls -t "$@" 2>/dev/null | head -1)
  if [ -x "$OUT/$binary" ] && [ "$OUT/$binary" -nt "$newest" ]; then return 0; fi
  echo "fuzz: building $binary"
  "$SWIFTC" "${FLAGS[@]}" -module-name "$module" "$@" -o "$OUT/$binary" 2>&1 | grep -E "error|warning: " && return 1
  [ -x "$OUT/$binary" ]
}

build receiptcore-fuzzer ReceiptCore $(find Sources/ReceiptCore -name '*.swift' | sort) Fuzz/ReceiptCoreFuzzer.swift \
  || { echo "fuzz: FAILED to build receiptcore-fuzzer"; exit 1; }
build images-fuzzer ReceiptOCR Sources/ReceiptOCR/ImageStructure.swift Sources/ReceiptOCR/ExifOrientation.swift \
  Sources/ReceiptOCR/HEIFStructure.swift Sources/ReceiptOCR/PDFStructure.swift \
  Fuzz/ImageStructureFuzzer.swift \
  || { echo "fuzz: FAILED to build images-fuzzer"; exit 1; }
python3 Scripts/fuzz-seeds.py "$OUT/seeds" || exit 1

failed=()
total=0
for target in "${targets[@]}"; do
  binary=receiptcore-fuzzer
  max_len=1024
  runs=$RUNS
  case $target in
    images) binary=images-fuzzer; max_len=32768 ;;
    ledger|rows) max_len=8192 ;;
    # The whole extractor on a page is ~100 times slower per input than a parser.
    extract) max_len=4096; runs=$((RUNS / 5)) ;;
    amount|date|grading) max_len=128 ;;
    *) echo "fuzz: no target '$target' (${ALL[*]})"; failed+=("$target"); continue ;;
  esac
  corpus=$OUT/corpus/$target
  mkdir -p "$corpus"
  log=$OUT/$target.log
  # The Swift runtime's own crash backtracer fights ASan's; libFuzzer reports the trap.
  FUZZ_TARGET=$target SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 \
    "$OUT/$binary" -runs="$runs" -max_len=$max_len -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$OUT/artifacts/$target-" "$corpus" "$OUT/seeds/$target" > "$log" 2>&1
  status=$?
  runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1)
  runs=${runs:-0}
  total=$((total + runs))
  if [ $status -ne 0 ]; then
    artifact=$(grep -Eo "Test unit written to [^ ]+" "$log" | tail -1 | sed 's/Test unit written to //')
    reason=$(grep -Em1 "Fatal error|invariant violated|ERROR: (libFuzzer|AddressSanitizer)" "$log")
    printf 'fuzz: %-8s FAILED after %s runs: %s\n      input: %s (log %s)\n' "$target" "$runs" "$reason" "${artifact:-?}" "$log"
    failed+=("$target")
  else
    printf 'fuzz: %-8s %7s runs, no crash (corpus %s inputs)\n' "$target" "$runs" "$(ls "$corpus" | wc -l)"
  fi
done
echo "fuzz: ${#targets[@]} targets, $total runs, ${#failed[@]} failed${failed:+: ${failed[*]}}"
[ ${#failed[@]} -eq 0 ]
