#!/usr/bin/env python3
"""The conformance checkers, checked: each must pass its hand-made fixture and fail a copy with
planted faults, naming every fault.

    python3 Tests/Conformance/self_test.py [--browsers chromium,firefox]

For svg_conformance.py (fixtures/handmade.svg) and lottie_conformance.py
(fixtures/handmade_lottie.json, with --renders): the fixture as written must exit 0; a copy in a
temporary folder (its .frames.json and .scene.xml beside it unchanged) with one fault planted per
compared quantity must exit 1, and the output must name each planted fault in a failing line:

* geometry: a view ends 1 pt further right;
* rotation: a view ends 1° further turned;
* scale: a view ends 0.01 larger in x (SVG), 1 % (Lottie);
* visibility: a view that frames hides (itself, or by its superview) is shown.

A checker that passes everything, or fails for another reason than the planted one, fails this
test.  Exit status 0 when every run behaves so, 1 otherwise; last line `N passed, M failed`.
"""
import argparse, os, re, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, 'fixtures')

# (checker, fixture, extra arguments, [(fault, old text, new text, pattern a failing line must match)])
CASES = [
    ('svg_conformance.py', 'handmade.svg', ['--browsers', '{browsers}'], [
        ('geometry', 'values="20 30;120 30"', 'values="20 30;121 30"', r'^  over 0\.25 .* box\.x at '),
        ('rotation', 'values="0 20 10;90 40 10"', 'values="0 20 10;91 40 10"', r'^  over 0\.1 .* box\.rotation at '),
        ('scale', 'values="1;2"', 'values="1;2.01"', r'^  over 0\.001 .* dot\.scaleX at '),
        ('visibility', 'values="inherit;hidden"', 'values="inherit;inherit"', r'^  over 0 .* box\.hidden at '),
    ]),
    ('lottie_conformance.py', 'handmade_lottie.json', ['--renders'], [
        ('geometry', '"s": [\n         120\n', '"s": [\n         121\n', r'^  over 0\.25 .* bar\.x at '),
        ('rotation', '"s": [\n        90\n', '"s": [\n        91\n', r'^  over 0\.1 .* box\.rotation at '),
        ('scale', '"s": [\n        150,\n        100\n', '"s": [\n        151,\n        100\n', r'^  over 0\.001 .* box\.scaleX at '),
        ('visibility', '"op": 17.2,', '"op": 21,', r'^  over 0 .* bar at [\d.]+ s: frames says hidden'),
    ]),
]


def run(script, path, extra):
    p = subprocess.run([sys.executable, os.path.join(HERE, script), *extra, path],
                       capture_output=True, text=True, timeout=600)
    return p.returncode, p.stdout + p.stderr


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--browsers', default='chromium,firefox')
    args = ap.parse_args()
    passed = failed = 0

    def report(ok, what, output=''):
        nonlocal passed, failed
        passed, failed = passed + ok, failed + (not ok)
        print(f'{"ok" if ok else "FAIL"}: {what}')
        if not ok:
            print('  ' + output.strip().replace('\n', '\n  '))

    for script, fixture, extra, faults in CASES:
        extra = [a.format(browsers=args.browsers) for a in extra]
        code, out = run(script, os.path.join(FIXTURES, fixture), extra)
        report(code == 0, f'{script} passes fixtures/{fixture} (exit {code})', out)
        with tempfile.TemporaryDirectory(prefix='mb-selftest-') as tmp:
            base = os.path.splitext(fixture)[0]
            for name in os.listdir(FIXTURES):
                if name.startswith(base + '.'):
                    shutil.copy(os.path.join(FIXTURES, name), tmp)
            path = os.path.join(tmp, fixture)
            with open(path) as f:
                text = f.read()
            for fault, old, new, _ in faults:
                if text.count(old) != 1:            # the fixture changed: this test must be updated
                    report(False, f'{fixture}: the {fault} fault\'s text occurs {text.count(old)} times, not once')
                text = text.replace(old, new, 1)
            with open(path, 'w') as f:
                f.write(text)
            code, out = run(script, path, extra)
            report(code == 1, f'{script} fails the planted faults (exit {code})', out)
            for fault, _, _, pattern in faults:
                report(re.search(pattern, out, re.M) is not None,
                       f'{script} names the {fault} fault (a line matching {pattern!r})', out)
    print(f'{passed} passed, {failed} failed')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
