#!/usr/bin/env python3
"""Raster check: do the pictures `motionboard export` draws look as Chromium shows the SVG?

    python3 Tests/Conformance/raster_check.py [--bin .build/release/motionboard] [--scale 2]
        [--formats png,strip,gif,webp] FILE.xml ...

Each FILE.xml is exported as SVG and as the asked raster formats at --scale, the PNG twice (the
poster at the end, the default, and with --poster at the middle).  Chromium (headless, over the
DevTools protocol: the driver of svg_conformance.py) opens the SVG at a device scale factor of
--scale, pauses and seeks it, and screenshots it at the times each picture shows.  Pictures are
compared with Pillow and numpy, per channel, as 0..255 values:

* png: mean absolute difference <= 2 per channel, and no 8x8 block (aligned, whole blocks)
  off by more than 32: a pixel is off by its largest channel difference, a block by the mean
  of its 64 pixels'.  (The strictest reading, every pixel within 32, does not hold: single
  pixels differ by up to 104 in Tests/Conformance/Scenes/image.xml, an enlarged image, and 94
  in Examples/stack.xml; this block mean reaches 18.6 there.)
* strip: the `motionboard:panels` text entry lists one panel per state of `frames --states`,
  with its label and time, in that order, and the time the state is complete, not before its
  own; panels fill rows left to right, none overlapping.  Each panel shows its state, not a
  moment of the animation, so it is checked against the state: the pixel probes of
  svg_conformance.py (plain opaque views, their colors inside their corners and beyond their
  edges) at the frames `frames --states` gives it, each within 8 per channel (a view whose
  `hidden` the timeline changes is not predicted, as the states do not say it); and, where the
  animation rests in the state at the time the panel names (no later block called by then,
  and `frames --at` that time equal to the state's frames, rotation and scale included), the
  whole panel against Chromium at that time, as png.
* gif (Pillow decodes and composites the frames): the delays add up to the timeline (plus one
  frame interval when it plays once) within one frame, either way; the frame count matches
  the timeline's, duration x fps rounded up (+1 when it plays once), within one frame, either
  way: a stored frame counts as the 1/fps frames it lasts (its delay in intervals, rounded, at
  least one), since a frame identical to the one before is merged into it, and no more frames
  are stored than the timeline has; every frame starts within 10 ms of a multiple of 1/fps; and
  the frames shown at 0, 1/4, 1/2, 3/4 of the timeline and the last are within a mean of 6 per
  channel of Chromium at their start times.
* webp (lossless): the same, within a mean of 2 per channel (and the 8x8 rule).

A looping SVG seeked to its end shows its start again (SMIL repeats), so for a looping scene
the end is taken half a millisecond before it.  Exit status 0 when every check passes, 1 when
one fails, 2 on a setup problem.  Last line: `N passed, M failed`.
"""
import io, json, math, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from conformance_common import (SetupError, arguments, each_input, export, launched, need_binary,  # noqa: E402
                                run, run_binary)
from svg_conformance import Chromium, SEEK_JS, Scene, svg_root  # noqa: E402

try:
    import numpy as np
    from PIL import Image
except ImportError as e:                # pragma: no cover
    print(f'setup: {e}: python3 -m pip install numpy pillow', file=sys.stderr)
    sys.exit(2)


def decode(data):
    return np.asarray(Image.open(io.BytesIO(data)).convert('RGB'), dtype=np.int16)


