#!/usr/bin/env python3
"""Does the exported SVG show inside an <img> as it does opened directly?

    python3 Tests/Conformance/img_conformance.py [--bin .build/debug/motionboard]
        [--browsers chromium,firefox] [--delay 20] FILE.xml ...

An <img> cannot be seeked or paused: its SMIL clock starts when it loads and runs on its own.  So
two states are compared, each where the picture holds still long enough to be captured:

* the end: each FILE.xml is exported (`BIN export FILE.xml --format svg`) and shown in an <img>;
  once every image has loaded and its timeline has run out (the longest `data-duration` + 1.5 s),
  the page is captured and each image's box compared with the SVG opened directly, paused and
  seeked to its duration (as svg_conformance.py seeks).  A looping export has no end: it is
  compared at its start only.
* the start: a copy of FILE.xml whose timeline starts --delay seconds late (every block's `at`
  moved by the delay, a first block without `at`/`after`/`with` given `at` = the delay, and the
  timeline's `duration` lengthened by it) is exported and shown in an <img> on the same page, which
  is captured at once (the capture must come less than --delay - 2 s after the page was asked
  for, or the run is a setup error); each of those images must match the original export opened
  directly and seeked to 0.  The delay is the "long initial delay": until it ends the animations
  hold their first keyframes, so the image shows the start of the timeline.

All images are on one page, laid out side by side in rows (each at its size, device scale 1, on
whole pixels), so each browser loads one page and waits once.  A box matches when the mean
absolute difference over its RGB channels is at most 0.5 (of 255) and at most 0.15 % of its
pixels differ by more than 24 in any channel (antialiasing at a few edges: an <img> rasterises
rotated edges a little differently, 0.105 % of turned.xml's end in Chromium 156, mean 0.06).  The
share is what catches a near-settled wrong state: springs.xml seeked to half its duration instead
of its end differs by a mean of only 0.305 but in 0.281 % of its pixels.  Every comparison
prints both figures.  Exit status 0 when every comparison passes, 1 when one fails, 2 on a setup
problem.  Last line: `N passed, M failed`.
"""
import json, math, os, re, shutil, sys, time
import xml.etree.ElementTree as ET
from html import escape

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browsers import SEEK_JS, Chromium, Firefox  # noqa: E402
from conformance_common import (SetupError, arguments, browser_names, export, launched, need_binary,  # noqa: E402
                                run, svg_root)

MEAN_LIMIT, SHARE_LIMIT, PIXEL_STEP = 0.5, 0.0015, 24
ROW_WIDTH, GAP = 2400, 8


def shifted(xml, delay, folder):
    """A copy of xml in folder whose timeline starts `delay` seconds later (None without a
    timeline); the other files of xml's folder are copied beside it (images it names)."""
    tree = ET.parse(xml)
    timeline = tree.getroot().find('timeline')
    if timeline is None or len(timeline) == 0:
        return None
    first = True
    for block in timeline:
        if not isinstance(block.tag, str):
            continue                                        # a comment
        if 'at' in block.attrib:
            block.set('at', repr(float(block.get('at')) + delay))
        elif first and not ({'after', 'with'} & set(block.attrib)):
            block.set('at', repr(float(delay)))
        first = False
    if 'duration' in timeline.attrib:
        timeline.set('duration', repr(float(timeline.get('duration')) + delay))
    os.makedirs(folder, exist_ok=True)
    source = os.path.dirname(os.path.abspath(xml))
    for name in os.listdir(source):
        if not name.endswith('.xml') and os.path.isfile(os.path.join(source, name)):
            shutil.copy(os.path.join(source, name), folder)
    path = os.path.join(folder, os.path.basename(xml))
    tree.write(path, encoding='UTF-8', xml_declaration=True)
    return path


def export_svg(binary, xml, folder):
    os.makedirs(folder, exist_ok=True)
    return export(binary, xml, folder, 'svg', expect=['.svg']) + '.svg'


def layout(items):
    """Place (w, h) boxes in rows no wider than ROW_WIDTH: [(x, y)], page width, page height."""
    x = y = row = width = 0
    places = []
    for w, h in items:
        if x and x + w > ROW_WIDTH:
            x, y, row = 0, y + row + GAP, 0
        places.append((x, y))
        x, row, width = x + w + GAP, max(row, h), max(width, x + w)
    return places, width, y + row


def pixels(png):
    """A screenshot as an (h, w, 3) integer array."""
    import io
    import numpy as np
    from PIL import Image
    return np.asarray(Image.open(io.BytesIO(png)).convert('RGB')).astype(int)


