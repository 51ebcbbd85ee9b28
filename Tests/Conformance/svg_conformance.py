#!/usr/bin/env python3
"""Browser conformance check: does the exported SVG play as `motionboard frames` says?

    python3 Tests/Conformance/svg_conformance.py [--bin .build/debug/motionboard]
        [--browsers chromium,firefox,webkit] [--rate 60] [--tolerance 0.25] [--screenshots] FILE.xml ...

Each FILE.xml is exported (`BIN export FILE.xml --output TMP --format svg`); the times 0, 1/rate,
2/rate, ... up to the root's `data-duration`, in whole milliseconds, go to `BIN frames FILE.xml --at`.
The SVG is opened as a top-level file:// document in headless Chromium and Firefox ESR, and in
WebKitGTK (Safari's engine) under Xvfb, paused, seeked to every time, and each `<g data-view>` is read:
* geometry: the corners of its `<rect class="frame">` (first child, SMIL animation elements aside;
  x/y/width/height from animVal), mapped to root user space through every element up to the root
  with the translate and matrix items of their animated transform lists and nested <svg>
  x/y/viewBox, but without rotate and scale items (`frames` leaves rotation and scale out); the
  box of the corners must match x/y/width/height within --tolerance (the 0.25 pt contract).
* alpha: the group's own computed opacity against `alpha` clamped to [0, 1] (CSS clamps opacity,
  a spring may overshoot it in the model), within 0.002.
* rotation: the sum of the rotate items from the rect up to the group, against `rotation` mod 360,
  within 0.1°.
* scale: the products of the scale items' x and y factors from the rect up to the group, against
  `scaleX` and `scaleY`, within 0.001.
* visibility: the group's computed `visibility` (inherited, as the export writes `inherit`) must
  be hidden exactly when `frames` says the view or one of its superviews (the enclosing
  <g data-view>s) is hidden.
--screenshots (Chromium, and WebKit when it runs): at the start, middle and end (or the times of FILE.points.json,
`{"times": [...]}`), pixels are checked 3 pt (plus the corner radius) inside each corner of plain
<view>s with an opaque background at full alpha, not covered by anything drawn later, inside every
clipping ancestor; and 3 pt beyond their edges, where the topmost such view or the root's
background (white when clear) must show.  Rotated and scaled views are probed too: the points are
chosen in the view's own coordinates and mapped through the rotation and scale of the view and
its superviews, about each frame's center as `frames` gives them (rotate, then scale, as the exports
write it); a picture point is tested against a view by mapping it back, with the margins divided by
the transform's smallest stretch.  Points near an edge or under anything unpredictable (text,
translucent views, basic animations, a view hidden at that time is simply absent) are skipped.
Tolerance 8/255.
With Firefox or WebKit too, each takes screenshots at those times (same size, device scale 1), and
each view whose <g data-view> draws text (a child <svg role="img">, or one in a child <g>), shown (alpha > 0
up its chain) and at least 4 px² large, is cropped to its frame (rounded outwards, clipped to the
picture): the mean RGB difference from Chromium's crop must be under 8 (of 255).
A FILE.svg argument, with FILE.frames.json (the `frames` output) beside it, is checked without the
binary: that is how fixtures/handmade.svg tests this checker.

Browser quirks (measured on Chromium 156, Firefox 153 ESR and WebKitGTK 2.50):
* Chromium and WebKit give each nested <svg> its own SMIL time container (seeking the root does
  not move animations inside one), so every <svg> is paused and seeked.
* Chromium truncates seek times to whole microseconds (0.029 s may become 28999 µs): it seeks to
  t + 0.5 µs.  Firefox's SMIL clock has 1 ms resolution: all times are whole milliseconds.
  WebKit keeps the time as a float32 (0.029 s reads back as 0.028999999), rounded either way, so at
  a repeat boundary (loop.xml at 2.1 s) it showed the end of the previous cycle: it seeks to t + 1 µs,
  above the rounding for times up to 32 s.
* setCurrentTime is synchronous in all three: animVal and computed style are current at once.
* WebKit rasterizes with Skia on the GPU by default, under Xvfb Mesa's llvmpipe with 4× multisampling:
  edge coverage comes in quarters, and small text differed from Chromium's by a mean of up to 7.2;
  and a screenshot was the last frame composited, which a seek does not repaint at once (the first
  shot after a load black, the next one the previous time).  It is run with
  WEBKIT_SKIA_ENABLE_CPU_RENDERING=1: Skia's analytic coverage, as Chromium's (text within 0.9), and
  screenshots of the current time in every trial; it still waits two animation frames before each.
* getBoundingClientRect (stroke, nested viewports) and getScreenCTM/getCTM (nested <svg> x/y, the
  root viewBox) differ between the two, so the mapping is computed from animVal transform lists
  and nested <svg> attributes, which both report alike.
* Chromium's screenshot PNGs use the "up" filter on every row, Firefox's "sub": both have fast paths.
* Chromium is driven over the DevTools protocol on a pipe (fds 3/4), Firefox over WebDriver BiDi
  on its own WebSocket port, WebKit over W3C WebDriver (HTTP on a loopback port) served by Debian's
  WebKitWebDriver, which starts the MiniBrowser in a private Xvfb (-displayfd picks a free display):
  no selenium, chromedriver or geckodriver.  All die with this process (PR_SET_PDEATHSIG; the
  MiniBrowser, the driver's child, exits when its X server goes).
  --force-color-profile=srgb makes Chromium's screenshot pixels the SVG's sRGB values; WebKit's are
  (Xvfb has no color management).  The MiniBrowser window is at least 447 px wide and has a toolbar:
  the window is sized so that the page's viewport holds the picture (a setup error otherwise).

Exit status 0 when every check passes, 1 when one fails, 2 on a setup problem (no browser or
binary, export or frames failed, or frames lacks a compared field).  Last line: `N passed, M failed`
(file × browser, pixels, and texts).
"""
import base64, ctypes, fcntl, hashlib, itertools, json, math, os, queue, re, select, shutil
import signal, socket, struct, subprocess, sys, tempfile, threading, time, zlib
import xml.etree.ElementTree as ET
from urllib.parse import quote
import glob, urllib.error, urllib.request   # WebKit's WebDriver speaks HTTP

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from conformance_common import (SetupError, arguments, browser_names, export, launched, need_binary,  # noqa: E402
                                output_folder, run, run_binary)


# ---------------------------------------------------------------- JavaScript run in the SVG

