#!/usr/bin/env python3
"""Shrink an overlay from `receipts explain --overlay` into the README's picture.

    python3 Scripts/readme-picture.py OVERLAY.png docs/receipt-overlay.png

Three quarters of the size, greys in 16 steps plus the overlay's own field colours, no
dithering: a page of about 35 KB instead of 400 KB, with every box still readable.
Needs Python 3 with Pillow (`pip install pillow`).
"""
import sys

try:
    from PIL import Image
except ImportError:
    sys.exit("readme-picture: Pillow is missing. Install it with: pip install pillow")

# Sources/ReceiptOCR/Overlay.swift: merchant, date, total, other amounts, other fields.
FIELD_COLOURS = [(0, 90, 220), (0, 160, 60), (220, 0, 0), (230, 130, 0), (150, 0, 170)]
GREYS = 16
SCALE = 0.75


def main():
    if len(sys.argv) != 3 or sys.argv[1] in ("-h", "--help"):
        print(__doc__.strip(), file=sys.stderr if len(sys.argv) != 2 else sys.stdout)
        sys.exit(0 if len(sys.argv) == 2 else 2)
    source, destination = sys.argv[1], sys.argv[2]
    image = Image.open(source).convert("RGB")
    width, height = image.size
    image = image.resize((round(width * SCALE), round(height * SCALE)), Image.LANCZOS)
    palette = []
    for step in range(GREYS):
        grey = round(255 * step / (GREYS - 1))
        palette += [grey, grey, grey]
    for colour in FIELD_COLOURS:
        palette += list(colour)
    palette += [0, 0, 0] * (256 - len(palette) // 3)
    holder = Image.new("P", (1, 1))
    holder.putpalette(palette)
    image.quantize(palette=holder, dither=Image.Dither.NONE).save(destination, optimize=True)


if __name__ == "__main__":
    main()
