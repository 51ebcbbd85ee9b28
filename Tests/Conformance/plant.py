#!/usr/bin/env python3
"""A stand-in for the motionboard binary that plants one fault in what it writes, for self_test.py.

    MB_PLANT='{"binary": ".build/debug/motionboard", ...}' python3 Tests/Conformance/plant.py export FILE ...

self_test.py passes this script as a checker's --bin, so that the checker runs as it runs in CI,
on the exports of the real binary, with one fault planted in them.  MB_PLANT (JSON) says which:
* "input": [[old, new], ...]: `export` reads a copy of the input with these replacements (each
  text must occur exactly once), the files beside the input copied next to it; with
  "formats": [...], only those formats are exported from the copy, the others from the input;
* "output": {".svg": [[old, new], ...], ...}: after `export`, replacements in the written file of
  that ending (NAME.svg, NAME.html, NAME-dark.json…; each text exactly once);
* "archive": {".lottie": {"s/ID.json": [[old, new], ...]}}: after `export`, replacements in an
  entry of the written ZIP archive of that ending (the dotLottie's state machine), the archive
  rewritten with its entries in the same order;
* "transform": "strip-last-panel": every panel of NAME.strip.png replaced by the last one (the
  `motionboard:panels` entry kept);
* "frames": "shift-x": `frames` prints every view but the root 1 pt further right;
* "when": a pattern: plant only when the input's path matches it (the copy img_conformance.py
  shifts, in a folder named …-late-input).
Any other command runs the binary unchanged.  A written file that an "output" edit names but
this export did not write is left alone (so the fault lands in the one export that writes it).  A planted text that is not found, or is found more
than once, is an error (exit 3): the fault must be the one planted.
"""
import json, os, re, shutil, subprocess, sys, tempfile


def fail(message):
    print(f'plant: {message}', file=sys.stderr)
    sys.exit(3)


def replace_once(text, old, new, what):
    if text.count(old) != 1:
        fail(f'{what}: {old[:80]!r} occurs {text.count(old)} times, not once')
    return text.replace(old, new, 1)


def option(args, names, default=None):
    for i, a in enumerate(args):
        if a in names and i + 1 < len(args):
            return args[i + 1]
        for n in names:
            if a.startswith(n + '='):
                return a[len(n) + 1:]
    return default


def edited_input(path, edits, folder):
    """A copy of the input in folder, with the edits, beside copies of the files next to it."""
    source = os.path.dirname(os.path.abspath(path))
    for name in os.listdir(source):
        if os.path.isfile(os.path.join(source, name)):
            shutil.copy(os.path.join(source, name), folder)
    with open(path, encoding='utf-8') as f:
        text = f.read()
    for old, new in edits:
        text = replace_once(text, old, new, os.path.basename(path))
    copy = os.path.join(folder, os.path.basename(path))
    with open(copy, 'w', encoding='utf-8') as f:
        f.write(text)
    return copy


def run(binary, args):
    p = subprocess.run([binary, *args], capture_output=True, text=True)
    sys.stderr.write(p.stderr)
    if p.returncode != 0:
        sys.stdout.write(p.stdout)
        sys.exit(p.returncode)
    return p.stdout


def strip_last_panel(path):
    from PIL import Image, PngImagePlugin
    with Image.open(path) as im:
        entry = im.text.get('motionboard:panels', '')
        picture = im.convert('RGBA') if im.mode == 'RGBA' else im.convert('RGB')
    rects = [tuple(map(int, line.split('\t')[3].split())) for line in entry.split('\n') if line]
    if len(rects) < 2:
        fail(f'{path}: {len(rects)} panels, nothing to replace')
    x, y, w, h = rects[-1]
    last = picture.crop((x, y, x + w, y + h))
    for px, py, pw, ph in rects[:-1]:
        picture.paste(last.resize((pw, ph)) if (pw, ph) != (w, h) else last, (px, py))
    info = PngImagePlugin.PngInfo()
    info.add_text('motionboard:panels', entry)
    picture.save(path, pnginfo=info)


def edit_archive(path, entries):
    """The ZIP at path with text replacements in the named entries, its entries kept in order."""
    import zipfile
    with zipfile.ZipFile(path) as z:
        items = [(info.filename, z.read(info.filename)) for info in z.infolist()]
    names = [name for name, _ in items]
    for name in entries:
        if name not in names:
            fail(f'{os.path.basename(path)}: no entry {name}')
    with zipfile.ZipFile(path, 'w', zipfile.ZIP_DEFLATED) as z:
        for name, data in items:
            if name in entries:
                text = data.decode('utf-8')
                for old, new in entries[name]:
                    text = replace_once(text, old, new, f'{os.path.basename(path)}:{name}')
                data = text.encode('utf-8')
            z.writestr(name, data)


def main():
    plan = json.loads(os.environ.get('MB_PLANT', '{}'))
    binary, args = plan['binary'], sys.argv[1:]
    if plan.get('when') and not any(re.search(plan['when'], a) for a in args[1:2]):
        plan = {'binary': binary}
    if not args or args[0] != 'export':
        out = run(binary, args)
        if args and args[0] == 'frames' and plan.get('frames') == 'shift-x':
            doc = json.loads(out)
            for frames in [s['frames'] for s in doc.get('states', [])] + list(doc.get('frames', {}).values()):
                for view, f in frames.items():
                    if view != 'root':
                        f['x'] += 1
            out = json.dumps(doc)
        sys.stdout.write(out)
        return 0
    path = next(a for a in args[1:] if not a.startswith('-') and os.path.isfile(a))
    output = option(args, ('--output', '-o'), 'Output')
    formats = option(args, ('--format', '-f'), 'svg,lottie').split(',')
    with tempfile.TemporaryDirectory(prefix='mb-plant-') as tmp:
        if plan.get('input'):
            copy = edited_input(path, plan['input'], tmp)
            planted = [f for f in formats if f in plan.get('formats', formats)]
            rest = [f for f in formats if f not in planted]
            printed = ''
            if rest:
                printed += run(binary, _with_formats(args, rest))
            if planted:
                printed += run(binary, [copy if a == path else a for a in _with_formats(args, planted)])
        else:
            printed = run(binary, args)
    sys.stdout.write(printed)
    stem = os.path.join(output, os.path.splitext(os.path.basename(path))[0])
    scene = option(args, ('--scene',))
    if scene:
        stem += '-' + scene
    for ending, edits in plan.get('output', {}).items():
        target = stem + ending
        if not os.path.isfile(target):
            continue
        with open(target, encoding='utf-8') as f:
            text = f.read()
        for old, new in edits:
            text = replace_once(text, old, new, os.path.basename(target))
        with open(target, 'w', encoding='utf-8') as f:
            f.write(text)
    for ending, entries in plan.get('archive', {}).items():
        if os.path.isfile(stem + ending):
            edit_archive(stem + ending, entries)
    if plan.get('transform') == 'strip-last-panel' and 'strip' in formats:
        strip_last_panel(stem + '.strip.png')
    return 0


def _with_formats(args, formats):
    """args with its --format value replaced by formats."""
    out, skip = [], False
    for i, a in enumerate(args):
        if skip:
            skip = False
            continue
        if a in ('--format', '-f'):
            out += [a, ','.join(formats)]
            skip = True
        elif re.match(r'--format=', a):
            out.append('--format=' + ','.join(formats))
        else:
            out.append(a)
    if not any(a in ('--format', '-f') or a.startswith('--format=') for a in args):
        out += ['--format', ','.join(formats)]
    return out


if __name__ == '__main__':
    sys.exit(main())
