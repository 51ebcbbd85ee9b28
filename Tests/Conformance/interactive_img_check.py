#!/usr/bin/env python3
"""An <img> of an interactive SVG plays its scenario (docs/output.md, The interactive SVG).

    python3 Tests/Conformance/interactive_img_check.py LAYOUT.xml --code CODE.swift [--play a,b]
        [--bin .build/debug/motionboard] [--browsers chromium,firefox,webkit]

LAYOUT.xml is exported with `--interactive` (and --play, the scenario's taps), and the file is
shown in an <img>, which cannot be clicked, seeked nor paused: its clock starts when it loads.
So it is captured over and over until it has come to rest (data-duration + 1 s), and the captures
must show, in order, each 0.5 s gap of the scenario (where it holds still after a window) and its
rest: for each, the first capture after the previous match whose span of the <img>'s clock meets
the gap must match the same file opened directly, paused and seeked to the gap's middle.  The
span is read on the page's clock just before and after the capture, from the <img>'s load
event, widened by 1 s before (the SMIL clock starts when the image is first painted, later
under load) and 0.1 s after.  The order matters: a capture matches one gap at most, after the
previous gap's.  When some gap or the rest has no match, the page is loaded again, up to three
times (captures can be too sparse to land in a 0.5 s gap on a loaded machine); the last load's
comparisons count.  Pixels
match as in img_conformance.py: a mean absolute difference over RGB of at most 0.5 and at most
0.15 % of pixels off by more than 24.

The file seeked to each gap's middle is held to `frames --play` here too: exactly one group
shows, and every view's geometry is that of `frames --code … --play PATH` for the taps so far,
settled, within 0.25 pt (as interactive_check.py holds every 1/60 s of the windows); so the
captures compare the <img> with the frames of the path the scenario takes, not merely with
another rendering of the same file.  A `data-duration` other than the scenario's length fails.
Exit status 0 when every comparison passes, 1 when one fails, 2 on a setup problem.
"""
import json, math, os, sys
from html import escape

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browsers import SEEK_JS, Chromium, Firefox, WebKit  # noqa: E402
from conformance_common import (SetupError, arguments, browser_names, launched, need_binary,  # noqa: E402
                                run, run_binary, svg_root)
from img_conformance import MEAN_LIMIT, PIXEL_STEP, SHARE_LIMIT, compare, pixels  # noqa: E402
from interactive_check import MEASURE_JS, windows_of  # noqa: E402

KINDS = {'chromium': Chromium, 'firefox': Firefox, 'webkit': WebKit}
LENGTH_LIMIT, GAP = 0.25, 0.5
# The seconds since the <img>'s load event, on the page's clock.
CLOCK_JS = '() => window.mbLoaded === undefined ? null : (performance.now() - window.mbLoaded) / 1000'
# How far the <img>'s SMIL clock may be behind its load event (it starts when the image is
# first painted, in Chromium up to 0.3 s later when idle, more under load) and ahead of it.
LAG, LEAD = 1.0, 0.1
# Loads of the page before a gap no capture matched counts as failed: on a loaded machine the
# captures may be too sparse to land in a 0.5 s gap; a wrong picture fails every load.
ATTEMPTS = 3


def scenario(graph, windows, play):
    """The scenario's steps from state 0: (transition, its window's start, its length), each
    window after a 0.5 s gap; `play` the controls tapped, else each control once in order."""
    state, time, steps = 0, GAP, []
    for control in (play.split(',') if play else graph['controls']):
        i = next((i for i, t in enumerate(graph['transitions']) if t['from'] == state and t['control'] == control), None)
        if i is None:
            if play:
                raise SetupError(f'{control} has no transition from state {state}')
            continue
        steps.append((i, round(time, 3), windows[i][1]))
        time += windows[i][1] + GAP
        state = graph['transitions'][i]['to']
    return steps


