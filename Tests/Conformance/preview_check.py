#!/usr/bin/env python3
"""Browser check of the preview page: does `export --format html` show what `frames` says?

    python3 Tests/Conformance/preview_check.py [--bin .build/debug/motionboard]
        [--browsers chromium,firefox,webkit] [--tolerance 0.25] FILE.xml ...

Each FILE.xml is exported (`BIN export FILE.xml --output TMP --format html`) and the page opened
from disk (file://) in headless Chromium and Firefox ESR and in WebKitGTK under Xvfb, with the
drivers of browsers.py, watched (preview_watch.py). The page must run its script (the readout is
filled, one marker per block, named as the states of `frames --states`), fetch nothing (no resource timing entries, and no
request but the page's own reported by the browser: Network events in Chromium,
network.beforeRequestSent in Firefox; in WebKit, which reports neither, see WatchedWebKit), and log
no error or warning (Runtime and Log events; log.entryAdded; WatchedWebKit). Then the scrubber
(`#mb-scrubber`, an <input type="range"> in seconds) is driven, as a user drags it, to times on a
50 ms grid (whole milliseconds, for Firefox's SMIL clock, and whole frames at 20, 60 and 100 fps):
0, the end, each block's start and middle, and the quarters, at most --count of them. At each:
* the inline SVG: its `<g data-view>`s measured as svg_conformance.py measures them (its
  MEASURE_JS, without seeking: the page has seeked) and compared as it compares them
  (svg_conformance.compare: every view present and nested in its superview's group, the input's
  tree; geometry within --tolerance, alpha, rotation, scale, visibility) against `frames --at`;
* inspector: every view picked from the list (`#mb-views`); the readout (`[data-field]` cells:
  x, y, width, height, alpha, rotation, hidden, the id) against `frames --at`, within 0.01, and
  against the drawing: frame, alpha and rotation within the SVG check's limits plus the
  readout's rounding, hidden (its own or a superview's) exactly when the page hides the view.
  The readout shows samples the export embedded from the model that prints `frames`: only the
  drawing checks it independently.
An input is FILE.xml or a storyboard's scene, FILE.storyboard#SCENE (as svg_conformance.py).
And the controls: play advances the time; → steps one frame (1/fps s); shift+→ goes to the next
block start; a click on a view's frame selects it in the inspector.
Then the switches, on Appearance/appearance.xml and Appearance/clear.xml exported with
`--appearance auto` (so the page has both appearances): the Light/Dark button, clicked as a user
clicks it (its label and aria-pressed follow), must show UIKit's light, then dark, then light
values (written here, not read from the code) for the systemBackground root, the title's
secondarySystemBackground background, a pixel of its `label` text and the box's systemRed at the
end; and each background of the select (white, gray, black, the checkerboard's two cells) must
show through clear.xml's clear root, in the light and the dark appearance.
The accessibility audit (preview_audit.py, after axe-core's rules, written there): on every page,
after its checks, in Chromium and Firefox: every interactive element named, with a role,
focusable and reached by Tab; the chrome's text at WCAG AA contrast; and again in dark, in
browsers started preferring the dark scheme, on the first page and the interactive one.
--interactive FILE.xml [--code CODE.swift] (Chromium and Firefox): the page of `export
--interactive --format html`: each control's button pressed (a click, Enter, Space), the window
it plays sampled every 1/60 s against `frames --play` of the path tapped so far, within 0.25 pt,
and the path named under the scrubber, in the list and the marks (preview_audit.py says how).
--screenshot PNG (Chromium) saves the first file's page at --shot-at seconds with the view
--shot-view picked in the inspector: docs/preview.png is made so.

Exit status 0 when every check passes, 1 when one fails, 2 on a setup problem.  Last line:
`N passed, M failed` (file × browser, and the switches × browser).
"""
import json, math, os, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from conformance_common import (SetupError, arguments, browser_names, export, frames_json,  # noqa: E402
                                input_xml, launched, need_binary, output_folder, run, run_binary, source)
from browsers import png_pixels  # noqa: E402
from probes import Scene  # noqa: E402
from svg_conformance import MEASURE_JS, compare, frames, time_key  # noqa: E402
from preview_audit import check_interactive, preferring_dark, report_audit  # noqa: E402
from preview_watch import WatchedChromium, WatchedFirefox, WatchedWebKit, unexpected  # noqa: E402

