#!/usr/bin/env python3
"""Tables and a plot from the household replay (Scripts/household/replay.sh).

For each data set and field: receipts from a shop seen for the first time and from a shop
seen before (by the labelled merchant, folded), how often the proposal was right, how many
were proposed at >= 0.9 and how many of those were right, with the memory on and off. Also
the merchant mistakes the memory made (a receipt named after a remembered shop, wrong, that
the memory-off scan named right) and a plot of merchant accuracy by visit number.

Usage: report.py REPLAY_DIR SHARED_RECEIPTS_DIR  (writes REPLAY_DIR/report.md and
REPLAY_DIR/merchant-by-visit.svg; prints the report)
"""
import difflib
import glob
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "confidence"))
from fit import wilson  # noqa: E402  (the same interval the confidence card gives)

FIELDS = ["merchant", "date", "total"]
SETS = ["sroie", "sroie-train", "wildreceipt", "wildreceipt-train", "fixtures"]
BAR = 0.9


def fold(name):
    return "".join(c for c in name.upper() if c.isalnum())


def grades(paths):
    """(receipt sha, field) -> grade, the latest truth grade in force."""
    events = []
    for path in sorted(paths, key=lambda p: (p.count("."), p)):
        with open(path) as handle:
            for line in handle:
                try:
                    events.append(json.loads(line))
                except ValueError:
                    continue
    retracted = {e.get("retracts") for e in events if e.get("kind") == "retract"}
    out = {}
    for event in events:
        if event.get("kind") == "grade" and event["id"] not in retracted and event.get("grader", "").startswith("truth:"):
            out[(event["receipt"], event["field"])] = event["grade"]
    return out


def ledger_files(directory, stem):
    return glob.glob(os.path.join(directory, stem + ".jsonl")) + glob.glob(os.path.join(directory, stem + ".*.jsonl"))


