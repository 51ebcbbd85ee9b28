#!/usr/bin/env python3
"""The conformance checkers, checked: each must pass a clean input and fail the same input with
planted faults, naming every fault.

    python3 Tests/Conformance/self_test.py [--bin .build/debug/motionboard]
        [--release .build/release/motionboard] [--only NAME,...]

Every checker of this folder, and Tests/Fixtures/IB/oracle/compare.py, is run as CI runs it (a
subprocess with its own options), twice:
* clean: the input as it is must exit 0 (skipped where CI's own run of the checker covers the
  same input and options: `clean: False` below, and said so in the output);
* planted: with the faults planted, it must exit 1, and its output must name each fault in a
  line matching the fault's pattern.  A checker that passes everything, or that fails for a
  reason other than the planted one, fails this test.
Faults are planted in one of two ways:
* in a fixture: a copy of a hand-made file in fixtures/ (with its .frames.json and .scene.xml
  beside it), edited (each edit's text must occur exactly once, or the case fails: the fixture
  changed and this test must follow);
* in the exports: the checker's --bin is plant.py, which runs the real binary and edits what it
  writes (MB_PLANT: an input the binary sees differently, text edits of the written files, the
  strip's panels, the frames printed; see plant.py).
A checker may also have to fail an input on which it can check nothing (no pixel probe).
Exit status 0 when every run behaves so, 1 otherwise; last line `N passed, M failed`; each run
prints its time.
"""
import json, os, re, shutil, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
from conformance_common import SetupError, arguments, run  # noqa: E402

FIXTURES = os.path.join(HERE, 'fixtures')
SCENES = 'Tests/Conformance/Scenes'
HIDDEN = f'{SCENES}/hidden-twice.xml'
CI = "not run here: CI's own run of this checker covers it"
NONE = 'none: the input itself must fail'

# hidden-twice.xml's SVG: the badge's group, which a fault moves out of its hidden superview's.
BADGE = ('<g data-view="badge" transform="translate(20 0) translate(0 20)">\n'
         '<rect class="frame" x="0" y="0" width="40" height="40" fill="#5856D6"/>\n</g>\n')
HOLDER = '<g data-view="holder" transform="translate(20 0) translate(0 160)">\n'
BADGE_MOVED = [[HOLDER + '<rect class="frame" x="0" y="0" width="200" height="100" fill="#FF9500"/>\n' + BADGE,
                HOLDER + '<rect class="frame" x="0" y="0" width="200" height="100" fill="#FF9500"/>\n'],
               ['</g>\n</g>\n<g class="mb-still">', BADGE + '</g>\n</g>\n<g class="mb-still">']]

