#!/usr/bin/env python3
"""Browser conformance check: does the exported SVG play as `motionboard frames` says?

    python3 Tests/Conformance/svg_conformance.py [--bin .build/debug/motionboard]
        [--browsers chromium,firefox] [--rate 60] [--tolerance 0.25] [--screenshots] FILE.xml ...

For each FILE.xml: `BIN export FILE.xml --output TMP --format svg`, then the times 0, 1/rate, 2/rate,
... up to the root's `data-duration` (rounded to whole milliseconds, plus the end itself) go to
`BIN frames FILE.xml --at ...`.  The SVG is opened as a top-level file:// document in headless
Chromium and Firefox ESR, its animations are paused and seeked to every time, and each view's
frame is read:

* geometry: the four corners of the view's `<rect class="frame">` (its group's first child, SMIL
  animation elements aside; x/y/width/height from animVal)
  mapped to root user space through every element from the rect up to the root <svg>, keeping
  the translate and matrix items of each element's animated transform list and nested <svg>
  x/y/viewBox, skipping rotate and scale items (`frames` reports frames with translations but
  without rotation or scale); the axis-aligned box of the corners is compared with x/y/width/
  height from `frames`: fail when an error exceeds --tolerance (0.25 pt, the fidelity contract).
* alpha: the `<g data-view>`'s own computed opacity against `alpha` clamped to [0, 1] (CSS clamps
  opacity; a spring can overshoot it in the model): fail above 0.002.
* rotation: the sum of rotate-item angles from the rect up to its group, modulo 360, against
  `rotation`; printed as information only.

--screenshots (Chromium only): at the start, middle and end (or the times of FILE.points.json,
`{"times": [a, b, c]}`), the picture is captured at scale 1 and pixels are checked at points
chosen from the XML and `frames`: 3 pt (plus the corner radius) inside each corner of plain
<view>s with an opaque background at full alpha, no rotation or scale, not covered by anything
drawn later and inside every clipping ancestor; and 3 pt beyond each edge, where the expected
color is the topmost such view or the root's background (white when clear).  Points within
1.5 pt of any edge, or under anything whose color cannot be predicted (labels, text fields,
translucent or rotated views), are skipped.  Tolerance 8/255 per channel.

A FILE.svg argument (with FILE.frames.json beside it, in the `frames` output format) is checked
without the binary: that is how the hand-written fixture in fixtures/ tests this checker.

Browser quirks handled (measured on Chromium 156 / Firefox 153 ESR):
* Chromium gives every nested <svg> its own SMIL time container: pausing or seeking the root does
  not move animations under a nested <svg>, so every <svg> is paused and seeked.
* Chromium truncates seek times to whole microseconds (0.029 s can become 28999 µs), so it seeks
  to t + 0.5 µs.  Firefox's SMIL clock has 1 ms resolution, so all times are whole milliseconds.
* setCurrentTime is synchronous in both: animVal and computed style are current at once.
* getBoundingClientRect (stroke, nested viewports) and getScreenCTM/getCTM (nested <svg> x/y and
  the root viewBox) differ between the browsers, so the mapping is computed here from animVal
  transform lists and nested <svg> attributes, which both browsers report alike.
* Chromium is driven over the DevTools protocol on a pipe (fds 3/4), Firefox over WebDriver
  BiDi on its own WebSocket port: no selenium, chromedriver or geckodriver.  Both are killed
  if this process dies (PR_SET_PDEATHSIG).  Screenshots come from Chromium started with
  --force-color-profile=srgb so that pixels are the SVG's sRGB values.

Exit status: 0 all checks pass, 1 a check failed, 2 a setup problem (no browser, no binary,
export or frames failed).  The last line is `N passed, M failed` (file × browser combinations
plus screenshot pixel checks).
"""
import argparse, base64, ctypes, fcntl, hashlib, json, math, os, queue, re, select, shutil
import signal, socket, struct, subprocess, sys, tempfile, threading, time, zlib
import xml.etree.ElementTree as ET
from urllib.parse import quote


class SetupError(Exception):
    pass


# ---------------------------------------------------------------- JavaScript run in the SVG

