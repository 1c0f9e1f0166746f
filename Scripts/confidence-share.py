#!/usr/bin/env python3
"""What an app may fill in without asking: per extractor version, data set and field, the share
of receipts whose proposal reached confidence 0.9, and how many of those were correct.

    confidence-share.py VERSION... [--ledger-dir Grading]

Reads the project's ledger (every segment, `Grading/ledger*.jsonl`): the latest truth grade of
each receipt and field by each version. Only standard-library Python; a report, not a test.
"""

import glob
import json
import os
import sys

FIELDS = ("total", "date", "merchant")


def main():
    args = sys.argv[1:]
    folder = "Grading"
    if "--ledger-dir" in args:
        k = args.index("--ledger-dir")
        folder = args[k + 1]
        del args[k:k + 2]
    if not args:
        sys.exit(__doc__)
    latest = {}
    for path in sorted(glob.glob(os.path.join(folder, "ledger*.jsonl"))):
        with open(path, encoding="utf-8") as f:
            for line in f:
                try:
                    event = json.loads(line)
                except ValueError:
                    continue  # a torn last line
                if event.get("kind") != "grade" or event.get("extractor") not in args:
                    continue
                grader = event.get("grader", "")
                if not grader.startswith("truth:") or event.get("field") not in FIELDS:
                    continue
                key = (event["extractor"], grader[6:], event["field"], event["receipt"])
                if key not in latest or event["at"] >= latest[key]["at"]:
                    latest[key] = event
    print(f"{'version':<8} {'data set':<12} {'field':<9} {'receipts':>8} {'≥ 0.9':>14} {'correct of those':>17}")
    for version in args:
        for data_set in ("sroie", "wildreceipt", "fixtures"):
            for field in FIELDS:
                events = [e for (v, s, f, _), e in latest.items() if (v, s, f) == (version, data_set, field)]
                if not events:
                    continue
                sure = [e for e in events if (e.get("confidence") or 0) >= 0.9]
                right = sum(e["grade"] == "correct" for e in sure)
                share = f"{len(sure)} ({100 * len(sure) / len(events):.1f} %)"
                correct = f"{right} ({100 * right / len(sure):.1f} %)" if sure else "-"
                print(f"{version:<8} {data_set:<12} {field:<9} {len(events):>8} {share:>14} {correct:>17}")


if __name__ == "__main__":
    main()
