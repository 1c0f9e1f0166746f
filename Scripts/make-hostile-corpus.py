#!/usr/bin/env python3
"""Write the hostile-input corpus: files people did not make with care, in one folder.

    python3 Scripts/make-hostile-corpus.py [DIR]     # default .build/hostile-corpus

Every case is a file (or folder, link, FIFO) in DIR/scan, the folder `receipts scan` is run
over, and an entry in DIR/expected.json saying what the user must see for it: an error line
containing a phrase, or a read whose total is the fixture's. Scripts/check-hostile-scan.py
checks a scan against it. Generated, never committed: DIR is under .build/.

Needs Python 3 with Pillow (`pip install pillow`). Deterministic: random bytes come from
random.Random with a fixed seed.
"""

import hashlib
import importlib.util
import io
import json
import os
import random
import shutil
import stat
import struct
import sys
import zlib

try:
    from PIL import Image
except ImportError:  # pragma: no cover
    sys.exit("make-hostile-corpus: Pillow is missing. Install it with: pip install pillow")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Fixtures", "images")
# A clean, short receipt whose total the OCR stage reads upright: the valid cases are
# this receipt in other containers, so "it must work" has one checkable meaning.
RECEIPT = "bistro-cb-ttc"
TOTAL = json.load(open(os.path.join(ROOT, "Fixtures", "labels", RECEIPT + ".json")))["total"]

rng = random.Random(6)
cases = []  # (name, expectation)


def expect(name, **expectation):
    cases.append({"name": name, **expectation})


def error(name, phrase, note=""):
    expect(name, outcome="error", phrase=phrase, note=note)


def read(name, total=TOTAL, note=""):
    expect(name, outcome="read", total=total, note=note)


def empty_read(name, note=""):
    # Read without an error, and nothing proposed with confidence: the page has no receipt.
    expect(name, outcome="empty", note=note)


def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png_bytes(image, **options):
    buffer = io.BytesIO()
    image.save(buffer, "PNG", **options)
    return buffer.getvalue()


def rc4(key, data):
    state = list(range(256))
    j = 0
    for i in range(256):
        j = (j + state[i] + key[i % len(key)]) % 256
        state[i], state[j] = state[j], state[i]
    i = j = 0
    out = bytearray()
    for byte in data:
        i = (i + 1) % 256
        j = (j + state[i]) % 256
        state[i], state[j] = state[j], state[i]
        out.append(byte ^ state[(state[i] + state[j]) % 256])
    return bytes(out)


def encrypted_pdf(text_pdf):
    """`text_pdf` with a standard security handler (revision 2) whose user password is
    `secret`: Poppler asks for it before reading anything else."""
    pad = bytes.fromhex("28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A")
    owner = rc4(hashlib.md5((b"owner" + pad)[:32]).digest()[:5], (b"secret" + pad)[:32])
    file_id = hashlib.md5(b"receipts hostile corpus").digest()
    key = hashlib.md5((b"secret" + pad)[:32] + owner + struct.pack("<i", -44) + file_id).digest()[:5]
    user = rc4(key, pad)
    body, trailer = text_pdf.rsplit(b"trailer", 1)
    size = int(trailer.split(b"/Size ")[1].split()[0])
    xref_at = int(text_pdf.rsplit(b"startxref", 1)[1].split()[0])
    encrypt = (f"{size} 0 obj\n<< /Filter /Standard /V 1 /R 2 /O <{owner.hex()}> /U <{user.hex()}> /P -44 >>\nendobj\n"
               ).encode()
    head = body[:xref_at]
    xref = body[xref_at:].replace(f"0 {size}\n".encode(), f"0 {size + 1}\n".encode(), 1)
    xref += f"{len(head):010d} 00000 n \n".encode()
    new_xref_at = len(head) + len(encrypt)
    root = trailer.split(b"/Root ")[1].split(b" R")[0].decode()
    return (head + encrypt + xref + f"trailer\n<< /Size {size + 1} /Root {root} R /Encrypt {size} 0 R "
            f"/ID [<{file_id.hex()}> <{file_id.hex()}>] >>\nstartxref\n{new_xref_at}\n%%EOF\n".encode())