def main():
    replay, shared = sys.argv[1], sys.argv[2]
    order = [line.rstrip("\n").split("\t") for line in open(os.path.join(replay, "order.tsv")) if line.strip()]
    scans = {"on": {}, "off": {}}
    for mode, name in (("on", "memory.jsonl"), ("off", "off.jsonl")):
        for line in open(os.path.join(replay, name)):
            record = json.loads(line)
            scans[mode][record["file"]] = record
    graded = {"on": grades(ledger_files(replay, "ledger")), "off": grades(ledger_files(replay, "off-ledger"))}
    # The memory's confidence as fit.py measured it (cross-validated by shop on the pools, held
    # out elsewhere), where the replay ran before those weights were fitted.
    measured_path = os.path.join(replay, "memory-confidence.json")
    measured = json.load(open(measured_path)) if os.path.exists(measured_path) else {}

    # Visits: by the labelled merchant, folded; a near spelling of a shop seen is that shop.
    shops = []
    rows = []
    for set_name, image, labels in order:
        stem = os.path.splitext(os.path.basename(image))[0]
        label = json.load(open(os.path.join(labels, stem + ".json")))
        key = fold(label.get("merchant", "") or "")
        visit = 1
        shop = None
        for index, known in enumerate(shops):
            if key and difflib.SequenceMatcher(None, key, known["key"]).ratio() >= 0.9:
                shop = index
                break
        if shop is None:
            shops.append({"key": key, "visits": 1})
        else:
            shops[shop]["visits"] += 1
            visit = shops[shop]["visits"]
        row = {"set": set_name, "image": image, "visit": visit if key else 1}
        for mode in ("on", "off"):
            record = scans[mode].get(image)
            sha = record.get("sha256") if record else None
            for field in FIELDS:
                proposal = (record or {}).get(field) or {}
                grade = graded[mode].get((sha, field))
                confidence = proposal.get("confidence", 0.0)
                if mode == "on" and "%s|%s" % (sha, field) in measured:
                    confidence = measured["%s|%s" % (sha, field)]
                row[(mode, field)] = {
                    "grade": grade,
                    "confidence": confidence,
                    "rule": proposal.get("rule"),
                    "renamed": (proposal.get("features") or {}).get("memory-renamed", 0) == 1,
                }
            row[(mode, "memory")] = (record or {}).get("memory")
        rows.append(row)

    lines = [
        "Household replay: %d labelled receipts in one shuffled order (seed in Scripts/household/order.py),"
        " each scanned with the memory of the ones before it, then graded against its label." % len(rows),
        "",
    ]

    def cell(subset, mode, field):
        labelled = [r for r in subset if r[(mode, field)]["grade"] is not None]
        n = len(labelled)
        right = sum(1 for r in labelled if r[(mode, field)]["grade"] == "correct")
        sure = [r for r in labelled if r[(mode, field)]["confidence"] >= BAR]
        sure_right = sum(1 for r in sure if r[(mode, field)]["grade"] == "correct")
        return n, right, len(sure), sure_right

    def pct(k, n):
        return "—" if n == 0 else "%.1f" % (100.0 * k / n)

    lines.append("| set | visits | field | n | right, memory off | right, memory on | at ≥ 0.9, off | at ≥ 0.9, on | right at ≥ 0.9, on (95 % interval) |")
    lines.append("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for set_name in SETS:
        for visits, test in (("first", lambda r: r["visit"] == 1), ("repeat", lambda r: r["visit"] > 1)):
            subset = [r for r in rows if r["set"] == set_name and test(r)]
            if not subset:
                continue
            for field in FIELDS:
                n, off_right, off_sure, off_sure_right = cell(subset, "off", field)
                _, on_right, on_sure, on_sure_right = cell(subset, "on", field)
                low, high = wilson(on_sure_right, on_sure)
                lines.append(
                    "| %s | %s | %s | %d | %s | %s | %s | %s | %s |"
                    % (
                        set_name, visits, field, n, pct(off_right, n), pct(on_right, n), pct(off_sure, n), pct(on_sure, n),
                        "%d of %d, %s (%.1f–%.1f)" % (on_sure_right, on_sure, pct(on_sure_right, on_sure), 100 * low, 100 * high)
                        if on_sure else "—",
                    ))
    lines.append("")
    caused = [
        r for r in rows
        if r[("on", "merchant")]["rule"] == "memory" and r[("on", "merchant")]["grade"] != "correct"
        and r[("off", "merchant")]["grade"] == "correct"
    ]
    recognised = sum(1 for r in rows if r[("on", "memory")])
    renamed = sum(1 for r in rows if r[("on", "merchant")]["renamed"])
    lines.append(
        "Recognised as a remembered shop: %d receipts (%d of them first visits by the label: another shop taken"
        " for this one, or a shop whose labels spell it differently); the memory's name replaced the name read on %d"
        " (its letters changed; a name only re-cased or re-punctuated is read as confirmed)."
        % (recognised, sum(1 for r in rows if r[("on", "memory")] and r["visit"] == 1), renamed))
    lines.append("Merchant mistakes the memory caused (right with the memory off, wrong with it on): %d." % len(caused))
    for r in caused:
        memory = r[("on", "memory")] or {}
        lines.append("- %s (%s, visit %d): named %s" % (os.path.basename(r["image"]) if r["set"] != "wildreceipt-train" else "a wildreceipt-train photo",
                                                      r["set"], r["visit"], memory.get("name")))
    report = "\n".join(lines) + "\n"
    open(os.path.join(replay, "report.md"), "w").write(report)
    print(report)
    plot(rows, os.path.join(replay, "merchant-by-visit.svg"))


def plot(rows, path):
    """Merchant right, by visit number (1, 2, 3, 4, 5 and later), memory off and on, as SVG."""
    buckets = [1, 2, 3, 4, 5]
    series = {}
    for mode in ("off", "on"):
        points = []
        for bucket in buckets:
            subset = [r for r in rows if (r["visit"] == bucket if bucket < 5 else r["visit"] >= 5)
                      and r[(mode, "merchant")]["grade"] is not None]
            right = sum(1 for r in subset if r[(mode, "merchant")]["grade"] == "correct")
            points.append((bucket, 100.0 * right / len(subset) if subset else 0.0, len(subset)))
        series[mode] = points
    width, height, left, bottom, top = 560, 320, 60, 50, 30
    def x(bucket):
        return left + (bucket - 1) * (width - left - 30) / 4
    def y(value):
        return top + (100 - value) * (height - top - bottom) / 100
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">' % (width, height),
             '<rect width="100%" height="100%" fill="white"/>',
             '<text x="%d" y="18" font-size="14">Merchant right by visit to the shop, household replay</text>' % left]
    for value in range(0, 101, 20):
        parts.append('<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#ddd"/>' % (left, width - 30, y(value), y(value)))
        parts.append('<text x="%d" y="%.1f" text-anchor="end">%d %%</text>' % (left - 6, y(value) + 4, value))
    for bucket in buckets:
        n = series["on"][bucket - 1][2]
        parts.append('<text x="%.1f" y="%d" text-anchor="middle">%s</text>' % (x(bucket), height - bottom + 18, "5+" if bucket == 5 else bucket))
        parts.append('<text x="%.1f" y="%d" text-anchor="middle" fill="#777">n=%d</text>' % (x(bucket), height - bottom + 32, n))
    parts.append('<text x="%d" y="%d" text-anchor="middle">visit number</text>' % ((left + width - 30) / 2, height - 4))
    for mode, colour in (("off", "#999"), ("on", "#1f5fbf")):
        points = " ".join("%.1f,%.1f" % (x(b), y(v)) for b, v, _ in series[mode])
        parts.append('<polyline fill="none" stroke="%s" stroke-width="2" points="%s"/>' % (colour, points))
        for b, v, _ in series[mode]:
            parts.append('<circle cx="%.1f" cy="%.1f" r="3" fill="%s"/>' % (x(b), y(v), colour))
    parts.append('<text x="%d" y="%.1f" fill="#1f5fbf">memory on</text>' % (width - 140, y(8)))
    parts.append('<text x="%d" y="%.1f" fill="#999">memory off</text>' % (width - 140, y(2) + 6))
    parts.append("</svg>")
    open(path, "w").write("\n".join(parts) + "\n")


if __name__ == "__main__":
    main()
