#!/usr/bin/env bash
# The merchant scorer cross-validated through the whole scan: every labelled receipt is
# scanned as `receipts scan` runs by default (later looks, header read, re-reads), its
# merchant ranked by weights fitted without it (train.py --fold-weights: five folds,
# seed 30), then graded per data set. Run `make merchant-scorer` first (it leaves the
# candidate scans this reads in .build/merchant). Prints the merchant line per data set.
# Usage: Scripts/merchant/cross-validate.sh RECEIPTS_BINARY SHARED_DIR [--folds-written]
#   --folds-written: train.py --fold-weights has just written the folds (train.sh does), so
#   they are not fitted again.
set -euo pipefail
receipts=$1
data=$2/receipts
work=.build/merchant
folds=$work/folds
[ "${3:-}" = --folds-written ] || python3 Scripts/merchant/train.py \
  --set sroie-train "$work/sroie-train.jsonl" "$data/sroie-train/labels" \
  --set wildreceipt-train "$work/wildreceipt-train.jsonl" "$data/wildreceipt-train/labels" \
  --set sroie "$work/sroie.jsonl" "$data/sroie/labels" \
  --set wildreceipt "$work/wildreceipt.jsonl" "$data/wildreceipt/labels" \
  --set fixtures "$work/fixtures.jsonl" Fixtures/labels \
  --train-only synthetic "$work/synthetic.jsonl" "$work/synthetic/labels" \
  --fold-weights "$folds" > "$work/folds.log"
rm -f "$folds"/scan-*.jsonl
for weights in "$folds"/fold-*.json; do
  fold=$(basename "$weights" .json)
  mapfile -t files < "$folds/$fold.files"
  "$receipts" scan "${files[@]}" --no-memory --merchant-weights "$weights" --ocr-cache .build/ocr-cache \
    > "$folds/scan-$fold.jsonl" 2> "$folds/scan-$fold.log" || true
  tail -2 "$folds/scan-$fold.log" | head -1
done
grade() { # name labels pattern
  grep -h "$3" "$folds"/scan-fold-*.jsonl > "$folds/$1.jsonl" || true
  rm -f "$folds/$1.ledger.jsonl"
  printf "%-12s " "$1"
  "$receipts" grade "$folds/$1.jsonl" --truth "$2" --ledger "$folds/$1.ledger.jsonl" 2>/dev/null | grep "^merchant"
}
echo "data set     field       n  correct  close  miss  correct%  beaten  reach%"
grade sroie-train "$data/sroie-train/labels" '"file":"[^"]*/sroie-train/'
grade wildreceipt-train "$data/wildreceipt-train/labels" '"file":"[^"]*/wildreceipt-train/'
grade sroie "$data/sroie/labels" '"file":"[^"]*/sroie/images/'
grade wildreceipt "$data/wildreceipt/labels" '"file":"[^"]*/wildreceipt/images/'
grade fixtures Fixtures/labels '"file":"Fixtures/'
