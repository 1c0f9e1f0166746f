#!/usr/bin/env python3
"""Synthetic receipt lines rendered with their true text: what the training pool cannot teach.

    synth-lines.py OUT COUNT UNICHARSET [SEED] [--mixed-case] [--styled] [--photo]

SROIE's print is Malaysian, upper-case and mostly scanned flat. These lines add what the
receipts people photograph also print: lower case, `€ £ $ RM`, decimal commas, dates in every
order the parsers know, total, tax and payment labels in the languages the rules know, names
and addresses, and text only 8–12 px tall as in small phone photos. They are drawn with the
fixture generator's fonts (its `FONTS`, including the bitmap font printed dot-matrix style) and
degraded with its own paper: thermal fade, print-head streaks, specks, blur, noise, skew, JPEG
and low resolution. Each line goes to OUT/synth_<n>.png with OUT/synth_<n>.gt.txt.
`--styled` prints some lines as photographed till receipts often do: the amount at the end
larger and bolder than its label, or the letters spaced apart (seeds 29 and 30 were made
without it). `--photo` draws every line as a phone photo of the paper shows it (`photo_line`): tinted
paper and ink, the line squeezed by the paper's tilt, defocused, a shadow edge or a flash spot across
it, sensor noise and colour JPEG, 9-16 px x-height; a quarter of them are shop names set in the
display faces shops print their names in (`DISPLAY_FACES`). `--mixed-case` keeps only lines with lower case, `€`, `£` or a decimal comma (the test set of
rendered lines in Tests/ReceiptOCRTests/Inputs/lines was made so, with seed 4242).
"""

import importlib.util
import io
import os
import random
import sys

import numpy as np
from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from lines import load_unicharset, printable  # noqa: E402

spec = importlib.util.spec_from_file_location(
    "fixtures", os.path.join(os.path.dirname(HERE), "generate-fixtures.py"))
fx = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fx)

PRINT_FACES = [k for k in fx.FONTS if k not in ("dkg", "purisa", "breip")]
HAND_FACES = ["dkg", "purisa", "breip"]

# Display type of the kind shops print their names in, from Debian packages (`make model` installs
# them): condensed and geometric sans, slab and book serifs, and one capitals-only face.
DISPLAY_FACES = {
    "bebas-neue": ("/usr/share/fonts/opentype/bebas-neue/BebasNeue-Regular.otf", "fonts-bebas-neue", True),
    "bebas-neue-bold": ("/usr/share/fonts/opentype/bebas-neue/BebasNeue-Bold.otf", "fonts-bebas-neue", True),
    "league-spartan-bold": ("/usr/share/fonts/opentype/league-spartan/LeagueSpartan-Bold.otf", "fonts-league-spartan", False),
    "league-spartan-black": ("/usr/share/fonts/opentype/league-spartan/LeagueSpartan-Black.otf", "fonts-league-spartan", False),
    "roboto-slab-bold": ("/usr/share/fonts/opentype/roboto/slab/RobotoSlab-Bold.otf", "fonts-roboto-slab", False),
    "lato-black": ("/usr/share/fonts/truetype/lato/Lato-Black.ttf", "fonts-lato", False),
    "lato-bold-italic": ("/usr/share/fonts/truetype/lato/Lato-BoldItalic.ttf", "fonts-lato", False),
    "nimbus-sans-bold": ("/usr/share/fonts/opentype/urw-base35/NimbusSans-Bold.otf", "fonts-urw-base35", False),
    "nimbus-sans-narrow-bold": ("/usr/share/fonts/opentype/urw-base35/NimbusSansNarrow-Bold.otf", "fonts-urw-base35", False),
    "urw-gothic-demi": ("/usr/share/fonts/opentype/urw-base35/URWGothic-Demi.otf", "fonts-urw-base35", False),
    "urw-bookman-demi": ("/usr/share/fonts/opentype/urw-base35/URWBookman-Demi.otf", "fonts-urw-base35", False),
    "c059-bold": ("/usr/share/fonts/opentype/urw-base35/C059-Bold.otf", "fonts-urw-base35", False),
    "p052-bold": ("/usr/share/fonts/opentype/urw-base35/P052-Bold.otf", "fonts-urw-base35", False),
    "dejavu-sans-condensed-bold": ("/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf", "fonts-dejavu-core", False),
}
_display_cache = {}


