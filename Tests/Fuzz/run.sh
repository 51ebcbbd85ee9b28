#!/usr/bin/env bash
# Fuzzes the whole command line (parse → layout → replay → tracks → every writer but the
# videos, and the files around them) with libFuzzer and AddressSanitizer, seeded with the
# Examples, the scenes, the malformed corpus, Tests/Fuzz/Seeds and the earlier findings
# (Tests/Fuzz/Regressions, so each run replays them under the sanitizers). Each input runs `export`
# in a folder of traps (Sources/motionboard-fuzz/FuzzWorkspace.swift): images and an asset
# catalog whose links and text files reach for a secret, which must never appear in an export;
# an input may carry, after zero bytes, a timeline sidecar, a Contents.json and an image's
# bytes. Formats and options are chosen by the input's hash: SVG and Lottie always, the page
# and dotLottie one run in four each, and one run in eight the PNG, strip, GIF and WebP at 0.25
# pixels per point and 2 frames a second (timelines up to 8 s), so runs stay short; the dark,
# auto and both appearances one run in eight each; of a storyboard of many scenes, two.
# Half the mutations replace an attribute value with a value chosen to stress the format
# (Sources/motionboard-fuzz/Mutator.swift), half are libFuzzer's byte mutations.
#
#   bash Tests/Fuzz/run.sh [SECONDS] [RUNS] [JOBS] [TARGET]
#
# default: 60 seconds, no run limit, 1 job, TARGET `pipeline`. TARGET `importer` fuzzes the
# storyboard and xib importer instead (import, export, convert and the conversion read back),
# seeded with the corpus's files under 256 KiB (Tests/Fixtures/IB/real), the storyboard
# Example and the storyboard seeds. Inputs are at most 256 KiB.
#
# With JOBS > 1, that many fuzzing processes share one corpus, each running RUNS executions
# (so `bash Tests/Fuzz/run.sh 5400 500000 2` is a million in all); the total is printed.
#
# Exit status: 0 when the fuzzer built, every job ended cleanly, ran inputs and exported some (a
# run that executed nothing, or whose inputs were all rejected, fuzzed nothing), and nothing new
# appeared in Tests/Fuzz/crashes/; 1 otherwise. The harness loads every template (one per view
# kind, and the image placeholder) before it starts, or stops. A finding is any new file in
# Tests/Fuzz/crashes/: crash-*, leak-*, oom-*, timeout-*, slow-unit-* (libFuzzer's artifacts).
# Replay one with
# `swift run motionboard-fuzz FILE` and add it to Tests/Fuzz/Regressions (which `swift test`
# runs).
#
# Each run prints its seed (job N of a run uses SEED + N - 1); FUZZ_SEED=SEED sets it. The seed
# fixes libFuzzer's and the mutator's random choices, though not the whole run (coverage from
# the pipeline's threads varies); the artifact replays a finding exactly. On a finding the
# corpus the run grew is kept in
# Tests/Fuzz/kept/TARGET-SEED/corpus (with each job's log), so the path to it can be followed
# again: `FUZZ_SEED=SEED FUZZ_CORPUS=Tests/Fuzz/kept/TARGET-SEED/corpus bash Tests/Fuzz/run.sh …`.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
runs=${2:--1}
jobs=${3:-1}
target=${4:-pipeline}
seed=${FUZZ_SEED:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}
# A seed of 0 asks libFuzzer for a random one, which would not be the one printed.
[ "$seed" = 0 ] && seed=1

echo "fuzzing $target: seed $seed, $jobs job(s), ${seconds}s (replay: FUZZ_SEED=$seed)"
if ! swift build -c release --product motionboard-fuzz --scratch-path .build/fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -DFUZZING \
  >/tmp/motionboard-fuzz-build.log 2>&1; then
  grep -v "ld.gold: warning" /tmp/motionboard-fuzz-build.log | tail -20 >&2
  echo "FUZZER BUILD FAILED (log above)" >&2
  exit 1
