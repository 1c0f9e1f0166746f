#!/usr/bin/env python3
"""The household replay's order: every labelled receipt, shuffled with a fixed seed.

Prints one line per receipt: data set, image path, labels folder. Usage:
order.py SHARED_RECEIPTS_DIR
"""
import os
import random
import sys

SEED = 55  # the issue that asked for the replay; fixed so every run replays the same year
SETS = ["sroie", "sroie-train", "wildreceipt", "wildreceipt-train"]


def main():
    shared = sys.argv[1]
    receipts = []
    for name in SETS:
        images, labels = os.path.join(shared, name, "images"), os.path.join(shared, name, "labels")
        if not os.path.isdir(images):
            continue
        for image in sorted(os.listdir(images)):
            stem = os.path.splitext(image)[0]
            if os.path.exists(os.path.join(labels, stem + ".json")):
                receipts.append((name, os.path.join(images, image), labels))
    for image in sorted(os.listdir("Fixtures/images")):
        stem = os.path.splitext(image)[0]
        if os.path.exists(os.path.join("Fixtures/labels", stem + ".json")):
            receipts.append(("fixtures", os.path.join("Fixtures/images", image), "Fixtures/labels"))
    random.Random(SEED).shuffle(receipts)
    for receipt in receipts:
        print("\t".join(receipt))


if __name__ == "__main__":
    main()
