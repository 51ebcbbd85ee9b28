#!/usr/bin/env python3
"""The export benchmark: generated scenes of 100 to 10,000 views, exported in a release build.

    python3 Benchmarks/export_bench.py [--sizes 100,1000,10000] [--shapes form,grid,cards]
                                       [--runs 3] [--stages] [--no-bake]

For each shape and size it generates a scene (Benchmarks/export_scenes.py: 10 blocks of curves,
springs, additive overlaps, fades and a bounds-origin scroll, each changing about a quarter of
the rows) and runs, one process per measurement so that peak memory is each one's own:

- `motionboard-bench export FILE`: `motionboard check` and `motionboard export` (SVG and
  Lottie, written to a temporary folder) in process, end to end; their wall-clock times
  (medians of the runs), the export's processor time (all threads), the files' bytes and the
  peak resident memory;
- `motionboard-bench export FILE --bake 60`: the naive peer, the same pipeline with every track
  sampled at 60 fps into linear keyframes instead of fitted, both files written plainly.

Times are wall-clock seconds with processor seconds (all threads) in parentheses: on a
shared machine the processor time is the steadier figure. It prints one Markdown table (and, with --stages, the pipeline's stages of our export). Sizes of
10,000 run once whatever --runs says.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import export_scenes  # noqa: E402

BENCH = os.path.join(ROOT, ".build", "release", "motionboard-bench")


def build():
    subprocess.run(
        ["swift", "build", "-c", "release", "--product", "motionboard-bench"],
        cwd=ROOT, check=True, stdout=subprocess.DEVNULL)


def measure(path, runs, bake, output):
    command = [BENCH, "export", path, "--runs", str(runs), "--output", output]
    if bake:
        command += ["--bake", "60"]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{result.stderr}")
    return json.loads(result.stdout.strip().splitlines()[-1])


def pair(wall, cpu):
    """Wall-clock seconds, and processor seconds in parentheses."""
    return f"{wall:.3f} ({cpu:.3f})"


def kb(n):
    return f"{n / 1024:,.0f}" if n >= 10240 else f"{n / 1024:,.1f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--shapes", default="form,grid,cards")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--stages", action="store_true", help="also print the stages' times")
    parser.add_argument("--no-bake", action="store_true", help="skip the 60 fps baker")
    parser.add_argument("--bench", help="a motionboard-bench built elsewhere (implies --no-build)")
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()
    global BENCH
    if args.bench:
        BENCH = os.path.abspath(args.bench)
    elif not args.no_build:
        build()
    sizes = [int(s) for s in args.sizes.split(",")]
    shapes = args.shapes.split(",")
    rows = []
    stage_rows = []
    with tempfile.TemporaryDirectory() as work:
        for size in sizes:
            for shape in shapes:
                path = os.path.join(work, f"{shape}{size}.xml")
                with open(path, "w") as f:
                    f.write(export_scenes.generate(shape, size))
                runs = 1 if size >= 10000 else args.runs
                ours = measure(path, runs, False, work)
                baked = None if args.no_bake else measure(path, runs, True, work)
                stages = ours["stages"]
                views = int(stages.get("views", 0))
                ratio = ours["export_s"] / ours["check_s"]
                cpu_ratio = ours["export_cpu_s"] / max(ours["check_cpu_s"], 1e-9)
                row = [
                    shape, f"{views:,}", pair(ours["check_s"], ours["check_cpu_s"]),
                    pair(ours["export_s"], ours["export_cpu_s"]), f"{ratio:.2f}× ({cpu_ratio:.2f}×)",
                ]
                if baked:
                    row += [
                        pair(baked["export_s"], baked["export_cpu_s"]),
                        f"{ours['export_s'] / baked['export_s']:.2f}× "
                        f"({ours['export_cpu_s'] / baked['export_cpu_s']:.2f}×)",
                    ]
                row += [
                    f"{ours['peak_mb']:.0f}", kb(ours["svg_bytes"]), kb(ours["lottie_bytes"]),
                    f"{ours['lottie_bytes'] / ours['svg_bytes']:.2f}×",
                ]
                if baked:
                    row += [f"{baked['peak_mb']:.0f}", kb(baked["svg_bytes"]), kb(baked["lottie_bytes"])]
                rows.append(row)
                stage_rows.append([
                    shape, f"{views:,}", f"{stages['check']:.3f}", f"{stages['presentation']:.3f}",
                    f"{stages['scene']:.3f}", f"{stages['svg']:.3f}", f"{stages['lottie']:.3f}",
                    f"{int(stages['keyframes']):,}",
                ])
                print(" | ".join(row), file=sys.stderr)
    header = ["shape", "views", "check s", "export s", "export / check"]
    if not args.no_bake:
        header += ["baker s", "export / baker"]
    header += ["peak MB", "SVG KB", "Lottie KB", "Lottie / SVG"]
    if not args.no_bake:
        header += ["baker peak MB", "baked SVG KB", "baked Lottie KB"]
    print_table(header, rows)
    if args.stages:
        print()
        print_table(
            ["shape", "views", "check s", "presentation s", "scene (tracks) s", "SVG s",
             "Lottie s", "keyframes"], stage_rows)


def print_table(header, rows):
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" if i == 0 else "---:" for i in range(len(header))) + "|")
    for row in rows:
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