MEASURE_JS = r"""(times, nudge, rootSelector) => {
  // rootSelector: an <svg> inside a page (the preview page), else the document's root element.
  // nudge null: measure as the page shows it, without pausing or seeking (times: one entry).
  const root = rootSelector ? document.querySelector(rootSelector) : document.documentElement;
  if (!(root instanceof SVGSVGElement))
    return JSON.stringify({error: 'not an SVG document: ' + (root ? root.textContent.slice(0, 300) : rootSelector)});
  const svgs = [root, ...root.getElementsByTagNameNS('http://www.w3.org/2000/svg', 'svg')];
  if (nudge !== null) svgs.forEach(s => s.pauseAnimations());   // every <svg>: separate time containers in Chromium
  const groups = Array.from(root.querySelectorAll('g[data-view]')), problems = [];
  const rects = groups.map(g => {           // the first child that is not a SMIL animation
    let r = g.firstElementChild;
    while (r && /^(animate|animateTransform|animateMotion|set)$/.test(r.localName)) r = r.nextElementSibling;
    if (r instanceof SVGRectElement && r.classList.contains('frame')) return r;
    problems.push('data-view="' + g.getAttribute('data-view') + '": first child is not <rect class="frame">');
    return null;
  });
  const mul = (m, n) => [m[0] * n[0] + m[2] * n[1], m[1] * n[0] + m[3] * n[1],
                         m[0] * n[2] + m[2] * n[3], m[1] * n[2] + m[3] * n[3],
                         m[0] * n[4] + m[2] * n[5] + m[4], m[1] * n[4] + m[3] * n[5] + m[5]];
  function viewport(s) {            // a nested <svg>: x/y, then the viewBox transform
    const v = a => s[a].animVal.value, x = v('x'), y = v('y');
    const vb = s.hasAttribute('viewBox') && s.viewBox.animVal;
    if (!vb || !(vb.width > 0 && vb.height > 0)) return [1, 0, 0, 1, x, y];
    const w = v('width'), h = v('height'), par = s.preserveAspectRatio.animVal;
    let sx = w / vb.width, sy = h / vb.height, tx = 0, ty = 0;
    if (par.align !== 1) {          // 1 = none; 2..10 = xMinYMin..xMaxYMax
      sx = sy = (par.meetOrSlice === 2 ? Math.max : Math.min)(sx, sy);
      tx = (w - vb.width * sx) * ((par.align - 2) % 3) / 2;
      ty = (h - vb.height * sy) * Math.floor((par.align - 2) / 3) / 2;
    }
    return [sx, 0, 0, sy, x + tx - vb.x * sx, y + ty - vb.y * sy];
  }
  function own(e) {   // [e's transform to its parent without rotate/scale items, rotate angles, scale factors]
    let m = [1, 0, 0, 1, 0, 0], angle = 0, sx = 1, sy = 1;
    const list = e.transform && e.transform.animVal;
    for (let i = 0; list && i < list.numberOfItems; i++) {
      const it = list.getItem(i), q = it.matrix;
      if (it.type === 4) angle += it.angle;                             // SVG_TRANSFORM_ROTATE
      else if (it.type === 3) { sx *= q.a; sy *= q.d; }                 // SVG_TRANSFORM_SCALE
      else m = mul(m, [q.a, q.b, q.c, q.d, q.e, q.f]);
    }
    return [e instanceof SVGSVGElement ? mul(m, viewport(e)) : m, angle, sx, sy];
  }
  const samples = times.map(t => {
    if (nudge !== null) svgs.forEach(s => s.setCurrentTime(t + nudge));
    return groups.map((g, i) => {
      const r = rects[i];
      if (!r) return null;
      let m = [1, 0, 0, 1, 0, 0], rot = 0, sx = 1, sy = 1, inView = true;
      for (let e = r; e && e !== root; e = e.parentElement) {
        const [em, angle, ex, ey] = own(e);
        m = mul(em, m);
        if (inView) { rot += angle; sx *= ex; sy *= ey; }   // the view's own: from the rect up to its group
        if (e === g) inView = false;
      }
      const x = r.x.animVal.value, y = r.y.animVal.value, w = r.width.animVal.value, h = r.height.animVal.value;
      const c = [[x, y], [x + w, y], [x, y + h], [x + w, y + h]];
      const px = c.map(([a, b]) => m[0] * a + m[2] * b + m[4]), py = c.map(([a, b]) => m[1] * a + m[3] * b + m[5]);
      const x0 = Math.min(...px), y0 = Math.min(...py);
      const style = getComputedStyle(g);    // visibility: the group's own, inherited as the export writes it
      return [x0, y0, Math.max(...px) - x0, Math.max(...py) - y0, parseFloat(style.opacity), rot, sx, sy,
              style.visibility === 'visible'];
    });
  });
  const parents = groups.map(g => {       // the superview: the nearest enclosing <g data-view>
    const p = g.parentElement && g.parentElement.closest('g[data-view]');
    return p && root.contains(p) ? p.getAttribute('data-view') : null;
  });
  return JSON.stringify({views: groups.map(g => g.getAttribute('data-view')), parents, problems, samples});
}"""

SEEK_JS = r"""(t, nudge) => {
  for (const s of document.getElementsByTagNameNS('http://www.w3.org/2000/svg', 'svg')) {
    s.pauseAnimations(); s.setCurrentTime(t + nudge);
  }
}"""


# ---------------------------------------------------------------- browsers

class Browser:
    flags = ['--headless']          # before the browser's own arguments

    def __init__(self, names, package, prefix):
        self.exe = next((shutil.which(n) for n in names if shutil.which(n)), None)
        if not self.exe:
            raise SetupError(f'{names[0]} not found: apt-get install -y --no-install-recommends {package}')
        self.dir, self.seq, self.proc = tempfile.mkdtemp(prefix=prefix), 0, None

    def start(self, args, **kw):
        def child():
            if 'pipes' in kw:           # Chromium reads commands on fd 3 and answers on fd 4
                a, b = (fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in kw['pipes'])
                os.dup2(a, 3)
                os.dup2(b, 4)
            ctypes.CDLL(None).prctl(1, signal.SIGKILL)   # PR_SET_PDEATHSIG: no orphaned browsers
        self.proc = subprocess.Popen([self.exe] + self.flags + args, preexec_fn=child, stdin=subprocess.DEVNULL,
                                     stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                     pass_fds=(3, 4) if 'pipes' in kw else (), env=kw.get('env'))
        self.output, self.lines = [], queue.Queue()

        def drain():                    # keep reading, or the browser blocks on a full pipe
            for line in self.proc.stdout:
                self.output.append(line.decode(errors='replace'))
                self.lines.put(self.output[-1])
            self.lines.put(None)
        threading.Thread(target=drain, daemon=True).start()

    def close(self):
        try:
            self.bye()
            self.proc.wait(10)
        except Exception:               # no polite exit: kill it
            self.proc.kill()
            self.proc.wait()
        shutil.rmtree(self.dir, ignore_errors=True)

    @classmethod
    def launch(cls):
        """Start one; a half-started browser is killed when start-up fails."""
        browser = cls.__new__(cls)
        try:
            browser.__init__()
        except BaseException:
            if getattr(browser, 'proc', None):
                browser.close()
            raise
        return browser


