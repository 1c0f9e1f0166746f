#!/usr/bin/env python3
"""Training lines from the training pool's receipts (never the development set).

    real-lines.py POOL OUT UNICHARSET

POOL is `../shared/receipts/sroie-train` (images/, lines/). Each annotated line is cropped to
OUT/<receipt>_<n>.png with its text in OUT/<receipt>_<n>.gt.txt. SROIE's annotators upper-cased
every line, so the print's case is restored from the stock model's read of the same crop:
each word of the label takes the case pattern (upper, lower, capitalised) that the stock read's
letters aligned with it show, by majority, so a single misread `c` for `C` does not make it
into the truth; beside a mark the spacing is the read's wherever it has the same characters on both sides of
the gap (the annotators' own spacing, `03 - 04 - 2024`, is not the print's). A line whose
letters the read barely matches (under half) is left out, because
its case cannot be told; so is a line with a character the model cannot print.
"""

import difflib
import json
import os
import sys

from PIL import Image

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lines import crop_line, edit_distance, load_unicharset, normalise, printable, read_crops  # noqa: E402


def word_spans(text):
    spans, start = [], None
    for i, c in enumerate(text + " "):
        if c != " " and start is None:
            start = i
        elif c == " " and start is not None:
            spans.append((start, i))
            start = None
    return spans


def restore_case(label, read):
    """The label with the print's case taken from `read`, or None when it cannot be told."""
    lower_label, lower_read = label.lower(), read.lower()
    if len(lower_label) != len(label):
        return None
    seen = [None] * len(label)
    matcher = difflib.SequenceMatcher(None, lower_label, lower_read, autojunk=False)
    for a, b, n in matcher.get_matching_blocks():
        for k in range(n):
            if read[b + k].isalpha():
                seen[a + k] = read[b + k].isupper()
    letters = [i for i, c in enumerate(label) if c.isalpha()]
    if not letters:
        return label
    matched = [i for i in letters if seen[i] is not None]
    if len(matched) * 2 < len(letters):
        return None
    line_upper = sum(seen[i] for i in matched) * 2 >= len(matched)
    out = list(label.lower())
    for start, end in word_spans(label):
        idx = [i for i in range(start, end) if label[i].isalpha()]
        if not idx:
            continue
        known = [i for i in idx if seen[i] is not None]
        if not known:
            pattern = "upper" if line_upper else "lower"
        else:
            first_upper = seen[idx[0]] if seen[idx[0]] is not None else None
            rest = [seen[i] for i in known if i != idx[0]]
            rest_lower = sum(1 for u in rest if not u)
            if first_upper and rest and rest_lower * 3 >= 2 * len(rest):
                pattern = "title"
            elif sum(seen[i] for i in known) * 2 >= len(known):
                pattern = "upper"
            else:
                pattern = "lower"
        for i in idx:
            if pattern == "upper" or (pattern == "title" and i == idx[0]):
                out[i] = label[i].upper()
    return "".join(out)


def unspaced(text):
    """The text's characters without its spaces, and for each whether a space came before it."""
    chars, spaced_before = [], []
    gap = False
    for c in text:
        if c == " ":
            gap = True
            continue
        chars.append(c)
        spaced_before.append(gap)
        gap = False
    return chars, spaced_before


def restore_spacing(label, read):
    """The label with the print's spacing where the read agrees with it on the letters around.

    SROIE's annotators spaced text their own way (`03 - 04 - 2024`, `Date :`, a space dropped
    between words); a model trained on that learns to print spaces the paper does not show.
    Beside a mark (a gap with punctuation on either side), between two characters of the label
    that the read has side by side, the read's spacing (a space or none) is taken. Between two
    letters or digits the label's is kept: a stock read runs tightly printed words together
    more often than annotators split one.
    """
    chars, spaced_before = unspaced(label)
    read_chars, read_spaced = unspaced(read)
    matcher = difflib.SequenceMatcher(
        None, "".join(chars).lower(), "".join(read_chars).lower(), autojunk=False)
    partner = {}
    for a, b, n in matcher.get_matching_blocks():
        for k in range(n):
            partner[a + k] = b + k
    out = []
    for i, c in enumerate(chars):
        space = spaced_before[i]
        beside_mark = i > 0 and not (c.isalnum() and chars[i - 1].isalnum())
        if beside_mark and i in partner and i - 1 in partner and partner[i] == partner[i - 1] + 1:
            space = read_spaced[partner[i]]
        if space and out:
            out.append(" ")
        out.append(c)
    return "".join(out)


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    pool, out, unicharset = sys.argv[1:]
    charset = load_unicharset(unicharset)
    os.makedirs(out, exist_ok=True)
    crops, labels = [], []
    for name in sorted(os.listdir(os.path.join(pool, "lines"))):
        receipt = name.removesuffix(".json")
        image_path = os.path.join(pool, "images", receipt + ".jpg")
        if not os.path.exists(image_path):
            continue
        image = Image.open(image_path).convert("L")
        with open(os.path.join(pool, "lines", name), encoding="utf-8") as f:
            lines = json.load(f)["lines"]
        for n, line in enumerate(lines):
            text = normalise(line["text"])
            if not text or not printable(text, charset):
                continue
            crop = crop_line(image, line["box"])
            if crop is None:
                continue
            path = os.path.join(out, f"{receipt}_{n:03d}.png")
            crop.save(path)
            crops.append(path)
            labels.append(text)
    print(f"real-lines: {len(crops)} line crops from {pool}; reading them with the stock model",
          file=sys.stderr)
    # The stock read is kept beside the crops, so the truth can be made again without it.
    cache = os.path.join(out, "stock-reads.json")
    if os.path.exists(cache):
        with open(cache, encoding="utf-8") as f:
            known = json.load(f)
    else:
        known = {}
    missing = [p for p in crops if p not in known]
    if missing:
        known.update(zip(missing, read_crops(missing, None, "eng")))
        with open(cache, "w", encoding="utf-8") as f:
            json.dump(known, f, ensure_ascii=False)
    reads = [known[p] for p in crops]
    kept = dropped = errors = chars = 0
    for path, label, read in zip(crops, labels, reads):
        truth = restore_case(label, read)
        if truth is not None:
            truth = restore_spacing(truth, read)
        fold = lambda s: "".join(s.lower().split())  # noqa: E731
        errors += edit_distance(fold(label), fold(read))
        chars += len(fold(label))
        if truth is None:
            os.remove(path)
            dropped += 1
            continue
        with open(path.removesuffix(".png") + ".gt.txt", "w", encoding="utf-8") as f:
            f.write(truth + "\n")
        kept += 1
    print(f"real-lines: kept {kept}, left out {dropped} whose case could not be told; "
          f"stock model's character error rate on them {100 * errors / max(1, chars):.1f} % "
          f"(case-insensitive, spaces folded)", file=sys.stderr)


if __name__ == "__main__":
    main()
