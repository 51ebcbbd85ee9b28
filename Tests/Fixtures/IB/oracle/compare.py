#!/usr/bin/env python3
"""Compares Motionboard's import of storyboards and xibs with the stored-frame oracle.

    python3 Tests/Fixtures/IB/oracle/compare.py [--motionboard PATH] [--verbose] FILE_OR_FOLDER...

For every scene of every file, runs `motionboard frames FILE --scene SCENE --state 0` and
compares each view's frame with the frame Xcode stored (oracle.py): the views the oracle calls
eligible must be within 0.5 pt on x, y, width and height; the views excluded only because their
size comes from text (SF Pro there, Inter here) are reported as a separate figure. Prints one line
per file and the totals, and whether each file imports (with or without warnings) or is refused.
Standard library only; `motionboard` defaults to .build/debug/motionboard.

Given one of the corpus's folders (real, heldout), the totals are held to the figures that
docs/storyboards.md documents, kept in floors.json beside this script (the one place they are
written; CorpusTests reads real/'s too): as many files, eligible and text-sized views as listed,
no fewer importing and no more refused, and no fewer views within 0.5 pt.  Exit status 1 when a
file crashes the importer or a total is below its figure (each printed as `FAIL: …`), else 0.
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import oracle  # noqa: E402

TOLERANCE = 0.5
FLOORS = os.path.join(HERE, 'floors.json')


def files_of(paths):
    out = []
    for path in paths:
        if os.path.isdir(path):
            out += sorted(os.path.join(path, f) for f in os.listdir(path)
                          if f.endswith(('.storyboard', '.xib')))
        else:
            out.append(path)
    return out


def run_frames(motionboard, path, scene):
    proc = subprocess.run([motionboard, 'frames', path, '--scene', scene, '--state', '0'],
                          capture_output=True, text=True)
    frames = None
    if proc.returncode == 0:
        frames = json.loads(proc.stdout)['states'][0]['frames']
    return proc.returncode, frames, proc.stderr


def close(a, b):
    return all(abs(x - y) <= TOLERANCE for x, y in zip(a, b))


def compare_file(motionboard, path, verbose):
    report = oracle.analyse_file(path)
    row = {'file': os.path.basename(path), 'eligible': 0, 'match': 0, 'text': 0,
           'textMatch': 0, 'status': 'imported', 'misses': []}
    check = subprocess.run([motionboard, 'check', path], capture_output=True, text=True)
    if check.returncode == 2 or 'Fatal error' in check.stderr or check.returncode < 0:
        row['status'] = 'CRASH'
        return row
    if check.returncode != 0:
        row['status'] = 'refused'
        row['reason'] = next((l for l in check.stderr.splitlines() if ': error: ' in l), '')
    elif ': warning: ' in check.stderr:
        row['status'] = 'imported (warnings)'
    if 'error' in report:
        return row
    for scene in report['scenes']:
        selector = scene['controller'] or scene['topView']
        code, frames, stderr = run_frames(motionboard, path, selector)
        for view in scene['views']:
            reasons = view['excludedBecause']
            eligible = not reasons
            text_only = reasons == ['textDependent']
            if not (eligible or text_only):
                continue
            ours = frames.get(view['id']) if frames else None
            got = [ours['x'], ours['y'], ours['width'], ours['height']] if ours else None
            ok = got is not None and close(got, view['frame'])
            if eligible:
                row['eligible'] += 1
                row['match'] += ok
                if not ok:
                    row['misses'].append((selector, view['id'], view['class'], view['frame'], got))
            else:
                row['text'] += 1
                row['textMatch'] += ok
    return row


def main(argv):
    motionboard = '.build/debug/motionboard'
    verbose = '--verbose' in argv
    args = [a for a in argv if a != '--verbose']
    if '--motionboard' in args:
        i = args.index('--motionboard')
        motionboard = args[i + 1]
        del args[i:i + 2]
    rows = [compare_file(motionboard, p, verbose) for p in files_of(args)]
    print('| file | status | eligible within 0.5 pt | text-sized within 0.5 pt |')
    print('|---|---|---:|---:|')
    for r in rows:
        status = r['status'] + (' — ' + r['reason'] if r.get('reason') else '')
        print('| %s | %s | %d / %d | %d / %d |' % (r['file'], status, r['match'], r['eligible'],
                                                   r['textMatch'], r['text']))
        if verbose:
            for miss in r['misses']:
                print('    miss scene=%s view=%s %s oracle=%s ours=%s' % miss)
    eligible = sum(r['eligible'] for r in rows)
    match = sum(r['match'] for r in rows)
    text = sum(r['text'] for r in rows)
    text_match = sum(r['textMatch'] for r in rows)
    clean = sum(r['status'].startswith('imported') for r in rows)
    crashes = sum(r['status'] == 'CRASH' for r in rows)
    pct = lambda a, b: 100.0 * a / b if b else 100.0  # noqa: E731
    refused = len(rows) - clean - crashes
    print()
    print('files: %d, importing: %d (%.1f%%), refused: %d, crashes: %d'
          % (len(rows), clean, pct(clean, len(rows)), refused, crashes))
    print('eligible views within %.1f pt: %d / %d (%.1f%%)' % (TOLERANCE, match, eligible,
                                                               pct(match, eligible)))
    print('text-sized views within %.1f pt: %d / %d (%.1f%%)' % (TOLERANCE, text_match, text,
                                                                 pct(text_match, text)))
    failures = ['%d files crash the importer' % crashes] if crashes else []
    folder = os.path.basename(os.path.normpath(args[0])) if len(args) == 1 and os.path.isdir(args[0]) else None
    with open(FLOORS) as f:
        floors = json.load(f).get(folder) if folder else None
    if floors:
        got = {'files': len(rows), 'importing': clean, 'refused': refused, 'eligible': eligible,
               'eligibleWithin': match, 'textSized': text, 'textSizedWithin': text_match}
        wording = {'files': 'files', 'importing': 'importing files', 'refused': 'refused files',
                   'eligible': 'eligible views', 'textSized': 'text-sized views'}
        for key in ('files', 'eligible', 'textSized'):      # the corpus as documented, no smaller
            if got[key] != floors[key]:
                failures.append('%s: %d, documented %d' % (wording[key], got[key], floors[key]))
        if got['importing'] < floors['importing']:
            failures.append('importing files: %d, documented %d' % (got['importing'], floors['importing']))
        if got['refused'] > floors['refused']:
            failures.append('refused files: %d, documented %d' % (got['refused'], floors['refused']))
        for key, total, what in (('eligibleWithin', 'eligible', 'eligible'), ('textSizedWithin', 'textSized', 'text-sized')):
            if got[key] < floors[key]:
                failures.append('%s views within %.1f pt: %d / %d, documented %d'
                                % (what, TOLERANCE, got[key], got[total], floors[key]))
        print('held to the figures of floors.json["%s"]: %s' % (folder, 'below them' if failures else 'met'))
    for failure in failures:
        print('FAIL: ' + failure)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
