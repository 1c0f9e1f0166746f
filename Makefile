# Receipts — build, run and measure. `make run` and `make test` are all a newcomer needs.
SHELL := /bin/bash
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
export PATH := $(dir $(SWIFT)):$(PATH)
# libgomp reads this when it loads: each Tesseract engine stays on one thread.
export OMP_THREAD_LIMIT := 1

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_PACKAGES := libtesseract-dev libleptonica-dev libpng-dev tesseract-ocr-eng tesseract-ocr-osd pkg-config libheif-dev poppler-utils
DEV_SET ?= ../shared/receipts
SHARED ?= ../shared
PREFIX ?= /usr/local
RECEIPTS := .build/release/receipts
# The fonts the fixture generator and the reading model's synthetic lines are drawn with.
FONT_PACKAGES := fonts-dejavu-core fonts-liberation fonts-freefont-ttf fonts-courier-prime fonts-tlwg-typewriter-ttf \
  fonts-tlwg-mono-ttf fonts-inconsolata fonts-noto-mono fonts-terminus-otb fonts-dkg-handwriting fonts-tlwg-purisa-ttf fonts-breip
# The display faces shop names are drawn in on the model's photo lines (synth-lines.py --photo).
DISPLAY_FONT_PACKAGES := fonts-bebas-neue fonts-league-spartan fonts-urw-base35 fonts-roboto-slab fonts-lato
OUT := .build/out

.PHONY: setup build run test lint accuracy household catalog-effect grade dumps fixtures bench robustness sanitize model merchant-scorer confidence install readme-picture clean

## Install the C libraries and Tesseract's English model when missing (Debian).
setup:
	@if ! dpkg -s $(APT_PACKAGES) >/dev/null 2>&1; then \
	  echo "Installing $(APT_PACKAGES)"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(APT_PACKAGES); \
	fi

build: setup
	$(SWIFT) build -c release

## Scan the bundled fixture receipts and show what Receipts proposes for each. As first visits:
## Grading/ledger.jsonl, the default ledger here, holds the project's own grades of these receipts.
run: build
	$(RECEIPTS) scan Fixtures/images --format table --no-memory

## The whole test suite: pure tests on frozen OCR dumps, real Tesseract on real images
## (after the formatting check).
test: setup lint
	$(SWIFT) build
	$(SWIFT) test

## Check the sources against the house formatting (.swift-format; `swift format format -i -r
## Sources Tests Package.swift` applies it).
lint:
	$(SWIFT) format lint --strict -r Sources Tests Package.swift

## Hostile image files, the fuzzers for a short fixed budget (FUZZ_RUNS, default 30000 inputs
## per target), fault injection, and kill -9 mid scan --out then resume (KILL_RESUME_COUNT,
## default 1000 receipts); prints how many cases ran and which failed. Needs Pillow.
robustness: setup
	$(SWIFT) build
	@Scripts/robustness.sh

## The OCR tests and a hostile-corpus scan under AddressSanitizer with leak detection.
sanitize: setup
	@Scripts/sanitize.sh

## Accuracy by data set and field: the fixtures, and the development set when present.
accuracy: build
	@Scripts/accuracy.sh $(RECEIPTS) $(DEV_SET)

## The household replay: every labelled receipt in one shuffled order, each scanned with the memory
## of the ones before it and graded; first and repeat visits, memory on and off (docs/household.md).
household: build
	@Scripts/household/replay.sh $(RECEIPTS) $(DEV_SET)

## What a catalog of confirmed merchant names is worth: sroie-train's names normalising SROIE's proposals.
catalog-effect: build
	@Scripts/catalog-effect.sh $(RECEIPTS) $(DEV_SET)

## Record the current extractor's accuracy in Grading/ (the project's history) and refresh its reports.
grade: build
	@Scripts/grade.sh $(RECEIPTS) $(DEV_SET)

