#!/usr/bin/env python3
"""Tesseract's training files for line images (`<name>.png` + `<name>.gt.txt` in DIR).

    lstmf.py DIR [JOBS]

Lines are packed a hundred at a time into a multi-page TIFF with a box file naming each page's
whole text over the whole page (the `WordStr` form of Tesseract's line training), and
`tesseract CHUNK.tif CHUNK --psm 13 lstm.train` writes CHUNK.lstmf: one process per hundred
lines, not one per line (about 20 ms a line instead of 170). The chunks go to DIR/lstmf/, and
DIR/lstmf/all.txt lists them. A chunk already written is kept, so a rerun finishes an
interrupted run.
"""

import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

from PIL import Image

LSTM_TRAIN = "/usr/share/tesseract-ocr/5/tessdata/configs/lstm.train"
CHUNK = 100


def make(job):
    base, bases = job
    if os.path.exists(base + ".lstmf"):
        return base + ".lstmf"
    images, boxes = [], []
    for page, line in enumerate(bases):
        with open(line + ".gt.txt", encoding="utf-8") as f:
            text = f.read().strip()
        image = Image.open(line + ".png").convert("L")
        w, h = image.size
        images.append(image)
        boxes.append(f"WordStr 0 0 {w} {h} {page} #{text}\n\t 0 0 {w} {h} {page}\n")
    images[0].save(base + ".tif", save_all=True, append_images=images[1:], compression="tiff_lzw")
    with open(base + ".box", "w", encoding="utf-8") as f:
        f.writelines(boxes)
    result = subprocess.run(["tesseract", base + ".tif", base, "--psm", "13", LSTM_TRAIN],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            env=dict(os.environ, OMP_THREAD_LIMIT="1"))
    os.remove(base + ".tif")
    if result.returncode != 0 or not os.path.exists(base + ".lstmf"):
        print(f"lstmf: {base}.tif gave no training file: "
              f"{result.stderr.decode(errors='replace').strip()[-300:]}", file=sys.stderr)
        return None
    return base + ".lstmf"


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    folder = os.path.abspath(sys.argv[1])
    jobs = int(sys.argv[2]) if len(sys.argv) == 3 else os.cpu_count() or 2
    lines = sorted(os.path.join(folder, n[:-7]) for n in os.listdir(folder) if n.endswith(".gt.txt"))
    out = os.path.join(folder, "lstmf")
    os.makedirs(out, exist_ok=True)
    work = [(os.path.join(out, f"chunk{k:04d}"), lines[i:i + CHUNK])
            for k, i in enumerate(range(0, len(lines), CHUNK))]
    with ThreadPoolExecutor(jobs) as pool:
        made = [m for m in pool.map(make, work) if m]
    with open(os.path.join(out, "all.txt"), "w") as f:
        f.write("\n".join(made) + "\n")
    print(f"lstmf: {len(lines)} lines in {len(made)} of {len(work)} training files in {out}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
