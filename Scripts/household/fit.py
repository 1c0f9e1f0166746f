#!/usr/bin/env python3
"""Fits how the household's memory moves the merchant's, date's and total's confidence, on the
household replay (Scripts/household/replay.sh), and measures it by cross-validation.

Each receipt the replay's memory recognised carries, for each field it had a say on, the
field's confidence before the memory (`memory-prior`, log-odds) and what the memory found
(`HouseholdMemory.featureNames`). A logistic regression of "graded correct" on those is fitted
to the recognised receipts of the two pools (sroie-train and wildreceipt-train), each weight
kept to the sign its evidence allows, as Scripts/confidence/fit.py does, and measured:

- on the pools by k-fold cross-validation grouped by shop (the labelled merchant, folded), so
  no shop's receipts are in their own fit;
- on the development set and the fixtures with the fit to every pool receipt.

Writes Sources/ReceiptCore/Extraction/Confidence/ConfidenceModel+MemoryFitted.swift, the card
Models/memory.md and REPLAY_DIR/memory-confidence.json (each receipt's confidence as measured:
cross-validated on the pools, held out elsewhere) for Scripts/household/report.py.
Training only: nothing the receipts binary runs needs Python.

Usage: fit.py [REPLAY_DIR]
"""
import json
import math
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "confidence"))
import fit as confidence_fit  # noqa: E402  (the sign-constrained logistic regression)

from report import fold, grades, ledger_files, wilson  # noqa: E402

POOLS = ["sroie-train", "wildreceipt-train"]
FIELDS = ["merchant", "total", "date"]
FOLDS, SEED = 5, 55
BAR = 0.9
CEILING = 0.89
SWIFT = "Sources/ReceiptCore/Extraction/Confidence/ConfidenceModel+MemoryFitted.swift"
CARD = "Models/memory.md"
NAMES = {
    "merchant": ["memory-prior", "memory-identifiers", "memory-header", "memory-name", "memory-confirmations", "memory-renamed",
                 "memory-other-names"],
    "total": ["memory-prior", "memory-identifiers", "memory-header", "memory-label-agrees", "memory-label-differs"],
    "date": ["memory-prior", "memory-identifiers", "memory-header", "memory-order-agrees", "memory-order-differs"],
}
confidence_fit.RAISES |= {"memory-prior", "memory-identifiers", "memory-header", "memory-name", "memory-confirmations",
                          "memory-label-agrees", "memory-order-agrees"}
confidence_fit.LOWERS |= {"memory-label-differs", "memory-order-differs", "memory-other-names"}
AGREES = {"total": "memory-label-agrees", "date": "memory-order-agrees"}


def squash(odds, row, field):
    value = 1 / (1 + math.exp(-odds))
    if field in AGREES and row["features"].get("confirmed", 1) == 0 and row["features"].get(AGREES[field], 0) == 0:
        value = min(value, CEILING)
    return min(max(round(value * 100) / 100, 0.01), 0.99)


def main():
    replay = sys.argv[1] if len(sys.argv) > 1 else ".build/household"
    order = [line.rstrip("\n").split("\t") for line in open(os.path.join(replay, "order.tsv")) if line.strip()]
    shop_of = {}
    set_of = {}
    for set_name, image, labels in order:
        stem = os.path.splitext(os.path.basename(image))[0]
        label = json.load(open(os.path.join(labels, stem + ".json")))
        shop_of[image] = fold(label.get("merchant", "") or "") or image
        set_of[image] = set_name
    graded = grades(ledger_files(replay, "ledger"))
    rows = {field: [] for field in FIELDS}
    for line in open(os.path.join(replay, "memory.jsonl")):
        record = json.loads(line)
        for field in FIELDS:
            proposal = record.get(field) or {}
            features = proposal.get("features") or {}
            grade = graded.get((record.get("sha256"), field))
            if "memory-prior" not in features or grade is None:
                continue
            rows[field].append({"features": features, "correct": grade == "correct", "set": set_of[record["file"]],
                                "shop": shop_of[record["file"]], "sha": record["sha256"], "before": proposal.get("confidence")})

    models, measured, report = {}, {}, []
    for field in FIELDS:
        pool = [r for r in rows[field] if r["set"] in POOLS]
        held = [r for r in rows[field] if r["set"] not in POOLS]
        if len(pool) < 20 or len({r["correct"] for r in pool}) < 2:
            print(f"{field}: {len(pool)} recognised pool receipts, too few (or all one grade) to fit; left unmoved")
            continue
        shops = sorted({r["shop"] for r in pool})
        rng = np.random.RandomState(SEED)
        fold_of = {shop: i % FOLDS for i, shop in enumerate(rng.permutation(shops))}
        for k in range(FOLDS):
            train = [r for r in pool if fold_of[r["shop"]] != k]
            test = [r for r in pool if fold_of[r["shop"]] == k]
            if not test or len({r["correct"] for r in train}) < 2:
                for r in test:
                    r["conf"] = squash(r["features"]["memory-prior"], r, field)
                continue
            fitted = confidence_fit.Fit(train, NAMES[field])
            for r, odds in zip(test, fitted.log_odds(test)):
                r["conf"] = squash(float(odds), r, field)
        final = confidence_fit.Fit(pool, NAMES[field])
        for r, odds in zip(held, final.log_odds(held) if held else []):
            r["conf"] = squash(float(odds), r, field)
        models[field] = (final, len(pool))
        for r in pool + held:
            measured[f"{r['sha']}|{field}"] = r["conf"]
        for label, subset in (("pools, cross-validated by shop", pool), ("development set and fixtures, held out", held)):
            sure = [r for r in subset if r["conf"] >= BAR]
            right = sum(r["correct"] for r in sure)
            low, high = wilson(right, len(sure))
            before = [r for r in subset if (r["before"] or 0) >= BAR]
            report.append((field, label, len(subset), sum(r["correct"] for r in subset), len(before),
                           sum(r["correct"] for r in before), len(sure), right, low, high))
    write_swift(models)
    json.dump(measured, open(os.path.join(replay, "memory-confidence.json"), "w"))
    write_card(models, report)


