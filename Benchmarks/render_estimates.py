#!/usr/bin/env python3
"""Render estimates against what the renders take, measured in one run.

    python3 Benchmarks/render_estimates.py [--bin .build/release/motionboard] [--quick]

Before it draws a picture or a video, `export` estimates its processor time and memory and
refuses it past `--limit render-time` or `render-memory` (docs/output.md, Sizes and limits).
For each case (an Example, and generated scenes that move on every frame: one turning panel,
and 400 labels), this reads the estimate from the refusal that `--limit render-time=1e-9`
prints, then exports it with the limits raised, and measures the export's processor time (user
+ system, all threads) and its peak memory (the child's maximum resident set, from wait4).
Prints a Markdown table with the ratios measured / estimated and, last, `N passed, M failed`:
a case passes when its memory is at most the estimate plus 128 MiB (the process before any
render: code, fonts, the scene) and its time within a factor of 3 either way.  --quick runs
the first three cases only.
"""
import argparse, os, re, subprocess, sys, tempfile

UNITS = {'s': 1, 'min': 60, 'h': 3600, 'MiB': 1 << 20, 'GiB': 1 << 30}
ESTIMATE = re.compile(r'about ([\d.]+) (s|min|h) of processor time and ([\d.]+) (MiB|GiB)')
BASELINE = 128 << 20


def scene(path, labels, seconds, width=375, height=667):
    """A panel turning and fading for `seconds`, with a chip turning inside it, and `labels`
    labels of 30 characters: every frame differs."""
    views = [f'<view id="panel" backgroundColor="#007AFF" cornerRadius="24" frame="{width * 0.1} '
             f'{height * 0.1} {width * 0.8} {height * 0.8}"><subviews><view id="chip" '
             f'backgroundColor="#FF3B30" frame="{width * 0.1} {height * 0.1} {width * 0.3} '
             f'{height * 0.2}"/></subviews></view>']
    views += [f'<label id="l{i}" text="Label number {i:>4} with some text" '
              f'frame="{width * 0.05} {height * 0.05 + (i % 20) * 30} {width * 0.9} 24"/>'
              for i in range(labels)]
    with open(path, 'w') as f:
        f.write(f'<interface version="1" name="Bench" width="{width}" height="{height}" '
                f'backgroundColor="#FFFFFF"><subviews>{"".join(views)}</subviews>'
                f'<timeline duration="{seconds}"><animate name="turn" at="0" duration="{seconds}" '
                f'curve="linear"><set view="panel" rotation="170" alpha="0.5"/>'
                f'<set view="chip" rotation="-100"/></animate></timeline></interface>')
    return path


def measured(args):
    """(processor seconds, peak resident bytes) of one run."""
    child = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    error = child.stderr.read().decode()
    if status != 0:
        sys.exit(f'{" ".join(args)} failed:\n{error}')
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024


def estimate(args):
    """(processor seconds, bytes) that `export` estimates, from its refusal."""
    result = subprocess.run(args + ['--limit', 'render-time=1e-9'], capture_output=True, text=True)
    found = ESTIMATE.search(result.stderr)
    if result.returncode != 1 or not found:
        sys.exit(f'no estimate from {" ".join(args)}:\n{result.stderr}')
    seconds, time_unit, size, size_unit = found.groups()
    return float(seconds) * UNITS[time_unit], float(size) * UNITS[size_unit]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--bin', default='.build/release/motionboard')
    ap.add_argument('--quick', action='store_true')
    args = ap.parse_args()
    if not os.access(args.bin, os.X_OK):
        sys.exit(f'{args.bin}: build it first (swift build -c release)')
    tmp = tempfile.mkdtemp(prefix='mb-estimates-')
    turning = scene(os.path.join(tmp, 'turning.xml'), 4, 4)
    labels = scene(os.path.join(tmp, 'labels.xml'), 400, 1)
    cases = [('Examples/login.xml', 'gif', 2), (turning, 'gif', 4), (turning, 'mp4', 2),
             ('Examples/login.xml', 'png', 2), ('Examples/login.xml', 'strip', 2),
             ('Examples/login.xml', 'webp', 2), ('Examples/login.xml', 'webm', 2),
             (turning, 'webp', 4), (turning, 'mp4', 4), (labels, 'gif', 2), (turning, 'png', 8)]
    if args.quick:
        cases = cases[:3]
    print('| input | format | scale | time est. | time | ratio | memory est. | memory | ratio |')
    print('|---|---|---|---|---|---|---|---|---|')
    passed = failed = 0
    for path, fmt, scale in cases:
        command = [args.bin, 'export', path, '--format', fmt, '--scale', str(scale), '--output', tmp,
                   '--jobs', '2', '--color', 'never']
        est_seconds, est_bytes = estimate(command)
        seconds, peak = measured(command + ['--limit', 'render-time=100000,render-memory=100000000000'])
        ok = peak <= est_bytes + BASELINE and 1 / 3 <= seconds / max(est_seconds, 1e-3) <= 3
        passed, failed = passed + ok, failed + (not ok)
        print(f'| {os.path.basename(path)} | {fmt} | {scale} | {est_seconds:.2f} s | {seconds:.2f} s | '
              f'{seconds / max(est_seconds, 1e-3):.2f} | {est_bytes / 2**20:.0f} MiB | {peak / 2**20:.0f} MiB | '
              f'{peak / max(est_bytes, 1):.2f} |' + ('' if ok else ' FAIL'))
    print(f'{passed} passed, {failed} failed')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
