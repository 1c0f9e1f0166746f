#!/usr/bin/env bash
# The OCR stage under AddressSanitizer with leak detection: the OCR integration tests
# (Tests/ReceiptOCRTests), then a scan of the hostile-input corpus with an ASan build
# of `receipts` (every decoder error path, OSD, the turned re-reads).
#
# Builds into .build/asan (apart from the normal build). Our Swift code is
# instrumented; Tesseract, Leptonica and the image libraries are not, but their
# allocations go through ASan's malloc, so their leaks are found too. Reports go to
# .build/asan/reports/ (the OCR stage points descriptor 2 at /dev/null while a C
# decoder runs, which would swallow a report printed there). Suppressions:
# Tests/lsan-suppressions.txt, the test harness's own leaks and LSan's known false positives, each explained.
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}
reports=.build/asan/reports
rm -rf "$reports" && mkdir -p "$reports"
export OMP_THREAD_LIMIT=1 SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="detect_leaks=1:log_path=$PWD/$reports/asan:abort_on_error=0"
export LSAN_OPTIONS="suppressions=$PWD/Tests/lsan-suppressions.txt:print_suppressions=1"

echo "sanitize: building with -sanitize=address into .build/asan"
"$SWIFT" build --build-tests --sanitize=address --scratch-path .build/asan 2>&1 | grep -E "error:" && exit 1

failed=0
echo "sanitize: OCR integration tests (ReceiptOCRTests) under ASan + LSan"
"$SWIFT" test --skip-build --sanitize=address --scratch-path .build/asan --filter ReceiptOCRTests > .build/asan/tests.log 2>&1
status=$?
grep -E "Test run with" .build/asan/tests.log | sed 's/^/  /'
[ $status -eq 0 ] || { echo "sanitize: the tests FAILED (status $status, log .build/asan/tests.log)"; failed=1; }

if python3 -c "import PIL" 2>/dev/null; then
  python3 Scripts/make-hostile-corpus.py .build/asan/hostile-corpus > /dev/null
  echo "sanitize: receipts scan over the hostile corpus with the ASan build"
  .build/asan/debug/receipts scan .build/asan/hostile-corpus/scan --no-memory --jobs 2 > .build/asan/corpus.out 2> .build/asan/corpus.err
  status=$?
  tail -2 .build/asan/corpus.err | head -1 | sed 's/^/  /'
  [ $status -eq 65 ] || { echo "sanitize: the corpus scan exited $status, expected 65"; failed=1; }
else
  echo "sanitize: Pillow missing (pip install pillow): the hostile corpus scan was skipped"
fi

found=0
for report in "$reports"/asan.*; do
  [ -e "$report" ] || continue
  if grep -qE "ERROR: (AddressSanitizer|LeakSanitizer)" "$report"; then
    found=1
    echo "sanitize: FINDING in $report:"
    grep -E "SUMMARY|ERROR" "$report" | sed 's/^/  /'
  elif grep -q "Suppressions used" "$report"; then
    echo "sanitize: suppressed (harness, see Tests/lsan-suppressions.txt):"
    sed -n '/Suppressions used/,$p' "$report" | grep -E "^ *[0-9]+" | sed 's/^/  /'
  fi
done
if [ $found -eq 0 ] && [ $failed -eq 0 ]; then
  echo "sanitize: no ASan errors, no leaks outside the suppressions"
else
  echo "sanitize: FAILED"
  exit 1
fi
