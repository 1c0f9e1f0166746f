#!/usr/bin/env python3
"""Write Fixtures/inputs/: one receipt in every form it reaches a household.

    python3 Scripts/make-input-fixtures.py [--out DIR]

The same receipt (labels in Fixtures/inputs/labels/corner-market.json) as
  corner-market.png            upright PNG, the reference
  corner-market-exif-3.jpg     JPEG stored upside down, EXIF Orientation 3
  corner-market-exif-6.jpg     JPEG stored turned left, EXIF Orientation 6 (a phone held upright)
  corner-market-exif-8.jpg     JPEG stored turned right, EXIF Orientation 8
  corner-market.heic           HEIC (encoded with heif-enc from libheif-examples)
  corner-market-scan.pdf       image-only PDF, one page holding the PNG (a scanner's PDF)
  corner-market-text.pdf       PDF with a real text layer in Courier (an e-receipt), no image
  corner-market-two-pages.pdf  the text receipt split over two pages (header and items, totals)

Kept apart from Fixtures/images so the 32-receipt accuracy gate is untouched. Needs Pillow,
DejaVu Sans Mono (fonts-dejavu-core) and, for the HEIC, heif-enc. Deterministic: the PDFs
are written by hand below (Pillow cannot write text), with no dates or ids in them.
"""

import argparse
import io
import json
import os
import shutil
import subprocess
import sys

from PIL import Image, ImageDraw, ImageFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
FONT_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"

WIDTH = 36  # characters a line
LINES = [
    ("center", "CORNER MARKET", True),
    ("center", "12 Elm Street, Springfield", False),
    ("center", "Tel (555) 010-2000", False),
    ("", "", False),
    ("lr", ("Date: 03/14/2024", "Time: 10:42"), False),
    ("left", "-" * WIDTH, False),
    ("lr", ("Milk 2L", "3.49"), False),
    ("lr", ("Bread", "2.99"), False),
    ("lr", ("Eggs 12", "4.25"), False),
    ("lr", ("Apples 1kg", "3.80"), False),
    ("left", "-" * WIDTH, False),
    ("lr", ("SUBTOTAL", "14.53"), False),
    ("lr", ("TAX 5%", "0.73"), False),
    ("lr", ("TOTAL", "15.26"), True),
    ("lr", ("VISA ****1234", "15.26"), False),
    ("", "", False),
    ("center", "Thank you for shopping!", False),
]
PAGE_BREAK = 11  # the two-page PDF breaks before SUBTOTAL

LABEL = {
    "merchant": "CORNER MARKET", "date": "2024-03-14", "time": "10:42", "total": "15.26",
    "subtotal": "14.53", "tax": "0.73", "tip": None, "payment": "visa", "currency": "USD",
    "paper": "printed-invoice",
}


def text_of(kind, value):
    if kind == "center":
        return value.center(WIDTH).rstrip()
    if kind == "lr":
        left, right = value
        return left + " " * (WIDTH - len(left) - len(right)) + right
    return value


def render_png():
    size, lead, margin = 26, 38, 40
    font, bold = ImageFont.truetype(FONT, size), ImageFont.truetype(FONT_BOLD, size)
    char = font.getlength("M")
    image = Image.new("L", (int(char * WIDTH) + 2 * margin, lead * len(LINES) + 2 * margin), 255)
    draw = ImageDraw.Draw(image)
    for number, (kind, value, strong) in enumerate(LINES):
        draw.text((margin, margin + number * lead), text_of(kind, value), font=bold if strong else font, fill=20)
    return image


def pdf_string(text):
    return "(" + text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ")"


