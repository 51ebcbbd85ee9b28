"""What the conformance scripts share: the count of checks, the run of a check with its temporary
folder and setup errors, the motionboard binary and its exports, and the browsers' start.

Every script's last line is `N passed, M failed` (`, K skipped` when a check was skipped: a known
engine limitation, never counted as passed), and its exit status 0 when every check passed, 1
when one failed, 2 on a setup problem (no browser, no binary, a missing package, an export that
failed): a `SetupError` raised anywhere in `run`'s body ends the run with status 2, after the
count so far.

    def main():
        args = arguments(__doc__).parse_args()
        return run('mb-name-', check, args)       # check(args, tally, tmp) counts in tally
"""
import argparse, contextlib, json, os, re, subprocess, sys, tempfile, time
import xml.etree.ElementTree as ET


class SetupError(Exception):
    """What the check needs is missing or failed (not what it checks): exit status 2."""


class Tally:
    """The checks of one run: passed, failed, and skipped (see KNOWN in appearance_check.py)."""

    def __init__(self):
        self.passed = self.failed = self.skipped = 0

    def count(self, ok):
        """One check, passed when ok is true; returns it as a bool."""
        ok = bool(ok)
        self.passed += ok
        self.failed += not ok
        return ok

    def add(self, counts):
        """The (passed, failed) of a check that counts its own points, pixels or views."""
        passed, failed = counts
        self.passed += passed
        self.failed += failed

    def skip(self):
        self.skipped += 1

    def report(self, ok, text):
        """One check, printed as `  ok    TEXT` or `  FAIL  TEXT`."""
        print(('  ok    ' if ok else '  FAIL  ') + text)
        return self.count(ok)

    def summary(self):
        return f'{self.passed} passed, {self.failed} failed' + (f', {self.skipped} skipped' if self.skipped else '')

    def status(self):
        return 1 if self.failed else 0


def arguments(doc, binary='.build/debug/motionboard', browsers=None, files='+'):
    """The command line every script takes: FILE.xml… (`files`: nargs, or None for none), --bin
    (default `binary`) and, with a default list, --browsers.  The description is doc's first line."""
    parser = argparse.ArgumentParser(description=doc.split('\n')[0])
    if files:
        parser.add_argument('files', nargs=files, metavar='FILE.xml')
    parser.add_argument('--bin', default=binary)
    if browsers:
        parser.add_argument('--browsers', default=browsers)
    return parser


def run(prefix, body, args):
    """Run body(args, tally, tmp) with a new Tally and a temporary folder (its name starts with
    prefix; removed afterwards), print the summary and return the exit status: 2 on a SetupError."""
    tally = Tally()
    try:
        with tempfile.TemporaryDirectory(prefix=prefix) as tmp:
            body(args, tally, tmp)
    except SetupError as e:
        print(f'setup: {e}', file=sys.stderr)
        print(tally.summary())
        return 2
    print(tally.summary())
    return tally.status()


# ---------------------------------------------------------------- the binary

def need_binary(path):
    if not os.access(path, os.X_OK):
        raise SetupError(f'no executable motionboard at {path} (build it, or pass --bin)')


def run_binary(args):
    """What the command printed; a SetupError when it cannot run or fails."""
    try:
        p = subprocess.run(args, capture_output=True, text=True, timeout=300)
    except OSError as e:
        raise SetupError(f'cannot run {args[0]}: {e}')
    if p.returncode != 0:
        raise SetupError(f'{" ".join(args[:3])} … failed ({p.returncode}): {p.stderr.strip()[-1500:]}')
    return p.stdout


def output_folder(tmp, path):
    """A folder in tmp for one input's exports, named after its whole path (so that two inputs
    with the same name do not share one)."""
    out = os.path.join(tmp, re.sub(r'\W', '_', os.path.abspath(path)))
    os.makedirs(out, exist_ok=True)
    return out


# An input is a path, or for a storyboard or xib `PATH#SCENE`: one scene of it (`--scene SCENE`).

def source(arg):
    """(path, scene or None) of an input argument."""
    path, _, scene = arg.partition('#') if re.search(r'\.(storyboard|xib)#', arg) else (arg, '', '')
    return path, scene or None


def scene_options(arg):
    path, scene = source(arg)
    return [path] + (['--scene', scene] if scene else [])


def frames_json(binary, arg, *options):
    """`motionboard frames INPUT OPTIONS…`, parsed."""
    return json.loads(run_binary([binary, 'frames', *scene_options(arg), *options]))


def export(binary, xml, out, formats, *options, expect=()):
    """`motionboard export XML --output OUT --format FORMATS OPTIONS…`; returns OUT/NAME, the
    path of the exports without their endings (OUT/NAME-SCENE for a storyboard's scene).  Each
    ending in expect (such as '.svg') must have been written, or it is a SetupError."""
    path, scene = source(xml)
    run_binary([binary, 'export', *scene_options(xml), '--output', out, '--format', formats, *options])
    stem = os.path.join(out, os.path.splitext(os.path.basename(path))[0] + (f'-{scene}' if scene else ''))
    for ending in expect:
        if not os.path.isfile(stem + ending):
            raise SetupError(f'export wrote no {os.path.basename(stem + ending)} for {xml}')
    return stem


