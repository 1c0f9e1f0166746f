#!/usr/bin/env bash
# Rebuilds the merchant scorer's weights from labelled receipts (`make merchant-scorer`):
# scans each labelled set once (first read only, from the OCR cache when it holds the
# pages) with the candidates' features, then fits and cross-validates the weights.
# Writes Sources/ReceiptCore/Extraction/Merchant/MerchantWeights.swift and the card
# Models/merchant-scorer.md. Never run by `make test` or CI.
# Usage: Scripts/merchant/train.sh RECEIPTS_BINARY SHARED_DIR
set -euo pipefail
receipts=$1
shared=$2
data=$shared/receipts
for set in sroie-train wildreceipt-train sroie wildreceipt; do
  if [ ! -d "$data/$set/images" ] || [ ! -d "$data/$set/labels" ]; then
    echo "merchant-scorer: $data/$set (images and labels) is missing; the scorer is trained on sroie-train, wildreceipt-train, sroie and wildreceipt." >&2
    exit 1
  fi
done
python3 -c 'import numpy, scipy, sklearn' 2>/dev/null || pip install -q numpy scipy scikit-learn
work=.build/merchant
mkdir -p "$work"
scan() { # name images
  "$receipts" scan "$2" --no-memory --single-pass --merchant-candidates --ocr-cache .build/ocr-cache > "$work/$1.jsonl" 2> "$work/$1.log"
  tail -2 "$work/$1.log" | head -1
}
scan sroie-train "$data/sroie-train/images"
scan wildreceipt-train "$data/wildreceipt-train/images"
scan sroie "$data/sroie/images"
scan wildreceipt "$data/wildreceipt/images"
scan fixtures Fixtures/images
# Layouts the labelled receipts rarely show (a name printed under its address), invented.
python3 Scripts/merchant/synthetic-pages.py "$work/synthetic" --count 300 --seed 7
"$receipts" scan "$work"/synthetic/dumps/*.json --no-memory --single-pass --merchant-candidates > "$work/synthetic.jsonl" 2> "$work/synthetic.log"
tail -2 "$work/synthetic.log" | head -1
python3 Scripts/merchant/train.py \
  --set sroie-train "$work/sroie-train.jsonl" "$data/sroie-train/labels" \
  --set wildreceipt-train "$work/wildreceipt-train.jsonl" "$data/wildreceipt-train/labels" \
  --set sroie "$work/sroie.jsonl" "$data/sroie/labels" \
  --set wildreceipt "$work/wildreceipt.jsonl" "$data/wildreceipt/labels" \
  --set fixtures "$work/fixtures.jsonl" Fixtures/labels \
  --train-only synthetic "$work/synthetic.jsonl" "$work/synthetic/labels" \
  --swift Sources/ReceiptCore/Extraction/Merchant/MerchantWeights.swift \
  --card Models/merchant-scorer.md --predictions "$work/predictions.jsonl" --fold-weights "$work/folds"
# The same folds through the whole scan, as `receipts scan` runs by default: the figure that
# compares with `make accuracy`.
{
  echo
  echo "Cross-validated through the whole scan (\`Scripts/merchant/cross-validate.sh\`: the default"
  echo "looks, header read and re-reads, each receipt's merchant ranked by its fold's weights):"
  echo
  echo '```'
  Scripts/merchant/cross-validate.sh "$receipts" "$shared" --folds-written | grep -v '^Scanned'
  echo '```'
} | tee -a Models/merchant-scorer.md
