#!/usr/bin/env python3
"""The interactive dotLottie (docs/output.md, The interactive dotLottie): its state machine is valid, clicks reach every state, and each transition's segment plays `frames --play` for that path.

For each layout (with --code and its view controller; with --actions, that layout's own
<action>s are exported instead, held to the code's frames): export it with `--interactive
--format lottie,dotlottie`, read the states and transitions from `timeline --states`, then

* archive: the manifest lists the state machine (`stateMachines`, `initial.stateMachine`),
  `s/ID.json` is there, and `a/ID.json` is the Lottie file's bytes;
* schema: `s/ID.json` is valid against schemas/dotlottie-state-machine-1.0.schema.json (Draft
  2020-12, written from the specification; see README.md);
* names: `initial` and every `toState` name a state, every guard and `Fire` an input, every
  `segment` a marker of the animation (python-lottie reads them), every `Click` a layer; no
  `Tweened` transition (a tween cannot carry a spring);
* simulator (written from the specification, below): from the initial state, each control's
  layer clicked in each state the machine rests in, the machine run until it rests again (a
  state that does not autoplay; a playing state completes its segment, then its `OnComplete`
  interactions run); every state of the machine is reached, and the moves between resting
  states are the graph's transitions, state for state;
* frames: for each transition, the segment the machine played is evaluated with python-lottie
  (lottie_conformance.py's measure) at every frame of it, 1/60 s apart, against `frames --code …
  --play PATH --at T` (PATH the state's taps then this one, T the tap plus the time into the
  segment): x, y, width, height within 0.25 pt, alpha within 0.002, visibility; and ThorVG's
  segment API (thorvg-python `set_marker`) gives each segment the frames the marker has.

    python3 Tests/Conformance/statemachine_check.py Tests/Fixtures/Interactive/login-code.xml \\
        --code Tests/Fixtures/Code/Login/LoginViewController.swift [--actions Examples/interactive/login.xml]
"""
import json, math, os, sys, zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from conformance_common import SetupError, arguments, input_xml, need_binary, run, run_binary  # noqa: E402
from probes import Scene  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMA = os.path.join(HERE, 'schemas', 'dotlottie-state-machine-1.0.schema.json')
TOLERANCE = 0.25


def need_packages():
    for name in ('jsonschema', 'lottie', 'lottie_specs', 'thorvg_python'):
        try:
            __import__(name)
        except ImportError as e:
            raise SetupError(f'{e}: pip install jsonschema==4.26.0 lottie==0.7.2 lottie-specs==0.5.2 '
                             'thorvg-python==1.1.3')


class Machine:
    """A dotLottie state machine as the specification 1.0 describes it: one current state; inputs
    (an Event input is a signal, true only while the transitions are evaluated after it fires);
    interactions run their actions; after an action the current state's transitions are tried in
    order and the first whose guards all hold is taken; entering a PlaybackState with autoplay
    plays its segment, whose end runs the OnComplete interactions for that state."""

    def __init__(self, doc):
        self.states = {s['name']: s for s in doc['states']}
        self.interactions = doc.get('interactions', [])
        self.fired = set()
        self.current = None
        self.playing = None
        self.played = []            # the segments played since the last click
        self.enter(doc['initial'])

    def enter(self, name):
        state = self.states[name]
        self.current = name
        self.playing = state.get('segment') if state['type'] == 'PlaybackState' and state.get('autoplay') else None
        if self.playing is not None:
            self.played.append(self.playing)

    def act(self, actions):
        for action in actions:
            if action['type'] == 'Fire':
                self.fired.add(action['inputName'])
                self.evaluate()
                self.fired.discard(action['inputName'])

    def evaluate(self):
        for transition in self.states[self.current].get('transitions', []):
            if all(g['type'] == 'Event' and g['inputName'] in self.fired for g in transition.get('guards', [])):
                self.enter(transition['toState'])
                return

    def click(self, layer):
        self.played = []
        for interaction in self.interactions:
            if interaction['type'] == 'Click' and interaction.get('layerName') in (None, layer):
                self.act(interaction['actions'])
        # Run until the machine rests: each playing segment completes.
        for _ in range(64):
            if self.playing is None:
                return True
            done, self.playing = self.current, None
            for interaction in self.interactions:
                if interaction['type'] == 'OnComplete' and interaction['stateName'] == done:
                    self.act(interaction['actions'])
        return False


