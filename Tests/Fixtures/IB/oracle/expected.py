#!/usr/bin/env python3
"""Writes the oracle's verdicts as the table the Swift tests read (no Python needed there).

    python3 Tests/Fixtures/IB/oracle/expected.py Tests/Fixtures/IB/real > Tests/Fixtures/IB/oracle/real.tsv

One line per view the oracle checks: file, scene (controller id, else top view id), view id,
x, y, width, height (stored frame in top-view coordinates), and `eligible` (must match within
0.5 pt) or `text` (excluded only because its size comes from text). Then one line per file:
`file FILE imports` or `file FILE refused REASON`.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import oracle  # noqa: E402


def main(argv):
    for folder in argv:
        for name in sorted(os.listdir(folder)):
            if not name.endswith(('.storyboard', '.xib')):
                continue
            report = oracle.analyse_file(os.path.join(folder, name))
            if 'error' in report:
                print('file\t%s\trefused\t%s' % (name, report['error']))
                continue
            print('file\t%s\timports' % name)
            for scene in report['scenes']:
                selector = scene['controller'] or scene['topView']
                for view in scene['views']:
                    reasons = view['excludedBecause']
                    category = 'eligible' if not reasons else (
                        'text' if reasons == ['textDependent'] else None)
                    if category is None:
                        continue
                    x, y, w, h = view['frame']
                    print('view\t%s\t%s\t%s\t%r\t%r\t%r\t%r\t%s'
                          % (name, selector, view['id'], x, y, w, h, category))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
