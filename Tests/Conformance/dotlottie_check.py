#!/usr/bin/env python3
"""dotLottie check: is `export --format dotlottie` a valid dotLottie 2 file holding the Lottie
file that `--format lottie` writes?

    python3 Tests/Conformance/dotlottie_check.py [--bin .build/debug/motionboard] FILE.xml ...

Each FILE.xml is exported with `--format lottie,dotlottie --appearance both` (NAME.json,
NAME-light.json, NAME-dark.json and NAME.lottie) and once more into another folder, and:
* NAME.lottie is a ZIP archive (Python's zipfile) whose entries are `manifest.json` first, then
  `a/ID.json` for each animation of the manifest, and nothing else; each entry is deflated,
  dated 1980-01-01 00:00 and passes its CRC check;
* manifest.json is valid against the dotLottie 2 manifest (the schema below, written from the
  specification at dotlottie.io/spec/2.0: `version` "2" required, `animations` a non-empty
  list of objects with a unique string `id`, optional `generator`, `initial`, `themes`,
  `stateMachines`), and `initial.animation` names one of its animations;
* the animations are the light one (ID, the same bytes as NAME.json) and the dark one (ID-dark,
  the same bytes as NAME-dark.json), so they play as the plain Lottie files do (those are checked
  by lottie_conformance.py);
* the second export is the same bytes (fixed timestamps, fixed order).
Last line: `N passed, M failed`; exit status 0, 1 on a failure, 2 on a setup problem.
"""
import argparse, json, os, shutil, subprocess, sys, tempfile, zipfile

import jsonschema

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


def export(binary, xml, folder):
    run = subprocess.run([binary, 'export', xml, '--format', 'lottie,dotlottie', '--appearance', 'both',
                          '--output', folder], capture_output=True, text=True)
    if run.returncode != 0:
        raise RuntimeError(f'export of {xml} failed: {run.stderr[-1500:]}')


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--bin', default='.build/debug/motionboard')
    parser.add_argument('files', nargs='+')
    args = parser.parse_args()
    passed = failed = 0

    def check(ok, what):
        nonlocal passed, failed
        passed, failed = passed + bool(ok), failed + (not ok)
        print(f'  {what}: {"ok" if ok else "FAIL"}')

    tmp = tempfile.mkdtemp(prefix='mb-dotlottie-')
    try:
        for xml in args.files:
            name = os.path.splitext(os.path.basename(xml))[0]
            first, second = os.path.join(tmp, 'a', name), os.path.join(tmp, 'b', name)
            try:
                export(args.bin, xml, first)
                export(args.bin, xml, second)
            except RuntimeError as error:
                print(f'dotlottie_check: {error}', file=sys.stderr)
                return 2
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
                check(sorted(i.filename for i in infos) == sorted(['manifest.json'] + [f'a/{i}.json' for i in ids]),
                      'the archive holds the manifest and a/ID.json for each animation, nothing else')
                check(len(ids) == 2 and ids[1] == ids[0] + '-dark', 'a light and a dark animation (ID, ID-dark)')
                for animation, plain in zip(ids, [name + '.json', name + '-dark.json']):
                    with open(os.path.join(first, plain), 'rb') as f:
                        check(archive.read(f'a/{animation}.json') == f.read(), f'a/{animation}.json is {plain}, byte for byte')
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print(f'{passed} passed, {failed} failed')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
