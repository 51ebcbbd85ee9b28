#!/usr/bin/env python3
"""Browser conformance check: does the exported SVG play as `motionboard frames` says?

    python3 Tests/Conformance/svg_conformance.py [--bin .build/debug/motionboard]
        [--browsers chromium,firefox,webkit] [--rate 60] [--tolerance 0.25] [--screenshots] FILE.xml ...

Each FILE.xml is exported (`BIN export FILE.xml --output TMP --format svg`); the times 0, 1/rate,
2/rate, ... up to the root's `data-duration`, in whole milliseconds, go to `BIN frames FILE.xml --at`.
The SVG is opened as a top-level file:// document in headless Chromium and Firefox ESR, and in
WebKitGTK (Safari's engine) under Xvfb, paused, seeked to every time, and each `<g data-view>` is read:
* geometry: the corners of its `<rect class="frame">` (first child, SMIL animation elements aside;
  x/y/width/height from animVal), mapped to root user space through every element up to the root
  with the translate and matrix items of their animated transform lists and nested <svg>
  x/y/viewBox, but without rotate and scale items (`frames` leaves rotation and scale out); the
  box of the corners must match x/y/width/height within --tolerance (the 0.25 pt contract).
* alpha: the group's own computed opacity against `alpha` clamped to [0, 1] (CSS clamps opacity,
  a spring may overshoot it in the model), within 0.002.
* rotation: the sum of the rotate items from the rect up to the group, against `rotation` mod 360,
  within 0.1°.
* scale: the products of the scale items' x and y factors from the rect up to the group, against
  `scaleX` and `scaleY`, within 0.001.
* visibility: the group's computed `visibility` (inherited, as the export writes `inherit`) must
  be hidden exactly when `frames` says the view or one of its superviews is hidden.
* tree: every view of frames has a <g data-view>, and the nearest <g data-view> around it is its
  superview's.  The superviews are the input's (probes.Scene), never the SVG's own nesting: a
  view outside its superview's group takes neither its opacity, nor its visibility, nor its motion.
An input is FILE.xml, or one scene of a storyboard or xib, FILE.storyboard#SCENE (the view tree
then from the scene that `motionboard convert` writes, conformance_common.input_xml).
--screenshots (Chromium, and WebKit when it runs): at the start, middle and end (or the times of
FILE.points.json, `{"times": [...]}`), pixels are checked at the points probes.Scene predicts from
the input and `frames` (inside plain views and images, just beyond plain views' edges, and the
root's background), within 8/255.  A screenshot with no such point fails.
With Firefox or WebKit too, each takes screenshots at those times (same size, device scale 1), and
each view whose <g data-view> draws text (a child <svg role="img">, or one in a child <g>), shown (alpha > 0
up its chain) and at least 4 px² large, is cropped to its frame (rounded outwards, clipped to the
picture): the mean RGB difference from Chromium's crop must be under 8 (of 255).
A FILE.svg argument, with FILE.frames.json (the `frames` output) and FILE.scene.xml (its view tree)
beside it, is checked without the binary: that is how fixtures/handmade.svg tests this checker.

Exit status 0 when every check passes, 1 when one fails, 2 on a setup problem (no browser or
binary, export or frames failed, or frames lacks a compared field).  Last line: `N passed, M failed`
(file × browser, pixels, and texts).
"""
import collections, json, math, os, sys, time
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browsers import SEEK_JS, Chromium, Firefox, WebKit, png_pixels  # noqa: E402
from conformance_common import (SetupError, arguments, browser_names, export, frames_json,  # noqa: E402
                                input_xml, launched, need_binary, output_folder, run, source, svg_root)
from probes import Scene  # noqa: E402


# ---------------------------------------------------------------- JavaScript run in the SVG