DRIVE_JS = r"""(t) => {
  const s = document.getElementById('mb-scrubber');
  s.value = String(t);
  s.dispatchEvent(new Event('input', {bubbles: true}));
  return parseFloat(s.value);
}"""

INSPECT_JS = r"""() => {
  const choices = document.getElementById('mb-views'), out = {};
  const cell = (f) => document.querySelector('#mb-fields [data-field="' + f + '"]').textContent;
  for (const option of Array.from(choices.options)) {
    if (!option.value) continue;
    choices.value = option.value;
    choices.dispatchEvent(new Event('change', {bubbles: true}));
    out[cell('id')] = {x: +cell('x'), y: +cell('y'), width: +cell('width'), height: +cell('height'),
                       alpha: +cell('alpha'), rotation: +cell('rotation'), hidden: cell('hidden') === 'true'};
  }
  return JSON.stringify(out);
}"""

PAGE_JS = r"""() => {
  const data = JSON.parse(document.getElementById('mb-data').textContent);
  const markers = Array.from(document.querySelectorAll('#mb-markers .marker'));
  return JSON.stringify({
    duration: data.duration, fps: data.fps, blocks: data.blocks,
    max: parseFloat(document.getElementById('mb-scrubber').max),
    readout: document.getElementById('mb-readout').textContent,
    markers: markers.map((m) => [m.textContent, parseFloat(m.dataset.time)]),
    resources: performance.getEntriesByType('resource').map((e) => e.name),
    svgScripts: document.querySelectorAll('#mb-stage svg script, #mb-stage svg foreignObject').length,
  });
}"""

SELECT_JS = r"""(id) => {
  const choices = document.getElementById('mb-views');
  choices.value = id;
  choices.dispatchEvent(new Event('change', {bubbles: true}));
}"""

CONTROLS_JS = r"""(action) => {
  const s = document.getElementById('mb-scrubber');
  const key = (k, shift) => document.dispatchEvent(new KeyboardEvent('keydown', {key: k, shiftKey: shift, bubbles: true}));
  const play = document.getElementById('mb-play');
  if (action === 'play' || action === 'pause' && play.textContent === 'Pause') play.click();
  if (action === 'frame') key('ArrowRight', false);
  if (action === 'block') key('ArrowRight', true);
  if (action.startsWith('click:')) {
    const id = action.slice(6);
    const g = Array.from(document.querySelectorAll('#mb-stage g[data-view]')).find((e) => e.getAttribute('data-view') === id);
    g.querySelector('rect.frame').dispatchEvent(new MouseEvent('click', {bubbles: true}));
    return document.getElementById('mb-views').value;
  }
  return parseFloat(s.value);
}"""


def check_times(info, count):
    """Times on the 50 ms grid: 0, the end, block starts and middles, quarters; whole ms."""
    end = round(info['duration'] * 1000)
    grid = lambda s: min(end, max(0, round(s * 20) * 50))
    wanted = [0, end]
    for b in info['blocks']:
        if b['end'] is not None and b['end'] > b['start']:
            wanted += [grid(b['start']), grid((b['start'] + b['end']) / 2)]
        else:
            wanted.append(grid(b['start']))
    wanted += [grid(info['duration'] * q / 4) for q in (1, 2, 3)]
    picked = []
    for ms in wanted:
        if ms not in picked and ms <= end:
            picked.append(ms)
    return sorted(picked[:count])


# The readout against the page's drawing: the 0.25 pt contract and the SVG check's limits, plus
# the readout's rounding to 3 decimals.
INSPECTOR_LIMITS = {'x': 0.2505, 'y': 0.2505, 'width': 0.2505, 'height': 0.2505, 'alpha': 0.0025, 'rotation': 0.1005}


