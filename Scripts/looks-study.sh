#!/usr/bin/env bash
# What each later look (second pass, third pass, header read, crop re-reads) still wins, on
# the development set, with the reading model that ships: one scan per combination of
# looks, graded against the labels, with its correct counts and its wall time. Pages read
# whole come from the OCR cache after their first read, so the wall times here are only
# for comparing the crops' and headers' cost; `make bench` prices the looks properly.
#
# Usage: Scripts/looks-study.sh RECEIPTS_BINARY [DEV_SET_DIR] [LOOKS...]
#   LOOKS: values of `receipts scan --looks` (default: none, all, all but each look, and
#   the two cheap looks with and without the header read).
set -euo pipefail
receipts=$1
dev=${2:-../shared/receipts}
shift $(( $# >= 2 ? 2 : $# ))
if [ $# -gt 0 ]; then
  configs=("$@")
else
  configs=(none all third,header,crops second,header,crops second,third,crops second,third,header header,crops crops)
fi
out=.build/out/looks
cache=.build/ocr-cache
mkdir -p "$out"
# LOOKS_SETS: the data sets to scan (default: the development set and the training pool).
read -r -a sets <<< "${LOOKS_SETS:-sroie wildreceipt sroie-train}"

printf "%-22s" "looks"
for set in "${sets[@]}"; do printf " %-26s" "$set total/date/merchant"; done
echo
for config in "${configs[@]}"; do
  looks=$config
  [ "$config" = all ] && looks=second,third,header,crops
  printf "%-22s" "$config"
  for set in "${sets[@]}"; do
    name="$set-${config//,/+}"
    start=$EPOCHREALTIME
    "$receipts" scan "$dev/$set/images" --no-memory --looks "$looks" --ocr-cache "$cache" > "$out/$name.jsonl" 2> "$out/$name.log" || true
    wall=$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.0f", b - a }')
    rm -f "$out/$name.ledger.jsonl"
    "$receipts" grade "$out/$name.jsonl" --truth "$dev/$set/labels" --ledger "$out/$name.ledger.jsonl" > "$out/$name.grades" 2>/dev/null || true
    counts=$(awk '$1 == "total" || $1 == "date" || $1 == "merchant" { c[$1] = $3 } END { printf "%s/%s/%s", c["total"], c["date"], c["merchant"] }' "$out/$name.grades")
    printf " %-26s" "$counts (${wall} s)"
  done
  echo
done