def display_font(key, size):
    if (key, size) not in _display_cache:
        _display_cache[(key, size)] = ImageFont.truetype(DISPLAY_FACES[key][0], size)
    return _display_cache[(key, size)]


def check_display_faces():
    missing = sorted({pkg for path, pkg, _ in DISPLAY_FACES.values() if not os.path.exists(path)})
    if missing:
        sys.exit("synth-lines: display faces missing: apt-get install -y " + " ".join(missing))


MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTHS_LONG = ["January", "February", "March", "April", "May", "June", "July", "August",
               "September", "October", "November", "December"]
DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
TOTAL_LABELS = ["Total", "TOTAL", "Grand Total", "Total Due", "Amount Due", "Balance Due",
                "Total Incl GST", "Rounded Total", "TOTAL SALES", "Net Total", "Summe", "SUMME",
                "Gesamt", "Zu zahlen", "Total TTC", "Montant", "Totale", "TOTALE EURO",
                "Importe", "Total a pagar", "Totaal", "Te betalen", "Razem", "Celkem",
                "Total (RM)", "Total Amount", "Nett Total", "TOTAL EUR", "Bill Total"]
SUB_LABELS = ["Subtotal", "SUBTOTAL", "Sub Total", "Sub-total", "Total Excl GST", "Netto",
              "Net", "Zwischensumme", "Sous-total", "Subtotale", "Total HT", "Items"]
TAX_LABELS = ["Tax", "TAX", "Sales Tax", "GST 6%", "GST @6%", "SST 10%", "VAT 20%", "VAT",
              "MwSt 19%", "MwSt. 7%", "USt 19%", "TVA 20%", "TVA 5,5%", "IVA 22%", "IVA 10%",
              "BTW 21%", "Service Charge 10%", "CGST 2.5%", "SGST 2.5%", "HST 13%", "PST"]
PAY_LABELS = ["Cash", "CASH", "Change", "CHANGE", "Visa", "VISA", "Mastercard", "MasterCard",
              "Amex", "Debit", "Credit Card", "Card", "Bar", "Rückgeld", "Gegeben", "Espèces",
              "Rendu", "CB", "Carte bancaire", "Contanti", "Resto", "Efectivo", "Cambio",
              "girocard", "EC-Karte", "PayNow", "GrabPay", "Touch n Go", "Tendered",
              "Rounding Adj", "Rounding", "Tip", "Gratuity", "Pourboire", "Trinkgeld"]
OTHER_LABELS = ["Date", "DATE", "Time", "Datum", "Uhrzeit", "Receipt No", "Invoice No",
                "Cashier", "Table", "Server", "Bill No", "Order #", "Trans", "Terminal",
                "Tax Invoice", "TAX INVOICE", "Kassenbon", "Quittung", "Rechnung", "Facture",
                "Scontrino", "Ticket", "Thank you!", "Thank You, Please Come Again",
                "Vielen Dank für Ihren Einkauf", "Merci de votre visite", "Grazie e arrivederci",
                "Goods sold are not returnable", "Have a nice day", "GST Reg No", "Co. Reg No",
                "USt-IdNr", "SIRET", "P.IVA", "VAT No", "ABN", "Member", "Points earned",
                "You saved", "Qty", "Price", "Amount", "Item", "Description", "Unit Price"]
