#!/usr/bin/env bash
# Prints how long `motionboard check` takes on each malformed input in a release build, and
# fails if any takes 2 s or more. Then exports each hostile case of Malformed/export (images and
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
output=$(mktemp -d)
trap 'rm -rf "$output"' EXIT
for case in Tests/CommandLineTests/Malformed/export/*/; do
  case=${case%/}
  arguments=(export --color never --format svg,lottie,html,dotlottie --output "$output/out")
  for input in "$case"/input.*; do arguments+=("$input"); done
  for assets in Assets.xcassets Assets; do
    [ -d "$case/$assets" ] && arguments+=(--assets "$case/$assets")
  done
  start=$(date +%s%N)
  status=0
  timeout 10 "$bin" "${arguments[@]}" >"$output/printed" 2>&1 || status=$?
  end=$(date +%s%N)
  ms=$(( (end - start) / 1000000 ))
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
echo "malformed inputs: $count files, slowest ${slowest} ms (limit ${limit} s)"
echo "$((count - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
