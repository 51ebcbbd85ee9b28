#!/usr/bin/env python3
"""Lottie conformance check: does the exported Lottie play as `motionboard frames` says?

    python3 Tests/Conformance/lottie_conformance.py [--bin .build/debug/motionboard]
        [--tolerance 0.25] [--renders] FILE.xml ...

Each FILE.xml is exported (`BIN export FILE.xml --output TMP --format lottie` writes TMP/NAME.json)
and `BIN frames FILE.xml --at` is asked for every frame of the composition: the times k/fr for
k = ip … op-1, written as repr(round(k/fr, 9)) and used as the keys.  Then:
* schema: the official Lottie 1.0 JSON schema (lottie-specs, Draft 2020-12); any error fails.
* structure: one shape layer per view with nm = the view id (for an imported view with a name
  users know, the name `frames` gives it in `names`), whose first shape (or its group's
  first item) is a rect named "frame"; the first view layer up its chain (parent layers, then the
  precomp layer whose asset holds it, and that one's parents …) is its superview's; st 0, sr 1.
* geometry, evaluated with python-lottie (which, like rlottie, ThorVG and lottie-ios, reads only
  x[0]/y[0] of easing handles): the frame rect's corners mapped to composition space through the
  chain with T(p)·T(-a) only, rotation and scale skipped (`frames` leaves them out); the box must
  match x/y/width/height within --tolerance (the 0.25 pt contract).
* alpha: the view layer's own ks.o/100 against `alpha` clamped to [0, 1], within 0.002.  When it
  differs but the product with the opacity of the precomp layer of its own group matches, that is
  info only (the view's alpha may sit on the precomp layer that groups its subtree).
* shown alpha: what the players show, ks.o/100 times that of every precomp layer around the layer
  (a parent passes its transform down, not its opacity), against the product of `alpha` over the
  view and its superviews (the input's tree), as UIKit composites them, within 0.002.
* rotation and scale: the sum of ks.r and the product of ks.s/100 over the view's own links (its
  layer and the layers between it and its superview's layer, such as the precomp layer that
  carries a grouped view's transform) against `rotation` mod 360 (within 0.1°) and `scaleX`,
  `scaleY` (within 0.001), at every frame.
* visibility, at every frame: a view `hidden` in frames (itself or a superview) must not show: its
  layer or an enclosing precomp layer outside ip/op or hd, or its opacity with the precomp layers'
  at 0 (a view hidden and shown again keeps one in-out span and holds its opacity at 0); a view
  not hidden must be drawn.  Alpha is compared only while the view is not hidden.
--renders: rlottie and ThorVG render the first, middle and last frame; the picture, composited over
white, is checked at the points probes.Scene chooses from the XML and `frames` (inside
the corners of plain opaque <view>s nothing covers, just beyond their edges, rotated and scaled
views included, the points mapped through their transforms, images, the root's background),
within 8/255; a frame with no such point fails.  The
points stay >= 1.5 pt from any edge, which absorbs ThorVG's whole-pixel snapping of axis-aligned
rects.
A FILE.json argument, with FILE.frames.json beside it (and, for --renders and the superview check,
FILE.scene.xml), is checked without the binary: that is how fixtures/handmade_lottie.json tests
this checker.

Player and evaluator facts used (see /work/shared/tools/README-lottie.md):
* python-lottie returns the held value exactly on the keyframe that ends a hold; players show the
  new value there.  Every property is evaluated at frame + 1e-6.
* python-lottie merges a split position ("s": true) into one x/y track, sampling each component
  on the other's keyframe times (hitting that hold quirk) and keeping one component's easing: a
  jump written as a hold then showed 90 pt off.  Split positions are evaluated per component.
* rlottie renders integer frames only, from a premultiplied BGRA buffer; ThorVG is asked for
  premultiplied ABGR8888 (bytes R, G, B, A).  Premultiplied pixels over white: c + 255 - a.
* rlottie draws a layer at integer frames round(ip) … round(op), op included, and an image asset at
  the PNG's pixel size whatever its w/h: both are errors (player_problems).
* Players evaluate a layer's own keyframes at the composition frame whatever its `st`, lottie-web
  subtracts it; `st` other than 0 (or `sr` other than 1) is therefore an error.

Exit status 0 when every check passes, 1 when one fails, 2 on a setup problem (missing package or
binary, export or frames failed).  Last line: `N passed, M failed` (files, and pixels per engine).
"""
import base64, collections, copy, json, math, os, struct, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from conformance_common import (SetupError, arguments, export, frames_json, input_xml, need_binary,  # noqa: E402
                                output_folder, run, source)