NAME_WORDS = ["Golden", "Harbour", "Green", "Corner", "Village", "Royal", "Sunrise", "Lucky",
              "Happy", "Central", "Park", "River", "Blue", "Little", "Old Town", "Grand",
              "Maple", "Oak", "Lotus", "Garden", "Star", "City", "Family", "Fresh", "Urban",
              "Jaya", "Maju", "Bintang", "Baru", "Sentosa", "Makmur", "Kopi", "Nasi", "Mee",
              "Bäckerei", "Müller", "Café", "Brasserie", "Trattoria", "Osteria", "Pizzeria",
              "Boulangerie", "Épicerie", "Marché", "Metzgerei", "Apotheke", "Kiosk", "Deli"]
NAME_KINDS = ["Restaurant", "Bistro", "Cafe", "Kitchen", "Bakery", "Mart", "Market",
              "Supermarket", "Pharmacy", "Hardware", "Bookstore", "Trading", "Enterprise",
              "Stationery", "Food Court", "Grill", "Noodle House", "Diner", "Pub", "Bar",
              "Wine Shop", "Gas Station", "Car Wash", "Florist", "Boutique", "Tea House"]
LEGAL = ["Sdn Bhd", "SDN BHD", "SDN. BHD.", "(M) Sdn Bhd", "Enterprise", "Ltd", "Ltd.",
         "Limited", "LLC", "Inc.", "Co.", "Pte Ltd", "PLC", "GmbH", "GmbH & Co. KG", "AG",
         "S.A.", "SARL", "S.r.l.", "S.p.A.", "B.V.", "AS", "Oy", "AB", ""]
STREETS = ["Jalan", "Jln", "Lorong", "Taman", "Main St", "High Street", "Market St",
           "Hauptstraße", "Bahnhofstr.", "rue de la Paix", "Via Roma", "Avenue", "Road", "Rd",
           "Blvd", "Lane", "Calle Mayor", "Kerkstraat", "ul. Długa", "Broadway"]
CITIES = ["Kuala Lumpur", "Petaling Jaya", "Johor Bahru", "Shah Alam", "Selangor", "Singapore",
          "London", "Manchester", "Berlin", "München", "Paris", "Lyon", "Milano", "Roma",
          "Madrid", "Amsterdam", "Tallinn", "New York, NY", "San Francisco, CA", "Austin, TX",
          "Toronto, ON", "Sydney NSW", "Dubai", "Warszawa"]
ITEMS = ["Latte", "Cappuccino", "Espresso", "Iced Tea", "Teh Tarik", "Kopi O", "Roti Canai",
         "Nasi Lemak", "Mee Goreng", "Chicken Rice", "Burger", "Fries", "Croissant",
         "Baguette", "Pain au chocolat", "Brezel", "Milch 3,5%", "Apfelsaft", "Bananas",
         "Whole Milk 2L", "Eggs 12pk", "Sourdough", "Orange Juice", "Pasta", "Pizza Margherita",
         "Tiramisu", "Mineral Water", "Coca-Cola", "Beer 0,5l", "Screws M4 x 20", "AA Batteries",
         "Notebook A5", "Ballpoint Pen", "Paracetamol 500mg", "Shampoo 250ml", "Diesel",
         "Unleaded 95", "Parking 2h", "Car Wash Deluxe", "Soup of the day", "Salad",
         "Fish & Chips", "Lamb Curry", "Dim Sum", "Spring Rolls", "Green Curry", "Pad Thai"]
CURRENCIES = ["$", "RM", "€", "£", "EUR", "USD", "SGD", "GBP", "S$", "MYR", "AED", ""]


def amount(rng):
    r = rng.random()
    if r < 0.5:
        v = rng.randrange(10, 10000)
    elif r < 0.85:
        v = rng.randrange(100, 100000)
    else:
        v = rng.randrange(100000, 5000000)
    whole, cents = divmod(v, 100)
    comma = rng.random() < 0.35
    if whole >= 1000 and rng.random() < 0.5:
        w = f"{whole:,}".replace(",", "." if comma else ",")
    else:
        w = str(whole)
    s = f"{w}{',' if comma else '.'}{cents:02d}"
    if rng.random() < 0.06:
        s = "-" + s
    return s, comma


