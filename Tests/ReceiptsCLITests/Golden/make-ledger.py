#!/usr/bin/env python3
"""Writes ledger.jsonl, the hand-made ledger behind the report golden files.

80 invented receipts graded on merchant, date and total: extractor 1.0 by truth labels in
September and October 2026, a person's corrections in October (a re-grade, a retraction,
a skip, a re-tagged paper class), and extractor 1.1 by rescore in November. The counts are
chosen so the report shows every verdict: auto-fill, confirm, ask, small n, and changes
within and beyond the noise. Deterministic: rerunning it rewrites the same file.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
events = []


def add(**event):
    event = {k: v for k, v in event.items() if v is not None}
    event["schema"] = 1
    event["id"] = "g%04d" % (len(events) + 1)
    events.append(event)
    return event["id"]


def receipt(i):
    return "%064x" % (0xA000 + i)


def event(kind, i, at, extractor, grader, **rest):
    return add(kind=kind, receipt=receipt(i), file="receipt-%02d.png" % i, at=at, extractor=extractor, grader=grader, **rest)


PAPER = ["thermal-roll"] * 40 + ["grocery-tape"] * 20 + ["faded"] * 12 + [None] * 8

# Grades per receipt index: the first `correct` are correct, the next `close` close, the rest miss.
PLAN = {
    "1.0": {"merchant": (70, 6), "date": (60, 10), "total": (64, 4)},
    "1.1": {"merchant": (80, 0), "date": (62, 10), "total": (74, 2)},
}
CONFIDENCE = {"merchant": 0.93, "date": 0.91, "total": 0.97}


def grade_of(field, version, i):
    correct, close = PLAN[version][field]
    # Spread the misses over the paper classes instead of piling them on the last receipts.
    rank = (i * 37) % 80
    return "correct" if rank < correct else "close" if rank < correct + close else "miss"


for i in range(80):
    if PAPER[i]:
        event("paper", i, "2026-09-20T10:00:00.000Z", "1.0", "truth:fixtures", paper=PAPER[i])
    for field, value in [("merchant", "Shop %02d" % i), ("date", "2026-08-%02d" % (i % 28 + 1)), ("total", "%d.%02d" % (5 + i, i))]:
        event("truth", i, "2026-09-20T10:00:00.000Z", "1.0", "truth:fixtures", field=field, value=value)

for i in range(80):
    at = "2026-09-20T10:00:00.000Z" if i < 40 else "2026-10-03T10:00:00.000Z"
    for field in ["merchant", "date", "total"]:
        grade = grade_of(field, "1.0", i)
        event("grade", i, at, "1.0", "truth:fixtures", field=field, grade=grade,
              proposed=None if grade == "miss" else "proposed %02d" % i,
              confidence=CONFIDENCE[field] if grade != "miss" or i % 3 == 0 else 0.42, rule="rule-" + field)

# A person's corrections in October.
at = "2026-10-05T18:30:00.000Z"
first = event("grade", 3, at, "1.0", "person", field="total", grade="miss", proposed="8.03", confidence=0.97)
event("grade", 3, at, "1.0", "person", field="total", grade="close", proposed="8.03", confidence=0.97)  # re-grade
undone = event("grade", 5, at, "1.0", "person", field="date", grade="correct", proposed="2026-08-06", confidence=0.91)
event("retract", 5, at, "1.0", "person", retracts=undone)
event("grade", 6, at, "1.0", "person", field="merchant", grade="skip")
wrong = event("paper", 7, at, "1.0", "person", paper="faded")
event("retract", 7, at, "1.0", "person", retracts=wrong)
event("paper", 41, at, "1.0", "person", paper="thermal-roll")  # re-tagged from grocery-tape

for i in range(80):
    for field in ["merchant", "date", "total"]:
        grade = grade_of(field, "1.1", i)
        event("grade", i, "2026-11-12T07:45:00.000Z", "1.1", "rescore", field=field, grade=grade,
              proposed=None if grade == "miss" else "proposed %02d" % i,
              confidence=CONFIDENCE[field] if grade != "miss" or i % 2 == 0 else 0.3, rule="rule-" + field)

with open(os.path.join(HERE, "ledger.jsonl"), "w") as out:
    for e in events:
        out.write(json.dumps(e, sort_keys=True, separators=(",", ":")) + "\n")
