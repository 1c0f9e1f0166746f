#!/usr/bin/env bash
# `make bench`: receipts scan side by side with Tesseract run by hand and with the
# recognition floor, on the same images in one run (issue 8).
#
# Usage: Scripts/bench.sh RECEIPTS_BINARY FLOOR_BINARY [DEV_SET_DIR]
#   BENCH_IMAGES=DIR   benchmark the images under DIR (default: Fixtures/images and
#                      DEV_SET_DIR/*/images when present)
#   BENCH_LIMIT=N      only the first N images (in name order), for a quick run
#   BENCH_REPEAT=R     repetitions; every figure is the median of R (default 3)
#   BENCH_BATCH=N      after the comparison, scan one batch of N images (the list
#                      repeated, through links) for peak memory, overall and per
#                      pass through the list (default 1000; 0 skips it)
#
# `receipts scan` is timed twice: with --single-pass (every page read once, the
# like-for-like comparison with Tesseract by hand and the floor) and as it runs by
# default (pages that need it read again, and unsure fields re-read), whose extra
# cost is printed as its own ratio.
#
# Each repetition runs every variant once, in turn, so a burst of load from elsewhere
# falls on one variant of one repetition rather than on all repetitions of one variant.
set -euo pipefail
receipts=$1
floor=$2
dev=${3:-../shared/receipts}
repeat=${BENCH_REPEAT:-3}
limit=${BENCH_LIMIT:-0}
batch=${BENCH_BATCH:-1000}
# GNU nproc honours OMP_THREAD_LIMIT, which the Makefile exports: ask for the machine's count.
cores=$(env -u OMP_THREAD_LIMIT -u OMP_NUM_THREADS nproc)
out=.build/out/bench
mkdir -p "$out"

for tool in tesseract /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "Error: $tool is missing (apt-get install tesseract-ocr time)." >&2; exit 1; }
done

# The image list, in name order, so every variant reads the same files.
list=$out/images.txt
find_images() { find -L "$@" -type f \( -iname '*.jpg' -o -iname '*.jpeg' -o -iname '*.png' -o -iname '*.tif' -o -iname '*.tiff' \) | sort; }
if [ -n "${BENCH_IMAGES:-}" ]; then
  find_images "$BENCH_IMAGES" > "$list"
else
  sets=(Fixtures/images)
  for set in "$dev"/sroie/images "$dev"/wildreceipt/images; do [ -d "$set" ] && sets+=("$set"); done
  find_images "${sets[@]}" > "$list"
fi
if [ "$limit" -gt 0 ]; then head -n "$limit" "$list" > "$list.tmp" && mv "$list.tmp" "$list"; fi
count=$(grep -c . "$list" || true)
[ "$count" -gt 0 ] || { echo "Error: no images to benchmark." >&2; exit 1; }
mapfile -t images < "$list"

