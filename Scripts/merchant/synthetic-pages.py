#!/usr/bin/env python3
"""Synthetic receipt headers for the merchant scorer's training: layouts the labelled
receipts rarely show, so the learned weights still know them.

The labelled receipts teach what their own pages do. SROIE prints a registered company's
name above its address; WildReceipt prints a shop's sign above its address nearly always.
Neither shows many pages that print the address (or a store number, a greeting, a
`TAX INVOICE` line) first and the name under it, so weights fitted to them alone may learn
"the top row is the name" and take `12 HIGH STREET` over the `NOODLE BAR` printed below it.
These pages are word dumps (`receipts ocr --format json`, as `receipts scan` reads them) of
invented headers in many orders — name first, address first, a greeting or a register line
first, no name at all (a logo the reading cannot see: about a quarter of the pages, as many as
the labelled receipts whose name was never read), names of one or two rows, with and without a legal form, capitals or mixed case, the
name taller or not, centred or flush left — each with a short body and a total, and a label
naming the printed name. They train; they are never measured (cross-validation scores the
real receipts only).

Usage: synthetic-pages.py OUT_DIR [--count N] [--seed S]
Writes OUT_DIR/dumps/synthetic-NNNN.json and OUT_DIR/labels/synthetic-NNNN.json.
"""
import argparse, json, os, random

BRANDS = ["GOLDEN", "LOTUS", "HARBOUR", "MAPLE", "SUNRISE", "BLUE", "OAK", "RIVER", "KING", "STAR",
          "LUCKY", "GREEN", "CORNER", "VILLAGE", "URBAN", "ROYAL", "PEARL", "JADE", "SILVER", "EASTERN",
          "WESTERN", "NORTHGATE", "PARKSIDE", "BRIDGE", "FRESH", "HAPPY", "SMART", "PRIME", "MOUNTAIN",
          "OCEAN", "CEDAR", "WILLOW", "FALCON", "TIGER", "PHOENIX", "LANTERN", "ANCHOR", "MERIDIAN"]
SYLLABLES = ["ka", "ro", "mi", "ta", "ve", "lu", "san", "do", "ri", "ko", "na", "bel", "zu", "ha", "le",
             "mon", "ti", "va", "po", "chen", "li", "ar", "es", "or", "in", "ma", "de", "lo"]
KINDS = ["RESTAURANT", "CAFE", "BAKERY", "HARDWARE", "STATIONERY", "PHARMACY", "MARKET", "GRILL",
         "NOODLE HOUSE", "BOOKSTORE", "MART", "DELI", "BISTRO", "PIZZA", "SUPERMARKET", "KITCHEN", "BAR",
         "FLORIST", "TAILOR", "OPTICAL", "COFFEE", "TRADING", "BOUTIQUE", "SALON", "GARDEN CENTRE"]
LEGAL = ["SDN BHD", "SDN. BHD.", "S/B", "LTD", "LLC", "INC.", "GMBH", "CO. LTD", "PTY LTD", "ENTERPRISE"]
STREETS = ["HIGH STREET", "MAIN ST", "MARKET ROAD", "JALAN BUNGA RAYA", "JALAN SS 2/24", "ELM AVENUE",
           "KING'S ROAD", "HARBOUR DRIVE", "ONE MILL STREET", "LORONG MAJU 3", "STATION RD", "BROADWAY",
           "RUE DE LA PAIX", "CHURCH LANE", "TAMAN MELATI", "PARK BLVD", "BAHNHOFSTRASSE"]
CITIES = [("SPRINGFIELD", "IL", "62701"), ("OMAHA", "NE", "68102"), ("PORTLAND", "OR", "97205"),
          ("KUALA LUMPUR", "", "50450"), ("PETALING JAYA", "SELANGOR", "47301"), ("LEEDS", "", "LS1 4AP"),
          ("AUSTIN", "TX", "78701"), ("JOHOR BAHRU", "JOHOR", "81100"), ("BRIGHTON", "", "BN1 1AA"),
          ("DENVER", "CO", "80202"), ("SHAH ALAM", "SELANGOR", "40170"), ("MUNICH", "", "80331")]
GREETINGS = ["WELCOME", "WELCOME TO", "THANK YOU FOR VISITING", "HELLO"]
OPENERS = ["TAX INVOICE", "RECEIPT", "SALES RECEIPT", "CASH SALE", "STORE #{n}", "ORDER #{n}", "DUPLICATE COPY"]


def invented(rng):
    return "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 3))).upper()


def name_rows(rng):
    """The printed name as one or two rows, and the label a person would give it."""
    first = rng.choice(BRANDS) if rng.random() < 0.6 else invented(rng)
    words = [first]
    if rng.random() < 0.4:
        words.append(rng.choice(BRANDS) if rng.random() < 0.5 else invented(rng))
    kind = rng.choice(KINDS) if rng.random() < 0.75 else None
    legal = rng.choice(LEGAL) if rng.random() < 0.3 else None
    if kind and rng.random() < 0.3:
        rows = [" ".join(words), kind + (" " + legal if legal else "")]
    else:
        rows = [" ".join(words + ([kind] if kind else []) + ([legal] if legal else []))]
    if rng.random() < 0.25:
        rows = [row.title() for row in rows]
    return rows, " ".join(rows)