def money(rng):
    s, comma = amount(rng)
    cur = rng.choice(CURRENCIES)
    if comma and cur in ("$", "RM", "S$"):
        cur = rng.choice(["€", "EUR", ""])
    if not cur:
        return s
    r = rng.random()
    if cur in ("€", "EUR") and r < 0.5:
        return s + (" " if rng.random() < 0.6 else "") + cur
    return cur + (" " if len(cur) > 1 or rng.random() < 0.3 else "") + s


def date(rng):
    y = rng.randrange(2008, 2027)
    m = rng.randrange(1, 13)
    d = rng.randrange(1, 29)
    yy = f"{y % 100:02d}"
    sep = rng.choice("/-.")
    forms = [f"{d:02d}{sep}{m:02d}{sep}{y}", f"{m:02d}{sep}{d:02d}{sep}{y}",
             f"{d:02d}{sep}{m:02d}{sep}{yy}", f"{m}/{d}/{yy}", f"{y}-{m:02d}-{d:02d}",
             f"{y}/{m:02d}/{d:02d}", f"{y}{m:02d}{d:02d}", f"{d:02d} {MONTHS[m - 1].upper()} {y}",
             f"{d} {MONTHS[m - 1]} {y}", f"{MONTHS[m - 1]} {d}, {y}",
             f"{DAYS[rng.randrange(7)]} {MONTHS[m - 1]} {d:02d} {y}",
             f"{d:02d}-{MONTHS[m - 1].upper()}-{yy}", f"{d:02d}/{MONTHS[m - 1].upper()}/{y}",
             f"{MONTHS_LONG[m - 1]} {d}, {y}", f"{d}. {MONTHS_LONG[m - 1]} {y}",
             f"{d:02d}.{m:02d}.{y}"]
    return rng.choice(forms)


def clock(rng):
    h, m, s = rng.randrange(0, 24), rng.randrange(60), rng.randrange(60)
    r = rng.random()
    if r < 0.4:
        return f"{h:02d}:{m:02d}"
    if r < 0.7:
        return f"{h:02d}:{m:02d}:{s:02d}"
    return f"{(h % 12) or 12}:{m:02d} {'PM' if h >= 12 else 'AM'}"


def name(rng):
    parts = [rng.choice(NAME_WORDS)]
    if rng.random() < 0.5:
        parts.append(rng.choice(NAME_WORDS))
    parts.append(rng.choice(NAME_KINDS))
    if rng.random() < 0.5:
        parts.append(rng.choice(LEGAL))
    return " ".join(p for p in parts if p)


def address(rng):
    r = rng.random()
    if r < 0.4:
        return f"{rng.randrange(1, 300)} {rng.choice(STREETS)} {rng.randrange(1, 40)}"
    if r < 0.7:
        return f"{rng.randrange(10000, 99999)} {rng.choice(CITIES)}"
    return f"No. {rng.randrange(1, 99)}, {rng.choice(STREETS)} {rng.choice(NAME_WORDS)},"


def phone(rng):
    forms = [f"Tel: 03-{rng.randrange(1000, 9999)} {rng.randrange(1000, 9999)}",
             f"({rng.randrange(200, 999)}) {rng.randrange(200, 999)}-{rng.randrange(1000, 9999)}",
             f"+44 20 {rng.randrange(1000, 9999)} {rng.randrange(1000, 9999)}",
             f"Tel. 089 / {rng.randrange(100000, 999999)}",
             f"GST ID: {rng.randrange(10**11, 10**12)}",
             f"Co. Reg: {rng.randrange(100000, 999999)}-{rng.choice('ADHKPTVWX')}",
             f"www.{rng.choice(NAME_WORDS).lower().replace(' ', '')}.com"]
    return rng.choice(forms)