def input_xml(binary, arg, tmp):
    """The input as the format's XML, for what the checks read from the input itself (the view
    tree, colors, what the timeline changes): an XML input is itself; a storyboard's scene is
    `motionboard convert`ed into tmp, its views given back the ids the exports and `frames` use
    (the converted file's header lists each id it changed)."""
    path, scene = source(arg)
    if scene is None:
        return path
    folder = output_folder(tmp, arg + '.convert')
    written = run_binary([binary, 'convert', path, '--scene', scene, '--output', folder]).split()
    if len(written) != 1 or not os.path.isfile(written[0]):
        raise SetupError(f'convert {arg} wrote {written}, not one file')
    with open(written[0], encoding='utf-8') as f:
        text = f.read()
    header = text[:text.find('-->')]
    renamed = dict(re.findall(r'^\s+(\S+) = (\S+)\s*$', header, re.M))
    tree = ET.ElementTree(ET.fromstring(text.encode()))
    for el in tree.iter():
        for key in ('id', 'view'):
            if el.get(key) in renamed:
                el.set(key, renamed[el.get(key)])
    out = os.path.join(folder, 'scene.xml')
    tree.write(out, encoding='UTF-8', xml_declaration=True)
    return out


def svg_root(path):
    """Root attributes: (width, height, duration) from width/height/data-duration."""
    for _, el in ET.iterparse(path, events=('start',)):
        a = el.attrib
        num = lambda v: float(re.match(r'\s*([-+\d.eE]+)', v).group(1)) if v else None
        if el.tag != '{http://www.w3.org/2000/svg}svg':
            raise SetupError(f'{path}: root is <{el.tag}>, not an SVG <svg>')
        return num(a.get('width')) or 300, num(a.get('height')) or 150, num(a.get('data-duration'))


def each_input(files, tmp):
    """(input, its output folder in tmp) for each file, printing `FILE: N s` after its checks."""
    for path in files:
        began = time.time()
        yield path, output_folder(tmp, path)
        print(f'{path}: {time.time() - began:.1f} s')


# ---------------------------------------------------------------- the browsers

def browser_names(text, kinds):
    """The names in a --browsers list, each a key of kinds (the driver classes)."""
    names = [b.strip() for b in text.split(',') if b.strip()]
    if not names or any(n not in kinds for n in names):
        raise SetupError(f'--browsers takes a list of {", ".join(kinds)}')
    return names


@contextlib.contextmanager
def launched(kind, name=None):
    """A browser of the driver class kind, started and closed after the block; prints its version
    and start-up time, and with a name, the time the block took too."""
    started = time.time()
    browser = kind.launch()
    try:
        print(f'{browser.version}: started in {time.time() - started:.1f} s')
        yield browser
    finally:
        browser.close()
    if name:
        print(f'{name}: {time.time() - started:.1f} s')


# The statements that measure an interactive SVG's `root` (a variable of the function they go
# in): the group that shows, a state's or a window's, and the frame and opacity of each view in
# it, as svg_conformance.py measures them: the transform items without rotate and scale, up to
# the root. interactive_check.py (the file opened alone) and preview_audit.py (the page's film)
# both return what it returns.
SHOWN_LAYER_JS = r"""  const layers = Array.from(root.children).filter(g => g.hasAttribute('data-state') || g.hasAttribute('data-window'));
  const shown = layers.filter(g => getComputedStyle(g).visibility === 'visible');
  const names = shown.map(g => g.hasAttribute('data-state') ? 'state ' + g.getAttribute('data-state')
                                                             : 'window ' + g.getAttribute('data-window'));
  if (shown.length !== 1) return JSON.stringify({shown: names, views: {}});
  const mul = (m, n) => [m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1],
                         m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3],
                         m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5]];
  function own(e) {
    let m = [1, 0, 0, 1, 0, 0];
    const list = e.transform && e.transform.animVal;
    for (let i = 0; list && i < list.numberOfItems; i++) {
      const it = list.getItem(i), q = it.matrix;
      if (it.type !== 4 && it.type !== 3) m = mul(m, [q.a, q.b, q.c, q.d, q.e, q.f]);
    }
    return m;
  }
  const views = {};
  for (const g of shown[0].querySelectorAll('g[data-view], g[data-view-copy]')) {
    const id = g.getAttribute('data-view') || g.getAttribute('data-view-copy');
    let r = g.firstElementChild;
    while (r && /^(animate|animateTransform|animateMotion|set)$/.test(r.localName)) r = r.nextElementSibling;
    if (!(r instanceof SVGRectElement)) continue;
    let m = [1, 0, 0, 1, 0, 0];
    for (let e = r; e && e !== root; e = e.parentElement) m = mul(own(e), m);
    const x = r.x.animVal.value, y = r.y.animVal.value;
    views[id] = [m[0] * x + m[4], m[3] * y + m[5], r.width.animVal.value * m[0], r.height.animVal.value * m[3],
                 parseFloat(getComputedStyle(g).opacity)];
  }
  return JSON.stringify({shown: names, views});
"""
