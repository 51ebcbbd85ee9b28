#!/usr/bin/env python3
"""Browser check of the appearance and reduced motion: does an `--appearance auto` SVG show the
reader's color scheme, and the still picture when they ask for reduced motion?

    python3 Tests/Conformance/appearance_check.py [--bin .build/debug/motionboard]
        [--browsers chromium,firefox,webkit] [FILE.xml]

FILE.xml (default: Tests/Conformance/Appearance/appearance.xml, a systemBackground root, a
`title` label in `label` on secondarySystemBackground (so that its text's color cannot be
mistaken for the root's) and a `box` that waits 2 s (a margin for slow loads), then moves
150 pt right in 0.5 s and turns from systemBlue to systemRed) is exported with `--appearance
auto`, and with `--appearance both` (NAME-light.svg, NAME-dark.svg and the `<picture>` snippet
that export prints).  Each browser is started four times, with the reader's preferences set as a
user sets them, not emulated: light or dark, motion or reduced motion (Chromium:
--force-dark-mode, --force-prefers-reduced-motion; Firefox: ui.systemUsesDarkTheme,
ui.prefersReducedMotion; WebKit: the MiniBrowser's --dark-mode and GTK's
gtk-enable-animations=0, see browsers.WebKit.media; Chromium's DevTools emulation of
reduced motion does not reach SVG images, so it is not used).  The auto SVG is opened as a page
and inside an <img>, and the snippet in a page; a screenshot is taken at once and another 3 s
later (after the motion's end), and:
* the root's pixels are systemBackground's value in that scheme (white, black);
* the title's frame holds a pixel of `label`'s value (black, white), the text's color, and
  its background is secondarySystemBackground's (#F2F2F7, #1C1C1E);
* after the end, the box shows systemRed's value (#FF3B30, #FF453A) at its end position;
* with motion: the first screenshot shows the box in systemBlue's value (#007AFF, #0A84FF) at
  its start, before the motion (the file plays);
* with reduced motion: the first screenshot already shows the end (the still picture), and the
  two screenshots are the same pixels (nothing moves).
KNOWN lists what an engine shows otherwise (WebKitGTK 2.50's <img> in dark mode is light): those
colors are checked as the engine shows them and counted as skipped, never as passed.
The expected colors are UIKit's values (docs/format.md, Colors), written here, not read from the
code under test.  Tolerance 8/255.  Last line: `N passed, M failed` (`, K skipped` when
KNOWN applied); exit status 0, 1 on a failure, 2 on a setup problem.
"""
import os, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browsers  # noqa: E402  (the browser drivers)
from conformance_common import (SetupError, arguments, browser_names, export, launched, need_binary,  # noqa: E402
                                run, run_binary)

WIDTH, HEIGHT = 240, 160
# UIKit's values, light and dark (docs/format.md, Colors).
EXPECTED = {
    'light': {'background': (255, 255, 255), 'label': (0, 0, 0), 'blue': (0, 122, 255),
              'red': (255, 59, 48), 'secondary': (242, 242, 247)},
    'dark': {'background': (0, 0, 0), 'label': (255, 255, 255), 'blue': (10, 132, 255),
             'red': (255, 69, 58), 'secondary': (28, 28, 30)},
}
ROOT_POINT = (230, 80)              # the root's background, away from the views
TITLE = (10, 10, 230, 70)           # the title's frame: x0, y0, x1, y1
TITLE_BACKGROUND = (225, 15)        # inside the title's frame, right of its text
BOX_START, BOX_END = (30, 120), (180, 120)   # the box's center before and after the motion


# What an engine is known to show otherwise, by (browser, scheme, how): the scheme it shows and
# why.  WebKitGTK 2.50 gives an SVG image no dark appearance: an <img> evaluates
# (prefers-color-scheme) as light whatever the page's (WebKit bugs 199134 and 283489, fixed in
# WebKit after 2.50 by setting the image's page from the system appearance; Safari had the same
# bug).  Its colors are checked against what it shows and counted as skipped; the motion check
# (nothing moves, or it moves) counts as any other check.  The <picture> of --appearance both, whose media query
# the page evaluates, is the way for Safari, and is checked in every browser.
KNOWN = {('webkit', 'dark', 'img'): ('light', 'WebKit bug 199134')}


def chromium(dark, reduce):
    class Preferring(browsers.Chromium):
        def start(self, args, **kw):
            flags = (['--force-dark-mode'] if dark else []) + (['--force-prefers-reduced-motion'] if reduce else [])
            super().start(flags + args, **kw)
    return Preferring


def firefox(dark, reduce):
    class Preferring(browsers.Firefox):
        def start(self, args, **kw):
            with open(os.path.join(self.dir, 'user.js'), 'w') as f:
                f.write(f'user_pref("ui.systemUsesDarkTheme", {int(dark)});\n')
                f.write(f'user_pref("layout.css.prefers-color-scheme.content-override", {0 if dark else 1});\n')
                f.write(f'user_pref("ui.prefersReducedMotion", {int(reduce)});\n')
            super().start(args, **kw)
    return Preferring


