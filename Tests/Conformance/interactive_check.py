#!/usr/bin/env python3
"""The interactive SVG (docs/output.md, The interactive SVG): clicked in the browsers, each control plays `frames` for that path.

For each layout (with --code and its view controller): export it with `--interactive`, read the
states and transitions from `timeline --states`, and in each browser

* seek, paused, through the scenario that plays from the start (each control once, in order:
  what an <img> of the file shows), every 1/60 s of each of its windows, against `frames`;
* then, past the scenario (data-duration), click the
  controls one after the other (each transition of the graph at least once, and the same control
  twice in a row), always the control of the state group that shows;
* after each click, seek every 1/60 s (whole milliseconds, Firefox's SMIL clock) through the
  transition's window and one frame past it, and read each view of the group that shows: its
  frame within 0.25 pt and its alpha within 0.01 of `frames --code … --play PATH --at T`, where
  PATH is the state's taps then this one, the last at T0 and T = T0 + the time since the click;
* exactly one state or window group shows at every sample, and it is the one the graph says;
* with --during CONTROL@SECONDS: after each click on CONTROL, a click SECONDS into its window
  where the control is (the middle of its box before the click), given to the topmost element at
  that point as a pointer gives it, while UIKit ignores a tap on it (it is being animated without
  .allowUserInteraction): the window must go on as the path without that tap.

    python3 Tests/Conformance/interactive_check.py /tmp/login.xml --code LoginViewController.swift
        [--actions Examples/interactive/login.xml] [--browsers chromium,firefox,webkit]
        [--during signIn@0.075,dropdown@0.125]

With --actions, the SVG is that layout's own (its <action>s, no code), held to the same frames: our
XML alone makes the screen the code makes.
"""
import json, os, sys, xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browsers import Chromium, Firefox, WebKit  # noqa: E402
from conformance_common import (SetupError, arguments, browser_names, launched, need_binary,  # noqa: E402
                                run, run_binary, svg_root, SHOWN_LAYER_JS)

LENGTH_LIMIT, ALPHA_LIMIT = 0.25, 0.01
KINDS = {'chromium': Chromium, 'firefox': Firefox, 'webkit': WebKit}
SVG = '{http://www.w3.org/2000/svg}'

# The group that shows (a state's or a window's) and the frame of each view in it, measured as
# svg_conformance.py measures them: the transform items without rotate and scale, up to the root.
MEASURE_JS = r"""(t, click) => {
  const root = document.documentElement;
  root.pauseAnimations();
  if (click) {
    root.setCurrentTime(t);
    const e = document.getElementById(click);
    if (!e) return JSON.stringify({error: 'no element with id ' + click});
    e.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    return JSON.stringify({});
  }
  root.setCurrentTime(t);
""" + SHOWN_LAYER_JS + r"""}"""


# Where a control is (the middle of its box, in the page), and a click there as a pointer gives
# it: to the topmost element the point hits, bubbling, so a hidden group's controls take none.
CENTER_JS = r"""(id) => {
  const r = document.getElementById(id).getBoundingClientRect();
  return JSON.stringify([r.x + r.width / 2, r.y + r.height / 2]);
}"""
HIT_JS = r"""(t, x, y) => {
  const root = document.documentElement;
  root.pauseAnimations();
  root.setCurrentTime(t);
  const e = document.elementFromPoint(x, y);
  if (!e) return 'nothing';
  e.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: x, clientY: y}));
  const named = e.closest('[id]');
  return e.localName + (named ? ' in #' + named.id : '');
}"""


def windows_of(svg):
    """Per window group, in order: (the id its click comes from, its length in seconds)."""
    found = []
    for g in ET.parse(svg).getroot():
        if g.tag == SVG + 'g' and 'data-window' in g.attrib:
            s = g.find(SVG + 'set')
            click = next(b for b in s.get('begin').split(';') if b.endswith('.click'))
            found.append((click[:-len('.click')], float(s.get('dur').rstrip('s'))))
    return found