def names_problems(machine, markers, layers, controls):
    states = {s['name'] for s in machine['states']}
    inputs = {i['name'] for i in machine.get('inputs', [])}
    out = []
    if machine['initial'] not in states:
        out.append(f'initial {machine["initial"]!r} names no state')
    for s in machine['states']:
        if s.get('segment') is not None and s['segment'] not in markers:
            out.append(f'state {s["name"]!r}: segment {s["segment"]!r} names no marker of the animation')
        for t in s.get('transitions', []):
            if t['toState'] not in states:
                out.append(f'state {s["name"]!r}: toState {t["toState"]!r} names no state')
            if t['type'] != 'Transition':
                out.append(f'state {s["name"]!r}: a {t["type"]} transition (a tween cannot carry a spring)')
            out += [f'state {s["name"]!r}: guard on {g["inputName"]!r}, no such input'
                    for g in t.get('guards', []) if g['inputName'] not in inputs]
    for i in machine.get('interactions', []):
        out += [f'{i["type"]}: Fire {a["inputName"]!r}, no such input'
                for a in i['actions'] if a['type'] == 'Fire' and a['inputName'] not in inputs]
        if i['type'] == 'Click' and i.get('layerName') not in layers:
            out.append(f'Click on layer {i.get("layerName")!r}: no layer has that name')
    out += [f'control {c!r}: no layer named so to click' for c in controls if c not in layers]
    return out


def explore(machine, graph):
    """(problems, {transition index: [segments played]}, states reached) by clicking the controls'
    layers from every resting state, the resting states matched to the graph's."""
    problems, played, reached = [], {}, set()
    start = Machine(machine)
    reached.add(start.current)
    match, queue = {start.current: 0}, [start.current]
    while queue:
        rest = queue.pop(0)
        for control in graph['controls']:
            sim = Machine(machine)
            sim.enter(rest)
            sim.played = []
            before = set()
            if not sim.click(control):
                problems.append(f'click {control} in {rest!r}: the machine does not come to rest')
                continue
            reached.update(s for s in sim.states if s in sim.played or s == sim.current)
            before.add(sim.current)
            g = match[rest]
            index = next((i for i, t in enumerate(graph['transitions'])
                          if t['from'] == g and t['control'] == control), None)
            if index is None:
                if sim.current != rest:
                    problems.append(f'click {control} in {rest!r} moves to {sim.current!r}; the graph has no such tap')
                continue
            want = graph['transitions'][index]['to']
            known = match.get(sim.current)
            if known is None and want in match.values():
                problems.append(f'click {control} in {rest!r} rests in {sim.current!r}, not the state of graph state {want}')
                continue
            if known is not None and known != want:
                problems.append(f'click {control} in {rest!r} rests in {sim.current!r} (graph state {known}), '
                                f'the graph says state {want}')
                continue
            played[index] = sim.played
            if known is None:
                match[sim.current] = want
                queue.append(sim.current)
    reached |= set(match)
    return problems, played, reached


def thorvg_segment(text, marker):
    import thorvg_python as tvg
    engine = tvg.Engine(threads=0)
    anim = tvg.LottieAnimation(engine)
    if int(anim.get_picture().load_data(text, 'lottie', None, True)) != 0:
        raise SetupError('ThorVG did not load the file')
    if int(anim.set_marker(marker)) != 0:
        return None
    return anim.get_segment()[1:]


