"""The preview page's accessibility audit and its interactive page, for preview_check.py.

The audit is written here, after axe-core's rules (no axe-core download), and run in the page:
* every interactive element (a link, button, input, select, textarea, summary, an element with
  tabindex or an interactive role) that shows and is not disabled has a role (its element's, or
  a `role` among the widget roles) and an accessible name (aria-labelledby, aria-label, its
  <label>, a button's or link's text, else its title) that says something: a letter or a digit,
  not only an arrow;
* it takes focus (tabIndex >= 0, and `focus()` makes it the active element), and Tab, pressed
  as a user presses it (the driver's key input), reaches every one of them;
* the page's own chrome (everything but the picture, #mb-stage): every text that shows meets
  WCAG AA against the background it is drawn on (4.5:1; 3:1 for large text, 24 px or 18.66 px
  bold), colors with alpha composed over the backgrounds below; disabled controls' text (an
  inactive component's) is exempt, as WCAG says.
Run in light and in dark (the browsers started preferring the dark scheme, as a user's desktop
does), the page's chrome following the reader's scheme.

The interactive page (`export --interactive --format html`): each control's button is pressed
(Enter or Space from the keyboard in Chromium, or clicked), the page paused, and its scrubber driven through
the window of that tap every 1/60 s and two frames past it: exactly one group of the film shows,
the state or window the graph (`timeline --states`) says, and each view's frame within 0.25 pt
and alpha within 0.01 of `frames --play PATH --at T`, PATH being every tap made so far (one every
1000 s) and T the last tap's time plus the time into the window; the path list and the scrubber's
marks name the taps in order.
"""
import json, os, re

from conformance_common import SHOWN_LAYER_JS, run_binary

