#!/usr/bin/env bash
# Measures what the merchant catalog is worth to a household that has confirmed the names of
# its earlier receipts: a catalog made of sroie-train's merchant labels (351 receipts, never
# measured on) normalises the names proposed for the 175 SROIE receipts of the development set,
# many of them from the same shops. Scans SROIE with and without the catalog, grades both
# against SROIE's labels, and prints the merchant row and how many names proposed with
# confidence 0.9 or more are right. Needs ../shared/receipts.
# Usage: Scripts/catalog-effect.sh RECEIPTS_BINARY [RECEIPTS_DIR]
set -euo pipefail
receipts=$1
root=${2:-../shared/receipts}
set_dir=$root/sroie
pool=$root/sroie-train
out=.build/out/catalog
cache=.build/ocr-cache
[ -d "$set_dir" ] && [ -d "$pool" ] || { echo "no SROIE sets under $root: skipped"; exit 0; }
rm -rf "$out"; mkdir -p "$out"

catalog="$out/catalog.txt"
echo "# merchant names from the labels of sroie-train's receipts, one per receipt" > "$catalog"
python3 - "$pool/labels" >> "$catalog" <<'EOF'
import json, pathlib, sys
for label in sorted(pathlib.Path(sys.argv[1]).glob("*.json")):
    name = json.loads(label.read_text()).get("merchant")
    if name:
        print(name)
EOF
echo "catalog: $(grep -vc '^#' "$catalog") confirmed names ($(grep -v '^#' "$catalog" | sort -u | wc -l) spellings); measured on $(ls "$set_dir/images" | wc -l) SROIE receipts"

for mode in without with; do
  options=()
  [ $mode = with ] && options=(--catalog "$catalog")
  "$receipts" scan "$set_dir/images" --no-memory --ocr-cache "$cache" "${options[@]}" > "$out/$mode.jsonl" 2>/dev/null || true
  rm -f "$out/$mode.ledger.jsonl"
  echo "== $mode catalog"
  "$receipts" grade "$out/$mode.jsonl" --truth "$set_dir/labels" --ledger "$out/$mode.ledger.jsonl" 2>/dev/null | grep -E "^field|^merchant"
  python3 - "$out/$mode.ledger.jsonl" <<'EOF'
import json, sys
sure = right = 0
for line in open(sys.argv[1]):
    event = json.loads(line)
    if event["kind"] == "grade" and event["field"] == "merchant" and (event.get("confidence") or 0) >= 0.9:
        sure += 1
        right += event["grade"] == "correct"
print(f"merchant at confidence >= 0.9: {right} of {sure} right")
EOF
done