MEASURE_JS = r"""(times, nudge, rootSelector) => {
  // rootSelector: an <svg> inside a page (the preview page), else the document's root element.
  // nudge null: measure as the page shows it, without pausing or seeking (times: one entry).
  const root = rootSelector ? document.querySelector(rootSelector) : document.documentElement;
  if (!(root instanceof SVGSVGElement))
    return JSON.stringify({error: 'not an SVG document: ' + (root ? root.textContent.slice(0, 300) : rootSelector)});
  const svgs = [root, ...root.getElementsByTagNameNS('http://www.w3.org/2000/svg', 'svg')];
  if (nudge !== null) svgs.forEach(s => s.pauseAnimations());   // every <svg>: separate time containers in Chromium
  const groups = Array.from(root.querySelectorAll('g[data-view]')), problems = [];
  const rects = groups.map(g => {           // the first child that is not a SMIL animation
    let r = g.firstElementChild;
    while (r && /^(animate|animateTransform|animateMotion|set)$/.test(r.localName)) r = r.nextElementSibling;
    if (r instanceof SVGRectElement && r.classList.contains('frame')) return r;
    problems.push('data-view="' + g.getAttribute('data-view') + '": first child is not <rect class="frame">');
    return null;
  });
  const mul = (m, n) => [m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1],
                         m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3],
                         m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5]];
  function viewport(s) {            // a nested <svg>: x/y, then the viewBox transform
    const v = a => s[a].animVal.value, x = v('x'), y = v('y');
    const vb = s.hasAttribute('viewBox') && s.viewBox.animVal;
    if (!vb || !(vb.width > 0 && vb.height > 0)) return [1, 0, 0, 1, x, y];
    const w = v('width'), h = v('height'), par = s.preserveAspectRatio.animVal;
    let sx = w / vb.width, sy = h / vb.height, tx = 0, ty = 0;
    if (par.align !== 1) {          // 1 = none; 2..10 = xMinYMin..xMaxYMax
      sx = sy = (par.meetOrSlice === 2 ? Math.max : Math.min)(sx, sy);
      tx = (w - vb.width * sx) * ((par.align - 2) % 3) / 2;
      ty = (h - vb.height * sy) * Math.floor((par.align - 2) / 3) / 2;
    }
    return [sx, 0, 0, sy, x + tx - vb.x * sx, y + ty - vb.y * sy];
  }
  function own(e) {   // [e's transform to its parent without rotate/scale items, rotate angles, scale factors]
    let m = [1, 0, 0, 1, 0, 0], angle = 0, sx = 1, sy = 1;
    const list = e.transform && e.transform.animVal;
    for (let i = 0; list && i < list.numberOfItems; i++) {
      const it = list.getItem(i), q = it.matrix;
      if (it.type === 4) angle += it.angle;                             // SVG_TRANSFORM_ROTATE
      else if (it.type === 3) { sx *= q.a; sy *= q.d; }                 // SVG_TRANSFORM_SCALE
      else m = mul(m, [q.a, q.b, q.c, q.d, q.e, q.f]);
    }
    return [e instanceof SVGSVGElement ? mul(m, viewport(e)) : m, angle, sx, sy];
  }
  const samples = times.map(t => {
    if (nudge !== null) svgs.forEach(s => s.setCurrentTime(t + nudge));
    return groups.map((g, i) => {
      const r = rects[i];
      if (!r) return null;
      let m = [1, 0, 0, 1, 0, 0], rot = 0, sx = 1, sy = 1, inView = true;
      for (let e = r; e && e !== root; e = e.parentElement) {
        const [em, angle, ex, ey] = own(e);
        m = mul(em, m);
        if (inView) { rot += angle; sx *= ex; sy *= ey; }   // the view's own: from the rect up to its group
        if (e === g) inView = false;
      }
      const x = r.x.animVal.value, y = r.y.animVal.value, w = r.width.animVal.value, h = r.height.animVal.value;
      const c = [[x, y], [x + w, y], [x, y + h], [x + w, y + h]];
      const px = c.map(([a, b]) => m[0] * a + m[2] * b + m[4]), py = c.map(([a, b]) => m[1] * a + m[3] * b + m[5]);
      const x0 = Math.min(...px), y0 = Math.min(...py);
      const style = getComputedStyle(g);    // visibility: the group's own, inherited as the export writes it
      return [x0, y0, Math.max(...px) - x0, Math.max(...py) - y0, parseFloat(style.opacity), rot, sx, sy,
              style.visibility === 'visible'];
    });
  });
  const parents = groups.map(g => {       // the superview: the nearest enclosing <g data-view>
    const p = g.parentElement && g.parentElement.closest('g[data-view]');
    return p && root.contains(p) ? p.getAttribute('data-view') : null;
  });
  return JSON.stringify({views: groups.map(g => g.getAttribute('data-view')), parents, problems, samples});
}"""

# ---------------------------------------------------------------- model side