def check_page(browser, name, page, xml, binary, w, h, tolerance, count, states, scene):
    browser.events.clear()
    browser.load(page, math.ceil(w) + 460, math.ceil(h) + 260)
    info = json.loads(browser.run(PAGE_JS))
    problems = [f'the browser reported {e}' for e in unexpected(browser.events, page)]
    browser.events.clear()
    if not info['readout']:
        problems.append('the page script did not run (empty readout)')
    if info['resources']:
        problems.append(f'the page fetched {info["resources"][:3]}')
    if info['svgScripts']:
        problems.append('the inline SVG has <script> or <foreignObject>')
    if abs(info['max'] - info['duration']) > 1e-9:
        problems.append(f'scrubber max {info["max"]} is not the duration {info["duration"]}')
    labels = [s['label'] for s in states[1:]]
    if [m[0] for m in info['markers']] != labels:
        problems.append(f'markers {[m[0] for m in info["markers"]]} are not the blocks {labels}')
    if [m[1] for m in info['markers']] != [b['start'] for b in info['blocks']]:
        problems.append('markers are not at the block starts')
    for (label, at), state in zip(info['markers'], states[1:]):
        if at < state['time'] - 1e-9:      # a block starts at its call or after its delay
            problems.append(f'marker {label!r} at {at} s is before the block is called ({state["time"]} s)')
    ms = check_times(info, count)
    keys = [time_key(m) for m in ms]
    model = frames(binary, xml, keys)
    # The inline SVG as the page shows it at each scrubbed time: its views measured as the SVG check
    # measures them (MEASURE_JS, without seeking: the page has seeked), and compared as it compares
    # them: every view present, nested in its superview's group, geometry, alpha, rotation, scale
    # and visibility.  The inspector is compared with that drawing, not with `frames` alone: its
    # values are samples the export embedded from the same model that prints `frames`.
    drawn = {'views': None, 'parents': None, 'problems': [], 'samples': []}
    worst = (0.0, '')
    tree = {v: scene.info[v][1] for v in scene.info}
    for m, key in zip(ms, keys):
        t = m / 1000
        got_t = browser.run(DRIVE_JS, t)
        if abs(got_t - t) > 1e-9:
            problems.append(f'the scrubber took {t} s as {got_t}')
        res = json.loads(browser.run(MEASURE_JS, [t], None, '#mb-stage > svg'))
        if 'error' in res:
            raise SetupError(f'{browser.name}: {page}: {res["error"]}')
        if drawn['views'] is None:
            drawn.update(views=res['views'], parents=res['parents'], problems=res['problems'])
        drawn['samples'] += res['samples']
        measured = dict(zip(res['views'], res['samples'][0]))
        shown = json.loads(browser.run(INSPECT_JS))
        for view, want in model[key].items():
            got = shown.get(view)
            if got is None:
                problems.append(f'the inspector does not list {view!r}')
                continue
            if got['hidden'] != want['hidden']:
                problems.append(f'inspector: {view}.hidden at {key} s is {got["hidden"]}, frames {want["hidden"]}')
            for field in ('x', 'y', 'width', 'height', 'alpha', 'rotation'):
                if abs(got[field] - want[field]) > 0.01:
                    problems.append(f'inspector: {view}.{field} at {key} s is {got[field]}, frames {want[field]}')
            seen = measured.get(view)
            if seen is None:
                continue                            # no <g data-view>: the SVG comparison says so
            hidden, v = False, view                 # the readout's own hidden, or a superview's
            while v is not None and not hidden:
                hidden, v = bool(shown.get(v, {}).get('hidden')), tree.get(v)
            on_page = dict(zip(('x', 'y', 'width', 'height', 'alpha', 'rotation'), seen[:6]))
            for field, limit in INSPECTOR_LIMITS.items():
                d = got[field] - on_page[field]
                err = abs((d + 180) % 360 - 180) if field == 'rotation' else \
                    abs(min(1.0, max(0.0, got[field])) - on_page[field]) if field == 'alpha' else abs(d)
                if err > worst[0]:
                    worst = (err, f'{view}.{field} at {key} s (readout {got[field]}, drawn {on_page[field]:.4f})')
                if err > limit:
                    problems.append(f'inspector: {view}.{field} at {key} s reads {got[field]}, the page draws '
                                    f'{on_page[field]:.4f}')
            if hidden != (not seen[8]):
                problems.append(f'inspector: {view} at {key} s reads hidden {got["hidden"]}'
                                f'{" (by a superview)" if hidden and not got["hidden"] else ""}, the page '
                                f'{"hides" if not seen[8] else "shows"} it')
    drawn_ok = compare(f'{name} [{browser.name}] inline SVG', drawn, keys, model, scene, tolerance)
    # The controls.
    browser.run(DRIVE_JS, 0)
    browser.run(CONTROLS_JS, 'play')
    time.sleep(0.5)
    # Pauses if it still plays (a second click at the end would start again from 0: a timeline
    # shorter than the wait ends, and play stops there); returns the time reached.
    played = browser.run(CONTROLS_JS, 'pause')
    if not played > 0:
        problems.append(f'play did not advance the time (still {played} s)')
    browser.run(DRIVE_JS, 0)
    stepped = browser.run(CONTROLS_JS, 'frame')
    if abs(stepped - 1 / info['fps']) > 1e-9:
        problems.append(f'→ from 0 went to {stepped} s, not one frame (1/{info["fps"]} s)')
    starts = sorted({b['start'] for b in info['blocks'] if b['start'] > 1e-6})
    if starts:
        browser.run(DRIVE_JS, 0)
        jumped = browser.run(CONTROLS_JS, 'block')
        if abs(jumped - starts[0]) > 1e-9:
            problems.append(f'shift+→ from 0 went to {jumped} s, not the first block start {starts[0]} s')
    last = list(model[keys[0]])[-1]
    picked = browser.run(CONTROLS_JS, 'click:' + last)
    if picked != last:
        problems.append(f'a click on {last!r} selected {picked!r}')
    browser.run(PAGE_JS)                            # the last events
    problems += [f'the browser reported {e}' for e in unexpected(browser.events, page)]
    ok = not problems and drawn_ok
    print(f'{name} [{browser.name}] page, {len(ms)} times × {len(model[keys[0]])} views: max inspector error '
          f'against the drawing {worst[0]:.6f}{" (" + worst[1] + ")" if worst[1] else ""}'
          + (': PASS' if ok else ': FAIL'))
    for p in problems[:20]:
        print(f'  error: {p}')
    if len(problems) > 20:
        print(f'  … and {len(problems) - 20} more')
    return ok


