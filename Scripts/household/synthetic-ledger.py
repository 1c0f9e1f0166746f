#!/usr/bin/env python3
"""A household ledger of N receipts (default 10,000) from 2,000 shops, as `receipts grade` writes
one: each receipt's print, its paper class, nine field grades and a typed merchant on a fifth
of them, for timing how long reading the memory adds to a command's start (`make bench`).

Usage: synthetic-ledger.py OUT.jsonl [N]
"""
import json
import random
import sys

FIELDS = ["merchant", "date", "total", "subtotal", "tax", "tip", "payment", "currency", "time"]


def main():
    out, count = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 10000
    rng = random.Random(55)
    words = ["".join(rng.choice("abcdefghijkmnprstuvwy") for _ in range(rng.randint(3, 9))) for _ in range(3000)]
    shops = []
    for index in range(2000):
        header = rng.sample(words, 24)
        shops.append({
            "name": " ".join(header[:3]).upper() + " SDN BHD",
            "header": header,
            "phones": ["03%08d" % rng.randint(0, 99999999)],
            "numbers": ["%012d" % rng.randint(0, 10**12 - 1), "%07dK" % index],
        })
    with open(out, "w") as handle:
        for number in range(count):
            shop = shops[rng.randrange(len(shops))]
            receipt = "%064x" % rng.getrandbits(256)
            stamp = "2026-%02d-%02dT10:00:00.000Z" % (1 + number * 12 // count, 1 + number % 28)

            def event(kind, **extra):
                line = {"at": stamp, "extractor": "1.70", "file": "r%05d.jpg" % number, "grader": "person",
                        "id": "%012x-%016x" % (number, rng.getrandbits(64)), "kind": kind, "receipt": receipt, "schema": 1}
                line.update(extra)
                handle.write(json.dumps(line, sort_keys=True, separators=(",", ":")) + "\n")

            total = "%.2f" % rng.uniform(1, 300)
            event("shop", shop={"currency": "MYR", "date": "2026-01-02", "dateOrder": "day-first", "header": shop["header"],
                                "numbers": shop["numbers"], "phones": shop["phones"], "total": total,
                                "totalLabel": "TOTAL", "web": []})
            event("paper", paper="thermal-roll")
            for field in FIELDS:
                value = shop["name"] if field == "merchant" else total if field == "total" else "x"
                event("grade", field=field, grade="correct" if rng.random() < 0.9 else "miss", proposed=value,
                      confidence=0.9, rule="test")
            if rng.random() < 0.2:
                event("truth", field="merchant", value=shop["name"])


if __name__ == "__main__":
    main()
