#!/usr/bin/env python3
"""dotLottie check: is `export --format dotlottie` a valid dotLottie 2 file holding the Lottie
file that `--format lottie` writes?

    python3 Tests/Conformance/dotlottie_check.py [--bin .build/debug/motionboard] FILE.xml ...

Each FILE.xml is exported with `--format lottie,dotlottie --appearance both` (NAME.json,
NAME-light.json, NAME-dark.json and NAME.lottie) and once more into another folder, and:
* NAME.lottie is a ZIP archive (Python's zipfile) whose entries are `manifest.json` first, then
  `a/ID.json` for each animation of the manifest, then `t/ID.json` for each theme, and nothing
  else; each entry is deflated, dated 1980-01-01 00:00 and passes its CRC check;
* manifest.json is valid against the dotLottie 2 manifest (the schema below, written from the
  specification at dotlottie.io/spec/2.0: `version` "2" required, `animations` a non-empty
  list of objects with a unique string `id` and optional `themes`, optional `generator`,
  `initial`, `themes` (objects with an `id`), `stateMachines`), `initial.animation` names one of
  its animations, and every theme an animation names is one of `themes`;
* the animations are the light one (ID) and the dark one (ID-dark, the same bytes as
  NAME-dark.json, for players without themes);
* when the two appearances are the same file (Examples/panel.xml, whose colors are all hex):
  a/ID.json is NAME.json and there is no theme (a/ID-dark.json is then the same bytes too);
* otherwise the themes: ID lists `light` and `dark`, each `t/ID.json` is valid against the dotLottie theme
  specification (THEME_SCHEMA below: `rules` of `id`, `type`, and `value` or `keyframes` of
  `frame`, `value`, `inTangent`, `outTangent`, `hold`; a Color's values 3 or 4 numbers in 0…1,
  a Scalar's a number), a/ID.json is valid against the Lottie schema (lottie-specs, which has
  `sid`), its slot ids are exactly the rules' ids in each theme, each on a fill's or stroke's
  color (a Color rule) or opacity (a Scalar rule); and applying a theme as a player does
  (each property with a `sid` replaced by its rule's value or keyframes, `frame` → `t`, `value`
  → `s`, `outTangent` → `o`, `inTangent` → `i`, `hold` → `h`) gives exactly the plain Lottie
  file of that appearance: `light` gives NAME-light.json and `dark` NAME-dark.json, every
  number, key and layer (so a/ID.json without its `sid`s is NAME.json);
* each appearance's colors are UIKit's: in NAME-light.json and NAME-dark.json (which the themes
  must give), every view's background (the fill of its `frame` group, a label's `background`) and
  a label's text (its `text` group) take the value of the input's color, and of each color its
  timeline sets, in that appearance: Apple's published values (uikit_colors.py), not our own
  -dark.json, which the themes were only compared with before;
* a player applies it so: ThorVG (the renderer of dotLottie's players, thorvg-python) draws
  a/ID.json with t/dark.json's rules as slots (gen_slot, apply_slot) at the first, middle and
  last frame within 1/255 of the dark file, which differs from the light one by more than 8;
* the second export is the same bytes (fixed timestamps, fixed order).
Last line: `N passed, M failed`; exit status 0, 1 on a failure, 2 on a setup problem.
"""
import json, os, sys, zipfile

import jsonschema

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from conformance_common import arguments, export, need_binary, run  # noqa: E402
from lottie_conformance import schema_errors  # noqa: E402  (the Lottie schema, lottie-specs)
from probes import Scene  # noqa: E402  (the input's views)
from uikit_colors import DYNAMIC, rgba  # noqa: E402  (Apple's values, light and dark)

