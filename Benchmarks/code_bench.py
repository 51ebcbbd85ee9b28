#!/usr/bin/env python3
"""The code reader's speed on a long view controller, beside the compiler's own parse.

    python3 Benchmarks/code_bench.py [--lines 2000] [--runs 7]

Generates a view controller of about --lines lines (outlets, stored properties, actions that
animate constraints and properties with UIView.animate, springs, property animators and
completions, helper methods with if/else, switch and for-in-where, frame reads) and a layout
of the format with the views and constraints it names (Benchmarks/code_scene.py), builds
motionboard-bench in release mode, and in the same run times:

* ours: `motionboard-bench code` (in-process, medians of --runs): reading (SwiftParser and the
  lowering), evaluating every event (viewDidLoad, viewDidAppear and a tap on every control),
  their sum (the reader), and the whole `check --code` (layout and replay too);
* the peer: `swiftc -frontend -parse` of the same file (the toolchain's own parser, one process
  per run, median), and one `motionboard check --code` process end to end.

Prints a table with the ratio peer / ours (above 1 we are faster). The reader must stay under
0.2 s for 2,000 lines (issue 29); the script exits 1 when it does not.
"""
import argparse, json, os, shutil, statistics, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import code_scene  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def timed(command, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    work = tempfile.mkdtemp()
    try:
        layout, code, play = code_scene.write(work, args.lines)
        subprocess.run(["swift", "build", "-c", "release", "--product", "motionboard-bench"],
                       cwd=ROOT, check=True, capture_output=True)
        subprocess.run(["swift", "build", "-c", "release", "--product", "motionboard"],
                       cwd=ROOT, check=True, capture_output=True)
        bench = os.path.join(ROOT, ".build/release/motionboard-bench")
        motionboard = os.path.join(ROOT, ".build/release/motionboard")
        ours = json.loads(subprocess.run(
            [bench, "code", layout, code, "--play", play, "--runs", str(args.runs)],
            check=True, capture_output=True, text=True).stdout)
        swiftc = shutil.which("swiftc")
        peer = timed([swiftc, "-frontend", "-parse", code], args.runs)
        process = timed([motionboard, "check", layout, "--code", code, "--play", play,
                         "--color", "never"], max(3, args.runs // 2))
        print(f"{ours['lines']} lines, {ours['blocks']} blocks derived, {ours['warnings']} warnings,"
              f" medians of {args.runs} runs")
        print("| measure | ms | swiftc -frontend -parse ms | ratio (swiftc / ours) |")
        print("|---|---:|---:|---:|")
        for name, key in [("read (parse + lower)", "read_ms"), ("evaluate", "evaluate_ms"),
                          ("reader (read + evaluate)", "reader_ms"),
                          ("check --code, in process", "check_ms")]:
            print(f"| {name} | {ours[key]:.1f} | {peer:.1f} | {peer / ours[key]:.2f}× |")
        print(f"| motionboard check --code, one process | {process:.1f} | {peer:.1f} |"
              f" {peer / process:.2f}× |")
        if ours["reader_ms"] >= 200:
            print(f"FAIL: the reader took {ours['reader_ms']:.1f} ms, over 200 ms", file=sys.stderr)
            return 1
        return 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