SWITCH_JS = r"""(action, value) => {
  // The page's controls as a user works them: a click on the appearance button, a background
  // picked in the select.  Returns where the SVG is drawn and the button's state.
  const button = document.getElementById('mb-appearance');
  if (action === 'appearance') button.click();
  if (action === 'background') {
    const select = document.getElementById('mb-background');
    select.value = value;
    select.dispatchEvent(new Event('change', {bubbles: true}));
  }
  const svg = document.querySelector('#mb-stage > svg'), r = svg.getBoundingClientRect();
  return JSON.stringify({left: r.left, top: r.top, scale: r.width / parseFloat(svg.getAttribute('width')),
                         label: button.textContent, pressed: button.getAttribute('aria-pressed'),
                         disabled: button.disabled});
}"""

# UIKit's values (docs/format.md, Colors), written here, not read from the code under test: the
# scene Appearance/appearance.xml, light and dark (as appearance_check.py checks them).
SCHEMES = {
    'light': {'root': (255, 255, 255), 'label': (0, 0, 0), 'secondary': (242, 242, 247), 'red': (255, 59, 48)},
    'dark': {'root': (0, 0, 0), 'label': (255, 255, 255), 'secondary': (28, 28, 30), 'red': (255, 69, 58)},
}
# The page's backgrounds (Templates/preview.css), seen through a clear root: the checkerboard's
# 16 px tile is #E5E5EA at its top right quarter and white at its top left.
BACKGROUNDS = {'white': {(4, 4): (255, 255, 255)}, 'gray': {(4, 4): (142, 142, 147)},
               'black': {(4, 4): (0, 0, 0)}, 'checker': {(4, 4): (255, 255, 255), (12, 4): (229, 229, 234)}}


