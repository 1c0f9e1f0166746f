#!/usr/bin/env python3
"""Seed corpora for the fuzz targets, written to DIR/<target>/ (Scripts/fuzz.sh calls this).

    python3 Scripts/fuzz-seeds.py DIR
    python3 Scripts/fuzz-seeds.py -- -DIR     (a folder whose name starts with -)

Text targets get one file per line of Fuzz/Seeds/<target>.txt (`|` splits a grading
seed into proposal and truth, NUL-separated); the ledger gets runs of real ledger lines;
rows and extract get fixture word dumps encoded in the byte layout ReceiptCoreFuzzer.swift
reads; images gets the small test images. Standard library only.
"""

import argparse
import glob
import json
import os
import re
import struct

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# argparse, so that `--help` prints this and a mistyped option is an error (exit 2)
# instead of the name of a new folder full of seeds.
parser = argparse.ArgumentParser(
    prog="Scripts/fuzz-seeds.py", usage="%(prog)s [-h] DIR", description=__doc__,
    formatter_class=argparse.RawDescriptionHelpFormatter)
parser.add_argument("out", metavar="DIR", nargs="?", help="where to write the seeds, one folder per fuzz target")
arguments, unknown = parser.parse_known_args()
if unknown:  # named first: `--hlep` is a mistyped option, not a missing DIR
    parser.error("unrecognized arguments: " + " ".join(unknown))
if arguments.out is None:
    parser.error("the following arguments are required: DIR")
out = arguments.out


def write(target, name, data):
    os.makedirs(os.path.join(out, target), exist_ok=True)
    with open(os.path.join(out, target, name), "wb") as file:
        file.write(data)


for target in ("amount", "date", "grading"):
    with open(os.path.join(ROOT, "Fuzz", "Seeds", target + ".txt"), encoding="utf-8") as file:
        for number, line in enumerate(file.read().splitlines()):
            data = line.encode()
            if target == "grading":
                data = data.replace(b"|", b"\0", 1)
            write(target, f"seed-{number:03}", data)

for source in (os.path.join(ROOT, "Tests", "ReceiptsCLITests", "Golden", "ledger.jsonl"),
               os.path.join(ROOT, "Grading", "ledger.1.jsonl")):  # a sealed segment: seeds that stay put
    with open(source, "rb") as file:
        lines = file.read().splitlines(keepends=True)[:48]
    for start in range(0, len(lines), 4):
        write("ledger", f"{os.path.basename(os.path.dirname(source))}-{start:03}", b"".join(lines[start:start + 4]))
write("ledger", "torn", b'{"schema":1,"kind":"grade"}\n{"at":"2026-')

# The vocabulary of ReceiptCoreFuzzer.swift, read from it so the two cannot drift apart.
fuzzer = open(os.path.join(ROOT, "Fuzz", "ReceiptCoreFuzzer.swift"), encoding="utf-8").read()
block = fuzzer[fuzzer.index("let vocabulary = [") : fuzzer.index("]", fuzzer.index("let vocabulary = ["))]
vocabulary = re.findall(r'"((?:[^"\\]|\\.)*)"', block)
for path in sorted(glob.glob(os.path.join(ROOT, "Fixtures", "ocr", "*.json")))[:10]:
    page = json.load(open(path))["page"]
    data = bytearray([0])
    for word in page["words"][:150]:
        x0, y0, x1, y1 = word["box"]
        data += struct.pack(">HHBB", min(x0, 65535), min(y0, 65535), min(x1 - x0, 255), min(y1 - y0, 255))
        data += bytes([((word["block"] - 1) & 3) << 6 | ((word["line"] - 1) & 0x3F)])
        if word["text"] in vocabulary:
            data += bytes([vocabulary.index(word["text"])])
        else:
            text = word["text"].encode()[:12]
            data += bytes([255, len(text) - 1]) + text
        data += bytes([int(word["conf"]) % 101])
    name = os.path.splitext(os.path.basename(path))[0]
    write("rows", name, bytes(data))
    write("extract", name, bytes(data))

for path in glob.glob(os.path.join(ROOT, "Tests", "ReceiptOCRTests", "Inputs", "*")) + glob.glob(
        os.path.join(ROOT, "Fixtures", "images", "*")):
    if os.path.isfile(path) and 0 < os.path.getsize(path) <= 32768:
        write("images", os.path.basename(path), open(path, "rb").read())
# The phone photos' headers (EXIF orientation 3, 6, 8): the first 4 KB hold every segment before the scan.
for path in glob.glob(os.path.join(ROOT, "Fixtures", "inputs", "*.jpg")):
    write("images", "head-" + os.path.basename(path), open(path, "rb").read(4096))
# A HEIC's boxes (its first 4 KB: ftyp and meta), and what Poppler prints about a PDF.
for path in glob.glob(os.path.join(ROOT, "Fixtures", "inputs", "*.heic")):
    write("images", "head-" + os.path.basename(path), open(path, "rb").read(4096))
write("images", "pdfinfo", b"Pages:           2\nEncrypted:       no\nPage    1 size:  226.4 x 180 pts\n"
      b"Page    1 rot:   90\nPage    2 size:  226.4 x 120 pts (A4)\n")
write("images", "bbox-layout", b'<doc>\n  <page width="226.4" height="252.0">\n    <flow>\n      <block xMin="43" yMin="18">\n'
      b'        <line xMin="75.4" yMin="18.3" xMax="145.6" yMax="25.4">\n'
      b'          <word xMin="75.4" yMin="18.3" xMax="107.8" yMax="25.4">CORNER &amp; CO</word>\n'
      b'        </line>\n      </block>\n    </flow>\n  </page>\n</doc>\n')
