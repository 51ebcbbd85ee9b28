#!/usr/bin/env python3
"""Contrast check: is every text of an export readable in dark mode (WCAG's 3:1)?

    python3 Tests/Conformance/contrast_check.py [--bin .build/release/motionboard]
        [--appearance dark] [--scale 2] [--ratio 3] FILE.xml|PATH.storyboard#SCENE ...

Each input is exported with `--appearance dark` as PNG (the picture Cairo draws, at --scale
pixels per point) twice: at the start of its timeline (`--poster 0`) and at its end (the
default still picture).  The views that show text are read from the input (a storyboard's scene
`convert`ed, as the other checks read it): a label's or text view's text, a text field's text,
a button's title, a segmented control's segments, a table view's rows.  `frames --at` gives each
one's frame at those times; a view that is hidden, transparent (its alpha, or an ancestor's, is
0), rotated or scaled there, clipped away by an ancestor that clips, or mostly outside the
picture is skipped, and said so.  A text field that shows only its placeholder is skipped too:
UIKit's placeholderText is below 3:1 in both appearances by design (#3C3C43 at 30 % on white is
1.5:1), and the check is about the text an app shows.

In the picture, inside the middle of the view's frame (a row's rectangle for a table view's
rows): its vertical middle 60 %, and in from each side by half its height (a capsule's corners
show the color around it, which is not the text's background), the background is the most
frequent color, and the text's color the most contrasting one that
covers at least 4 pixels together with those more contrasting still (so that antialiasing and
a stray pixel do not decide).  The WCAG contrast ratio of the two, (L1 + 0.05) / (L2 + 0.05)
with L the relative luminance of sRGB, must be at least --ratio (3, WCAG's minimum for large
text and for user interface components).  Text drawn in the color under it has no pixel that
differs, and a ratio of 1.

Exit status 0 when every text passes, 1 when one fails, 2 on a setup problem.  Last line:
`N passed, M failed`.
"""
import os, sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from conformance_common import (SetupError, arguments, each_input, export, frames_json, input_xml,  # noqa: E402
                                need_binary, run, svg_root)

try:
    import numpy as np
    from PIL import Image
except ImportError as e:                # pragma: no cover
    print(f'setup: {e}: python3 -m pip install numpy pillow', file=sys.stderr)
    sys.exit(2)

# The least number of pixels the text's color must cover (with the colors more contrasting).
TEXT_PIXELS = 4


def luminance(rgb):
    """WCAG's relative luminance of sRGB colors (an array of ... x 3, 0..255)."""
    c = np.asarray(rgb, dtype=np.float64) / 255
    linear = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    return linear @ np.array([0.2126, 0.7152, 0.0722])


def ratio(l1, l2):
    return (np.maximum(l1, l2) + 0.05) / (np.minimum(l1, l2) + 0.05)


def text_contrast(pixels):
    """(ratio, text color, background color) of a crop of the picture (h x w x 3)."""
    colors, counts = np.unique(pixels.reshape(-1, 3), axis=0, return_counts=True)
    background = colors[np.argmax(counts)]
    ratios = ratio(luminance(colors), luminance(background))
    order = np.argsort(-ratios, kind='stable')
    covered = np.cumsum(counts[order])
    k = min(int(np.searchsorted(covered, TEXT_PIXELS)), len(order) - 1)
    return float(ratios[order][k]), colors[order][k], background


def hex_color(rgb):
    return '#' + ''.join(f'{int(v):02X}' for v in rgb)


def texts(xml_path):
    """The views of the input that show text: [(id, what, [ancestor ids], row index or None)],
    with the ids of the views that clip their subviews, and each view's rowHeight."""
    root = ET.parse(xml_path).getroot()
    found, clipping, row_heights = [], set(), {}

    def walk(element, ancestors):
        for subviews in element.findall('subviews'):
            for view in subviews:
                vid = view.get('id')
                if vid is None:
                    continue
                if view.get('clipsToBounds') == 'true':
                    clipping.add(vid)
                kind = view.tag
                if kind in ('label', 'textView', 'textField') and view.get('text'):
                    found.append((vid, f'{kind} {view.get("text")!r}', ancestors, None))
                elif kind == 'button' and view.get('title'):
                    found.append((vid, f'button {view.get("title")!r}', ancestors, None))
                elif kind == 'segmentedControl' and view.get('segments'):
                    found.append((vid, f'segments {view.get("segments")!r}', ancestors, None))
                elif kind == 'tableView':
                    row_heights[vid] = float(view.get('rowHeight', '44'))
                    for index, row in enumerate(view.findall('row')):
                        if row.get('text'):
                            found.append((vid, f'row {row.get("text")!r}', ancestors, index))
                walk(view, ancestors + [vid])
    walk(root, ['root'])
    return found, clipping, row_heights


