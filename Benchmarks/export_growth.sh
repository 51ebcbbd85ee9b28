#!/usr/bin/env bash
# How the export grows from 1,000 to 10,000 views, in instructions (valgrind's callgrind
# counts instructions, which do not depend on what else the machine is doing). For each shape
# of Benchmarks/export_scenes.py it counts `motionboard export` of both formats, one job
# (check included), and prints the growth exponent; N·log N from 1,000 to 10,000 is 1.125.
#
# Usage: bash Benchmarks/export_growth.sh [--check] [--assert] [SHAPES] [SMALL] [LARGE]
#   (default: "form grid cards chain" 1000 10000; needs valgrind: apt-get install valgrind)
#   --check   counts `motionboard check` (layout and timeline) instead, from reading the file to
#             the end of the replay (`Compilation.checkDocuments`), without the process's start
#   --assert  exits 1 when a shape grows faster than N·log N from SMALL to LARGE (the exponent
#             of SMALL·log SMALL → LARGE·log LARGE); CI runs `--check --assert chain 500 4000`
# Under callgrind a 10,000-view export takes tens of minutes on the 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."
command=export
assert=false
while [ $# -gt 0 ]; do
  case "$1" in
    --check) command=check; shift ;;
    --assert) assert=true; shift ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
    -*) echo "export_growth: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
shapes=${1:-"form grid cards chain"}
small=${2:-1000}
large=${3:-10000}
swift build -c release --product motionboard >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp .build/release/motionboard "$work/motionboard"
failed=0
for shape in $shapes; do
  counts=()
  for n in "$small" "$large"; do
    python3 Benchmarks/export_scenes.py --shape "$shape" --views "$n" > "$work/$shape$n.xml"
    if [ "$command" = check ]; then
      valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" \
        --toggle-collect='*checkDocuments*' \
        "$work/motionboard" check "$work/$shape$n.xml" >/dev/null 2>"$work/cg.err"
    else
      valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" \
        "$work/motionboard" export "$work/$shape$n.xml" --output "$work/out" --jobs 1 \
        --templates Templates >/dev/null 2>"$work/cg.err"
    fi
    count=$(grep -oE 'Collected : [0-9]+' "$work/cg.err" | grep -oE '[0-9]+$' || true)
    if [ -z "$count" ]; then
      echo "export_growth: no count for $shape at $n views:" >&2
      tail -5 "$work/cg.err" >&2
      exit 2
    fi
    counts+=("$count")
  done
  python3 -c "
import math, sys
a, b, s, l = $((counts[0])), $((counts[1])), $small, $large
exponent = math.log(b / a) / math.log(l / s)
limit = math.log(l * math.log(l) / (s * math.log(s))) / math.log(l / s)
verdict = 'within' if exponent <= limit else 'OVER'
print(f'$shape ($command): {a:,} → {b:,} instructions, ×{b/a:.2f}, exponent {exponent:.3f} '
      f'({verdict} N·log N, {limit:.3f})')
sys.exit(0 if exponent <= limit else 1)" || failed=1
done
if $assert && [ "$failed" = 1 ]; then
  echo "export_growth: instructions grow faster than N·log N" >&2
  exit 1
fi
