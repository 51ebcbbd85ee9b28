#!/usr/bin/env bash
# How the full solve grows from 1,000 to 10,000 views, in instructions (valgrind's callgrind
# counts instructions, which do not depend on what else the machine is doing). Prints the
# growth exponent per shape; N·log N from 1,000 to 10,000 is 1.125.
# Usage: bash Benchmarks/solver_growth.sh   (needs valgrind: apt-get install valgrind)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product motionboard-bench >/dev/null
bin=.build/release/motionboard-bench
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for shape in form grid chain; do
  counts=()
  for n in 1000 10000; do
    python3 Benchmarks/systems.py gen --kind "$shape" --n "$n" \
      | python3 -c 'import json,sys; s=json.load(sys.stdin); s["changes"]=[]; json.dump(s, sys.stdout)' \
      > "$work/$shape-$n.json"
    valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" \
      --toggle-collect='*LoadedSystemV8building*' "$bin" solve "$work/$shape-$n.json" \
      >/dev/null 2>"$work/cg.err"
    counts+=("$(grep -oE 'Collected : [0-9]+' "$work/cg.err" | grep -oE '[0-9]+$')")
  done
  python3 -c "
import math
a, b = $((counts[0])), $((counts[1]))
print(f'$shape: {a:,} → {b:,} instructions, ×{b/a:.2f}, exponent {math.log10(b/a):.3f}')"
done
