#!/usr/bin/env bash
# Builds the reading model end to end (`make model`): training lines, Tesseract's training
# files, fine-tuning, the integer model in Models/, and its character error rates against
# the stock model on lines it was not trained on. Models/README.md (the card) says why each
# setting is what it is.
#
# Usage: Scripts/model/train.sh SHARED_DIR
#   SHARED_DIR holds receipts/ (sroie-train to train on, sroie and wildreceipt to measure on)
#   and models/eng-float.traineddata (the float English model to start from).
# Settings (environment): START=float|fast (float: ../shared/models/eng-float.traineddata;
# fast: Debian's own eng model turned back into floats by ../shared/models/lstm_int2float.py),
# ITERATIONS, SYNTH_SEEDS, LEARNING_RATE (empty: the start model's own rates) for the first
# phase; FINE_ITERATIONS, FINE_RATE and STYLED_SEEDS (synthetic lines printed with larger
# amounts and spaced letters, `synth-lines.py --styled`, added to the mix) for the second, which
# goes on from the first's checkpoint (FINE_ITERATIONS=0 skips it); PHOTO_ITERATIONS, PHOTO_RATE
# and PHOTO_SEEDS (lines drawn as phone photos show them, `synth-lines.py --photo`, added to the
# second phase's mix) for the third, which goes on from the second's (PHOTO_ITERATIONS=0, the
# default, skips it); GO_ON_FROM (an integer model such as an earlier Models/receipts.traineddata, turned back
# into floats: the first two phases are skipped and the third goes on from it); WORK (scratch
# folder), OUT (the model file).
set -euo pipefail
shared=${1:-../shared}
START=${START:-fast}
LEARNING_RATE=${LEARNING_RATE-0.0001}
ITERATIONS=${ITERATIONS:-64000}
FINE_ITERATIONS=${FINE_ITERATIONS:-20000}
FINE_RATE=${FINE_RATE:-0.00005}
# Synthetic lines come in sets of 8,000, one per seed.
SYNTH_SEEDS=${SYNTH_SEEDS:-29 30}
STYLED_SEEDS=${STYLED_SEEDS:-31 32}
# The photo phase is not in the shipped recipe (experiment 0zzx): PHOTO_ITERATIONS=16000 runs it.
PHOTO_ITERATIONS=${PHOTO_ITERATIONS:-0}
PHOTO_RATE=${PHOTO_RATE:-0.00005}
PHOTO_SEEDS=${PHOTO_SEEDS:-33 34}
GO_ON_FROM=${GO_ON_FROM:-}
[ "$PHOTO_ITERATIONS" -gt 0 ] || PHOTO_SEEDS=""
# Without a second phase the styled lines would be made for nothing.
[ "$FINE_ITERATIONS" -gt 0 ] || STYLED_SEEDS=""
WORK=${WORK:-.build/model}
OUT=${OUT:-Models/receipts.traineddata}
here=$(cd "$(dirname "$0")" && pwd)
stock=/usr/share/tesseract-ocr/5/tessdata/eng.traineddata
export OMP_THREAD_LIMIT=1

missing=()
[ -d "$shared/receipts/sroie-train/lines" ] || missing+=("$shared/receipts/sroie-train (the training pool)")
[ -d "$shared/receipts/sroie/lines" ] || missing+=("$shared/receipts/sroie (to measure on)")
[ -d "$shared/receipts/wildreceipt/lines" ] || missing+=("$shared/receipts/wildreceipt (to measure on)")
if [ "$START" = float ]; then
  [ -f "$shared/models/eng-float.traineddata" ] || missing+=("$shared/models/eng-float.traineddata (the float model to start from)")
else
  [ -f "$shared/models/lstm_int2float.py" ] || missing+=("$shared/models/lstm_int2float.py (turns Debian's eng model into floats to start from)")
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "make model: cannot build the reading model; missing:" >&2
  printf '  %s\n' "${missing[@]}" >&2
  exit 1
fi
for tool in lstmtraining combine_tessdata tesseract; do
  command -v $tool >/dev/null || { echo "make model: $tool is missing (apt-get install tesseract-ocr)" >&2; exit 1; }
done
python3 -c 'import numpy, PIL' 2>/dev/null || { echo "make model: needs numpy and Pillow (pip install numpy pillow)" >&2; exit 1; }

