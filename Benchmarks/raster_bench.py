#!/usr/bin/env python3
"""Raster benchmark: the GIF export's time and size against its peers, measured in one run.

    python3 Benchmarks/raster_bench.py [--bin .build/release/motionboard] [--runs 3] [FILE.xml]

For FILE.xml (default Examples/login.xml) at 2x and 30 fps:
* time: `motionboard export FILE --format gif`, its processor time (user + system, all threads)
  and its wall time, each the median of --runs; the budget is 2 s, checked on the processor
  time: on a shared machine the wall time measures the other programs too, and on a quiet
  one, where the export always has a core, its wall time is at most its processor time;
* ffmpeg's two-pass GIF (`palettegen`, then `paletteuse`, its defaults: 256 colors, Sierra-2-4A
  dithering) of our own frames (the lossless WebP export, decoded with Pillow and written as
  PNGs at 30 fps): its size, and each GIF's quality as the mean absolute difference (0..255)
  of its frames from those source frames, on the 30 fps grid (each frame taken in the middle
  of its 1/30 s, as GIF delays are centiseconds and a frame may start up to 5 ms late);
* Chromium: the same frames taken by seeking the SVG and screenshotting it at device scale 2,
  what users do today; the time ratio against our GIF export.
Prints a Markdown table (the README's) and, last, `N passed, M failed` for the two budgets
(time <= 2 s; our GIF no larger than ffmpeg's at equal or better quality).  Needs ffmpeg,
chromium, numpy and Pillow.
"""
import argparse, base64, io, math, os, resource, shutil, statistics, subprocess, sys, tempfile, time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'Tests', 'Conformance'))
from browsers import SEEK_JS, Chromium  # noqa: E402
from conformance_common import svg_root  # noqa: E402

import numpy as np
from PIL import Image


def run(args):
    started = time.perf_counter()
    subprocess.run(args, check=True, capture_output=True)
    return time.perf_counter() - started