from probes import Scene   # noqa: E402  (the pixel probes)

EPS = 1e-6          # frames are evaluated this much late: python-lottie's hold-boundary quirk
ALPHA_LIMIT, ROTATION_LIMIT, SCALE_LIMIT = 0.002, 0.1, 0.001    # alpha, degrees, scale factor
PIXEL_LIMIT = 8


def need_packages(renders):
    """Import the pinned packages, or raise SetupError naming the pip command."""
    names = ['jsonschema', 'lottie_specs', 'lottie'] + (['rlottie_python', 'thorvg_python', 'numpy'] if renders else [])
    for name in names:
        try:
            __import__(name)
        except ImportError as e:
            raise SetupError(f'{e}: pip install lottie-specs==0.5.2 jsonschema==4.26.0 lottie==0.7.2 '
                             'rlottie-python==1.3.8 thorvg-python==1.1.3 pillow==13.0.0')


# ---------------------------------------------------------------- inputs

def time_keys(doc, path):
    """[(key, frame)] for every frame k = ip … op-1 of the composition."""
    if not isinstance(doc, dict) or not all(isinstance(doc.get(k), (int, float)) for k in ('fr', 'op')) or doc['fr'] <= 0:
        raise SetupError(f'{path}: no usable fr/op, cannot choose the times')
    fr, ip, op = float(doc['fr']), float(doc.get('ip', 0)), float(doc['op'])
    return [(repr(round(k / fr, 9)), k) for k in range(math.ceil(ip), math.ceil(op))]


def load_json(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError) as e:
        raise SetupError(f'{path}: {e}')


def by_id(doc, names):
    """Layers of imported views are named as users know the views (`frames`' `names`: an id's
    outlet or user label); the checks key views by id, so each such layer name (the view's, and
    its `group`, `bounds`, `border` and `image` layers') is put back to the id, in place."""
    back = {name + suffix: view + suffix for view, name in names.items()
            for suffix in ('', ' group', ' bounds', ' border', ' image')}
    for layers in [doc.get('layers', [])] + [a.get('layers', []) for a in doc.get('assets', [])]:
        for layer in layers:
            if layer.get('nm') in back:
                layer['nm'] = back[layer['nm']]


def prepare(binary, path, tmp):
    """(lottie path, document, [(key, frame)], frames by key, Scene or None) for one input."""
    base = os.path.splitext(path)[0]
    if path.endswith('.json'):                                       # a fixture: FILE.frames.json beside it
        target, doc = path, load_json(path)
        keys = time_keys(doc, path)
        model = load_json(base + '.frames.json').get('frames', {})
        scene = Scene(base + '.scene.xml') if os.path.exists(base + '.scene.xml') else None
    else:
        target = export(binary, path, output_folder(tmp, path), 'lottie', expect=['.json']) + '.json'
        doc = load_json(target)
        keys = time_keys(doc, target)
        report = frames_json(binary, path, '--at', ','.join(k for k, _ in keys))
        model = report['frames']
        scene = Scene(input_xml(binary, path, tmp))
        by_id(doc, report.get('names', {}))
    missing = [k for k, _ in keys if k not in model]
    if missing:
        raise SetupError(f'{path}: frames has no key {missing[0]!r}')
    return target, doc, keys, model, scene


# ---------------------------------------------------------------- schema

_validator = None


def leaves(error):
    """The errors under a oneOf/anyOf that matter, recursively: branches that fail on `ty` or on
    the animated flag `a` are dropped, and of the rest those with the fewest errors kept."""
    if not error.context:
        return [error]
    branches = {}
    for e in error.context:
        branches.setdefault(e.relative_schema_path[0], []).append(e)
    keep = [b for b in branches.values() if not any(
        e.path and e.path[-1] in ('ty', 'a') and e.validator in ('const', 'enum', 'not') for e in b)] \
        or list(branches.values())
    fewest = min(len(b) for b in keep)                      # the branch that nearly matches
    return [leaf for b in keep if len(b) == fewest for e in b for leaf in leaves(e)]


