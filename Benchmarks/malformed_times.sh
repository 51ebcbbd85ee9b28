#!/usr/bin/env bash
# Prints how much processor time (user + system) `motionboard check` takes on each malformed
# input in a release build, and fails if any takes 2 s or more. Processor time, not the wall
# clock: on a shared machine a clean input can wait seconds for a core, while a hang or a blow-up
# still spends its time computing (and `timeout 10` still stops a process that waits). Then exports each hostile case of Malformed/export (images and
# asset catalogs that reach for other files: links to /etc/passwd and /proc/self/environ, text
# posing as images, unreadable Contents.json) in every format that embeds images: each must exit
# 1, write nothing and print none of the files it reached for, within the same time.
# Usage: bash Benchmarks/malformed_times.sh [LIMIT_SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
limit=${1:-2}
swift build -c release --product motionboard >/dev/null
bin=.build/release/motionboard
slowest=0
failed=0
count=0
# Runs its arguments, output to $output_file, and sets `status` to their exit status and `ms`
# to the processor time they and their children spent.
output_file=/dev/null
run_timed() {
  local times
  status=0
  times=$( { TIMEFORMAT='%3U %3S'; time "$@" >"$output_file" 2>&1; } 2>&1) || status=$?
  ms=$(awk '{ printf "%d", ($1 + $2) * 1000 }' <<<"$times")
}
for file in Tests/CommandLineTests/Malformed/*.xml; do
  output_file=/dev/null
  run_timed timeout 10 "$bin" check --color never "$file"
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
output=$(mktemp -d)
trap 'rm -rf "$output"' EXIT
for case in Tests/CommandLineTests/Malformed/export/*/; do
  case=${case%/}
  arguments=(export --color never --format svg,lottie,html,dotlottie --output "$output/out")
  for input in "$case"/input.*; do arguments+=("$input"); done
  for assets in Assets.xcassets Assets; do
    [ -d "$case/$assets" ] && arguments+=(--assets "$case/$assets")
  done
  output_file=$output/printed
  run_timed timeout 10 "$bin" "${arguments[@]}"
  printf '%6d ms  exit %d  export/%s\n' "$ms" "$status" "$(basename "$case")"
  count=$((count + 1))
  [ "$ms" -gt "$slowest" ] && slowest=$ms
  if [ "$status" -ne 1 ]; then
    echo "  expected exit status 1" >&2
    failed=$((failed + 1))
  fi
  if [ -n "$(ls -A "$output/out" 2>/dev/null)" ]; then
    echo "  wrote files: $(ls -A "$output/out")" >&2
    failed=$((failed + 1))
  fi
  # What the links reach for never shows, in a file or a message.
  if grep -q "root:" "$output/printed" || grep -q "API_TOKEN" "$output/printed"; then
    echo "  printed the bytes of a file it must not read" >&2
    failed=$((failed + 1))
  fi
  if [ "$ms" -ge $((limit * 1000)) ]; then
    echo "  slower than ${limit} s" >&2
    failed=$((failed + 1))
  fi
  rm -rf "$output/out"
done
echo "malformed inputs: $count files, slowest ${slowest} ms of processor time (limit ${limit} s)"
echo "$((count - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
