#!/usr/bin/env python3
"""How much a photo's text height varies along the receipt, from the labelled line boxes.

    Scripts/photo-bands.py [SHARED_RECEIPTS] [SET ...]

For each receipt of each set (default: wildreceipt and wildreceipt-train under
../shared/receipts), the boxes of three characters or more in `lines/<id>.json`, sorted top to
bottom: the median box height of the top third against the bottom third, and the labelled shop
name's tallest box (class `Store_name_value`) against the body's median. Prints counts only, so
that a set no rule may be shaped on is measured without being read receipt by receipt.
"""

import json
import os
import statistics
import sys


def bands(folder):
    ratios, names = [], []
    for file in sorted(os.listdir(folder)):
        with open(os.path.join(folder, file), encoding="utf-8") as f:
            lines = json.load(f)["lines"]
        boxes = []
        for line in lines:
            ys = line["box"][1::2]
            height = max(ys) - min(ys)
            if len(line["text"]) >= 3 and height > 0:
                boxes.append(((max(ys) + min(ys)) / 2, height, line.get("class", "")))
        if len(boxes) < 9:
            continue
        boxes.sort()
        third = len(boxes) // 3
        top = statistics.median(h for _, h, _ in boxes[:third])
        bottom = statistics.median(h for _, h, _ in boxes[-third:])
        ratios.append(max(top, bottom) / min(top, bottom))
        body = statistics.median(h for _, h, c in boxes if c != "Store_name_value")
        name = [h for _, h, c in boxes if c == "Store_name_value"]
        if name:
            names.append(max(name) / body)
    return ratios, names


def main():
    args = sys.argv[1:]
    root = args.pop(0) if args and os.path.isdir(args[0]) and not os.path.isdir(os.path.join(args[0], "lines")) else "../shared/receipts"
    for name in args or ["wildreceipt", "wildreceipt-train"]:
        ratios, names = bands(os.path.join(root, name, "lines"))
        over = lambda values, bar: sum(v > bar for v in values)
        print(f"{name}: {len(ratios)} receipts; top third against bottom third, median ratio "
              f"{statistics.median(ratios):.2f}, over 1.3 on {over(ratios, 1.3)}, over 1.5 on {over(ratios, 1.5)}; "
              f"name against body ({len(names)} named), median {statistics.median(names):.2f}, "
              f"1.5 or more on {sum(v >= 1.5 for v in names)}, 2 or more on {sum(v >= 2 for v in names)}")


if __name__ == "__main__":
    main()