MEASURE_JS = r"""(times, nudge) => {
  const root = document.documentElement;
  if (!(root instanceof SVGSVGElement))
    return JSON.stringify({error: 'not an SVG document: ' + root.textContent.slice(0, 300)});
  const svgs = Array.from(document.getElementsByTagNameNS('http://www.w3.org/2000/svg', 'svg'));
  svgs.forEach(s => s.pauseAnimations());   // every <svg>: separate time containers in Chromium
  const groups = Array.from(document.querySelectorAll('g[data-view]'));
  const problems = [];
  const rects = groups.map(g => {   // the first child that is not a SMIL animation element
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
  function own(e) {                 // e's transform to its parent without rotate/scale items
    let m = [1, 0, 0, 1, 0, 0];
    const list = e.transform && e.transform.animVal;
    for (let i = 0; list && i < list.numberOfItems; i++) {
      const it = list.getItem(i);
      if (it.type === 3 || it.type === 4) continue;   // SVG_TRANSFORM_SCALE, _ROTATE
      const q = it.matrix;
      m = mul(m, [q.a, q.b, q.c, q.d, q.e, q.f]);
    }
    return e instanceof SVGSVGElement ? mul(m, viewport(e)) : m;
  }
  function rotation(e) {
    let a = 0;
    const list = e.transform && e.transform.animVal;
    for (let i = 0; list && i < list.numberOfItems; i++)
      if (list.getItem(i).type === 4) a += list.getItem(i).angle;
    return a;
  }
  const samples = times.map(t => {
    svgs.forEach(s => s.setCurrentTime(t + nudge));
    return groups.map((g, i) => {
      const r = rects[i];
      if (!r) return null;
      let m = [1, 0, 0, 1, 0, 0], rot = 0, inView = true;
      for (let e = r; e && e !== root; e = e.parentElement) {
        m = mul(own(e), m);
        if (inView) rot += rotation(e);
        if (e === g) inView = false;
      }
      const x = r.x.animVal.value, y = r.y.animVal.value;
      const w = r.width.animVal.value, h = r.height.animVal.value;
      const px = [], py = [];
      for (const [cx, cy] of [[x, y], [x + w, y], [x, y + h], [x + w, y + h]]) {
        px.push(m[0] * cx + m[2] * cy + m[4]);
        py.push(m[1] * cx + m[3] * cy + m[5]);
      }
      const x0 = Math.min(...px), y0 = Math.min(...py);
      return [x0, y0, Math.max(...px) - x0, Math.max(...py) - y0,
              parseFloat(getComputedStyle(g).opacity), rot];
    });
  });
  return JSON.stringify({views: groups.map(g => g.getAttribute('data-view')), problems, samples});
}"""

SEEK_JS = r"""(t, nudge) => {
  for (const s of document.getElementsByTagNameNS('http://www.w3.org/2000/svg', 'svg')) {
    s.pauseAnimations(); s.setCurrentTime(t + nudge);
  }
  return 'ok';
}"""


# ---------------------------------------------------------------- browsers

def _die_with_parent():
    ctypes.CDLL(None).prctl(1, signal.SIGKILL)   # PR_SET_PDEATHSIG: no orphaned browsers


def _find(names, package):
    for n in names:
        if shutil.which(n):
            return shutil.which(n)
    raise SetupError(f'{names[0]} not found: apt-get install -y --no-install-recommends {package}')


