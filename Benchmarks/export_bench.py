#!/usr/bin/env python3
"""The export benchmark: generated scenes of 100 to 10,000 views, exported in a release build.

    python3 Benchmarks/export_bench.py [--sizes 100,1000,10000] [--shapes form,grid,cards,chain]
                                       [--runs 3] [--stages] [--no-bake]
    python3 Benchmarks/export_bench.py --check-only [--sizes 1000,2000,4000,8000,10000]
                                       [--baseline OTHER/motionboard]

For each shape and size it generates a scene (Benchmarks/export_scenes.py: 10 blocks of curves,
springs, additive overlaps, fades and a bounds-origin scroll, each changing about a quarter of
the rows; the chain is one long list whose rows all move) and runs, one process per
measurement so that peak memory is each one's own:

- `motionboard-bench export FILE`: `motionboard check` and `motionboard export` (SVG and
  Lottie, written to a temporary folder) in process, end to end; their wall-clock times
  (medians of the runs), the export's processor time (all threads), the files' bytes and the
  peak resident memory;
- `motionboard-bench export FILE --bake 60`: the naive peer, the same pipeline with every track
  sampled at 60 fps into linear keyframes instead of fitted, both files written plainly.

An export that fails (a limit reached) is a row saying why, not the end of the run.

With --check-only it times `motionboard check FILE` alone (layout and timeline, the release
binary), one process per run under `/usr/bin/time`: processor seconds (user + system), wall
seconds and peak resident memory, medians of the runs. With --baseline, a `motionboard` built
from another revision is timed on the same files in the same run, and the table shows both.

Times lead with processor seconds (all threads), wall-clock seconds in parentheses, and so do
the ratios: the export writes SVG and Lottie on two threads, so its wall time hides work that
its processor time counts, and on a shared machine the processor time is the steadier figure.
It prints one Markdown table (and, with --stages, the pipeline's stages of our export, wall
clock). Sizes of 10,000 run once whatever --runs says.
"""

import argparse
import json
import os
import statistics
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
        # The reason: the first error the export printed, else the last line.
        lines = result.stderr.strip().splitlines() or ["no message"]
        errors = [line for line in lines if ": error: " in line]
        return {"error": (errors or lines)[0].split(": error: ")[-1][:120]}
    return json.loads(result.stdout.strip().splitlines()[-1])


MOTIONBOARD = os.path.join(ROOT, ".build", "release", "motionboard")


def time_check(binary, path, runs):
    """Median processor and wall seconds and peak MB of `binary check path` over `runs`."""
    cpu, wall, peak = [], [], []
    for _ in range(runs):
        result = subprocess.run(
            ["/usr/bin/time", "-f", "TIME %e %U %S %M", binary, "check", path],
            cwd=ROOT, capture_output=True, text=True)
        line = [l for l in result.stderr.splitlines() if l.startswith("TIME ")]
        if result.returncode != 0 or not line:
            raise SystemExit(f"{binary} check {path} failed:\n{result.stderr[-500:]}")
        e, u, s_, m = line[-1].split()[1:]
        wall.append(float(e))
        cpu.append(float(u) + float(s_))
        peak.append(int(m) / 1024)
    return statistics.median(cpu), statistics.median(wall), statistics.median(peak)


def check_only(args, sizes, shapes):
    if not args.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--product", "motionboard"],
                       cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    binary = os.path.abspath(args.motionboard) if args.motionboard else MOTIONBOARD
    rows = []
    with tempfile.TemporaryDirectory() as work:
        for shape in shapes:
            for size in sizes:
                path = os.path.join(work, f"{shape}{size}.xml")
                with open(path, "w") as f:
                    f.write(export_scenes.generate(shape, size))
                cpu, wall, peak = time_check(binary, path, args.runs)
                row = [shape, f"{size:,}"]
                if args.baseline:
                    bcpu, bwall, bpeak = time_check(os.path.abspath(args.baseline), path, args.runs)
                    row += [pair(bwall, bcpu), f"{bpeak:.0f}"]
                row += [pair(wall, cpu), f"{peak:.0f}"]
                if args.baseline:
                    row += [f"{bcpu / max(cpu, 1e-9):.1f}×"]
                rows.append(row)
                print(" | ".join(row), file=sys.stderr)
    header = ["shape", "views"]
    if args.baseline:
        header += ["before: check CPU s (wall)", "before: peak MB"]
    header += ["check CPU s (wall)", "peak MB"]
    if args.baseline:
        header += ["before / now, CPU"]
    print_table(header, rows)


def pair(wall, cpu):
    """Processor seconds, and wall-clock seconds in parentheses."""
    return f"{cpu:.3f} ({wall:.3f})"


def kb(n):
    return f"{n / 1024:,.0f}" if n >= 10240 else f"{n / 1024:,.1f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--shapes", default="form,grid,cards,chain")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--stages", action="store_true", help="also print the stages' times")
    parser.add_argument("--no-bake", action="store_true", help="skip the 60 fps baker")
    parser.add_argument("--bench", help="a motionboard-bench built elsewhere (implies --no-build)")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--check-only", action="store_true",
                        help="time `motionboard check` alone, with its peak memory")
    parser.add_argument("--motionboard", help="with --check-only: the motionboard to time")
    parser.add_argument("--baseline", help="with --check-only: a motionboard from another "
                        "revision, timed on the same files")
    args = parser.parse_args()
    if args.check_only:
        sizes = [int(s) for s in args.sizes.split(",")]
        check_only(args, sizes, args.shapes.split(","))
        return
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
                if baked and "error" in baked:
                    baked = None
                if "error" in ours:
                    rows.append([shape, f"~{size:,}", f"export failed: {ours['error']}"])
                    print(" | ".join(rows[-1]), file=sys.stderr)
                    continue
                stages = ours["stages"]
                views = int(stages.get("views", 0))
                ratio = ours["export_s"] / ours["check_s"]
                cpu_ratio = ours["export_cpu_s"] / max(ours["check_cpu_s"], 1e-9)
                row = [
                    shape, f"{views:,}", pair(ours["check_s"], ours["check_cpu_s"]),
                    pair(ours["export_s"], ours["export_cpu_s"]), f"{cpu_ratio:.2f}× ({ratio:.2f}×)",
                ]
                if baked:
                    row += [
                        pair(baked["export_s"], baked["export_cpu_s"]),
                        f"{ours['export_cpu_s'] / baked['export_cpu_s']:.2f}× "
                        f"({ours['export_s'] / baked['export_s']:.2f}×)",
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
    header = ["shape", "views", "check CPU s (wall)", "export CPU s (wall)",
              "export / check, CPU (wall)"]
    if not args.no_bake:
        header += ["baker CPU s (wall)", "export / baker, CPU (wall)"]
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
