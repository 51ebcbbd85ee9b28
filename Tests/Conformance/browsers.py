"""The browsers the conformance checks drive: Chromium, Firefox ESR and WebKitGTK, without selenium.

    from browsers import Chromium, Firefox, WebKit, SEEK_JS, png_pixels

Each driver class starts its browser with `launch()` (conformance_common.launched starts one for a
block and closes it after) and offers the same calls:
* load(path, width, height): open a file:// URL with a viewport of that size (device scale 1);
* run(js, *args): call a JavaScript function in the page with JSON arguments, return its value;
* screenshot(width, height): the viewport's top-left width x height as PNG bytes (png_pixels
  decodes them);
* name, version, and nudge: what a seek adds to a time (see the quirks below; SEEK_JS takes it).
Shots takes Chromium's screenshots of an SVG at a device scale, by time, for the pictures' and
videos' checks.  A browser that is missing, or that fails to start or answer, is a SetupError.

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
"""
import base64, ctypes, fcntl, glob, hashlib, io, itertools, json, math, os, queue, re, select, shutil
import signal, socket, struct, subprocess, sys, tempfile, threading, time, zlib
import urllib.error, urllib.request   # WebKit's WebDriver speaks HTTP
from urllib.parse import quote

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from conformance_common import SetupError, svg_root  # noqa: E402


# ---------------------------------------------------------------- seeking an SVG

SEEK_JS = r"""(t, nudge) => {
  for (const s of document.getElementsByTagNameNS('http://www.w3.org/2000/svg', 'svg')) {
    s.pauseAnimations(); s.setCurrentTime(t + nudge);
  }
}"""


# ---------------------------------------------------------------- the drivers


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


# ---------------------------------------------------------------- screenshots of an SVG

class Shots:
    """Chromium screenshots of one SVG at device scale `scale`, by time: (h, w, 3) int16 arrays
    (numpy and Pillow).  A looping SVG seeked to its very end shows its start again (SMIL
    repeats), so its end is taken half a millisecond earlier."""

    def __init__(self, browser, svg, scale):
        self.browser, self.svg, self.scale, self.cache = browser, svg, scale, {}
        w, h, self.duration = svg_root(svg)
        self.w, self.h = math.ceil(w), math.ceil(h)
        with open(svg, encoding='utf-8') as f:
            self.loops = 'data-loop="true"' in f.read(2000)
        browser.call('Emulation.setDeviceMetricsOverride',
                     {'width': self.w, 'height': self.h, 'deviceScaleFactor': scale, 'mobile': False})
        r = browser.call('Page.navigate', {'url': 'file://' + quote(os.path.abspath(svg))}, until='Page.loadEventFired')
        if r.get('errorText'):
            raise SetupError(f'chromium cannot open {svg}: {r["errorText"]}')

    def at(self, seconds):
        import numpy as np
        from PIL import Image
        ms = round(seconds * 1000, 3)
        if ms not in self.cache:
            t = seconds
            if self.loops and t >= self.duration - 1e-9:
                t = self.duration - 0.0005
            self.browser.run(SEEK_JS, t, self.browser.nudge)
            clip = {'x': 0, 'y': 0, 'width': self.w, 'height': self.h, 'scale': 1}
            data = base64.b64decode(self.browser.call('Page.captureScreenshot', {'format': 'png', 'clip': clip})['data'])
            self.cache[ms] = np.asarray(Image.open(io.BytesIO(data)).convert('RGB'), dtype=np.int16)
        return self.cache[ms]