def schema_errors(doc):
    """[(json path, message)] under the Lottie schema, oneOf noise trimmed."""
    global _validator
    from jsonschema import Draft202012Validator
    if _validator is None:
        from lottie_specs import load_specs
        _validator = Draft202012Validator(load_specs())
    out = []
    for error in _validator.iter_errors(doc):
        for leaf in leaves(error):
            item = (leaf.json_path, leaf.message if len(leaf.message) < 160 else leaf.message[:157] + '...')
            out += [item] if item not in out else []
    return out


# ---------------------------------------------------------------- the layer tree

class Placed:
    """A layer where it is drawn: its raw dict, python-lottie object, composition and precomp layer."""

    def __init__(self, raw, obj, outer):
        self.raw, self.obj, self.outer, self.siblings = raw, obj, outer, []

    @property
    def name(self):
        return self.raw.get('nm', '?')

    def path(self):
        return (self.outer.path() + '/' if self.outer else '') + f'{self.name}[{self.raw.get("ind", "?")}]'


class SplitPosition:
    """A split position ("s": true) evaluated per component with python-lottie's Value.  python-lottie
    itself merges x and y into one track, sampling each component exactly on the other's keyframe
    times (where its hold quirk gives the held value) and keeping one component's easing."""

    def __init__(self, raw):
        from lottie.objects.properties import Value
        self.parts = [Value.load(raw[c]) for c in ('x', 'y')]

    def get_value(self, frame):
        return [part.get_value(frame) for part in self.parts]


def place_layers(doc, anim, problems):
    """Every layer, following precomp layers into their assets (depth-first, drawing order kept)."""
    assets = {a.get('id'): (a, o) for a, o in zip(doc.get('assets') or [], anim.assets or []) if 'layers' in a}
    found = []

    def walk(raws, objs, outer, depth):
        here = [Placed(r, o, outer) for r, o in zip(raws, objs)]
        for p in here:
            position = (p.raw.get('ks') or {}).get('p')
            if isinstance(position, dict) and position.get('s') and 'x' in position and 'y' in position:
                p.obj.transform.position = SplitPosition(position)
            p.siblings = here
            found.append(p)
            if p.raw.get('ty') == 0:
                if p.raw.get('refId') not in assets:
                    problems.append(f'precomp layer {p.path()}: refId {p.raw.get("refId")!r} names no precomp asset')
                elif depth > 16:
                    problems.append(f'precomp layer {p.path()}: precomps nest deeper than 16 (a cycle?)')
                else:
                    raw, obj = assets[p.raw['refId']]
                    walk(raw['layers'], obj.layers, p, depth + 1)
    walk(doc.get('layers') or [], anim.layers or [], None, 0)
    return found


def parent_of(p, problems):
    ind = p.raw.get('parent')
    if ind is None:
        return None
    match = [q for q in p.siblings if q.raw.get('ind') == ind]
    if len(match) != 1:
        problems.append(f'layer {p.path()}: parent {ind} matches {len(match)} layers of its composition')
        return None
    return match[0]


def chain(p, problems):
    """The layers whose transforms place p: p, its parents, then each enclosing precomp layer's chain."""
    out = []
    while p is not None:
        q = p
        while q is not None:
            if q in out:
                problems.append(f'layer {q.path()}: parenting cycle')
                return out
            out.append(q)
            q = parent_of(q, problems)
        p = p.outer
    return out


def frame_rect(items):
    """(rect, [enclosing groups]) when the first shape (through groups) is a rect named frame."""
    groups = []
    while items and type(items[0]).__name__ == 'Group':
        groups.append(items[0])
        items = items[0].shapes
    rect = items[0] if items and type(items[0]).__name__ == 'Rect' and items[0].name == 'frame' else None
    return rect, groups