MANIFEST_SCHEMA = {
    '$schema': 'https://json-schema.org/draft/2020-12/schema',
    'type': 'object',
    'required': ['version', 'animations'],
    'properties': {
        'version': {'const': '2'},
        'generator': {'type': 'string'},
        'animations': {
            'type': 'array', 'minItems': 1,
            'items': {
                'type': 'object', 'required': ['id'],
                'properties': {
                    'id': {'type': 'string', 'pattern': '^[A-Za-z0-9_-]+$'},
                    'name': {'type': 'string'},
                    'initialTheme': {'type': 'string'},
                    'background': {'type': 'string'},
                    'themes': {'type': 'array', 'items': {'type': 'string'}},
                },
            },
        },
        'themes': {'type': 'array', 'items': {'type': 'object', 'required': ['id'],
                                              'properties': {'id': {'type': 'string'}, 'name': {'type': 'string'}}}},
        'stateMachines': {'type': 'array', 'items': {'type': 'object', 'required': ['id']}},
        'initial': {'type': 'object', 'properties': {'animation': {'type': 'string'},
                                                     'stateMachine': {'type': 'string'}}},
    },
}


TANGENT = {'type': 'object', 'required': ['x', 'y'], 'additionalProperties': False,
           'properties': {'x': {'type': ['number', 'array'], 'items': {'type': 'number'}},
                          'y': {'type': ['number', 'array'], 'items': {'type': 'number'}}}}
COLOR = {'type': 'array', 'minItems': 3, 'maxItems': 4, 'items': {'type': 'number', 'minimum': 0, 'maximum': 1}}


def typed(value):
    """A rule whose `value` (or every keyframe's) is `value`'s shape."""
    return {'properties': {'value': value, 'keyframes': {'items': {'properties': {'value': value}}}}}


# The dotLottie theme file (the theming specification, version 1.0): one `rules` array; a rule
# targets a slot id, has a type, and a value or keyframes.
THEME_SCHEMA = {
    '$schema': 'https://json-schema.org/draft/2020-12/schema',
    'type': 'object', 'required': ['rules'], 'additionalProperties': False,
    'properties': {'rules': {'type': 'array', 'items': {
        'type': 'object', 'required': ['id', 'type'],
        'properties': {
            'id': {'type': 'string', 'minLength': 1},
            'type': {'enum': ['Color', 'Scalar', 'Position', 'Vector', 'Gradient', 'Image', 'Text']},
            'animations': {'type': 'array', 'items': {'type': 'string'}},
            'value': {},
            'keyframes': {'type': 'array', 'minItems': 1, 'items': {
                'type': 'object', 'required': ['frame', 'value'], 'additionalProperties': False,
                'properties': {'frame': {'type': 'number'}, 'value': {}, 'inTangent': TANGENT,
                               'outTangent': TANGENT, 'hold': {'type': 'boolean'}}}},
        },
        'oneOf': [{'required': ['value']}, {'required': ['keyframes']}],
        'allOf': [{'if': {'properties': {'type': {'const': 'Color'}}}, 'then': typed(COLOR)},
                  {'if': {'properties': {'type': {'const': 'Scalar'}}}, 'then': typed({'type': 'number'})}],
    }}},
}


def slotted(doc, found, inside=None):
    """[(sid, key, shape type)] of every property with a slot id, in document order."""
    if isinstance(doc, dict):
        for key, value in doc.items():
            if isinstance(value, dict) and 'sid' in value:
                found.append((value['sid'], key, doc.get('ty')))
            slotted(value, found, doc)
    elif isinstance(doc, list):
        for item in doc:
            slotted(item, found, inside)
    return found


def applied(doc, rules):
    """The animation with each slotted property replaced by its rule, as a player applies a theme
    (a property whose slot has no rule keeps its value, without its `sid`)."""
    if isinstance(doc, list):
        return [applied(item, rules) for item in doc]
    if not isinstance(doc, dict):
        return doc
    if 'sid' in doc and doc['sid'] in rules:
        rule = rules[doc['sid']]
        if 'value' in rule:
            return {'a': 0, 'k': rule['value']}
        keys = []
        for frame in rule['keyframes']:
            key = {'t': frame['frame'], 's': frame['value'] if isinstance(frame['value'], list) else [frame['value']]}
            for theirs, ours in (('outTangent', 'o'), ('inTangent', 'i')):
                if theirs in frame:
                    key[ours] = frame[theirs]
            if frame.get('hold'):
                key['h'] = 1
            keys.append(key)
        return {'a': 1, 'k': keys}
    return {key: applied(value, rules) for key, value in doc.items() if key != 'sid'}