def inputs(write, receipt):
    """Cases for the inputs people have: phone photos' EXIF, PDFs (and HEIC when built)."""
    spec = importlib.util.spec_from_file_location("inputs", os.path.join(ROOT, "Scripts", "make-input-fixtures.py"))
    fixtures = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fixtures)

    def jpeg_with_exif(image, orientation=None, junk_segments=0):
        data = io.BytesIO()
        options = {}
        if orientation is not None:
            exif = Image.Exif()
            exif[0x0112] = orientation
            options["exif"] = exif.tobytes()
        image.save(data, "JPEG", quality=90, **options)
        jpeg = data.getvalue()
        junk = b"".join(b"\xff\xe1\xff\xff" + b"Exif\0\0" + bytes(rng.randrange(256) for _ in range(65535 - 8))
                        for _ in range(junk_segments))
        return jpeg[:2] + junk + jpeg[2:]

    # -- Phone photos: EXIF orientation -----------------------------------------------------
    write("exif-orientation-6.jpg", jpeg_with_exif(receipt.transpose(Image.Transpose.ROTATE_90), 6))
    read("exif-orientation-6.jpg", note="stored turned left, EXIF 6: read upright")
    write("exif-orientation-9.jpg", jpeg_with_exif(receipt, 9))
    read("exif-orientation-9.jpg", note="an orientation that does not exist is named in the steps and ignored")
    write("exif-one-megabyte.jpg", jpeg_with_exif(receipt, None, junk_segments=16))
    read("exif-one-megabyte.jpg", note="sixteen 64 KB APP1 segments of junk EXIF before the image")

    # -- PDFs --------------------------------------------------------------------------------
    lines = [(fixtures.text_of(kind, value), strong) for kind, value, strong in fixtures.LINES]
    width = 16 * 2 + fixtures.WIDTH * 5.4
    text_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "hostile-text.pdf")
    fixtures.write_pdf(text_path, [("text", lines, width, len(lines) * 12 + 48)])
    text_pdf = open(text_path, "rb").read()
    os.remove(text_path)
    write("e-receipt.pdf", text_pdf)
    expect("e-receipt.pdf#page=1", outcome="read", total=fixtures.LABEL["total"], note="a text PDF, read without OCR")
    write("truncated.pdf", text_pdf[: len(text_pdf) // 2])
    error("truncated.pdf", "truncated")
    write("jpeg-named.pdf", jpeg_with_exif(receipt))
    error("jpeg-named.pdf", "named .pdf but holds a JPEG image")
    write("encrypted.pdf", encrypted_pdf(text_pdf))
    error("encrypted.pdf", "encrypted and needs a password")
    write("garbage-body.pdf", b"%PDF-1.4\n" + bytes(rng.randrange(256) for _ in range(4096)) + b"\n%%EOF\n")
    error("garbage-body.pdf", "Poppler could not read the PDF")
    # 5,000 pages: refused from the page count alone.
    many = os.path.join(ROOT, ".build", "hostile-many.pdf")
    fixtures.write_pdf(many, [("text", [], 200, 200)] * 5000)
    write("five-thousand-pages.pdf", open(many, "rb").read())
    os.remove(many)
    error("five-thousand-pages.pdf", "5000 pages")
    # A page 200 inches tall beside a good one: the tall page is refused, the other read.
    tall = os.path.join(ROOT, ".build", "hostile-tall.pdf")
    fixtures.write_pdf(tall, [("text", lines, width, 14400), ("text", lines, width, len(lines) * 12 + 48)])
    write("tall-page.pdf", open(tall, "rb").read())
    os.remove(tall)
    error("tall-page.pdf#page=1", "200 inches tall")

    # -- HEIC ----------------------------------------------------------------------------------
    heic = open(os.path.join(ROOT, "Fixtures", "inputs", "corner-market.heic"), "rb").read()
    write("iphone.heic", heic)
    read("iphone.heic", total=fixtures.LABEL["total"], note="HEIC through libheif")
    bomb = bytearray(heic)
    for at in [i for i in range(len(bomb) - 4) if bomb[i:i + 4] == b"ispe"]:
        bomb[at + 8:at + 16] = struct.pack(">II", 30000, 30000)
    write("bomb-30000.heic", bytes(bomb))
    error("bomb-30000.heic", "refused before decoding")
    write("truncated.heic", heic[: len(heic) // 2])
    error("truncated.heic", "truncated")
    broken = bytearray(heic)
    meta = broken.index(b"meta")
    broken[meta + 8:meta + 12] = struct.pack(">I", 0x7FFFFFF0)  # the first box inside meta claims 2 GB
    write("broken-boxes.heic", bytes(broken))
    error("broken-boxes.heic", "runs past its parent")
    expect("tall-page.pdf#page=2", outcome="read", total=fixtures.LABEL["total"], note="the next page is read")


def main():
    base = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "hostile-corpus"))
    scan = os.path.join(base, "scan")
    if os.path.isdir(base):
        # Undo the chmod 000 of an earlier run so the old tree can be removed.
        for folder, dirs, files in os.walk(base):
            for entry in dirs + files:
                path = os.path.join(folder, entry)
                if not os.path.islink(path):
                    try:
                        os.chmod(path, 0o755 if os.path.isdir(path) else 0o644)
                    except OSError:
                        pass
        shutil.rmtree(base)
    os.makedirs(scan)

    def write(name, data):
        with open(os.path.join(scan, name), "wb") as file:
            file.write(data)

    receipt = Image.open(os.path.join(FIXTURES, RECEIPT + ".png")).convert("L")
    jpeg = open(os.path.join(FIXTURES, "photo-diner-jpeg.jpg"), "rb").read()
    receipt_png = open(os.path.join(FIXTURES, RECEIPT + ".png"), "rb").read()

    # -- Not images at all -----------------------------------------------------------------
    write("zero-bytes.jpg", b"")
    error("zero-bytes.jpg", "the file is empty")
    write("random-bytes.jpg", bytes(rng.randrange(256) for _ in range(8192)))
    error("random-bytes.jpg", "not an image")
    write("text-named.png", b"Total 12.30\nThis is a text file with an image name.\n")
    error("text-named.png", "not an image")

    # -- Broken images ---------------------------------------------------------------------
    write("truncated.jpg", jpeg[: len(jpeg) // 2])
    error("truncated.jpg", "truncated")
    # A JPEG start and end marker around garbage: reaches libjpeg's own error path.
    write("jpeg-garbage-body.jpg", b"\xff\xd8\xff\xe0" + bytes(rng.randrange(256) for _ in range(4096)) + b"\xff\xd9")
    error("jpeg-garbage-body.jpg", "JPEG data is corrupt")
    bad_crc = bytearray(receipt_png)
    idat = bad_crc.index(b"IDAT")
    bad_crc[idat + 40] ^= 0xFF
    write("bad-crc.png", bytes(bad_crc))
    error("bad-crc.png", "PNG data is corrupt")
    write("truncated.png", receipt_png[: len(receipt_png) // 3])
    error("truncated.png", "PNG data is corrupt")
    # TIFF whose first IFD is far past the end of the file.
    write("bogus-ifd-offset.tif", b"II*\x00" + struct.pack("<I", 0x7FFFFF00) + bytes(64))
    error("bogus-ifd-offset.tif", "TIFF")
    # A well-formed IFD describing 600×800 8-bit grey whose one strip lies past the end.
    entries = [
        (256, 3, 1, 600), (257, 3, 1, 800), (258, 3, 1, 8), (259, 3, 1, 1), (262, 3, 1, 1),
        (273, 4, 1, 0x00FFFFF0), (277, 3, 1, 1), (278, 3, 1, 800), (279, 4, 1, 480000),
    ]
    ifd = struct.pack("<H", len(entries))
    for tag, kind, count, value in entries:
        ifd += struct.pack("<HHI", tag, kind, count) + (struct.pack("<HH", value, 0) if kind == 3 else struct.pack("<I", value))
    ifd += struct.pack("<I", 0)
    write("bogus-strips.tif", b"II*\x00" + struct.pack("<I", 8) + ifd)
    error("bogus-strips.tif", "TIFF")
    # An IFD whose "next IFD" points at itself: a loop for a reader that walks pages.
    looped = bytearray(b"II*\x00" + struct.pack("<I", 8) + ifd)
    looped[-4:] = struct.pack("<I", 8)
    write("ifd-loop.tif", bytes(looped))
    error("ifd-loop.tif", "TIFF")
    # Damage a checksum cannot see: corrupt deflate data under a recomputed CRC.
    crafted = bytearray(receipt_png)
    length = struct.unpack(">I", crafted[idat - 4:idat])[0]
    for offset in range(idat + 20, idat + 4 + length, 97):
        crafted[offset] ^= 0x5A
    crafted[idat + 4 + length:idat + 8 + length] = struct.pack(">I", zlib.crc32(bytes(crafted[idat:idat + 4 + length])))
    write("corrupt-deflate-good-crc.png", bytes(crafted))
    error("corrupt-deflate-good-crc.png", "PNG data is corrupt")
    # A JPEG whose scan data is scrambled but whose markers are all in place.
    scrambled = bytearray(jpeg)
    scan_start = scrambled.index(b"\xff\xda") + 20
    for offset in range(scan_start, len(scrambled) - 2, 31):
        scrambled[offset] = 0xFF if offset % 2 else 0x00
    write("scrambled-scan.jpg", bytes(scrambled))
    error("scrambled-scan.jpg", "JPEG data is corrupt")
    # GIF and WebP cut short.
    gif_bytes = io.BytesIO()
    receipt.save(gif_bytes, "GIF")
    write("truncated.gif", gif_bytes.getvalue()[: len(gif_bytes.getvalue()) // 2])
    error("truncated.gif", "GIF")
    webp_bytes = io.BytesIO()
    receipt.save(webp_bytes, "WEBP", lossless=True)
    write("truncated.webp", webp_bytes.getvalue()[: len(webp_bytes.getvalue()) // 2])
    error("truncated.webp", "WebP")
    tiff_bytes = io.BytesIO()
    receipt.save(tiff_bytes, "TIFF")
    write("truncated.tif", tiff_bytes.getvalue()[: len(tiff_bytes.getvalue()) // 2])
    error("truncated.tif", "TIFF data is corrupt")

    # PNG header claiming 100000 × 100000 pixels (a decompression bomb), refused unread.
    ihdr = struct.pack(">IIBBBBB", 100_000, 100_000, 8, 0, 0, 0, 0)
    write("huge-header.png", b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", ihdr) + png_chunk(b"IEND", b""))
    error("huge-header.png", "refused before decoding")
    # A valid PNG with a header of width 0.
    write("zero-width.png", b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", struct.pack(">IIBBBBB", 0, 600, 8, 0, 0, 0, 0))
          + png_chunk(b"IEND", b""))
    error("zero-width.png", "PNG")

    # -- Valid images in every container and pixel format: they must work ------------------
    buffer = io.BytesIO()
    receipt.save(buffer, "GIF")
    write("receipt.gif", buffer.getvalue())
    read("receipt.gif")
    buffer = io.BytesIO()
    receipt.save(buffer, "WEBP", lossless=True)
    write("receipt.webp", buffer.getvalue())
    read("receipt.webp")
    buffer = io.BytesIO()
    receipt.save(buffer, "TIFF", compression="tiff_deflate")
    write("receipt.tif", buffer.getvalue())
    read("receipt.tif")
    buffer = io.BytesIO()
    receipt.save(buffer, "BMP")
    write("receipt.bmp", buffer.getvalue())
    read("receipt.bmp")
    # A JPEG named .png: the header decides, not the name.
    buffer = io.BytesIO()
    receipt.save(buffer, "JPEG", quality=92)
    write("jpeg-named.png", buffer.getvalue())
    read("jpeg-named.png")
    # 16 bits per sample.
    sixteen = receipt.point(lambda v: v * 257, "I").convert("I;16")
    write("sixteen-bit.png", png_bytes(sixteen))
    read("sixteen-bit.png")
    # Alpha: black ink on a fully transparent background whose colour is also black,
    # so a reader that drops alpha instead of flattening it sees a black page.
    alpha = Image.new("RGBA", receipt.size, (0, 0, 0, 0))
    alpha.putalpha(receipt.point(lambda v: 255 - v))
    write("alpha.png", png_bytes(alpha))
    read("alpha.png")
    # CMYK JPEG (Adobe marker, as Photoshop and many scanners write it).
    buffer = io.BytesIO()
    receipt.convert("CMYK").save(buffer, "JPEG", quality=92)
    write("cmyk.jpg", buffer.getvalue())
    read("cmyk.jpg")
    # Palette (colour-mapped) PNG.
    write("palette.png", png_bytes(receipt.convert("P")))
    read("palette.png")
    # The receipt turned on its side and upside down.
    for degrees in (90, 180, 270):
        write(f"rotated-{degrees}.png", png_bytes(receipt.rotate(-degrees, expand=True)))
        read(f"rotated-{degrees}.png", note="orientation detected and corrected")

    # -- Images with nothing to read ---------------------------------------------------------
    write("one-pixel.png", png_bytes(Image.new("L", (1, 1), 255)))
    error("one-pixel.png", "too small")
    write("blank-page.png", png_bytes(Image.new("L", (800, 1200), 255)))
    empty_read("blank-page.png")
    noise = Image.frombytes("L", (800, 1200), bytes(rng.randrange(256) for _ in range(800 * 1200)))
    write("noise.png", png_bytes(noise))
    empty_read("noise.png")
    # Just under the 120-megapixel limit: valid and decoded, but a blank page.
    write("huge-blank-under-limit.png", png_bytes(Image.new("L", (10_000, 11_900), 255), optimize=True))
    empty_read("huge-blank-under-limit.png", note="119 MP decoded: the peak memory case")

    # -- Not regular files -------------------------------------------------------------------
    os.mkdir(os.path.join(scan, "folder-named.jpg"))
    # A folder named like an image is a folder: searched, not read. Holds one receipt.
    shutil.copy(os.path.join(FIXTURES, RECEIPT + ".png"), os.path.join(scan, "folder-named.jpg", "inside.png"))
    read("folder-named.jpg/inside.png")
    os.mkfifo(os.path.join(scan, "fifo.jpg"))
    error("fifo.jpg", "not a regular file")
    os.symlink("/dev/zero", os.path.join(scan, "dev-zero.jpg"))
    error("dev-zero.jpg", "not a regular file")
    os.symlink(os.path.join(FIXTURES, RECEIPT + ".png"), os.path.join(scan, "link-to-receipt.png"))
    read("link-to-receipt.png", note="a symbolic link to a receipt is read")
    os.symlink("nowhere.png", os.path.join(scan, "dangling-link.png"))
    error("dangling-link.png", "a symbolic link to a file that does not exist")
    # Symbolic link loops: a folder linking back to its parent, and a file linking to itself.
    loop = os.path.join(scan, "loop")
    os.mkdir(loop)
    os.symlink("..", os.path.join(loop, "parent"))
    os.symlink("self.jpg", os.path.join(loop, "self.jpg"))
    error("loop/self.jpg", "symbolic link")
    # A file nobody may read (root still can: see check-hostile-scan.py).
    shutil.copy(os.path.join(FIXTURES, RECEIPT + ".png"), os.path.join(scan, "unreadable.png"))
    os.chmod(os.path.join(scan, "unreadable.png"), 0)
    error("unreadable.png", "permission denied", note="root reads it anyway")
    # A folder nobody may list.
    locked = os.path.join(scan, "locked-folder")
    os.mkdir(locked)
    shutil.copy(os.path.join(FIXTURES, RECEIPT + ".png"), os.path.join(locked, "hidden-receipt.png"))
    os.chmod(locked, 0)
    error("locked-folder", "cannot be listed", note="root lists it anyway")
    # Larger than the 256 MB file limit: sparse, so it costs no disk.
    with open(os.path.join(scan, "too-large.jpg"), "wb") as file:
        file.truncate(300 << 20)
    error("too-large.jpg", "MB limit")

    # -- Names that could break "one line per file" -------------------------------------------
    write("new\nline.jpg", b"")
    error("new\nline.jpg", "the file is empty")
    write("escape-\x1b[2J-clear.jpg", b"")
    error("escape-\x1b[2J-clear.jpg", "the file is empty")

    # A name that is not UTF-8 (byte 0xFF): Foundation cannot even spell it.
    shutil.copy(os.path.join(FIXTURES, RECEIPT + ".png"), os.path.join(scan, "latin1-\udcff.png"))
    error("latin1-\ufffd.png", "not valid UTF-8")

    inputs(write, receipt)

    with open(os.path.join(base, "expected.json"), "w") as file:
        json.dump({"receipt": RECEIPT, "total": TOTAL, "cases": cases}, file, indent=1)
    print(f"Wrote {len(cases)} hostile cases to {scan}")


if __name__ == "__main__":
    main()
