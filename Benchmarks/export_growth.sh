#!/usr/bin/env bash
# How the export grows from 1,000 to 10,000 views, in instructions (valgrind's callgrind
# counts instructions, which do not depend on what else the machine is doing). For each shape
# of Benchmarks/export_scenes.py it counts `motionboard export` of both formats, one job
# (check included), and prints the growth exponent; N·log N from 1,000 to 10,000 is 1.125.
# Usage: bash Benchmarks/export_growth.sh [SHAPES] [SMALL] [LARGE]
#   (default: "form grid cards" 1000 10000; needs valgrind: apt-get install valgrind)
# Under callgrind a 10,000-view export takes tens of minutes on the 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."
shapes=${1:-"form grid cards"}
small=${2:-1000}
large=${3:-10000}
swift build -c release --product motionboard >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp .build/release/motionboard "$work/motionboard"
for shape in $shapes; do
  counts=()
  for n in "$small" "$large"; do
    python3 Benchmarks/export_scenes.py --shape "$shape" --views "$n" > "$work/$shape$n.xml"
    valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" \
      "$work/motionboard" export "$work/$shape$n.xml" --output "$work/out" --jobs 1 \
      --templates Templates >/dev/null 2>"$work/cg.err"
    counts+=("$(grep -oE 'Collected : [0-9]+' "$work/cg.err" | grep -oE '[0-9]+$')")
  done
  python3 -c "
import math
a, b = $((counts[0])), $((counts[1]))
print(f'$shape: {a:,} → {b:,} instructions, ×{b/a:.2f}, exponent {math.log(b/a)/math.log($large/$small):.3f}')"
done