ALPHA_LIMIT, ROTATION_LIMIT, SCALE_LIMIT = 0.002, 0.1, 0.001   # alpha, degrees, scale factor

def time_key(ms):
    return f'{ms / 1000:.3f}'.rstrip('0').rstrip('.')


def frames(binary, arg, keys):
    out = frames_json(binary, arg, '--at', ','.join(keys))
    missing = [k for k in keys if k not in out['frames']]
    if missing:
        raise SetupError(f'{arg}: frames has no key {missing[0]!r}')
    return out['frames']


# One input: its name, the SVG, its size, {key: ms} sampled, frames by key, and its Scene (the
# view tree and what the timeline changes, from the input, not from the SVG).
Job = collections.namedtuple('Job', 'arg name svg w h times model scene')


def prepare(binary, arg, rate, tmp):
    """Export the SVG and ask the model for its frames: a Job.  A FILE.svg argument is checked
    without the binary: FILE.frames.json and FILE.scene.xml (the view tree) must be beside it."""
    if arg.endswith('.svg'):
        base = arg[:-4]
        if not os.path.isfile(base + '.frames.json') or not os.path.isfile(base + '.scene.xml'):
            raise SetupError(f'{arg}: an SVG is checked with its .frames.json and .scene.xml beside it')
        with open(base + '.frames.json') as f:
            model = json.load(f)['frames']
        w, h, _ = svg_root(arg)
        times = {k: round(float(k) * 1000) for k in model}
        return Job(arg, os.path.basename(arg), arg, w, h, times, model, Scene(base + '.scene.xml'))
    path, scene = source(arg)
    name = os.path.basename(path) + (f'#{scene}' if scene else '')
    svg = export(binary, arg, output_folder(tmp, arg), 'svg', expect=['.svg']) + '.svg'
    w, h, duration = svg_root(svg)
    if duration is None:
        raise SetupError(f'{svg}: the root has no data-duration')
    end = round(duration * 1000)
    ms = sorted({round(i * 1000 / rate) for i in range(int(duration * rate + 1e-9) + 1)} | {end})
    times = {time_key(m): m for m in ms if m <= end}
    return Job(arg, name, svg, w, h, times, frames(binary, arg, list(times)), Scene(input_xml(binary, arg, tmp)))


def check_geometry(browser, job, tolerance):
    """Seek the browser to every time, compare with the model; print a report, return pass/fail."""
    browser.load(job.svg, math.ceil(job.w), math.ceil(job.h))
    res = json.loads(browser.run(MEASURE_JS, [ms / 1000 for ms in job.times.values()], browser.nudge))
    if 'error' in res:
        raise SetupError(f'{browser.name}: {job.svg}: {res["error"]}')
    return compare(f'{job.name} [{browser.name}]', res, list(job.times), job.model, job.scene, tolerance)


