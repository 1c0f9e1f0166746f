#!/usr/bin/env bash
# A household's year, replayed: every labelled receipt (sroie, sroie-train, the two
# WildReceipt folders, the fixtures) in one fixed shuffled order, each scanned with the
# memory of the ones before it and then graded against its label as `grade --truth` does,
# so the ledger grows as a household's would. The same receipts are scanned once more with
# the memory off. Scripts/household/fit.py fits how the memory moves confidence (the card is
# Models/memory.md) and Scripts/household/report.py turns both into the tables in docs/household.md.
# Usage: Scripts/household/replay.sh RECEIPTS_BINARY [SHARED_RECEIPTS_DIR]
set -euo pipefail
receipts=$1
shared=${2:-../shared/receipts}
out=.build/household
cache=.build/ocr-cache
mkdir -p "$out"
python3 Scripts/household/order.py "$shared" > "$out/order.all.tsv"
head -n "${REPLAY_LIMIT:-100000}" "$out/order.all.tsv" > "$out/order.tsv"
total=$(grep -c . "$out/order.tsv")

paper_of() {
  case $1 in
    sroie|sroie-train) echo thermal-roll ;;
    wildreceipt|wildreceipt-train) echo photo ;;
    *) echo "" ;;
  esac
}

# Memory on: one receipt at a time, in order; the ledger is the household's.
ledger=$out/ledger.jsonl
rm -f "$out"/ledger*.jsonl "$out/memory.jsonl"
number=0
while IFS=$'\t' read -r set image labels; do
  number=$((number + 1))
  "$receipts" scan "$image" --ledger "$ledger" --ocr-cache "$cache" --jobs 1 > "$out/one.jsonl" 2>/dev/null || true
  cat "$out/one.jsonl" >> "$out/memory.jsonl"
  paper=$(paper_of "$set")
  "$receipts" grade "$out/one.jsonl" --truth "$labels" --ledger "$ledger" --no-memory ${paper:+--paper "$paper"} \
    > /dev/null 2>&1 || true
  if (( number % 100 == 0 )); then echo "  $number of $total receipts replayed" >&2; fi
done < "$out/order.tsv"

# Memory off: the same receipts, each read as a first visit (order does not matter then).
rm -f "$out/off.jsonl"
cut -f2 "$out/order.tsv" > "$out/images.txt"
xargs -d '\n' "$receipts" scan --no-memory --ocr-cache "$cache" < "$out/images.txt" > "$out/off.jsonl" 2>/dev/null || true
rm -f "$out"/off-ledger*.jsonl
cut -f1,3 "$out/order.tsv" | sort -u | while IFS=$'\t' read -r set labels; do
  paper=$(paper_of "$set")
  "$receipts" grade "$out/off.jsonl" --truth "$labels" --ledger "$out/off-ledger.jsonl" ${paper:+--paper "$paper"} \
    > /dev/null 2>&1 || true
done
# How the memory's agreement moves confidence, fitted to the pools' recognised receipts, then the tables.
python3 Scripts/household/fit.py "$out"
python3 Scripts/household/report.py "$out" "$shared"