def processor_time(args):
    """(processor seconds of the child, user + system; wall seconds)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall = run(args)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime, wall


def grid_frames(path, fps, count):
    """The picture shown at each 1/fps step of an animation file (GIF or WebP), RGB."""
    shown, start = [], 0
    with Image.open(path) as im:
        for index in range(im.n_frames):
            im.seek(index)
            im.load()
            shown.append((start, np.asarray(im.convert('RGB'), dtype=np.int16)))
            start += im.info.get('duration', 0)
    frames = []
    for i in range(count):
        t = (i + 0.5) * 1000 / fps
        frames.append([p for s, p in shown if s <= t][-1])
    return frames


def quality(frames, reference):
    return float(np.mean([np.abs(a - b).mean() for a, b in zip(frames, reference)]))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('file', nargs='?', default='Examples/login.xml')
    ap.add_argument('--bin', default='.build/release/motionboard')
    ap.add_argument('--runs', type=int, default=3)
    args = ap.parse_args()
    fps, scale = 30, 2
    for tool in ('ffmpeg', 'chromium'):
        if not shutil.which(tool):
            print(f'setup: {tool} not found', file=sys.stderr)
            return 2
    base = os.path.splitext(os.path.basename(args.file))[0]
    with tempfile.TemporaryDirectory(prefix='mb-raster-bench-') as tmp:
        common = [args.bin, 'export', args.file, '--scale', str(scale), '--fps', str(fps)]
        measured = [processor_time(common + ['--format', 'gif', '--output', os.path.join(tmp, f'gif{i}')])
                    for i in range(args.runs)]
        cpu_times, times = [m[0] for m in measured], [m[1] for m in measured]
        ours_cpu, ours_time = statistics.median(cpu_times), statistics.median(times)
        gif = os.path.join(tmp, 'gif0', base + '.gif')
        run(common + ['--format', 'svg,webp', '--output', tmp])
        svg, webp = os.path.join(tmp, base + '.svg'), os.path.join(tmp, base + '.webp')
        width, height, duration = svg_root(svg)
        count = math.ceil(duration * fps - 1e-9) + 1          # the frames and the end
        source = grid_frames(webp, fps, count)
        frames_dir = os.path.join(tmp, 'frames')
        os.makedirs(frames_dir)
        for i, frame in enumerate(source):
            Image.fromarray(frame.astype(np.uint8)).save(os.path.join(frames_dir, f'{i:04d}.png'), compress_level=1)
        palette, peer = os.path.join(tmp, 'palette.png'), os.path.join(tmp, 'ffmpeg.gif')
        pattern = os.path.join(frames_dir, '%04d.png')
        ffmpeg_time = run(['ffmpeg', '-v', 'error', '-y', '-framerate', str(fps), '-i', pattern,
                           '-vf', 'palettegen', palette])
        ffmpeg_time += run(['ffmpeg', '-v', 'error', '-y', '-framerate', str(fps), '-i', pattern, '-i', palette,
                            '-lavfi', 'paletteuse', '-loop', '-1', peer])
        ours_quality = quality(grid_frames(gif, fps, count), source)
        peer_quality = quality(grid_frames(peer, fps, count), source)
        ours_size, peer_size = os.path.getsize(gif), os.path.getsize(peer)

        browser = Chromium.launch()
        try:
            w, h = math.ceil(width), math.ceil(height)
            started = time.perf_counter()
            browser.call('Emulation.setDeviceMetricsOverride',
                         {'width': w, 'height': h, 'deviceScaleFactor': scale, 'mobile': False})
            browser.call('Page.navigate', {'url': 'file://' + os.path.abspath(svg)}, until='Page.loadEventFired')
            clip = {'x': 0, 'y': 0, 'width': w, 'height': h, 'scale': 1}
            for i in range(count):
                browser.run(SEEK_JS, min(i / fps, duration), browser.nudge)
                data = base64.b64decode(browser.call('Page.captureScreenshot', {'format': 'png', 'clip': clip})['data'])
                with open(os.path.join(tmp, 'shot.png'), 'wb') as f:
                    f.write(data)
            chromium_time = time.perf_counter() - started
        finally:
            browser.close()

    print(f'{args.file}: {duration:g} s at {scale}x ({w * scale}x{h * scale} px), {fps} fps, {count} frames; '
          f'our GIF export, median of {args.runs}: processor {", ".join(f"{t:.2f}" for t in cpu_times)} s, '
          f'wall {", ".join(f"{t:.2f}" for t in times)} s; load average {os.getloadavg()[0]:.1f}')
    print()
    print('| | time | size | mean abs. difference from our frames (0–255) |')
    print('|---|---|---|---|')
    print(f'| `motionboard export --format gif` | {ours_cpu:.2f} s processor, {ours_time:.2f} s wall | '
          f'{ours_size / 1024:.0f} KiB | {ours_quality:.4f} |')
    print(f'| ffmpeg `palettegen` + `paletteuse` of our frames | {ffmpeg_time:.2f} s (frames given) | '
          f'{peer_size / 1024:.0f} KiB | {peer_quality:.4f} |')
    print(f'| Chromium: seek and screenshot each frame | {chromium_time:.2f} s (screenshots alone, no GIF) | | |')
    print()
    print(f'Chromium screenshots take {chromium_time / ours_time:.1f}x as long as our whole GIF export (wall times).')
    passed = failed = 0
    for ok, text in [(ours_cpu <= 2.0, f'GIF export {ours_cpu:.2f} s of processor time (budget 2 s)'),
                     (ours_size <= peer_size and ours_quality <= peer_quality,
                      f'our GIF {ours_size} bytes at {ours_quality:.4f}, ffmpeg\'s {peer_size} bytes at {peer_quality:.4f}')]:
        print(('ok    ' if ok else 'FAIL  ') + text)
        passed, failed = passed + ok, failed + (not ok)
    print(f'{passed} passed, {failed} failed')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