AUDIT_JS = r"""() => {
  const problems = [], names = [];
  const widgetRoles = ['button', 'link', 'slider', 'checkbox', 'switch', 'radio', 'tab', 'menuitem',
                       'textbox', 'combobox', 'listbox', 'option', 'spinbutton', 'scrollbar', 'searchbox'];
  const shows = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility === 'visible';
  const describe = (e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') +
    (e.dataset && e.dataset.control ? '[data-control=' + e.dataset.control + ']' : '') +
    (e.classList.contains('marker') ? '.marker ' + JSON.stringify(e.textContent) : '');
  function textWithout(node, skip) {
    let s = '';
    for (const c of node.childNodes) {
      if (c === skip || c.nodeName === 'SELECT' || c.nodeName === 'OPTION') continue;
      s += c.nodeType === 3 ? c.textContent : c.nodeType === 1 ? textWithout(c, skip) : '';
    }
    return s;
  }
  function nameOf(e) {
    const by = e.getAttribute('aria-labelledby');
    if (by) return by.split(/\s+/).map((id) => { const r = document.getElementById(id); return r ? r.textContent : ''; })
      .join(' ').trim();
    const label = (e.getAttribute('aria-label') || '').trim();
    if (label) return label;
    if (e.labels && e.labels.length) {
      const text = Array.from(e.labels).map((l) => textWithout(l, e)).join(' ').trim();
      if (text) return text;
    }
    if (/^(BUTTON|A|SUMMARY)$/.test(e.tagName) || e.getAttribute('role') === 'button') {
      const text = e.textContent.trim();
      if (text) return text;
    }
    return (e.getAttribute('title') || '').trim();
  }
  function roleOf(e) {
    const explicit = e.getAttribute('role');
    if (explicit) return widgetRoles.includes(explicit) ? explicit : null;
    const tag = e.tagName;
    if (tag === 'BUTTON' || tag === 'SUMMARY') return 'button';
    if (tag === 'A' && e.hasAttribute('href')) return 'link';
    if (tag === 'SELECT') return e.multiple || e.size > 1 ? 'listbox' : 'combobox';
    if (tag === 'TEXTAREA') return 'textbox';
    if (tag === 'INPUT') return {range: 'slider', checkbox: 'checkbox', radio: 'radio', number: 'spinbutton',
                                 button: 'button', submit: 'button', reset: 'button'}[e.type] || 'textbox';
    return null;
  }
  const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex], ' +
    '[role="button"], [role="link"], [role="checkbox"], [role="slider"], [contenteditable="true"], [contenteditable=""]';
  const before = document.activeElement;
  let n = 0;
  for (const e of document.querySelectorAll(selector)) {
    if (e.disabled || !shows(e)) continue;
    e.dataset.mbAudit = String(n++);
    const what = describe(e), name = nameOf(e), role = roleOf(e);
    names.push([e.dataset.mbAudit, what, role, name]);
    if (!role) problems.push(what + ' has no role');
    if (!name) problems.push(what + ' has no accessible name');
    else if (!/[\p{L}\p{N}]/u.test(name)) problems.push(what + ' is named ' + JSON.stringify(name) + ', which says nothing');
    e.focus();
    if (e.tabIndex < 0 || document.activeElement !== e) problems.push(what + ' does not take focus');
  }
  if (before && before.focus) before.focus();
  // Contrast of the chrome's text.
  function rgba(text) {
    const m = /rgba?\(([^)]*)\)/.exec(text || '');
    if (!m) return null;
    const p = m[1].split(/[\s,\/]+/).filter(Boolean).map(parseFloat);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  }
  const over = (top, base) => [0, 1, 2].map((i) => top[i] * top[3] + base[i] * (1 - top[3])).concat([1]);
  function background(e) {
    const layers = [];
    for (let a = e; a; a = a.parentElement) {
      const c = rgba(getComputedStyle(a).backgroundColor);
      if (c && c[3] > 0) layers.push(c);
      if (c && c[3] >= 1) break;
    }
    let base = [255, 255, 255, 1];
    for (const c of layers.reverse()) base = over(c, base);
    return base;
  }
  const luminance = (c) => [0, 1, 2].map((i) => { const v = c[i] / 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
    .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const ratio = (a, b) => { const x = luminance(a), y = luminance(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  const stage = document.getElementById('mb-stage');
  let texts = 0, worst = null;
  for (const e of document.body.querySelectorAll('*')) {
    if (stage.contains(e) || /^(SCRIPT|STYLE|OPTION|TITLE)$/.test(e.tagName) || !shows(e)) continue;
    if (!Array.from(e.childNodes).some((c) => c.nodeType === 3 && c.textContent.trim())) continue;
    const control = e.closest('button, select, input') || (e.closest('label') && e.closest('label').querySelector('input, select'));
    if (control && control.disabled) continue;          // an inactive component's text
    const style = getComputedStyle(e);
    const bg = background(e), fg = over(rgba(style.color), bg);
    const size = parseFloat(style.fontSize), bold = parseInt(style.fontWeight, 10) >= 700;
    const need = size >= 24 || (size >= 18.66 && bold) ? 3 : 4.5;
    const r = ratio(fg, bg);
    texts++;
    const what = describe(e) + ' ' + JSON.stringify(e.textContent.trim().slice(0, 30));
    if (!worst || r < worst[0]) worst = [r, what];
    if (r < need) problems.push('contrast ' + r.toFixed(2) + ':1 (need ' + need + ':1) for ' + what +
      ': rgb(' + fg.slice(0, 3).map(Math.round) + ') on rgb(' + bg.slice(0, 3).map(Math.round) + ')');
  }
  return JSON.stringify({problems, names, texts, worst,
                         dark: matchMedia('(prefers-color-scheme: dark)').matches});
}"""

FOCUSED_JS = r"""() => { const e = document.activeElement; return e && e.dataset ? (e.dataset.mbAudit || '') : ''; }"""
BLUR_JS = r"""() => { if (document.activeElement) document.activeElement.blur(); window.focus(); }"""