def compare(name, ours, theirs, mean_limit, block_limit=32):
    """(ok, message): mean absolute difference per channel, and the worst 8x8 block (the mean,
    over its pixels, of each pixel's largest channel difference)."""
    if ours.shape != theirs.shape:
        return False, f'{name}: size {ours.shape[1]}x{ours.shape[0]}, Chromium {theirs.shape[1]}x{theirs.shape[0]}'
    diff = np.abs(ours - theirs).astype(np.float64)
    mean = diff.reshape(-1, 3).mean(axis=0)
    h, w = (diff.shape[0] // 8) * 8, (diff.shape[1] // 8) * 8
    blocks = diff[:h, :w].max(axis=2).reshape(h // 8, 8, w // 8, 8).mean(axis=(1, 3))
    worst = np.unravel_index(np.argmax(blocks), blocks.shape)
    block = blocks[worst]
    ok = mean.max() <= mean_limit and (block_limit is None or block <= block_limit)
    text = (f'{name}: mean |diff| {mean.max():.2f}/255 (limit {mean_limit}), worst 8x8 block '
            f'{block:.1f}/255 at ({worst[1] * 8}, {worst[0] * 8})' + (f' (limit {block_limit})' if block_limit else ''))
    return ok, text


class Shots:
    """Chromium screenshots of one SVG at device scale `scale`, by time in ms."""

    def __init__(self, browser, svg, scale):
        self.browser, self.svg, self.scale, self.cache = browser, svg, scale, {}
        w, h, self.duration = svg_root(svg)
        self.w, self.h = math.ceil(w), math.ceil(h)
        self.loops = 'data-loop="true"' in open(svg, encoding='utf-8').read(2000)
        browser.call('Emulation.setDeviceMetricsOverride',
                     {'width': self.w, 'height': self.h, 'deviceScaleFactor': scale, 'mobile': False})
        r = browser.call('Page.navigate', {'url': 'file://' + os.path.abspath(svg)}, until='Page.loadEventFired')
        if r.get('errorText'):
            raise SetupError(f'chromium cannot open {svg}: {r["errorText"]}')

    def at(self, seconds):
        ms = round(seconds * 1000, 3)
        if ms not in self.cache:
            t = seconds
            if self.loops and t >= self.duration - 1e-9:
                t = self.duration - 0.0005
            self.browser.run(SEEK_JS, t, self.browser.nudge)
            clip = {'x': 0, 'y': 0, 'width': self.w, 'height': self.h, 'scale': 1}
            import base64
            data = base64.b64decode(self.browser.call('Page.captureScreenshot', {'format': 'png', 'clip': clip})['data'])
            self.cache[ms] = decode(data)
        return self.cache[ms]


def animation_frames(path):
    """Pillow's composited frames of a GIF or WebP: [(start ms, duration ms, RGB array)]."""
    frames, start = [], 0
    with Image.open(path) as im:
        for index in range(getattr(im, 'n_frames', 1)):
            im.seek(index)
            im.load()                   # WebP: the frame's duration is known once it is loaded
            duration = im.info.get('duration', 0)
            frames.append((start, duration, np.asarray(im.convert('RGB'), dtype=np.int16)))
            start += duration
    return frames


def check_animation(kind, path, shots, fps, mean_limit, block_limit, report):
    frames = animation_frames(path)
    duration = shots.duration
    interval = 1000 / fps
    expected = duration * 1000 + (0 if shots.loops else interval)
    total = sum(f[1] for f in frames)
    report(abs(total - expected) <= interval,
           f'{kind}: {len(frames)} frames lasting {total} ms, the timeline {expected:.0f} ms (within {interval:.1f})')
    most = math.ceil(duration * fps - 1e-9) + (0 if shots.loops else 1)
    shown = sum(max(1, round(f[1] / interval)) for f in frames)
    report(1 <= len(frames) <= max(1, most) and abs(shown - most) <= 1,
           f'{kind}: {len(frames)} frames stored, showing {shown} frames of 1/{fps:g} s; '
           f'the timeline has {most} (within one)')
    if kind == 'gif':
        off = max(abs(f[0] - round(f[0] / interval) * interval) for f in frames)
        report(off <= 10, f'gif: frame starts within {off:.1f} ms of the 1/fps grid (limit 10)')
    samples = sorted({0, duration / 4, duration / 2, 3 * duration / 4})
    for t in samples:
        # The frame on screen at t (the grid time at or before it).
        grid = math.floor(t * fps + 1e-9) / fps
        shown = [f for f in frames if f[0] <= grid * 1000 + 5]
        start, _, pixels = shown[-1]
        ok, text = compare(f'{kind} at {grid:.3f} s', pixels, shots.at(grid), mean_limit, block_limit)
        report(ok, text)
    start, _, pixels = frames[-1]
    last = duration if not shots.loops else math.floor(duration * fps - 1e-9) / fps
    ok, text = compare(f'{kind} last frame ({last:.3f} s)', pixels, shots.at(last), mean_limit, block_limit)
    report(ok, text)


class StateScene(Scene):
    """The probes of a state: a view whose `hidden` the timeline changes is unknown where it
    could show, since `frames --states` does not say whether it is hidden."""

    def state(self, vid, fr, px, py):
        where = super().state(vid, fr, px, py)
        if where != 'out' and any('hidden' in self.changed.get(v, ()) for v in self.chain(vid)):
            return 'unknown'
        return where


def resting(state, presented):
    """Does the animation show the state: every view's frame, alpha, rotation and scale?"""
    keys = ('x', 'y', 'width', 'height', 'alpha', 'rotation', 'scaleX', 'scaleY')
    return all(abs(presented[v][k] - f[k]) < 1e-6 for v, f in state['frames'].items() for k in keys)


def check_strip(path, xml, binary, shots, states, scale, report):
    with Image.open(path) as im:
        entry = im.text.get('motionboard:panels', '') if hasattr(im, 'text') else ''
        pixels = np.asarray(im.convert('RGB'), dtype=np.int16)
    panels = [line.split('\t') for line in entry.split('\n') if line]
    report(len(panels) == len(states), f'strip: {len(panels)} panels, {len(states)} states')
    rects = [tuple(map(int, p[3].split())) for p in panels]
    apart = all(a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1] or b[1] + b[3] <= a[1]
                for i, a in enumerate(rects) for b in rects[i + 1:])
    rows = all((b[1], b[0]) > (a[1], a[0]) for a, b in zip(rects, rects[1:]))
    report(apart and rows, f'strip: {len(rects)} panels in rows, left to right, none overlapping')
    scene = StateScene(xml)
    completes = [float(p[2]) for p in panels]
    keys = [f'{t:.3f}' for t in completes]
    presented = json.loads(run_binary([binary, 'frames', xml, '--at', ','.join(keys)]))['frames'] if keys else {}
    for number, (panel, state) in enumerate(zip(panels, states)):
        index, time_text, complete_text, rect, label = panel
        report(label == state['label'] and abs(float(time_text) - state['time']) < 5e-4,
               f'strip panel {index}: {label!r} at {time_text} s, state {state["label"]!r} at {state["time"]} s')
        x, y, w, h = map(int, rect.split())
        complete = float(complete_text)
        report(complete >= state['time'] - 5e-4,
               f'strip panel {index}: complete at {complete} s, not before its state ({state["time"]} s)')
        crop = pixels[y:y + h, x:x + w]
        for name, px, py, want in scene.points(state['frames'], w / scale, h / scale):
            got = tuple(int(c) for c in crop[int(py * scale), int(px * scale)])
            ok = max(abs(a - b) for a, b in zip(got, want)) <= 8
            report(ok, f'strip panel {index} ({label}) {name} ({px:.1f}, {py:.1f}): expected '
                       f'#{bytes(want).hex().upper()} got #{bytes(got).hex().upper()}')
        later = [s['time'] for s in states[number + 1:]]
        if all(t > complete + 5e-4 for t in later) and resting(state, presented[keys[number]]):
            ok, text = compare(f'strip panel {index} ({label}) at rest at {complete} s', crop, shots.at(complete), 2)
            report(ok, text)


def main():
    ap = arguments(__doc__, '.build/release/motionboard')
    ap.add_argument('--scale', type=float, default=2)
    ap.add_argument('--fps', type=float, default=30)
    ap.add_argument('--formats', default='png,strip,gif,webp')
    args = ap.parse_args()
    return run('mb-raster-', check, args)


def check(args, tally, tmp):
    formats = [f for f in args.formats.split(',') if f]
    need_binary(args.bin)
    options = ['--scale', str(args.scale), '--fps', str(args.fps)]
    with launched(Chromium) as browser:
        for xml, out in each_input(args.files, tmp):
            stem = export(args.bin, xml, out, ','.join(['svg'] + formats), *options)
            shots = Shots(browser, stem + '.svg', args.scale)
            if 'png' in formats:
                with open(stem + '.png', 'rb') as f:
                    tally.report(*compare('png poster at the end', decode(f.read()), shots.at(shots.duration), 2))
                middle = round(shots.duration / 2, 3)
                poster = export(args.bin, xml, os.path.join(out, 'middle'), 'png', *options, '--poster', str(middle))
                with open(poster + '.png', 'rb') as f:
                    tally.report(*compare(f'png poster at {middle} s', decode(f.read()), shots.at(middle), 2))
            if 'strip' in formats:
                states = json.loads(run_binary([args.bin, 'frames', xml, '--states']))['states']
                check_strip(stem + '.strip.png', xml, args.bin, shots, states, args.scale, tally.report)
            if 'gif' in formats:
                check_animation('gif', stem + '.gif', shots, args.fps, 6, None, tally.report)
            if 'webp' in formats:
                check_animation('webp', stem + '.webp', shots, args.fps, 2, 32, tally.report)


if __name__ == '__main__':
    sys.exit(main())
