#!/usr/bin/env bash
# `make robustness`: hostile files, fuzzers on a short fixed budget, fault injection.
#
#   1. the hostile-input corpus (Scripts/make-hostile-corpus.py) scanned and checked
#      case by case (Scripts/check-hostile-scan.py), with peak memory;
#   2. every fuzz target for FUZZ_RUNS inputs (default 30000; Scripts/fuzz.sh);
#   3. the fault-injection and escaping tests: ledger and --out on a full disk, a file
#      size limit, read-only and folder paths, writers killed mid-append, bad image
#      files, folder walking, HTML escaping, fuzz regressions;
#   4. kill and resume (Scripts/kill-resume.sh): `kill -9` in the middle of a scan --out of
#      KILL_RESUME_COUNT receipts (default 1000) several times, then the same command again.
# Ends with how many cases ran in each part and which failed; exits 1 if any did.
# Needs a debug build (`swift build`, which `make robustness` runs first) and Pillow.
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}
export OMP_THREAD_LIMIT=1
RECEIPTS=.build/debug/receipts
log=.build/robustness
mkdir -p "$log"
summary=()
failed=0

echo "== 1/4 hostile-input corpus"
if python3 -c "import PIL" 2>/dev/null; then
  python3 Scripts/make-hostile-corpus.py && python3 Scripts/check-hostile-scan.py "$RECEIPTS" | tee "$log/corpus.txt"
  status=${PIPESTATUS[0]}
  [ "$status" -eq 0 ] && status=$(grep -q "passed$" "$log/corpus.txt"; echo $?)
  line=$(grep -E "^hostile corpus:" "$log/corpus.txt" | tail -1)
  summary+=("${line:-hostile corpus: did not run}")
  [ "$status" -eq 0 ] || failed=1
else
  echo "Pillow is missing: install it with 'pip install pillow' to generate the corpus."
  summary+=("hostile corpus: NOT RUN (Pillow missing)")
  failed=1
fi

echo "== 2/4 fuzzers (${FUZZ_RUNS:-30000} inputs per target)"
Scripts/fuzz.sh | tee "$log/fuzz.txt"
[ "${PIPESTATUS[0]}" -eq 0 ] || failed=1
summary+=("$(grep -E "^fuzz: [0-9]+ targets" "$log/fuzz.txt" | tail -1)")

echo "== 3/4 fault injection and escaping tests"
suites="LedgerFaultTests|BadInputTests|ImageStructureTests|InputCollectorTests|HostileWordDumpTests|ReportHTMLTests|FuzzRegressionTests|OrientationTests|OrientationStageTests|ExifOrientationTests|InputParserTests"
"$SWIFT" test --skip-build --filter "$suites" > "$log/faults.txt" 2>&1
status=$?
grep -E "^(✘|➜)" "$log/faults.txt" | sed 's/^/  /'
result=$(grep -E "Test run with" "$log/faults.txt" | tail -1)
echo "  ${result:-the tests did not run (see $log/faults.txt)}"
tests=$(echo "$result" | grep -Eo "[0-9]+ tests?" | head -1)
skipped=$(grep -c "^➜.*skipped" "$log/faults.txt")
if [ $status -eq 0 ]; then
  summary+=("fault injection: ${tests:-0 tests} passed${skipped:+, $skipped skipped (named above)}")
else
  summary+=("fault injection: ${tests:-? tests}, FAILED (see $log/faults.txt)")
  failed=1
fi

echo "== 4/4 kill and resume (${KILL_RESUME_COUNT:-1000} receipts)"
Scripts/kill-resume.sh "$RECEIPTS" | tee "$log/kill-resume.txt"
[ "${PIPESTATUS[0]}" -eq 0 ] || failed=1
summary+=("$(grep -E "^kill-and-resume:" "$log/kill-resume.txt" | tail -1)")

echo
echo "== robustness summary"
for line in "${summary[@]}"; do echo "  $line"; done
cases=$(grep -Eo "^hostile corpus: [0-9]+" "$log/corpus.txt" 2>/dev/null | grep -Eo "[0-9]+$")
runs=$(grep -Eo "^fuzz: [0-9]+ targets, [0-9]+ runs" "$log/fuzz.txt" | grep -Eo "[0-9]+ runs" | grep -Eo "[0-9]+")
killed=$(grep -Eo "^kill-and-resume: [0-9]+ receipts, [0-9]+ kills" "$log/kill-resume.txt" 2>/dev/null | sed 's/^kill-and-resume: //')
count="${cases:-0} hostile files, ${runs:-0} fuzz inputs, ${tests:-0 tests}, ${killed:-no kill-and-resume run}"
if [ $failed -eq 0 ]; then echo "robustness: $count; none failed"; else echo "robustness: $count; FAILED (see above)"; fi
exit $failed