def press(browser, key):
    """A key pressed and released as a user presses it: Tab, Enter or ' ' (Space)."""
    if browser.name == 'chromium':
        code, vk, text = {'Tab': ('Tab', 9, ''), 'Enter': ('Enter', 13, '\r'), ' ': ('Space', 32, ' ')}[key]
        for kind in ('keyDown', 'keyUp'):
            params = {'type': kind, 'key': key, 'code': code, 'windowsVirtualKeyCode': vk, 'nativeVirtualKeyCode': vk}
            if kind == 'keyDown' and text:
                params['text'] = text
            browser.call('Input.dispatchKeyEvent', params)
        return
    value = {'Tab': '\uE004', 'Enter': '\uE007', ' ': ' '}[key]
    actions = [{'type': 'key', 'id': 'keyboard', 'actions': [{'type': 'keyDown', 'value': value},
                                                            {'type': 'keyUp', 'value': value}]}]
    if browser.name == 'firefox':
        browser.call('input.performActions', {'context': browser.context, 'actions': actions})
    else:
        browser.call('POST', browser.session + '/actions', {'actions': actions})


def audit(browser, scheme):
    """The audit of the page loaded in browser: (problems, a summary line)."""
    result = json.loads(browser.run(AUDIT_JS))
    problems = list(result['problems'])
    if result['dark'] != (scheme == 'dark'):
        problems.append(f'the page does not see the {scheme} scheme')
    # Tab, from nothing focused, reaches every interactive element.
    browser.run(BLUR_JS)
    wanted, reached = {n[0] for n in result['names']}, set()
    for _ in range(len(wanted) + 6):
        press(browser, 'Tab')
        reached.add(browser.run(FOCUSED_JS))
        if wanted <= reached:
            break
    for number, what, _, _ in result['names']:
        if number not in reached:
            problems.append(f'Tab does not reach {what}')
    worst = result['worst']
    line = (f'{len(result["names"])} controls named, with roles and focusable; {result["texts"]} texts, lowest '
            f'contrast {worst[0]:.2f}:1 ({worst[1]})' if worst else 'no text')
    return problems, line


CLICK_JS = r"""(index, how) => {
  const b = document.querySelector('#mb-taps button[data-index="' + index + '"]');
  if (!b) return JSON.stringify({error: 'no button for control ' + index});
  if (b.disabled) return JSON.stringify({error: 'the button ' + b.textContent + ' is disabled'});
  if (how === 'click') b.click(); else b.focus();
  return JSON.stringify({name: b.textContent, focused: document.activeElement === b});
}"""

PATH_JS = r"""() => {
  const play = document.getElementById('mb-play');
  if (play.textContent === 'Pause') play.click();
  return JSON.stringify({
    list: Array.from(document.querySelectorAll('#mb-path li'), (li) => li.textContent),
    marks: Array.from(document.querySelectorAll('#mb-markers .marker'), (m) => [m.textContent, parseFloat(m.dataset.time)]),
    max: parseFloat(document.getElementById('mb-scrubber').max),
    data: JSON.parse(document.getElementById('mb-data').textContent).interaction,
  });
}"""

# The group of the film that shows and each view's frame in it, measured as interactive_check.py
# measures the interactive SVG: the transform items without rotate and scale, up to the root.
FILM_JS = r"""() => {
  const root = document.querySelector('#mb-stage > svg');
""" + SHOWN_LAYER_JS + r"""}"""

LENGTH_LIMIT, ALPHA_LIMIT = 0.25, 0.01


def tap_order(graph):
    """The controls to tap, by index: every transition of the graph at least once (the nearest
    untested one each time, breadth first), then the last control again (two taps in a row)."""
    transitions, state, order = graph['transitions'], 0, []
    untested = set(range(len(transitions)))
    while untested and len(order) < 4 * len(transitions) + 4:
        paths, queue, target = {state: []}, [state], None
        while queue and target is None:
            s = queue.pop(0)
            for i, t in enumerate(transitions):
                if t['from'] == s and i in untested:
                    target = paths[s] + [i]
                    break
                if t['from'] == s and t['to'] not in paths:
                    paths[t['to']] = paths[s] + [i]
                    queue.append(t['to'])
        if target is None:
            break
        for i in target:
            order.append(i)
            untested.discard(i)
            state = transitions[i]['to']
    return order + [next(i for i, t in enumerate(transitions)
                         if t['from'] == state and t['control'] == transitions[order[-1]]['control'])]