class Chromium:
    """DevTools protocol over --remote-debugging-pipe: the browser reads fd 3, writes fd 4,
    messages are JSON terminated by NUL."""
    name, nudge = 'chromium', 5e-7

    def __init__(self, timeout=60):
        exe = _find(['chromium', 'chromium-browser', 'google-chrome'], 'chromium')
        self.dir, self.timeout, self.seq, self.buf, self.events = tempfile.mkdtemp(prefix='mb-chromium-'), timeout, 0, b'', []
        cmd_r, cmd_w = os.pipe()
        out_r, out_w = os.pipe()

        def child():
            a, b = (fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in (cmd_r, out_w))
            os.dup2(a, 3)
            os.dup2(b, 4)
            _die_with_parent()
        self.log = open(os.path.join(self.dir, 'log'), 'wb')
        self.proc = subprocess.Popen(
            [exe, '--headless', '--remote-debugging-pipe', '--no-sandbox', '--disable-gpu',
             '--disable-dev-shm-usage', '--user-data-dir=' + self.dir, '--no-first-run',
             '--hide-scrollbars', '--force-color-profile=srgb', '--mute-audio', 'about:blank'],
            pass_fds=(3, 4), preexec_fn=child, stdin=subprocess.DEVNULL, stdout=self.log, stderr=self.log)
        os.close(cmd_r)
        os.close(out_w)
        self.w, self.r, self.sid = os.fdopen(cmd_w, 'wb'), out_r, None
        self.version = self.call('Browser.getVersion')['product']
        target = self.call('Target.createTarget', {'url': 'about:blank'})['targetId']
        self.sid = self.call('Target.attachToTarget', {'targetId': target, 'flatten': True})['sessionId']
        self.call('Page.enable')

    def _message(self, deadline):
        while b'\0' not in self.buf:
            if not select.select([self.r], [], [], max(0.0, deadline - time.time()))[0]:
                raise SetupError('chromium did not answer in time')
            chunk = os.read(self.r, 1 << 20)
            if not chunk:
                raise SetupError('chromium exited: ' + open(self.log.name, errors='replace').read()[-1500:])
            self.buf += chunk
        msg, self.buf = self.buf.split(b'\0', 1)
        return json.loads(msg)

    def call(self, method, params=None):
        self.seq += 1
        msg = {'id': self.seq, 'method': method, 'params': params or {}}
        if self.sid:
            msg['sessionId'] = self.sid
        self.w.write(json.dumps(msg).encode() + b'\0')
        self.w.flush()
        deadline = time.time() + self.timeout
        while True:
            m = self._message(deadline)
            if m.get('id') == self.seq:
                if 'error' in m:
                    raise SetupError(f'chromium {method}: {m["error"]}')
                return m['result']
            self.events.append(m.get('method'))

    def load(self, path, width, height):
        self.call('Emulation.setDeviceMetricsOverride',
                  {'width': width, 'height': height, 'deviceScaleFactor': 1, 'mobile': False})
        self.events.clear()
        r = self.call('Page.navigate', {'url': 'file://' + quote(os.path.abspath(path))})
        if r.get('errorText'):
            raise SetupError(f'chromium cannot open {path}: {r["errorText"]}')
        deadline = time.time() + self.timeout
        while 'Page.loadEventFired' not in self.events:
            self.events.append(self._message(deadline).get('method'))

    def run(self, js, *args):
        r = self.call('Runtime.evaluate', {'expression': f'({js})(...{json.dumps(args)})',
                                           'returnByValue': True})
        if 'exceptionDetails' in r:
            raise SetupError('chromium script error: ' + json.dumps(r['exceptionDetails'])[:500])
        return r['result']['value']

    def screenshot(self, width, height):
        r = self.call('Page.captureScreenshot', {'format': 'png', 'clip': {
            'x': 0, 'y': 0, 'width': width, 'height': height, 'scale': 1}})
        return base64.b64decode(r['data'])

    def close(self):
        try:
            self.timeout = 5
            self.call('Browser.close')
        except Exception:
            pass
        _stop(self.proc)
        self.w.close()
        os.close(self.r)
        self.log.close()
        shutil.rmtree(self.dir, ignore_errors=True)


def _stop(proc):
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


