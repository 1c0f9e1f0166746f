#!/usr/bin/env bash
# Measures what the merchant catalog is worth: builds a catalog from the merchant
# labels of half the SROIE receipts (every other one, in name order), then scans the
# other half with and without it and grades both. Needs ../shared/receipts.
# Usage: Scripts/catalog-effect.sh RECEIPTS_BINARY [DEV_SET_DIR]
set -euo pipefail
receipts=$1
set_dir=${2:-../shared/receipts}/sroie
out=.build/out/catalog
cache=.build/ocr-cache
[ -d "$set_dir" ] || { echo "no SROIE set at $set_dir: skipped"; exit 0; }
rm -rf "$out"; mkdir -p "$out/held-out"

catalog="$out/catalog.txt"
echo "# merchant names from the labels of the even-numbered SROIE receipts" > "$catalog"
index=0
for label in "$set_dir"/labels/*.json; do
  stem=$(basename "$label" .json)
  if (( index % 2 == 0 )); then
    python3 -c 'import json,sys; m=json.load(open(sys.argv[1])).get("merchant"); print(m) if m else None' "$label" >> "$catalog"
  else
    ln -s "$(cd "$set_dir/images" && pwd)/$stem.jpg" "$out/held-out/$stem.jpg"
  fi
  index=$((index + 1))
done
echo "catalog: $(grep -vc '^#' "$catalog") names ($(grep -v '^#' "$catalog" | sort -u | wc -l) distinct); held out: $(ls "$out/held-out" | wc -l) receipts"

for mode in without with; do
  options=()
  [ $mode = with ] && options=(--catalog "$catalog")
  "$receipts" scan "$out/held-out" --ocr-cache "$cache" "${options[@]}" > "$out/$mode.jsonl" 2>/dev/null || true
  rm -f "$out/$mode.ledger.jsonl"
  echo "== $mode catalog"
  "$receipts" grade "$out/$mode.jsonl" --truth "$set_dir/labels" --ledger "$out/$mode.ledger.jsonl" 2>/dev/null | grep -E "field|merchant"
done