def check(args, tally, tmp):
    need_binary(args.bin)
    try:
        import numpy  # noqa: F401
        import PIL  # noqa: F401
    except ImportError as e:
        raise SetupError(f'{e}: pip install numpy==2.4.6 pillow==13.0.0')
    names = browser_names(args.browsers, KINDS)
    code = ['--code', args.code]
    for layout in args.files:
        out = os.path.join(tmp, 'out')
        os.makedirs(out, exist_ok=True)
        run_binary([args.bin, 'export', layout, *code, '--interactive', '--format', 'svg', '--output', out,
                    *(['--play', args.play] if args.play else [])])
        svg = os.path.join(out, os.path.splitext(os.path.basename(layout))[0] + '.svg')
        width, height, duration = svg_root(svg)
        w, h = math.ceil(width), math.ceil(height)
        graph = json.loads(run_binary([args.bin, 'timeline', layout, *code, '--states', '16']))
        steps = scenario(graph, windows_of(svg), args.play)
        if abs(steps[-1][1] + steps[-1][2] + GAP - duration) > 0.0015:
            tally.report(False, f'{svg}: data-duration {duration} s, but the scenario '
                                f'{[graph["transitions"][i]["control"] for i, _, _ in steps]} ends at '
                                f'{steps[-1][1] + steps[-1][2] + GAP:.3f} s')
            continue
        # The gaps after each window: (their start, their end, the taps so far), and the rest.
        gaps, path = [], []
        for i, start, length in steps:
            path.append(graph['transitions'][i]['control'])
            gaps.append((round(start + length, 3), round(start + length + GAP, 3), list(path)))
        rest = round(duration + 1, 3)
        # The seeked file against frames: each gap's middle shows the path's settled frames.
        want = []
        for begin, end, taps in gaps:
            play = ','.join(f'{c}@{1000 * (n + 1)}' for n, c in enumerate(taps))
            settled = f'{1000.0 * (len(taps) + 1) - 1:.3f}'
            frames = json.loads(run_binary([args.bin, 'frames', layout, *code, '--play', play, '--at', settled]))
            want.append(frames['frames'][settled])
        page = os.path.join(tmp, 'page.html')
        with open(page, 'w') as f:
            f.write('<!DOCTYPE html>\n<html><head><meta charset="utf-8"><style>html, body { margin: 0; '
                    'background: #FFFFFF; } img { position: absolute; display: block; left: 0; top: 0 }'
                    '</style></head><body>\n'
                    f'<img src="{escape(os.path.relpath(svg, tmp))}" width="{w}" height="{h}" alt="" '
                    'onload="window.mbLoaded = performance.now()">\n'
                    '</body></html>\n')
        stops = gaps + [(rest, rest, None)]
        for name in names:
            with launched(KINDS[name], name) as browser:
                # The file seeked to each gap's middle and to its rest: its frames, its pixels.
                directs = []
                for (begin, end, taps), frame in zip(stops, want + [None]):
                    t = round((begin + end) / 2, 3) if taps else rest
                    browser.load(svg, w, h)
                    if frame is not None:
                        got = json.loads(browser.run(MEASURE_JS, t + browser.nudge, None))
                        off = [v for v, fields in frame.items() if v not in got['views'] or max(
                            abs(a - b) for a, b in zip(got['views'][v][:4],
                                                       [fields['x'], fields['y'], fields['width'], fields['height']]))
                            > LENGTH_LIMIT]
                        tally.report(not off and len(got['shown']) == 1,
                                     f'{name}: seeked to {t} s (after {",".join(taps)}): {got["shown"]} shows'
                                     + (f', off the frames: {off}' if off else ', the frames of the path'))
                    browser.run(SEEK_JS, t, browser.nudge)
                    directs.append((t, pixels(browser.screenshot(w, h))))
                for attempt in range(1, ATTEMPTS + 1):
                    lines = play_once(browser, name, page, w, h, rest, stops, directs)
                    if all(ok for ok, _ in lines) or attempt == ATTEMPTS:
                        break
                    print(f'{name}: attempt {attempt} of {ATTEMPTS} matched '
                          f'{sum(ok for ok, _ in lines)} of {len(lines)}: the page loaded again')
                for ok, text in lines:
                    tally.report(ok, text)


def play_once(browser, name, page, w, h, rest, stops, directs):
    """One load of the page: the <img> captured over and over until it has come to rest, each
    capture kept with the span of the <img>'s clock it may show; then, for each gap and the rest,
    the first capture after the previous match whose span meets it and which matches the file
    seeked there.  [(ok, line)]."""
    browser.load(page, w, h)
    captures = []
    while True:
        # The page's clock around the capture, from the <img>'s load event.
        before = browser.run(CLOCK_JS)
        png = browser.screenshot(w, h)
        after = browser.run(CLOCK_JS)
        if before is None or after is None:
            raise SetupError(f'{name}: the <img> has not loaded')
        captures.append((before - LAG, after + LEAD, png))
        if before > rest + LEAD:
            break
    print(f'{name}: {len(captures)} captures in {captures[-1][1] - LEAD:.1f} s of the <img>\'s clock')
    found, lines = 0, []
    for (begin, end, taps), (t, direct) in zip(stops, directs):
        match, best = None, None
        for k in range(found, len(captures)):
            early, late, png = captures[k]
            if late < begin or (taps and early > end):
                continue
            mean, share = compare(pixels(png), direct)
            if best is None or mean < best[0]:
                best = (mean, share, early, late)
            if mean <= MEAN_LIMIT and share <= SHARE_LIMIT:
                match = k
                break
        where = 'its rest' if not taps else f'the gap {begin}–{end} s (after {",".join(taps)})'
        if match is None:
            lines.append((False, f'{name}: no capture of the <img> in {where} matches the file seeked to {t} s'
                                 + (f'; the closest: mean |diff| {best[0]:.3f}, {best[1] * 100:.3f} % of pixels '
                                    f'off by > {PIXEL_STEP}, at {best[2]:.2f}–{best[3]:.2f} s' if best else
                                    '; none was taken then')))
        else:
            early, late, _ = captures[match]
            lines.append((True, f'{name}: the <img> at {early:.2f}–{late:.2f} s shows {where} as the file '
                                f'seeked to {t} s does'))
            found = match + 1
    return lines


def main():
    parser = arguments(__doc__, browsers='chromium,firefox,webkit')
    parser.add_argument('--code', required=True, help="the view controller's code")
    parser.add_argument('--play', help="the scenario's taps, as export --interactive --play takes them")
    return run('mb-interactive-img-', check, parser.parse_args())


if __name__ == '__main__':
    sys.exit(main())