class WebSocket:
    """The client side of RFC 6455, enough for text messages on localhost."""

    def __init__(self, host, port, path, timeout):
        self.sock = socket.create_connection((host, port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(f'GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n'
                          f'Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n'
                          'Sec-WebSocket-Version: 13\r\n\r\n'.encode())
        self.buf = b''
        while b'\r\n\r\n' not in self.buf:
            self.buf += self._recv()
        head, self.buf = self.buf.split(b'\r\n\r\n', 1)
        accept = base64.b64encode(hashlib.sha1((key + '258EAFA5-E914-47DA-95CA-C5AB0DC85B11').encode()).digest())
        if b' 101 ' not in head.split(b'\r\n')[0] + b' ' or accept not in head:
            raise SetupError('WebSocket handshake failed: ' + head.decode(errors='replace')[:300])

    def _recv(self):
        chunk = self.sock.recv(1 << 20)
        if not chunk:
            raise SetupError('WebSocket closed')
        return chunk

    def _take(self, n):
        while len(self.buf) < n:
            self.buf += self._recv()
        out, self.buf = self.buf[:n], self.buf[n:]
        return out

    def send(self, text, opcode=1):
        data, mask = text.encode() if isinstance(text, str) else text, os.urandom(4)
        n = len(data)
        head = bytes([0x80 | opcode]) + (bytes([0x80 | n]) if n < 126 else
                                         bytes([0xFE]) + struct.pack('>H', n) if n < 65536 else
                                         bytes([0xFF]) + struct.pack('>Q', n))
        body = (int.from_bytes(data, 'big') ^ int.from_bytes((mask * (n // 4 + 1))[:n], 'big')).to_bytes(n, 'big')
        self.sock.sendall(head + mask + body)

    def receive(self):
        message = b''
        while True:
            b0, b1 = self._take(2)
            n = b1 & 0x7F
            n = struct.unpack('>H', self._take(2))[0] if n == 126 else struct.unpack('>Q', self._take(8))[0] if n == 127 else n
            payload = self._take(n)     # the server does not mask
            opcode = b0 & 0x0F
            if opcode == 8:
                raise SetupError('WebSocket closed by the browser')
            if opcode == 9:
                self.send(payload, opcode=10)
            elif opcode in (0, 1, 2):
                message += payload
                if b0 & 0x80:
                    return message.decode()


class Firefox:
    """WebDriver BiDi, which Firefox serves itself on --remote-debugging-port."""
    name, nudge = 'firefox', 0.0
    PREFS = {'browser.shell.checkDefaultBrowser': False, 'datareporting.policy.dataSubmissionEnabled': False,
             'app.update.enabled': False, 'browser.aboutwelcome.enabled': False,
             'layout.css.devPixelsPerPx': '1.0', 'network.connectivity-service.enabled': False}

    def __init__(self, timeout=90):
        exe = _find(['firefox-esr', 'firefox'], 'firefox-esr')
        self.dir, self.timeout, self.seq, self.ws = tempfile.mkdtemp(prefix='mb-firefox-'), timeout, 0, None
        with open(os.path.join(self.dir, 'user.js'), 'w') as f:
            f.writelines(f'user_pref("{k}", {json.dumps(v)});\n' for k, v in self.PREFS.items())
        self.proc = subprocess.Popen(
            [exe, '--headless', '--no-remote', '--profile', self.dir, '--remote-debugging-port=0', 'about:blank'],
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            env=dict(os.environ, MOZ_HEADLESS='1', MOZ_CRASHREPORTER_DISABLE='1'), preexec_fn=_die_with_parent)
        lines, self.output = queue.Queue(), []

        def drain():                  # keep reading, or Firefox blocks on a full pipe
            for line in self.proc.stdout:
                self.output.append(line.decode(errors='replace'))
                lines.put(self.output[-1])
            lines.put(None)
        threading.Thread(target=drain, daemon=True).start()
        deadline = time.time() + timeout
        while True:
            try:
                line = lines.get(timeout=max(0.1, deadline - time.time()))
            except queue.Empty:
                line = None
            if line is None:
                raise SetupError('firefox did not start WebDriver BiDi: ' + ''.join(self.output)[-1500:])
            m = re.search(r'WebDriver BiDi listening on ws://([^\s:]+):(\d+)', line)
            if m:
                break
        self.ws = WebSocket(m.group(1), int(m.group(2)), '/session', timeout)
        caps = self.call('session.new', {'capabilities': {}})['capabilities']
        self.version = 'Firefox ' + caps.get('browserVersion', '?')
        self.context = self.call('browsingContext.getTree', {})['contexts'][0]['context']

    def call(self, method, params):
        self.seq += 1
        self.ws.send(json.dumps({'id': self.seq, 'method': method, 'params': params}))
        while True:
            m = json.loads(self.ws.receive())
            if m.get('id') == self.seq:
                if m.get('type') == 'error':
                    raise SetupError(f'firefox {method}: {m.get("error")}: {m.get("message")}')
                return m['result']

    def load(self, path, width, height):
        self.call('browsingContext.setViewport', {'context': self.context,
                                                  'viewport': {'width': width, 'height': height}})
        self.call('browsingContext.navigate', {'context': self.context, 'wait': 'complete',
                                               'url': 'file://' + quote(os.path.abspath(path))})

    def run(self, js, *args):
        r = self.call('script.evaluate', {'expression': f'({js})(...{json.dumps(args)})',
                                          'target': {'context': self.context}, 'awaitPromise': False})
        if r.get('type') == 'exception':
            raise SetupError('firefox script error: ' + json.dumps(r.get('exceptionDetails'))[:500])
        return r['result'].get('value')

    def close(self):
        try:
            if self.ws:
                self.ws.sock.settimeout(5)
                self.call('browser.close', {})
        except Exception:
            pass
        _stop(self.proc)
        shutil.rmtree(self.dir, ignore_errors=True)


def png_pixels(data):
    """Decode an 8-bit RGB/RGBA non-interlaced PNG (what Chromium writes) into rows of bytes."""
    if data[:8] != b'\x89PNG\r\n\x1a\n':
        raise ValueError('not a PNG')
    pos, idat = 8, []
    while pos < len(data):
        n, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body, pos = data[pos + 8:pos + 8 + n], pos + 12 + n
        if kind == b'IHDR':
            width, height, depth, ctype, _, _, interlace = struct.unpack('>IIBBBBB', body)
        elif kind == b'IDAT':
            idat.append(body)
    if depth != 8 or ctype not in (2, 6) or interlace:
        raise ValueError(f'unsupported PNG (depth {depth}, color type {ctype}, interlace {interlace})')
    bpp = 3 if ctype == 2 else 4
    raw, stride, rows = zlib.decompress(b''.join(idat)), width * bpp, []
    prev = bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        if kind == 2:
            line = bytearray((a + b) & 255 for a, b in zip(line, prev))
        elif kind in (1, 3, 4):
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b, c = prev[i], (prev[i - bpp] if i >= bpp else 0)
                if kind == 1:
                    line[i] = (line[i] + a) & 255
                elif kind == 3:
                    line[i] = (line[i] + (a + b) // 2) & 255
                else:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return lambda x, y: tuple(rows[y][x * bpp:x * bpp + 3])


# ---------------------------------------------------------------- model side

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


def run_binary(args):
    try:
        p = subprocess.run(args, capture_output=True, text=True, timeout=300)
    except OSError as e:
        raise SetupError(f'cannot run {args[0]}: {e}')
    if p.returncode != 0:
        raise SetupError(f'{" ".join(args[:3])} … failed ({p.returncode}): {p.stderr.strip()[-1500:]}')
    return p.stdout


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
    out = os.path.join(tmp, re.sub(r'\W', '_', os.path.abspath(xml)))
    os.makedirs(out)
    run_binary([binary, 'export', xml, '--output', out, '--format', 'svg'])
    stem = os.path.splitext(os.path.basename(xml))[0]
    svgs = [f for f in os.listdir(out) if f.endswith('.svg')]
    svg = os.path.join(out, stem + '.svg' if stem + '.svg' in svgs else (svgs or [''])[0])
    if not os.path.isfile(svg):
        raise SetupError(f'export wrote no SVG for {xml}')
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
    worst, alpha, rot_info, excess, clamped = (0.0, ''), (0.0, ''), {}, {}, {}
    for key, sample in zip(times, res['samples']):
        for view, got in zip(views, sample):
            want = model[key].get(view)
            if got is None or want is None:
                continue
            for field, g in zip(('x', 'y', 'width', 'height'), got):
                err = abs(g - want[field])
                where = f'{view}.{field} at {key} s (browser {g:.4f}, frames {want[field]:.4f})'
                if err > worst[0]:
                    worst = (err, where)
                if err > tolerance:
                    e = excess.setdefault((view, field), [key, 0.0, ''])
                    if err > e[1]:
                        e[1:] = [err, where]
            err = abs(got[4] - min(1.0, max(0.0, want['alpha'])))   # CSS clamps opacity to [0, 1]
            if err > alpha[0]:
                alpha = (err, f'{view} at {key} s (browser {got[4]:.4f}, frames {want["alpha"]:.4f})')
            if not 0 <= want['alpha'] <= 1 and view not in clamped:
                clamped[view] = f'{view} at {key} s: frames alpha {want["alpha"]:.4f}, compared as clamped to [0, 1]'
            turn = (got[5] - want['rotation'] + 180) % 360 - 180
            if abs(turn) > 0.01 and abs(turn) > rot_info.get(view, (0,))[0]:
                rot_info[view] = (abs(turn), f'{view} at {key} s: browser {got[5]:.3f}°, frames {want["rotation"]:.3f}°')
    ok = not problems and worst[0] <= tolerance and alpha[0] <= 0.002
    print(f'{name} [{browser.name}] {len(times)} times × {len(views)} views: max error {worst[0]:.6f} pt'
          f'{" (" + worst[1] + ")" if worst[1] else ""}; alpha {alpha[0]:.6f}'
          f'{" (" + alpha[1] + ")" if alpha[1] else ""}: {"PASS" if ok else "FAIL"}')
    for p in problems:
        print(f'  error: {p}')
    for (view, field), (first, err, where) in sorted(excess.items(), key=lambda e: -e[1][1]):
        print(f'  over {tolerance} pt from {first} s: max {err:.4f} at {where}')
    if alpha[0] > 0.002:
        print(f'  alpha off by {alpha[0]:.4f}: {alpha[1]}')
    for text in clamped.values():
        print(f'  info: alpha outside [0, 1] first at {text}')
    for view, (_, text) in rot_info.items():
        print(f'  info: rotation differs, worst {text}')
    return ok


# ---------------------------------------------------------------- screenshot pixel checks

COLORS = {'white': 'FFFFFF', 'black': '000000', 'red': 'FF0000', 'green': '00FF00', 'blue': '0000FF',
          'systemBlue': '007AFF', 'systemGreen': '34C759', 'systemRed': 'FF3B30', 'systemOrange': 'FF9500',
          'systemYellow': 'FFCC00', 'systemPink': 'FF2D55', 'systemPurple': 'AF52DE',
          'systemIndigo': '5856D6', 'systemTeal': '30B0C7', 'systemGray': '8E8E93',
          'systemGray2': 'AEAEB2', 'systemGray3': 'C7C7CC', 'systemGray4': 'D1D1D6',
          'systemGray5': 'E5E5EA', 'systemGray6': 'F2F2F7', 'systemBackground': 'FFFFFF',
          'secondarySystemBackground': 'F2F2F7'}
KINDS = {'view', 'label', 'button', 'textField', 'imageView', 'tableView', 'datePicker',
         'activityIndicator', 'switch'}
EDGE = 1.5   # points this close to an edge are antialiased or ambiguous: skipped


def opaque_color(value):
    """(r, g, b) for an opaque #RGB/#RRGGBB(FF)/named color, None for anything else."""
    v = COLORS.get(value, value[1:] if value and value.startswith('#') else '')
    v = ''.join(c * 2 for c in v) if len(v) == 3 else v[:6] if len(v) == 8 and v[6:].upper() == 'FF' else v
    return tuple(int(v[i:i + 2], 16) for i in (0, 2, 4)) if re.fullmatch(r'[0-9A-Fa-f]{6}', v) else None


def read_views(xml):
    """The view tree in drawing order: [(id, attributes, parent id, kind)], and what the timeline changes."""
    doc, order = ET.parse(xml).getroot(), []

    def walk(el, vid, parent):
        order.append((vid, el.attrib, parent, 'root' if parent is None else el.tag))
        for sub in el.findall('subviews'):
            for child in sub:
                if child.tag in KINDS:
                    walk(child, child.get('id'), vid)
    walk(doc, 'root', None)
    changed = {}
    for s in doc.iter('set'):
        changed.setdefault(s.get('view'), set()).update(s.attrib)
    for b in doc.iter('basicAnimation'):
        changed.setdefault(b.get('view'), set()).add('basicAnimation ' + b.get('keyPath', ''))
    return order, changed


def rrect(px, py, f, r, grow):
    """Is (px, py) inside the frame f (rounded by r) grown by `grow` points (negative shrinks)?"""
    x, y, w, h = f['x'] - grow, f['y'] - grow, f['width'] + 2 * grow, f['height'] + 2 * grow
    if w <= 0 or h <= 0 or not (x <= px <= x + w and y <= py <= y + h):
        return False
    r = max(0.0, min(r + grow, w / 2, h / 2))
    cx, cy = min(max(px, x + r), x + w - r), min(max(py, y + r), y + h - r)
    return (px - cx) ** 2 + (py - cy) ** 2 <= r * r


def pick_points(order, changed, fr, width, height):
    """[(label, x, y, expected rgb)] for one time, following the rules in the module docstring."""
    info = {vid: (a, parent, kind) for vid, a, parent, kind in order}
    chain = lambda vid: [vid] + (chain(info[vid][1]) if info[vid][1] else [])
    num = lambda v: float(v) if v and re.fullmatch(r'[-+]?[\d.]+', v) else 0.0

    def flags(vid):
        c = [(info[v][0], changed.get(v, set()), fr[v]) for v in chain(vid)]
        alpha = math.prod(f['alpha'] for _, _, f in c)
        hidden = any(a.get('hidden') == 'true' and 'hidden' not in ch for a, ch, _ in c)
        unsure = any('hidden' in ch or any(k.startswith('basicAnimation') for k in ch) for _, ch, _ in c)
        turned = any(f['rotation'] % 360 or a.get('scale', '1').strip() not in ('1', '1 1') or 'scale' in ch
                     for a, ch, f in c)
        return alpha, hidden, unsure, turned

    def color(vid):
        a, ch, kind = info[vid][0], changed.get(vid, set()), info[vid][2]
        if {'backgroundColor', 'cornerRadius', 'borderWidth'} & ch or num(a.get('borderWidth')):
            return None
        if kind == 'root':
            return opaque_color(a.get('backgroundColor', 'clear')) or (
                (255, 255, 255) if a.get('backgroundColor', 'clear') == 'clear' else None)
        return opaque_color(a.get('backgroundColor', 'clear')) if kind == 'view' else None

    def region(vid, px, py):
        """'in', 'out' or 'edge' for the area a view can paint, clipping ancestors included."""
        alpha, hidden, unsure, turned = flags(vid)
        if hidden or alpha <= 1e-6:
            return 'out'
        if turned:   # rotated or scaled: bound it by circles about each turning center
            f = fr[vid]
            q, rad = (f['x'] + f['width'] / 2, f['y'] + f['height'] / 2), math.hypot(f['width'], f['height']) / 2
            for v in chain(vid):
                g = fr[v]
                c = (g['x'] + g['width'] / 2, g['y'] + g['height'] / 2)
                rad, q = rad + math.dist(q, c), c
            return 'out' if math.dist((px, py), q) > rad + EDGE else 'edge'
        result = 'in'
        for v in chain(vid):
            if v != vid and info[v][0].get('clipsToBounds') != 'true':
                continue
            r = num(info[v][0].get('cornerRadius')) if 'cornerRadius' not in changed.get(v, ()) else 0.0
            if not rrect(px, py, fr[v], r, EDGE):
                return 'out'
            if not rrect(px, py, fr[v], r if 'cornerRadius' not in changed.get(v, ()) else 1e9, -EDGE):
                result = 'edge'
        return result

    def hit(px, py):
        """The view whose color shows at (px, py), 'root', or None when it cannot be predicted."""
        if not (EDGE <= px <= width - EDGE and EDGE <= py <= height - EDGE):
            return None
        for vid, *_ in reversed(order[1:]):
            where = region(vid, px, py)
            if where == 'out':
                continue
            alpha, _, unsure, turned = flags(vid)
            if where == 'edge' or unsure or turned or abs(alpha - 1) > 1e-9 or color(vid) is None:
                return None
            return vid
        return 'root' if color('root') else None

    points = []
    for vid, a, _, kind in order[1:]:
        if kind != 'view' or color(vid) is None:
            continue
        f, d = fr[vid], 3 + num(a.get('cornerRadius'))
        x0, y0, x1, y1 = f['x'], f['y'], f['x'] + f['width'], f['y'] + f['height']
        inside = [(x0 + d, y0 + d), (x1 - d, y0 + d), (x0 + d, y1 - d), (x1 - d, y1 - d)]
        if f['width'] > 2 * d and f['height'] > 2 * d:
            points += [(f'{vid} inside', p) for p in inside if hit(*p) == vid]
        outside = [((x0 + x1) / 2, y0 - 3), ((x0 + x1) / 2, y1 + 3), (x0 - 3, (y0 + y1) / 2), (x1 + 3, (y0 + y1) / 2)]
        points += [(f'{vid} outside→{hit(*p)}', p) for p in outside if hit(*p)]
    seen, out = set(), []
    for label, (px, py) in points:
        if (round(px, 2), round(py, 2)) not in seen:
            seen.add((round(px, 2), round(py, 2)))
            out.append((label, px, py, color(label.split('→')[-1].split()[0])))
    return out


def check_pixels(chromium, binary, xml, svg, w, h, duration):
    """Screenshot checks for one file: returns (passed, failed)."""
    sidecar = os.path.splitext(xml)[0] + '.points.json'
    if os.path.exists(sidecar):
        with open(sidecar) as f:
            data = json.load(f)
        ms = [round(t * 1000) for t in (data['times'] if isinstance(data, dict) else data)]
    else:
        ms = [0, round(duration * 500), round(duration * 1000)]
    keys = [time_key(m) for m in ms]
    model = frames(binary, xml, keys)
    order, changed = read_views(xml)
    chromium.load(svg, math.ceil(w), math.ceil(h))
    passed = failed = 0
    for key, m in zip(keys, ms):
        chromium.run(SEEK_JS, m / 1000, chromium.nudge)
        pixel = png_pixels(chromium.screenshot(math.ceil(w), math.ceil(h)))
        for label, px, py, want in pick_points(order, changed, model[key], w, h):
            got = pixel(int(px), int(py))
            ok = max(abs(a - b) for a, b in zip(got, want)) <= 8
            passed, failed = passed + ok, failed + (not ok)
            hexs = lambda c: '#%02X%02X%02X' % c
            print(f'  pixel {os.path.basename(xml)} t={key} {label} ({px:.1f},{py:.1f}): '
                  f'expected {hexs(want)} got {hexs(got)} {"ok" if ok else "FAIL"}')
    return passed, failed


# ---------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('files', nargs='+', metavar='FILE.xml')
    ap.add_argument('--bin', default='.build/debug/motionboard')
    ap.add_argument('--browsers', default='chromium,firefox')
    ap.add_argument('--rate', type=float, default=60)
    ap.add_argument('--tolerance', type=float, default=0.25)
    ap.add_argument('--screenshots', action='store_true')
    args = ap.parse_args()
    kinds = {'chromium': Chromium, 'firefox': Firefox}
    names = [b.strip() for b in args.browsers.split(',') if b.strip()]
    if not names or any(n not in kinds for n in names):
        print(f'--browsers takes a list of {", ".join(kinds)}', file=sys.stderr)
        return 2
    if any(not f.endswith('.svg') for f in args.files) and not os.access(args.bin, os.X_OK):
        print(f'setup: no executable motionboard at {args.bin} (build it, or pass --bin)', file=sys.stderr)
        return 2
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix='mb-conformance-') as tmp:
        try:
            started = time.time()
            jobs = [(f, *prepare(args.bin, f, args.rate, tmp)) for f in args.files]
            print(f'exported and sampled {len(jobs)} file(s) in {time.time() - started:.1f} s')
            if args.screenshots and 'chromium' not in names:
                names.append('chromium (screenshots only)')
            for name in names:
                started = time.time()
                browser = kinds[name.split()[0]]()
                try:
                    print(f'{browser.version}: started in {time.time() - started:.1f} s')
                    for xml, svg, w, h, times, model in ([] if 'only' in name else jobs):
                        ok = check_geometry(browser, os.path.basename(xml), svg, w, h, times, model, args.tolerance)
                        passed, failed = passed + ok, failed + (not ok)
                    if args.screenshots and browser.name == 'chromium':
                        for xml, svg, w, h, times, model in jobs:
                            if xml.endswith('.xml'):
                                p, f = check_pixels(browser, args.bin, xml, svg, w, h, max(times.values()) / 1000)
                                passed, failed = passed + p, failed + f
                finally:
                    browser.close()
                print(f'{name}: {time.time() - started:.1f} s')
        except SetupError as e:
            print(f'setup: {e}', file=sys.stderr)
            print(f'{passed} passed, {failed} failed')
            return 2
    print(f'{passed} passed, {failed} failed')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