def difference(a, b, path='$'):
    """Where two JSON values first differ."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            if a.get(key) != b.get(key):
                return difference(a.get(key), b.get(key), f'{path}.{key}')
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return difference(x, y, f'{path}[{i}]')
    return f'{path}: {json.dumps(a)[:80]} vs {json.dumps(b)[:80]}'


def slots_json(rules):
    """A theme's rules as ThorVG's slot JSON (`{"ID": {"p": property}}`), which dotLottie's
    players (dotlottie-rs, over ThorVG) hand to ThorVG's gen_slot to apply a theme."""
    return json.dumps({rule['id']: {'p': applied({'sid': rule['id']}, {rule['id']: rule})}
                       for rule in rules.values()})


_thorvg = None


def thorvg(text, frame, slots=None):
    """ThorVG's picture of a Lottie text at a frame, with slot JSON applied: RGBA rows (numpy)."""
    import numpy as np
    import thorvg_python as tvg
    global _thorvg
    _thorvg = _thorvg or tvg.Engine(threads=0)
    doc = json.loads(text)
    w, h = int(doc['w']), int(doc['h'])
    canvas, anim = tvg.SwCanvas(_thorvg), tvg.LottieAnimation(_thorvg)
    canvas.set_target(w, h, cs=tvg.Colorspace.ABGR8888)
    picture = anim.get_picture()
    if int(picture.load_data(text.encode(), 'lottie', None, True)) != 0:
        raise RuntimeError('ThorVG did not load the animation')
    picture.set_size(w, h)
    canvas.add(picture)
    if slots is not None:
        slot = anim.gen_slot(slots)
        if not slot or int(anim.apply_slot(slot)) != 0:
            raise RuntimeError('ThorVG did not take the theme\'s slots')
    anim.set_frame(float(frame))
    canvas.update()
    canvas.draw(True)
    canvas.sync()
    pixels = np.frombuffer(bytes(canvas.buffer_arr), dtype=np.uint8).reshape(h, w, 4).copy()
    canvas.destroy()
    return pixels


# The input's color attributes and the groups of the view's shape layer that paint them
# (docs/output.md, Lottie): a view's background in its `frame` group (a label's in `background`),
# a label's text in `text`.
PAINTED = {'backgroundColor': ('frame', 'background'), 'textColor': ('text',)}


def painted(doc, view, groups):
    """The colors, as (r, g, b) 0-255, of every fill under the named groups of the shape layers
    named view (every keyframe's value of an animated one), in the composition and its assets."""
    layers = list(doc.get('layers') or []) + [l for a in doc.get('assets') or [] for l in a.get('layers') or []]
    found = []

    def fills(items):
        for item in items:
            if item.get('ty') == 'fl':
                c = item.get('c', {})
                values = [c.get('k')] if not c.get('a') else [k.get('s') for k in c.get('k', []) if 's' in k]
                found.extend(tuple(round(x * 255) for x in v[:3]) for v in values if isinstance(v, list))
            elif item.get('ty') == 'gr':
                fills(item.get('it') or [])
    for layer in layers:
        if layer.get('nm') == view and layer.get('ty') == 4:
            fills([g for g in layer.get('shapes') or [] if g.get('ty') == 'gr' and g.get('nm') in groups])
    return found


