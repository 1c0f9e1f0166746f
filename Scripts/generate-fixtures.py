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
    "free-mono": ("/usr/share/fonts/truetype/freefont/FreeMono.ttf", "fonts-freefont-ttf"),
    "free-mono-bold": ("/usr/share/fonts/truetype/freefont/FreeMonoBold.ttf", "fonts-freefont-ttf"),
    "free-sans": ("/usr/share/fonts/truetype/freefont/FreeSans.ttf", "fonts-freefont-ttf"),
    "free-sans-bold": ("/usr/share/fonts/truetype/freefont/FreeSansBold.ttf", "fonts-freefont-ttf"),
    "free-serif": ("/usr/share/fonts/truetype/freefont/FreeSerif.ttf", "fonts-freefont-ttf"),
    "free-serif-bold": ("/usr/share/fonts/truetype/freefont/FreeSerifBold.ttf", "fonts-freefont-ttf"),
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
    "dkg-bold": ("/usr/share/fonts/truetype/fifthhorseman/dkgBd.ttf", "fonts-dkg-handwriting"),
    "purisa": ("/usr/share/fonts/truetype/tlwg/Purisa.ttf", "fonts-tlwg-purisa-ttf"),
    "breip": ("/usr/share/fonts/truetype/breip/Breip.ttf", "fonts-breip"),
    "humor-sans": ("/usr/share/fonts/truetype/humor-sans/Humor-Sans.ttf", "fonts-humor-sans"),
    "comic-neue": ("/usr/share/fonts/opentype/comic-neue/ComicNeue-Regular.otf", "fonts-comic-neue"),
}

FONT_PACKAGES = sorted({pkg for _, pkg in FONTS.values()})


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


# --------------------------------------------------------------------------------------------
# Receipt registry
# --------------------------------------------------------------------------------------------

FIXTURES = []


def fixture(name, ext="png", dpi=203):
    def deco(fn):
        FIXTURES.append({"name": name, "ext": ext, "fn": fn, "dpi": dpi,
                         "what": (fn.__doc__ or "").strip().splitlines()[0]})
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
    img = render(p, rng, bg=244, ink=30, pen=55, noise=2.5, blur=0.5, rotate=-1.2, bg_var=8,
                 specks=0.0002)
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
    p.center(f"NUMBER OF ITEMS SOLD = {len(GROCERY_ITEMS) + 14}")
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
    img = render(p, rng, bg=245, ink=40, noise=2.0, blur=0.4, rotate=0.6, bg_var=6)
    lab = label(merchant="GREENFIELD MARKET", date="2024-03-09", time="18:22", total=tot,
                subtotal=sub, tax=tax, payment="debit", currency="USD", paper="grocery-tape")
    return img, lab, {"date_text": "03/09/2024"}


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