class Chromium(Browser):
    """DevTools protocol over --remote-debugging-pipe: JSON messages terminated by NUL."""
    name, nudge = 'chromium', 5e-7

    def __init__(self, timeout=60):
        super().__init__(['chromium', 'chromium-browser', 'google-chrome'], 'chromium', 'mb-chromium-')
        cmd_r, cmd_w = os.pipe()
        out_r, out_w = os.pipe()
        self.start(['--remote-debugging-pipe', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
                    '--user-data-dir=' + self.dir, '--no-first-run', '--hide-scrollbars',
                    '--force-color-profile=srgb', '--mute-audio', 'about:blank'], pipes=(cmd_r, out_w))
        os.close(cmd_r)
        os.close(out_w)
        self.w, self.r, self.buf, self.sid, self.timeout = os.fdopen(cmd_w, 'wb'), out_r, b'', None, timeout
        self.version = self.call('Browser.getVersion')['product']
        target = self.call('Target.createTarget', {'url': 'about:blank'})['targetId']
        self.sid = self.call('Target.attachToTarget', {'targetId': target, 'flatten': True})['sessionId']
        self.call('Page.enable')

    def message(self, deadline):
        while b'\0' not in self.buf:
            if not select.select([self.r], [], [], max(0.0, deadline - time.time()))[0]:
                raise SetupError('chromium did not answer in time')
            chunk = os.read(self.r, 1 << 20)
            if not chunk:
                raise SetupError('chromium exited: ' + ''.join(self.output)[-1500:])
            self.buf += chunk
        msg, self.buf = self.buf.split(b'\0', 1)
        return json.loads(msg)

    def call(self, method, params=None, until=None):
        """Send a command and return its result; with `until`, then wait for that event too."""
        self.seq += 1
        self.w.write(json.dumps({'id': self.seq, 'method': method, 'params': params or {},
                                 **({'sessionId': self.sid} if self.sid else {})}).encode() + b'\0')
        self.w.flush()
        deadline, result = time.time() + self.timeout, None
        while result is None or until:
            m = self.message(deadline)
            if m.get('id') == self.seq:
                if 'error' in m:
                    raise SetupError(f'chromium {method}: {m["error"]}')
                result = m['result']
            elif m.get('method') == until:
                until = None
        return result

    def load(self, path, width, height):
        self.call('Emulation.setDeviceMetricsOverride',
                  {'width': width, 'height': height, 'deviceScaleFactor': 1, 'mobile': False})
        r = self.call('Page.navigate', {'url': 'file://' + quote(os.path.abspath(path))}, until='Page.loadEventFired')
        if r.get('errorText'):
            raise SetupError(f'chromium cannot open {path}: {r["errorText"]}')

    def run(self, js, *args):
        r = self.call('Runtime.evaluate', {'expression': f'({js})(...{json.dumps(args)})', 'returnByValue': True})
        if 'exceptionDetails' in r:
            raise SetupError('chromium script error: ' + json.dumps(r['exceptionDetails'])[:500])
        return r['result'].get('value')

    def screenshot(self, width, height):
        clip = {'x': 0, 'y': 0, 'width': width, 'height': height, 'scale': 1}
        return base64.b64decode(self.call('Page.captureScreenshot', {'format': 'png', 'clip': clip,
                                                                     'optimizeForSpeed': True})['data'])

    def bye(self):
        self.timeout = 5
        try:
            self.call('Browser.close')
        finally:
            self.w.close()
            os.close(self.r)