def check(args, tally, tmp):
    need_packages()
    need_binary(args.bin)
    import jsonschema
    from lottie.objects.animation import Animation
    from lottie_conformance import check_file
    with open(SCHEMA, encoding='utf-8') as f:
        validator = jsonschema.Draft202012Validator(json.load(f))
    binary, code = args.bin, ['--code', args.code]
    for layout in args.files:
        exported = args.actions or layout
        name = os.path.basename(exported)
        out = os.path.join(tmp, 'out')
        os.makedirs(out, exist_ok=True)
        run_binary([binary, 'export', exported, *([] if args.actions else code), '--interactive',
                    '--format', 'lottie,dotlottie', '--output', out])
        stem = os.path.join(out, os.path.splitext(name)[0])
        if not (os.path.isfile(stem + '.json') and os.path.isfile(stem + '.lottie')):
            raise SetupError(f'{exported}: the export wrote no {stem}.json and .lottie')
        with open(stem + '.json', 'rb') as f:
            text = f.read()
        doc = json.loads(text)
        with zipfile.ZipFile(stem + '.lottie') as z:
            manifest = json.loads(z.read('manifest.json'))
            ids = [m.get('id') for m in manifest.get('stateMachines', [])]
            initial = manifest.get('initial', {}).get('stateMachine')
            ok = len(ids) == 1 and initial == ids[0] and f's/{ids[0]}.json' in z.namelist()
            tally.report(ok, f'{name}: the manifest lists one state machine, the initial one, in s/: {ids}, {initial!r}')
            if not ok:
                continue
            machine = json.loads(z.read(f's/{ids[0]}.json'))
            animation = manifest['animations'][0]['id']
            tally.report(z.read(f'a/{animation}.json') == text, f'{name}: a/{animation}.json is the Lottie file\'s bytes')
        errors = sorted(validator.iter_errors(machine), key=lambda e: list(e.absolute_path))
        for e in errors[:8]:
            print(f'  schema: {e.json_path}: {e.message[:200]}')
        if not tally.report(not errors, f'{name}: s/{ids[0]}.json against the state-machine 1.0 schema: '
                                       f'{len(errors) or "no"} errors'):
            continue
        graph = json.loads(run_binary([binary, 'timeline', layout, *code, '--states', '16']))
        anim = Animation.load(json.loads(text))
        markers = {m.comment: (float(m.time), float(m.duration)) for m in anim.markers}
        layers = {layer.get('nm') for layers in [doc.get('layers', [])] + [a.get('layers', []) for a in doc.get('assets', [])]
                  for layer in layers}
        problems = names_problems(machine, markers, layers, graph['controls'])
        for p in problems:
            print(f'  error: {p}')
        tally.report(not problems, f'{name}: every state, input, segment and layer the machine names exists; no Tweened')
        problems, played, reached = explore(machine, graph)
        for p in problems:
            print(f'  error: {p}')
        states = [s['name'] for s in machine['states']]
        missing = [s for s in states if s not in reached]
        tally.report(not problems and not missing and len(played) == len(graph['transitions']),
                     f'{name}: clicks reach {len(reached)} of {len(states)} states; {len(played)} of '
                     f'{len(graph["transitions"])} transitions of the graph, state for state'
                     + (f'; never reached: {missing}' if missing else ''))
        # The frames of each transition's segment against `frames --play` of its path.
        fr = float(doc['fr'])
        keys, model = [], {}
        for index, segments in sorted(played.items()):
            t = graph['transitions'][index]
            path = graph['states'][t['from']]['path'] + [t['control']]
            label = f'{t["control"]} from state {t["from"]}'
            if len(segments) != 1:
                tally.report(False, f'{name} {label}: plays {len(segments)} segments {segments}, not one')
                continue
            tm, dr = markers[segments[0]]
            segment = thorvg_segment(text, segments[0])
            tally.report(segment is not None and abs(segment[0] - tm) < 1e-3 and abs(segment[1] - (tm + dr)) < 1e-3,
                         f'{name} {label}: ThorVG plays {segments[0]!r} as frames {segment}, the marker {tm:g}+{dr:g}')
            tap = 1000.0 * len(path)
            steps = list(range(int(math.floor(dr + 1e-6)) + 1))
            times = [repr(round(tap + k / fr, 9)) for k in steps]
            play = ','.join(f'{c}@{1000 * (n + 1)}' for n, c in enumerate(path))
            frames = json.loads(run_binary([binary, 'frames', layout, *code, '--play', play, '--at', ','.join(times)]))
            for k, time in zip(steps, times):
                key = f'{label} +{k}/{fr:g}'
                keys.append((key, tm + k))
                model[key] = frames['frames'][time]
        scene = Scene(input_xml(binary, layout, tmp))
        tally.count(check_file(f'{name} segments', json.loads(text), keys, model, scene, TOLERANCE))


def main():
    ap = arguments(__doc__)
    ap.add_argument('--code', required=True)
    ap.add_argument('--actions')
    return run('mb-statemachine-', check, ap.parse_args())


if __name__ == '__main__':
    sys.exit(main())