mkdir -p "$WORK/start" "$WORK/checkpoints"
started=$(date +%s)

# 1. The model to start from, as float weights with its unicharset and dictionaries.
start="$WORK/start/$START"
if [ ! -f "$start/eng.traineddata" ]; then
  mkdir -p "$start"
  if [ "$START" = float ]; then
    cp "$shared/models/eng-float.traineddata" "$start/eng.traineddata"
    combine_tessdata -u "$start/eng.traineddata" "$start/eng." >/dev/null 2>&1
  else
    combine_tessdata -u "$stock" "$start/int." >/dev/null 2>&1
    python3 "$shared/models/lstm_int2float.py" convert "$start/int.lstm" "$start/eng.lstm" >/dev/null
    for part in lstm-unicharset lstm-recoder lstm-punc-dawg lstm-word-dawg lstm-number-dawg version; do
      cp "$start/int.$part" "$start/eng.$part"
    done
    combine_tessdata "$start/eng." >/dev/null 2>&1
  fi
fi

# 2. Training lines: the pool's real lines (case restored) and synthetic ones.
[ -f "$WORK/real/lstmf/all.txt" ] || {
  python3 "$here/real-lines.py" "$shared/receipts/sroie-train" "$WORK/real" "$start/eng.lstm-unicharset"
  python3 "$here/lstmf.py" "$WORK/real"
}
for seed in $SYNTH_SEEDS; do
  [ -f "$WORK/synth-$seed/lstmf/all.txt" ] || {
    python3 "$here/synth-lines.py" "$WORK/synth-$seed" 8000 "$start/eng.lstm-unicharset" "$seed"
    python3 "$here/lstmf.py" "$WORK/synth-$seed"
  }
done
for seed in $STYLED_SEEDS; do
  [ -f "$WORK/synth-$seed/lstmf/all.txt" ] || {
    python3 "$here/synth-lines.py" "$WORK/synth-$seed" 8000 "$start/eng.lstm-unicharset" "$seed" --styled
    python3 "$here/lstmf.py" "$WORK/synth-$seed"
  }
done
for seed in $PHOTO_SEEDS; do
  [ -f "$WORK/photo-$seed/lstmf/all.txt" ] || {
    python3 "$here/synth-lines.py" "$WORK/photo-$seed" 8000 "$start/eng.lstm-unicharset" "$seed" --styled --photo
    python3 "$here/lstmf.py" "$WORK/photo-$seed"
  }
done
# Rendered lines of another seed, for measuring only.
[ -f "$WORK/rendered/synth_00000.gt.txt" ] || python3 "$here/synth-lines.py" "$WORK/rendered" 600 "$start/eng.lstm-unicharset" 1001

# Every tenth chunk of real lines watches training (lstmtraining's own evaluation); the rest train.
awk 'NR % 10 == 0' "$WORK/real/lstmf/all.txt" > "$WORK/eval.txt"
{ awk 'NR % 10 != 0' "$WORK/real/lstmf/all.txt"; for seed in $SYNTH_SEEDS; do cat "$WORK/synth-$seed/lstmf/all.txt"; done; } | shuf --random-source=<(yes 29) > "$WORK/train.txt"
{ cat "$WORK/train.txt"; for seed in $STYLED_SEEDS; do cat "$WORK/synth-$seed/lstmf/all.txt"; done; } | shuf --random-source=<(yes 30) > "$WORK/train-fine.txt"
{ cat "$WORK/train-fine.txt"; for seed in $PHOTO_SEEDS; do cat "$WORK/photo-$seed/lstmf/all.txt"; done; } | shuf --random-source=<(yes 33) > "$WORK/train-photo.txt"

# lstmtraining sometimes aborts on its way out after finishing (a thread torn down while its
# evaluation runs); the checkpoint is written by then, so only an unfinished run fails.
finished() { grep -q "^Finished" "$1" || { echo "make model: training failed; see $1" >&2; exit 1; }; }

