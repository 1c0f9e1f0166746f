#!/usr/bin/env python3
"""Accuracy of `make accuracy`'s photos by what was done to each (docs/accuracy.md,
"Photos by what was done to them"): whether the paper's outline was found and flattened,
the text height the page measured, the tilt straightened, and how much of the photo the
receipt's print covers.

The print's share of the photo is the box round every labelled line of the receipt
(`SHARED/receipts/SET/lines/`, the annotators' boxes: used to measure, never to read) over
the photo's area: a receipt photographed from afar prints on a small part of it.

Usage: Scripts/photo-table.py [SET ...]   (default: wildreceipt wildreceipt-train)
Reads .build/out/accuracy/SET.jsonl and SET.ledger.jsonl, written by `make accuracy`, and
the labelled lines under $SHARED (default ../shared)."""
import json
import os
import sys

OUT = ".build/out/accuracy"
SHARED = os.environ.get("SHARED", "../shared")
FIELDS = ("total", "date", "merchant")
ORDER = ["all", "no outline", "outline: square-on", "outline: flattened", "text unmeasured", "text < 12 px",
         "text 12-20 px", "text ≥ 20 px", "straight (< 0.4°)", "tilted 0.4-2°", "tilted ≥ 2°",
         "print < 25 % of photo", "print 25-50 %", "print 50-75 %", "print ≥ 75 %", "print unlabelled"]


def print_share(name, record):
    """The labelled lines' bounding box over the photo's area (0…1), or `None` without lines."""
    stem = os.path.splitext(os.path.basename(record["file"]))[0]
    path = os.path.join(SHARED, "receipts", name, "lines", stem + ".json")
    ocr = record.get("ocr") or {}
    width, height = ocr.get("width"), ocr.get("height")
    if not os.path.exists(path) or not width or not height:
        return None
    with open(path) as labelled:
        lines = json.load(labelled).get("lines", [])
    corners = [box for line in lines for box in [line.get("box") or []] if len(box) == 8]
    if not corners:
        return None
    xs = [min(max(v, 0), width) for box in corners for v in box[0::2]]
    ys = [min(max(v, 0), height) for box in corners for v in box[1::2]]
    return (max(xs) - min(xs)) * (max(ys) - min(ys)) / (width * height)


def grades(name):
    """file -> field -> grade, from the throw-away truth ledger."""
    found = {}
    with open(os.path.join(OUT, name + ".ledger.jsonl")) as ledger:
        for line in ledger:
            event = json.loads(line)
            if event.get("kind") == "grade" and event.get("field") in FIELDS:
                found.setdefault(event["file"], {})[event["field"]] = event["grade"]
    return found


def groups(name, record):
    pre = (record.get("ocr") or {}).get("preprocessing") or {}
    steps = pre.get("steps") or []
    if any(step.startswith("paper outlined and flattened") for step in steps):
        outline = "outline: flattened"
    elif pre.get("paper"):
        outline = "outline: square-on"
    else:
        outline = "no outline"
    height = pre.get("textHeight")
    size = "text unmeasured" if height is None else ("text < 12 px" if height < 12 else ("text 12-20 px" if height < 20 else "text ≥ 20 px"))
    tilt = abs(pre.get("deskewDegrees") or 0)
    turn = "straight (< 0.4°)" if tilt < 0.4 else ("tilted 0.4-2°" if tilt < 2 else "tilted ≥ 2°")
    share = print_share(name, record)
    cover = ("print unlabelled" if share is None else "print < 25 % of photo" if share < 0.25
             else "print 25-50 %" if share < 0.5 else "print 50-75 %" if share < 0.75 else "print ≥ 75 %")
    return [outline, size, turn, cover]


def main(names):
    for name in names:
        by_file = grades(name)
        table = {}
        with open(os.path.join(OUT, name + ".jsonl")) as scans:
            for line in scans:
                record = json.loads(line)
                graded = by_file.get(os.path.basename(record["file"]), {})
                for group in ["all"] + groups(name, record):
                    row = table.setdefault(group, {"n": 0, **{f: [0, 0] for f in FIELDS}})
                    row["n"] += 1
                    for field in FIELDS:
                        if field in graded:
                            row[field][1] += 1
                            row[field][0] += graded[field] == "correct"
        print(f"\n{name}: receipts, and total / date / merchant correct (of those labelled)")
        print(f"{'group':22} {'n':>4}  " + "  ".join(f"{f:>14}" for f in FIELDS))
        for group in ORDER:
            row = table.get(group)
            if row is None:
                continue
            cells = [f"{c}/{n} {100 * c / n:5.1f}%" if n else "-" for c, n in (row[f] for f in FIELDS)]
            print(f"{group:22} {row['n']:>4}  " + "  ".join(f"{c:>14}" for c in cells))


if __name__ == "__main__":
    main(sys.argv[1:] or ["wildreceipt", "wildreceipt-train"])