def uikit_colors(xml, doc, dark):
    """[(what, expected colors, painted colors, whether a name that changes)] for each view's named or hex background and text
    color (and those its timeline sets) in one appearance's Lottie file: the expected values are
    UIKit's (uikit_colors.py, from Apple's published values), never read from the export."""
    scene, out = Scene(xml), []
    sets = [s for s in scene.doc.iter('set')]
    for view, (attrib, _, kind) in scene.info.items():
        for attribute, groups in PAINTED.items():
            texts = [attrib.get('text')] + [s.get('text') for s in sets if s.get('view') == view]
            if attribute == 'textColor' and (kind != 'label' or not any(texts)):
                continue                        # only a label's text, when it has some
            values = [attrib.get(attribute)] + [s.get(attribute) for s in sets if s.get('view') == view]
            values = [v for v in values if v]
            colors = [rgba(v, dark) for v in values]
            if not values or any(c is None or c[3] < 1 for c in colors):
                continue                        # none, not a color we know, or translucent
            want = sorted({c[:3] for c in colors})
            what = f'{view}.{attribute} ' + ', '.join(sorted(set(values)))
            out.append((what, want, sorted(set(painted(doc, view, groups))), bool(DYNAMIC & set(values))))
    return out


def main():
    args = arguments(__doc__).parse_args()
    return run('mb-dotlottie-', check_all, args)


