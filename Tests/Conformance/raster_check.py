#!/usr/bin/env python3
"""Raster check: do the pictures `motionboard export` draws look as Chromium shows the SVG?

    python3 Tests/Conformance/raster_check.py [--bin .build/release/motionboard] [--scale 2]
        [--formats png,strip,gif,webp] FILE.xml ...

Each FILE.xml is exported as SVG and as the asked raster formats at --scale, the PNG twice (the
poster at the end, the default, and with --poster at the middle).  Chromium (headless, over the
DevTools protocol: the driver of browsers.py) opens the SVG at a device scale factor of
--scale, pauses and seeks it, and screenshots it at the times each picture shows.  Pictures are
compared with Pillow and numpy, per channel, as 0..255 values:

* png: mean absolute difference <= 2 per channel, and no 8x8 block (aligned, whole blocks)
  off by more than 32: a pixel is off by its largest channel difference, a block by the mean
  of its 64 pixels'.  (The strictest reading, every pixel within 32, does not hold: single
  pixels differ by up to 104 in Tests/Conformance/Scenes/image.xml, an enlarged image, and 94
  in Examples/stack.xml; this block mean reaches 18.6 there.)
* strip: the `motionboard:panels` text entry lists one panel per state of `frames --states`,
  labelled as it labels them, in that order, each at a time no earlier than its state's; each
  panel's picture (cropped at the rectangle the entry gives) must be that state: the pixel probes
  (probes.Scene: plain views, images, the root's background) predict it from the input and the
  state's frames (views whose `hidden` the timeline changes left unpredicted, as --states has no
  `hidden`), at least one probe, within 8/255; and where the timeline shows the state at the
  panel's time (`frames --at` there gives the state's frames), it is Chromium's picture then, as
  png.  (The panel's time is the exporter's; what the panel shows is checked against the model's
  states, so ten panels replaced by the last one fail.)
* gif (Pillow decodes and composites the frames): the delays add up to the timeline (plus one
  frame interval when it plays once) within one frame, either way; the frame count matches
  the timeline's, duration x fps rounded up (+1 when it plays once), within one frame, either
  way: a stored frame counts as the 1/fps frames it lasts (its delay in intervals, rounded, at
  least one), since a frame identical to the one before is merged into it, and no more frames
  are stored than the timeline has; every frame starts within 10 ms of a multiple of 1/fps; and
  the frames shown at 0, 1/4, 1/2, 3/4 of the timeline and the last are within a mean of 2 per
  channel of Chromium at their start times and the 8x8 rule, as png (measured over the Examples
  and Scenes: mean 0.56, worst block 11.5; the mean alone, then at 6, let a view drawn wrong pass).
* webp (lossless): the same, within a mean of 2 per channel (and the 8x8 rule).

A looping SVG seeked to its end shows its start again (SMIL repeats), so for a looping scene
the end is taken half a millisecond before it.  Exit status 0 when every check passes, 1 when
one fails, 2 on a setup problem.  Last line: `N passed, M failed`.
"""
import io, math, os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browsers import Chromium, Shots  # noqa: E402
from conformance_common import (arguments, each_input, export, frames_json, input_xml, launched,  # noqa: E402
                                need_binary, run)
from probes import Scene  # noqa: E402

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


def strip_panels(path):
    """The strip's pixels and its `motionboard:panels` entry: [(label, time, rectangle)], a line per
    panel of tab-separated fields: index, the time its label names, [the moment drawn,] the
    rectangle `x y w h` in pixels, the label."""
    with Image.open(path) as im:
        entry = im.text.get('motionboard:panels', '') if hasattr(im, 'text') else ''
        pixels = np.asarray(im.convert('RGB'), dtype=np.int16)
    panels = []
    for line in filter(None, entry.split('\n')):
        fields = line.split('\t')
        rect = next((f for f in fields if re.fullmatch(r'\d+ \d+ \d+ \d+', f)), '0 0 0 0')
        times = [float(f) for f in fields[1:fields.index(rect)]]
        panels.append((fields[-1], times[-1] if times else math.nan, tuple(map(int, rect.split()))))
    return pixels, panels


