#!/usr/bin/env bash
# Kill and resume: `kill -9` a `receipts scan --out` of many receipts several times at random
# moments, then run the same command to the end; every receipt must be in the output exactly
# once, and every line whole (a JSON object ending in a newline).
#
#   Scripts/kill-resume.sh [RECEIPTS]      # default .build/debug/receipts
#   KILL_RESUME_COUNT=1000 KILL_RESUME_KILLS=5 Scripts/kill-resume.sh
#
# The receipts are Fixtures/inputs' PNG, EXIF-turned JPEG, HEIC and text PDF, each copied
# until there are KILL_RESUME_COUNT files, every copy made distinct by SHA-256 with bytes
# its format ignores (a PNG's tail after IEND, a JPEG comment segment, a HEIF `free` box,
# a PDF comment), since `--out` resumes by content digest. Kill moments come from a fixed
# seed, each once a random share of the batch is written. Prints
# `kill-and-resume: N receipts, K kills, …` and exits 1 on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
RECEIPTS=${1:-.build/debug/receipts}
COUNT=${KILL_RESUME_COUNT:-1000}
KILLS=${KILL_RESUME_KILLS:-5}
export OMP_THREAD_LIMIT=1
dir=.build/kill-resume
rm -rf "$dir"
mkdir -p "$dir/receipts"
python3 - "$dir/receipts" "$COUNT" <<'PY' || exit 1
import os, struct, sys
folder, count = sys.argv[1], int(sys.argv[2])
inputs = os.path.join("Fixtures", "inputs")
sources = {name: open(os.path.join(inputs, "corner-market" + name), "rb").read()
           for name in (".png", "-exif-6.jpg", ".heic", "-text.pdf")}
for number in range(count):
    suffix, data = list(sources.items())[number % len(sources)]
    tag = f"receipts kill-resume copy {number}".encode()
    if suffix == ".png":
        data = data + tag
    elif suffix.endswith(".jpg"):
        data = data[:2] + b"\xff\xfe" + struct.pack(">H", len(tag) + 2) + tag + data[2:]
    elif suffix == ".heic":
        data = data + struct.pack(">I", len(tag) + 8) + b"free" + tag
    else:
        data = data + b"%" + tag + b"\n%%EOF\n"
    with open(os.path.join(folder, f"copy-{number:04}{suffix[suffix.rfind('.'):]}"), "wb") as file:
        file.write(data)
PY
out=$dir/scans.jsonl
command=("$RECEIPTS" scan "$dir/receipts" --no-memory --out "$out" --single-pass --jobs "$(nproc)")
RANDOM=31
kills=0
lines() { if [ -f "$out" ]; then wc -l < "$out"; else echo 0; fi; }
for round in $(seq "$KILLS"); do
  "${command[@]}" > /dev/null 2>> "$dir/stderr.txt" &
  pid=$!
  # A random moment in the middle of the batch: once a random share of what is left (a
  # fifth to a half of an even split over the rounds) has been written, plus up to a
  # second, so the kill lands while workers read and the writer writes.
  start=$(lines)
  share=$(( (COUNT - start) / (KILLS + 1) ))
  target=$(( start + share / 5 + RANDOM % (share / 3 + 1) ))
  while kill -0 "$pid" 2>/dev/null && [ "$(lines)" -lt "$target" ]; do sleep 0.2; done
  sleep "0.$((RANDOM % 10))"
  if kill -0 "$pid" 2>/dev/null; then
    kill -9 "$pid"
    kills=$((kills + 1))
  fi
  wait "$pid" 2>/dev/null
  echo "kill-resume: round $round: killed with $(lines) lines in the output"
done
"${command[@]}" > /dev/null 2>> "$dir/stderr.txt"
status=$?
python3 - "$out" "$COUNT" "$kills" "$status" <<'PY'
import json, os, sys
out, count, kills, status = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
data = open(out, "rb").read()
failures = []
if data and not data.endswith(b"\n"):
    failures.append("the output does not end with a newline")
seen = {}
for number, line in enumerate(data.split(b"\n")[:-1], start=1):
    try:
        record = json.loads(line)
    except ValueError:
        failures.append(f"line {number} is not whole: {line[:80]!r}")
        continue
    if record.get("error"):
        failures.append(f"line {number}: {record['error']}")
    name = os.path.basename(record.get("file", "")).split("#")[0]
    seen[name] = seen.get(name, 0) + 1
expected = {f"copy-{n:04}{ext}" for n, ext in zip(range(count), [".png", ".jpg", ".heic", ".pdf"] * count)}
missing = sorted(expected - set(seen))
twice = sorted(name for name, times in seen.items() if times > 1)
if missing:
    failures.append(f"{len(missing)} receipts missing, e.g. {missing[:3]}")
if twice:
    failures.append(f"{len(twice)} receipts more than once, e.g. {twice[:3]}")
if status != 0:
    failures.append(f"the last run exited {status}")
verdict = "every receipt exactly once, every line whole" if not failures else "FAILED"
print(f"kill-and-resume: {count} receipts, {kills} kills, {len(seen)} distinct in {len(data.splitlines())} lines; {verdict}")
for failure in failures[:10]:
    print("  " + failure)
sys.exit(1 if failures else 0)
PY