class Firefox(Browser):
    """WebDriver BiDi, which Firefox serves itself on --remote-debugging-port, over a WebSocket."""
    name, nudge = 'firefox', 0.0

    def __init__(self, timeout=90):
        super().__init__(['firefox-esr', 'firefox'], 'firefox-esr', 'mb-firefox-')
        self.sock = None
        self.start(['--no-remote', '--profile', self.dir, '--remote-debugging-port=0', 'about:blank'],
                   env=dict(os.environ, MOZ_HEADLESS='1', MOZ_CRASHREPORTER_DISABLE='1'))
        m = None
        while not m:
            try:
                line = self.lines.get(timeout=timeout)
            except queue.Empty:
                line = None
            if line is None:
                raise SetupError('firefox did not start WebDriver BiDi: ' + ''.join(self.output)[-1500:])
            m = re.search(r'WebDriver BiDi listening on ws://([^\s:]+):(\d+)', line)
        host, port = m.group(1), int(m.group(2))
        self.sock = socket.create_connection((host, port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(f'GET /session HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: '
                          f'Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n'.encode())
        self.buf = b''
        while b'\r\n\r\n' not in self.buf:
            self.buf += self.sock.recv(65536) or b'\r\n\r\n'
        head, self.buf = self.buf.split(b'\r\n\r\n', 1)
        accept = base64.b64encode(hashlib.sha1((key + '258EAFA5-E914-47DA-95CA-C5AB0DC85B11').encode()).digest())
        if accept not in head:
            raise SetupError('WebSocket handshake with firefox failed: ' + head.decode(errors='replace')[:300])
        self.version = 'Firefox ' + self.call('session.new', {'capabilities': {}})['capabilities']['browserVersion']
        self.context = self.call('browsingContext.getTree', {})['contexts'][0]['context']

    def send(self, data, opcode=1):     # RFC 6455: one final frame, masked as a client must
        n, mask = len(data), os.urandom(4)
        size = bytes([0x80 | n]) if n < 126 else bytes([0xFE]) + struct.pack('>H', n) if n < 65536 \
            else bytes([0xFF]) + struct.pack('>Q', n)
        body = (int.from_bytes(data, 'big') ^ int.from_bytes((mask * (n // 4 + 1))[:n], 'big')).to_bytes(n, 'big')
        self.sock.sendall(bytes([0x80 | opcode]) + size + mask + body)

    def take(self, n):
        while len(self.buf) < n:
            chunk = self.sock.recv(1 << 20)
            if not chunk:
                raise SetupError('firefox closed the WebSocket')
            self.buf += chunk
        out, self.buf = self.buf[:n], self.buf[n:]
        return out

    def receive(self):
        message = b''
        while True:
            b0, b1 = self.take(2)
            n = b1 & 0x7F
            n = struct.unpack('>H', self.take(2))[0] if n == 126 else struct.unpack('>Q', self.take(8))[0] if n == 127 else n
            payload, opcode = self.take(n), b0 & 0x0F     # a server does not mask
            if opcode == 8:
                raise SetupError('firefox closed the WebSocket')
            if opcode == 9:
                self.send(payload, 10)                      # ping → pong
            elif opcode < 3:
                message += payload
                if b0 & 0x80:
                    return json.loads(message)

    def call(self, method, params):
        self.seq += 1
        self.send(json.dumps({'id': self.seq, 'method': method, 'params': params}).encode())
        while (m := self.receive()).get('id') != self.seq:
            pass                                            # events
        if m.get('type') == 'error':
            raise SetupError(f'firefox {method}: {m.get("error")}: {m.get("message")}')
        return m['result']

    def load(self, path, width, height):
        self.call('browsingContext.setViewport', {'context': self.context, 'devicePixelRatio': 1,
                                                  'viewport': {'width': width, 'height': height}})
        self.call('browsingContext.navigate', {'context': self.context, 'wait': 'complete',
                                               'url': 'file://' + quote(os.path.abspath(path))})

    def run(self, js, *args):
        r = self.call('script.evaluate', {'expression': f'({js})(...{json.dumps(args)})',
                                          'target': {'context': self.context}, 'awaitPromise': False})
        if r.get('type') == 'exception':
            raise SetupError('firefox script error: ' + json.dumps(r.get('exceptionDetails'))[:500])
        return r['result'].get('value')

    def screenshot(self, width, height):
        clip = {'type': 'box', 'x': 0, 'y': 0, 'width': width, 'height': height}
        return base64.b64decode(self.call('browsingContext.captureScreenshot', {
            'context': self.context, 'origin': 'viewport', 'format': {'type': 'image/png'}, 'clip': clip})['data'])

    def bye(self):
        if self.sock:
            self.sock.settimeout(5)
            try:
                self.call('browser.close', {})
            finally:
                self.sock.close()


def die_with_parent():
    ctypes.CDLL(None).prctl(1, signal.SIGKILL)       # PR_SET_PDEATHSIG


class WebKit(Browser):
    """WebKitGTK (Safari's engine): Debian's WebKitWebDriver starts its MiniBrowser in a private Xvfb;
    this speaks W3C WebDriver to it over HTTP on a loopback port (urllib: no selenium)."""
    name, nudge, flags = 'webkit', 1e-6, []
    MINIBROWSER = '/usr/lib/*/webkit2gtk-4.*/MiniBrowser'
    # Media features a subclass may ask for: WebDriver cannot emulate them, so the MiniBrowser is
    # started with them. {'prefers-color-scheme': 'dark'} is its --dark-mode (GTK's dark theme);
    # {'prefers-reduced-motion': 'reduce'} is GTK's gtk-enable-animations off, in a settings.ini of
    # its own.  Each is checked with matchMedia once the session is up.
    media = {}

    def __init__(self, timeout=300):
        super().__init__(['WebKitWebDriver'], 'webkit2gtk-driver', 'mb-webkit-')
        minibrowser = sorted(glob.glob(self.MINIBROWSER))
        if not minibrowser:
            raise SetupError('no MiniBrowser: apt-get install -y --no-install-recommends webkit2gtk-driver')
        if not shutil.which('Xvfb'):
            raise SetupError('Xvfb not found: apt-get install -y --no-install-recommends xvfb')
        self.xvfb, self.session, self.timeout, self.inset = None, None, timeout, None
        read, write = os.pipe()                     # Xvfb picks a free display and writes its number
        self.xvfb = subprocess.Popen(['Xvfb', '-displayfd', str(write), '-screen', '0', '2560x2560x24',
                                      '-nolisten', 'tcp'], pass_fds=(write,), preexec_fn=die_with_parent,
                                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        display = b''
        while select.select([read], [], [], 30)[0] and (chunk := os.read(read, 64)):
            display += chunk
            if display.endswith(b'\n'):
                break
        os.close(read)
        if not display.strip().isdigit():
            raise SetupError('Xvfb did not start')
        with socket.socket() as s:                  # a free loopback port for the driver
            s.bind(('127.0.0.1', 0))
            self.port = s.getsockname()[1]
        self.display = ':' + display.decode().strip()
        # Skia on the CPU: on the GPU (Mesa's llvmpipe under Xvfb) edges are 4× multisampled, their
        # coverage in quarters, and small text differs from Chromium's by a mean of up to 7 (of 255).
        # GTK's settings from a folder of its own, not the user's (the theme, animations).
        config = os.path.join(self.dir, 'config')
        os.makedirs(os.path.join(config, 'gtk-3.0'))
        env = dict(os.environ, DISPLAY=self.display, WEBKIT_SKIA_ENABLE_CPU_RENDERING='1', XDG_CONFIG_HOME=config)
        env.pop('GTK_THEME', None)
        args = ['--automation']
        for feature, value in self.media.items():
            if (feature, value) == ('prefers-color-scheme', 'dark'):
                args.append('--dark-mode')
            elif (feature, value) == ('prefers-reduced-motion', 'reduce'):
                with open(os.path.join(config, 'gtk-3.0', 'settings.ini'), 'w') as f:
                    f.write('[Settings]\ngtk-enable-animations=0\n')
            elif (feature, value) not in (('prefers-color-scheme', 'light'), ('prefers-reduced-motion', 'no-preference')):
                raise SetupError(f'webkit cannot be started with ({feature}: {value})')
        self.start([f'--port={self.port}', '--host=local'], env=env)
        deadline = time.time() + 30
        while True:
            try:
                socket.create_connection(('127.0.0.1', self.port), 1).close()
                break
            except OSError:
                if time.time() > deadline or self.proc.poll() is not None:
                    raise SetupError('WebKitWebDriver did not start: ' + ''.join(self.output)[-1500:])
                time.sleep(0.05)
        options = {'binary': minibrowser[-1], 'args': args}
        caps = self.call('POST', '/session', {'capabilities': {'alwaysMatch': {'webkitgtk:browserOptions': options,
                                                                               **getattr(self, 'capabilities', {})}}})
        self.session = '/session/' + caps['sessionId']
        self.version = 'WebKitGTK ' + caps['capabilities']['browserVersion']
        self.call('POST', self.session + '/timeouts', {'script': timeout * 1000, 'pageLoad': timeout * 1000})
        for feature, value in self.media.items():
            if not self.run('(q) => matchMedia(q).matches', f'({feature}: {value})'):
                raise SetupError(f'webkit: the MiniBrowser does not match ({feature}: {value})')

    def call(self, method, path, body=None):
        request = urllib.request.Request(f'http://127.0.0.1:{self.port}{path}', method=method,
                                         data=None if body is None else json.dumps(body).encode(),
                                         headers={'Content-Type': 'application/json'})
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as r:
                return json.loads(r.read())['value']
        except urllib.error.HTTPError as e:
            value = json.loads(e.read() or b'{}').get('value', {})
            raise SetupError(f'webkit {method} {path.split("/")[-1]}: {value.get("error")}: {value.get("message")}')
        except OSError as e:
            raise SetupError(f'webkit {method} {path.split("/")[-1]}: {e}')

    def load(self, path, width, height):
        if self.inset is None:                      # the MiniBrowser window's frame around the page
            # The window manager may apply the size late: measured too soon, the page showed the
            # first window's 1024×768 and the inset came out negative (the page then 476×332 for
            # 700×500). Measure until the page fits the 800×600 window, the same twice running.
            last = None
            for _ in range(30):
                self.call('POST', self.session + '/window/rect', {'width': 800, 'height': 600})
                inner = self.run('() => [innerWidth, innerHeight]')
                if inner[0] <= 800 and inner[1] <= 600 and inner == last:
                    break
                last = inner
                time.sleep(0.1)
            else:
                raise SetupError(f'webkit: the page shows {inner[0]}×{inner[1]} in an 800×600 window')
            self.inset = (800 - inner[0], 600 - inner[1])
        self.call('POST', self.session + '/window/rect', {'width': width + self.inset[0], 'height': height + self.inset[1]})
        self.call('POST', self.session + '/url', {'url': 'file://' + quote(os.path.abspath(path))})
        # The window manager may not have applied the size yet (once it showed 447×1): ask again.
        for _ in range(20):
            inner = self.run('() => [innerWidth, innerHeight]')
            if inner[0] >= width and inner[1] >= height:
                break
            time.sleep(0.1)
            self.call('POST', self.session + '/window/rect',
                      {'width': width + self.inset[0], 'height': height + self.inset[1]})
        else:
            raise SetupError(f'webkit: the page shows {inner[0]}×{inner[1]}, not {width}×{height}')

    def run(self, js, *args):
        return self.call('POST', self.session + '/execute/sync', {'script': f'return ({js})(...arguments)', 'args': list(args)})

    def screenshot(self, width, height):
        # Composited on the GPU, the screenshot was the last frame painted, which a seek does not
        # repaint at once; on the CPU it is current, but wait two animation frames all the same.
        self.call('POST', self.session + '/execute/async', {'args': [], 'script': 'const done = arguments[0]; '
                  'requestAnimationFrame(() => requestAnimationFrame(() => done(0)));'})
        return base64.b64decode(self.call('GET', self.session + '/screenshot'))

    def bye(self):
        self.timeout = 5
        try:
            if self.session:
                self.call('DELETE', self.session)
        finally:
            self.proc.terminate()

    def close(self):
        try:
            super().close()
        finally:
            if self.xvfb and self.xvfb.poll() is None:
                self.xvfb.kill()
                self.xvfb.wait()


def png_pixels(data):
    """Decode the 8-bit RGB/RGBA non-interlaced PNG the browsers write: a function (x, y) -> (r, g, b)."""
    pos, idat = 8, []
    while pos < len(data):
        n, kind = struct.unpack('>I4s', data[pos:pos + 8])
        if kind == b'IHDR':
            width, height, depth, ctype, _, _, interlace = struct.unpack('>IIBBBBB', data[pos + 8:pos + 21])
        idat += [data[pos + 8:pos + 8 + n]] if kind == b'IDAT' else []
        pos += 12 + n
    if data[:8] != b'\x89PNG\r\n\x1a\n' or depth != 8 or ctype not in (2, 6) or interlace:
        raise SetupError('unexpected screenshot format')
    bpp = 3 if ctype == 2 else 4
    raw, stride, rows, prev = zlib.decompress(b''.join(idat)), width * bpp, [], bytearray(width * bpp)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        if kind == 2:                                # "up": all rows, with optimizeForSpeed
            line = bytearray((a + b) & 255 for a, b in zip(line, prev))
        for c in range(bpp) if kind == 1 else ():    # "sub": Firefox's rows, a running sum per channel
            line[c::bpp] = bytes(v & 255 for v in itertools.accumulate(line[c::bpp]))
        for i in range(stride) if kind in (3, 4) else ():   # 3 average, 4 Paeth
            a, b, c = (line[i - bpp], prev[i], prev[i - bpp]) if i >= bpp else (0, prev[i], 0)
            p = a + b - c
            line[i] = (line[i] + (a, b, (a + b) // 2, a if abs(p - a) <= min(abs(p - b), abs(p - c))
                                  else b if abs(p - b) <= abs(p - c) else c)[kind - 1]) & 255
        rows.append(line)
        prev = line
    return lambda x, y: tuple(rows[y][x * bpp:x * bpp + 3])


# ---------------------------------------------------------------- model side

ALPHA_LIMIT, ROTATION_LIMIT, SCALE_LIMIT = 0.002, 0.1, 0.001   # alpha, degrees, scale factor

def time_key(ms):
    return f'{ms / 1000:.3f}'.rstrip('0').rstrip('.')


def svg_root(path):
    """Root attributes: (width, height, duration) from width/height/data-duration."""
    for _, el in ET.iterparse(path, events=('start',)):
        a = el.attrib
        num = lambda v: float(re.match(r'\s*([-+\d.eE]+)', v).group(1)) if v else None
        if el.tag != '{http://www.w3.org/2000/svg}svg':
            raise SetupError(f'{path}: root is <{el.tag}>, not an SVG <svg>')
        return num(a.get('width')) or 300, num(a.get('height')) or 150, num(a.get('data-duration'))


def frames(binary, xml, keys):
    out = json.loads(run_binary([binary, 'frames', xml, '--at', ','.join(keys)]))
    missing = [k for k in keys if k not in out['frames']]
    if missing:
        raise SetupError(f'{xml}: frames has no key {missing[0]!r}')
    return out['frames']


def prepare(binary, xml, rate, tmp):
    """Export the SVG and ask the model for its frames: (svg path, width, height, {key: ms}, frames)."""
    if xml.endswith('.svg'):
        with open(xml[:-4] + '.frames.json') as f:
            model = json.load(f)['frames']
        w, h, _ = svg_root(xml)
        return xml, w, h, {k: round(float(k) * 1000) for k in model}, model
    svg = export(binary, xml, output_folder(tmp, xml), 'svg', expect=['.svg']) + '.svg'
    w, h, duration = svg_root(svg)
    if duration is None:
        raise SetupError(f'{svg}: the root has no data-duration')
    end = round(duration * 1000)
    ms = sorted({round(i * 1000 / rate) for i in range(int(duration * rate + 1e-9) + 1)} | {end})
    times = {time_key(m): m for m in ms if m <= end}
    return svg, w, h, times, frames(binary, xml, list(times))


def check_geometry(browser, name, svg, w, h, times, model, tolerance):
    """Seek the browser to every time, compare with the model; print a report, return pass/fail."""
    browser.load(svg, math.ceil(w), math.ceil(h))
    res = json.loads(browser.run(MEASURE_JS, [ms / 1000 for ms in times.values()], browser.nudge))
    if 'error' in res:
        raise SetupError(f'{browser.name}: {svg}: {res["error"]}')
    problems, views = list(res['problems']), res['views']
    model_views = list(model[next(iter(times))])
    problems += [f'view {v!r} has no <g data-view>' for v in model_views if v not in views]
    problems += [f'<g data-view={v!r}> is not a view of frames' for v in views if v not in model_views]
    limit = {'x': tolerance, 'y': tolerance, 'width': tolerance, 'height': tolerance, 'alpha': ALPHA_LIMIT,
             'rotation': ROTATION_LIMIT, 'scaleX': SCALE_LIMIT, 'scaleY': SCALE_LIMIT, 'hidden': 0}
    units = {'alpha': 'alpha', 'rotation': '°', 'scaleX': 'scale', 'scaleY': 'scale', 'hidden': 'visibility'}
    worst, excess, notes = {u: (0.0, '') for u in ('pt', 'alpha', '°', 'scale', 'visibility')}, {}, {}
    parent = dict(zip(views, res['parents']))
    for key, sample in zip(times, res['samples']):
        for view, got in zip(views, sample):
            want = model[key].get(view)
            if got is None or want is None:
                continue
            missing = [f for f in limit if f not in want]
            if missing:
                raise SetupError(f'{name}: frames gives {view} no {", ".join(missing)} at {key} s')
            hidden, v = False, view                 # hidden itself or by a superview, as UIKit hides
            while v is not None and not hidden:
                hidden, v = bool(model[key].get(v, {}).get('hidden')), parent.get(v)
            measured = dict(zip(('x', 'y', 'width', 'height', 'alpha', 'rotation', 'scaleX', 'scaleY'), got))
            measured['hidden'] = not got[8]
            for field in limit:
                g, v = measured[field], want[field]
                if field == 'alpha':
                    v = min(1.0, max(0.0, v))       # CSS clamps opacity to [0, 1]
                    err = abs(g - v)
                elif field == 'rotation':
                    err = abs((g - v + 180) % 360 - 180)
                elif field == 'hidden':
                    v, err = hidden, float(g != hidden)
                else:
                    err = abs(g - v)
                unit = units.get(field, 'pt')
                where = f'{view}.{field} at {key} s (browser {g:.4f}, frames {v:.4f}{" with its superviews" if field == "hidden" else ""})'
                if err > worst[unit][0]:
                    worst[unit] = (err, where)
                if err > limit[field]:
                    e = excess.setdefault((view, field), [key, 0.0, ''])
                    e[1:] = max(e[1:], [err, where])
            if not 0 <= want['alpha'] <= 1:
                notes.setdefault((view, 'alpha'), f'alpha {want["alpha"]:.4f} outside [0, 1] at {key} s, '
                                                  'compared as clamped')
    ok = not problems and not excess
    print(f'{name} [{browser.name}] {len(times)} times × {len(views)} views: ' + '; '.join(
        f'max {unit} error {e:.6f}{" (" + w + ")" if w else ""}' for unit, (e, w) in worst.items())
        + (': PASS' if ok else ': FAIL'))
    for p in problems:
        print(f'  error: {p}')
    for (view, field), (first, err, where) in sorted(excess.items(), key=lambda e: -e[1][1]):
        print(f'  over {limit[field]} from {first} s: max {err:.4f} at {where}')
    for (view, _), note in notes.items():
        print(f'  info: {view}: {note}')
    return ok


# ---------------------------------------------------------------- screenshot pixel checks

COLORS = {'white': 'FFFFFF', 'black': '000000', 'red': 'FF0000', 'green': '00FF00', 'blue': '0000FF',
          'systemBlue': '007AFF', 'systemGreen': '34C759', 'systemRed': 'FF3B30', 'systemOrange': 'FF9500',
          'systemYellow': 'FFCC00', 'systemPink': 'FF2D55', 'systemPurple': 'AF52DE',
          'systemIndigo': '5856D6', 'systemTeal': '30B0C7', 'systemGray': '8E8E93',
          'systemGray2': 'AEAEB2', 'systemGray3': 'C7C7CC', 'systemGray4': 'D1D1D6',
          'systemGray5': 'E5E5EA', 'systemGray6': 'F2F2F7', 'systemBackground': 'FFFFFF',
          'secondarySystemBackground': 'F2F2F7'}
EDGE = 1.5   # points this close to an edge are antialiased or ambiguous: skipped


def opaque_color(value):
    """(r, g, b) for an opaque #RGB/#RRGGBB(FF)/named color, None for anything else."""
    v = COLORS.get(value, value[1:] if value and value.startswith('#') else '')
    v = ''.join(c * 2 for c in v) if len(v) == 3 else v[:6] if len(v) == 8 and v[6:].upper() == 'FF' else v
    return tuple(int(v[i:i + 2], 16) for i in (0, 2, 4)) if re.fullmatch(r'[0-9A-Fa-f]{6}', v) else None


def in_rrect(px, py, f, r, grow):
    """Is (px, py) inside the frame f with corner radius r, grown by `grow` points (< 0 shrinks)?"""
    x, y, w, h = f['x'] - grow, f['y'] - grow, f['width'] + 2 * grow, f['height'] + 2 * grow
    if w <= 0 or h <= 0 or not (x <= px <= x + w and y <= py <= y + h):
        return False
    r = max(0.0, min(r + grow, w / 2, h / 2))
    cx, cy = min(max(px, x + r), x + w - r), min(max(py, y + r), y + h - r)
    return (px - cx) ** 2 + (py - cy) ** 2 <= r * r


class Scene:
    """The XML's view tree in drawing order, and the colors expected at chosen points."""
    KINDS = {'view', 'label', 'button', 'textField', 'textView', 'imageView', 'stackView',
             'scrollView', 'tableView', 'tableViewCell', 'collectionView', 'collectionViewCell',
             'datePicker', 'pickerView', 'activityIndicator', 'switch', 'slider', 'stepper',
             'segmentedControl', 'progressView', 'pageControl', 'navigationBar', 'toolbar',
             'tabBar', 'visualEffectView'}
    SCROLLS = {'scrollView', 'tableView', 'collectionView', 'textView'}   # clip like clipsToBounds

    def __init__(self, xml):
        doc, self.order, self.info, self.changed = ET.parse(xml).getroot(), [], {}, {}

        def walk(el, vid, parent):
            self.order.append(vid)
            self.info[vid] = (el.attrib, parent, 'root' if parent is None else el.tag)
            for child in (c for sub in el.findall('subviews') for c in sub if c.tag in self.KINDS):
                walk(child, child.get('id'), vid)
        walk(doc, 'root', None)
        for s in doc.iter('set'):           # what the timeline changes, per view
            self.changed.setdefault(s.get('view'), set()).update(s.attrib)
        for b in doc.iter('basicAnimation'):
            self.changed.setdefault(b.get('view'), set()).add('basicAnimation')

    def chain(self, vid):
        return [vid] + (self.chain(self.info[vid][1]) if self.info[vid][1] else [])

    def radius(self, vid, changing):        # the corner radius, or `changing` if it animates
        a = self.info[vid][0].get('cornerRadius', '0')
        return changing if 'cornerRadius' in self.changed.get(vid, ()) else float(a) if re.fullmatch(r'[\d.]+', a) else changing

    def color(self, vid):
        """The background a view paints, when it is a plain opaque color that never changes."""
        a, parent, kind = self.info[vid]
        if {'backgroundColor', 'cornerRadius', 'borderWidth'} & self.changed.get(vid, set()) \
                or a.get('borderWidth', '0') not in ('0', '0.0') or kind not in ('view', 'root'):
            return None
        bg = a.get('backgroundColor', 'clear')
        return (255, 255, 255) if kind == 'root' and bg == 'clear' else opaque_color(bg)

    def shown(self, vid, fr):
        """Can the view show at all: alpha above 0 up its chain, and not hidden for good?"""
        c = [(self.info[v][0], self.changed.get(v, set()), fr[v]) for v in self.chain(vid)]
        return math.prod(f['alpha'] for _, _, f in c) > 1e-6 and \
            not any(a.get('hidden') == 'true' and 'hidden' not in ch for a, ch, _ in c)

    def placement(self, vid, fr):
        """The affine map (a, b, c, d, e, f) from `frames` coordinates (frames without rotation and
        scale) to the picture: each view up the chain turns and scales its content about its
        frame's center, rotate(r) then scale(sx, sy) as the exports write it (scale applied first)."""
        m = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
        for v in reversed(self.chain(vid)):     # the root first: M = M_root · … · C_vid
            f = fr[v]
            cx, cy = f['x'] + f['width'] / 2, f['y'] + f['height'] / 2
            r = math.radians(f['rotation'])
            cos, sin, sx, sy = math.cos(r), math.sin(r), f['scaleX'], f['scaleY']
            a, b, c, d = cos * sx, sin * sx, -sin * sy, cos * sy
            own = (a, b, c, d, cx - a * cx - c * cy, cy - b * cx - d * cy)
            m = (m[0] * own[0] + m[2] * own[1], m[1] * own[0] + m[3] * own[1],
                 m[0] * own[2] + m[2] * own[3], m[1] * own[2] + m[3] * own[3],
                 m[0] * own[4] + m[2] * own[5] + m[4], m[1] * own[4] + m[3] * own[5] + m[5])
        return m

    @staticmethod
    def stretch(m):
        """The smallest factor by which m scales a length (its smaller singular value)."""
        a, b, c, d = m[:4]
        p, q = (a * a + b * b + c * c + d * d) / 2, abs(a * d - b * c)
        return q / math.sqrt(p + math.sqrt(max(0.0, p * p - q * q))) if p > 0 else 0.0

    @staticmethod
    def apply(m, x, y):
        return m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]

    @staticmethod
    def invert(m, x, y):
        a, b, c, d, e, f = m
        det = a * d - b * c
        x, y = x - e, y - f
        return (d * x - c * y) / det, (-b * x + a * y) / det

    def state(self, vid, fr, px, py):
        """'out', 'in' (its color shows), 'unknown' (something else may show) for a view at a point.
        The point is mapped back through each view's rotation and scale (placement); a length of
        EDGE in the picture is at least EDGE / stretch in the view's own coordinates."""
        c = [(self.info[v][0], self.changed.get(v, set()), fr[v]) for v in self.chain(vid)]
        alpha = math.prod(f['alpha'] for _, _, f in c)
        if not self.shown(vid, fr) or any(f.get('hidden') for _, _, f in c):
            return 'out'
        clips = [v for v in self.chain(vid) if v == vid or self.info[v][0].get('clipsToBounds') == 'true'
                 or self.info[v][2] in self.SCROLLS]
        local = {}
        for v in clips:
            m = self.placement(v, fr)
            k = self.stretch(m)
            if k < 1e-6:
                return 'out'                    # scaled to nothing: no area drawn
            local[v] = (*self.invert(m, px, py), EDGE / k)
        if any(not in_rrect(x, y, fr[v], self.radius(v, 0.0), g) for v, (x, y, g) in local.items()):
            return 'out'
        sure = all(in_rrect(x, y, fr[v], self.radius(v, 1e9), -g) for v, (x, y, g) in local.items())
        plain = abs(alpha - 1) < 1e-9 and not any('basicAnimation' in ch for _, ch, _ in c)
        return 'in' if sure and plain and self.color(vid) else 'unknown'

    def hit(self, fr, px, py, width, height):
        """The view whose color shows at (px, py), 'root', or None when that cannot be predicted."""
        if not (EDGE <= px <= width - EDGE and EDGE <= py <= height - EDGE):
            return None
        for vid in reversed(self.order[1:]):
            where = self.state(vid, fr, px, py)
            if where != 'out':
                return vid if where == 'in' else None
        return 'root' if self.color('root') else None

    def points(self, fr, width, height):
        """[(label, x, y, rgb)]: 3 pt (+ radius) inside each corner, 3 pt beyond each edge's middle,
        chosen in the view's own coordinates and mapped through its rotation and scale (placement),
        3 pt being 3 / stretch there so that they stay 3 pt or more from the edge in the picture."""
        out = {}
        for vid in self.order[1:]:
            f, m = fr[vid], self.placement(vid, fr)
            k = self.stretch(m)
            if self.color(vid) is None or k < 1e-6:
                continue
            e = 3 / k
            d = e + self.radius(vid, 0.0)
            turned = ' (turned)' if abs(m[1]) > 1e-9 or abs(m[2]) > 1e-9 else \
                ' (scaled)' if abs(m[0] - 1) > 1e-9 or abs(m[3] - 1) > 1e-9 else ''
            x0, y0, x1, y1 = f['x'], f['y'], f['x'] + f['width'], f['y'] + f['height']
            if f['width'] > 2 * d and f['height'] > 2 * d:
                for q in [(x0 + d, y0 + d), (x1 - d, y0 + d), (x0 + d, y1 - d), (x1 - d, y1 - d)]:
                    p = self.apply(m, *q)
                    shown = self.hit(fr, *p, width, height)    # another view when it is covered or hidden
                    if shown:
                        out.setdefault(p, (f'{vid}{turned} inside' + ('' if shown == vid else f', on {shown}'), shown))
            for q in [((x0 + x1) / 2, y0 - e), ((x0 + x1) / 2, y1 + e), (x0 - e, (y0 + y1) / 2), (x1 + e, (y0 + y1) / 2)]:
                p = self.apply(m, *q)
                shown = self.hit(fr, *p, width, height)
                if shown:
                    out.setdefault(p, (f'{vid}{turned} outside, on {shown}', shown))
        return [(label, x, y, self.color(vid)) for (x, y), (label, vid) in out.items()]


def shot_times(xml, duration):
    """Screenshot times in ms: the start, middle and end, or the `times` of FILE.points.json."""
    sidecar = os.path.splitext(xml)[0] + '.points.json'
    if not os.path.exists(sidecar):
        return [0, round(duration * 500), round(duration * 1000)]
    with open(sidecar) as f:
        data = json.load(f)
    return [round(t * 1000) for t in (data['times'] if isinstance(data, dict) else data)]


def capture(browser, svg, w, h, ms):
    """Seek to each time and take a screenshot: a pixel function per time."""
    browser.load(svg, math.ceil(w), math.ceil(h))
    shots = []
    for m in ms:
        browser.run(SEEK_JS, m / 1000, browser.nudge)
        shots.append(png_pixels(browser.screenshot(math.ceil(w), math.ceil(h))))
    return shots


def check_pixels(xml, w, h, keys, model, shots, engine='chromium'):
    """Color checks on one file's screenshots in one browser: returns (passed, failed)."""
    scene, passed, failed = Scene(xml), 0, 0
    for key, pixel in zip(keys, shots):
        for label, px, py, want in scene.points(model[key], w, h):
            got = pixel(int(px), int(py))
            ok = max(abs(a - b) for a, b in zip(got, want)) <= 8
            passed, failed = passed + ok, failed + (not ok)
            print(f'  pixel [{engine}] {os.path.basename(xml)} t={key} {label} ({px:.1f}, {py:.1f}): expected '
                  f'#{bytes(want).hex().upper()} got #{bytes(got).hex().upper()} {"ok" if ok else "FAIL"}')
    return passed, failed


def text_views(svg):
    """The views whose <g data-view> draws a text part: a child <svg role="img">, or one in a child <g>."""
    svg_ns = '{http://www.w3.org/2000/svg}'
    draws = lambda g: any(c.tag == svg_ns + 'svg' and c.get('role') == 'img' or
                          c.tag == svg_ns + 'g' and 'data-view' not in c.attrib and draws(c) for c in g)
    return [g.get('data-view') for g in ET.parse(svg).iter(svg_ns + 'g') if 'data-view' in g.attrib and draws(g)]


def check_text(xml, svg, w, h, keys, model, chromium, firefox, other='firefox'):
    """Chromium and the other browser (Firefox or WebKit) must draw text alike: the mean RGB difference
    over each shown view that draws text, its frame rounded outwards and clipped to the picture, under 8.
    (passed, failed)"""
    scene, passed, failed = Scene(xml), 0, 0
    for vid in text_views(svg):
        for key, a, b in zip(keys, chromium, firefox):
            f = model[key].get(vid)
            if not f or f['width'] * f['height'] < 4 or not scene.shown(vid, model[key]):
                continue
            x0, y0 = max(0, math.floor(f['x'])), max(0, math.floor(f['y']))
            x1 = min(math.ceil(w), math.ceil(f['x'] + f['width']))
            y1 = min(math.ceil(h), math.ceil(f['y'] + f['height']))
            if x0 >= x1 or y0 >= y1:
                continue                                # outside the picture
            diff = sum(abs(p - q) for y in range(y0, y1) for x in range(x0, x1) for p, q in zip(a(x, y), b(x, y)))
            mean = diff / (3 * (x1 - x0) * (y1 - y0))
            ok = mean < 8
            passed, failed = passed + ok, failed + (not ok)
            print(f'  text {os.path.basename(xml)} t={key} {vid} ({x0}, {y0}, {x1 - x0}×{y1 - y0}): '
                  f'mean |chromium − {other}| {mean:.2f} {"ok" if ok else "FAIL"}')
    return passed, failed


# ---------------------------------------------------------------- main

def main():
    ap = arguments(__doc__, browsers='chromium,firefox,webkit')
    ap.add_argument('--rate', type=float, default=60)
    ap.add_argument('--tolerance', type=float, default=0.25)
    ap.add_argument('--screenshots', action='store_true')
    args = ap.parse_args()
    return run('mb-conformance-', check, args)


def check(args, tally, tmp):
    kinds = {'chromium': Chromium, 'firefox': Firefox, 'webkit': WebKit}
    names = browser_names(args.browsers, kinds)
    if any(not f.endswith('.svg') for f in args.files):
        need_binary(args.bin)
    started = time.time()
    jobs = [(f, *prepare(args.bin, f, args.rate, tmp)) for f in args.files]
    shots, plans = {}, {}               # screenshots: {(browser, xml): [pixels]}, {xml: (ms, keys, frames)}
    for xml, svg, w, h, times, model in jobs if args.screenshots else []:
        if xml.endswith('.xml'):
            ms = shot_times(xml, max(times.values()) / 1000)
            keys = [time_key(m) for m in ms]
            plans[xml] = (ms, keys, frames(args.bin, xml, keys))
    print(f'exported and sampled {len(jobs)} file(s) in {time.time() - started:.1f} s')
    if args.screenshots and 'chromium' not in names:
        names.append('chromium (screenshots only)')
    for name in names:
        with launched(kinds[name.split()[0]], name) as browser:
            for xml, svg, w, h, times, model in ([] if 'only' in name else jobs):
                tally.count(check_geometry(browser, os.path.basename(xml), svg, w, h, times, model, args.tolerance))
            for xml, svg, w, h, times, model in jobs:
                if xml not in plans:
                    continue
                ms, keys, shot_model = plans[xml]
                shots[browser.name, xml] = capture(browser, svg, w, h, ms)
                if browser.name in ('chromium', 'webkit'):
                    tally.add(check_pixels(xml, w, h, keys, shot_model, shots[browser.name, xml], browser.name))
                for other in ('firefox', 'webkit'):     # text: each against Chromium's
                    if ('chromium', xml) in shots and (other, xml) in shots:
                        tally.add(check_text(xml, svg, w, h, keys, shot_model,
                                             shots['chromium', xml], shots.pop((other, xml)), other))


if __name__ == '__main__':
    sys.exit(main())