CASES = [
    {'name': 'svg fixture', 'script': 'svg_conformance.py', 'fixture': 'handmade.svg',
     'args': ['--browsers', 'chromium,firefox'], 'faults': [
         ('geometry', [['values="20 30;120 30"', 'values="20 30;121 30"']], r'^  over 0\.25 .* box\.x at '),
         ('rotation', [['values="0 20 10;90 40 10"', 'values="0 20 10;91 40 10"']], r'^  over 0\.1 .* box\.rotation at '),
         ('scale', [['values="1;2"', 'values="1;2.01"']], r'^  over 0\.001 .* dot\.scaleX at '),
         ('alpha', [['values="1;0.5"', 'values="1;0.6"']], r'^  over 0\.002 .* box\.alpha at '),
         ('visibility', [['values="inherit;hidden"', 'values="inherit;inherit"']], r'^  over 0 .* box\.hidden at '),
     ]},
    {'name': 'svg tree', 'script': 'svg_conformance.py', 'fixture': 'handmade.svg',
     'args': ['--browsers', 'chromium'], 'clean': 'not run here: the same fixture as svg fixture', 'faults': [
         # dot's group moved out of box's: the tree comes from the input, not from the SVG.
         ('tree', [['      <g transform="translate(-5 -5)">', '    </g>\n    <g>\n      <g transform="translate(-5 -5)">']],
          r"^  error: <g data-view='dot'> is inside 'root''s group, but its superview is 'box'"),
     ]},
    {'name': 'svg screenshots', 'script': 'svg_conformance.py', 'inputs': [HIDDEN],
     'args': ['--browsers', 'chromium', '--screenshots'], 'plant': {'output': {'.svg': BADGE_MOVED + [
         [HOLDER + '<rect class="frame" x="0" y="0" width="200" height="100" fill="#FF9500"/>',
          HOLDER + '<rect class="frame" x="0" y="0" width="200" height="100" fill="#FF00FF"/>']]}},
     'faults': [
         ('tree', None, r"^  error: <g data-view='badge'> is inside 'root''s group, but its superview is 'holder'"),
         ('visibility (badge shown while its superview is hidden)', None, r'^  over 0 .* badge\.hidden at '),
         ('screenshot', None, r'^  pixel \[chromium\] hidden-twice\.xml t=0 holder inside.*expected #FF9500 got #FF00FF FAIL'),
     ]},
    {'name': 'svg no probe', 'script': 'svg_conformance.py', 'inputs': ['Tests/Conformance/fixtures/unpredictable.xml'],
     'args': ['--browsers', 'chromium', '--screenshots'], 'clean': NONE, 'faults': [
         ('no pixel probe', None, r'^  pixel \[chromium\] unpredictable\.xml t=0: no point whose color can be predicted FAIL'),
     ]},
    {'name': 'lottie fixture', 'script': 'lottie_conformance.py', 'fixture': 'handmade_lottie.json',
     'args': ['--renders'], 'faults': [
         ('geometry', [['"s": [\n         120\n', '"s": [\n         121\n']], r'^  over 0\.25 .* bar\.x at '),
         ('rotation', [['"s": [\n        90\n', '"s": [\n        91\n']], r'^  over 0\.1 .* box\.rotation at '),
         ('scale', [['"s": [\n        150,\n        100\n', '"s": [\n        151,\n        100\n']],
          r'^  over 0\.001 .* box\.scaleX at '),
         ('alpha', [['"t": 20,\n       "s": [\n        50\n', '"t": 20,\n       "s": [\n        60\n']],
          r'^  over 0\.002 .* box\.alpha at '),
         # The fading box's opacity off the precomp layer around dot: players then show dot solid.
         ('inherited alpha', [['{"t": 20, "s": [50]}', '{"t": 20, "s": [100]}']], r'^  over 0\.002 .* dot\.shown alpha at '),
         ('visibility', [['"op": 17.2,', '"op": 21,']], r'^  over 0 .* bar at [\d.]+ s: frames says hidden'),
         ('screenshot', [['0.7803921568627451', '0.3']], r'^  pixel handmade_lottie\.json \[rlottie\] t=0\.0 .*bar.* FAIL'),
     ]},
    {'name': 'lottie no probe', 'script': 'lottie_conformance.py',
     'inputs': ['Tests/Conformance/fixtures/unpredictable.xml'], 'args': ['--renders'], 'clean': NONE, 'faults': [
         ('no pixel probe', None, r'^  pixel unpredictable\.xml \[rlottie\] t=0\.0 \(frame 0\): no point whose color can be predicted FAIL'),
     ]},
    {'name': 'preview', 'script': 'preview_check.py', 'inputs': [HIDDEN], 'args': ['--browsers', 'chromium'],
     'plant': {'when': 'hidden-twice', 'output': {'.html': BADGE_MOVED[:1] + [
         ['<g data-view="panel" transform="translate(160 0) translate(0 20)" opacity="0.8">',
          '<g data-view="panel" transform="translate(160 0) translate(0 20)" opacity="0.7">'],
         ['<g data-view="chip" transform="translate(10 0) translate(0 10)">\n'
          '<rect class="frame" x="0" y="0" width="30" height="30" fill="#000000"/>\n</g>\n', ''],
         ['keyTimes="0;0.066666666;0.266666666;0.6;0.8" values="inherit;hidden;inherit;hidden;inherit"',
          'keyTimes="0;0.066666666;0.266666666;0.6;0.8" values="inherit;inherit;inherit;hidden;inherit"'],
         ['"id":"dot","name":"dot","kind":"view","parent":"card","x":40,', '"id":"dot","name":"dot","kind":"view","parent":"card","x":41,'],
     ] + BADGE_MOVED[1:]}},
     'faults': [
         ('a view missing from the inline SVG', None, r"^  error: view 'chip' has no <g data-view>"),
         ('tree', None, r"^  error: <g data-view='badge'> is inside 'root''s group, but its superview is 'holder'"),
         ('alpha', None, r'^  over 0\.002 .* panel\.alpha at '),
         ('visibility', None, r'^  over 0 .* card\.hidden at '),
         ('inspector against the drawing', None, r'^  error: inspector: dot\.x at [\d.]+ s reads 41(\.0*)?, the page draws 40\.0000'),
     ]},
    {'name': 'preview audit', 'script': 'preview_check.py', 'inputs': ['Examples/panel.xml'],
     'args': ['--browsers', 'chromium', '--interactive', 'Tests/Fixtures/Interactive/login-code.xml',
              '--code', 'Tests/Fixtures/Code/Login/LoginViewController.swift'], 'clean': CI,
     # In the interactive page only: a button left with an arrow for a name, the chrome's muted
     # text too light for AA, and Sign In from state 0 said to lead to state 2.
     'plant': {'when': 'login-code', 'output': {'.html': [
         ['aria-label="Previous frame" ', ''],
         ['--muted: #545458;', '--muted: #a1a1a6;'],
         ['{"from":0,"control":0,"to":1,', '{"from":0,"control":0,"to":2,']]}},
     'faults': [('unlabeled button', None, r'^  error: audit: button#mb-prev-frame is named "\u2190", which says nothing'),
                ('low contrast', None, r'^  error: audit: contrast [0-3]\.\d\d:1 \(need 4\.5:1\) for th '),
                ('wrong state', None, r"^  error: tap 1 \(signIn from state 1\) \+0\.\d+ s: \['window 4'\] shows, not window 2")]},
    {'name': 'img', 'script': 'img_conformance.py', 'inputs': [HIDDEN], 'args': ['--browsers', 'chromium'],
     # The copy that starts 20 s late shows another start in its <img> than the export seeked to 0.
     'plant': {'when': '-late-input', 'output': {'.svg': [
         ['<g data-view="card" transform="translate(20 0) translate(0 20)">\n<rect class="frame" x="0" y="0" width="120" '
          'height="80" fill="#007AFF"/>', '<g data-view="card" transform="translate(20 0) translate(0 20)">\n<rect '
          'class="frame" x="0" y="0" width="120" height="80" fill="#FF2D55"/>']]}},
     'faults': [('start in <img>', None, r'^  hidden-twice\.xml \[chromium\] start \(0 s\): <img> against the direct render: .* FAIL')]},
    {'name': 'appearance', 'script': 'appearance_check.py', 'inputs': [], 'args': ['--browsers', 'chromium'],
     'clean': CI,
     'plant': {'output': {'.svg': [['<g class="mb-motion mb-dark">\n<g data-view-copy="root">\n<rect class="frame" x="0" y="0" '
                                    'width="240" height="160" fill="#000000"/>',
                                    '<g class="mb-motion mb-dark">\n<g data-view-copy="root">\n<rect class="frame" x="0" y="0" '
                                    'width="240" height="160" fill="#303030"/>']]}},
     'faults': [('dark root', None, r'^  chromium dark motion page: root: expected #000000 got #303030 FAIL')]},
    {'name': 'dotlottie', 'script': 'dotlottie_check.py', 'inputs': ['Tests/Conformance/Appearance/appearance.xml'], 'args': [],
     # systemBlue resolved without its dark value: the input the binary reads has it in hex.
     'plant': {'input': [['backgroundColor="systemBlue"', 'backgroundColor="#007AFF"']]},
     'faults': [('UIKit dark value', None, r'^  appearance-dark\.json paints box\.backgroundColor systemBlue, systemRed as UIKit '
                 r'dark: 007AFF FF453A, expected 0A84FF FF453A: FAIL')]},
    {'name': 'markers', 'script': 'marker_check.py', 'inputs': ['Examples/panel.xml'], 'args': [], 'clean': CI,
     # The close block's marker a frame late, and the open block's a frame short.
     'plant': {'output': {'.json': [['{"cm":"close","tm":120,"dr":30}', '{"cm":"close","tm":121,"dr":30}'],
                                    ['{"cm":"open","tm":30,"dr":30}', '{"cm":"open","tm":30,"dr":29}']]}},
     'faults': [('start', None, r'^  FAIL  panel\.xml close: starts at frame 121 \(want 120\)'),
                ('length', None, r'^  FAIL  panel\.xml open: runs 29 frames \(want 30\)')]},
    {'name': 'interactive', 'script': 'interactive_check.py', 'inputs': ['Tests/Fixtures/Interactive/login-code.xml'],
     'args': ['--code', 'Tests/Fixtures/Code/Login/LoginViewController.swift'], 'clean': CI,
     # Sign In's first window cut short (nothing shows until state 1 does), and state 3 no longer
     # shown after Sign In from state 2.
     'plant': {'output': {'.svg': [['begin="signIn_s0.click;0.5s" dur="0.5s"', 'begin="signIn_s0.click;0.5s" dur="0.2s"'],
                                   ['begin="mb_w3.begin+0.25s;mb_w4.begin+0.5s"', 'begin="mb_w3.begin+0.25s"']]}},
     'faults': [('short window', None, r"^ +click \d+ \(signIn from state 0\) \+0\.200 s: \[\] shows, not state 1"),
                ('lost state', None, r"^ +click \d+ \(signIn from state 2\) \+0\.500 s: \[\] shows, not state 3")]},
    {'name': 'state machine schema', 'script': 'statemachine_check.py',
     'inputs': ['Tests/Fixtures/Interactive/login-code.xml'],
     'args': ['--code', 'Tests/Fixtures/Code/Login/LoginViewController.swift'], 'clean': CI,
     # A window's autoplay written as a string: not what the specification's field is.
     'plant': {'archive': {'.lottie': {'s/Login.json': [
         ['"name":"state 0: signIn","animation":"Login","autoplay":true',
          '"name":"state 0: signIn","animation":"Login","autoplay":"true"']]}}},
     'faults': [('schema', None, r"^  FAIL  login-code\.xml: s/Login\.json against the state-machine 1\.0 schema: [1-9]\d* errors")]},
    {'name': 'state machine', 'script': 'statemachine_check.py',
     'inputs': ['Tests/Fixtures/Interactive/login-code.xml'],
     'args': ['--code', 'Tests/Fixtures/Code/Login/LoginViewController.swift'], 'clean': CI,
     # Sign In from state 0 settles in state 2 (not 1: the simulator, matching its resting states
     # to the graph's as it first meets them, finds the dropdown's state taken), the dropdown from
     # state 2 is a Tweened transition, and in the Lottie file Sign In's first window starts a
     # frame late.
     'plant': {'archive': {'.lottie': {'s/Login.json': [
         ['"segment":"state 0: signIn","transitions":[{"type":"Transition","toState":"state 1"',
          '"segment":"state 0: signIn","transitions":[{"type":"Transition","toState":"state 2"'],
         ['"segment":"state 2: dropdown","transitions":[{"type":"Transition","toState":"state 0",'
          '"guards":[{"type":"Event","inputName":"settled"}]}]',
          '"segment":"state 2: dropdown","transitions":[{"type":"Tweened","toState":"state 0",'
          '"guards":[{"type":"Event","inputName":"settled"}],"duration":0.25,"easing":[0,0,1,1]}]']]}},
               'output': {'.json': [['{"cm":"state 0: signIn","tm":30,"dr":30}', '{"cm":"state 0: signIn","tm":31,"dr":30}']]}},
     'faults': [('wrong state', None, r"^  error: click dropdown in 'state 0' rests in 'state 2' \(graph state 1\), the graph says state 2"),
                ('tween', None, r"^  error: state 'state 2: dropdown': a Tweened transition"),
                ('bytes', None, r"^  FAIL  login-code\.xml: a/Login\.json is the Lottie file's bytes"),
                ('late segment', None, r"^  over 0\.25 at \d+ times from signIn from state 0 \+0/60 ")]},
    {'name': 'interactive scenario', 'script': 'interactive_check.py',
     'inputs': ['Tests/Fixtures/Interactive/login-code.xml'],
     'args': ['--code', 'Tests/Fixtures/Code/Login/LoginViewController.swift', '--browsers', 'chromium'], 'clean': CI,
     # State 1 left showing when the scenario taps the dropdown in it (what an <img> plays).
     'plant': {'output': {'.svg': [['end="signIn_s1.click;dropdown_s1.click;1.5s"', 'end="signIn_s1.click;dropdown_s1.click"']]}},
     'faults': [('scenario', None, r"^ +scenario \+1\.500 s: \['state 1', 'window 3'\] shows, not window 3")]},
    {'name': 'interactive webkit', 'script': 'interactive_check.py',
     'inputs': ['Tests/Fixtures/Interactive/login-code.xml'],
     'args': ['--code', 'Tests/Fixtures/Code/Login/LoginViewController.swift', '--browsers', 'webkit'], 'clean': CI,
     # State 1's one set split into two frozen sets, one to hide it and one to show it, where
     # the one begun last should win: WebKit keeps the first begun below when it begins again, so
     # state 1 no longer shows once it is reached a second time (Chromium and Firefox pass it).
     'plant': {'output': {'.svg': [[
         '<set attributeName="visibility" to="visible" begin="mb_w0.begin+0.5s;mb_w7.begin+0.25s" '
         'end="signIn_s1.click;dropdown_s1.click;1.5s"/>',
         '<set attributeName="visibility" to="visible" begin="mb_w0.begin+0.5s;mb_w7.begin+0.25s" fill="freeze"/>\n'
         '<set attributeName="visibility" to="hidden" begin="signIn_s1.click;dropdown_s1.click;1.5s" fill="freeze"/>']]}},
     'faults': [('state set begun again', None, r"^ +click \d+ \(\w+ from state \d\) \+\d\.\d+ s: \[\] shows, not state 1")]},
    {'name': 'interactive tap during', 'script': 'interactive_check.py',
     'inputs': ['Tests/Fixtures/Interactive/login-code.xml'],
     'args': ['--code', 'Tests/Fixtures/Code/Login/LoginViewController.swift', '--browsers', 'chromium',
              '--during', 'signIn@0.075'], 'clean': CI,
     # Sign In's first window begun again by a click on its own group: a tap while Sign In
     # shrinks restarts the window, which UIKit, ignoring the tap, does not.
     'plant': {'output': {'.svg': [[
         '<g data-window="0" visibility="hidden">\n<set id="mb_w0" attributeName="visibility" to="visible" '
         'begin="signIn_s0.click;0.5s"',
         '<g data-window="0" id="mb_g0" visibility="hidden">\n<set id="mb_w0" attributeName="visibility" '
         'to="visible" begin="mb_g0.click;signIn_s0.click;0.5s"']]}},
     'faults': [('tap during the window', None,
                 r"^ +click \d+ \(signIn from state 0\) \+0\.\d+ s: \[.*'window 0'.*\] shows, not ")]},
    {'name': 'interactive img', 'script': 'interactive_img_check.py',
     'inputs': ['Tests/Fixtures/Interactive/login-code.xml'],
     'args': ['--code', 'Tests/Fixtures/Code/Login/LoginViewController.swift', '--browsers', 'chromium'], 'clean': CI,
     # The scenario's dropdown tap dropped: state 1 is left at 1.5 s, and nothing shows after it.
     'plant': {'output': {'.svg': [
         ['<set id="mb_w3" attributeName="visibility" to="visible" begin="dropdown_s1.click;1.5s"',
          '<set id="mb_w3" attributeName="visibility" to="visible" begin="dropdown_s1.click"']]}},
     'faults': [('scenario tap lost', None,
                 r"^  FAIL  chromium: seeked to 2\.0 s \(after signIn,dropdown\): \[\] shows")]},
    {'name': 'interactive img script', 'script': 'interactive_img_check.py',
     'inputs': ['Tests/Fixtures/Interactive/login-code.xml'],
     'args': ['--code', 'Tests/Fixtures/Code/Login/LoginViewController.swift', '--browsers', 'chromium'], 'clean': CI,
     # A script that only the file opened directly runs removes state 1's group: the <img> shows
     # state 1 after Sign In where the file seeked shows nothing.
     'plant': {'output': {'.svg': [
         ['data-interactive="true" role="img">', 'data-interactive="true" role="img"><script>addEventListener('
          '"load", () => document.querySelector(\'[data-state="1"]\').remove())</script>']]}},
     'faults': [('img against the file', None,
                 r"^  FAIL  chromium: no capture of the <img> in the gap 1\.0–1\.5 s \(after signIn\) matches")]},
    {'name': 'raster strip', 'script': 'raster_check.py', 'inputs': [f'{SCENES}/overlap.xml'], 'release': True,
     'clean': CI, 'args': ['--formats', 'strip'],
     # Every panel of the strip replaced by the last: panel 0 no longer shows the initial state.
     'plant': {'transform': 'strip-last-panel'},
     'faults': [('strip panel', None, r'^  FAIL  strip panel 0 \(initial\): \d+ probes of the state, [1-9]\d* off; dot inside')]},
    {'name': 'raster gif', 'script': 'raster_check.py', 'inputs': [HIDDEN], 'release': True, 'clean': CI,
     'args': ['--formats', 'gif'],
     # In the GIF only, the dot drawn in its superview's color (a view drawn completely wrong: the
     # whole-frame mean moves little).
     'plant': {'input': [['backgroundColor="#FF3B30" frame="20 20 30 30"', 'backgroundColor="#007AFF" frame="20 20 30 30"']],
               'formats': ['gif']},
     'faults': [('gif block', None, r'^  FAIL  gif at 0\.000 s: mean \|diff\| [0-5]\.\d\d/255 \(limit 2\), '
                 r'worst 8x8 block \d+\.\d/255 at \(\d+, \d+\) \(limit 32\)')]},
    {'name': 'contrast', 'script': 'contrast_check.py', 'inputs': ['Examples/stack.xml'], 'release': True,
     'clean': CI, 'args': [],
     # The Wi-Fi row white again, as it was hard-coded before the Example was made right for dark
     # mode: its label (label, white in dark mode) on white.
     'plant': {'input': [['<stackView id="wifiRow" spacing="8" alignment="center" '
                          'backgroundColor="secondarySystemGroupedBackground"',
                          '<stackView id="wifiRow" spacing="8" alignment="center" backgroundColor="white"']]},
     'faults': [('white on white', None, r"^  FAIL  Examples/stack\.xml dark at 0 s: wifiLabel \(label 'Wi-Fi'\) "
                 r'#FFFFFF on #FFFFFF: 1\.00:1 \(limit 3:1\)')]},
    {'name': 'video', 'script': 'video_check.py', 'inputs': [HIDDEN], 'release': True, 'clean': CI,
     'args': ['--formats', 'mp4'],
     # In the video only, the dot drawn in its superview's color (a view drawn completely wrong:
     # the whole-frame mean stays within its limit, an 8x8 block does not).
     'plant': {'input': [['backgroundColor="#FF3B30" frame="20 20 30 30"', 'backgroundColor="#007AFF" frame="20 20 30 30"']],
               'formats': ['mp4']},
     'faults': [('block', None, r'^  FAIL  mp4 frame 0 at 0\.000 s: mean \|diff\| [0-2]\.\d\d/255 \(limit 3\), '
                 r'worst 8x8 block \d+\.\d/255 at \(\d+, \d+\) \(limit 64\)')]},
    {'name': 'ib oracle', 'command': [sys.executable, 'Tests/Fixtures/IB/oracle/compare.py', '--motionboard', '{bin}',
                                      'Tests/Fixtures/IB/heldout'], 'release': True,
     'clean': "not run here: swift test's CorpusTests holds real/ to the same floors.json",
     # Every imported view 1 pt to the right: below the documented figures (the held-out files:
     # the smaller folder, 49 files).
     'plant': {'frames': 'shift-x'},
     'faults': [('below the documented figures', None, r'^FAIL: eligible views within 0\.5 pt: 0 / 90, documented 90')]},
]


