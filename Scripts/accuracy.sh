#!/usr/bin/env bash
# Scores `receipts scan` against truth labels, per data set and field, with the
# written grading rules (`receipts grade --truth` into a throw-away ledger), and how
# often the suggested paper class matches the known one.
# Usage: Scripts/accuracy.sh RECEIPTS_BINARY [DEV_SET_DIR]
set -euo pipefail
receipts=$1
dev=${2:-../shared/receipts}
out=.build/out/accuracy
cache=.build/ocr-cache
mkdir -p "$out"

# The paper class of a development set whose labels name none: SROIE is flatbed scans of
# thermal receipts, WildReceipt is phone photos.
paper_of() {
  case $1 in
    sroie|sroie-train) echo thermal-roll ;;
    wildreceipt|wildreceipt-train) echo photo ;;
  esac
}

score() { # name images labels
  local name=$1 images=$2 labels=$3 paper
  paper=$(paper_of "$name")
  "$receipts" scan "$images" --no-memory --ocr-cache "$cache" > "$out/$name.jsonl" 2> "$out/$name.log" || true
  rm -f "$out/$name.ledger.jsonl"
  "$receipts" grade "$out/$name.jsonl" --truth "$labels" --ledger "$out/$name.ledger.jsonl" \
    ${paper:+--paper "$paper"} 2>/dev/null \
    | sed "1s|.*|== $name ($(grep -c . "$out/$name.jsonl") receipts)|"
  echo
}

score fixtures Fixtures/images Fixtures/labels
if [ -d "$dev" ]; then
  for set in "$dev"/sroie/ "$dev"/wildreceipt/; do
    set=${set%/}
    [ -d "$set/images" ] && [ -d "$set/labels" ] || continue
    score "$(basename "$set")" "$set/images" "$set/labels"
  done
  # The training pool, as a check that a rule change is not fitted to the development set.
  # Not a clean measure of reading: the reading model was trained on these receipts' lines.
  if [ -d "$dev/sroie-train/images" ] && [ "${ACCURACY_TRAIN_POOL:-1}" = 1 ]; then
    echo "(sroie-train: the reading model's training pool — a check on rules, not a measure of reading)"
    score sroie-train "$dev/sroie-train/images" "$dev/sroie-train/labels"
  fi
  # Photos no rule was shaped on: where the confidence model is fitted and measured, and
  # where a rule change shows how it does on receipts nobody tuned to.
  if [ -d "$dev/wildreceipt-train/images" ] && [ "${ACCURACY_TRAIN_POOL:-1}" = 1 ]; then
    echo "(wildreceipt-train: photos no rule was shaped on — fitting and measuring, never read one by one)"
    score wildreceipt-train "$dev/wildreceipt-train/images" "$dev/wildreceipt-train/labels"
  fi
else
  echo "(no development set at $dev: skipped)"
fi
