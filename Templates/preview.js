// The preview page's behaviour (docs/output.md, The preview page). The page's own clock drives
// the SVG: every <svg> in it stays paused (nested ones are time containers of their own in
// Chromium and WebKit) and is seeked with setCurrentTime, so speed, loop and scrubbing are one
// time value. The inspector reads the presentation sampled at fps frames per second in #mb-data.
(function () {
  'use strict';
  const data = JSON.parse(document.getElementById('mb-data').textContent);
  const $ = (id) => document.getElementById(id);
  const stage = $('mb-stage');
  const svg = stage.querySelector('svg');
  const scrubber = $('mb-scrubber');
  const span = data.duration, fps = data.fps, last = data.samples - 1;
  // The page's timeline: the data's, or with --interactive the path the reader taps.
  let duration = span;
  // Chromium keeps whole microseconds of a seek time, rounding down: half a microsecond more.
  const nudge = 5e-7;
  let starts = Array.from(new Set(data.blocks.map((b) => b.start))).sort((a, b) => a - b);
  const views = new Map(data.views.map((v) => [v.id, v]));
  let time = 0, playing = false, previous = null, selected = null;

  scrubber.max = String(duration);
  $('mb-loop').checked = data.loop;   // an export made to loop starts looping
  const overlay = $('mb-overlay');
  overlay.setAttribute('viewBox', '0 0 ' + data.width + ' ' + data.height);

  function seekSVG(t) {
    // A looping SVG starts its next cycle at the end: the end is shown just before it.
    const at = interaction ? planTime(t) : data.loop ? Math.min(t, duration - 1e-6) : t;
    for (const s of [svg, ...svg.querySelectorAll('svg')]) {
      s.pauseAnimations();
      s.setCurrentTime(at + nudge);
    }
  }

  // A sampled value at t: linear between the samples around it (exact on frames).
  function sample(series, t) {
    if (typeof series === 'number') return series;
    const f = Math.min(Math.max(t * fps, 0), last);
    const k = Math.min(Math.floor(f), last - 1);
    if (k < 0) return series[0];
    const t0 = k / fps, t1 = Math.min((k + 1) / fps, span);
    const u = t1 > t0 ? Math.min(Math.max((t - t0) / (t1 - t0), 0), 1) : 0;
    return series[k] + (series[k + 1] - series[k]) * u;
  }

  // The model state in force at t: the last one whose time has come (as `frames` finds it).
  function stateIndex(t) {
    let low = 1, high = data.states.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (data.states[middle].time <= t) low = middle + 1; else high = middle;
    }
    return low - 1;
  }

  const decimals = (x) => (Math.round(x * 1000) / 1000).toFixed(3);

  // The block that moves the view at t: the latest one running then, else the last one
  // started before t; named with the line that wrote it (a file's, a sidecar's or code's).
  function movedBy(view, t) {
    let found = null;
    let running = false;
    for (const order of view.moves) {
      const block = data.blocks[order];
      if (block.start > t) continue;
      const isRunning = block.end === null || block.end >= t;
      if (isRunning || !running) { found = block; running = isRunning; }
    }
    return found ? found.label + ' \u00B7 ' + found.source : '';
  }

  function inspect() {
    const cells = {};
    for (const cell of document.querySelectorAll('#mb-fields [data-field]')) cells[cell.dataset.field] = cell;
    const list = $('mb-constraints');
    list.textContent = '';
    const highlight = $('mb-highlight');
    const view = selected && views.get(selected);
    if (!view) {
      for (const cell of Object.values(cells)) cell.textContent = '';
      highlight.setAttribute('visibility', 'hidden');
      return;
    }
    const at = interaction ? planTime(time) : time;
    const value = (name) => sample(view[name], at);
    const frame = { x: value('x'), y: value('y'), width: value('width'), height: value('height') };
    cells.name.textContent = view.name;
    cells.id.textContent = view.id;
    cells.kind.textContent = view.kind;
    for (const name of ['x', 'y', 'width', 'height']) cells[name].textContent = decimals(frame[name]);
    cells.alpha.textContent = decimals(value('alpha'));
    cells.rotation.textContent = decimals(value('rotation'));
    cells.hidden.textContent = value('hidden') >= 0.5 ? 'true' : 'false';
    const state = interaction ? stateAt(time) : stateIndex(time);
    cells.state.textContent = data.states[state].label;
    cells.movedBy.textContent = movedBy(view, time);
    // [state, list] pairs where the view's list changes: the last one reached is in force.
    let placing = [];
    for (const [from, list] of view.constraints) if (from <= state) placing = list;
    for (const index of placing) {
      const c = data.constraints[index];
      const item = document.createElement('li');
      item.textContent = c.text + ' ';
      const note = document.createElement('small');
      note.textContent = (c.name ? c.name + ', ' : '') + c.source;
      item.appendChild(note);
      list.appendChild(item);
    }
    for (const name of ['x', 'y', 'width', 'height']) highlight.setAttribute(name, String(frame[name]));
    highlight.setAttribute('visibility', 'visible');
  }

  function show(t) {
    time = Math.min(Math.max(t, 0), duration);
    seekSVG(time);
    if (parseFloat(scrubber.value) !== time) scrubber.value = String(time);
    $('mb-readout').textContent = time.toFixed(3) + ' s \u00B7 frame ' + Math.round(time * fps);
    if (interaction) showState();
    inspect();
  }

  function select(id) {
    selected = views.has(id) ? id : null;
    $('mb-views').value = selected || '';
    inspect();
  }

  function frame(t) {
    if (!playing) return;
    if (previous !== null) {
      let next = time + (t - previous) / 1000 * parseFloat($('mb-speed').value);
      if (next >= duration) {
        if ($('mb-loop').checked) next = duration > 0 ? next % duration : 0;
        else { next = duration; setPlaying(false); }
      }
      show(next);
    }
    previous = t;
    if (playing) requestAnimationFrame(frame);
  }

  function setPlaying(on) {
    playing = on;
    previous = null;
    $('mb-play').textContent = on ? 'Pause' : 'Play';
    if (on) {
      if (time >= duration) show(0);
      requestAnimationFrame(frame);
    }
  }

  const stepFrame = (direction) => {
    const current = Math.round(time * fps);
    show((current + direction) / fps);
  };
  const stepBlock = (direction) => {
    const eps = 1e-6;
    const target = direction > 0 ? starts.find((s) => s > time + eps)
      : starts.filter((s) => s < time - eps).pop();
    show(target === undefined ? (direction > 0 ? duration : 0) : target);
  };

  // --interactive (docs/output.md, The interactive preview page): the reader's taps make the
  // page's timeline. Each tap's window starts a gap after the previous one's end; a time of
  // the path is a time of the plan's timeline, on which every transition has its window.
  const interaction = data.interaction || null;
  let path = [], tapTimes = [];
  function layout() {
    const gap = interaction.gap;
    tapTimes = [];
    let t = gap;
    for (const k of path) {
      tapTimes.push(t);
      const w = interaction.transitions[k];
      t += w.end - w.start + gap;
    }
    duration = t;
    starts = tapTimes.slice();
    scrubber.max = String(duration);
  }
  // The last tap made by time t of the path (-1 before the first).
  function tapAt(t) {
    let i = -1;
    while (i + 1 < tapTimes.length && tapTimes[i + 1] <= t + 1e-9) i++;
    return i;
  }
  function planTime(t) {
    const i = tapAt(t);
    if (i < 0) return 0;
    const w = interaction.transitions[path[i]], into = t - tapTimes[i], length = w.end - w.start;
    return into < length ? w.start + into : w.end + Math.min(into - length, interaction.gap / 2);
  }
  const stateAt = (t) => { const i = tapAt(t); return i < 0 ? 0 : interaction.transitions[path[i]].to; };
  const transitionFrom = (state, control) =>
    interaction.transitions.findIndex((w) => w.from === state && w.control === control);
  function showState() {
    const state = stateAt(time);
    $('mb-state').textContent = '(now in state ' + state + ': ' + data.states[state].label + ')';
    for (const button of $('mb-taps').querySelectorAll('button'))
      button.disabled = transitionFrom(state, Number(button.dataset.index)) < 0;
  }
  // A tap at the current time: the path keeps the taps made by then, and the new window plays
  // from the state they reached.
  function tap(control) {
    const kept = tapAt(time) + 1, k = transitionFrom(stateAt(time), control);
    if (k < 0) return;
    path = path.slice(0, kept).concat([k]);
    layout();
    drawPath();
    setPlaying(false);
    show(tapTimes[tapTimes.length - 1]);
    setPlaying(true);
  }
  function drawPath() {
    markers.textContent = '';
    const list = $('mb-path');
    list.textContent = '';
    path.forEach((k, i) => {
      const w = interaction.transitions[k], name = interaction.controls[w.control].name;
      const marker = document.createElement('button');
      marker.type = 'button';
      marker.className = 'marker';
      marker.dataset.time = String(tapTimes[i]);
      marker.textContent = name;
      marker.setAttribute('aria-label', 'Tap ' + (i + 1) + ': ' + name);
      marker.title = name + ' at ' + tapTimes[i].toFixed(3) + ' s, state ' + w.from + ' to ' + w.to;
      marker.style.left = (tapTimes[i] / duration * 100) + '%';
      marker.addEventListener('click', () => { setPlaying(false); show(tapTimes[i]); });
      markers.appendChild(marker);
      const item = document.createElement('li');
      item.textContent = name + ' (state ' + w.from + ' \u2192 ' + w.to + ')';
      list.appendChild(item);
    });
    stackMarkers();
  }
  function startInteraction() {
    $('mb-app').hidden = false;
    $('mb-loop').checked = false;
    $('mb-loop').disabled = true;
    const taps = $('mb-taps');
    interaction.controls.forEach((control, index) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.index = String(index);
      button.dataset.control = control.id;
      button.textContent = control.name;
      button.addEventListener('click', () => tap(index));
      taps.appendChild(button);
    });
    $('mb-restart').addEventListener('click', () => {
      path = [];
      layout();
      drawPath();
      setPlaying(false);
      show(0);
    });
    layout();
    drawPath();
  }

  // Markers: one per block, at its start, named by the block's name or its kind and line;
  // labels that would overlap go to the next row.
  const markers = $('mb-markers');
  for (const block of data.blocks) {
    const marker = document.createElement('button');
    marker.type = 'button';
    marker.className = 'marker';
    marker.dataset.time = String(block.start);
    marker.textContent = block.label;
    marker.title = block.label + ': ' + block.start + ' s' + (block.end === null ? '' : ' to ' + block.end + ' s');
    marker.style.left = (duration > 0 ? block.start / duration * 100 : 0) + '%';
    marker.addEventListener('click', () => { setPlaying(false); show(block.start); });
    markers.appendChild(marker);
  }
  function stackMarkers() {
    const ends = [];
    for (const marker of markers.children) {
      const left = marker.offsetLeft - marker.offsetWidth / 2, right = left + marker.offsetWidth;
      let row = ends.findIndex((end) => end < left - 6);
      if (row < 0) { row = ends.length; ends.push(0); }
      ends[row] = right;
      marker.style.top = (row * 18) + 'px';
    }
    markers.style.height = (Math.max(1, ends.length) * 18 + 8) + 'px';
  }
  stackMarkers();
  window.addEventListener('resize', stackMarkers);

  const choices = $('mb-views');
  const none = document.createElement('option');
  none.value = '';
  none.textContent = '(none)';
  choices.appendChild(none);
  for (const view of data.views) {
    const option = document.createElement('option');
    option.value = view.id;
    option.textContent = view.name + ' (' + view.kind + ')';
    choices.appendChild(option);
  }
  choices.addEventListener('change', () => select(choices.value));
  svg.addEventListener('click', (event) => {
    // The dark layer's groups are copies of the views (data-view-copy).
    const group = event.target.closest('[data-view], [data-view-copy]');
    if (group) select(group.getAttribute('data-view') || group.getAttribute('data-view-copy'));
    // With --interactive, a click on a control (or inside it) taps it, as its button does.
    for (let g = group; interaction && g; g = g.parentElement && g.parentElement.closest('[data-view]')) {
      const index = interaction.controls.findIndex((c) => c.id === g.getAttribute('data-view'));
      if (index >= 0) { tap(index); break; }
    }
  });

  scrubber.addEventListener('input', () => { setPlaying(false); show(parseFloat(scrubber.value)); });
  $('mb-play').addEventListener('click', () => setPlaying(!playing));
  $('mb-prev-frame').addEventListener('click', () => { setPlaying(false); stepFrame(-1); });
  $('mb-next-frame').addEventListener('click', () => { setPlaying(false); stepFrame(1); });
  $('mb-prev-block').addEventListener('click', () => { setPlaying(false); stepBlock(-1); });
  $('mb-next-block').addEventListener('click', () => { setPlaying(false); stepBlock(1); });
  // Light and dark, when the SVG has both (--appearance auto): the reader's scheme first.
  const appearance = $('mb-appearance');
  function setAppearance(name) {
    stage.dataset.appearance = name;
    // Firefox does not sample the animations of a layer while it is not displayed: the layer
    // just shown is seeked again, or it would show its values at the last seek before it hid.
    seekSVG(time);
    appearance.textContent = name === 'dark' ? 'Dark' : 'Light';
    appearance.setAttribute('aria-pressed', String(name === 'dark'));
  }
  if (svg.querySelector('.mb-dark')) {
    appearance.disabled = false;
    appearance.title = 'Switch between the light and the dark appearance';
    setAppearance(window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
    appearance.addEventListener('click', () =>
      setAppearance(stage.dataset.appearance === 'dark' ? 'light' : 'dark'));
  }
  $('mb-background').addEventListener('change', (event) => {
    stage.className = 'stage bg-' + event.target.value;
  });
  document.addEventListener('keydown', (event) => {
    if (event.target instanceof HTMLSelectElement || event.altKey || event.ctrlKey || event.metaKey) return;
    // Space and Enter on a button or a checkbox work it, as they do everywhere.
    if ((event.key === ' ' || event.key === 'Enter') && event.target instanceof Element &&
        event.target.closest('button, input[type="checkbox"]')) return;
    if (event.key === ' ') {
      setPlaying(!playing);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      setPlaying(false);
      const direction = event.key === 'ArrowLeft' ? -1 : 1;
      if (event.shiftKey) stepBlock(direction); else stepFrame(direction);
    } else {
      return;
    }
    event.preventDefault();
  }, true);

  if (interaction) startInteraction();
  show(0);
})();