fi
fuzzer=$PWD/.build/fuzz/release/motionboard-fuzz

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
corpus=$work/corpus
mkdir -p "$corpus"
if [ -n "${FUZZ_CORPUS:-}" ]; then
  cp "$FUZZ_CORPUS"/* "$corpus"/
elif [ "$target" = importer ]; then
  find Tests/Fixtures/IB/real Examples/storyboard Tests/Fuzz/Seeds -maxdepth 1 \
    \( -name '*.storyboard' -o -name '*.xib' \) -size -256k -exec cp {} "$corpus"/ \;
else
  cp Examples/*.xml Tests/Conformance/Scenes/*.xml Tests/CommandLineTests/Malformed/*.xml \
    Tests/Fuzz/Seeds/*.xml Tests/Fuzz/Regressions/*.xml "$corpus"/
fi
[ "$target" = importer ] && export MOTIONBOARD_FUZZ_TARGET=importer
crashes=Tests/Fuzz/crashes
mkdir -p "$crashes"
before=$(LC_ALL=C ls -A "$crashes")
# Swift's own crash handler would read the crashed process's memory under AddressSanitizer and
# be reported as a heap overflow of its own, hiding the trap: libFuzzer prints the stack instead.
export SWIFT_BACKTRACE=enable=no
# fontconfig's own one-time leak is suppressed (see lsan.supp); any other leak is a finding.
export LSAN_OPTIONS="suppressions=$PWD/Tests/Fuzz/lsan.supp:print_suppressions=0"
options=(-max_total_time="$seconds" -runs="$runs" -timeout=2 -rss_limit_mb=2048 -max_len=262144
  -print_final_stats=1 -artifact_prefix="$PWD/$crashes/")

# Each job is its own process with its own seed and log; all share the corpus folder.
pids=()
for job in $(seq 1 "$jobs"); do
  "$fuzzer" "$corpus" "${options[@]}" -seed=$((seed + job - 1)) >"$work/fuzz-$job.log" 2>&1 &
  pids+=($!)
done
failed=0
for job in $(seq 1 "$jobs"); do
  status=0
  wait "${pids[$((job - 1))]}" || status=$?
  log=$work/fuzz-$job.log
  [ "$jobs" -gt 1 ] && echo "== job $job (seed $((seed + job - 1))): exit $status"
  # What the log shows (a log without these lines, from a job that died at once, shows nothing).
  if [ "$jobs" -le 1 ]; then
    { grep -E "^#|stat::|ERROR|SUMMARY|Done|^motionboard-fuzz:" "$log" || [ $? = 1 ]; } | tail -14
  else
    { grep -E "stat::|ERROR|SUMMARY|^motionboard-fuzz:" "$log" || [ $? = 1 ]; } | tail -10
  fi
  if [ "$status" != 0 ]; then
    failed=1
    tail -30 "$log" >&2
  fi
done
total=$(awk '/stat::number_of_executed_units/ {s += $2} END {print s + 0}' "$work"/fuzz-*.log)
# The harness prints `motionboard-fuzz: N inputs run, M exported` at exit.
exported=$(awk '/^motionboard-fuzz: [0-9]+ inputs run, [0-9]+ exported$/ {s += $(NF - 1)} END {print s + 0}' \
  "$work"/fuzz-*.log)
echo "executions in all $jobs job(s): $total, inputs that reached the writers: $exported"
ran_nothing=0
if [ "$total" -le 0 ] || [ "$exported" -le 0 ]; then
  echo "FUZZER RAN NOTHING ($target): $total executions, $exported inputs exported" >&2
  ran_nothing=1
fi

new=$(LC_ALL=C comm -13 <(echo "$before") <(LC_ALL=C ls -A "$crashes"))
if [ -n "$new" ] || [ "$failed" != 0 ]; then
  kept=Tests/Fuzz/kept/$target-$seed
  mkdir -p "$kept"
  cp -r "$corpus" "$work"/fuzz-*.log "$kept"/
  {
    echo "FUZZER FINDING ($target, seed $seed):"
    if [ -n "$new" ]; then
      while read -r name; do echo "  $crashes/$name"; done <<<"$new"
    else
      echo "  a job ended with an error but left no artifact (see the logs)"
    fi
    echo "the corpus and the jobs' logs are kept in $kept"
    echo "replay an artifact with: swift run motionboard-fuzz FILE"
    echo "run again with: FUZZ_SEED=$seed FUZZ_CORPUS=$kept/corpus bash Tests/Fuzz/run.sh $*"
  } >&2
  exit 1
fi
exit "$ran_nothing"