def find_views(placed, views, scene, problems):
    """{view: (Placed, rect, groups, chain)} for the layers that follow the contract."""
    out = {}
    for view in views:
        named = [p for p in placed if p.name == view and p.raw.get('ty') != 0]
        layers = [(p, *frame_rect(getattr(p.obj, 'shapes', None) or [])) for p in named if p.raw.get('ty') == 4]
        layers = [entry for entry in layers if entry[1] is not None]
        if len(layers) != 1:
            problems.append(f'view {view!r}: {len(layers)} shape layers named {view!r} whose first shape is a '
                            f'rect named "frame" ({len(named)} layers have the name)')
            continue
        p = layers[0][0]
        out[view] = (*layers[0], chain(p, problems))
    for view, (p, rect, groups, links) in out.items():   # its own links: those below the superview's layer
        above = next((i for i, q in enumerate(links) if i and any(e[0] is q for e in out.values())), len(links))
        out[view] += (links[:above],)
    for view, (p, rect, groups, links, _) in out.items():
        for q in links:
            if q.raw.get('st', 0) != 0 or q.raw.get('sr', 1) != 1:
                problems.append(f'layer {q.path()}: st {q.raw.get("st", 0)}, sr {q.raw.get("sr", 1)} (players '
                                'disagree unless st is 0 and sr 1)')
        if scene is not None and view in scene.info:       # the nearest view layer above must be the superview's
            above = next((v for q in links[1:] for v, entry in out.items() if entry[0] is q), None)
            want = scene.info[view][1]
            if above != want:
                problems.append(f'view {view!r}: the nearest view layer above {p.path()} is '
                                f'{above!r}, not its superview {want!r}')
    return out


def player_problems(doc, placed, frames):
    """What rlottie shows differently from ThorVG and the spec (measured with rlottie-python 1.3.8):
    * it draws a layer at integer frame f when round(ip) <= f <= round(op), halves rounded up: the
      frame op itself is drawn, and so is one before a fractional ip below the half;
    * it draws an image asset at the PNG's pixel size, not scaled to the asset's w/h (ThorVG scales)."""
    out = []
    for p in (p for p in placed if not p.raw.get('hd')):        # hd: hidden in every player
        ip, op = p.raw.get('ip', 0), p.raw.get('op', math.inf)
        edges = {math.floor(v) + d for v in (ip, op) if math.isfinite(v) for d in (0, 1)}
        for f in sorted(edges & set(frames)):
            spec, rlottie = ip <= f < op, math.floor(ip + 0.5) <= f <= math.floor(op + 0.5)
            if spec != rlottie:
                out.append(f'layer {p.path()}: ip {ip}, op {op}: rlottie {"draws" if rlottie else "hides"} it at '
                           f'frame {f}, ThorVG and the spec do not')
    for a in doc.get('assets') or []:
        data = a.get('p', '') if a.get('e') == 1 else ''
        if data.startswith('data:image/png;base64,'):
            head = base64.b64decode(data[22:22 + 44] + '=' * (-len(data[22:22 + 44]) % 4))
            size = struct.unpack('>II', head[16:24]) if head[12:16] == b'IHDR' else None
            if size and size != (a.get('w'), a.get('h')):
                out.append(f'image asset {a.get("id")!r}: w×h {a.get("w")}×{a.get("h")} but the PNG is '
                           f'{size[0]}×{size[1]} px: rlottie draws it at its pixel size, ThorVG stretches it')
    return out


# ---------------------------------------------------------------- evaluation

def value(prop, frame, default):
    v = prop.get_value(frame) if prop is not None else None
    return default if v is None else v


def offset(transform, frame):
    """p - a: the transform without rotation, scale and skew."""
    p, a = value(transform.position, frame, [0, 0]), value(transform.anchor_point, frame, [0, 0])
    return p[0] - a[0], p[1] - a[1]


def turned(transform, frame):
    """Is a group's transform more than a translation (rotation, scale other than 100 %, skew)?"""
    s = value(transform.scale, frame, [100, 100])
    return abs(value(transform.rotation, frame, 0)) > 1e-9 or abs(value(transform.skew, frame, 0)) > 1e-9 \
        or abs(s[0] - 100) > 1e-9 or abs(s[1] - 100) > 1e-9


Sample = collections.namedtuple('Sample', 'x y width height alpha group_alpha outer_alpha rotation scaleX scaleY drawn turned')