def run_case(case, binary, tally, tmp):
    script = case.get('script')
    command = case.get('command') or [sys.executable, os.path.join(HERE, script), *case['args']]
    plant = os.path.join(HERE, 'plant.py')

    def execute(bin_path, inputs, env=None):
        args = [a.replace('{bin}', bin_path) for a in command]
        if script:
            args += ['--bin', bin_path]
        began = time.time()
        p = subprocess.run(args + inputs, capture_output=True, text=True, cwd=ROOT, timeout=1800,
                           env=dict(os.environ, **(env or {})))
        return p.returncode, p.stdout + p.stderr, time.time() - began

    if 'fixture' in case:
        folder = os.path.join(tmp, re.sub(r'\W', '_', case['name']))
        os.makedirs(folder)
        base = os.path.splitext(case['fixture'])[0]
        for name in os.listdir(FIXTURES):
            if name.startswith(base + '.'):
                shutil.copy(os.path.join(FIXTURES, name), folder)
        path = os.path.join(folder, case['fixture'])
        clean_inputs, planted_inputs, env = [os.path.join(FIXTURES, case['fixture'])], [path], None
        with open(path) as f:
            text = f.read()
        for fault, edits, _ in case['faults']:
            for old, new in edits:
                if text.count(old) != 1:            # the fixture changed: this test must follow it
                    tally.report(False, f'{case["name"]}: the {fault} fault\'s text occurs {text.count(old)} times, not once')
                text = text.replace(old, new, 1)
        with open(path, 'w') as f:
            f.write(text)
        planted_bin = binary
    else:
        clean_inputs = planted_inputs = list(case.get('inputs', []))
        env = {'MB_PLANT': json.dumps({'binary': os.path.abspath(os.path.join(ROOT, binary)), **case.get('plant', {})})}
        planted_bin = plant
    if case.get('clean', True) is True:
        code, out, took = execute(binary, clean_inputs)
        tally.report(code == 0, f'{case["name"]}: passes the clean input (exit {code}, {took:.1f} s)')
        if code != 0:
            print('    ' + out.strip()[-3000:].replace('\n', '\n    '))
    else:
        print(f'  --    {case["name"]}: clean input {case["clean"]}')
    code, out, took = execute(planted_bin, planted_inputs, env)
    ok = tally.report(code == 1, f'{case["name"]}: fails the planted faults (exit {code}, {took:.1f} s)')
    missed = False
    for fault, _, pattern in case['faults']:
        found = re.search(pattern, out, re.M) is not None
        missed |= not found
        tally.report(found, f'{case["name"]}: names the {fault} fault (a line matching {pattern!r})')
    if not ok or missed:
        print('    ' + out.strip()[-6000:].replace('\n', '\n    '))


def check(args, tally, tmp):
    only = set(filter(None, args.only.split(','))) if args.only else None
    names = {c['name'] for c in CASES}
    if only and not only <= names:
        raise SetupError(f'--only takes names of {", ".join(sorted(names))}')
    for binary in (args.bin, args.release):
        if not os.access(os.path.join(ROOT, binary), os.X_OK):
            raise SetupError(f'no executable motionboard at {binary} (build it, or pass --bin/--release)')
    for case in CASES:
        if only and case['name'] not in only:
            continue
        run_case(case, args.release if case.get('release') else args.bin, tally, tmp)


def main():
    parser = arguments(__doc__, files=None)
    parser.add_argument('--release', default='.build/release/motionboard',
                        help='the release build, for the raster and video checkers (as CI runs them)')
    parser.add_argument('--only', default='', help='run only these cases (names, comma-separated)')
    return run('mb-selftest-', check, parser.parse_args())


if __name__ == '__main__':
    sys.exit(main())