def webkit(dark, reduce):
    # WebDriver cannot emulate media features in WebKit: browsers.py's WebKit starts its
    # MiniBrowser with them (--dark-mode; GTK's gtk-enable-animations=0), as a user's desktop
    # settings would, and checks with matchMedia that the page sees them.  The defaults are named
    # too, so that a session meant to be light or with motion is checked to be so.
    class Preferring(browsers.WebKit):
        media = {'prefers-color-scheme': 'dark' if dark else 'light',
                 'prefers-reduced-motion': 'reduce' if reduce else 'no-preference'}
    return Preferring


def close(a, b):
    return max(abs(x - y) for x, y in zip(a, b)) <= 8


def hexed(c):
    return '#' + bytes(c[:3]).hex().upper()


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = arguments(__doc__, browsers='chromium,firefox,webkit', files=None)
    parser.add_argument('file', nargs='?', default=os.path.join(here, 'Appearance', 'appearance.xml'))
    args = parser.parse_args()
    return run('mb-appearance-', check, args)


def check(args, tally, tmp):
    need_binary(args.bin)
    svg = export(args.bin, args.file, tmp, 'svg', '--appearance', 'auto', expect=['.svg']) + '.svg'
    page = os.path.join(tmp, 'img.html')
    with open(page, 'w') as f:
        f.write('<!doctype html><html><body style="margin:0;background:#808080">'
                f'<img src="{os.path.basename(svg)}" width="{WIDTH}" height="{HEIGHT}"></body></html>')
    # --appearance both: the light and dark files, in the <picture> that export prints.
    printed = run_binary([args.bin, 'export', args.file, '--appearance', 'both', '--format', 'svg',
                          '--output', os.path.join(tmp, 'both')])
    if '<picture>' not in printed:
        raise SetupError('export --appearance both printed no <picture>: ' + printed[-1500:])
    snippet = printed[printed.index('<picture>'):printed.index('</picture>') + len('</picture>')]
    picture = os.path.join(tmp, 'picture.html')
    with open(picture, 'w') as f:
        f.write('<!doctype html><html><body style="margin:0;background:#808080">' + snippet + '</body></html>')
    drivers = {'chromium': chromium, 'firefox': firefox, 'webkit': webkit}
    for name in browser_names(args.browsers, drivers):
        for dark in (False, True):
            for reduce in (False, True):
                scheme = 'dark' if dark else 'light'
                with launched(drivers[name](dark, reduce)) as browser:
                    for target, how in ((svg, 'page'), (page, 'img'), (picture, 'picture')):
                        want, known = EXPECTED[scheme], KNOWN.get((name, scheme, how))
                        if known:
                            want = EXPECTED[known[0]]
                        browser.load(target, WIDTH, HEIGHT)
                        first = browsers.png_pixels(browser.screenshot(WIDTH, HEIGHT))
                        time.sleep(3)
                        last = browsers.png_pixels(browser.screenshot(WIDTH, HEIGHT))
                        label = f'{name} {scheme} {"reduced motion" if reduce else "motion"} {how}'
                        if known:
                            label += f' (known: shows {known[0]}, {known[1]})'
                        checks = [
                            ('root', last(*ROOT_POINT), want['background']),
                            ('box at the end', last(*BOX_END), want['red']),
                        ]
                        text = [last(x, y) for x in range(TITLE[0], TITLE[2], 2) for y in range(TITLE[1], TITLE[3], 2)]
                        found = min(text, key=lambda c: max(abs(a - b) for a, b in zip(c, want['label'])))
                        checks.append(('title text', found, want['label']))
                        checks.append(('title background', last(*TITLE_BACKGROUND), want['secondary']))
                        if reduce:
                            checks.append(('box at once, the still picture', first(*BOX_END), want['red']))
                            checks.append(('box start, empty at once', first(*BOX_START), want['background']))
                        else:
                            checks.append(('box before the motion', first(*BOX_START), want['blue']))
                        for what, got, expected in checks:
                            ok = close(got, expected)
                            # A known limitation's colors are checked as the engine shows them,
                            # and counted as skipped, never as passed.
                            if known and ok:
                                tally.skip()
                            else:
                                tally.count(ok)
                            print(f'  {label}: {what}: expected {hexed(expected)} got {hexed(got)} '
                                  f'{("skipped (known)" if known else "ok") if ok else "FAIL"}')
                        moved = [(x, y) for x in range(0, WIDTH, 3) for y in range(0, HEIGHT, 3)
                                 if first(x, y) != last(x, y)]
                        ok = not moved if reduce else bool(moved)
                        tally.count(ok)
                        print(f'  {label}: {"nothing moves" if reduce else "it moves"}: '
                              f'{len(moved)} sampled pixels changed {"ok" if ok else "FAIL"}')


if __name__ == '__main__':
    sys.exit(main())