def measure(entry, frame):
    """A view's Sample at a composition frame: its frame box; its own ks.o, with the precomp layer of
    its own group, and with every enclosing precomp layer (what the players show: a parent passes its
    transform down, not its opacity); its rotation and scale: the sum of ks.r and the product of ks.s / 100 over its own
    links (its layer and the layers between it and its superview's, such as the precomp layer that
    carries a grouped view's transform); whether the layer and its precomp layers are drawn (ip/op/hd);
    whether a group around the frame rect rotates or scales."""
    p, rect, groups, links, own = entry
    f = frame + EPS
    dx = dy = 0.0
    for t in [q.obj.transform for q in links] + [g.transform for g in groups]:
        ox, oy = offset(t, f)
        dx, dy = dx + ox, dy + oy
    (cx, cy), (w, h) = value(rect.position, f, [0, 0]), value(rect.size, f, [0, 0])
    alpha = value(p.obj.transform.opacity, f, 100) / 100
    rotation, sx, sy = 0.0, 1.0, 1.0
    for q in own:
        s = value(q.obj.transform.scale, f, [100, 100])
        rotation, sx, sy = rotation + value(q.obj.transform.rotation, f, 0), sx * s[0] / 100, sy * s[1] / 100
    outer_alpha, group_alpha, drawn, q = alpha, alpha, True, p
    while q is not None:
        drawn = drawn and q.raw.get('ip', 0) <= frame < q.raw.get('op', math.inf) and not q.raw.get('hd')
        if q is not p:
            opacity = value(q.obj.transform.opacity, f, 100) / 100
            outer_alpha *= opacity
            group_alpha *= opacity if q in own else 1       # the precomp layer of the view's own group
        q = q.outer
    return Sample(dx + cx - abs(w) / 2, dy + cy - abs(h) / 2, abs(w), abs(h), alpha, group_alpha, outer_alpha,
                  rotation, sx, sy, drawn, any(turned(g.transform, f) for g in groups))


