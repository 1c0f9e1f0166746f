#!/usr/bin/env python3
"""Generate the synthetic receipt corpus in Fixtures/ (images + truth labels).

    python3 Scripts/generate-fixtures.py            # write Fixtures/images + Fixtures/labels
    python3 Scripts/generate-fixtures.py --check    # ... then OCR each image with `tesseract`
                                                    #     and print a readability table
    python3 Scripts/generate-fixtures.py --only NAME [--only NAME ...] [--out DIR]

Needs Python 3 with Pillow (`pip install pillow`) and the Debian font packages listed in
FONT_PACKAGES below (the script names the missing package if a font is not installed).

Everything is deterministic: each receipt draws from its own random.Random seeded from its
name, noise comes from random.Random (never from Pillow's C rand()), and PNGs are written
without timestamps, so two runs with the same Pillow/FreeType give byte-identical files.
"""

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import zlib
from decimal import Decimal, ROUND_HALF_UP
import random

try:
    import PIL
    from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont
except ImportError:  # pragma: no cover
    sys.exit("generate-fixtures: Pillow is missing. Install it with: pip install pillow")

# --------------------------------------------------------------------------------------------
# Fonts
# --------------------------------------------------------------------------------------------

FONTS = {
    # key: (path, Debian package)
    "dejavu-mono": ("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", "fonts-dejavu-core"),
    "dejavu-mono-bold": ("/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf", "fonts-dejavu-core"),
    "dejavu-sans": ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "fonts-dejavu-core"),
    "dejavu-sans-bold": ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "fonts-dejavu-core"),
    "dejavu-serif": ("/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", "fonts-dejavu-core"),
    "dejavu-serif-bold": ("/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf", "fonts-dejavu-core"),
    "liberation-mono": ("/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf", "fonts-liberation"),
    "liberation-mono-bold": ("/usr/share/fonts/truetype/liberation/LiberationMono-Bold.ttf", "fonts-liberation"),
    "liberation-sans": ("/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf", "fonts-liberation"),
    "liberation-sans-bold": ("/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf", "fonts-liberation"),
    "liberation-sans-narrow": ("/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Regular.ttf", "fonts-liberation"),
    "liberation-sans-narrow-bold": ("/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Bold.ttf", "fonts-liberation"),
    "liberation-serif": ("/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf", "fonts-liberation"),
    "liberation-serif-bold": ("/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf", "fonts-liberation"),
    "free-mono-bold": ("/usr/share/fonts/truetype/freefont/FreeMonoBold.ttf", "fonts-freefont-ttf"),
    "courier-prime": ("/usr/share/fonts/opentype/courier-prime/Courier Prime.otf", "fonts-courier-prime"),
    "courier-prime-bold": ("/usr/share/fonts/opentype/courier-prime/Courier Prime Bold.otf", "fonts-courier-prime"),
    "tlwg-typewriter": ("/usr/share/fonts/truetype/tlwg/TlwgTypewriter.ttf", "fonts-tlwg-typewriter-ttf"),
    "tlwg-typewriter-bold": ("/usr/share/fonts/truetype/tlwg/TlwgTypewriter-Bold.ttf", "fonts-tlwg-typewriter-ttf"),
    "tlwg-mono": ("/usr/share/fonts/truetype/tlwg/TlwgMono.ttf", "fonts-tlwg-mono-ttf"),
    "tlwg-mono-bold": ("/usr/share/fonts/truetype/tlwg/TlwgMono-Bold.ttf", "fonts-tlwg-mono-ttf"),
    "inconsolata": ("/usr/share/fonts/truetype/inconsolata/Inconsolata.otf", "fonts-inconsolata"),
    "noto-mono": ("/usr/share/fonts/truetype/noto/NotoMono-Regular.ttf", "fonts-noto-mono"),
    "terminus": ("/usr/share/fonts/opentype/terminus/terminus-normal.otb", "fonts-terminus-otb"),
    "terminus-bold": ("/usr/share/fonts/opentype/terminus/terminus-bold.otb", "fonts-terminus-otb"),
    # handwriting-like
    "dkg": ("/usr/share/fonts/truetype/fifthhorseman/dkg.ttf", "fonts-dkg-handwriting"),
    "purisa": ("/usr/share/fonts/truetype/tlwg/Purisa.ttf", "fonts-tlwg-purisa-ttf"),
    "breip": ("/usr/share/fonts/truetype/breip/Breip.ttf", "fonts-breip"),
}

FONT_PACKAGES = sorted({pkg for _, pkg in FONTS.values()})

# The committed corpus was rendered with this Pillow (its wheel bundles FreeType); another
# version gives the same labels and layouts but may anti-alias glyphs differently, so the
# image bytes (not their content) can differ.
CORPUS_PILLOW = "13.0.0"


def check_fonts():
    missing = {}
    for key, (path, pkg) in FONTS.items():
        if not os.path.exists(path):
            missing.setdefault(pkg, []).append(path)
    if missing:
        for pkg, paths in sorted(missing.items()):
            print(f"generate-fixtures: font file {paths[0]} is missing: install the Debian package "
                  f"'{pkg}'", file=sys.stderr)
        print("generate-fixtures: e.g. apt-get install -y " + " ".join(sorted(missing)),
              file=sys.stderr)
        sys.exit(1)


_font_cache = {}


def font(key, size):
    k = (key, size)
    if k not in _font_cache:
        path, pkg = FONTS[key]
        try:
            _font_cache[k] = ImageFont.truetype(path, size)
        except OSError as e:
            sys.exit(f"generate-fixtures: cannot load {path} ({e}); install the Debian package '{pkg}'")
    return _font_cache[k]


# --------------------------------------------------------------------------------------------
# Money and dates
# --------------------------------------------------------------------------------------------

CENT = Decimal("0.01")


def D(x):
    return Decimal(str(x)).quantize(CENT)


def pct(amount, rate):
    return (Decimal(amount) * Decimal(str(rate)) / 100).quantize(CENT, rounding=ROUND_HALF_UP)


def round05(amount):
    """Malaysian cash rounding to the nearest 5 sen."""
    return (Decimal(amount) / Decimal("0.05")).quantize(Decimal(1), rounding=ROUND_HALF_UP) * Decimal("0.05")


def money(d, dec=".", thou=""):
    d = D(d)
    neg = d < 0
    s = f"{abs(d):.2f}"
    ip, fp = s.split(".")
    if thou:
        groups = []
        while len(ip) > 3:
            groups.insert(0, ip[-3:])
            ip = ip[:-3]
        groups.insert(0, ip)
        ip = thou.join(groups)
    return ("-" if neg else "") + ip + dec + fp


def label_amount(d):
    return None if d is None else f"{D(d):.2f}"


# --------------------------------------------------------------------------------------------
# Noise fields (deterministic, from random.Random)
# --------------------------------------------------------------------------------------------

_ND = statistics.NormalDist()


def gaussian_noise(rng, size, sigma, quant=1):
    """Image 'L' centred on 128 with roughly gaussian values of the given sigma."""
    w, h = size
    lut = []
    for i in range(256):
        v = sigma * _ND.inv_cdf((i + 0.5) / 256.0)
        v = int(round(v / quant)) * quant
        lut.append(max(0, min(255, 128 + v)))
    return Image.frombytes("L", size, rng.randbytes(w * h)).point(lut)


def speckle(rng, size, density):
    """Sparse specks of dust/dirt: a mask with small dots (255) on 0."""
    w, h = size
    m = Image.new("L", size, 0)
    d = ImageDraw.Draw(m)
    for _ in range(int(w * h * density)):
        x, y = rng.randrange(w), rng.randrange(h)
        r = rng.choice((0, 0, 0, 1, 1, 2))
        d.ellipse((x - r, y - r, x + r, y + r), fill=rng.randrange(120, 256))
    return m