def check_interactive(browser, binary, layout, code, graph, drive):
    """Taps every transition of the graph with the page's buttons; returns (problems, samples)."""
    problems, samples, taps, state = [], 0, [], 0
    controls = graph['controls']
    for n, i in enumerate(tap_order(graph)):
        t = graph['transitions'][i]
        if t['from'] != state:
            problems.append(f'tap {n}: the graph\'s transition {i} leaves state {t["from"]}, the page is in {state}')
            break
        index = controls.index(t['control'])
        # The mouse, then each key that works a button. Headless Firefox over BiDi sends the keys
        # (keydown, keypress, keyup reach the button) but activates no button with them, even on
        # a bare page: there, every tap is a click, and the keys are checked in Chromium.
        how = ['click', 'Enter', ' '][n % 3] if browser.name == 'chromium' else 'click'
        got = json.loads(browser.run(CLICK_JS, index, how))
        if 'error' in got:
            problems.append(f'tap {n} ({t["control"]}): {got["error"]}')
            break
        if how != 'click':
            if not got['focused']:
                problems.append(f'tap {n}: the button {got["name"]!r} does not take focus')
            press(browser, how)
        taps.append((t['control'], got['name']))
        shown = json.loads(browser.run(PATH_JS))
        names = [name for _, name in taps]
        if [m[0] for m in shown['marks']] != names:
            problems.append(f'tap {n} ({how!r}): the scrubber marks {[m[0] for m in shown["marks"]]}, not the taps {names}')
            break
        if [re.sub(r' \(state .*$', '', item) for item in shown['list']] != names:
            problems.append(f'tap {n}: the path lists {shown["list"]}, not the taps {names}')
        start = shown['marks'][-1][1]
        window = shown['data']['transitions'][i]
        length = window['end'] - window['start']
        steps = [round(k / 60, 3) for k in range(int(length * 60) + 3)]
        tap_time = 1000.0 * len(taps)
        play = ','.join(f'{c}@{1000 * (k + 1)}' for k, (c, _) in enumerate(taps))
        times = [f'{tap_time + s:.3f}' for s in steps]
        model = json.loads(run_binary([binary, 'frames', layout, *code, '--play', play, '--at', ','.join(times)]))
        for step, key in zip(steps, times):
            drive(start + step)
            got = json.loads(browser.run(FILM_JS))
            samples += 1
            layer = f'window {i}' if step < length else f'state {t["to"]}'
            if got['shown'] != [layer]:
                problems.append(f'tap {n} ({t["control"]} from state {t["from"]}) +{step:.3f} s: {got["shown"]} shows, '
                                f'not {layer}')
                continue
            for view, fields in model['frames'][key].items():
                have = got['views'].get(view)
                want = [fields['x'], fields['y'], fields['width'], fields['height']]
                if have is None:
                    problems.append(f'tap {n} +{step:.3f} s: no view {view} in {layer}')
                elif max(abs(a - b) for a, b in zip(have[:4], want)) > LENGTH_LIMIT or \
                        abs(have[4] - fields['alpha']) > ALPHA_LIMIT:
                    problems.append(f'tap {n} ({t["control"]} from state {t["from"]}) +{step:.3f} s {view}: '
                                    f'{[round(v, 3) for v in have]} != {want + [fields["alpha"]]}')
        drive(shown['max'])                                 # the end of the path: the next tap follows it
        state = t['to']
    return problems, samples


def preferring_dark(kind):
    """A browser class of browsers.py started preferring the dark scheme, as a user's desktop
    setting would (as appearance_check.py starts them)."""
    class Dark(kind):
        def start(self, args, **kw):
            if self.name == 'chromium':
                args = ['--force-dark-mode'] + args
            else:
                with open(os.path.join(self.dir, 'user.js'), 'w') as f:
                    f.write('user_pref("ui.systemUsesDarkTheme", 1);\n')
                    f.write('user_pref("layout.css.prefers-color-scheme.content-override", 0);\n')
            super().start(args, **kw)
    return Dark


def report_audit(browser, page, what, scheme):
    """The audit of one page in one scheme, printed; True when it passes."""
    problems, line = audit(browser, scheme)
    print(f'{what} [{browser.name}] audit, {scheme}: {line}' + (': PASS' if not problems else ': FAIL'))
    for p in problems[:20]:
        print(f'  error: audit: {p}')
    return not problems
