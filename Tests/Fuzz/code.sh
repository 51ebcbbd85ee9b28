#!/usr/bin/env bash
# Fuzzes the code reader (a front end and the evaluation core, then the replay) with
# libFuzzer and AddressSanitizer, seeded with the view controllers of Tests/Fixtures/Code
# (Sources/motionboard-fuzz-code: each input is a view controller's file run against a small
# layout with controls, every control tapped).
#
#   bash Tests/Fuzz/code.sh [SECONDS] [swift|objc]
#
# swift (the default) fuzzes the Swift front end with the Swift view controllers; objc the
# Objective-C one (libclang) with each .m file, the .h it imports put in its place.
# default: 60 seconds. Exit status: 0 when the fuzzer built, the run ended cleanly and nothing
# new appeared in Tests/Fuzz/crashes/; 1 otherwise. Replay a finding with
# `swift run motionboard-fuzz-code FILE`. FUZZ_SEED=SEED repeats a run's random choices.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-60}
language=${2:-swift}
case "$language" in swift | objc) ;; *) echo "language must be swift or objc" >&2; exit 2 ;; esac
seed=${FUZZ_SEED:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}
[ "$seed" = 0 ] && seed=1
echo "fuzzing the $language code reader: seed $seed, ${seconds}s (replay: FUZZ_SEED=$seed)"
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
if [ "$language" = swift ]; then
  find Tests/Fixtures/Code -name '*.swift' -size -64k -exec cp {} "$work/corpus"/ \;
else
  # One input is one file: the header an implementation imports by name is put in its place.
  # libclang's own crash recovery (a thread and signal handlers) would hide what it traps on.
  export FUZZ_CODE_LANGUAGE=objc LIBCLANG_DISABLE_CRASH_RECOVERY=1
  find Tests/Fixtures/Code -name '*.m' -size -64k | LC_ALL=C sort | while read -r file; do
    folder=$(dirname "$file")
    awk -v folder="$folder" '
      /^#import "[^"]+"/ { name = $2; gsub(/"/, "", name); path = folder "/" name
        if ((getline line < path) > 0) { print line; while ((getline line < path) > 0) print line
          close(path); next } }
      { print }' "$file" >"$work/corpus/$(echo "$file" | tr / _)"
  done
fi
# Swift's own crash handler would read the crashed process's memory under AddressSanitizer and
# be reported as a heap overflow of its own, hiding the trap: libFuzzer prints the stack instead.
export SWIFT_BACKTRACE=enable=no
# fontconfig's own one-time leak is suppressed (see lsan.supp); any other leak is a finding.
export LSAN_OPTIONS="suppressions=$PWD/Tests/Fuzz/lsan.supp:print_suppressions=0"
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
  echo "FUZZER FINDING ($language code reader, seed $seed): ${new:-no artifact; see the log above}" >&2
  echo "replay an artifact with: FUZZ_CODE_LANGUAGE=$language swift run motionboard-fuzz-code FILE" >&2
  exit 1
fi