def check_switch(browser, appearance_page, clear_page, size, clear_size):
    """The page's Light/Dark button and background select, as a user works them, by their pixels."""
    problems, passed = [], 0

    def expect(shot, place, x, y, want, what):
        nonlocal passed
        px, py = round(place['left'] + x * place['scale']), round(place['top'] + y * place['scale'])
        got = shot(px, py)
        if max(abs(a - b) for a, b in zip(got, want)) <= 8:
            passed += 1
        else:
            problems.append(f'{what}: expected {bytes(want).hex().upper()} at ({x}, {y}), got {bytes(got).hex().upper()}')

    width, height = size
    browser.load(appearance_page, width + 460, height + 260)
    browser.run(DRIVE_JS, 3)                       # the end: the box has turned red
    place = json.loads(browser.run(SWITCH_JS, 'none', ''))
    if place['disabled']:
        problems.append('the appearance button is disabled on an --appearance auto page')
    for step, scheme in enumerate(['light', 'dark', 'light']):
        if step:
            place = json.loads(browser.run(SWITCH_JS, 'appearance', ''))
        want_label = 'Dark' if scheme == 'dark' else 'Light'
        if place['label'] != want_label or place['pressed'] != str(scheme == 'dark').lower():
            problems.append(f'after {step} clicks the button reads {place["label"]!r} '
                            f'(aria-pressed {place["pressed"]}), not {want_label!r}')
        shot = png_pixels(browser.screenshot(width + 460, height + 260))
        want = SCHEMES[scheme]
        what = f'{scheme} after {step} clicks'
        expect(shot, place, 230, 80, want['root'], f'{what}: the root (systemBackground)')
        expect(shot, place, 225, 15, want['secondary'], f'{what}: the title\'s background (secondarySystemBackground)')
        expect(shot, place, 180, 120, want['red'], f'{what}: the box at the end (systemRed)')
        text = [shot(round(place['left'] + x * place['scale']), round(place['top'] + y * place['scale']))
                for x in range(10, 230, 2) for y in range(10, 70, 2)]
        found = min(text, key=lambda c: max(abs(a - b) for a, b in zip(c, want['label'])))
        if max(abs(a - b) for a, b in zip(found, want['label'])) <= 8:
            passed += 1
        else:
            problems.append(f'{what}: no pixel of the title\'s text is {bytes(want["label"]).hex().upper()} '
                            f'(closest {bytes(found).hex().upper()})')
    width, height = clear_size
    browser.load(clear_page, width + 460, height + 260)
    for scheme in ('light', 'dark'):
        for name, points in BACKGROUNDS.items():
            place = json.loads(browser.run(SWITCH_JS, 'background', name))
            shot = png_pixels(browser.screenshot(width + 460, height + 260))
            for (x, y), want in points.items():
                expect(shot, place, x, y, want, f'{scheme}: background {name} through the clear root')
        browser.run(SWITCH_JS, 'appearance', '')
    ok = not problems
    print(f'appearance and background switches [{browser.name}]: {passed} pixels and labels as expected'
          + (': PASS' if ok else ': FAIL'))
    for p in problems[:20]:
        print(f'  error: {p}')
    return ok


def check_interactive_page(browser, args, interactive):
    """The interactive page: its taps against `frames --play`, then its audit with the path made."""
    what = os.path.basename(interactive['layout']) + ' (interactive)'
    browser.events.clear()
    browser.load(interactive['page'], math.ceil(interactive['width']) + 460, math.ceil(interactive['height']) + 260)
    problems, samples = check_interactive(browser, args.bin, interactive['layout'], interactive['code'],
                                          interactive['graph'], lambda t: browser.run(DRIVE_JS, t))
    problems += [f'the browser reported {e}' for e in unexpected(browser.events, interactive['page'])]
    ok = not problems
    print(f'{what} [{browser.name}] {len(interactive["graph"]["transitions"])} transitions tapped, {samples} samples'
          + (': PASS' if ok else ': FAIL'))
    for p in problems[:20]:
        print(f'  error: {p}')
    return report_audit(browser, interactive['page'], what, 'light') and ok


def main():
    ap = arguments(__doc__, browsers='chromium,firefox,webkit')
    ap.add_argument('--tolerance', type=float, default=0.25)
    ap.add_argument('--count', type=int, default=10, help='at most this many times per file')
    ap.add_argument('--screenshot', metavar='PNG', help='Chromium: save the first page as shown')
    ap.add_argument('--shot-at', type=float, default=0)
    ap.add_argument('--shot-view', default='')
    ap.add_argument('--interactive', metavar='FILE', help='a file with actions: its interactive page is checked')
    ap.add_argument('--code', metavar='SWIFT', help='the view controller of the --interactive file')
    args = ap.parse_args()
    return run('mb-preview-', check, args)