def write_pdf(path, pages):
    """A PDF 1.4 file of `pages`, each a list of (object body bytes builders); see below."""
    objects = []  # bodies, object n at index n-1

    def add(body):
        objects.append(body)
        return len(objects)

    catalog = add(None)
    tree = add(None)
    font = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>")
    bold = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Bold /Encoding /WinAnsiEncoding >>")
    kids = []
    for page in pages:
        kind = page[0]
        if kind == "text":
            _, lines, width, height = page
            size, lead, x, top = 9, 12, 16, height - 24
            parts = ["BT"]
            for number, (line, strong) in enumerate(lines):
                parts.append(f"/{'F2' if strong else 'F1'} {size} Tf 1 0 0 1 {x} {top - number * lead} Tm {pdf_string(line)} Tj")
            parts.append("ET")
            stream = "\n".join(parts).encode("latin-1")
            resources = f"<< /Font << /F1 {font} 0 R /F2 {bold} 0 R >> >>"
        else:
            _, image, width, height = page
            data = io.BytesIO()
            image.save(data, "JPEG", quality=90)
            jpeg = data.getvalue()
            picture = add(
                f"<< /Type /XObject /Subtype /Image /Width {image.width} /Height {image.height} "
                f"/ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length {len(jpeg)} >>\nstream\n".encode()
                + jpeg + b"\nendstream")
            stream = f"q {width} 0 0 {height} 0 0 cm /Im1 Do Q".encode()
            resources = f"<< /XObject << /Im1 {picture} 0 R >> >>"
        content = add(f"<< /Length {len(stream)} >>\nstream\n".encode() + stream + b"\nendstream")
        kids.append(add(
            f"<< /Type /Page /Parent {tree} 0 R /MediaBox [0 0 {width} {height}] "
            f"/Resources {resources} /Contents {content} 0 R >>".encode()))
    objects[catalog - 1] = f"<< /Type /Catalog /Pages {tree} 0 R >>".encode()
    objects[tree - 1] = f"<< /Type /Pages /Kids [{' '.join(f'{k} 0 R' for k in kids)}] /Count {len(kids)} >>".encode()

    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    for offset in offsets:
        out += f"{offset:010d} 00000 n \n".encode()
    out += f"trailer\n<< /Size {len(objects) + 1} /Root {catalog} 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    with open(path, "wb") as file:
        file.write(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default=os.path.join(ROOT, "Fixtures", "inputs"))
    out = parser.parse_args().out
    os.makedirs(os.path.join(out, "labels"), exist_ok=True)
    name = os.path.join(out, "corner-market")

    upright = render_png()
    upright.save(name + ".png", optimize=True)
    # The stored pixels are what a viewer turns back: orientation 6 is shown turned 90°
    # clockwise, so it is stored turned 90° anticlockwise (PIL's ROTATE_90).
    for orientation, stored in ((3, Image.Transpose.ROTATE_180), (6, Image.Transpose.ROTATE_90),
                                (8, Image.Transpose.ROTATE_270)):
        exif = Image.Exif()
        exif[0x0112] = orientation
        upright.transpose(stored).save(f"{name}-exif-{orientation}.jpg", quality=90, exif=exif.tobytes())

    encoder = shutil.which("heif-enc")
    if encoder:
        subprocess.run([encoder, "-q", "90", name + ".png", "-o", name + ".heic"], check=True,
                       stdout=subprocess.DEVNULL)
    else:
        print("make-input-fixtures: heif-enc is missing (apt-get install libheif-examples); HEIC not written",
              file=sys.stderr)

    # The scanned PDF: the PNG placed on a page at 203 dpi, as a thermal printer's dots.
    dpi = 203
    write_pdf(name + "-scan.pdf", [("image", upright, upright.width * 72 / dpi, upright.height * 72 / dpi)])

    lines = [(text_of(kind, value), strong) for kind, value, strong in LINES]
    width, lead = 16 * 2 + WIDTH * 5.4, 12
    write_pdf(name + "-text.pdf", [("text", lines, width, len(lines) * lead + 48)])
    first, second = lines[:PAGE_BREAK], lines[PAGE_BREAK:]
    write_pdf(name + "-two-pages.pdf", [("text", first, width, len(first) * lead + 48),
                                        ("text", second, width, len(second) * lead + 48)])

    with open(os.path.join(out, "labels", "corner-market.json"), "w") as file:
        json.dump(LABEL, file, indent=2)
        file.write("\n")
    print(f"make-input-fixtures: wrote {len(os.listdir(out)) - 1} files and a label to {out}")


if __name__ == "__main__":
    main()