def smooth_field(rng, size, cell, lo, hi):
    """Low-frequency field with values in lo..hi (0..255), cell = feature size in px."""
    w, h = size
    sw, sh = max(2, w // cell + 2), max(2, h // cell + 2)
    small = Image.frombytes("L", (sw, sh), bytes(rng.randrange(lo, hi + 1) for _ in range(sw * sh)))
    return small.resize(size, Image.BICUBIC)


# --------------------------------------------------------------------------------------------
# Paper: layout of printed text (as an ink mask) and handwriting (a second mask)
# --------------------------------------------------------------------------------------------


class Paper:
    def __init__(self, width, face, size, margin=None, lead=1.32, top=None, max_h=6000):
        self.w = width
        self.face = face
        self.size = size
        self.margin = margin if margin is not None else max(14, int(width * 0.045))
        self.lead = lead
        self.y = top if top is not None else int(size * 1.6)
        self.mask = Image.new("L", (width, max_h), 0)
        self.hand = Image.new("L", (width, max_h), 0)
        self.draw = ImageDraw.Draw(self.mask)
        self.hdraw = ImageDraw.Draw(self.hand)
        self.lines = []  # printed text, for debugging

    # geometry helpers ------------------------------------------------------------------
    @property
    def right(self):
        return self.w - self.margin

    def f(self, face=None, size=None):
        return font(face or self.face, size or self.size)

    def char_w(self, face=None, size=None):
        return self.f(face, size).getlength("0")

    def cols(self, face=None, size=None):
        return int((self.w - 2 * self.margin) // self.char_w(face, size))

    def space(self, px=None):
        self.y += int(px if px is not None else self.size * 0.6)

    # drawing --------------------------------------------------------------------------
    def _stamp(self, s, f, x, baseline, align, sx=1.0, sy=1.0, target=None):
        """Draw text s with font f; align in left/right/center relative to x."""
        target = target or self.mask
        if sx == 1.0 and sy == 1.0:
            anchor = {"left": "ls", "right": "rs", "center": "ms"}[align]
            ImageDraw.Draw(target).text((x, baseline), s, font=f, fill=255, anchor=anchor)
            return
        asc, desc = f.getmetrics()
        tw = int(f.getlength(s)) + 4
        tmp = Image.new("L", (tw, asc + desc + 4), 0)
        ImageDraw.Draw(tmp).text((2, asc + 2), s, font=f, fill=255, anchor="ls")
        nw, nh = int(tmp.width * sx), int(tmp.height * sy)
        tmp = tmp.resize((nw, nh), Image.BILINEAR)
        if align == "left":
            x0 = x
        elif align == "right":
            x0 = x - nw
        else:
            x0 = x - nw // 2
        y0 = int(baseline - (asc + 2) * sy)
        region = target.crop((x0, y0, x0 + nw, y0 + nh))
        target.paste(ImageChops.lighter(region, tmp), (x0, y0))

    def row(self, *segs, face=None, size=None, sx=1.0, sy=1.0, lead=None):
        """segs: (text, align[, x]) with align left/right/center; x defaults to margins."""
        f = self.f(face, size)
        sz = size or self.size
        baseline = self.y + int(sz * sy * 0.95)
        txt = []
        for seg in segs:
            text, align = seg[0], seg[1]
            if not text:
                continue
            if len(seg) > 2 and seg[2] is not None:
                x = seg[2]
            else:
                x = {"left": self.margin, "right": self.right, "center": self.w // 2}[align]
            self._stamp(text, f, x, baseline, align, sx, sy)
            txt.append(text)
        self.lines.append("  ".join(txt))
        self.y += int(round(sz * sy * (lead or self.lead)))
        return baseline

    def left(self, s, **kw):
        return self.row((s, "left"), **kw)

    def center(self, s, **kw):
        return self.row((s, "center"), **kw)

    def rightt(self, s, **kw):
        return self.row((s, "right"), **kw)

    def lr(self, l, r, indent=0, **kw):
        return self.row((l, "left", self.margin + indent), (r, "right"), **kw)

    def lmr(self, l, m, r, mx, **kw):
        """left, a middle column right-aligned at x=mx, right-aligned amount."""
        return self.row((l, "left"), (m, "right", mx), (r, "right"), **kw)

    def rule(self, ch="-", face=None, size=None, **kw):
        f = self.f(face, size)
        n = int((self.w - 2 * self.margin) // f.getlength(ch))
        return self.row((ch * n, "center"), face=face, size=size, **kw)

    def hline(self, width=2, x0=None, x1=None, gap=None):
        g = int(gap if gap is not None else self.size * 0.5)
        y = self.y + g // 2
        self.draw.rectangle((x0 if x0 is not None else self.margin, y,
                             x1 if x1 is not None else self.right, y + width - 1), fill=255)
        self.y += g
        return y

    def box(self, x0, y0, x1, y1, width=2):
        self.draw.rectangle((x0, y0, x1, y1), outline=255, width=width)

    def barcode(self, rng, height=70, width=None):
        w = width or int((self.w - 2 * self.margin) * 0.7)
        x = (self.w - w) // 2
        end = x + w
        while x < end:
            bw = rng.choice((2, 2, 3, 4, 6))
            if rng.random() < 0.55:
                self.draw.rectangle((x, self.y, min(end, x + bw - 1), self.y + height), fill=255)
            x += bw
        self.y += height + int(self.size * 0.8)

    def handwrite(self, rng, s, x, baseline, face="dkg", size=34, slant=0.0, jitter=2.0,
                  spacing=1.0, weight=0):
        """Pen text, char by char with jitter; x,baseline = start of the text."""
        f = font(face, size)
        cx = x
        for ch in s:
            if ch == " ":
                cx += f.getlength(" ") * spacing
                continue
            cs = max(8, int(size * rng.uniform(0.92, 1.08)))
            cf = font(face, cs)
            asc, desc = cf.getmetrics()
            tw = int(cf.getlength(ch)) + 8
            tmp = Image.new("L", (tw, asc + desc + 8), 0)
            ImageDraw.Draw(tmp).text((4, asc + 4), ch, font=cf, fill=255, anchor="ls",
                                     stroke_width=weight, stroke_fill=255)
            ang = slant + rng.uniform(-4, 4)
            tmp = tmp.rotate(ang, resample=Image.BICUBIC, expand=False)
            dy = rng.uniform(-jitter, jitter)
            x0, y0 = int(cx - 4), int(baseline - asc - 4 + dy)
            region = self.hand.crop((x0, y0, x0 + tmp.width, y0 + tmp.height))
            self.hand.paste(ImageChops.lighter(region, tmp), (x0, y0))
            cx += cf.getlength(ch) * spacing + rng.uniform(-1, 1.5)
        return cx

    def finish(self, bottom=None):
        h = self.y + int(bottom if bottom is not None else self.size * 2.0)
        return self.mask.crop((0, 0, self.w, h)), self.hand.crop((0, 0, self.w, h))


# --------------------------------------------------------------------------------------------
# Rendering: ink + paper + degradations
# --------------------------------------------------------------------------------------------


def render(paper, rng, *, bg=246, ink=28, pen=70, bg_var=0, fade=None, fade_cell=120,
           noise=0.0, noise_quant=2, specks=0.0, streaks=0, blur=0.0, rotate=0.0,
           fill=None, posterize=None, smear=0.0):
    """Compose the printed mask and pen mask onto paper, then degrade.

    fade = (lo, hi): fraction of full ink darkness, varying smoothly over the page.
    """
    mask, hand = paper.finish()
    size = mask.size
    if smear:
        # thermal heads bleed a little: thicken strokes very slightly
        mask = ImageChops.lighter(mask, mask.filter(ImageFilter.MaxFilter(3)).point(
            lambda v: int(v * smear)))
    dark = bg - ink
    if fade:
        lo, hi = fade
        field = smooth_field(rng, size, fade_cell, int(lo * 255), int(hi * 255))
        darkness = ImageChops.multiply(mask.point(lambda v: v * dark // 255), field)
    else:
        darkness = mask.point(lambda v: v * dark // 255)
    for _ in range(streaks):
        # vertical print-head dropout: a narrow band where the ink is much lighter
        x = rng.randrange(paper.margin, paper.w - paper.margin)
        w = rng.randrange(2, 5)
        band = darkness.crop((x, 0, x + w, size[1])).point(lambda v: v // 4)
        darkness.paste(band, (x, 0))
    base = Image.new("L", size, bg)
    if bg_var:
        base = ImageChops.subtract(base, smooth_field(rng, size, 180, 0, bg_var))
    img = ImageChops.subtract(base, darkness)
    if hand.getbbox():
        pen_dark = hand.point(lambda v: v * (bg - pen) // 255)
        img = ImageChops.darker(img, ImageChops.subtract(base, pen_dark))
    if specks:
        img = ImageChops.subtract(img, speckle(rng, size, specks).point(lambda v: v * 150 // 255))
    if blur:
        img = img.filter(ImageFilter.GaussianBlur(blur))
    if noise:
        img = ImageChops.add(img, gaussian_noise(rng, size, noise, noise_quant), 1.0, -128)
    if rotate:
        img = img.rotate(rotate, resample=Image.BICUBIC, expand=True,
                         fillcolor=fill if fill is not None else 255)
    if posterize:
        img = img.point(lambda v: min(255, (v // posterize) * posterize + posterize // 2))
    return img


def photo(img, rng, *, bg=(120, 150), margin=(0.12, 0.08), rotate=2.0, scale=0.5,
          shadow=True, blur=0.6, noise=3.0, tint=None):
    """Place the receipt on a darker surface like a phone photo and shrink it."""
    w, h = img.size
    mx, my = int(w * margin[0]), int(h * margin[1])
    W, H = w + 2 * mx, h + 2 * my
    surface = smooth_field(rng, (W, H), 200, bg[0], bg[1])
    surface = ImageChops.add(surface, gaussian_noise(rng, (W, H), 4.0, 2), 1.0, -128)
    paper_mask = Image.new("L", (w, h), 255)
    rim = img.rotate(rotate, resample=Image.BICUBIC, expand=True, fillcolor=0)
    rmask = paper_mask.rotate(rotate, resample=Image.BICUBIC, expand=True, fillcolor=0)
    ox, oy = (W - rim.width) // 2, (H - rim.height) // 2
    if shadow:
        sh = Image.new("L", (W, H), 0)
        sh.paste(rmask, (ox + 8, oy + 10))
        sh = sh.filter(ImageFilter.GaussianBlur(10)).point(lambda v: v * 60 // 255)
        surface = ImageChops.subtract(surface, sh)
    surface.paste(rim, (ox, oy), rmask)
    # light falls off towards one corner
    light = smooth_field(rng, (W, H), max(W, H) // 2, 0, 28)
    surface = ImageChops.subtract(surface, light)
    out = surface.resize((int(W * scale), int(H * scale)), Image.LANCZOS)
    if blur:
        out = out.filter(ImageFilter.GaussianBlur(blur))
    if noise:
        out = ImageChops.add(out, gaussian_noise(rng, out.size, noise, 1), 1.0, -128)
    if tint:
        r, g, b = tint
        out = Image.merge("RGB", [out.point(lambda v, k=k: min(255, v * k // 255)) for k in (r, g, b)])
    return out


def creases(img, rng, n=3, depth=38):
    """Fold lines: a thin dark crease with a soft shadow on one side, at a random angle."""
    w, h = img.size
    for _ in range(n):
        L = 2 * max(w, h)
        y0 = L // 2
        s = rng.uniform(10, 30)
        a = depth * rng.uniform(0.5, 1.0)
        col = []
        for y in range(L):
            d = y - y0
            v = 0.0
            if d >= 0:
                v = a * 2.718281828 ** (-d / s)
            if abs(d) <= 1:
                v = max(v, a * 1.3)
            col.append(int(v))
        ramp = Image.frombytes("L", (1, L), bytes(min(255, c) for c in col)).resize((L, L), Image.NEAREST)
        ang = rng.uniform(-25, 25) + (90 if rng.random() < 0.25 else 0)
        ramp = ramp.rotate(ang, resample=Image.BILINEAR)
        cx = rng.randrange(w // 4, 3 * w // 4)
        cy = rng.randrange(h // 6, 5 * h // 6)
        field = ramp.crop((L // 2 - cx, L // 2 - cy, L // 2 - cx + w, L // 2 - cy + h))
        img = ImageChops.subtract(img, field)
    return img


def binarise(img, rng, scale=0.6, threshold=150, noise=12.0):
    """A cheap low-resolution black-and-white scan (fax-like): shrink, add noise, threshold."""
    small = img.resize((int(img.width * scale), int(img.height * scale)), Image.BOX)
    small = ImageChops.add(small, gaussian_noise(rng, small.size, noise), 1.0, -128)
    return small.point(lambda v: 255 if v >= threshold else 0)


# --------------------------------------------------------------------------------------------
# Receipt registry
# --------------------------------------------------------------------------------------------

FIXTURES = []


def fixture(name, ext="png", dpi=203):
    def deco(fn):
        FIXTURES.append({"name": name, "ext": ext, "fn": fn, "dpi": dpi,
                         "what": " ".join((fn.__doc__ or "").split())})
        return fn
    return deco


def label(*, merchant, date, total, paper, time=None, subtotal=None, tax=None, tip=None,
          payment=None, currency=None):
    assert paper in ("thermal-roll", "grocery-tape", "drive-through", "restaurant-tip",
                     "printed-invoice", "handwritten", "faded", "photo"), paper
    assert payment in (None, "cash", "visa", "mastercard", "amex", "debit", "card", "ewallet"), payment
    assert re.fullmatch(r"\d{4}-\d\d-\d\d", date), date
    assert time is None or re.fullmatch(r"\d\d:\d\d", time), time
    return {
        "merchant": merchant,
        "date": date,
        "time": time,
        "total": label_amount(total),
        "subtotal": label_amount(subtotal),
        "tax": label_amount(tax),
        "tip": label_amount(tip),
        "payment": payment,
        "currency": currency,
        "paper": paper,
    }


def items_total(items):
    return sum(line_amount(q, p) for q, _, p in items)


def line_amount(q, p):
    return (Decimal(str(q)) * D(p)).quantize(CENT, rounding=ROUND_HALF_UP)


# --------------------------------------------------------------------------------------------
# The receipts
# --------------------------------------------------------------------------------------------


@fixture("drive-through-handwritten-tip")
def drive_through_handwritten_tip(rng):
    """Drive-through: 'Total' at the far left and its value far right; Tip and Total filled in
    by hand; the VISA line prints the tip-inclusive charge (DESIGN.md receipt 1)."""
    p = Paper(576, "dejavu-mono", 23)
    p.center("BIG SKY BURGERS", face="dejavu-mono-bold", size=36)
    p.center("1420 Prairie Rd")
    p.center("Dalhart, TX 79022")
    p.center("Tel (806) 555-0142")
    p.space()
    p.lr("DRIVE THRU", "ORDER #217")
    p.lr("03/14/2024", "12:41 PM")
    p.lr("Cashier: MARISOL", "Reg 2")
    p.rule("-")
    items = [(1, "Double Stack Combo", "9.49"), (1, "Kids Meal", "4.99"),
             (1, "Lg Sweet Tea", "2.19"), (2, "Apple Pie", "0.99")]
    for q, n, pr in items:
        p.lr(f"{q} {n}", money(line_amount(q, pr)))
        if q > 1:
            p.left(f"    {q} @ {pr}")
    p.rule("-")
    sub = items_total(items)
    tax = pct(sub, "8.25")
    tot = sub + tax
    charged = D("23.45")
    tip = charged - tot
    p.lr("Subtotal", money(sub))
    p.lr("Tax 8.25%", money(tax))
    p.space(6)
    p.lr("Total", "$" + money(tot), face="dejavu-mono-bold", size=26)
    p.space(20)
    x_line = p.right - 190
    b = p.row(("Tip:", "left"), ("__________", "left", x_line))
    p.handwrite(rng, money(tip), x_line + 30, b - 6, face="dkg", size=40, slant=4)
    p.space(14)
    b = p.row(("Total:", "left"), ("__________", "left", x_line))
    p.handwrite(rng, money(charged), x_line + 18, b - 6, face="dkg", size=40, slant=4)
    p.space(22)
    p.lr("VISA ****4821", "$" + money(charged))
    p.left("AUTH CODE: 04417B   CONTACTLESS")
    p.left("APPROVED")
    p.space()
    p.center("Signature: _____________________")
    p.space()
    p.center("THANK YOU! COME AGAIN")
    p.center("MERCHANT COPY")
    img = render(p, rng, bg=244, ink=30, pen=55, noise=2.0, blur=0.5, rotate=-1.2, bg_var=8,
                 specks=0.0002, posterize=2)
    lab = label(merchant="BIG SKY BURGERS", date="2024-03-14", time="12:41", total=charged,
                subtotal=sub, tax=tax, tip=tip, payment="visa", currency="USD",
                paper="drive-through")
    return img, lab, {"date_text": "03/14/2024"}


GROCERY_ITEMS = [
    ("ORG BANANAS", "w", "0.69", "2.31"), ("GALA APPLES", "w", "1.99", "1.86"),
    ("WHOLE MILK 1GAL", 1, "3.89", None), ("LARGE EGGS 12CT", 1, "3.49", None),
    ("SOURDOUGH LOAF", 1, "4.29", None), ("CHEDDAR BLOCK 8OZ", 2, "2.99", None),
    ("GREEK YOGURT", 4, "1.25", None), ("BABY SPINACH", 1, "3.99", None),
    ("ROMA TOMATOES", "w", "1.49", "1.42"), ("YELLOW ONIONS 3LB", 1, "2.79", None),
    ("GROUND BEEF 85/15", 1, "7.84", None), ("CHICKEN THIGHS", 1, "9.12", None),
    ("PASTA PENNE 16OZ", 3, "1.19", None), ("MARINARA SAUCE", 2, "2.69", None),
    ("OLIVE OIL 500ML", 1, "8.99", None), ("COFFEE BEANS 12OZ", 1, "9.49", None),
    ("ORANGE JUICE 52OZ", 1, "4.59", None), ("PEANUT BUTTER", 1, "3.29", None),
    ("STRAWBERRY JAM", 1, "3.79", None), ("ROLLED OATS", 1, "4.19", None),
    ("FROZEN PEAS", 2, "1.79", None), ("ICE CREAM 1.5QT", 1, "5.49", None),
    ("TORTILLA CHIPS", 1, "3.99", None), ("SALSA MILD", 1, "3.49", None),
    ("AVOCADOS", 3, "1.25", None), ("LIMES", 4, "0.33", None),
    ("PAPER TOWELS 6PK", 1, "8.99", "T"), ("DISH SOAP", 1, "3.49", "T"),
    ("LAUNDRY DETERGENT", 1, "11.99", "T"), ("TRASH BAGS 40CT", 1, "7.49", "T"),
    ("SPARKLING WATER 8PK", 1, "4.99", "T"), ("DARK CHOCOLATE", 2, "2.79", None),
    ("CARROTS 2LB", 1, "1.99", None), ("CELERY HEART", 1, "2.49", None),
    ("BROWN RICE 2LB", 1, "3.19", None), ("BLACK BEANS", 3, "0.99", None),
    ("CANNED TUNA", 4, "1.39", None), ("BUTTER UNSALTED", 1, "4.79", None),
    ("BAGELS 6CT", 1, "3.99", None), ("HONEY 12OZ", 1, "6.49", None),
]


@fixture("grocery-tape-annual-savings")
def grocery_tape_annual_savings(rng):
    """Long grocery tape: slogan above the store name, ~40 items, member savings, and an
    annual-savings figure larger than the total in the footer (DESIGN.md receipt 2)."""
    p = Paper(576, "liberation-mono", 21, lead=1.28)
    p.center("FRESH EVERY DAY!", face="dejavu-sans-bold", size=30)
    p.space(8)
    p.center("GREENFIELD MARKET", face="liberation-mono-bold", size=40, sx=1.0)
    p.center("Store #0412")
    p.center("2870 Orchard Valley Blvd")
    p.center("Springdale, OR 97388")
    p.center("(541) 555-0187")
    p.space()
    p.lr("03/09/2024 6:22 PM", "LANE 03")
    p.lr("CASHIER: DANA", "TRANS 4471")
    p.rule("=")
    taxable = Decimal(0)
    sub = Decimal(0)
    saved = Decimal(0)
    for i, (name, q, price, extra) in enumerate(GROCERY_ITEMS):
        if q == "w":
            amt = line_amount(extra, price)
            p.lr(name, money(amt) + "  F")
            p.left(f"  {extra} lb @ {price} /lb")
        else:
            amt = line_amount(q, price)
            flag = "T" if extra == "T" else "F"
            p.lr(name if q == 1 else name, money(amt) + "  " + flag)
            if q > 1:
                p.left(f"  {q} @ {price}")
            if extra == "T":
                taxable += amt
        sub += amt
        if i % 6 == 2:
            disc = D("0.50") if i % 12 == 2 else D("1.00")
            p.lr("  MEMBER SAVINGS", money(-disc) + "  F" if extra != "T" else money(-disc) + "  T")
            sub -= disc
            saved += disc
            if extra == "T":
                taxable -= disc
    p.rule("-")
    tax = pct(taxable, "6.5")
    tot = sub + tax
    p.lr("SUBTOTAL", money(sub))
    p.lr("TAX 6.5% ON " + money(taxable), money(tax))
    p.lr("**** TOTAL", money(tot), face="liberation-mono-bold", size=25)
    p.space()
    p.lr("DEBIT TEND", money(tot))
    p.lr("CHANGE DUE", "0.00")
    p.space()
    p.left("US DEBIT  ****7731   CHIP")
    p.left("AID A0000000980840")
    p.left(f"APPROVED  AMOUNT: ${money(tot)}")
    p.space()
    count = sum(1 if q == "w" else q for _, q, _, _ in GROCERY_ITEMS)
    p.center(f"NUMBER OF ITEMS SOLD = {count}")
    p.space()
    p.center("**********************************")
    p.center(f"YOU SAVED ${money(saved)} TODAY!", face="liberation-mono-bold")
    p.center("YOUR ANNUAL SAVINGS: $412.67", face="liberation-mono-bold", size=24)
    p.center("**********************************")
    p.space()
    p.center("GREEN REWARDS MEMBER ****5530")
    p.lr("POINTS EARNED TODAY", "148")
    p.lr("POINTS BALANCE", "2,418")
    p.space()
    p.center("Earn double points on Tuesdays")
    p.center("Prices and offers valid thru 03/16/2024")
    p.space()
    p.barcode(rng, 70)
    p.center("0412 03 4471 031624")
    p.space()
    p.center("THANK YOU FOR SHOPPING WITH US")
    p.center("RETURNS WITH RECEIPT WITHIN 30 DAYS")
    img = render(p, rng, bg=245, ink=40, blur=0.5, rotate=0.6, bg_var=6, specks=0.0001,
                 posterize=3)
    lab = label(merchant="GREENFIELD MARKET", date="2024-03-09", time="18:22", total=tot,
                subtotal=sub, tax=tax, payment="debit", currency="USD", paper="grocery-tape")
    return img, lab, {"date_text": "03/09/2024"}


@fixture("restaurant-suggested-tip")
def restaurant_suggested_tip(rng):
    """Restaurant: printed tip line, a suggested-gratuity table (distractor amounts), and a
    Mastercard line with the tip included; date 'Mar 4, 2024'."""
    p = Paper(576, "courier-prime", 23)
    p.center("The Copper Kettle", face="liberation-serif-bold", size=40)
    p.center("Bistro & Bar", face="liberation-serif", size=26)
    p.center("88 Harbor Street, Portland ME 04101")
    p.center("207-555-0163")
    p.space()
    p.left("Server: Jonah        Table 12")
    p.left("Guests: 3            Check #5308")
    p.left("Mar 4, 2024          8:47 PM")
    p.rule("-")
    items = [(1, "Clam Chowder", "9.50"), (1, "Caesar Salad", "11.00"), (1, "Lobster Roll", "28.00"),
             (1, "Fish & Chips", "19.50"), (2, "Draft IPA", "7.25"), (1, "Blueberry Pie", "8.50")]
    for q, n, pr in items:
        p.lr(f"{q}  {n}", money(line_amount(q, pr)))
    p.rule("-")
    sub = items_total(items)
    tax = pct(sub, "8")
    tip = pct(sub, "18")
    tot = sub + tax + tip
    p.lr("Subtotal", money(sub))
    p.lr("Meals Tax 8%", money(tax))
    p.lr("Tip (18%)", money(tip))
    p.lr("TOTAL", "$" + money(tot), face="courier-prime-bold", size=27)
    p.space()
    p.left("MASTERCARD ****5510")
    p.lr("Amount incl. tip", "$" + money(tot))
    p.left("Auth: 7C2219   Chip read")
    p.space()
    p.center("-- Gratuity guide --")
    for r in ("15", "18", "20", "22"):
        p.lr(f"   {r}%", money(pct(sub, r)), indent=40)
    p.space()
    p.center("Thank you for dining with us!")
    p.center("Follow us @copperkettlebistro")
    img = render(p, rng, bg=247, ink=35, blur=0.6, rotate=0.9, bg_var=6, specks=0.00015,
                 posterize=3)
    lab = label(merchant="The Copper Kettle", date="2024-03-04", time="20:47", total=tot,
                subtotal=sub, tax=tax, tip=tip, payment="mastercard", currency="USD",
                paper="restaurant-tip")
    return img, lab, {"date_text": "Mar 4, 2024"}


@fixture("invoice-eur-decimal-comma", dpi=150)
def invoice_eur_decimal_comma(rng):
    """A4-ish printed invoice in EUR with decimal comma and thousands dot, a due date a month
    after the invoice date, VAT id and IBAN; no payment method."""
    p = Paper(1240, "liberation-sans", 24, margin=110, lead=1.45, top=110)
    top = p.y
    p.left("Atelier Verde Interiors B.V.", face="liberation-sans-bold", size=44)
    p.left("Keizersgracht 417")
    p.left("1016 EK Amsterdam, Nederland")
    p.left("Tel. +31 20 555 0148   info@atelierverde.example")
    p.left("KvK 81234567   BTW/VAT NL812345678B01")
    p.row(("INVOICE", "right", p.right), face="liberation-sans-bold", size=52)
    y = p.y
    p.y = top + 10
    p.row(("", "left"))
    p.y = y
    p.space(30)
    p.left("Bill to:", face="liberation-sans-bold")
    p.left("Mevr. L. de Bruijn")
    p.left("Prinsengracht 92-2, 1015 DX Amsterdam")
    p.space(20)
    p.lr("Invoice number", "2024-0318")
    p.lr("Invoice date", "04.03.2024")
    p.lr("Due date", "03.04.2024")
    p.lr("Customer no.", "C-10442")
    p.space(30)
    cq, cu = 760, 930
    p.row(("Description", "left"), ("Qty", "right", cq), ("Unit price", "right", cu),
          ("Amount", "right"), face="liberation-sans-bold")
    p.hline(2)
    items = [(1, "Design consultation (on site)", "180.00"), (6, "Linen curtain panel 140x260", "89.50"),
             (2, "Brass curtain rod 200 cm", "64.00"), (1, "Installation and fitting", "195.00"),
             (12, "Ceramic wall hook", "4.25")]
    for q, n, pr in items:
        p.row((n, "left"), (str(q), "right", cq), (money(pr, ",", "."), "right", cu),
              (money(line_amount(q, pr), ",", "."), "right"))
    p.hline(2)
    sub = items_total(items)
    vat = pct(sub, "21")
    tot = sub + vat
    mx = 930
    p.row(("Subtotal", "right", mx), (money(sub, ",", "."), "right"))
    p.row(("VAT 21%", "right", mx), (money(vat, ",", "."), "right"))
    p.row(("Total EUR", "right", mx), (money(tot, ",", "."), "right"), face="liberation-sans-bold",
          size=28)
    p.space(50)
    p.left("Please transfer the total amount before the due date to")
    p.left("IBAN NL91 ABNA 0417 1643 00  BIC ABNANL2A, quoting invoice number 2024-0318.")
    p.space(30)
    p.left("Thank you for your order.", face="liberation-serif", size=26)
    img = render(p, rng, bg=250, ink=25, blur=0.5, bg_var=3, rotate=-0.5, posterize=3)
    lab = label(merchant="Atelier Verde Interiors B.V.", date="2024-03-04", total=tot,
                subtotal=sub, tax=vat, currency="EUR", paper="printed-invoice")
    return img, lab, {"date_text": "04.03.2024"}


@fixture("cafe-faded-thermal")
def cafe_faded_thermal(rng):
    """Faded thermal café receipt in GBP: low, uneven contrast; day-first 12/03/2024;
    VAT included; contactless card."""
    p = Paper(576, "dejavu-mono", 23)
    p.center("BRAMBLE & BEAN CAFE", face="dejavu-mono-bold", size=30)
    p.center("14 Market Row, Ludlow SY8 1AB")
    p.center("Tel: 01584 555 219")
    p.center("VAT Reg No. GB 284 5519 02")
    p.space()
    p.lr("12/03/2024", "09:14")
    p.lr("Till 1  Staff: Priya", "Rcpt 00718")
    p.rule("-")
    items = [(2, "Flat White", "3.20"), (1, "Cheese Scone", "2.95"), (1, "Bacon Bap", "4.50"),
             (1, "Orange Juice", "2.40")]
    for q, n, pr in items:
        p.lr(f"{q} x {n}", "£" + money(line_amount(q, pr)))
    p.rule("-")
    tot = items_total(items)
    vat = (tot - (tot / Decimal("1.2"))).quantize(CENT, rounding=ROUND_HALF_UP)
    p.lr("TOTAL", "£" + money(tot), face="dejavu-mono-bold", size=27)
    p.lr("Contactless Card", "£" + money(tot))
    p.lr("Change", "£0.00")
    p.space()
    p.lr("VAT 20% incl.", "£" + money(vat))
    p.space()
    p.center("Loyalty stamps: 7 of 10")
    p.center("Thank you, see you soon!")
    img = render(p, rng, bg=238, ink=30, fade=(0.22, 0.55), fade_cell=90, bg_var=12, blur=0.7,
                 rotate=1.4, fill=250, specks=0.0001, posterize=3)
    lab = label(merchant="BRAMBLE & BEAN CAFE", date="2024-03-12", time="09:14", total=tot,
                tax=vat, payment="card", currency="GBP", paper="faded")
    return img, lab, {"date_text": "12/03/2024"}


@fixture("handwritten-cash-sale-book")
def handwritten_cash_sale_book(rng):
    """Receipt-book page: printed form, rubber-stamped merchant, every value written by hand
    (date 3/4/24 day-first, items, total in RM)."""
    p = Paper(640, "liberation-serif", 24, margin=36, top=40)
    p.center("CASH SALE / JUALAN TUNAI", face="liberation-serif-bold", size=30)
    p.row(("No.", "right", p.right - 90))
    stamp_y = p.y
    p.space(150)
    b_date = p.row(("Date / Tarikh: ______________", "left"))
    p.space(8)
    b_name = p.row(("M/s: _______________________________", "left"))
    p.space(16)
    y0 = p.y
    p.hline(2, gap=4)
    hb = p.row(("Qty", "left", p.margin + 8), ("Description / Butiran", "left", p.margin + 90),
               ("RM", "center", p.right - 75))
    p.hline(2, gap=4)
    rows = []
    for _ in range(6):
        rows.append(p.y + int(p.size * 1.05))
        p.space(int(p.size * 1.7))
        p.hline(1, gap=2)
    p.space(4)
    b_total = p.row(("TOTAL  RM", "right", p.right - 160))
    p.space(30)
    p.row(("Signature: _______________", "right"))
    y1 = p.y
    p.draw.line((p.margin + 70, y0 + 4, p.margin + 70, y1 - 100), fill=255, width=2)
    p.draw.line((p.right - 150, y0 + 4, p.right - 150, y1 - 100), fill=255, width=2)
    p.space(10)
    # red serial number (printed) and the rubber stamp
    p._stamp("0457", font("liberation-mono-bold", 28), p.right - 10, stamp_y - 12, "right")
    stamp = Paper(470, "dejavu-sans-bold", 30, margin=10, top=10)
    stamp.center("KEDAI BUAH AH SENG", size=34)
    stamp.center("No. 7, Jalan Pasar Besar", face="dejavu-sans", size=20)
    stamp.center("34000 Taiping, Perak", face="dejavu-sans", size=20)
    stamp.center("Tel: 05-806 1234", face="dejavu-sans", size=20)
    sm, _ = stamp.finish(bottom=10)
    smask = Image.new("L", (sm.width + 8, sm.height + 8), 0)
    smask.paste(sm, (4, 4))
    ImageDraw.Draw(smask).rectangle((0, 0, smask.width - 1, smask.height - 1), outline=255, width=3)
    smask = smask.rotate(2.5, resample=Image.BICUBIC, expand=True)
    smask = ImageChops.multiply(smask, smooth_field(rng, smask.size, 40, 120, 230))
    x0 = (p.w - smask.width) // 2
    region = p.hand.crop((x0, stamp_y, x0 + smask.width, stamp_y + smask.height))
    p.hand.paste(ImageChops.lighter(region, smask), (x0, stamp_y))
    hw = dict(face="purisa", size=30, jitter=2.0)
    p.handwrite(rng, "3/4/24", p.margin + 220, b_date - 6, **hw)
    p.handwrite(rng, "Pn. Rohana", p.margin + 90, b_name - 6, **hw)
    items = [("2", "kg Durian D24", "36.00"), ("1", "sikat pisang", "6.50"),
             ("3", "kg Rambutan", "15.00"), ("1", "biji Tembikai", "9.00")]
    for (q, n, a), yb in zip(items, rows):
        p.handwrite(rng, q, p.margin + 22, yb, **hw)
        p.handwrite(rng, n, p.margin + 92, yb, **hw)
        p.handwrite(rng, a, p.right - 132, yb, **hw)
    tot = sum(D(a) for _, _, a in items)
    p.handwrite(rng, money(tot), p.right - 132, b_total - 4, face="purisa", size=32, weight=1)
    p.handwrite(rng, "Ah Seng", p.right - 190, b_total + 60, face="dkg", size=34)
    img = render(p, rng, bg=240, ink=60, pen=70, bg_var=10, blur=0.6, rotate=-2.0, fill=235,
                 posterize=3)
    lab = label(merchant="KEDAI BUAH AH SENG", date="2024-04-03", total=tot, payment="cash",
                currency="MYR", paper="handwritten")
    return img, lab, {"date_text": "3/4/24"}


@fixture("kedai-runcit-gst-rounding")
def kedai_runcit_gst_rounding(rng):
    """Malaysian tax invoice: merchant name over two rows, company and GST numbers, day-first
    date, 'Total Incl GST' then 'Rounding Adj' and 'Rounded Total', cash and change."""
    p = Paper(576, "free-mono-bold", 23, lead=1.3)
    p.center("KEDAI RUNCIT SRI JAYA", face="dejavu-mono-bold", size=31)
    p.center("SDN BHD", face="dejavu-mono-bold", size=31)
    p.center("(Co. No. 812345-K)")
    p.center("No. 12, Jalan Mawar 3,")
    p.center("Taman Sri Jaya, 43000 Kajang,")
    p.center("Selangor. Tel: 03-8736 1122")
    p.center("GST Reg No: 001234567890")
    p.space()
    p.center("SELAMAT DATANG / WELCOME")
    p.center("TAX INVOICE", face="dejavu-mono-bold", size=25)
    p.lr("Inv No: CS00041987", "")
    p.lr("Date: 03/04/2017", "Time: 14:05")
    p.lr("Cashier: SITI", "POS: 01")
    p.rule("-")
    p.lr("Item           Qty  Price", "Amt")
    p.rule("-")
    items = [(1, "Beras Wangi 5kg", "22.10"), (2, "Minyak Masak 1kg", "6.10"),
             (1, "Gula Pasir 1kg", "2.85"), (3, "Milo Sachet", "1.50"), (1, "Roti Gardenia", "3.80"),
             (2, "Telur Gred A 10", "4.20"), (1, "Sabun Cuci 900g", "8.90")]
    for q, n, pr in items:
        p.lr(f"{n:<15}{q:>3} {pr:>6}", money(line_amount(q, pr)) + " SR")
    p.rule("-")
    sub = items_total(items)
    gst = pct(sub, "6")
    tot = sub + gst
    rounded = round05(tot)
    adj = rounded - tot
    p.lr("Total Excl GST", money(sub))
    p.lr("GST 6%", money(gst))
    p.lr("Total Incl GST", money(tot))
    p.lr("Rounding Adj", money(adj))
    p.lr("Rounded Total (RM)", money(rounded), face="dejavu-mono-bold", size=26)
    p.space(6)
    p.lr("Cash", money(D("100.00")))
    p.lr("Change", money(D("100.00") - rounded))
    p.rule("-")
    p.left("GST Summary      Amount(RM)  Tax(RM)")
    p.left(f"SR @ 6%          {money(sub):>10}  {money(gst):>7}")
    p.rule("-")
    p.center("Goods sold are not returnable.")
    p.center("TERIMA KASIH. SILA DATANG LAGI")
    img = render(p, rng, bg=245, ink=35, blur=0.5, rotate=-0.7, bg_var=8, specks=0.0001,
                 posterize=3)
    lab = label(merchant="KEDAI RUNCIT SRI JAYA SDN BHD", date="2017-04-03", time="14:05",
                total=rounded, subtotal=sub, tax=gst, payment="cash", currency="MYR",
                paper="thermal-roll")
    return img, lab, {"date_text": "03/04/2017"}


@fixture("nasi-kandar-amount-below-label")
def nasi_kandar_amount_below_label(rng):
    """Narrow 58 mm roll: two-row restaurant name, amounts printed on the line below their
    labels, GST rounding to 5 sen, cash tendered and change; date 04-03-2017."""
    p = Paper(400, "dejavu-mono", 19, lead=1.3)
    p.center("RESTORAN NASI KANDAR", face="dejavu-mono-bold", size=22)
    p.center("BINTANG TIMUR", face="dejavu-mono-bold", size=22)
    p.center("(JM0712345-D)")
    p.center("23, Lebuh Chulia,")
    p.center("10200 George Town, Penang")
    p.center("GST ID: 000987654321")
    p.space()
    p.left("Date: 04-03-2017  22:31")
    p.left("Table: 7   Pax: 2")
    p.rule("-")
    items = [(1, "Nasi Kandar Ayam", "9.50"), (1, "Nasi Kandar Sotong", "11.00"),
             (2, "Teh Tarik", "1.80"), (1, "Roti Canai", "1.20"), (1, "Air Limau Ais", "2.00")]
    for q, n, pr in items:
        p.left(f"{q} {n}")
        p.rightt(money(line_amount(q, pr)))
    p.rule("-")
    sub = items_total(items)
    gst = pct(sub, "6")
    tot = sub + gst
    rounded = round05(tot)
    adj = rounded - tot
    for lbl, val in (("Sub Total:", money(sub)), ("GST 6%:", money(gst)),
                     ("Total Incl GST:", "RM " + money(tot)), ("Rounding Adj:", money(adj))):
        p.left(lbl)
        p.rightt(val)
    p.left("Rounded Total:", face="dejavu-mono-bold")
    p.rightt("RM " + money(rounded), face="dejavu-mono-bold", size=24)
    p.left("Cash:")
    p.rightt("RM 50.00")
    p.left("Change:")
    p.rightt("RM " + money(D("50.00") - rounded))
    p.rule("-")
    p.center("Thank You! Please Come Again")
    img = render(p, rng, bg=244, ink=40, blur=0.6, rotate=1.1, bg_var=8, noise=2.0,
                 noise_quant=2, specks=0.0002, posterize=3)
    lab = label(merchant="RESTORAN NASI KANDAR BINTANG TIMUR", date="2017-03-04", time="22:31",
                total=rounded, subtotal=sub, tax=gst, payment="cash", currency="MYR",
                paper="thermal-roll")
    return img, lab, {"date_text": "04-03-2017"}


@fixture("pharmacy-58mm-amex")
def pharmacy_58mm_amex(rng):
    """Narrow 58 mm roll with a small font, ISO date 2024-03-04, taxable flags, Amex."""
    p = Paper(384, "noto-mono", 17, lead=1.3)
    p.center("OAK HOLLOW PHARMACY", face="dejavu-mono-bold", size=21)
    p.center("501 W Main St")
    p.center("Carbondale IL 62901")
    p.center("618-555-0110")
    p.space()
    p.lr("2024-03-04", "16:32")
    p.lr("REG 1  TRN 20931", "OP: KIM")
    p.rule("-")
    items = [("RX #88123 COPAY", "10.00", ""), ("IBUPROFEN 200MG 100", "8.99", "T"),
             ("SALINE NASAL SPRAY", "4.49", "T"), ("VITAMIN D3 2000IU", "9.79", "T"),
             ("GREETING CARD", "3.99", "T")]
    sub = Decimal(0)
    taxable = Decimal(0)
    for n, pr, t in items:
        p.lr(n, money(pr) + (" T" if t else "  "))
        sub += D(pr)
        if t:
            taxable += D(pr)
    p.rule("-")
    tax = pct(taxable, "7.25")
    tot = sub + tax
    p.lr("SUBTOTAL", money(sub) + "  ")
    p.lr("TAX 7.25%", money(tax) + "  ")
    p.lr("TOTAL", money(tot) + "  ", face="dejavu-mono-bold", size=20)
    p.space(4)
    p.lr("AMEX ****1006", money(tot) + "  ")
    p.left("APPROVED 553201")
    p.space()
    p.center("RX savings this year: $86.40")
    p.center("Questions? Ask your pharmacist")
    img = render(p, rng, bg=246, ink=35, blur=0.4, rotate=-0.6, bg_var=6, specks=0.0001,
                 posterize=3)
    lab = label(merchant="OAK HOLLOW PHARMACY", date="2024-03-04", time="16:32", total=tot,
                subtotal=sub, tax=tax, payment="amex", currency="USD", paper="thermal-roll")
    return img, lab, {"date_text": "2024-03-04"}


@fixture("hardware-total-then-cash")
def hardware_total_then_cash(rng):
    """The total printed twice (TOTAL, then CASH for the same amount, change 0.00), quantity
    lines 'n @ price', double-height TOTAL, month-first 03/04/24."""
    p = Paper(576, "tlwg-mono", 23, lead=1.3)
    p.center("*** WELCOME TO ***")
    p.center("IRONSIDE HARDWARE", face="tlwg-mono-bold", size=34)
    p.center("& SUPPLY CO.", face="tlwg-mono-bold", size=24)
    p.center("77 Depot Street, Bend OR 97701")
    p.center("PH 541-555-0199")
    p.space()
    p.left("03/04/24  10:02  #3  TRN 8812")
    p.rule("=")
    items = [(3, "WOOD SCREW #8 1-1/4", "1.29"), (1, "PVC ELBOW 3/4IN", "0.89"),
             (2, "HOSE CLAMP 1IN", "1.49"), (1, "DUCT TAPE 60YD", "8.99"),
             (1, "SANDPAPER 120G 5PK", "5.49"), (1, "WORK GLOVES L", "12.99"),
             (4, "FLAT WASHER 1/4", "0.25")]
    for q, n, pr in items:
        p.lr(n, money(line_amount(q, pr)))
        if q > 1:
            p.left(f"   {q} @ {pr}")
    p.rule("=")
    sub = items_total(items)
    tax = D("0.00")
    tot = sub
    p.lr("SUBTOTAL", money(sub))
    p.lr("NO SALES TAX (OR)", money(tax))
    p.lr("TOTAL", money(tot), face="tlwg-mono-bold", sy=1.8)
    p.lr("CASH", money(tot))
    p.lr("CHANGE", "0.00")
    p.space()
    p.center(f"ITEMS: {sum(q for q, _, _ in items)}")
    p.center("KEEP RECEIPT FOR RETURNS")
    img = render(p, rng, bg=246, ink=30, blur=0.5, rotate=0.5, bg_var=6, posterize=3)
    lab = label(merchant="IRONSIDE HARDWARE & SUPPLY CO.", date="2024-03-04", time="10:02",
                total=tot, subtotal=sub, tax=tax, payment="cash", currency="USD",
                paper="thermal-roll")
    return img, lab, {"date_text": "03/04/24"}


@fixture("bookshop-card-expiry")
def bookshop_card_expiry(rng):
    """GBP bookshop: card line with 'EXP 08/27' and a returns-by date, neither of which is the
    receipt date (05/03/2024 day-first)."""
    p = Paper(576, "liberation-mono", 23)
    p.center("QUILL & COMPASS", face="liberation-serif-bold", size=40)
    p.center("BOOKS", face="liberation-serif-bold", size=28)
    p.center("3 Cathedral Lane, Wells BA5 2UE")
    p.center("01749 555 302")
    p.space()
    p.lr("05/03/2024", "15:48")
    p.lr("Till 2", "Receipt 31177")
    p.rule("-")
    items = [("The Salt Road (PB)", "9.99"), ("Atlas of Lost Rivers", "25.00"),
             ("Bookmark - Owl", "2.50")]
    for n, pr in items:
        p.lr(n, "£" + money(pr))
    p.rule("-")
    tot = sum(D(pr) for _, pr in items) - D("2.50")
    p.lr("Multi-buy discount", "-£2.50")
    p.lr("TOTAL", "£" + money(tot), face="liberation-mono-bold", size=27)
    p.space()
    p.left("VISA")
    p.left("Card: ************1234  EXP 08/27")
    p.lr("AMOUNT", "£" + money(tot))
    p.left("PIN VERIFIED")
    p.space()
    p.center("Returns within 28 days (by 02/04/2024)")
    p.center("with this receipt.")
    p.center("VAT No. 415 2208 31  Books zero-rated")
    img = render(p, rng, bg=247, ink=30, blur=0.5, rotate=-0.8, bg_var=6, specks=0.0001,
                 posterize=3)
    lab = label(merchant="QUILL & COMPASS BOOKS", date="2024-03-05", time="15:48", total=tot,
                payment="visa", currency="GBP", paper="thermal-roll")
    return img, lab, {"date_text": "05/03/2024"}


@fixture("fuel-station-eur-voucher")
def fuel_station_eur_voucher(rng):
    """German fuel receipt: 'SUMME EUR 79,02' decimal comma, litres x price per litre, net/VAT,
    date 04.03.24, Girocard (debit), and a voucher 'gültig bis 31.12.2031' (future date)."""
    p = Paper(576, "dejavu-mono", 22)
    p.center("AUTOHOF NORDSTERN", face="dejavu-mono-bold", size=32)
    p.center("Ringstraße 12")
    p.center("28195 Bremen")
    p.center("Tel. 0421 5550 1290")
    p.center("St.-Nr. 60/123/45678")
    p.space()
    p.lr("Datum: 04.03.24", "Zeit: 07:58")
    p.lr("Beleg-Nr. 4127", "Kasse 2")
    p.rule("-")
    litres, ppl = Decimal("42.31"), Decimal("1.799")
    fuel = (litres * ppl).quantize(CENT, rounding=ROUND_HALF_UP)
    p.left("Säule 5  Super E10")
    p.lr(f"  {money(litres, ',')} l x {str(ppl).replace('.', ',')} EUR/l", money(fuel, ","))
    coffee = D("2.90")
    p.lr("Kaffee groß", money(coffee, ","))
    p.rule("-")
    tot = fuel + coffee
    net = (tot / Decimal("1.19")).quantize(CENT, rounding=ROUND_HALF_UP)
    vat = tot - net
    p.lr("SUMME EUR", money(tot, ","), face="dejavu-mono-bold", size=27)
    p.space(4)
    p.lr("Netto", money(net, ","))
    p.lr("MwSt 19%", money(vat, ","))
    p.lr("Brutto", money(tot, ","))
    p.space()
    p.lr("Girocard", "EUR " + money(tot, ","))
    p.left("Karte ****4410  Terminal 61203344")
    p.space()
    p.center("Gutschein: 5 ct/l Rabatt")
    p.center("gültig bis 31.12.2031")
    p.center("Vielen Dank und gute Fahrt!")
    img = render(p, rng, bg=245, ink=35, blur=0.5, rotate=1.6, bg_var=8, specks=0.00015,
                 posterize=3)
    lab = label(merchant="AUTOHOF NORDSTERN", date="2024-03-04", time="07:58", total=tot,
                subtotal=net, tax=vat, payment="debit", currency="EUR", paper="thermal-roll")
    return img, lab, {"date_text": "04.03.24"}


@fixture("boulangerie-eur-cash")
def boulangerie_eur_cash(rng):
    """French bakery: 'TOTAL TTC 11,20 €', included TVA, cash tendered 'EUR 20,00' and change,
    SIRET number, day-first 04/03/2024."""
    p = Paper(576, "inconsolata", 25, lead=1.25)
    p.center("BOULANGERIE DU MOULIN", face="dejavu-mono-bold", size=29)
    p.center("12 rue des Lilas")
    p.center("69003 Lyon")
    p.center("Tél : 04 78 55 12 34")
    p.center("SIRET 512 345 678 00012")
    p.space()
    p.lr("04/03/2024 08:15", "Caisse 1")
    p.lr("Ticket 0238", "Vendeur: Léa")
    p.rule("-")
    items = [(2, "Croissant", "1.20"), (1, "Baguette tradition", "1.30"), (3, "Pain au chocolat", "1.40"),
             (1, "Tarte aux pommes", "3.30")]
    for q, n, pr in items:
        p.lr(f"{q} x {n}", money(line_amount(q, pr), ",") + " €")
    p.rule("-")
    tot = items_total(items)
    tva = (tot - tot / Decimal("1.055")).quantize(CENT, rounding=ROUND_HALF_UP)
    p.lr("TOTAL TTC", money(tot, ",") + " €", face="dejavu-mono-bold", size=28)
    p.lr("dont TVA 5,5%", money(tva, ",") + " €")
    p.space(6)
    p.lr("Espèces", "EUR 20,00")
    p.lr("Rendu", "EUR " + money(D("20.00") - tot, ","))
    p.space()
    p.center("Merci et à bientôt !")
    img = render(p, rng, bg=246, ink=40, blur=0.6, rotate=-1.0, bg_var=8, specks=0.00015,
                 posterize=3)
    lab = label(merchant="BOULANGERIE DU MOULIN", date="2024-03-04", time="08:15", total=tot,
                tax=tva, payment="cash", currency="EUR", paper="thermal-roll")
    return img, lab, {"date_text": "04/03/2024"}


@fixture("convenience-ewallet-yyyymmdd")
def convenience_ewallet_yyyymmdd(rng):
    """Malaysian convenience store: 'Date: 20240304' compact date, e-wallet payment,
    SST line, member points."""
    p = Paper(576, "dejavu-mono", 22)
    p.center("MARTABAK 24 MINI MART", face="dejavu-mono-bold", size=30)
    p.center("Lot G-12, Jalan Tun Razak")
    p.center("50400 Kuala Lumpur")
    p.center("SST ID: W10-1808-31000123")
    p.space()
    p.lr("Date: 20240304", "Time: 21:07")
    p.lr("Receipt: 0031-58821", "Staff: 02")
    p.rule("-")
    items = [(1, "100PLUS 1.5L", "4.20"), (2, "Maggi Kari 5s", "6.50"), (1, "Tissue 4 Rolls", "5.90"),
             (1, "Coway Batteries AA", "7.80"), (1, "Ice Cream Cone", "3.50")]
    for q, n, pr in items:
        p.lr(f"{n} x{q}", money(line_amount(q, pr)))
    p.rule("-")
    sub = items_total(items)
    sst = pct(sub, "6")
    tot = sub + sst
    p.lr("Subtotal", money(sub))
    p.lr("SST 6%", money(sst))
    p.lr("Total (RM)", money(tot), face="dejavu-mono-bold", size=26)
    p.space(4)
    p.lr("TNG eWallet", money(tot))
    p.left("Ref: 2024030421070044812")
    p.space()
    p.lr("Member points earned", "34")
    p.center("Thank you. Have a nice day!")
    img = render(p, rng, bg=246, ink=32, blur=0.5, rotate=0.7, bg_var=6, specks=0.0001,
                 posterize=3)
    lab = label(merchant="MARTABAK 24 MINI MART", date="2024-03-04", time="21:07", total=tot,
                subtotal=sub, tax=sst, payment="ewallet", currency="MYR", paper="thermal-roll")
    return img, lab, {"date_text": "20240304"}


@fixture("photo-diner-jpeg", ext="jpg", dpi=72)
def photo_diner_jpeg(rng):
    """Phone photo (JPEG, greyscale) of a diner receipt on a grey table, tilted 2.5 degrees and
    downscaled; cash with tendered/change; month-first 3/2/2024."""
    p = Paper(560, "courier-prime", 24)
    p.center("MAPLE LEAF DINER", face="courier-prime-bold", size=36)
    p.center("Open 6am - 3pm Daily")
    p.center("910 Lakeshore Ave, Erie PA")
    p.space()
    p.lr("3/2/2024", "7:36 AM")
    p.lr("Guest Check 0881", "Srv: Bev")
    p.rule("-")
    items = [(2, "Short Stack", "6.50"), (1, "Denver Omelet", "10.25"), (3, "Coffee", "2.25")]
    for q, n, pr in items:
        p.lr(f"{q} {n}", money(line_amount(q, pr)))
    p.rule("-")
    sub = items_total(items)
    tax = pct(sub, "6")
    tot = sub + tax
    p.lr("Subtotal", money(sub))
    p.lr("PA Tax 6%", money(tax))
    p.lr("TOTAL", money(tot), face="courier-prime-bold", size=28)
    p.lr("Cash", "40.00")
    p.lr("Change", money(D("40.00") - tot))
    p.space()
    p.center("Thanks! Have a great day")
    img = render(p, rng, bg=240, ink=40, blur=0.3, bg_var=10)
    img = photo(img, rng, bg=(95, 135), rotate=2.5, scale=0.62, blur=0.5, noise=2.0)
    lab = label(merchant="MAPLE LEAF DINER", date="2024-03-02", time="07:36", total=tot,
                subtotal=sub, tax=tax, payment="cash", currency="USD", paper="photo")
    return img, lab, {"date_text": "3/2/2024"}


@fixture("photo-coffee-cart-small", ext="jpg", dpi=72)
def photo_coffee_cart_small(rng):
    """Small, low-resolution RGB phone photo of a narrow coffee-cart slip (warm light); card
    payment; 'Mar 01 2024'."""
    p = Paper(384, "dejavu-mono", 19)
    p.center("TINY BEAN", face="dejavu-mono-bold", size=30)
    p.center("coffee cart")
    p.center("Pier 3, Seattle WA")
    p.space()
    p.left("Mar 01 2024 08:05")
    p.rule("-")
    items = [(1, "Oat Latte 16oz", "5.75"), (1, "Almond Croissant", "4.25")]
    for q, n, pr in items:
        p.lr(n, money(pr))
    sub = items_total(items)
    tax = pct(sub, "10.25")
    tot = sub + tax
    p.rule("-")
    p.lr("Tax", money(tax))
    p.lr("Total", "$" + money(tot), face="dejavu-mono-bold", size=22)
    p.lr("Card", "$" + money(tot))
    p.space()
    p.center("have a good one :)")
    img = render(p, rng, bg=242, ink=35, blur=0.3, bg_var=10)
    img = photo(img, rng, bg=(70, 110), rotate=-3.0, scale=0.72, blur=0.6, noise=2.5,
                tint=(255, 236, 205))
    lab = label(merchant="TINY BEAN", date="2024-03-01", time="08:05", total=tot, tax=tax,
                payment="card", currency="USD", paper="photo")
    return img, lab, {"date_text": "Mar 01 2024"}


@fixture("car-wash-rotated")
def car_wash_rotated(rng):
    """Rotated 3 degrees; year-first 2024/03/04; Mastercard; membership expiry in 2025."""
    p = Paper(576, "liberation-mono-bold", 23)
    p.center("SUDSY SUDS", face="dejavu-sans-bold", size=36)
    p.center("CAR WASH & DETAIL", face="dejavu-sans-bold", size=24)
    p.center("4400 Sunset Blvd, Mesa AZ 85201")
    p.space()
    p.lr("2024/03/04", "13:27")
    p.lr("Bay 2", "Ticket 60219")
    p.rule("-")
    items = [("ULTIMATE WASH", "24.00"), ("TIRE SHINE", "4.00"), ("AIR FRESHENER", "2.50")]
    for n, pr in items:
        p.lr(n, money(pr))
    sub = sum(D(pr) for _, pr in items)
    tax = pct(sub, "8.3")
    tot = sub + tax
    p.rule("-")
    p.lr("SUBTOTAL", money(sub))
    p.lr("TAX", money(tax))
    p.lr("TOTAL", money(tot))
    p.space(4)
    p.lr("MASTERCARD ****3377", money(tot))
    p.space()
    p.center("Unlimited Club renews 03/04/2025")
    p.center("Thanks for choosing Sudsy Suds!")
    img = render(p, rng, bg=246, ink=35, blur=0.5, rotate=3.0, bg_var=6, posterize=3)
    lab = label(merchant="SUDSY SUDS CAR WASH & DETAIL", date="2024-03-04", time="13:27",
                total=tot, subtotal=sub, tax=tax, payment="mastercard", currency="USD",
                paper="thermal-roll")
    return img, lab, {"date_text": "2024/03/04"}


UK_GROCERY = [
    ("SEMI SKIMMED MILK 2PT", "1.45"), ("FREE RANGE EGGS 6", "2.10"), ("WHOLEMEAL BREAD", "1.35"),
    ("BRITISH BACON", "3.25"), ("CHEDDAR MATURE 400G", "3.60"), ("BROCCOLI", "0.79"),
    ("NEW POTATOES 1KG", "1.15"), ("BANANAS LOOSE", "0.92"), ("PG TEABAGS 80", "2.75"),
    ("DIGESTIVES", "1.19"), ("BAKED BEANS 4PK", "2.50"), ("PASTA FUSILLI", "0.95"),
    ("CHOPPED TOMATOES", "0.55"), ("CHICKEN BREAST FILLET", "5.40"), ("RED WINE MERLOT", "7.50"),
    ("WASHING UP LIQUID", "1.30"), ("TOILET ROLL 9PK", "4.75"), ("APPLES PINK LADY 4PK", "2.20"),
]


@fixture("grocery-tape-savings")
def grocery_tape_savings(rng):
    """UK supermarket tape: price-match savings lines, 'BALANCE DUE' with an item count in front,
    'You saved', points balance worth money, contactless VISA; date and time at the bottom
    (02/03/2024 day-first)."""
    p = Paper(576, "free-mono-bold", 22, lead=1.28)
    p.center("HOLLYBROOK", face="dejavu-sans-bold", size=40)
    p.center("F O O D H A L L", face="dejavu-sans", size=22)
    p.center("Station Road, Kendal LA9 6BT")
    p.center("Tel: 01539 555 880")
    p.center("VAT No: GB 733 1294 55")
    p.space()
    saved = Decimal(0)
    tot = Decimal(0)
    for i, (n, pr) in enumerate(UK_GROCERY):
        p.lr(n, "£" + money(pr))
        tot += D(pr)
        if i in (3, 8, 14):
            s = D("0.75") if i != 14 else D("1.50")
            p.lr("  Price Match Saving", "-" + money(s))
            tot -= s
            saved += s
    p.rule("-")
    p.lr(f"{len(UK_GROCERY)} BALANCE DUE", "£" + money(tot), face="dejavu-mono-bold", size=26)
    p.space(4)
    p.lr("VISA CONTACTLESS", "£" + money(tot))
    p.left("************6620")
    p.left("02/03/2024  17:41  ST 318  TILL 04")
    p.space()
    p.center(f"YOU SAVED £{money(saved)} TODAY", face="dejavu-mono-bold")
    p.center("Points this visit: 38")
    p.center("Points balance: 1,260 (worth £12.60)")
    p.space()
    p.center("Thank you for shopping at Hollybrook")
    img = render(p, rng, bg=245, ink=40, blur=0.5, rotate=-0.4, bg_var=8, specks=0.0001,
                 posterize=3)
    lab = label(merchant="HOLLYBROOK", date="2024-03-02", time="17:41", total=tot,
                payment="visa", currency="GBP", paper="grocery-tape")
    return img, lab, {"date_text": "02/03/2024"}


@fixture("pub-blank-tip-line")
def pub_blank_tip_line(rng):
    """UK pub: printed 'Gratuity: ____' and 'Total: ____' left blank, card paid the printed
    total; date '04 MAR 2024'; table and covers."""
    p = Paper(576, "dejavu-mono", 23)
    p.center("THE FOX & FIDDLE", face="dejavu-serif-bold", size=34)
    p.center("Free House")
    p.center("Church Street, Hexham NE46 3AA")
    p.space()
    p.lr("04 MAR 2024", "21:15")
    p.lr("Table 9  Covers 2", "Chk 4420")
    p.rule("-")
    items = [(1, "Steak & Ale Pie", "15.95"), (1, "Veggie Burger", "13.50"), (2, "Pint Bitter", "4.60"),
             (1, "Sticky Toffee Pud", "6.75")]
    for q, n, pr in items:
        p.lr(f"{q} {n}", money(line_amount(q, pr)))
    p.rule("-")
    tot = items_total(items)
    vat = (tot - tot / Decimal("1.2")).quantize(CENT, rounding=ROUND_HALF_UP)
    p.lr("Total", "£" + money(tot), face="dejavu-mono-bold", size=26)
    p.lr("Includes VAT 20%", money(vat))
    p.space()
    p.left("Service is not included")
    p.space(8)
    p.row(("Gratuity:", "left"), ("__________", "right"))
    p.space(8)
    p.row(("Total:", "left"), ("__________", "right"))
    p.space()
    p.lr("MASTERCARD", "£" + money(tot))
    p.left("************2290  CONTACTLESS")
    p.space()
    p.center("Cheers! See you again")
    img = render(p, rng, bg=244, ink=38, blur=0.6, rotate=0.8, bg_var=8, specks=0.00015,
                 posterize=3)
    lab = label(merchant="THE FOX & FIDDLE", date="2024-03-04", time="21:15", total=tot, tax=vat,
                payment="mastercard", currency="GBP", paper="restaurant-tip")
    return img, lab, {"date_text": "04 MAR 2024"}


@fixture("hotel-invoice-gbp", dpi=150)
def hotel_invoice_gbp(rng):
    """Printed hotel invoice (serif, ~1200 px wide): arrival/departure dates around the invoice
    date, VAT breakdown, payment by Mastercard; day-first dates in GBP."""
    p = Paper(1200, "dejavu-serif", 23, margin=100, lead=1.5, top=100)
    p.center("The Harrowgate Arms Hotel", face="dejavu-serif-bold", size=44)
    p.center("12 The Parade, Harrogate HG1 2RS  ·  01423 555 740", size=21)
    p.center("VAT Registration No. GB 198 4471 20", size=21)
    p.space(40)
    p.left("INVOICE", face="dejavu-serif-bold", size=34)
    p.space(10)
    p.lr("Guest: Mr T. Okafor", "Invoice No: HA-77412")
    p.lr("Room: 214 (Double)", "Invoice date: 04/03/2024")
    p.lr("Arrival: 01/03/2024", "Departure: 04/03/2024")
    p.space(20)
    cx = 820
    p.row(("Date", "left"), ("Description", "left", 330), ("Amount (£)", "right"),
          face="dejavu-serif-bold")
    p.hline(2)
    lines = [("01/03/2024", "Room - Bed & Breakfast", "135.00"), ("01/03/2024", "Dinner, Restaurant", "46.50"),
             ("02/03/2024", "Room - Bed & Breakfast", "135.00"), ("02/03/2024", "Bar", "18.20"),
             ("03/03/2024", "Room - Bed & Breakfast", "135.00"), ("03/03/2024", "Laundry", "16.30")]
    for d, n, a in lines:
        p.row((d, "left"), (n, "left", 330), (money(a), "right"))
    p.hline(2)
    tot = sum(D(a) for _, _, a in lines)
    vat = (tot - tot / Decimal("1.2")).quantize(CENT, rounding=ROUND_HALF_UP)
    net = tot - vat
    p.row(("Net", "right", cx), (money(net), "right"))
    p.row(("VAT @ 20%", "right", cx), (money(vat), "right"))
    p.row(("Total", "right", cx), ("£" + money(tot), "right"), face="dejavu-serif-bold", size=27)
    p.row(("Paid - Mastercard ****8812", "right", cx), ("-" + money(tot), "right"))
    p.row(("Balance", "right", cx), ("0.00", "right"))
    p.space(40)
    p.left("Thank you for staying with us. We look forward to welcoming you back.", size=21)
    img = render(p, rng, bg=250, ink=30, blur=0.6, bg_var=4, rotate=0.4, posterize=3)
    lab = label(merchant="The Harrowgate Arms Hotel", date="2024-03-04", total=tot, subtotal=net,
                tax=vat, payment="mastercard", currency="GBP", paper="printed-invoice")
    return img, lab, {"date_text": "04/03/2024"}


@fixture("plumber-invoice-due-date", dpi=150)
def plumber_invoice_due_date(rng):
    """Typewriter-font US service invoice: 'March 4, 2024' invoice date next to a due date and a
    service date, labour/parts, sales tax, 'BALANCE DUE'."""
    p = Paper(1200, "tlwg-typewriter", 25, margin=100, lead=1.45, top=100)
    p.left("RIVERBEND PLUMBING & HEATING", face="tlwg-typewriter-bold", size=40)
    p.left("License #PL-22841")
    p.left("310 Mill Race Rd, Lancaster PA 17602   (717) 555-0133")
    p.space(40)
    p.lr("INVOICE #1187", "Invoice Date: March 4, 2024")
    p.lr("", "Due Date: April 3, 2024")
    p.space(10)
    p.left("Customer: G. Alvarez, 55 Elm Ct, Lancaster PA 17603")
    p.left("Service date: 02/28/2024   Job: replace water heater valve")
    p.space(20)
    p.row(("DESCRIPTION", "left"), ("HRS/QTY", "right", 760), ("RATE", "right", 910), ("AMOUNT", "right"))
    p.rule("-")
    items = [(Decimal("2.5"), "Labor", "95.00"), (1, "T&P relief valve 3/4in", "38.75"),
             (1, "Drain valve brass", "17.40"), (1, "Service call", "65.00")]
    for q, n, pr in items:
        p.row((n, "left"), (str(q), "right", 760), (money(pr), "right", 910),
              (money(line_amount(q, pr)), "right"))
    p.rule("-")
    sub = items_total(items)
    taxable = D("38.75") + D("17.40")
    tax = pct(taxable, "6")
    tot = sub + tax
    p.row(("SUBTOTAL", "right", 910), (money(sub), "right"))
    p.row(("SALES TAX 6% (PARTS)", "right", 910), (money(tax), "right"))
    p.row(("BALANCE DUE", "right", 910), ("$" + money(tot), "right"), face="tlwg-typewriter-bold")
    p.space(40)
    p.left("Payable within 30 days. Checks to Riverbend Plumbing & Heating LLC.")
    p.left("1.5% monthly late fee after due date.")
    img = render(p, rng, bg=248, ink=35, blur=0.7, bg_var=5, rotate=-0.3, specks=0.00004,
                 posterize=3)
    lab = label(merchant="RIVERBEND PLUMBING & HEATING", date="2024-03-04", total=tot,
                subtotal=sub, tax=tax, currency="USD", paper="printed-invoice")
    return img, lab, {"date_text": "March 4, 2024"}


@fixture("faded-parking-garage")
def faded_parking_garage(rng):
    """Badly faded grey paper with print-head streaks on a white scanner bed: plain Tesseract
    sees an empty page, local (adaptive) thresholding recovers it; entry/exit times, 'Amount
    Paid', month-first date. Deliberately hard."""
    p = Paper(448, "dejavu-mono", 20)
    p.center("CIVIC CENTER GARAGE", face="dejavu-mono-bold", size=24)
    p.center("200 N Spring St")
    p.center("Los Angeles CA")
    p.space()
    p.left("Date: 03/04/2024")
    p.lr("Entry", "08:02")
    p.lr("Exit", "17:45")
    p.lr("Duration", "9h 43m")
    p.rule("-")
    tot = D("18.00")
    p.lr("Daily Max", "18.00")
    p.lr("Amount Paid", "$18.00", face="dejavu-mono-bold", size=22)
    p.lr("VISA ****7764", "$18.00")
    p.space()
    p.center("Lost ticket fee $40.00")
    p.center("Thank you")
    img = render(p, rng, bg=236, ink=40, fade=(0.03, 0.30), fade_cell=60, bg_var=14, blur=0.8,
                 streaks=3, rotate=-1.8, fill=250, specks=0.0002, posterize=3)
    lab = label(merchant="CIVIC CENTER GARAGE", date="2024-03-04", time="17:45", total=tot,
                payment="visa", currency="USD", paper="faded")
    return img, lab, {"date_text": "03/04/2024"}


@fixture("drive-through-order-number")
def drive_through_order_number(rng):
    """Drive-through without a tip: a huge order number and a store number as distractors,
    amount below the 'Total' label, cash tendered and change; 03-04-2024."""
    p = Paper(576, "dejavu-mono", 23)
    p.center("TACO TUMBLEWEED", face="dejavu-mono-bold", size=34)
    p.center("Store #1043")
    p.center("2210 E Colfax Ave, Denver CO")
    p.space()
    p.center("ORDER", face="dejavu-mono-bold", size=28)
    p.center("58", face="dejavu-mono-bold", size=70)
    p.center("DRIVE THRU")
    p.lr("03-04-2024", "19:52")
    p.rule("-")
    items = [(2, "Crunchy Taco", "1.89"), (1, "Burrito Supreme", "5.49"), (1, "Nachos", "3.29"),
             (2, "Med Soda", "2.19")]
    for q, n, pr in items:
        p.lr(f"{q} {n}", money(line_amount(q, pr)))
    p.rule("-")
    sub = items_total(items)
    tax = pct(sub, "8.81")
    tot = sub + tax
    p.lr("Subtotal", money(sub))
    p.lr("Tax", money(tax))
    p.left("Total", face="dejavu-mono-bold", size=26)
    p.rightt(money(tot), face="dejavu-mono-bold", size=26)
    p.lr("Cash Tendered", "40.00")
    p.lr("Change", money(D("40.00") - tot))
    p.space()
    p.center("Tell us how we did!")
    p.center("Survey code 1043-5852-0304")
    img = render(p, rng, bg=245, ink=35, blur=0.5, rotate=-0.9, bg_var=6, posterize=3)
    lab = label(merchant="TACO TUMBLEWEED", date="2024-03-04", time="19:52", total=tot,
                subtotal=sub, tax=tax, payment="cash", currency="USD", paper="drive-through")
    return img, lab, {"date_text": "03-04-2024"}


@fixture("taxi-meter-tip")
def taxi_meter_tip(rng):
    """Taxi meter slip (58 mm): fare, extras, printed tip, total charged to Amex; time as
    '11:58PM'; 03/02/24 month-first."""
    p = Paper(384, "terminus-bold", 20, lead=1.35)
    p.center("METRO CHECKER CAB", size=24)
    p.center("Medallion 4K17")
    p.center("Driver ID 558120")
    p.space()
    p.lr("DATE", "03/02/24")
    p.lr("TIME", "11:58PM")
    p.lr("TRIP", "0947")
    p.lr("MILES", "8.4")
    p.rule("-")
    fare, extras, tip = D("23.40"), D("2.50"), D("5.00")
    tot = fare + extras + tip
    p.lr("FARE", "$" + money(fare))
    p.lr("EXTRAS", "$" + money(extras))
    p.lr("TIP", "$" + money(tip))
    p.rule("-")
    p.lr("TOTAL", "$" + money(tot), size=24)
    p.lr("AMEX ****3005", "$" + money(tot))
    p.space()
    p.center("Complaints: call 311")
    img = render(p, rng, bg=244, ink=40, blur=0.6, rotate=1.2, bg_var=6, noise=2.0,
                 noise_quant=2, posterize=3)
    lab = label(merchant="METRO CHECKER CAB", date="2024-03-02", time="23:58", total=tot,
                tip=tip, payment="amex", currency="USD",
                paper="thermal-roll")
    return img, lab, {"date_text": "03/02/24"}


@fixture("noodle-bar-bitmap-font")
def noodle_bar_bitmap_font(rng):
    """Dot-matrix look: a bitmap font scaled 2x with nearest-neighbour, cash with change,
    'Mon Mar 04 2024' long date."""
    p = Paper(300, "terminus", 14, margin=12, lead=1.3, top=20)
    p.center("GOLDEN LOTUS", face="terminus-bold", size=20)
    p.center("NOODLE BAR", face="terminus-bold", size=20)
    p.center("58 Grant Ave, San Francisco")
    p.center("(415) 555-0176")
    p.space(6)
    p.left("Mon Mar 04 2024  12:18")
    p.left("Order 73  Dine in")
    p.rule("-")
    items = [(1, "Beef Noodle Soup", "14.50"), (1, "Wonton Soup", "11.00"), (1, "Pork Buns (3)", "7.50"),
             (2, "Jasmine Tea", "2.50")]
    for q, n, pr in items:
        p.lr(f"{q} {n}", money(line_amount(q, pr)))
    p.rule("-")
    sub = items_total(items)
    tax = pct(sub, "8.625")
    tot = sub + tax
    p.lr("Subtotal", money(sub))
    p.lr("Tax 8.625%", money(tax))
    p.lr("TOTAL", money(tot), face="terminus-bold", size=16)
    p.lr("Cash", "60.00")
    p.lr("Change", money(D("60.00") - tot))
    p.space(6)
    p.center("THANK YOU")
    mask, hand = p.finish()
    # nearest-neighbour 2x: the chunky dots of an impact/dot printer
    p.mask = mask.resize((mask.width * 2, mask.height * 2), Image.NEAREST)
    p.hand = hand.resize(p.mask.size, Image.NEAREST)
    p.w, p.y, p.margin = p.mask.width, p.mask.height, 24
    img = render(p, rng, bg=243, ink=45, blur=0.8, rotate=0.6, bg_var=8, posterize=3)
    lab = label(merchant="GOLDEN LOTUS NOODLE BAR", date="2024-03-04", time="12:18", total=tot,
                subtotal=sub, tax=tax, payment="cash", currency="USD", paper="thermal-roll")
    return img, lab, {"date_text": "Mon Mar 04 2024"}


@fixture("hawker-sgd-day-first")
def hawker_sgd_day_first(rng):
    """Singapore: '$' with a day-first date (04/03/2024 is 4 March), GST registration number,
    service charge, PayNow-style e-wallet."""
    p = Paper(576, "dejavu-mono", 22)
    p.center("LUCKY STAR", face="dejavu-mono-bold", size=32)
    p.center("ZI CHAR KITCHEN", face="dejavu-mono-bold", size=24)
    p.center("Blk 85 Bedok North St 4 #01-23")
    p.center("Singapore 460085")
    p.center("GST Reg No: M90361234X")
    p.space()
    p.lr("04/03/2024", "19:03")
    p.lr("Table 5  Pax 4", "Bill 00392")
    p.rule("-")
    items = [(1, "Cereal Prawns (M)", "22.00"), (1, "Sambal Kangkong", "10.00"), (1, "Hor Fun Beef", "9.00"),
             (4, "Steamed Rice", "1.00"), (2, "Lime Juice", "2.50")]
    for q, n, pr in items:
        p.lr(f"{q} {n}", money(line_amount(q, pr)))
    p.rule("-")
    sub = items_total(items)
    svc = pct(sub, "10")
    gst = pct(sub + svc, "9")
    tot = sub + svc + gst
    p.lr("Subtotal", money(sub))
    p.lr("Svc Chg 10%", money(svc))
    p.lr("GST 9%", money(gst))
    p.lr("TOTAL", "$" + money(tot), face="dejavu-mono-bold", size=27)
    p.lr("PAYNOW QR", "$" + money(tot))
    p.space()
    p.center("Prices are subject to service")
    p.center("charge and prevailing GST")
    img = render(p, rng, bg=245, ink=35, blur=0.5, rotate=-1.3, bg_var=8, specks=0.0001,
                 posterize=3)
    lab = label(merchant="LUCKY STAR ZI CHAR KITCHEN", date="2024-03-04", time="19:03",
                total=tot, subtotal=sub, tax=gst, payment="ewallet", currency="SGD",
                paper="thermal-roll")
    return img, lab, {"date_text": "04/03/2024"}


@fixture("bistro-cb-ttc")
def bistro_cb_ttc(rng):
    """French bistro: 'TOTAL TTC 34,80 EUR', two TVA rates and their sum, 'CB' (carte bancaire) payment,
    day-first 02/03/24, covers and table."""
    p = Paper(576, "free-mono-bold", 23)
    p.center("BISTROT DES HALLES", face="liberation-serif-bold", size=36)
    p.center("5 place du Marché")
    p.center("21000 Dijon")
    p.center("TVA FR40 512 345 678")
    p.space()
    p.lr("Le 02/03/24 à 13:41", "Table 4")
    p.lr("Couverts: 2", "Note 0071")
    p.rule("-")
    items = [(2, "Formule midi", "14.50"), (1, "Carafe de vin 25cl", "5.80")]
    for q, n, pr in items:
        p.lr(f"{q} {n}", money(line_amount(q, pr), ","))
    p.rule("-")
    tot = items_total(items)
    food = line_amount(2, "14.50")
    t10 = (food - food / Decimal("1.1")).quantize(CENT, rounding=ROUND_HALF_UP)
    t20 = (D("5.80") - D("5.80") / Decimal("1.2")).quantize(CENT, rounding=ROUND_HALF_UP)
    p.lr("TOTAL TTC", money(tot, ",") + " EUR", face="dejavu-mono-bold", size=27)
    p.lr("TVA 10%", money(t10, ","))
    p.lr("TVA 20%", money(t20, ","))
    p.lr("Total TVA", money(t10 + t20, ","))
    p.space(4)
    p.lr("CB", money(tot, ",") + " EUR")
    p.space()
    p.center("Service compris - Merci !")
    img = render(p, rng, bg=246, ink=38, blur=0.5, rotate=0.9, bg_var=6, posterize=3)
    lab = label(merchant="BISTROT DES HALLES", date="2024-03-02", time="13:41", total=tot,
                tax=t10 + t20, payment="card", currency="EUR", paper="thermal-roll")
    return img, lab, {"date_text": "02/03/24"}


@fixture("mamak-faded-rounding")
def mamak_faded_rounding(rng):
    """Faded Malaysian restaurant slip: RM prefix on every amount, 'Rounding' and 'Grand Total'
    after the GST total, debit card; 15/02/2018 (unambiguous day-first)."""
    p = Paper(448, "dejavu-mono", 20)
    p.center("RESTORAN SRI MELATI", face="dejavu-mono-bold", size=24)
    p.center("No. 3, Jalan SS2/24, Petaling Jaya")
    p.center("GST No: 000456123789")
    p.space()
    p.lr("15/02/2018", "13:10")
    p.left("Bill: A0193   Table: 12")
    p.rule("-")
    items = [(2, "Nasi Lemak Ayam", "8.90"), (1, "Mee Goreng Mamak", "7.50"), (3, "Teh O Ais", "2.20")]
    for q, n, pr in items:
        p.lr(f"{q} {n}", "RM" + money(line_amount(q, pr)))
    p.rule("-")
    sub = items_total(items)
    gst = pct(sub, "6")
    tot = sub + gst
    rounded = round05(tot)
    p.lr("Subtotal", "RM" + money(sub))
    p.lr("GST 6%", "RM" + money(gst))
    p.lr("Total Incl GST", "RM" + money(tot))
    p.lr("Rounding", "RM" + money(rounded - tot))
    p.lr("Grand Total", "RM" + money(rounded), face="dejavu-mono-bold", size=23)
    p.lr("DEBIT CARD", "RM" + money(rounded))
    p.space()
    p.center("Terima kasih")
    img = render(p, rng, bg=238, ink=35, fade=(0.3, 0.6), fade_cell=80, bg_var=12, blur=0.6,
                 rotate=-1.0, fill=250, specks=0.00015, posterize=3)
    lab = label(merchant="RESTORAN SRI MELATI", date="2018-02-15", time="13:10", total=rounded,
                subtotal=sub, tax=gst, payment="debit", currency="MYR", paper="faded")
    return img, lab, {"date_text": "15/02/2018"}


@fixture("diner-handwritten-guest-check")
def diner_handwritten_guest_check(rng):
    """Guest-check pad written entirely by hand (items, tax, total, date 3/1/24 month-first);
    only the form and merchant header are printed. Deliberately hard."""
    p = Paper(560, "liberation-sans-narrow", 22, margin=30, top=34)
    p.center("ROUTE 9 LUNCHEONETTE", face="liberation-sans-narrow-bold", size=32)
    p.center("Hwy 9 & Pine St, Keene NH", size=20)
    p.space(10)
    b_hdr = p.row(("DATE", "left"), ("TABLE", "left", 200), ("GUESTS", "left", 330),
                  ("SERVER", "right"), size=18)
    p.space(40)
    p.hline(2, gap=6)
    rows = []
    for _ in range(9):
        rows.append(p.y + 30)
        p.space(44)
        p.hline(1, gap=2)
    b_tax = p.row(("TAX", "right", p.right - 150), size=20)
    p.space(20)
    b_tot = p.row(("TOTAL", "right", p.right - 150), face="liberation-sans-narrow-bold", size=22)
    p.space(20)
    p.center("Thank You - Please Pay Cashier", size=20)
    hw = dict(face="breip", size=36, jitter=2.5)
    p.handwrite(rng, "3/1/24", p.margin, b_hdr + 40, **hw)
    p.handwrite(rng, "6", 215, b_hdr + 40, **hw)
    p.handwrite(rng, "2", 350, b_hdr + 40, **hw)
    p.handwrite(rng, "Deb", p.right - 80, b_hdr + 40, **hw)
    items = [("1 BLT + fries", "9.75"), ("1 Tuna melt", "8.95"), ("2 Coffee", "3.00"), ("1 Pie", "4.25")]
    for (n, a), yb in zip(items, rows):
        p.handwrite(rng, n, p.margin + 10, yb, **hw)
        p.handwrite(rng, a, p.right - 110, yb, **hw)
    sub = sum(D(a) for _, a in items)
    tax = pct(sub, "8.5")
    tot = sub + tax
    p.handwrite(rng, money(sub), p.right - 110, rows[len(items)] + 4, **hw)
    p.handwrite(rng, money(tax), p.right - 110, b_tax, **hw)
    p.handwrite(rng, money(tot), p.right - 115, b_tot, face="breip", size=40, weight=1)
    img = render(p, rng, bg=242, ink=70, pen=50, bg_var=8, blur=0.5, rotate=1.5, fill=235,
                 posterize=3)
    lab = label(merchant="ROUTE 9 LUNCHEONETTE", date="2024-03-01", total=tot, subtotal=sub,
                tax=tax, currency="USD", paper="handwritten")
    return img, lab, {"date_text": "3/1/24"}


@fixture("market-stall-eur-small")
def market_stall_eur_small(rng):
    """Tiny 58 mm card-terminal slip only (no items): 'BETRAG EUR 12,50', girocard (debit),
    'Datum 04.03.2024' and 'Uhrzeit 10:21 Uhr' on separate rows, masked card number."""
    p = Paper(384, "dejavu-mono", 19)
    p.center("HOFLADEN SONNENWIESE", face="dejavu-mono-bold", size=21)
    p.center("Dorfstr. 8, 79199 Kirchzarten")
    p.space()
    p.center("Kartenzahlung", face="dejavu-mono-bold")
    p.center("girocard kontaktlos")
    p.space(4)
    p.lr("Datum", "04.03.2024")
    p.lr("Uhrzeit", "10:21 Uhr")
    p.lr("Terminal-ID", "55019283")
    p.lr("Trace-Nr.", "004417")
    p.lr("Karte", "############2231")
    p.space(4)
    p.lr("BETRAG", "EUR 12,50", face="dejavu-mono-bold", size=23)
    p.space(4)
    p.center("Zahlung erfolgt")
    p.center("Bitte Beleg aufbewahren")
    img = render(p, rng, bg=246, ink=35, blur=0.5, rotate=-2.2, bg_var=6, noise=1.5,
                 noise_quant=2, posterize=3)
    lab = label(merchant="HOFLADEN SONNENWIESE", date="2024-03-04", time="10:21", total=D("12.50"),
                payment="debit", currency="EUR", paper="thermal-roll")
    return img, lab, {"date_text": "04.03.2024"}


@fixture("newsagent-crumpled-creases")
def newsagent_crumpled_creases(rng):
    """Crumpled, folded receipt: crease lines with shadows cross the text; leap-day date
    29/02/2024 day-first; cash with change; merchant over two rows."""
    p = Paper(576, "liberation-mono", 23)
    p.center("NORTHGATE NEWS", face="liberation-mono-bold", size=32)
    p.center("& FOOD STORE", face="liberation-mono-bold", size=26)
    p.center("41 Northgate, Chester CH1 2HQ")
    p.center("Tel 01244 555 661")
    p.space()
    p.lr("29/02/2024", "07:12")
    p.lr("Till 1", "Trans 77120")
    p.rule("-")
    items = [(1, "Daily Herald", "1.90"), (1, "Meal Deal", "3.99"), (2, "Still Water 500ml", "0.95"),
             (1, "Lottery Lucky Dip", "2.00"), (1, "Chewing Gum", "0.89")]
    for q, n, pr in items:
        p.lr(f"{q} {n}", money(line_amount(q, pr)))
    p.rule("-")
    tot = items_total(items)
    p.lr("TOTAL", "£" + money(tot), face="liberation-mono-bold", size=27)
    p.lr("CASH", "£20.00")
    p.lr("CHANGE", "£" + money(D("20.00") - tot))
    p.space()
    p.center("Thank you for your custom")
    img = render(p, rng, bg=244, ink=35, blur=0.6, bg_var=10)
    img = creases(img, rng, n=4, depth=45)
    img = img.rotate(-1.6, resample=Image.BICUBIC, expand=True, fillcolor=250)
    img = img.point(lambda v: (v // 3) * 3 + 1)
    lab = label(merchant="NORTHGATE NEWS & FOOD STORE", date="2024-02-29", time="07:12", total=tot,
                payment="cash", currency="GBP", paper="thermal-roll")
    return img, lab, {"date_text": "29/02/2024"}


@fixture("pizzeria-low-res-binarised")
def pizzeria_low_res_binarised(rng):
    """Low-resolution black-and-white (fax-like) scan of an Italian receipt: 'TOTALE COMPLESSIVO 27,50',
    'CONTANTI' and 'RESTO', date 04-03-2024, P.IVA number. Deliberately hard."""
    p = Paper(576, "dejavu-mono", 24)
    p.center("PIZZERIA LA LANTERNA", face="dejavu-mono-bold", size=30)
    p.center("di Rossi Marco & C. s.n.c.")
    p.center("Via Garibaldi 21, 40124 Bologna")
    p.center("P.IVA 01234560375")
    p.space()
    p.lr("04-03-2024", "20:41")
    p.center("DOCUMENTO COMMERCIALE")
    p.rule("-")
    items = [(1, "Margherita", "7.50"), (1, "Diavola", "9.00"), (2, "Birra media", "4.50"),
             (1, "Coperto", "2.00")]
    for q, n, pr in items:
        p.lr(f"{q} {n}", money(line_amount(q, pr), ","))
    p.rule("-")
    tot = items_total(items)
    iva = (tot - tot / Decimal("1.1")).quantize(CENT, rounding=ROUND_HALF_UP)
    p.lr("TOTALE COMPLESSIVO", money(tot, ","), face="dejavu-mono-bold", size=27)
    p.lr("di cui IVA", money(iva, ","))
    p.lr("CONTANTI", money(D("30.00"), ","))
    p.lr("RESTO", money(D("30.00") - tot, ","))
    p.space()
    p.center("GRAZIE E ARRIVEDERCI")
    img = render(p, rng, bg=240, ink=50, blur=0.8, rotate=0.8, bg_var=20)
    img = binarise(img, rng, scale=0.62, threshold=165, noise=14.0)
    lab = label(merchant="PIZZERIA LA LANTERNA", date="2024-03-04", time="20:41", total=tot,
                tax=iva, payment="cash", currency="EUR", paper="thermal-roll")
    return img, lab, {"date_text": "04-03-2024"}


# --------------------------------------------------------------------------------------------
# Main
# --------------------------------------------------------------------------------------------


def seed_for(name):
    return zlib.crc32(name.encode("utf-8"))


def save(img, path, ext, dpi):
    if ext == "png":
        if img.mode not in ("L",):
            img = img.convert("L")
        img.save(path, format="PNG", optimize=True, dpi=(dpi, dpi))
    else:
        img.save(path, format="JPEG", quality=85, optimize=True, dpi=(dpi, dpi))


def generate(out, only):
    img_dir = os.path.join(out, "images")
    lab_dir = os.path.join(out, "labels")
    os.makedirs(img_dir, exist_ok=True)
    os.makedirs(lab_dir, exist_ok=True)
    results = []
    names = [f["name"] for f in FIXTURES]
    assert len(names) == len(set(names)), "duplicate fixture names"
    for fx in FIXTURES:
        if only and fx["name"] not in only:
            continue
        rng = random.Random(seed_for(fx["name"]))
        img, lab, meta = fx["fn"](rng)
        ipath = os.path.join(img_dir, f"{fx['name']}.{fx['ext']}")
        save(img, ipath, fx["ext"], fx["dpi"])
        with open(os.path.join(lab_dir, f"{fx['name']}.json"), "w", encoding="utf-8") as fh:
            json.dump(lab, fh, indent=2, ensure_ascii=False)
            fh.write("\n")
        results.append((fx, ipath, img.size, lab, meta))
        print(f"{fx['name']}.{fx['ext']:<4} {img.size[0]:>5}x{img.size[1]:<5} "
              f"{os.path.getsize(ipath) // 1024:>5} KB  {lab['paper']}", file=sys.stderr)
    return results


def fold(s):
    return re.sub(r"[^0-9a-z]", "", s.lower())


def ocr(path, psm):
    r = subprocess.run(["tesseract", path, "stdout", "--psm", str(psm)],
                       capture_output=True, text=True, env=dict(os.environ, OMP_THREAD_LIMIT="1"))
    return r.stdout


def check(results):
    if not shutil.which("tesseract"):
        sys.exit("generate-fixtures: --check needs the tesseract command (apt-get install tesseract-ocr)")
    rows = []
    for fx, path, _, lab, meta in results:
        texts = {psm: ocr(path, psm) for psm in (6, 4)}
        cell = {}
        for psm, t in texts.items():
            flat = re.sub(r"\s+", "", t)
            tot = lab["total"]
            tot_forms = {tot, tot.replace(".", ",")}
            ip, fp = tot.split(".")
            if len(ip) > 3:
                tot_forms |= {f"{ip[:-3]},{ip[-3:]}.{fp}", f"{ip[:-3]}.{ip[-3:]},{fp}"}
            cell[("total", psm)] = any(f in flat for f in tot_forms)
            cell[("date", psm)] = re.sub(r"\s+", "", meta["date_text"]) in flat
            cell[("merchant", psm)] = fold(lab["merchant"]) in fold(t)
        rows.append((fx["name"], lab["paper"], cell))
    print()
    print(f"{'fixture':<40} {'paper':<16} total  date   merchant   (psm 6 / psm 4)")
    n = len(rows)
    counts = {}
    for name, paper, cell in rows:
        parts = []
        for field in ("total", "date", "merchant"):
            a, b = cell[(field, 6)], cell[(field, 4)]
            counts[field] = counts.get(field, 0) + (a or b)
            parts.append(("Y" if a else ".") + "/" + ("Y" if b else "."))
        print(f"{name:<40} {paper:<16} {parts[0]:<6} {parts[1]:<6} {parts[2]}")
    print()
    print("read by either psm: " + ", ".join(f"{k} {v}/{n}" for k, v in counts.items()))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--out", default=os.path.join(os.path.dirname(here), "Fixtures"))
    ap.add_argument("--only", action="append", default=[], help="generate only this fixture (repeatable)")
    ap.add_argument("--check", action="store_true", help="OCR the results with tesseract and print a table")
    ap.add_argument("--list", action="store_true", help="list the fixtures and what each one tests")
    args = ap.parse_args()
    if args.list:
        for fx in FIXTURES:
            print(f"{fx['name']}.{fx['ext']}: {fx['what']}")
        return
    check_fonts()
    if PIL.__version__ != CORPUS_PILLOW:
        print(f"generate-fixtures: note: Pillow {PIL.__version__} here, the committed corpus was "
              f"rendered with Pillow {CORPUS_PILLOW}; image bytes may differ slightly",
              file=sys.stderr)
    unknown = set(args.only) - {f["name"] for f in FIXTURES}
    if unknown:
        sys.exit("generate-fixtures: unknown fixture(s): " + ", ".join(sorted(unknown)))
    results = generate(args.out, set(args.only))
    total = sum(os.path.getsize(r[1]) for r in results)
    print(f"{len(results)} fixtures, images {total / 1024 / 1024:.2f} MB", file=sys.stderr)
    if args.check:
        check(results)


if __name__ == "__main__":
    main()