def check_file(name, doc, keys, model, scene, tolerance):
    """Schema, structure, geometry and alpha for one file: print a report, return pass/fail."""
    from lottie.objects.animation import Animation
    schema = schema_errors(doc)
    problems = []
    try:
        anim = Animation.load(copy.deepcopy(doc))
    except Exception as e:                                  # noqa: BLE001  (any load failure is a finding)
        anim, problems = None, [f'python-lottie cannot load it: {type(e).__name__}: {e}']
    views = list(model[keys[0][0]]) if keys else []
    if not keys:
        problems.append('the composition has no frames (op <= ip)')
    placed = place_layers(doc, anim, problems) if anim else []
    found = find_views(placed, views, scene, problems)
    problems += player_problems(doc, placed, [frame for _, frame in keys])
    limit = {'x': tolerance, 'y': tolerance, 'width': tolerance, 'height': tolerance, 'alpha': ALPHA_LIMIT,
             'shown alpha': ALPHA_LIMIT, 'rotation': ROTATION_LIMIT, 'scaleX': SCALE_LIMIT, 'scaleY': SCALE_LIMIT,
             'visible': 0}
    units = {'alpha': 'alpha', 'shown alpha': 'alpha', 'rotation': '°', 'scaleX': 'scale', 'scaleY': 'scale'}
    worst, excess, notes = {u: (0.0, '') for u in ('pt', 'alpha', '°', 'scale')}, {}, {}
    for key, frame in keys:
        for view, entry in list(found.items()):
            want = model[key].get(view)
            if want is None:
                continue
            missing = [f for f in ('rotation', 'scaleX', 'scaleY', 'hidden') if f not in want]
            if missing:
                raise SetupError(f'{name}: frames gives {view} no {", ".join(missing)} at {key} s')
            try:
                got = measure(entry, frame)
            except Exception as e:                          # noqa: BLE001  (malformed values)
                problems.append(f'view {view!r}: python-lottie cannot evaluate its chain at {key} s: '
                                f'{type(e).__name__}: {e}')
                del found[view]
                continue
            alpha = min(1.0, max(0.0, want['alpha']))      # players clamp opacity, a spring may overshoot
            chain_names = scene.chain(view) if scene is not None and view in scene.info else [view]
            hidden = any(model[key].get(v, {}).get('hidden') for v in chain_names)
            # What UIKit shows: the view's alpha times its superviews'.  A Lottie layer's parent
            # passes its transform down, not its opacity: only the precomp layers around it do.
            shown_alpha = math.prod(min(1.0, max(0.0, model[key].get(v, {}).get('alpha', 1))) for v in chain_names)
            shows = got.drawn and got.outer_alpha > ALPHA_LIMIT
            if hidden and shows or not hidden and not got.drawn:
                e = excess.setdefault((view, 'visible'), {'first': key, 'count': 0, 'max': (0.0, '')})
                e.update(last=key, count=e['count'] + 1, max=(1.0, f'{view} at {key} s: frames says '
                         f'{"hidden" if hidden else "shown"}, the layer is {"drawn" if got.drawn else "not drawn"} '
                         f'at opacity {got.outer_alpha:.4f}'))
            for field in limit:
                if field == 'visible' or hidden and field in ('alpha', 'shown alpha'):
                    continue
                g, v = (got.outer_alpha, shown_alpha) if field == 'shown alpha' else \
                    (getattr(got, field), alpha if field == 'alpha' else want[field])
                err, unit = abs(g - v), units.get(field, 'pt')
                if field == 'rotation':
                    err = abs((g - v + 180) % 360 - 180)
                if field == 'alpha' and err > ALPHA_LIMIT and abs(got.group_alpha - v) <= ALPHA_LIMIT:
                    notes.setdefault((view, 'precomp alpha'), f'ks.o {g:.4f} but {got.group_alpha:.4f} with the '
                                                              f'precomp layer of its group, as frames says, from {key} s')
                    continue
                where = f'{view}.{field} at {key} s (lottie {g:.4f}, frames {v:.4f}' + \
                    (' with its superviews\' alphas)' if field == 'shown alpha' else ')')
                if err > worst[unit][0]:
                    worst[unit] = (err, where)
                if err > limit[field]:
                    e = excess.setdefault((view, field), {'first': key, 'count': 0, 'max': (0.0, '')})
                    e.update(last=key, count=e['count'] + 1, max=max(e['max'], (err, where)))
            if not 0 <= want['alpha'] <= 1:
                notes.setdefault((view, 'alpha'), f'alpha {want["alpha"]:.4f} outside [0, 1] at {key} s, compared as clamped')
            if got.turned:
                notes.setdefault((view, 'group'), f'the group around its frame rect rotates or scales at {key} s')
            if not got.drawn:
                n = notes.setdefault((view, 'drawn'), [key, 0])
                n[1] += 1
    problems = list(dict.fromkeys(problems))              # chains share layers: report each once
    ok = not schema and not problems and not excess
    print(f'{name}: schema {len(schema) or "ok"}{" errors" if schema else ""}; {len(keys)} times × {len(found)} views: '
          + '; '.join(f'max {unit} error {e:.6f}{" (" + w + ")" if w else ""}' for unit, (e, w) in worst.items())
          + (': PASS' if ok else ': FAIL'))
    for path, message in schema[:12]:
        print(f'  schema: {path}: {message}')
    if len(schema) > 12:
        print(f'  schema: … and {len(schema) - 12} more')
    for p in problems:
        print(f'  error: {p}')
    for (view, field), e in sorted(excess.items(), key=lambda item: -item[1]['max'][0]):
        print(f'  over {limit[field]} at {e["count"]} times from {e["first"]} to {e["last"]} s: '
              f'max {e["max"][0]:.4f} at {e["max"][1]}')
    for (view, kind), note in notes.items():
        text = note if isinstance(note, str) else \
            f'layer not drawn (ip/op/hd) at {note[1]} of {len(keys)} times, from {note[0]} s'
        print(f'  info: {view}: {text}')
    return ok


# ---------------------------------------------------------------- rendering

_thorvg = None