def address_rows(rng):
    city, state, postcode = rng.choice(CITIES)
    number = str(rng.randint(1, 999))
    street = rng.choice(STREETS)
    first = rng.choice([f"{number} {street}", f"NO. {number}, {street}", f"{street} {number}", f"LOT {number}, {street},"])
    second = rng.choice([f"{city}, {state} {postcode}" if state else f"{city} {postcode}",
                         f"{postcode} {city}" + (f", {state}" if state else "")])
    return [first, second][: rng.choice([1, 2, 2])]


def contact_rows(rng):
    out = []
    if rng.random() < 0.8:
        out.append(rng.choice(["TEL: 03-{a} {b}", "Tel: ({a}) {b}", "PHONE {a}-{b}", "({a}) {b}"]).format(
            a=rng.randint(100, 999), b=rng.randint(1000, 9999)))
    if rng.random() < 0.3:
        out.append(rng.choice(["GST ID: {n}", "CO. REG: {n}-X", "VAT NO. GB {n}", "ABN {n}"]).format(n=rng.randint(10**8, 10**9)))
    return out


def body_rows(rng):
    rows = [f"DATE: {rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}/20{rng.randint(15, 25)}"]
    total = 0.0
    for _ in range(rng.randint(2, 4)):
        price = rng.randint(100, 4000) / 100
        total += price
        rows.append(f"{rng.choice(['COFFEE', 'BREAD', 'PENCIL', 'NOODLES', 'SOAP', 'BATTERY', 'TEA', 'PAPER'])}|{price:.2f}")
    rows.append(f"TOTAL|{total:.2f}")
    rows.append(rng.choice(["THANK YOU", "PLEASE COME AGAIN", "HAVE A NICE DAY"]))
    return rows


def page(rng):
    """The header's rows, the rows that print the name (none under a logo), the label, the body's rows."""
    name, label = name_rows(rng)
    address, contact = address_rows(rng), contact_rows(rng)
    layout = rng.choices(["name-first", "address-first", "greeting", "opener", "contact-first", "logo"], [3, 3, 1, 2, 1, 3])[0]
    if layout == "logo":
        # The name is a picture the reading never sees: no row is the name, so the
        # scorer learns to say "none of them" rather than take the address.
        head, name = address + contact, []
    elif layout == "name-first":
        head = name + address + contact
    elif layout == "address-first":
        head = address + name + contact
    elif layout == "greeting":
        greeting = rng.choice(GREETINGS)
        head = [greeting] + name + address + contact
    elif layout == "opener":
        opener = rng.choice(OPENERS).format(n=rng.randint(10, 9999))
        head = [opener] + name + address + contact
    else:
        head = contact[:1] + name + address + contact[1:]
    return head, name, label, body_rows(rng)


def dump(rng, index):
    head, name, label, body = page(rng)
    width = rng.choice([480, 560, 640, 760])
    base = rng.choice([16, 18, 20, 24])
    centred = rng.random() < 0.6
    name_scale = rng.choice([1.0, 1.0, 1.3, 1.6, 2.0])
    words, y, line = [], 20, 0
    for row in head + body:
        line += 1
        height = round(base * (name_scale if row in name else 1.0))
        left, _, right = row.partition("|")
        char = max(6, round(height * 0.55))
        tokens = left.split()
        span = sum(len(t) for t in tokens) * char + (len(tokens) - 1) * char
        x = (width - span) // 2 if centred and not right else 10
        for number, token in enumerate(tokens, 1):
            w = len(token) * char
            words.append({"block": 1, "par": 1, "line": line, "word": number, "lineHeight": height,
                          "box": [x, y, x + w, y + height], "conf": round(rng.uniform(82, 97), 2), "text": token})
            x += w + char
        if right:
            w = len(right) * char
            words.append({"block": 1, "par": 1, "line": line, "word": len(tokens) + 1, "lineHeight": height,
                          "box": [width - 10 - w, y, width - 10, y + height], "conf": round(rng.uniform(82, 97), 2), "text": right})
        y += height + round(base * 0.5)
    preprocessing = {"deskewDegrees": 0, "orientationDegrees": 0, "pageSegmentationMode": 6, "scale": 1, "steps": [], "textHeight": base}
    stem = f"synthetic-{index:04d}"
    return stem, {"file": f"{stem}.json", "model": "synthetic", "page": {"width": width, "height": y + 20,
                  "preprocessing": preprocessing, "words": words}}, label


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(os.path.join(args.out, "dumps"), exist_ok=True)
    os.makedirs(os.path.join(args.out, "labels"), exist_ok=True)
    for index in range(args.count):
        stem, record, label = dump(rng, index)
        with open(os.path.join(args.out, "dumps", stem + ".json"), "w") as out:
            json.dump(record, out)
        with open(os.path.join(args.out, "labels", stem + ".json"), "w") as out:
            json.dump({"merchant": label}, out)
    print(f"wrote {args.count} synthetic pages to {args.out}")


if __name__ == "__main__":
    main()
