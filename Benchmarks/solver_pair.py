#!/usr/bin/env python3
"""Our solver against another build of it, paired: docs/performance.md, "Against 79f2b11, like
for like".

    python3 Benchmarks/solver_pair.py --baseline OTHER/motionboard-bench [--bin BIN] [--no-build]
        [--sizes 100,1000] [--shapes form,grid,chain] [--processes 7] [--runs 51] [--seed 1]

At 100 views a change takes a few microseconds, and the machine's load moves that by more than
two revisions differ, so `solver_bench.py`'s one process per binary cannot tell them apart. Here
the two binaries run alternately on the same system, P processes each (`BIN time SYSTEM --runs
R`): each process reports the medians of its R runs of the full solve and of a change, and its
one first change after the build; the script prints the median over the processes of each, and
the baseline's time over ours (above 1 we are faster). Kiwi's time being the same for both,
that is also our ratio to Kiwi over the baseline's ratio to Kiwi.

The systems are `Benchmarks/systems.py`'s, as `solver_bench.py` generates them. BIN is
.build/release/motionboard-bench, built first with `swift build -c release --product
motionboard-bench` unless --no-build. Exit status 2 when a binary cannot be built or run.
"""

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import systems  # noqa: E402



def measure(binary, system, runs):
    """One process: (full ms, change ms, first change ms)."""
    out = subprocess.run([str(binary), "time", str(system), "--runs", str(runs)],
                         capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError(f"{binary} time {system}: {out.stderr.strip() or 'failed'}")
    d = json.loads(out.stdout)
    return (d["full_ms"], d["change_ms"], d["change_runs_ms"][0])


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bin", default=str(ROOT / ".build/release/motionboard-bench"))
    ap.add_argument("--baseline", required=True,
                    help="a motionboard-bench built from another revision")
    ap.add_argument("--no-build", action="store_true", help="do not run swift build first")
    ap.add_argument("--sizes", default="100,1000")
    ap.add_argument("--shapes", default="form,grid,chain")
    ap.add_argument("--processes", type=int, default=7)
    ap.add_argument("--runs", type=int, default=51)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args(argv)
    shapes = [s.strip() for s in a.shapes.split(",") if s.strip()]
    for s in shapes:
        if s not in systems.SHAPES:
            ap.error(f"unknown shape {s!r}")
    sizes = [int(s) for s in a.sizes.split(",") if s.strip()]
    if not a.no_build:
        print("building: swift build -c release --product motionboard-bench", file=sys.stderr)
        if subprocess.run(["swift", "build", "-c", "release", "--product", "motionboard-bench"],
                          cwd=ROOT).returncode != 0:
            print("solver_pair.py: the build failed (use --no-build --bin PATH to skip it)",
                  file=sys.stderr)
            return 2
    binaries = {"ours": Path(a.bin), "baseline": Path(a.baseline)}
    for name, path in binaries.items():
        if not path.exists():
            print(f"solver_pair.py: {name} binary {path} not found", file=sys.stderr)
            return 2

    print("| shape | N | baseline ms / ours ms: full solve | change | first change |")
    print("|---|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory(prefix="solver_pair.") as workdir:
        for n in sizes:
            for shape in shapes:
                path = Path(workdir) / f"{shape}-{n}.json"
                path.write_text(systems.dumps(systems.generate_shape(shape, n, a.seed)))
                samples = {name: [] for name in binaries}
                try:
                    for _ in range(a.processes):
                        for name, binary in binaries.items():
                            samples[name].append(measure(binary, path, a.runs))
                except (RuntimeError, ValueError, KeyError, IndexError) as error:
                    print(f"solver_pair.py: {error}", file=sys.stderr)
                    return 2
                medians = {name: [statistics.median(phase) for phase in zip(*runs)]
                           for name, runs in samples.items()}
                cells = [f"{b:.4g} / {o:.4g} = {b / o:.2f}×"
                         for b, o in zip(medians["baseline"], medians["ours"])]
                print(f"| {shape} | {n} | " + " | ".join(cells) + " |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