def render(engine, path, doc, frame):
    """The picture at a composition frame over white: a function (x, y) -> (r, g, b)."""
    import numpy as np
    w, h, rel = int(doc['w']), int(doc['h']), frame - math.ceil(float(doc.get('ip', 0)))
    with open(path) as f:
        text = f.read()
    if engine == 'rlottie':
        from rlottie_python import LottieAnimation
        anim = LottieAnimation.from_data(text)
        if tuple(anim.lottie_animation_get_size()) != (w, h):
            raise RuntimeError(f'rlottie did not load it (size {anim.lottie_animation_get_size()})')
        buf = anim.lottie_animation_render(frame_num=rel, width=w, height=h)
        px = np.frombuffer(buf, dtype=np.uint8).reshape(h, w, 4)[..., [2, 1, 0, 3]]   # BGRA
    else:
        import thorvg_python as tvg
        global _thorvg
        _thorvg = _thorvg or tvg.Engine(threads=0)
        canvas, anim = tvg.SwCanvas(_thorvg), tvg.LottieAnimation(_thorvg)
        canvas.set_target(w, h, cs=tvg.Colorspace.ABGR8888)                           # premultiplied R, G, B, A
        picture = anim.get_picture()
        result = picture.load_data(text.encode(), 'lottie', None, True)
        if int(result) != 0:
            raise RuntimeError(f'ThorVG did not load it ({result})')
        picture.set_size(w, h)
        canvas.add(picture)
        anim.set_frame(float(rel))
        canvas.update()
        canvas.draw(True)
        canvas.sync()
        px = np.frombuffer(bytes(canvas.buffer_arr), dtype=np.uint8).reshape(h, w, 4).copy()
        canvas.destroy()
    over_white = np.clip(px[..., :3].astype(int) + 255 - px[..., 3:4].astype(int), 0, 255)
    return lambda x, y: tuple(int(c) for c in over_white[y, x])


def check_pixels(name, path, doc, keys, model, scene):
    """rlottie and ThorVG at the first, middle and last frame: returns (passed, failed)."""
    if scene is None:
        print(f'  pixels {name}: no scene XML, skipped')
        return 0, 0
    chosen = sorted({keys[0], keys[(len(keys) - 1) // 2], keys[-1]}, key=lambda kf: kf[1])
    w, h = float(doc['w']), float(doc['h'])
    passed = failed = 0
    for engine in ('rlottie', 'thorvg'):
        p0, f0 = passed, failed
        for key, frame in chosen:
            try:
                pixel = render(engine, path, doc, frame)
            except Exception as e:                          # noqa: BLE001  (a player that fails is a finding)
                failed += 1
                print(f'  pixel {name} [{engine}] frame {frame}: cannot render: {e} FAIL')
                continue
            points = scene.points(model[key], w, h)
            if not points:
                failed += 1
                print(f'  pixel {name} [{engine}] t={key} (frame {frame}): no point whose color can be predicted FAIL')
            for label, px, py, want in points:
                got = pixel(int(px), int(py))
                ok = max(abs(a - b) for a, b in zip(got, want)) <= PIXEL_LIMIT
                passed, failed = passed + ok, failed + (not ok)
                if not ok:
                    print(f'  pixel {name} [{engine}] t={key} (frame {frame}) {label} ({px:.1f}, {py:.1f}): expected '
                          f'#{bytes(want).hex().upper()} got #{bytes(got).hex().upper()} FAIL')
        print(f'  pixels {name} [{engine}] frames {", ".join(str(f) for _, f in chosen)}: '
              f'{passed - p0} passed, {failed - f0} failed')
    return passed, failed


# ---------------------------------------------------------------- main

def main():
    ap = arguments(__doc__)
    ap.add_argument('--tolerance', type=float, default=0.25)
    ap.add_argument('--renders', action='store_true')
    args = ap.parse_args()
    return run('mb-lottie-', check, args)


def check(args, tally, tmp):
    need_packages(args.renders)
    if any(not f.endswith('.json') for f in args.files):
        need_binary(args.bin)
    for file in args.files:
        started, (path, scene) = time.time(), source(file)
        name = os.path.basename(path) + (f'#{scene}' if scene else '')
        path, doc, keys, model, scene = prepare(args.bin, file, tmp)
        tally.count(check_file(name, doc, keys, model, scene, args.tolerance))
        if args.renders and keys:
            tally.add(check_pixels(name, path, doc, keys, model, scene))
        print(f'  {name}: {time.time() - started:.1f} s')


if __name__ == '__main__':
    sys.exit(main())