now() { echo "$EPOCHREALTIME"; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }
record() { echo "$2" >> "$out/$1.values"; } # variant value
peak_mb() { awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$1"; } # /usr/bin/time -v output

# --- the variants -------------------------------------------------------------
# tesseract as a user runs it: one process per image, model loaded every time.
loop_default() { for f in "${images[@]}"; do env -u OMP_THREAD_LIMIT -u OMP_NUM_THREADS tesseract "$f" stdout >/dev/null 2>&1 || true; done; }
loop_single() { for f in "${images[@]}"; do OMP_THREAD_LIMIT=1 tesseract "$f" stdout >/dev/null 2>&1 || true; done; }
by_hand() { tr '\n' '\0' < "$list" | OMP_THREAD_LIMIT=1 xargs -0 -n 1 -P "$cores" sh -c 'tesseract "$1" stdout >/dev/null 2>&1 || true' _; }

timed() { # variant command...
  local name=$1 start
  shift
  start=$(now)
  "$@"
  record "$name" "$(elapsed "$start" "$(now)")"
}

floor_run() { # variant [--raw]
  local name=$1 line seconds
  shift
  line=$(OMP_THREAD_LIMIT=1 "$floor" "$@" "${images[@]}" 2>>"$out/$name.log" | tail -n 1) || true
  seconds=$(sed -n 's/.*recognise_seconds=\([0-9.]*\).*/\1/p' <<<"$line")
  [ -n "$seconds" ] || { echo "Error: $floor gave no timing: $line" >&2; exit 1; }
  record "$name" "$(awk -v s="$seconds" -v c="$cores" 'BEGIN { printf "%.3f", s / c }')"
  record "$name-sum" "$seconds"
}

scan_run() { # variant jobs [scan options...]
  local name=$1 jobs=$2 start stop summary
  shift 2
  start=$(now)
  OMP_THREAD_LIMIT=1 /usr/bin/time -v -o "$out/$name.time" \
    "$receipts" scan --no-memory --jobs "$jobs" "$@" "${images[@]}" > "$out/$name.jsonl" 2> "$out/$name.log" || true
  stop=$(now)
  record "$name" "$(elapsed "$start" "$stop")"
  record "$name-rss" "$(peak_mb "$out/$name.time")"
  summary=$(grep '^Stage time' "$out/$name.log" || true)
  for stage in decode preprocess recognise extract write; do
    record "$name-$stage" "$(sed -n "s/.*$stage \([0-9.]*\) s.*/\1/p" <<<"$summary")"
  done
  local lines
  lines=$(grep -c . "$out/$name.jsonl" || true)
  [ "$lines" -eq "$count" ] || echo "warning: $name wrote $lines lines for $count images (see $out/$name.log)" >&2
}

median() { # variant → median of its values
  [ -s "$out/$1.values" ] || { echo "-"; return; }
  sort -g "$out/$1.values" | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
spread() { sort -g "$out/$1.values" | awk 'NR == 1 { lo = $1 } { hi = $1 } END { printf "%.1f–%.1f", lo, hi }'; }

# --- run ----------------------------------------------------------------------
rm -f "$out"/*.values "$out"/*.log
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
echo "Benchmarking $count images on $cores cores, $repeat repetitions (Tesseract $(tesseract --version 2>&1 | head -n 1 | awk '{ print $2 }'))."
echo "Machine: $(sed -n 's/^model name[^:]*: //p' /proc/cpuinfo | head -n 1), $(awk '/MemTotal/ { printf "%.0f GB", $2 / 1048576 }' /proc/meminfo)."
echo "Images: $(awk -F/ '{ NF--; print }' OFS=/ "$list" | sort | uniq -c | awk '{ printf "%s%s (%d)", sep, $2, $1; sep = ", " }')"
for ((r = 1; r <= repeat; r++)); do
  echo "  repetition $r/$repeat (load $(cut -d' ' -f1 /proc/loadavg))…" >&2
  timed loop-default loop_default
  timed loop-single loop_single
  timed by-hand by_hand
  floor_run floor
  floor_run floor-raw --raw
  floor_run floor-stock --model stock
  scan_run scan-1 1 --single-pass
  scan_run scan-n "$cores" --single-pass
  scan_run scan-full "$cores"
  record load "$(cut -d' ' -f1 /proc/loadavg)"
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

# --- report -------------------------------------------------------------------
row() { # label variant [rss-variant]
  local wall rss="" rate
  wall=$(median "$2")
  rate=$(awk -v n="$count" -v w="$wall" 'BEGIN { printf "%.2f", n / w }')
  [ -n "${3:-}" ] && rss="$(median "$3") MB"
  printf "%-50s %8.1f s %9s %8s/s %9s\n" "$1" "$wall" "($(spread "$2"))" "$rate" "$rss"
}
ratio() { awk -v a="$(median "$1")" -v b="$(median "$2")" 'BEGIN { printf "%.2f", a / b }'; }

echo
printf "%-50s %10s %9s %10s %9s\n" "variant (median of $repeat)" "wall" "(min–max)" "images" "peak RSS"
row "tesseract IMG stdout, one by one (default env)" loop-default
row "  the same with OMP_THREAD_LIMIT=1" loop-single
row "  xargs -P $cores, OMP_THREAD_LIMIT=1 (best by hand)" by-hand
row "floor: recognise only, prepared page, / $cores cores" floor
row "floor: recognise only, raw image, / $cores cores" floor-raw
row "floor: the same prepared page, stock eng model" floor-stock
row "receipts scan --jobs 1 --single-pass" scan-1 scan-1-rss
row "receipts scan --jobs $cores --single-pass" scan-n scan-n-rss
row "receipts scan --jobs $cores (default: extra reads)" scan-full scan-full-rss
echo
echo "receipts scan --jobs $cores --single-pass against the targets:"
line() { printf "  %-44s %6s×   %s\n" "$1" "$2" "$3"; }
line "vs the floor (raw image, as tesseract loads it)" "$(ratio scan-n floor-raw)" "(target ≤ 1.25)"
line "vs the floor (the page scan hands Tesseract)" "$(ratio scan-n floor)" "(stricter: preparing the page also speeds recognition)"
line "default tesseract loop / scan" "$(ratio loop-default scan-n)" "(target ≥ 4.5)"
line "default tesseract loop / default scan" "$(ratio loop-default scan-full)" "(target ≥ 8)"
line "xargs -P $cores / scan" "$(ratio by-hand scan-n)" "(target > 1)"
line "OMP_THREAD_LIMIT=1 loop / scan" "$(ratio loop-single scan-n)" ""
line "floor raw / floor prepared" "$(ratio floor-raw floor)" "(what preparing the page saves or costs recognition)"
line "recognition per page, receipts model / stock" "$(ratio floor floor-stock)" "(target ≤ 1.3)"
line "recognise in scan --jobs 1 / floor sum" "$(ratio scan-1-recognise floor-sum)" "(1.00 when every page is read once)"
line "recognise in scan --jobs $cores / floor sum" "$(ratio scan-n-recognise floor-sum)" "(the same, plus $cores engines sharing caches and memory)"
echo
passes() { grep -c "\"$1" "$out/scan-full.jsonl" || true; } # pages whose passes include one starting so
echo "Extra reads for accuracy (scan by default, against --single-pass, both --jobs $cores):"
line "wall time, default / --single-pass" "$(ratio scan-full scan-n)" "(target ≤ 1.2)"
line "recognition, default / --single-pass" "$(ratio scan-full-recognise scan-n-recognise)" ""
echo "  of $count pages: $(passes 'second pass') read a second time whole, $(passes 'third pass') a third time;" \
  "$(passes 'header read') had their header read again, $(passes 're-read') had fields re-read from a crop"
echo
echo "Where the time goes (stage seconds summed over workers, medians):"
for name in scan-1 scan-n scan-full; do
  jobs=$cores; [ "$name" = scan-1 ] && jobs=1
  awk -v d="$(median $name-decode)" -v p="$(median $name-preprocess)" -v r="$(median $name-recognise)" \
      -v e="$(median $name-extract)" -v w="$(median $name-write)" -v wall="$(median $name)" -v j="$jobs" '
    BEGIN {
      total = d + p + r + e + w
      printf "  --jobs %d: decode %.1f s, preprocess %.1f s, recognise %.1f s, extract %.2f s, write %.2f s\n", j, d, p, r, e, w
      printf "           recognition is %.1f%% of stage time; everything but recognition is %.1f%% of wall time (target < 10%%)\n", \
        100 * r / total, 100 * (1 - r / (j * wall))
    }'
done

# --- memory over a big batch --------------------------------------------------
# One batch of N images, the list repeated (through links), scanned as a user runs it
# (--jobs $cores, extra reads included). Besides the peak over the whole run, the
# scan's resident memory is sampled five times a second with the number of records
# written so far, and the peak is given per pass through the list: the same images in
# the same order, so a later pass peaking higher than the first is growth with batch
# size, not a heavier mix of pages.
if [ "$batch" -gt 0 ]; then
  echo
  echo "Peak memory of receipts scan --jobs $cores over $batch images ($count images repeated through links):"
  dir=$out/batch-$batch
  rm -rf "$dir" && mkdir -p "$dir"
  for ((i = 0; i < batch; i++)); do
    source=${images[$((i % count))]}
    ln -s "$(realpath "$source")" "$dir/$(printf '%05d' "$i")-$(basename "$source")"
  done
  samples=$out/batch-$batch.rss
  : > "$samples"
  start=$(now)
  OMP_THREAD_LIMIT=1 /usr/bin/time -v -o "$out/batch-$batch.time" \
    "$receipts" scan --no-memory --jobs "$cores" "$dir" > "$out/batch-$batch.jsonl" 2> "$out/batch-$batch.log" &
  timer=$!
  scanner=""
  while kill -0 "$timer" 2>/dev/null; do
    [ -n "$scanner" ] || scanner=$(awk '{ print $1 }' "/proc/$timer/task/$timer/children" 2>/dev/null || true)
    if [ -n "$scanner" ] && rss=$(awk '/^VmRSS/ { print $2 }' "/proc/$scanner/status" 2>/dev/null) && [ -n "$rss" ]; then
      echo "$(wc -l < "$out/batch-$batch.jsonl") $rss" >> "$samples"
    fi
    sleep 0.2
  done
  wait "$timer" || true
  wall=$(elapsed "$start" "$(now)")
  rss=$(peak_mb "$out/batch-$batch.time")
  recognise=$(sed -n 's/^Stage time.* recognise \([0-9.]*\) s.*/\1/p' "$out/batch-$batch.log")
  printf "  peak RSS %d MB over the whole run (target < 400 MB), %d lines written, %.1f s;" \
    "$rss" "$(grep -c . "$out/batch-$batch.jsonl" || true)" "$wall"
  awk -v r="${recognise:-0}" -v w="$wall" -v j="$cores" 'BEGIN { printf " everything but recognition %.1f%% of wall time\n", 100 * (1 - r / (j * w)) }'
  awk -v n="$count" -v total="$batch" '
    { pass = int($1 / n); if ($2 > peak[pass]) peak[pass] = $2; if (pass > last) last = pass }
    END {
      printf "  sampled peak by pass through the %d images (target: flat):", n
      for (p = 0; p <= last && p * n < total; p++) {
        upto = (p + 1) * n < total ? (p + 1) * n : total
        printf " %s%d–%d %d MB", (p ? "· " : ""), p * n + 1, upto, peak[p] / 1024
      }
      printf "\n"
    }' "$samples"
  rm -rf "$dir"
fi
# What the household's memory adds to a command's start: one frozen word dump scanned with a
# 10,000-receipt ledger (Scripts/household/synthetic-ledger.py) as its memory and without one.
echo
ledger=$out/ledger-10k.jsonl
python3 Scripts/household/synthetic-ledger.py "$ledger" 10000
dump=Fixtures/ocr/kedai-runcit-gst-rounding.json
with=(); without=()
for _ in 1 2 3 4 5; do
  /usr/bin/time -f %e -o "$out/memory.time" "$receipts" scan "$dump" --ledger "$ledger" > /dev/null 2>&1 || true
  with+=("$(tail -1 "$out/memory.time")")
  /usr/bin/time -f %e -o "$out/memory.time" "$receipts" scan "$dump" --no-memory > /dev/null 2>&1 || true
  without+=("$(tail -1 "$out/memory.time")")
done
median() { printf '%s\n' "$@" | sort -n | sed -n 3p; }
echo "Memory from a 10,000-receipt ledger ($(du -m "$ledger" | cut -f1) MB): scan of one word dump $(median "${with[@]}") s with it," \
  "$(median "${without[@]}") s without (median of 5); target: under 0.5 s added."
echo
echo "Load average (1/5/15 min): before $load_before, after $load_after; per repetition: $(paste -sd' ' "$out/load.values")."
echo "Details: $out/ (scan logs, /usr/bin/time -v output, JSONL)."