def compare(title, res, keys, model, scene, tolerance):
    """MEASURE_JS's result (the views, their enclosing views and samples at the times keys) against
    the model: every view of frames has a <g data-view>, nested in its superview's (the input's
    tree: a group outside it would not take the superview's opacity, visibility or motion), and
    geometry, alpha, rotation, scale and visibility agree at every time.  Prints a report; returns
    pass/fail."""
    problems, views = list(res['problems']), res['views']
    model_views = list(model[keys[0]])
    problems += [f'view {v!r} has no <g data-view>' for v in model_views if v not in views]
    problems += [f'<g data-view={v!r}> is not a view of frames' for v in views if v not in model_views]
    superview = {v: scene.info[v][1] for v in scene.info}
    for view, parent in zip(views, res['parents']):
        if view in superview and parent != superview[view]:
            problems.append(f'<g data-view={view!r}> is inside {parent!r}\'s group, but its superview is '
                            f'{superview[view]!r}')
        elif view in model_views and view not in superview:
            problems.append(f'view {view!r} of frames is not in the input\'s view tree')
    limit = {'x': tolerance, 'y': tolerance, 'width': tolerance, 'height': tolerance, 'alpha': ALPHA_LIMIT,
             'rotation': ROTATION_LIMIT, 'scaleX': SCALE_LIMIT, 'scaleY': SCALE_LIMIT, 'hidden': 0}
    units = {'alpha': 'alpha', 'rotation': '°', 'scaleX': 'scale', 'scaleY': 'scale', 'hidden': 'visibility'}
    worst, excess, notes = {u: (0.0, '') for u in ('pt', 'alpha', '°', 'scale', 'visibility')}, {}, {}
    for key, sample in zip(keys, res['samples']):
        for view, got in zip(views, sample):
            want = model[key].get(view)
            if got is None or want is None:
                continue
            missing = [f for f in limit if f not in want]
            if missing:
                raise SetupError(f'{title}: frames gives {view} no {", ".join(missing)} at {key} s')
            hidden, v = False, view                 # hidden itself or by a superview, as UIKit hides
            while v is not None and not hidden:
                hidden, v = bool(model[key].get(v, {}).get('hidden')), superview.get(v)
            measured = dict(zip(('x', 'y', 'width', 'height', 'alpha', 'rotation', 'scaleX', 'scaleY'), got))
            measured['hidden'] = not got[8]
            for field in limit:
                g, v = measured[field], want[field]
                if field == 'alpha':
                    v = min(1.0, max(0.0, v))       # CSS clamps opacity to [0, 1]
                    err = abs(g - v)
                elif field == 'rotation':
                    err = abs((g - v + 180) % 360 - 180)
                elif field == 'hidden':
                    v, err = hidden, float(g != hidden)
                else:
                    err = abs(g - v)
                unit = units.get(field, 'pt')
                where = f'{view}.{field} at {key} s (browser {g:.4f}, frames {v:.4f}{" with its superviews" if field == "hidden" else ""})'
                if err > worst[unit][0]:
                    worst[unit] = (err, where)
                if err > limit[field]:
                    e = excess.setdefault((view, field), [key, 0.0, ''])
                    e[1:] = max(e[1:], [err, where])
            if not 0 <= want['alpha'] <= 1:
                notes.setdefault((view, 'alpha'), f'alpha {want["alpha"]:.4f} outside [0, 1] at {key} s, '
                                                  'compared as clamped')
    ok = not problems and not excess
    print(f'{title} {len(keys)} times × {len(views)} views: ' + '; '.join(
        f'max {unit} error {e:.6f}{" (" + w + ")" if w else ""}' for unit, (e, w) in worst.items())
        + (': PASS' if ok else ': FAIL'))
    for p in problems:
        print(f'  error: {p}')
    for (view, field), (first, err, where) in sorted(excess.items(), key=lambda e: -e[1][1]):
        print(f'  over {limit[field]} from {first} s: max {err:.4f} at {where}')
    for (view, _), note in notes.items():
        print(f'  info: {view}: {note}')
    return ok


# ---------------------------------------------------------------- screenshot pixel checks

def shot_times(xml, duration):
    """Screenshot times in ms: the start, middle and end, or the `times` of FILE.points.json."""
    sidecar = os.path.splitext(xml)[0] + '.points.json'
    if not os.path.exists(sidecar):
        return [0, round(duration * 500), round(duration * 1000)]
    with open(sidecar) as f:
        data = json.load(f)
    return [round(t * 1000) for t in (data['times'] if isinstance(data, dict) else data)]


def capture(browser, svg, w, h, ms):
    """Seek to each time and take a screenshot: a pixel function per time."""
    browser.load(svg, math.ceil(w), math.ceil(h))
    shots = []
    for m in ms:
        browser.run(SEEK_JS, m / 1000, browser.nudge)
        shots.append(png_pixels(browser.screenshot(math.ceil(w), math.ceil(h))))
    return shots


def check_pixels(name, scene, w, h, keys, model, shots, engine='chromium'):
    """Color checks on one file's screenshots in one browser: returns (passed, failed).  A time at
    which no point can be predicted is a failure: a check that compares nothing proves nothing."""
    passed = failed = 0
    for key, pixel in zip(keys, shots):
        points = scene.points(model[key], w, h)
        if not points:
            failed += 1
            print(f'  pixel [{engine}] {name} t={key}: no point whose color can be predicted FAIL')
        for label, px, py, want in points:
            got = pixel(int(px), int(py))
            ok = max(abs(a - b) for a, b in zip(got, want)) <= 8
            passed, failed = passed + ok, failed + (not ok)
            print(f'  pixel [{engine}] {name} t={key} {label} ({px:.1f}, {py:.1f}): expected '
                  f'#{bytes(want).hex().upper()} got #{bytes(got).hex().upper()} {"ok" if ok else "FAIL"}')
    return passed, failed