def clicks(graph):
    """Transitions to click, from the state the scenario leaves: every one at least once, and one
    control twice in a row; each step the first untested transition reachable from the state."""
    transitions = graph['transitions']
    state = scenario_end(graph)
    untested, order = set(range(len(transitions))), []
    while untested and len(order) < 4 * len(transitions) + 4:
        # Breadth first to the nearest state with an untested transition.
        paths, seen, queue = {state: []}, {state}, [state]
        target = None
        while queue and target is None:
            s = queue.pop(0)
            for i, t in enumerate(transitions):
                if t['from'] == s and i in untested:
                    target = paths[s] + [i]
                    break
                if t['from'] == s and t['to'] not in seen:
                    seen.add(t['to'])
                    paths[t['to']] = paths[s] + [i]
                    queue.append(t['to'])
        if target is None:
            break
        for i in target:
            order.append(i)
            untested.discard(i)
            state = transitions[i]['to']
    # Two taps in a row of the last control: back and forth.
    last = transitions[order[-1]]
    again = next(i for i, t in enumerate(transitions) if t['from'] == last['to'] and t['control'] == last['control'])
    return order + [again]


def scenario(graph, windows):
    """The scenario's steps: (transition, the time its window starts), 0.5 s gaps."""
    state, time, steps = 0, 0.5, []
    for control in graph['controls']:
        i = next((i for i, t in enumerate(graph['transitions']) if t['from'] == state and t['control'] == control), None)
        if i is not None:
            steps.append((i, round(time, 3)))
            time += windows[i][1] + 0.5
            state = graph['transitions'][i]['to']
    return steps


def scenario_end(graph):
    """Where the scenario (each control once, in order, from state 0) leaves the screen."""
    state = 0
    for control in graph['controls']:
        t = next((t for t in graph['transitions'] if t['from'] == state and t['control'] == control), None)
        if t:
            state = t['to']
    return state


