#!/usr/bin/env python3
"""Lottie markers (docs/output.md, Markers): python-lottie reads one marker per block and `reduced motion`; ThorVG plays each marker's segment as `frames` gives it.

For each input: export the Lottie file, then

* python-lottie (pinned, as in lottie_conformance.py) loads it; its markers are the blocks of
  `frames --states` in that order (names as the states are labelled), then `reduced motion`;
* each marker's start is the block's call time (`frames --states`) plus the `delay` the input
  writes, × fr; its length is the `duration` the input writes (× repeatCount, × 2 when it
  autoreverses, cut at the last frame), where the input writes one (springs settle on their own
  and are not checked for length); `reduced motion` is the last frame (or --poster's), length 0;
* ThorVG (thorvg-python's marker API) plays each marker's segment: at its first frame, middle
  and last, relative to the segment, it draws what `frames --at` gives at those times, by the
  pixel probes of probes.py.

    python3 Tests/Conformance/marker_check.py Examples/login.xml [--bin PATH]
"""
import json, math, os, sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from conformance_common import (SetupError, arguments, export, frames_json, input_xml, need_binary,  # noqa: E402
                                output_folder, run)
from probes import Scene   # noqa: E402

PIXEL_LIMIT = 8
DEFAULTS = {'animate': 0.25, 'basicAnimation': 0.25}


def need_packages():
    for name in ('lottie', 'thorvg_python', 'numpy'):
        try:
            __import__(name)
        except ImportError as e:
            raise SetupError(f'{e}: pip install lottie==0.7.2 thorvg-python==1.1.3 numpy==2.4.6')


def blocks_by_label(xml_path):
    """{label: element} for the input's blocks, labelled as `frames --states` labels them."""
    lines = {}
    with open(xml_path, encoding='utf-8') as f:
        text = f.read()
    # ElementTree keeps no lines: find each block's start tag in the text, in order.
    root = ET.fromstring(text.encode())
    timeline = root.find('timeline')
    found, at = {}, 0
    for el in (list(timeline) if timeline is not None else []):
        if not isinstance(el.tag, str):
            continue
        at = text.find('<' + el.tag, at)
        line = text.count('\n', 0, at) + 1
        at += 1
        label = el.get('name') or f'{el.tag} at line {line}'
        found[label] = el
        lines[label] = line
    return found


def expected_length(el, fr):
    """Frames a block runs by what the input writes, or None where the input does not say
    (a physical spring, a repeat forever)."""
    if el.get('stiffness') or el.get('repeatCount') == 'indefinite':
        return None
    if el.tag == 'perform':
        return 0.0
    duration = float(el.get('duration', 0.5 if el.get('bounce') else DEFAULTS.get(el.tag, 0.25)))
    cycles = float(el.get('repeatCount', 1)) * (2 if el.get('autoreverses') == 'true' else 1)
    return duration * cycles * fr


def thorvg_picture(engine, text, w, h, marker, frame):
    """ThorVG's picture of the marker's segment at `frame` (relative to it), over white."""
    import numpy as np
    import thorvg_python as tvg
    canvas, anim = tvg.SwCanvas(engine), tvg.LottieAnimation(engine)
    canvas.set_target(w, h, cs=tvg.Colorspace.ABGR8888)
    picture = anim.get_picture()
    if int(picture.load_data(text, 'lottie', None, True)) != 0:
        raise SetupError('ThorVG did not load the file')
    picture.set_size(w, h)
    canvas.add(picture)
    if int(anim.set_marker(marker)) != 0:
        canvas.destroy()
        return None, None
    segment = anim.get_segment()[1:]
    anim.set_frame(float(frame))
    canvas.update()
    canvas.draw(True)
    canvas.sync()
    px = np.frombuffer(bytes(canvas.buffer_arr), dtype=np.uint8).reshape(h, w, 4).copy()
    canvas.destroy()
    over = np.clip(px[..., :3].astype(int) + 255 - px[..., 3:4].astype(int), 0, 255)
    return (lambda x, y: tuple(int(c) for c in over[y, x])), segment