def write_swift(models):
    lines = [
        "// Written by Scripts/household/fit.py (`make household`); do not edit by hand.",
        "// Fitted to the household replay's recognised receipts of sroie-train and wildreceipt-train;",
        "// measured in Models/memory.md.",
        "extension ConfidenceModel {",
        "    /// How the household's memory moves a field's confidence, by field; a field without a",
        "    /// model is left as the page's evidence set it.",
        "    public static let memoryFitted: [FieldName: ConfidenceModel] = [",
    ]
    for field in FIELDS:
        if field not in models:
            continue
        fit, n = models[field]
        lines.append(f"        .{field}: ConfidenceModel(")
        lines.append("            features: [")
        lines += [f'                "{name}",' for name in NAMES[field]]
        lines.append("            ],")
        lines.append("            weights: [")
        lines += [f"                {v:.4f}," for v in fit.weights]
        lines.append("            ],")
        lines.append("            means: [")
        lines += [f"                {v:.4f}," for v in fit.mean]
        lines.append("            ],")
        lines.append(f"            intercept: {fit.intercept:.4f},")
        lines.append(f'            fittedTo: "{n} remembered {field}s of the household replay\'s pools"')
        lines.append("        ),")
    if not models:
        lines.append("        :")
    lines += ["    ]", "}", ""]
    with open(SWIFT, "w") as out:
        out.write("\n".join(lines))
    print(f"wrote {SWIFT}")


def write_card(models, report):
    out = [
        "# The household memory's confidence — card",
        "",
        "Written by `Scripts/household/fit.py` (`make household`, after the replay); rerun after any change",
        "to the memory's evidence, the extractor or the confidence model.",
        "",
        "- **What it does**: when a receipt is recognised as one of the household's shops, moves the",
        "  merchant's, total's and date's confidence from what the page's own evidence gave",
        "  (`memory-prior`, in log-odds) by what the memory found: identifiers and header words that agree,",
        "  how close the name read is to the confirmed one, how often the shop was confirmed, whether the",
        "  total sits under the label the shop's totals were confirmed under, whether the date is printed",
        "  in the shop's order. A receipt the memory does not recognise keeps its confidence.",
        "- **Fitted to**: the receipts of sroie-train and wildreceipt-train the household replay's memory",
        "  recognised (the replay scans every labelled receipt in one shuffled order, each with the memory",
        "  of the ones before it). Weights keep the sign their evidence allows. Nothing of the",
        "  development set or the fixtures is in the fit.",
        f"- **Measured**: on the pools by {FOLDS}-fold cross-validation grouped by shop (seed {SEED}): no",
        "  shop's receipts in their own fit; on the development set and fixtures with the final fit.",
        "",
        "| field | receipts | n | right | at ≥ 0.9 before the memory (right) | at ≥ 0.9 with it | right at ≥ 0.9 (95 % interval) |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    for field, label, n, right, before, before_right, sure, sure_right, low, high in report:
        out.append("| %s | %s | %d | %d | %d (%d) | %d | %s |" % (
            field, label, n, right, before, before_right, sure,
            "%d of %d, %.1f %% (%.1f–%.1f)" % (sure_right, sure, 100.0 * sure_right / sure, 100 * low, 100 * high) if sure else "—"))
    out += ["", "Weights (raw scale; `explain` shows each one's effect against the fitted receipts' mean):", ""]
    for field in FIELDS:
        if field not in models:
            out.append(f"- {field}: not fitted (too few recognised receipts with both grades); left unmoved")
            continue
        fit, n = models[field]
        parts = ", ".join(f"{name} {w:+.3f}" for name, w in zip(NAMES[field], fit.weights))
        out.append(f"- {field} ({n} receipts): intercept {fit.intercept:+.3f}; {parts}")
    out.append("")
    with open(CARD, "w") as handle:
        handle.write("\n".join(out))
    print("\n".join(out))


if __name__ == "__main__":
    main()