def check(args, tally, tmp):
    need_binary(args.bin)
    binary = args.bin
    names = browser_names(args.browsers, KINDS)
    code = ['--code', args.code]
    for layout in args.files:
        out = os.path.join(tmp, 'out')
        os.makedirs(out, exist_ok=True)
        # With --actions, the file exported is a layout whose own <action>s play the taps, and the
        # frames it must show are those of the code's.
        exported = args.actions or layout
        run_binary([binary, 'export', exported, *([] if args.actions else code), '--interactive', '--format', 'svg',
                    '--output', out])
        svg = os.path.join(out, os.path.splitext(os.path.basename(exported))[0] + '.svg')
        width, height, duration = svg_root(svg)
        graph = json.loads(run_binary([binary, 'timeline', layout, *code, '--states', '16']))
        windows = windows_of(svg)
        if len(windows) != len(graph['transitions']):
            raise SetupError(f'{svg}: {len(windows)} windows for {len(graph["transitions"])} transitions')
        order = clicks(graph)
        # Expected frames per transition, at whole milliseconds from the tap.
        expected = {}
        script = scenario(graph, windows)
        for i in set(order) | {i for i, _ in script}:
            t = graph['transitions'][i]
            path = graph['states'][t['from']]['path'] + [t['control']]
            tap = 1000.0 * len(path)
            steps = [round(k / 60, 3) for k in range(int(windows[i][1] * 60) + 2)]
            play = ','.join(f'{c}@{1000 * (n + 1)}' for n, c in enumerate(path))
            times = [f'{tap + s:.3f}' for s in steps]
            frames = json.loads(run_binary([binary, 'frames', layout, *code, '--play', play, '--at', ','.join(times)]))
            expected[i] = [(s, frames['frames'][text]) for s, text in zip(steps, times)]
        for name in names:
            with launched(KINDS[name]) as browser:
                browser.load(svg, int(width), int(height))
                now = round((duration or 0) + 1, 3)
                state = scenario_end(graph)
                problems, samples, reported, taps_during = [], 0, 0, []
                # The scenario, unclicked, from the file's start: what an <img> of it plays.
                for i, start in script:
                    for step, want in [(s, w) for s, w in expected[i] if s < windows[i][1]]:
                        got = json.loads(browser.run(MEASURE_JS, round(start + step, 3) + browser.nudge, None))
                        samples += 1
                        if got['shown'] != [f'window {i}']:
                            problems.append(f'scenario +{start + step:.3f} s: {got["shown"]} shows, not window {i}')
                            continue
                        for view, fields in want.items():
                            have = got['views'].get(view)
                            w = [fields['x'], fields['y'], fields['width'], fields['height']]
                            if have is None or max(abs(a - b) for a, b in zip(have[:4], w)) > LENGTH_LIMIT:
                                problems.append(f'scenario +{start + step:.3f} s {view}: {have} != {w}')
                for p in problems[:3]:
                    print('        ' + p)
                reported = len(problems)
                for n, i in enumerate(order):
                    t = graph['transitions'][i]
                    control = windows[i][0]
                    during = args.during.get(t['control'])
                    center = json.loads(browser.run(CENTER_JS, control)) if during is not None else None
                    result = json.loads(browser.run(MEASURE_JS, now, control))
                    if 'error' in result:
                        problems.append(f'click {n}: {result["error"]}')
                        break
                    for step, want in expected[i]:
                        if during is not None and step >= during and center is not None:
                            # A tap on the control while it is animated: UIKit ignores it, so the
                            # window goes on as the path without it.
                            hit = browser.run(HIT_JS, round(now + during, 3) + browser.nudge, *center)
                            taps_during.append(f'{t["control"]} +{during} s hit {hit}')
                            center = None
                        got = json.loads(browser.run(MEASURE_JS, round(now + step, 3) + browser.nudge, None))
                        samples += 1
                        layer = f'window {i}' if step < windows[i][1] else f'state {t["to"]}'
                        if got['shown'] != [layer]:
                            problems.append(f'click {n} ({t["control"]} from state {t["from"]}) +{step:.3f} s: '
                                            f'{got["shown"]} shows, not {layer}')
                            continue
                        for view, fields in want.items():
                            have = got['views'].get(view)
                            if have is None:
                                problems.append(f'+{step:.3f} s: no view {view} in {layer}')
                                continue
                            w = [fields['x'], fields['y'], fields['width'], fields['height']]
                            off = max(abs(a - b) for a, b in zip(have[:4], w))
                            if off > LENGTH_LIMIT or abs(have[4] - fields['alpha']) > ALPHA_LIMIT:
                                problems.append(f'click {n} ({t["control"]} from state {t["from"]}) +{step:.3f} s '
                                                f'{view}: {[round(v, 3) for v in have]} != {w + [fields["alpha"]]}')
                    state = t['to']
                    now = round(now + windows[i][1] + 1, 3)
                    for p in problems[reported:reported + 3]:
                        print('        ' + p)
                    reported = len(problems)
                tally.report(not problems, f'{name}: {len(order)} clicks, {samples} samples of {layout} '
                                           f'(last state {state}){"" if not problems else f", {len(problems)} problems"}'
                                           + (f'; {len(taps_during)} taps during a window' if taps_during else ''))
                for tap in sorted(set(taps_during)):
                    print('        tap during a window: ' + tap)
                if args.during and len(taps_during) < len(args.during):
                    tally.report(False, f'{name}: taps during a window asked for {sorted(args.during)}, '
                                        f'made {taps_during}')


def main():
    parser = arguments(__doc__, browsers='chromium,firefox')
    parser.add_argument('--code', required=True, help="the view controller's code")
    parser.add_argument('--actions', help='export this layout (its <action>s, without the code) instead, and '
                                          'compare it with the frames of FILE.xml and the code')
    parser.add_argument('--during', default='', help='CONTROL@SECONDS,…: after each click on CONTROL, click '
                        'where it is SECONDS into its window, while it is animated (UIKit ignores that tap '
                        'without .allowUserInteraction), and expect the window to go on unchanged')
    args = parser.parse_args()
    args.during = {c: float(s) for c, s in (item.split('@') for item in args.during.split(',') if item)}
    return run('mb-interactive-', check, args)


if __name__ == '__main__':
    sys.exit(main())
