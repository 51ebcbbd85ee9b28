#!/usr/bin/env bash
# Fuzzes the code reader (the Swift front end and the evaluation core, then the replay) with
# libFuzzer and AddressSanitizer, seeded with the view controllers of Tests/Fixtures/Code
# (Sources/motionboard-fuzz-code: each input is a Swift file run against a small layout with
# controls, every control tapped).
#
#   bash Tests/Fuzz/code.sh [SECONDS]
#
# default: 60 seconds. Exit status: 0 when the fuzzer built, the run ended cleanly and nothing
# new appeared in Tests/Fuzz/crashes/; 1 otherwise. Replay a finding with
# `swift run motionboard-fuzz-code FILE`. FUZZ_SEED=SEED repeats a run's random choices.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
seed=${FUZZ_SEED:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}
[ "$seed" = 0 ] && seed=1
echo "fuzzing the code reader: seed $seed, ${seconds}s (replay: FUZZ_SEED=$seed)"
if ! swift build -c release --product motionboard-fuzz-code --scratch-path .build/fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -DFUZZING \
  >/tmp/motionboard-fuzz-code-build.log 2>&1; then
  grep -v "ld.gold: warning" /tmp/motionboard-fuzz-code-build.log | tail -20 >&2
  echo "FUZZER BUILD FAILED (log above)" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/corpus"
find Tests/Fixtures/Code -name '*.swift' -size -64k -exec cp {} "$work/corpus"/ \;
crashes=Tests/Fuzz/crashes
mkdir -p "$crashes"
before=$(LC_ALL=C ls -A "$crashes")
status=0
.build/fuzz/release/motionboard-fuzz-code "$work/corpus" -max_total_time="$seconds" -timeout=5 \
  -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 -seed="$seed" \
  -artifact_prefix="$PWD/$crashes/" >"$work/fuzz.log" 2>&1 || status=$?
{ grep -E "^#|stat::|ERROR|SUMMARY|Done" "$work/fuzz.log" || [ $? = 1 ]; } | tail -8
new=$(LC_ALL=C comm -13 <(echo "$before") <(LC_ALL=C ls -A "$crashes"))
if [ -n "$new" ] || [ "$status" != 0 ]; then
  tail -30 "$work/fuzz.log" >&2
  echo "FUZZER FINDING (code reader, seed $seed): ${new:-no artifact; see the log above}" >&2
  echo "replay an artifact with: swift run motionboard-fuzz-code FILE" >&2
  exit 1
fi