def check_all(args, tally, tmp):
    def check(ok, what):
        print(f'  {what}: {"ok" if ok else "FAIL"}')
        tally.count(ok)

    need_binary(args.bin)
    for xml in args.files:
        name = os.path.splitext(os.path.basename(xml))[0]
        first, second = os.path.join(tmp, 'a', name), os.path.join(tmp, 'b', name)
        for folder in (first, second):
            export(args.bin, xml, folder, 'lottie,dotlottie', '--appearance', 'both')
        path = os.path.join(first, name + '.lottie')
        print(f'{xml}:')
        with open(path, 'rb') as f, open(os.path.join(second, name + '.lottie'), 'rb') as g:
            check(f.read() == g.read(), 'two exports are the same bytes')
        with zipfile.ZipFile(path) as archive:
            check(archive.testzip() is None, 'every entry passes its CRC check')
            infos = archive.infolist()
            check(bool(infos) and infos[0].filename == 'manifest.json', 'manifest.json comes first')
            check(all(i.compress_type == zipfile.ZIP_DEFLATED for i in infos), 'every entry is deflated')
            check(all(i.date_time == (1980, 1, 1, 0, 0, 0) for i in infos), 'every entry is dated 1980-01-01 00:00')
            manifest = json.loads(archive.read('manifest.json'))
            try:
                jsonschema.validate(manifest, MANIFEST_SCHEMA)
                check(True, 'the manifest is valid against the dotLottie 2 schema')
            except jsonschema.ValidationError as error:
                check(False, f'the manifest is valid against the dotLottie 2 schema ({error.message})')
                continue
            ids = [a['id'] for a in manifest['animations']]
            check(len(set(ids)) == len(ids), 'animation ids are unique')
            check(manifest.get('initial', {}).get('animation') in ids, 'the initial animation is one of them')
            themes = [t['id'] for t in manifest.get('themes', [])]
            check(sorted(i.filename for i in infos) == sorted(['manifest.json'] + [f'a/{i}.json' for i in ids]
                                                              + [f't/{t}.json' for t in themes]),
                  'the archive holds the manifest, a/ID.json for each animation and t/ID.json for each '
                  'theme, nothing else')
            check([i.filename for i in infos] == ['manifest.json'] + [f'a/{i}.json' for i in ids]
                  + [f't/{t}.json' for t in themes], 'in that order')
            check(all(set(a.get('themes', [])) <= set(themes) for a in manifest['animations']),
                  'every theme an animation names is in the manifest\'s themes')
            check(len(ids) == 2 and ids[1] == ids[0] + '-dark', 'a light and a dark animation (ID, ID-dark)')
            if len(ids) != 2:
                continue
            with open(os.path.join(first, name + '-dark.json'), 'rb') as f:
                check(archive.read(f'a/{ids[1]}.json') == f.read(), f'a/{ids[1]}.json is {name}-dark.json, byte for byte')
            plain = {}
            for suffix in ('', '-light', '-dark'):
                with open(os.path.join(first, name + suffix + '.json')) as f:
                    plain[suffix] = json.load(f)
            light = json.loads(archive.read(f'a/{ids[0]}.json'))
            # Each appearance's colors are UIKit's: the dark animation (which the dark theme must
            # give, below) has Apple's dark values, the light one the light values.
            for suffix, dark in (('-light', False), ('-dark', True)):
                compared = uikit_colors(xml, plain[suffix], dark)
                for what, want, got, _ in compared:
                    check(got == want, f'{name}{suffix}.json paints {what} as UIKit {"dark" if dark else "light"}: '
                          f'{" ".join(bytes(c).hex().upper() for c in got) or "nothing"}'
                          + ('' if got == want else f', expected {" ".join(bytes(c).hex().upper() for c in want)}'))
                print(f'  {name}{suffix}.json: {len(compared)} colors against UIKit\'s '
                      f'({sum(1 for *_, dynamic in compared if dynamic)} of them with names that change)')
            if plain['-light'] == plain['-dark']:
                check(light == plain[''] and not themes, 'one appearance: a/ID.json is NAME.json, no theme')
                continue
            check(manifest['animations'][0].get('themes') == ['light', 'dark'] and themes == ['light', 'dark'],
                  f'{ids[0]} has the themes light and dark')
            if themes != ['light', 'dark']:
                continue
            errors = schema_errors(light)
            check(not errors, f'a/{ids[0]}.json is valid against the Lottie schema'
                  + (f' ({errors[0][0]}: {errors[0][1]})' if errors else ''))
            slots = slotted(light, [])
            kinds = {'c': 'Color', 'o': 'Scalar'}
            check(slots and all(key in kinds and ty in ('fl', 'st') for _, key, ty in slots),
                  f'{len(slots)} slot ids, each on a fill\'s or stroke\'s color or opacity')
            for theme, want in (('light', plain['-light']), ('dark', plain['-dark'])):
                data = json.loads(archive.read(f't/{theme}.json'))
                try:
                    jsonschema.validate(data, THEME_SCHEMA)
                    check(True, f't/{theme}.json is valid against the dotLottie theme schema')
                except jsonschema.ValidationError as error:
                    check(False, f't/{theme}.json is valid against the dotLottie theme schema ({error.message})')
                    continue
                rules = {rule['id']: rule for rule in data['rules']}
                check(len(rules) == len(data['rules']) and set(rules) == {sid for sid, _, _ in slots},
                      f't/{theme}.json has one rule for each slot id, and no other')
                check(all(rules.get(sid, {}).get('type') == kinds.get(key) for sid, key, _ in slots),
                      f't/{theme}.json: a Color rule for each color slot, a Scalar rule for each opacity slot')
                got = applied(light, rules)
                check(got == want, f'a/{ids[0]}.json with t/{theme}.json applied is {name}-{theme}.json exactly'
                      + ('' if got == want else f' (first difference at {difference(got, want)})'))
            check(applied(light, {}) == plain[''], f'a/{ids[0]}.json without its slot ids is {name}.json')
            # A player: ThorVG draws a/ID.json with the dark theme's slots as it draws the dark file.
            text = archive.read(f'a/{ids[0]}.json').decode()
            with open(os.path.join(first, name + '-dark.json')) as f:
                dark_text = f.read()
            rules = {rule['id']: rule for rule in json.loads(archive.read('t/dark.json'))['rules']}
            end = int(light['op']) - 1
            for frame in sorted({0, end // 2, end}):
                try:
                    themed, wanted = thorvg(text, frame, slots_json(rules)), thorvg(dark_text, frame)
                    plain_light = thorvg(text, frame)
                except RuntimeError as error:
                    check(False, f'ThorVG at frame {frame}: {error}')
                    continue
                worst = int(abs(themed.astype(int) - wanted).max())
                apart = int(abs(plain_light.astype(int) - wanted).max())
                check(worst <= 1 and apart > 8, f'ThorVG, frame {frame}: a/{ids[0]}.json with t/dark.json\'s '
                      f'slots draws {name}-dark.json (largest difference {worst}/255; without them {apart})')


if __name__ == '__main__':
    sys.exit(main())