# A later phase: on from $checkpoint into DIR, on the training files LIST names, for
# ITERATIONS at RATE (lstmtraining counts iterations afresh when it goes on from a checkpoint);
# its checkpoint becomes $checkpoint.
go_on() { # DIR LIST ITERATIONS RATE WHAT
  local dir=$1
  rm -rf "$dir" && mkdir -p "$dir"
  echo "make model: going on for $3 iterations at $4 with $5 ($(date -u +%H:%M))" >&2
  lstmtraining --continue_from "$checkpoint" --traineddata "$start/eng.traineddata" \
    --model_output "$dir/receipts" --train_listfile "$2" --eval_listfile "$WORK/eval.txt" \
    --max_iterations "$3" --target_error_rate 0.002 --learning_rate "$4" --reset_learning_rate \
    > "$dir/training.log" 2>&1 || finished "$dir/training.log"
  grep -E "^At iteration|Finished|best" "$dir/training.log" | tail -4 >&2
  checkpoint="$dir/receipts_checkpoint"
}

# 3. Fine-tuning (or, with GO_ON_FROM, the given integer model's weights as floats instead of
# the first two phases).
if [ -n "$GO_ON_FROM" ]; then
  run="$WORK/checkpoints/from-$(sha256sum "$GO_ON_FROM" | cut -c1-8)"
  rm -rf "$run" && mkdir -p "$run"
  cp "$GO_ON_FROM" "$run/before.traineddata"
  combine_tessdata -u "$run/before.traineddata" "$run/int." >/dev/null 2>&1
  python3 "$shared/models/lstm_int2float.py" convert "$run/int.lstm" "$run/receipts.lstm" >/dev/null
  checkpoint="$run/receipts.lstm"
  echo "make model: going on from $GO_ON_FROM's weights; the first two phases skipped" >&2
else
  rate=()
  [ -n "${LEARNING_RATE:-}" ] && rate=(--learning_rate "$LEARNING_RATE" --reset_learning_rate)
  run="$WORK/checkpoints/$START-$ITERATIONS${LEARNING_RATE:+-$LEARNING_RATE}"
  rm -rf "$run" && mkdir -p "$run"
  echo "make model: fine-tuning the $START model for $ITERATIONS iterations on $(grep -c . "$WORK/train.txt") training files ($(date -u +%H:%M))" >&2
  lstmtraining --continue_from "$start/eng.lstm" --traineddata "$start/eng.traineddata" \
    --model_output "$run/receipts" --train_listfile "$WORK/train.txt" --eval_listfile "$WORK/eval.txt" \
    --max_iterations "$ITERATIONS" --target_error_rate 0.002 "${rate[@]}" \
    > "$run/training.log" 2>&1 || finished "$run/training.log"
  grep -E "^At iteration|Finished|best" "$run/training.log" | tail -4 >&2
  checkpoint="$run/receipts_checkpoint"

  # 3b. The second phase: on from the first's checkpoint at a lower rate, with the styled lines
  # in the mix.
  if [ "$FINE_ITERATIONS" -gt 0 ]; then
    go_on "$run-fine-$FINE_ITERATIONS-$FINE_RATE" "$WORK/train-fine.txt" "$FINE_ITERATIONS" "$FINE_RATE" "the styled lines"
  fi
fi

# 3c. The third phase: on from there with lines drawn as phone photos show them in the mix.
if [ "$PHOTO_ITERATIONS" -gt 0 ]; then
  go_on "$run-photo-$PHOTO_ITERATIONS-$PHOTO_RATE" "$WORK/train-photo.txt" "$PHOTO_ITERATIONS" "$PHOTO_RATE" "the photo lines"
fi

# 4. The integer model, named for what it is.
mkdir -p "$(dirname "$OUT")"
lstmtraining --stop_training --convert_to_int --continue_from "$checkpoint" \
  --traineddata "$start/eng.traineddata" --model_output "$OUT" >/dev/null 2>&1
trained=$(( $(date +%s) - started ))
echo "make model: wrote $OUT ($(stat -c %s "$OUT") bytes) in $((trained / 60)) min" >&2

# 5. Character error rates, stock against new, on lines neither was trained on
# (EVAL_EVERY=N reads every N-th line, for a quick look while choosing a recipe).
# With GO_ON_FROM, the model it went on from is measured beside them.
before=()
[ -n "$GO_ON_FROM" ] && before=("$run/before.traineddata")
python3 "$here/eval-lines.py" "$WORK" "$shared/receipts" "$WORK/rendered" stock "${before[@]}" "$OUT" --every "${EVAL_EVERY:-1}"
