"""The browsers of preview_check.py, watching what a page does besides drawing: browsers.py's
drivers, each keeping the errors, warnings and requests its browser reports (Chromium's DevTools
events, Firefox's WebDriver BiDi events; WebKit, which reports neither, watched in four ways, see
WatchedWebKit), and `unexpected`, what of that a page must not do.
"""
import glob, json, os, re, socket, subprocess, threading
from urllib.parse import quote

from browsers import Chromium, Firefox, WebKit, die_with_parent
from conformance_common import SetupError


class WatchedChromium(Chromium):
    """browsers.py's Chromium, keeping the console errors, exceptions and requests it reports."""

    def __init__(self):
        self.events = []
        super().__init__()
        for domain in ('Runtime', 'Log', 'Network'):
            self.call(domain + '.enable')

    def message(self, deadline):
        m = super().message(deadline)
        method, p = m.get('method'), m.get('params', {})
        if method == 'Runtime.exceptionThrown':
            self.events.append('exception: ' + json.dumps(p.get('exceptionDetails', {}))[:300])
        elif method == 'Runtime.consoleAPICalled' and p.get('type') in ('error', 'warning', 'assert'):
            self.events.append(f'console.{p["type"]}: ' + json.dumps(p.get('args', []))[:300])
        elif method == 'Log.entryAdded' and p.get('entry', {}).get('level') in ('error', 'warning'):
            self.events.append('log: ' + p['entry'].get('text', '')[:300])
        elif method == 'Network.requestWillBeSent':
            self.events.append('request: ' + p.get('request', {}).get('url', '')[:4000])
        return m

    def load(self, path, width, height):
        super().load(path, width, height)
        self.call('Runtime.evaluate', {'expression': '0'})    # drain what loading reported


class WatchedFirefox(Firefox):
    """browsers.py's Firefox, subscribed to log entries and requests over WebDriver BiDi."""

    def __init__(self):
        self.events = []
        super().__init__()
        self.call('session.subscribe', {'events': ['log.entryAdded', 'network.beforeRequestSent']})

    def receive(self):
        m = super().receive()
        method, p = m.get('method'), m.get('params', {})
        if method == 'log.entryAdded' and p.get('level') in ('error', 'warn'):
            self.events.append(f'{p.get("type")} {p.get("level")}: {p.get("text", "")[:300]}')
        elif method == 'network.beforeRequestSent':
            self.events.append('request: ' + p.get('request', {}).get('url', '')[:4000])
        return m