def text_line(rng):
    r = rng.random()
    if r < 0.22:
        label = rng.choice(TOTAL_LABELS + SUB_LABELS + TAX_LABELS + PAY_LABELS)
        sep = rng.choice([" ", "  ", ": ", " : ", "   "])
        return label + sep + money(rng)
    if r < 0.34:
        label = rng.choice(["Date", "DATE", "Datum", "Date:", "Date :", "", "", ""])
        s = date(rng)
        if rng.random() < 0.5:
            s += rng.choice([" ", "  ", " Time: "]) + clock(rng)
        return (label + " " + s).strip()
    if r < 0.50:
        qty = rng.choice(["", f"{rng.randrange(1, 9)} x ", f"{rng.randrange(1, 9)}x ",
                          f"{rng.randrange(1, 5)} @ "])
        item = rng.choice(ITEMS)
        if rng.random() < 0.4:
            item = item.upper()
        return f"{qty}{item}  {amount(rng)[0]}"
    if r < 0.62:
        n = name(rng)
        return n.upper() if rng.random() < 0.5 else n
    if r < 0.72:
        return address(rng) if rng.random() < 0.7 else address(rng).upper()
    if r < 0.80:
        return phone(rng)
    if r < 0.92:
        s = rng.choice(OTHER_LABELS)
        if rng.random() < 0.5:
            s += rng.choice([": ", " ", " #"]) + str(rng.randrange(1, 999999))
        return s
    return money(rng)


def bolder(face):
    """The face's bold cut when the fixture fonts have one."""
    return face if face.endswith("-bold") or face + "-bold" not in fx.FONTS else face + "-bold"