def compare(a, b):
    """(mean |a - b| over RGB, share of pixels off by more than PIXEL_STEP in a channel)."""
    import numpy as np
    d = np.abs(a - b)
    return float(d.mean()), float((d.max(axis=2) > PIXEL_STEP).mean())


def main():
    ap = arguments(__doc__, browsers='chromium,firefox')
    ap.add_argument('--delay', type=float, default=20)
    args = ap.parse_args()
    return run('mb-img-', check, args)


def check(args, tally, tmp):
    kinds = {'chromium': Chromium, 'firefox': Firefox}
    names = browser_names(args.browsers, kinds)
    try:
        import numpy  # noqa: F401
        import PIL  # noqa: F401
    except ImportError as e:
        raise SetupError(f'{e}: pip install numpy==2.4.6 pillow==13.0.0')
    need_binary(args.bin)
    # [(label, state, svg in the <img>, svg opened directly, seek ms, w, h)]
    cases = []
    for i, xml in enumerate(args.files):
        name = os.path.basename(xml)
        svg = export_svg(args.bin, xml, os.path.join(tmp, f'{i}-end'))
        w, h, duration = svg_root(svg)
        w, h = math.ceil(w), math.ceil(h)
        with open(svg) as f:
            loops = re.search(r'<svg\b[^>]*\bdata-loop="true"', f.read()) is not None
        if duration is None:
            raise SetupError(f'{svg}: the root has no data-duration')
        if not loops:
            cases.append((name, 'end', svg, svg, round(duration * 1000), w, h, duration))
        late = shifted(xml, args.delay, os.path.join(tmp, f'{i}-late-input'))
        if late:
            late_svg = export_svg(args.bin, late, os.path.join(tmp, f'{i}-late'))
            cases.append((name, 'start', late_svg, svg, 0, w, h, 0.0))
    places, page_w, page_h = layout([(c[5], c[6]) for c in cases])
    page = os.path.join(tmp, 'page.html')
    with open(page, 'w') as f:
        f.write('<!DOCTYPE html>\n<html><head><meta charset="utf-8"><style>html, body { margin: 0; '
                'background: #FFFFFF; } img { position: absolute; display: block; }</style></head>'
                '<body>\n')
        for (name, state, img, _, _, w, h, _), (x, y) in zip(cases, places):
            f.write(f'<img src="{escape(os.path.relpath(img, tmp))}" width="{w}" height="{h}" '
                    f'style="left: {x}px; top: {y}px" alt="{escape(name)} {state}">\n')
        f.write('</body></html>\n')
    wait = max([c[7] for c in cases if c[1] == 'end'], default=0) + 1.5
    print(f'{len(cases)} images ({sum(c[1] == "end" for c in cases)} end, '
          f'{sum(c[1] == "start" for c in cases)} start) on a {page_w}×{page_h} page')
    for name in names:
        with launched(kinds[name], name) as browser:
            asked = time.time()
            browser.load(page, page_w, page_h)        # returns after the load event: every <img> loaded
            first = pixels(browser.screenshot(page_w, page_h))
            late = time.time() - asked
            if late > args.delay - 2:
                raise SetupError(f'{browser.name}: the start was captured {late:.1f} s after the page was '
                                 f'asked for, too close to the {args.delay} s delay')
            time.sleep(max(0.0, wait - (time.time() - asked)))
            last = pixels(browser.screenshot(page_w, page_h))
            print(f'{browser.name}: start captured {late:.1f} s after loading began, end {time.time() - asked:.1f} s')
            for (label, state, _, direct, ms, w, h, _), (x, y) in zip(cases, places):
                browser.load(direct, w, h)
                browser.run(SEEK_JS, ms / 1000, browser.nudge)
                want = pixels(browser.screenshot(w, h))
                got = (first if state == 'start' else last)[y:y + h, x:x + w]
                if got.shape != want.shape:
                    raise SetupError(f'{browser.name}: {label}: the <img> box is {got.shape}, '
                                     f'the direct render {want.shape}')
                mean, share = compare(got, want)
                ok = mean <= MEAN_LIMIT and share <= SHARE_LIMIT
                tally.count(ok)
                print(f'  {label} [{browser.name}] {state} ({ms / 1000:g} s): <img> against the direct '
                      f'render: mean |diff| {mean:.3f}, {share * 100:.3f} % of pixels off by > {PIXEL_STEP}'
                      f' {"ok" if ok else "FAIL"}')


if __name__ == '__main__':
    sys.exit(main())