def shows(model, state, tolerance=0.01):
    """Does the presentation `model` (a `frames --at` time) show the model state's frames?"""
    return all(view in model and all(abs(model[view][k] - f[k]) <= (tolerance if k != 'rotation' else 0.1)
                                     for k in ('x', 'y', 'width', 'height', 'alpha', 'rotation', 'scaleX', 'scaleY'))
               for view, f in state.items())


def check_strip(path, shots, binary, xml, scene, scale, report):
    """One panel per state of `frames --states`, in order and labelled as it labels them; each
    panel's picture is that state: the pixel probes (probes.Scene) predict it from the input and
    the state's frames, and when the timeline shows the state at the panel's time (`frames --at`
    there gives the state's frames, and no later block has been called by then), it is
    Chromium's picture at that time, as png; the panels fill rows left to right, none
    overlapping.  The panel's time is the exporter's, but what it must show is the model's."""
    states = frames_json(binary, xml, '--states')['states']
    pixels, panels = strip_panels(path)
    report(len(panels) == len(states), f'strip: {len(panels)} panels, {len(states)} states')
    rects = [r for _, _, r in panels]
    apart = all(a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1] or b[1] + b[3] <= a[1]
                for i, a in enumerate(rects) for b in rects[i + 1:])
    rows = all((b[1], b[0]) > (a[1], a[0]) for a, b in zip(rects, rects[1:]))
    report(apart and rows, f'strip: {len(rects)} panels in rows, left to right, none overlapping')
    times = sorted({round(t, 3) for _, t, _ in panels if not math.isnan(t)})
    at = frames_json(binary, xml, '--at', ','.join(f'{t:.3f}' for t in times))['frames'] if times else {}
    for index, ((label, t, (x, y, w, h)), state) in enumerate(zip(panels, states)):
        report(label == state['label'] and t >= state['time'] - 5e-4,
               f'strip panel {index}: {label!r} at {t} s, state {state["label"]!r} from {state["time"]} s')
        picture = pixels[y:y + h, x:x + w]
        points = scene.points(state['frames'], picture.shape[1] / scale, picture.shape[0] / scale)
        off = []
        for probe, px, py, want in points:
            got = picture[min(int(py * scale), h - 1), min(int(px * scale), w - 1)]
            if max(abs(int(a) - b) for a, b in zip(got, want)) > 8:
                off.append(f'{probe} ({px:.1f}, {py:.1f}): expected #{bytes(want).hex().upper()} '
                           f'got #{bytes(int(c) for c in got).hex().upper()}')
        report(points and not off, f'strip panel {index} ({label}): {len(points)} probes of the state, '
               f'{len(off)} off' + ('' if points else ' (none can be predicted)') + ''.join('; ' + o for o in off[:4]))
        key = f'{round(t, 3):.3f}'
        # A later block called by then may change what frames does not give (a color, `hidden`,
        # a switch's `on`): the timeline shows the state only when none has been.
        later = [s['time'] for s in states[index + 1:]]
        if key in at and shows(at[key], state['frames']) and all(u > t + 5e-4 for u in later):
            report(*compare(f'strip panel {index} ({label}) at {t} s, where the timeline shows it', picture,
                            shots.at(t), 2))
        else:
            print(f'  --    strip panel {index} ({label}): the timeline does not show the state at {t} s '
                  '(a later block has begun): checked by its probes only')


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
                check_strip(stem + '.strip.png', shots, args.bin, xml, Scene(input_xml(args.bin, xml, tmp)),
                            args.scale, tally.report)
            if 'gif' in formats:
                check_animation('gif', stem + '.gif', shots, args.fps, 2, 32, tally.report)
            if 'webp' in formats:
                check_animation('webp', stem + '.webp', shots, args.fps, 2, 32, tally.report)


if __name__ == '__main__':
    sys.exit(main())
