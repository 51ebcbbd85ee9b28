#!/usr/bin/env bash
# Byte identity of every export between two revisions: the check behind "the same bytes"
# claims in commit messages.
#
#   bash Tests/Identity/compare_exports.sh [--formats LIST] [--debug] [BASE [HEAD]]
#
# BASE and HEAD are git revisions (default: HEAD~1 and the working tree, uncommitted changes
# included). Each is built (release, or debug with --debug) in a temporary worktree, the working
# tree in place, and exports every input below with each binary into a folder of its own:
#   - Examples/*.xml, and Examples/storyboard's scene with its sidecar and asset catalog;
#   - Tests/Conformance/Scenes/*.xml and Tests/Conformance/Appearance/*.xml;
#   - Tests/PipelineTests/Goldens/*.xml;
#   - every storyboard and xib of Tests/Fixtures/IB/real (all their scenes).
# in the formats of --formats (default svg,lottie,html,dotlottie,png,strip,gif,webp; add mp4,webm
# for videos, which take minutes), with --appearance auto as well for the Examples. It then
# compares the two folders file by file, prints each file that differs or exists on one side
# only, and exits 1 if any does, 0 if every file is the same bytes (and says how many).
# An input that fails to export on one side fails on the other too, or counts as a difference.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD

formats=svg,lottie,html,dotlottie,png,strip,gif,webp
config=release
revisions=()
while [ $# -gt 0 ]; do
  case "$1" in
    --formats) formats=$2; shift 2 ;;
    --debug) config=debug; shift ;;
    -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
    -*) echo "compare_exports: unknown option $1" >&2; exit 2 ;;
    *) revisions+=("$1"); shift ;;
  esac
done
base=${revisions[0]:-HEAD~1}
head=${revisions[1]:-}

work=$(mktemp -d)
cleanup() {
  for tree in "$work"/tree-*; do
    [ -d "$tree" ] && git -C "$root" worktree remove --force "$tree" >/dev/null 2>&1
  done
  rm -rf "$work"
}
trap cleanup EXIT

# build REVISION NAME: prints the path of a checkout of REVISION (the working tree when empty)
# with its binary built.
build() {
  local revision=$1 name=$2 tree
  if [ -z "$revision" ]; then
    tree=$root
  else
    tree=$work/tree-$name
    git -C "$root" worktree add -q --detach "$tree" "$revision" >&2
  fi
  echo "compare_exports: building ${revision:-the working tree} ($config)" >&2
  swift build --package-path "$tree" -c "$config" --product motionboard -q >&2
  echo "$tree"
}

# export TREE OUT: every input, exported by TREE's binary, from TREE (Templates/ are read from
# the current folder), into OUT. A failed export is recorded as OUT/NAME.failed with its messages.
export_all() {
  local tree=$1 out=$2 bin
  bin=$tree/.build/$config/motionboard
  mkdir -p "$out"
  (
    cd "$tree"
    run() {
      local name=$1; shift
      mkdir -p "$out/$name"
      if ! "$bin" export --output "$out/$name" "$@" >"$out/$name.log" 2>&1; then
        mv "$out/$name.log" "$out/$name.failed"
      else
        rm -f "$out/$name.log"
      fi
    }
    for f in Examples/*.xml; do
      run "examples/$(basename "$f" .xml)" --format "$formats" "$f"
      run "examples-auto/$(basename "$f" .xml)" --format svg,lottie,dotlottie --appearance auto "$f"
    done
    run examples/storyboard --format "$formats" Examples/storyboard/Login.storyboard \
      --scene Login --timeline Examples/storyboard/login.timeline.xml \
      --assets Examples/storyboard/Assets.xcassets
    for f in "$root"/Tests/Conformance/Scenes/*.xml "$root"/Tests/Conformance/Appearance/*.xml \
        "$root"/Tests/PipelineTests/Goldens/*.xml; do
      [ -f "$tree/${f#"$root"/}" ] || continue
      run "scenes/$(basename "$(dirname "$f")")/$(basename "$f" .xml)" --format "$formats" \
        "${f#"$root"/}"
    done
    for f in "$root"/Tests/Fixtures/IB/real/*.storyboard "$root"/Tests/Fixtures/IB/real/*.xib; do
      [ -f "$tree/${f#"$root"/}" ] || continue
      run "ib/$(basename "$f")" --format svg,lottie "${f#"$root"/}"
    done
  )
}

base_tree=$(build "$base" base)
head_tree=$(build "$head" head)
echo "compare_exports: exporting with $base" >&2
export_all "$base_tree" "$work/base"
echo "compare_exports: exporting with ${head:-the working tree}" >&2
export_all "$head_tree" "$work/head"

count=$(cd "$work/base" && find . -type f | wc -l)
if differences=$(diff -rq "$work/base" "$work/head"); then
  echo "compare_exports: $count files, every one the same bytes ($base → ${head:-working tree}; $formats)"
  exit 0
fi
echo "$differences" | sed "s|$work/base/||g; s|$work/head/||g"
echo "compare_exports: $(wc -l <<<"$differences") of $count files differ ($base → ${head:-working tree})" >&2
exit 1