def check(args, tally, tmp):
    need_packages()
    need_binary(args.bin)
    import thorvg_python as tvg
    from lottie.objects.animation import Animation
    engine = tvg.Engine(threads=0)
    for file in args.files:
        name = os.path.basename(file)
        options = ['--poster', str(args.poster)] if args.poster is not None else []
        stem = export(args.bin, file, output_folder(tmp, file), 'lottie', *options, expect=['.json'])
        with open(stem + '.json', encoding='utf-8') as f:
            text = f.read()
        doc = json.loads(text)
        fr, last, w, h = float(doc['fr']), float(doc['op']) - 1, int(doc['w']), int(doc['h'])
        markers = [(m.comment, float(m.time), float(m.duration)) for m in Animation.load(doc).markers]
        states = frames_json(args.bin, file, '--states')['states'][1:]
        xml = input_xml(args.bin, file, tmp)
        blocks = blocks_by_label(xml)
        want_names = [s['label'] for s in states] + ['reduced motion']
        tally.report([m[0] for m in markers] == want_names,
                     f'{name}: python-lottie reads {len(markers)} markers, the blocks in call order and reduced motion')
        poster = last if args.poster is None else min(last, args.poster * fr)
        for (label, tm, dr), state in zip(markers, states + [None]):
            if state is None:
                tally.report(abs(tm - poster) < 1e-3 and dr == 0,
                             f'{name} reduced motion: frame {tm:g} (want {poster:g}), length {dr:g}')
                continue
            el = blocks.get(label)
            start = (state['time'] + (float(el.get('delay', 0)) if el is not None and el.tag != 'perform' else 0)) * fr
            tally.report(abs(tm - min(last, start)) < 1e-3, f'{name} {label}: starts at frame {tm:g} (want {start:g})')
            length = expected_length(el, fr) if el is not None else None
            if length is not None:
                want = min(length, last - min(last, start))
                tally.report(abs(dr - want) < 1e-3, f'{name} {label}: runs {dr:g} frames (want {want:g})')
        scene = Scene(xml)
        for label, tm, dr in markers:
            chosen = sorted({0.0, float(math.floor(dr / 2)), dr})
            times = [repr(round((tm + k) / fr, 9)) for k in chosen]
            model = frames_json(args.bin, file, '--at', ','.join(times))['frames']
            passed = failed = 0
            for k, key in zip(chosen, times):
                pixel, segment = thorvg_picture(engine, text.encode(), w, h, label, k)
                if pixel is None:
                    failed += 1
                    print(f'  FAIL  {name} {label}: ThorVG has no such marker')
                    continue
                if abs(segment[0] - tm) > 1e-3 or abs(segment[1] - (tm + dr)) > 1e-3:
                    failed += 1
                    print(f'  FAIL  {name} {label}: ThorVG segment {segment}, want [{tm:g}, {tm + dr:g}]')
                points = scene.points(model[key], w, h)
                for probe, px, py, want in points:
                    got = pixel(int(px), int(py))
                    ok = max(abs(a - b) for a, b in zip(got, want)) <= PIXEL_LIMIT
                    passed, failed = passed + ok, failed + (not ok)
                    if not ok:
                        print(f'  FAIL  {name} {label} +{k:g} (t={key}) {probe} ({px:.1f}, {py:.1f}): expected '
                              f'#{bytes(want).hex().upper()} got #{bytes(got).hex().upper()}')
            print(f'  {name} {label}: ThorVG plays frames {tm:g}+{chosen}: {passed} probes passed, {failed} failed')
            tally.add((passed, failed))


def main():
    ap = arguments(__doc__)
    ap.add_argument('--poster', type=float)
    return run('mb-markers-', check, ap.parse_args())


if __name__ == '__main__':
    sys.exit(main())
