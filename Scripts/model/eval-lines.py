#!/usr/bin/env python3
"""Character error rate of reading models on line crops they were not trained on.

    eval-lines.py WORK DEV_SET RENDERED MODEL... [--every N]

MODEL is `stock` (Debian's `eng`) or a `.traineddata` file. For each model it reads:

- the development set's annotated lines (`DEV_SET/sroie/lines`, `DEV_SET/wildreceipt/lines`),
  cropped once into WORK/dev/, scored case-insensitively with all spaces folded away (SROIE's
  annotators upper-cased the text; WildReceipt's removed the spaces inside each box);
- RENDERED, a folder of rendered mixed-case lines with their true text (`synth-lines.py` with a
  seed the training lines did not use), scored case-sensitively with spaces folded: lower case,
  `€`, `£` and decimal commas must still read; and again with its spaces, as a word-splitting
  model breaks dates and amounts apart (`03 - 04 - 2024`).

Prints one table row per model and set: lines, character error rate, exact lines; and writes
the same as JSON to WORK/eval.json.
"""

import json
import os
import sys

from PIL import Image

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lines import crop_line, edit_distance, normalise, read_crops  # noqa: E402


def dev_crops(work, dev_set, every):
    """(set name, [(crop path, truth)]) for each development set, cropping on first use."""
    sets = []
    for name in ("sroie", "wildreceipt"):
        folder = os.path.join(work, "dev", name)
        index = os.path.join(folder, "index.json")
        if not os.path.exists(index):
            os.makedirs(folder, exist_ok=True)
            items = []
            for file in sorted(os.listdir(os.path.join(dev_set, name, "lines"))):
                receipt = file.removesuffix(".json")
                image = Image.open(os.path.join(dev_set, name, "images", receipt + ".jpg")).convert("L")
                with open(os.path.join(dev_set, name, "lines", file), encoding="utf-8") as f:
                    lines = json.load(f)["lines"]
                for n, line in enumerate(lines):
                    text = normalise(line["text"])
                    crop = crop_line(image, line["box"]) if text else None
                    if crop is None:
                        continue
                    path = os.path.join(folder, f"{receipt}_{n:03d}.png")
                    crop.save(path)
                    items.append((path, text))
            with open(index, "w", encoding="utf-8") as f:
                json.dump(items, f, ensure_ascii=False)
        with open(index, encoding="utf-8") as f:
            items = json.load(f)
        sets.append((name, items[::every]))
    return sets


def rendered_lines(folder):
    items = []
    for file in sorted(os.listdir(folder)):
        if file.endswith(".gt.txt"):
            with open(os.path.join(folder, file), encoding="utf-8") as f:
                items.append((os.path.join(folder, file[:-7] + ".png"), normalise(f.read())))
    return items


def score(items, reads, case_sensitive, spaces=False):
    if spaces:
        fold = lambda s: " ".join(s.split())  # noqa: E731
    elif case_sensitive:
        fold = lambda s: "".join(s.split())  # noqa: E731
    else:
        fold = lambda s: "".join(s.lower().split())  # noqa: E731
    errors = chars = exact = 0
    for (_, truth), read in zip(items, reads):
        t, r = fold(truth), fold(read)
        d = edit_distance(t, r)
        errors += d
        chars += len(t)
        exact += d == 0
    return {"lines": len(items), "cer": 100 * errors / max(1, chars), "exact": 100 * exact / max(1, len(items))}


def main():
    args = sys.argv[1:]
    every = 1
    if "--every" in args:
        k = args.index("--every")
        every = int(args[k + 1])
        del args[k:k + 2]
    if len(args) < 4:
        sys.exit(__doc__)
    work, dev_set, rendered, models = args[0], args[1], args[2], args[3:]
    sets = dev_crops(work, dev_set, every)
    sets.append(("rendered, case-sensitive", rendered_lines(rendered)))
    sets.append(("rendered, with spaces", rendered_lines(rendered)))
    results = {}
    print(f"{'model':<28} {'lines':<26} {'n':>6} {'CER %':>7} {'exact %':>8}")
    for model in models:
        if model == "stock":
            tessdata, lang = None, "eng"
        else:
            tessdata = os.path.dirname(os.path.abspath(model))
            lang = os.path.basename(model).removesuffix(".traineddata")
        read = {}
        for name, items in sets:
            todo = [p for p, _ in items if p not in read]
            read.update(zip(todo, read_crops(todo, tessdata, lang)))
            reads = [read[p] for p, _ in items]
            result = score(items, reads, case_sensitive=name.startswith("rendered"), spaces=name.endswith("spaces"))
            results.setdefault(model, {})[name] = result
            print(f"{os.path.basename(model):<28} {name:<26} {result['lines']:>6} "
                  f"{result['cer']:>7.2f} {result['exact']:>8.1f}", flush=True)
    with open(os.path.join(work, "eval.json"), "w") as f:
        json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