def text_views(svg):
    """The views whose <g data-view> draws a text part: a child <svg role="img">, or one in a child <g>."""
    svg_ns = '{http://www.w3.org/2000/svg}'
    draws = lambda g: any(c.tag == svg_ns + 'svg' and c.get('role') == 'img' or
                          c.tag == svg_ns + 'g' and 'data-view' not in c.attrib and draws(c) for c in g)
    return [g.get('data-view') for g in ET.parse(svg).iter(svg_ns + 'g') if 'data-view' in g.attrib and draws(g)]


def check_text(name, scene, svg, w, h, keys, model, chromium, firefox, other='firefox'):
    """Chromium and the other browser (Firefox or WebKit) must draw text alike: the mean RGB difference
    over each shown view that draws text, its frame rounded outwards and clipped to the picture, under 8.
    (passed, failed)"""
    passed = failed = 0
    for vid in text_views(svg):
        for key, a, b in zip(keys, chromium, firefox):
            f = model[key].get(vid)
            if not f or f['width'] * f['height'] < 4 or not scene.shown(vid, model[key]):
                continue
            x0, y0 = max(0, math.floor(f['x'])), max(0, math.floor(f['y']))
            x1 = min(math.ceil(w), math.ceil(f['x'] + f['width']))
            y1 = min(math.ceil(h), math.ceil(f['y'] + f['height']))
            if x0 >= x1 or y0 >= y1:
                continue                                # outside the picture
            diff = sum(abs(p - q) for y in range(y0, y1) for x in range(x0, x1) for p, q in zip(a(x, y), b(x, y)))
            mean = diff / (3 * (x1 - x0) * (y1 - y0))
            ok = mean < 8
            passed, failed = passed + ok, failed + (not ok)
            print(f'  text {name} t={key} {vid} ({x0}, {y0}, {x1 - x0}×{y1 - y0}): '
                  f'mean |chromium − {other}| {mean:.2f} {"ok" if ok else "FAIL"}')
    return passed, failed


# ---------------------------------------------------------------- main

def main():
    ap = arguments(__doc__, browsers='chromium,firefox,webkit')
    ap.add_argument('--rate', type=float, default=60)
    ap.add_argument('--tolerance', type=float, default=0.25)
    ap.add_argument('--screenshots', action='store_true')
    args = ap.parse_args()
    return run('mb-conformance-', check, args)


def check(args, tally, tmp):
    kinds = {'chromium': Chromium, 'firefox': Firefox, 'webkit': WebKit}
    names = browser_names(args.browsers, kinds)
    if any(not f.endswith('.svg') for f in args.files):
        need_binary(args.bin)
    started = time.time()
    jobs = [prepare(args.bin, f, args.rate, tmp) for f in args.files]
    shots, plans = {}, {}               # screenshots: {(browser, arg): [pixels]}, {arg: (ms, keys, frames)}
    for job in jobs if args.screenshots else []:
        if not job.arg.endswith('.svg'):
            ms = shot_times(source(job.arg)[0], max(job.times.values()) / 1000)
            keys = [time_key(m) for m in ms]
            plans[job.arg] = (ms, keys, frames(args.bin, job.arg, keys))
    print(f'exported and sampled {len(jobs)} file(s) in {time.time() - started:.1f} s')
    if args.screenshots and 'chromium' not in names:
        names.append('chromium (screenshots only)')
    for name in names:
        with launched(kinds[name.split()[0]], name) as browser:
            for job in [] if 'only' in name else jobs:
                tally.count(check_geometry(browser, job, args.tolerance))
            for job in jobs:
                if job.arg not in plans:
                    continue
                ms, keys, shot_model = plans[job.arg]
                shots[browser.name, job.arg] = capture(browser, job.svg, job.w, job.h, ms)
                if browser.name in ('chromium', 'webkit'):
                    tally.add(check_pixels(job.name, job.scene, job.w, job.h, keys, shot_model,
                                           shots[browser.name, job.arg], browser.name))
                for other in ('firefox', 'webkit'):     # text: each against Chromium's
                    if ('chromium', job.arg) in shots and (other, job.arg) in shots:
                        tally.add(check_text(job.name, job.scene, job.svg, job.w, job.h, keys, shot_model,
                                             shots['chromium', job.arg], shots.pop((other, job.arg)), other))


if __name__ == '__main__':
    sys.exit(main())
