#!/usr/bin/env bash
# Fuzzes the whole pipeline (parse → layout → replay → tracks → SVG and Lottie writers) with
# libFuzzer and AddressSanitizer, seeded with the Examples, the scenes and the malformed corpus.
# Half the mutations replace an attribute value with a value chosen to stress the format
# (Sources/motionboard-fuzz/Mutator.swift), half are libFuzzer's byte mutations.
#
#   bash Tests/Fuzz/run.sh [SECONDS] [RUNS] [JOBS] [TARGET]
#
# default: 60 seconds, no run limit, 1 job, TARGET `pipeline`. TARGET `importer` fuzzes the
# storyboard and xib importer instead (import, export, convert and the conversion read back),
# seeded with the corpus's files under 64 KiB (Tests/Fixtures/IB/real) and the storyboard
# Example.
#
# With JOBS > 1, that many fuzzing processes share one corpus, each running RUNS executions
# (so `bash Tests/Fuzz/run.sh 5400 500000 2` is a million in all); the total is printed.
#
# Crashes land in Tests/Fuzz/crashes/ (crash-*, timeout-*); replay one with
# `swift run motionboard-fuzz FILE` and add it to the malformed corpus as a regression test.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
runs=${2:--1}
jobs=${3:-1}
target=${4:-pipeline}
swift build -c release --product motionboard-fuzz --scratch-path .build/fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -DFUZZING 2>&1 \
  | grep -v "ld.gold: warning" | tail -3
corpus=$(mktemp -d)
trap 'rm -rf "$corpus"' EXIT
if [ "$target" = importer ]; then
  export MOTIONBOARD_FUZZ_TARGET=importer
  find Tests/Fixtures/IB/real Examples/storyboard -maxdepth 1 \( -name '*.storyboard' -o -name '*.xib' \) \
    -size -64k -exec cp {} "$corpus"/ \;
else
  cp Examples/*.xml Tests/Conformance/Scenes/*.xml Tests/CommandLineTests/Malformed/*.xml "$corpus"/
fi
mkdir -p Tests/Fuzz/crashes
# fontconfig's own one-time leak is suppressed (see lsan.supp); any other leak is a finding.
export LSAN_OPTIONS="suppressions=$PWD/Tests/Fuzz/lsan.supp:print_suppressions=0"
options=(-max_total_time="$seconds" -runs="$runs" -timeout=2 -rss_limit_mb=2048 -max_len=65536
  -print_final_stats=1 -artifact_prefix="$PWD/Tests/Fuzz/crashes/")
if [ "$jobs" -le 1 ]; then
  .build/fuzz/release/motionboard-fuzz "$corpus" "${options[@]}" 2>&1 \
    | grep -E "^#|stat::|ERROR|SUMMARY|Done" | tail -12
else
  logs=$(mktemp -d)
  trap 'rm -rf "$corpus" "$logs"' EXIT
  fuzzer=$PWD/.build/fuzz/release/motionboard-fuzz
  # Each job writes fuzz-N.log in the folder it starts in.
  (cd "$logs" && "$fuzzer" "$corpus" "${options[@]}" -jobs="$jobs" -workers="$jobs" >/dev/null 2>&1) \
    || true
  for log in "$logs"/fuzz-*.log; do
    echo "== $(basename "$log")"
    grep -E "stat::|ERROR|SUMMARY" "$log" | tail -8
  done
  total=$(cat "$logs"/fuzz-*.log | grep -h "stat::number_of_executed_units" | awk '{s += $2} END {print s + 0}')
  echo "executions in all $jobs jobs: $total"
fi
