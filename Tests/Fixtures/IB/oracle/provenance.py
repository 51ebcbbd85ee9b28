#!/usr/bin/env python3
"""Checks Tests/Fixtures/IB/PROVENANCE.md against the corpus folders.

    python3 Tests/Fixtures/IB/oracle/provenance.py

Every file of real/ and heldout/ must have exactly one row, in the folder the row's set names
("real", "real (held out for issue 18)" or "heldout"), with the SHA-256 prefix the row gives, and a
licence text in licenses/ for its repository. Exits 1 and lists the problems otherwise.
"""
import hashlib
import os
import re
import sys

IB = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    rows = {}
    problems = []
    for line in open(os.path.join(IB, 'PROVENANCE.md'), encoding='utf-8'):
        if not line.startswith('| `'):
            continue
        cells = [c.strip() for c in line.strip().strip('|').split(' | ')]
        name = cells[0].strip('`')
        folder = 'heldout' if cells[1] == 'heldout' else 'real'
        repo = re.match(r'\[([^\]]+)\]', cells[2]).group(1)
        sha = cells[-1].strip('`').rstrip('…')
        if name in rows:
            problems.append('%s: listed twice' % name)
        rows[name] = (folder, repo, sha)
    for folder in ('real', 'heldout'):
        for name in sorted(os.listdir(os.path.join(IB, folder))):
            path = os.path.join(IB, folder, name)
            row = rows.pop(name, None)
            if row is None:
                problems.append('%s/%s: no row in PROVENANCE.md' % (folder, name))
                continue
            if row[0] != folder:
                problems.append('%s/%s: PROVENANCE.md puts it in %s/' % (folder, name, row[0]))
            digest = hashlib.sha256(open(path, 'rb').read()).hexdigest()
            if not digest.startswith(row[2]):
                problems.append('%s/%s: SHA-256 %s, PROVENANCE.md says %s…' % (folder, name, digest[:16], row[2]))
            licence = os.path.join(IB, 'licenses', row[1].replace('/', '__') + '.LICENSE')
            if not os.path.exists(licence):
                problems.append('%s/%s: no licence text %s' % (folder, name, os.path.relpath(licence, IB)))
    for name, row in sorted(rows.items()):
        problems.append('%s: listed but not in %s/' % (name, row[0]))
    for problem in problems:
        print(problem)
    print('%d files checked, %d problems' % (sum(len(os.listdir(os.path.join(IB, f))) for f in ('real', 'heldout')), len(problems)))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