## Refresh the frozen OCR word dumps the pure tests read (after changing the OCR stage).
dumps: build
	@mkdir -p Fixtures/ocr
	@for image in Fixtures/images/*; do \
	  name=$$(basename "$${image%.*}"); \
	  $(RECEIPTS) ocr "$$image" --format json > "Fixtures/ocr/$$name.json" || exit 1; \
	done; echo "Wrote $$(ls Fixtures/ocr | wc -l) word dumps to Fixtures/ocr"

## Time receipts scan against tesseract by hand and the recognition floor (BENCH_IMAGES=DIR, BENCH_LIMIT=N, BENCH_REPEAT=R).
bench: build
	@[ -x /usr/bin/time ] || { $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time tesseract-ocr; }
	@Scripts/bench.sh $(RECEIPTS) .build/release/receipts-floor $(DEV_SET)

## Relearn the merchant scorer's weights from the labelled receipts in $(SHARED) and measure them by
## cross-validation: writes Extraction/Merchant/MerchantWeights.swift and Models/merchant-scorer.md.
## Never run by test or CI; rebuild and rerun after changing the reading model or the features.
merchant-scorer: build
	@Scripts/merchant/train.sh $(RECEIPTS) $(SHARED)

## Refit the learned confidence of the total, date and merchant (Scripts/confidence/fit.py) to the pools
## sroie-train and wildreceipt-train, from the merchant scorer's whole-scan folds (so the merchant's evidence
## is a new receipt's), and measure it: cross-validated on the pools, fit-to-pools on the development set.
## Writes Extraction/Confidence/ConfidenceModel+Fitted.swift and Models/confidence.md. Never run by test or CI;
## rerun after changing the reading model, the rules, the merchant scorer or the evidence.
confidence: merchant-scorer
	@python3 -c "import numpy, scipy" 2>/dev/null || pip install -q numpy scipy
	@python3 Scripts/confidence/fit.py

## Rebuild the reading model Models/receipts.traineddata from $(SHARED) end to end (training lines,
## fine-tuning, its error rates against the stock model); Models/README.md is its card. Never run by test or CI.
model:
	@if ! dpkg -s tesseract-ocr $(FONT_PACKAGES) $(DISPLAY_FONT_PACKAGES) >/dev/null 2>&1; then \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tesseract-ocr $(FONT_PACKAGES) $(DISPLAY_FONT_PACKAGES); \
	fi
	@python3 -c 'import numpy, PIL' 2>/dev/null || pip install -q numpy pillow
	@Scripts/model/train.sh $(SHARED)

## Install receipts and its reading model under PREFIX (bin/receipts, share/receipts/receipts.traineddata).
install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/receipts
	install -m 755 $(RECEIPTS) $(DESTDIR)$(PREFIX)/bin/receipts
	install -m 644 Models/receipts.traineddata $(DESTDIR)$(PREFIX)/share/receipts/receipts.traineddata

## Regenerate the fixture images and labels (needs Pillow and the fonts listed in Fixtures/README.md),
## and Fixtures/inputs (one receipt as EXIF JPEG, HEIC and PDF; the HEIC needs heif-enc from libheif-examples).
fixtures:
	python3 Scripts/generate-fixtures.py
	python3 Scripts/make-input-fixtures.py

## Redraw the README's picture: explain's overlay of one fixture receipt, shrunk (needs Pillow).
## Overlapping field boxes are drawn in dictionary order, which Swift seeds per process:
## deterministic hashing makes the picture the same bytes on every run.
README_RECEIPT := Fixtures/images/drive-through-handwritten-tip.png
readme-picture: build
	@mkdir -p $(OUT) docs
	SWIFT_DETERMINISTIC_HASHING=1 $(RECEIPTS) explain $(README_RECEIPT) --overlay $(OUT)/readme-overlay.png > $(OUT)/readme-explain.txt
	python3 Scripts/readme-picture.py $(OUT)/readme-overlay.png docs/receipt-overlay.png
	@echo "Wrote docs/receipt-overlay.png ($$(wc -c < docs/receipt-overlay.png) bytes); explain's text in $(OUT)/readme-explain.txt"

clean:
	rm -rf .build/out