class WatchedWebKit(WebKit):
    """browsers.py's WebKit.  Its WebDriver has no log or network events, an automated MiniBrowser
    (an ephemeral session, like --private) writes no console message, and WebKit keeps no resource
    timing for file: URLs nor for loads that fail, so the same ground is covered in four ways:
    * loading: before the pages are driven, one MiniBrowser that is neither automated nor private
      (console messages to stdout, its profile in a temporary folder) loads them all, each in an
      iframe of one page, and quits once that page (so every iframe) has loaded; an error or warning
      line that starts with a page's URL is that page's, any other (no URL, another file's) is every
      page's, and a canary message shows that messages are written at all;
    * driving: after each load the driver adds a script that records console.error/warn, uncaught
      errors and rejections, and resources (a PerformanceObserver);
    * network: both MiniBrowsers send http and https through a proxy on a loopback port here, which
      records each connection and answers 502 (nothing leaves the machine);
    * files: every URL the loaded page references (src, href, srcset, poster, data, CSS url()) must
      be a data: URI or a #fragment."""
    HOOK_JS = r"""() => {
      if (window.__mbEvents) return;
      const events = window.__mbEvents = [];
      for (const level of ['error', 'warn']) {
        const original = console[level];
        console[level] = (...args) => { events.push('console.' + level + ': ' + args.join(' ').slice(0, 300)); original.apply(console, args); };
      }
      addEventListener('error', (e) => events.push('exception: ' + (e.message || e.type)));
      addEventListener('unhandledrejection', (e) => events.push('unhandled rejection: ' + e.reason));
      addEventListener('securitypolicyviolation', (e) => events.push('blocked: ' + e.blockedURI));
      new PerformanceObserver((list) => list.getEntries().forEach((e) => events.push('request: ' + e.name)))
        .observe({type: 'resource'});
    }"""
    REFERENCES_JS = r"""() => {
      const urls = [];
      for (const e of document.querySelectorAll('*'))
        for (const a of ['src', 'href', 'xlink:href', 'srcset', 'poster', 'data', 'action', 'background'])
          if (e.hasAttribute(a)) urls.push(e.getAttribute(a));
      const css = (rules) => { for (const r of rules) {
        urls.push(...Array.from(r.cssText.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/g), (m) => m[2]));
        if (r.cssRules) css(r.cssRules);
      } };
      for (const sheet of document.styleSheets)
        try { css(sheet.cssRules); } catch (e) { urls.push(sheet.href || 'a style sheet it cannot read'); }
      for (const e of document.querySelectorAll('[style]'))
        urls.push(...Array.from(e.getAttribute('style').matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/g), (m) => m[2]));
      return urls.filter((u) => !/^\s*(data:|#|$)/i.test(u)).map((u) => 'request: ' + u);
    }"""

    def __init__(self):
        self.events, self.loading, self.requests = [], {}, []
        self.proxy = socket.socket()
        self.proxy.bind(('127.0.0.1', 0))
        self.proxy.listen(16)
        threading.Thread(target=self.serve, daemon=True).start()
        address = '127.0.0.1:%d' % self.proxy.getsockname()[1]
        self.capabilities = {'proxy': {'proxyType': 'manual', 'httpProxy': address, 'sslProxy': address}}
        super().__init__()

    def serve(self):
        """The proxy: record what each connection asks for, answer 502."""
        while True:
            try:
                connection, _ = self.proxy.accept()
            except OSError:
                return                              # closed
            with connection:
                connection.settimeout(2)
                try:
                    head = connection.recv(4096)
                    line = head.split(b'\r\n')[0].decode(errors='replace')
                    self.requests.append('request: ' + (line if re.match(r'[A-Z]+ \S+ HTTP/', line) else 'a TLS connection'))
                    connection.sendall(b'HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n')
                except OSError:
                    pass

    def preload(self, pages, sizes):
        """The console messages of every page as it loads, in a MiniBrowser of its own."""
        frame = os.path.join(self.dir, 'pages.html')
        with open(frame, 'w') as f:
            f.write('<!doctype html><meta charset="utf-8"><script>console.error("mb-canary")</script>' + ''.join(
                f'<iframe src="file://{quote(os.path.abspath(p))}" width="{w}" height="{h}"></iframe>'
                for p, (w, h) in zip(pages, sizes)))
        minibrowser, home = sorted(glob.glob(self.MINIBROWSER))[-1], os.path.join(self.dir, 'home')
        try:
            out = subprocess.run([minibrowser, '--exit-after-load', '--enable-write-console-messages-to-stdout=true',
                                  '--proxy', 'http://127.0.0.1:%d' % self.proxy.getsockname()[1], 'file://' + quote(frame)],
                                 env=dict(os.environ, DISPLAY=self.display, HOME=home, XDG_DATA_HOME=home,
                                          XDG_CACHE_HOME=home, XDG_CONFIG_HOME=home),
                                 stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                 text=True, timeout=120, preexec_fn=die_with_parent).stdout
        except subprocess.TimeoutExpired:
            raise SetupError('webkit: the MiniBrowser that loads the pages for their console messages did not quit')
        lines = [line for line in out.splitlines() if re.search(r'CONSOLE (\w+ )?(ERROR|WARN) ', line)]
        if not any(line.endswith('CONSOLE ERROR mb-canary') for line in lines):
            raise SetupError('webkit: the MiniBrowser wrote no console message: ' + out[-500:])
        urls = {page: 'file://' + quote(os.path.abspath(page)) + ':' for page in pages}
        anyone = [line for line in lines if not line.endswith('CONSOLE ERROR mb-canary')
                  and not any(line.startswith(url) for url in urls.values())] + self.requests
        self.requests.clear()
        for page, url in urls.items():
            self.loading[page] = ['loading: ' + line[len(url):] for line in lines if line.startswith(url)] + \
                ['loading, not the page\'s own: ' + line for line in anyone]

    def load(self, path, width, height):
        super().load(path, width, height)
        self.events += self.loading.get(path, [])
        self.run(self.HOOK_JS)
        self.events += self.run('() => performance.getEntriesByType("resource").map((e) => "request: " + e.name)')
        self.events += self.run(self.REFERENCES_JS)

    def run(self, js, *args):
        value = super().run(js, *args)
        self.events += super().run('() => (window.__mbEvents || []).splice(0)') or []
        self.events += self.requests
        self.requests.clear()
        return value

    def close(self):
        try:
            super().close()
        finally:
            self.proxy.close()


def unexpected(events, page):
    """What the browser reported, but the page's own load and data: URIs (no network): errors,
    warnings, other requests."""
    own = 'file://' + quote(os.path.abspath(page))
    return [e for e in events if e != 'request: ' + own and not e.startswith('request: data:')]