def check(args, tally, tmp):
    kinds = {'chromium': WatchedChromium, 'firefox': WatchedFirefox, 'webkit': WatchedWebKit}
    names = browser_names(args.browsers, kinds)
    need_binary(args.bin)
    jobs = []
    for xml in args.files:
        page = export(args.bin, xml, output_folder(tmp, xml), 'html', expect=['.html']) + '.html'
        states = frames_json(args.bin, xml, '--states')['states']
        root = states[0]['frames']['root']
        jobs.append((xml, page, root['width'], root['height'], states, Scene(input_xml(args.bin, xml, tmp))))
    # The switches: the Appearance scenes with both appearances (--appearance auto).
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'Appearance')
    switch_pages = []
    for scene in ('appearance', 'clear'):
        out = os.path.join(tmp, 'switch-' + scene)
        os.makedirs(out)
        xml = os.path.join(here, scene + '.xml')
        page = export(args.bin, xml, out, 'html', '--appearance', 'auto') + '.html'
        root = json.loads(run_binary([args.bin, 'frames', xml, '--states']))['states'][0]['frames']['root']
        switch_pages.append((page, (math.ceil(root['width']), math.ceil(root['height']))))
    interactive = None
    if args.interactive:
        out = os.path.join(tmp, 'interactive')
        os.makedirs(out)
        code = ['--code', args.code] if args.code else []
        run_binary([args.bin, 'export', args.interactive, *code, '--interactive', '--format', 'html', '--output', out])
        page = os.path.join(out, os.path.splitext(os.path.basename(args.interactive))[0] + '.html')
        graph = json.loads(run_binary([args.bin, 'timeline', args.interactive, *code, '--states', '16']))
        root = json.loads(run_binary([args.bin, 'frames', args.interactive, *code, '--states']))['states'][0]['frames']['root']
        interactive = {'layout': args.interactive, 'code': code, 'page': page, 'graph': graph,
                       'width': root['width'], 'height': root['height']}
    for name in names:
        with launched(kinds[name], name) as browser:
            if name == 'webkit':
                browser.preload([j[1] for j in jobs], [(math.ceil(j[2]) + 460, math.ceil(j[3]) + 260) for j in jobs])
            for xml, page, w, h, states, scene in jobs:
                path, scene_name = source(xml)
                what = os.path.basename(path) + (f'#{scene_name}' if scene_name else '')
                tally.count(check_page(browser, what, page, xml, args.bin, w, h, args.tolerance, args.count,
                                       states, scene))
                if name != 'webkit':                # its driver's key input is not used here yet
                    tally.count(report_audit(browser, page, what, 'light'))
            if interactive and name != 'webkit':
                tally.count(check_interactive_page(browser, args, interactive))
            tally.count(check_switch(browser, switch_pages[0][0], switch_pages[1][0], switch_pages[0][1],
                                     switch_pages[1][1]))
            audited = [(os.path.basename(jobs[0][0]), jobs[0][1], jobs[0][2], jobs[0][3])] if jobs else []
            if interactive:
                audited.append((os.path.basename(interactive['layout']) + ' (interactive)', interactive['page'],
                                interactive['width'], interactive['height']))
            if name != 'webkit' and audited:
                with launched(preferring_dark(kinds[name]), name) as dark:
                    for what, page, w, h in audited:
                        dark.load(page, math.ceil(w) + 460, math.ceil(h) + 260)
                        tally.count(report_audit(dark, page, what, 'dark'))
            if args.screenshot and name == 'chromium':
                xml, page, w, h, _, _ = jobs[0]
                browser.load(page, math.ceil(w) + 460, math.ceil(h) + 260)
                browser.run(DRIVE_JS, args.shot_at)
                browser.run(SELECT_JS, args.shot_view)
                with open(args.screenshot, 'wb') as f:
                    f.write(browser.screenshot(math.ceil(w) + 460, math.ceil(h) + 260))
                print(f'wrote {args.screenshot}')


if __name__ == '__main__':
    sys.exit(main())