def draw_styled(rng, text, face, size):
    """The line's ink as a mask, printed as photographed till receipts often print it: the
    amount at the end larger and bolder than its label (`Total Due  187.31`), or the whole
    line with its letters spaced apart. `None` when the line is printed plainly."""
    words = text.rsplit(" ", 1)
    gap = 0.0
    if len(words) == 2 and any(c.isdigit() for c in words[1]) and rng.random() < 0.5:
        big = int(size * rng.uniform(1.4, 2.4))
        if face.startswith("terminus"):  # a bitmap font comes in its own sizes only
            big = rng.choice([z for z in (16, 18, 20, 22, 24, 28, 32) if z >= size * 1.3] or [32])
        parts = [(words[0] + " ", face, size), (words[1], bolder(face) if rng.random() < 0.7 else face, big)]
    elif rng.random() < 0.5:
        spacing = size * rng.uniform(0.15, 0.6)
        parts = [(c, face, size) for c in text]
        if len(parts) > 2:  # a line of one or two letters keeps its own spacing
            gap = spacing
    else:
        return None
    fonts = [fx.font(f, z) for _, f, z in parts]
    asc = max(f.getmetrics()[0] for f in fonts)
    desc = max(f.getmetrics()[1] for f in fonts)
    width = int(sum(f.getlength(t) for (t, _, _), f in zip(parts, fonts)) + gap * len(parts)) + 2 * size
    mask = Image.new("L", (width, asc + desc + size), 0)
    draw = ImageDraw.Draw(mask)
    x = size
    for (t, _, _), f in zip(parts, fonts):
        draw.text((x, size // 2 + asc), t, font=f, fill=255, anchor="ls")
        x += f.getlength(t) + gap
    return mask


def render_line(rng, text, styled=False):
    """One line drawn and degraded like receipt print; the image is grey. With `styled`,
    some lines are printed with a larger amount or spaced letters (`draw_styled`)."""
    hand = rng.random() < 0.04
    face = rng.choice(HAND_FACES if hand else PRINT_FACES)
    small = rng.random() < 0.4
    bitmap = face.startswith("terminus")
    size = rng.choice([12, 14, 16, 18, 20, 24]) if bitmap else rng.randrange(16, 40)
    f = fx.font(face, size)
    asc, desc = f.getmetrics()
    width = int(f.getlength(text)) + 2 * size
    height = asc + desc + size
    mask = draw_styled(rng, text, face, size) if styled and not hand and rng.random() < 0.4 else None
    if mask is None:
        mask = Image.new("L", (width, height), 0)
        ImageDraw.Draw(mask).text((size, size // 2 + asc), text, font=f, fill=255, anchor="ls")
    else:
        width = mask.width
    if bitmap and rng.random() < 0.7:
        k = rng.choice([2, 2, 3])
        mask = mask.resize((mask.width * k, mask.height * k), Image.NEAREST)
    if rng.random() < 0.25:  # thermal bleed
        mask = ImageChops.lighter(mask, mask.filter(ImageFilter.MaxFilter(3)).point(lambda v: v * 6 // 10))
    bg = rng.randrange(200, 256)
    ink = rng.randrange(0, 90)
    dark = max(40, bg - ink)
    if rng.random() < 0.4:  # thermal fade, uneven over the line
        lo = rng.uniform(0.25, 0.7)
        field = fx.smooth_field(rng, mask.size, rng.randrange(20, 120), int(lo * 255), 255)
        darkness = ImageChops.multiply(mask.point(lambda v: v * dark // 255), field)
    else:
        darkness = mask.point(lambda v: v * dark // 255)
    if rng.random() < 0.15:  # print-head streak
        x = rng.randrange(0, mask.width)
        w = rng.randrange(1, 4)
        darkness.paste(darkness.crop((x, 0, x + w, mask.height)).point(lambda v: v // 4), (x, 0))
    base = Image.new("L", mask.size, bg)
    if rng.random() < 0.3:
        base = ImageChops.subtract(base, fx.smooth_field(rng, mask.size, 80, 0, rng.randrange(10, 60)))
    img = ImageChops.subtract(base, darkness)
    if rng.random() < 0.3:
        img = ImageChops.subtract(img, fx.speckle(rng, img.size, rng.uniform(0.0005, 0.004)).point(lambda v: v * 150 // 255))
    if rng.random() < 0.35:
        img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 1.2)))
    # Framed as Tesseract frames a line of a page: the ink's box and an eighth of its height.
    box = mask.getbbox()
    if box:
        pad = max(2, (box[3] - box[1]) // 8)
        img = img.crop((max(0, box[0] - pad), max(0, box[1] - pad),
                        min(img.width, box[2] + pad), min(img.height, box[3] + pad)))
    if rng.random() < 0.5:
        img = ImageChops.add(img, fx.gaussian_noise(rng, img.size, rng.uniform(2, 14), 2), 1.0, -128)
    if rng.random() < 0.5:
        img = img.rotate(rng.uniform(-1.5, 1.5), resample=Image.BICUBIC, expand=True, fillcolor=bg)
    x_height = size * 0.72 * (2 if bitmap and mask.width > width else 1)
    if small:  # small phone photo: text 8-12 px tall
        target = rng.uniform(8, 12)
    else:
        target = rng.uniform(14, 40)
    scale = min(1.0, target / max(1.0, x_height)) if small else target / max(1.0, x_height)
    if abs(scale - 1) > 0.05:
        img = img.resize((max(8, int(img.width * scale)), max(8, int(img.height * scale))),
                         rng.choice([Image.BILINEAR, Image.BICUBIC, Image.LANCZOS, Image.BOX]))
    if rng.random() < 0.08:  # a cheap black-and-white scan
        img = img.point(lambda v, t=rng.randrange(110, 180): 255 if v >= t else 0)
    if rng.random() < 0.4:
        buf = io.BytesIO()
        img.save(buf, "JPEG", quality=rng.randrange(20, 80))
        img = Image.open(io.BytesIO(buf.getvalue())).convert("L")
    return img


def ink_mask(rng, text, styled):
    """The line's ink at print size, in a receipt face or (for shop names) a display face.
    Returns the mask and the text it shows (a capitals-only face shows the text in capitals)."""
    if rng.random() < 0.6 and not any(c.isdigit() for c in text) and len(text) <= 40:
        key = rng.choice(sorted(DISPLAY_FACES))
        if DISPLAY_FACES[key][2]:
            text = text.upper()
        size = rng.randrange(28, 64)
        f = display_font(key, size)
        asc, desc = f.getmetrics()
        spacing = size * rng.uniform(0.05, 0.35) if rng.random() < 0.25 else 0.0
        width = int(f.getlength(text) + spacing * len(text)) + 2 * size
        mask = Image.new("L", (width, asc + desc + size), 0)
        draw = ImageDraw.Draw(mask)
        if spacing:
            x = size
            for c in text:
                draw.text((x, size // 2 + asc), c, font=f, fill=255, anchor="ls")
                x += f.getlength(c) + spacing
        else:
            draw.text((size, size // 2 + asc), text, font=f, fill=255, anchor="ls")
        return mask, text, size * 0.7
    face = rng.choice(PRINT_FACES)
    bitmap = face.startswith("terminus")
    size = rng.choice([16, 18, 20, 24, 28, 32]) if bitmap else rng.randrange(24, 48)
    mask = draw_styled(rng, text, face, size) if styled and rng.random() < 0.3 else None
    if mask is None:
        f = fx.font(face, size)
        asc, desc = f.getmetrics()
        mask = Image.new("L", (int(f.getlength(text)) + 2 * size, asc + desc + size), 0)
        ImageDraw.Draw(mask).text((size, size // 2 + asc), text, font=f, fill=255, anchor="ls")
    if bitmap and rng.random() < 0.7:
        mask = mask.resize((mask.width * 2, mask.height * 2), Image.NEAREST)
        size *= 2
    return mask, text, size * 0.72


def photo_line(rng, text, styled=True):
    """One line as a phone photo of the paper shows it, grey as Tesseract reads it. Returns the
    image and its text (capitals when drawn in a capitals-only face)."""
    mask, text, x_height = ink_mask(rng, text, styled)
    if rng.random() < 0.3:  # thermal bleed
        mask = ImageChops.lighter(mask, mask.filter(ImageFilter.MaxFilter(3)).point(lambda v: v * 6 // 10))
    ink = np.asarray(mask, dtype=np.float32) / 255.0
    if rng.random() < 0.4:  # thermal fade, uneven along the line
        ink *= np.asarray(fx.smooth_field(rng, mask.size, rng.randrange(30, 150), rng.randrange(60, 180), 255),
                          dtype=np.float32) / 255.0
    h, w = ink.shape
    # Paper and ink in the light of the room: warm, cool or grey paper; black, blue-black,
    # faded or (a shop's logo) coloured ink.
    paper = np.array([rng.uniform(150, 255) for _ in range(3)], dtype=np.float32)
    paper = paper.max() - (paper.max() - paper) * rng.uniform(0.1, 0.5)
    if rng.random() < 0.15:
        colour = np.array([rng.uniform(0, 200) for _ in range(3)], dtype=np.float32)
    else:
        colour = np.full(3, rng.uniform(0, 90), dtype=np.float32) + np.array(
            [rng.uniform(-15, 15) for _ in range(3)], dtype=np.float32)
    img = paper[None, None, :] * (1 - ink[..., None]) + colour[None, None, :] * ink[..., None]
    # Light across the line: a shadow's edge or a flash spot that washes the ink out.
    xs = np.linspace(0, 1, w, dtype=np.float32)[None, :]
    r = rng.random()
    if r < 0.3:
        edge, soft = rng.uniform(0.1, 0.9), rng.uniform(0.02, 0.3)
        shade = 1 - rng.uniform(0.25, 0.6) / (1 + np.exp(-(xs - edge) / soft * (1 if rng.random() < 0.5 else -1)))
        img *= shade[..., None]
    elif r < 0.45:
        centre, spread = rng.uniform(0, 1), rng.uniform(0.1, 0.5)
        spot = rng.uniform(0.3, 0.8) * np.exp(-((xs - centre) / spread) ** 2)
        img += (255 - img) * spot[..., None]
    img = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8), "RGB")
    # The paper's tilt: one end of the line taller than the other, a little shear.
    if rng.random() < 0.7:
        squeeze = rng.uniform(0.0, 0.25) * h
        shear = rng.uniform(-0.08, 0.08) * h
        left = rng.random() < 0.5
        top_l, bottom_l = (squeeze / 2, h - squeeze / 2) if left else (0, h)
        top_r, bottom_r = (0, h) if left else (squeeze / 2, h - squeeze / 2)
        quad = (0, top_l + shear, 0, bottom_l + shear, w, bottom_r - shear, w, top_r - shear)
        img = img.transform((w, h), Image.QUAD, quad, Image.BICUBIC, fillcolor=tuple(int(v) for v in paper))
        mask = mask.transform((w, h), Image.QUAD, quad, Image.BICUBIC, fillcolor=0)
    # Framed as Tesseract frames a line of a page: the ink's box and an eighth of its height.
    box = mask.point(lambda v: 255 if v > 60 else 0).getbbox()
    if box:
        pad = max(2, (box[3] - box[1]) // 8)
        img = img.crop((max(0, box[0] - pad), max(0, box[1] - pad), min(w, box[2] + pad), min(h, box[3] + pad)))
    scale = rng.uniform(9, 16) / max(1.0, x_height)
    img = img.resize((max(8, int(img.width * scale)), max(8, int(img.height * scale))),
                     rng.choice([Image.BILINEAR, Image.BICUBIC, Image.LANCZOS, Image.BOX]))
    if rng.random() < 0.7:  # out of focus
        img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 1.1)))
    if rng.random() < 0.1:  # a hand that moved
        img = img.filter(ImageFilter.BoxBlur(rng.uniform(0.5, 1.0)))
    noisy = np.asarray(img, dtype=np.float32)
    noisy += np.random.default_rng(rng.randrange(1 << 30)).normal(0, rng.uniform(1, 10), noisy.shape)
    img = Image.fromarray(np.clip(noisy, 0, 255).astype(np.uint8), "RGB")
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=rng.randrange(25, 92))
    return Image.open(io.BytesIO(buf.getvalue())).convert("L"), text


def mixed_case(text):
    """Whether a line shows what a model trained on upper-case print could lose."""
    return any(c.islower() for c in text) or any(c in text for c in "€£") or any(
        a.isdigit() and b == "," and c.isdigit() for a, b, c in zip(text, text[1:], text[2:]))


def main():
    args = sys.argv[1:]
    only_mixed = "--mixed-case" in args
    if only_mixed:
        args.remove("--mixed-case")
    styled = "--styled" in args
    if styled:
        args.remove("--styled")
    photo = "--photo" in args
    if photo:
        args.remove("--photo")
    if len(args) not in (3, 4):
        sys.exit(__doc__)
    out, count, unicharset = args[0], int(args[1]), args[2]
    seed = int(args[3]) if len(args) == 4 else 29
    fx.check_fonts()
    if photo:
        check_display_faces()
    charset = load_unicharset(unicharset)
    os.makedirs(out, exist_ok=True)
    rng = random.Random(seed)
    made = 0
    while made < count:
        text = " ".join(text_line(rng).split())
        if not text or not printable(text, charset) or (only_mixed and not mixed_case(text)):
            continue
        if photo:
            img, text = photo_line(rng, name(rng) if rng.random() < 0.25 else text, styled)
            if not printable(text, charset):
                continue
        else:
            img = render_line(rng, text, styled)
        path = os.path.join(out, f"synth_{made:05d}")
        img.save(path + ".png")
        with open(path + ".gt.txt", "w", encoding="utf-8") as f:
            f.write(text + "\n")
        made += 1
    print(f"synth-lines: {made} lines in {out} (seed {seed})", file=sys.stderr)


if __name__ == "__main__":
    main()
