#!/usr/bin/env bash
# Records the current extractor's accuracy in the project's own ledger
# (Grading/ledger.jsonl, with its sealed segments Grading/ledger.N.jsonl) and
# refreshes the reports beside it.
#
# The fixtures are graded against their labels with the labels' values kept as
# truth (they are ours). The development set under ../shared/receipts, when present,
# is graded too, but its labels' values are not copied into the ledger (their terms
# do not allow redistribution): only our proposals and their grades are recorded.
# Grading the same scan twice adds nothing, so running this again is harmless.
#
# Usage: Scripts/grade.sh RECEIPTS_BINARY [DEV_SET_DIR]
set -euo pipefail
receipts=$1
dev=${2:-../shared/receipts}
ledger=Grading/ledger.jsonl
out=.build/out/grade
cache=.build/ocr-cache
mkdir -p "$out" Grading

grade() { # name images labels [grade options]
  local name=$1 images=$2 labels=$3
  shift 3
  "$receipts" scan "$images" --no-memory --ocr-cache "$cache" > "$out/$name.jsonl" 2> "$out/$name.log" || true
  "$receipts" grade "$out/$name.jsonl" --truth "$labels" --ledger "$ledger" "$@" \
    | sed "1s|.*|== $name|"
}

grade fixtures Fixtures/images Fixtures/labels
if [ -d "$dev" ]; then
  # The development set only: sroie-train is the reading model's training pool, never
  # part of the project's accuracy history.
  for set in "$dev"/sroie/ "$dev"/wildreceipt/; do
    set=${set%/}
    [ -d "$set/images" ] && [ -d "$set/labels" ] || continue
    name=$(basename "$set")
    # The development sets say what their receipts are: flatbed scans of thermal
    # receipts (SROIE) and phone photos (WildReceipt).
    case $name in sroie) paper=thermal-roll ;; wildreceipt) paper=photo ;; *) paper=untagged ;; esac
    grade "$name" "$set/images" "$set/labels" --no-truth-values --paper "$paper"
  done
fi

"$receipts" report --ledger "$ledger" --by version > Grading/history.txt
"$receipts" report --ledger "$ledger" --by paper > Grading/report.txt
# The HTML page (every version × field × paper class, over 3 MB) is built from the
# committed ledger on demand, not committed itself.
mkdir -p .build/out
"$receipts" report --ledger "$ledger" --by version --format html --out .build/out/report.html
echo "Updated $ledger, Grading/history.txt and Grading/report.txt; the HTML report is .build/out/report.html."