def visible_rect(vid, ancestors, frames, clipping, width, height):
    """The view's rectangle in points, cut by the ancestors that clip and by the picture; None
    with why where it is not shown as it is."""
    for name in [vid] + ancestors:
        f = frames.get(name)
        if f is None:
            return None, f'no frame for {name}'
        if f.get('hidden') or f['alpha'] == 0:
            return None, 'hidden' if f.get('hidden') else 'transparent'
        if name == vid and (f['rotation'] != 0 or f['scaleX'] != 1 or f['scaleY'] != 1):
            return None, 'rotated or scaled'
    f = frames[vid]
    x0, y0, x1, y1 = f['x'], f['y'], f['x'] + f['width'], f['y'] + f['height']
    for name in ancestors:
        if name in clipping:
            a = frames[name]
            x0, y0 = max(x0, a['x']), max(y0, a['y'])
            x1, y1 = min(x1, a['x'] + a['width']), min(y1, a['y'] + a['height'])
    area = max(0, x1 - x0) * max(0, y1 - y0)
    shown = max(0, min(x1, width) - max(x0, 0)) * max(0, min(y1, height) - max(y0, 0))
    if area <= 0:
        return None, 'clipped away'
    if shown < 0.6 * area:
        return None, 'mostly outside the picture'
    return (max(x0, 0), max(y0, 0), min(x1, width), min(y1, height)), None


def check_picture(label, png, frames, found, clipping, row_heights, scale, limit, tally):
    image = np.asarray(Image.open(png).convert('RGB'), dtype=np.int16)
    height, width = image.shape[0] / scale, image.shape[1] / scale
    for vid, what, ancestors, row in found:
        rect, why = visible_rect(vid, ancestors, frames, clipping, width, height)
        if rect is not None and row is not None:
            top = frames[vid]['y'] + row * row_heights[vid]
            rect = (rect[0], max(rect[1], top), rect[2], min(rect[3], top + row_heights[vid]))
            if rect[3] - rect[1] < 0.6 * row_heights[vid]:
                rect, why = None, 'row clipped away'
        if rect is None:
            print(f'  --    {label}: {vid} ({what}) skipped: {why}')
            continue
        # The middle of the rectangle: its vertical middle 60 %, and in from the sides by half its
        # height, so that a capsule's or a rounded field's corners (the color around them) are
        # not taken for the text.
        x0, y0, x1, y1 = rect
        inset = min((y1 - y0) / 2, (x1 - x0) / 4)
        x0, x1, y0, y1 = x0 + inset, x1 - inset, y0 + 0.2 * (y1 - y0), y1 - 0.2 * (y1 - y0)
        x0, y0, x1, y1 = (int(round(v * scale)) for v in (x0, y0, x1, y1))
        if x1 - x0 < 2 or y1 - y0 < 2:
            print(f'  --    {label}: {vid} ({what}) skipped: smaller than 2 pixels')
            continue
        value, text, background = text_contrast(image[y0:y1, x0:x1])
        tally.report(value >= limit,
                     f'{label}: {vid} ({what}) {hex_color(text)} on {hex_color(background)}: '
                     f'{value:.2f}:1 (limit {limit:g}:1)')


def check(args, tally, tmp):
    need_binary(args.bin)
    for arg, out in each_input(args.files, tmp):
        xml = input_xml(args.bin, arg, tmp)
        found, clipping, row_heights = texts(xml)
        if not found:
            raise SetupError(f'{arg}: no view shows text; nothing to check')
        options = ['--appearance', args.appearance, '--scale', str(args.scale)]
        end = export(args.bin, arg, out, 'svg,png', *options, expect=('.svg', '.png'))
        duration = svg_root(end + '.svg')[2] or 0
        start_out = os.path.join(out, 'start')
        start = export(args.bin, arg, start_out, 'png', *options, '--poster', '0', expect=('.png',))
        at = frames_json(args.bin, arg, '--at', f'0,{duration:g}')
        by_time = list(at['frames'].values())
        for name, png, frames in ((f'{arg} {args.appearance} at 0 s', start + '.png', by_time[0]),
                                  (f'{arg} {args.appearance} at {duration:g} s (end)', end + '.png',
                                   by_time[-1])):
            check_picture(name, png, frames, found, clipping, row_heights, args.scale, args.ratio, tally)


def main():
    parser = arguments(__doc__)
    parser.add_argument('--appearance', default='dark', choices=['light', 'dark'])
    parser.add_argument('--scale', type=float, default=2)
    parser.add_argument('--ratio', type=float, default=3)
    return run('mb-contrast-', check, parser.parse_args())


if __name__ == '__main__':
    sys.exit(main())
