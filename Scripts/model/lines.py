"""Line crops for training and measuring the reading model: shared by the model scripts.

A line is cropped from a receipt image by its annotated box (four corners, any order), padded
so Tesseract sees the whole glyphs and some paper, and saved as a grey PNG. Reading many crops
goes through one `tesseract` process per list (one model load), which prints each crop's text
followed by a form feed.
"""

import os
import subprocess
import tempfile
import unicodedata

from PIL import Image


def box_of(quad):
    """Axis-aligned (x0, y0, x1, y1) of an annotated box's four corners."""
    xs, ys = quad[0::2], quad[1::2]
    return min(xs), min(ys), max(xs), max(ys)


def crop_line(image, quad, pad=0.12):
    """The line's crop, padded by `pad` × its height on every side, or None when degenerate.

    Tesseract reads a line of a page from its words' tight box with 4 pixels around it, on a
    page whose text is scaled to about 24-30 pixels: about an eighth of the line's height. A
    model trained on lines framed more loosely learns text smaller in its frame than a page
    gives it, and on a page drops a line's last letter or reads a `$` as a leading 3.
    """
    x0, y0, x1, y1 = box_of(quad)
    h = y1 - y0
    if h < 6 or x1 - x0 < 4:
        return None
    p = max(2, int(round(h * pad)))
    if p > h:  # a box far taller than a line: no padding to speak of
        p = 2
    box = (max(0, x0 - p), max(0, y0 - p), min(image.width, x1 + p), min(image.height, y1 + p))
    if box[2] - box[0] < 4 or box[3] - box[1] < 6:
        return None
    return image.crop(box)


def load_unicharset(path):
    """The characters a model can print, from a `.lstm-unicharset` (ignoring its header)."""
    chars = set()
    with open(path, encoding="utf-8") as f:
        next(f)
        for line in f:
            token = line.split(" ", 1)[0]
            if token and token != "NULL":
                chars.add(token)
    chars.add(" ")
    return chars


def printable(text, charset):
    return all(c in charset for c in text)


def normalise(text):
    """NFC, tabs and runs of spaces folded, ends trimmed."""
    return " ".join(unicodedata.normalize("NFC", text).split())


def read_crops(paths, tessdata, lang, psm=7, jobs=2):
    """Each crop's text as read by `tesseract` with the model `lang` in `tessdata` (None: the
    system's), one process per share of the list, so each loads the model once."""
    if not paths:
        return []
    shares = [paths[i::jobs] for i in range(jobs)]
    procs = []
    env = dict(os.environ, OMP_THREAD_LIMIT="1")
    with tempfile.TemporaryDirectory() as tmp:
        for k, share in enumerate(shares):
            if not share:
                continue
            listing = os.path.join(tmp, f"list{k}.txt")
            with open(listing, "w") as f:
                f.write("\n".join(share) + "\n")
            cmd = ["tesseract", listing, "stdout", "--psm", str(psm), "-l", lang, "-c", "tessedit_create_tsv=1"]
            if tessdata:
                cmd[1:1] = ["--tessdata-dir", tessdata]
            procs.append((k, subprocess.Popen(cmd, stdout=subprocess.PIPE,
                                              stderr=subprocess.DEVNULL, env=env)))
        texts = {}
        for k, proc in procs:
            out, _ = proc.communicate()
            # TSV numbers each image's rows with its page (an image read as nothing still
            # has its page row), so an empty read cannot shift the ones after it.
            words = {}
            for row in out.decode("utf-8", "replace").splitlines()[1:]:
                cells = row.split("\t")
                if len(cells) == 12 and cells[0] == "5":
                    words.setdefault(int(cells[1]), []).append(cells[11])
            for n, path in enumerate(shares[k], 1):
                texts[path] = normalise(" ".join(words.get(n, [])))
    return [texts[p] for p in paths]


def edit_distance(a, b):
    """Levenshtein distance between two strings. - Complexity: O(len(a) × len(b))."""
    if len(a) < len(b):
        a, b = b, a
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1,
                               previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]
