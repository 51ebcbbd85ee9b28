#!/usr/bin/env bash
# Prints how long `motionboard check` takes on each malformed input in a release build, and
# fails if any takes 2 s or more. Usage: bash Benchmarks/malformed_times.sh [LIMIT_SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
limit=${1:-2}
swift build -c release --product motionboard >/dev/null
bin=.build/release/motionboard
slowest=0
failed=0
count=0
for file in Tests/CommandLineTests/Malformed/*.xml; do
  start=$(date +%s%N)
  status=0
  timeout 10 "$bin" check --color never "$file" >/dev/null 2>&1 || status=$?
  end=$(date +%s%N)
  ms=$(( (end - start) / 1000000 ))
  printf '%6d ms  exit %d  %s\n' "$ms" "$status" "$(basename "$file")"
  count=$((count + 1))
  [ "$ms" -gt "$slowest" ] && slowest=$ms
  if [ "$status" -ne 1 ]; then
    echo "  expected exit status 1" >&2
    failed=$((failed + 1))
  fi
  if [ "$ms" -ge $((limit * 1000)) ]; then
    echo "  slower than ${limit} s" >&2
    failed=$((failed + 1))
  fi
done
echo "malformed inputs: $count files, slowest ${slowest} ms (limit ${limit} s)"
echo "$((count - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
