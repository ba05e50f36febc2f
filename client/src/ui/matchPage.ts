// The match page: board, status, the commands the server says are legal, pending decisions, the dice
// and event logs, an LOS check, connection status. No rule logic here: what may be done comes from
// the server's `legal()` list in the view.
import { compileMap, groundLevel, type LegalCommand, lineOfSight, type MapDoc, type View, type WireError } from '@hexfog/shared';
import { api, connect, type HexfogClient } from '../sdk/index';
import { Board } from './board';
import { clear, h } from './dom';
import { eventLine, rollLine, unitName } from './format';
import { saveSeat } from './storage';

/** Commands chosen with a button and completed by clicking one of the highlighted hexes. */
const PICKED = new Set(['move', 'fire', 'advance', 'sewerMove', 'sewerAdvance']);

export interface MatchPageOptions {
  readonly matchId: string;
  readonly token?: string;
  readonly onSeat?: (side: 'A' | 'B') => void;
}

export async function matchPage(root: HTMLElement, opts: MatchPageOptions): Promise<() => void> {
  const http = api(location.origin);
  const summary = await http.match(opts.matchId);
  const map = compileMap((await http.map((await http.scenarios()).find((s) => s.id === summary.scenario)!.map)) as MapDoc);
  const client: HexfogClient = connect({ url: location.origin, matchId: opts.matchId, ...(opts.token ? { token: opts.token } : {}) });
  const sides: Record<string, string> = { A: summary.sides.A, B: summary.sides.B };

  let selectedHex: string | null = null;
  let losFrom: string | null = null;
  let losText = '';
  let selectedUnit: string | null = null;
  /** A legal entry waiting for a hex: a move's destination or a fire's target. */
  let active: LegalCommand | null = null;
  const staged = new Map<string, string>();
  let stageConcealed = false;
  let lastError: WireError | null = null;
  let busy = false;

  const statusPill = h('span', { class: 'pill connecting', 'data-testid': 'connection' }, 'connecting');
  const phaseLine = h('div', { class: 'phase-line', 'data-testid': 'phase' });
  const whoLine = h('div', { class: 'muted' });
  const commands = h('div', { class: 'commands', 'data-testid': 'commands' });
  const prompt = h('div', { 'data-testid': 'prompt' });
  const errorBox = h('div', { class: 'error', role: 'alert', 'data-testid': 'error' });
  const selection = h('div', { class: 'selected-list', 'data-testid': 'selection' });
  const diceLog = h('div', { class: 'log', 'data-testid': 'dice-log', 'aria-live': 'polite' });
  const eventLog = h('div', { class: 'log', 'data-testid': 'event-log' });

  const board = new Board(map, { onHexClick: (hex) => void hexClicked(hex) });
  const layout = h('div', { class: 'match-layout' },
    board.el,
    h('aside', { class: 'side' },
      h('section', {}, h('h3', {}, summary.scenarioName), phaseLine, whoLine),
      h('section', {}, h('h3', {}, 'Actions'), prompt, commands, errorBox),
      h('section', {}, h('h3', {}, 'Selected hex'), selection),
      h('section', { class: 'logs' }, h('h3', {}, 'Dice and events'), h('div', { style: 'display:grid;grid-template-rows:1fr 2fr;gap:6px;min-height:0' }, diceLog, eventLog)),
    ),
  );
  clear(root);
  root.append(
    h('header', { class: 'top' }, h('h1', {}, h('a', { href: '#/' }, 'Hexfog')), h('span', {}, `${summary.scenarioName} · ${summary.ruleset}`), h('div', { class: 'status' }, h('span', { title: 'dice commitment (SHA-256 of the secret seed)' }, `dice ${summary.diceCommitment.slice(0, 12)}…`), statusPill)),
    layout,
  );

  const view = (): View | null => client.view;
  const legalOf = (type: string) => view()?.legal.find((l) => l.type === type);
  const hexChoices = (l: LegalCommand | undefined | null): Set<string> => {
    const c = l?.choices as { hexes?: string[]; hex?: string[]; to?: string[]; into?: string[]; targets?: string[] } | undefined;
    // an upper building Location is named "hex/level": its hex is what the board highlights
    return new Set((c?.hexes ?? c?.hex ?? c?.to ?? c?.into ?? c?.targets ?? []).map((x) => x.split('/')[0]!));
  };
  /** A decision the server is waiting for from this seat that is answered by picking a hex. */
  const pendingAnswer = (v: View | null): LegalCommand | undefined =>
    v?.pending && v.pending.side === client.seat ? v.legal.find((l) => l.type !== 'resign' && hexChoices(l).size) : undefined;
  /** The command an active entry makes with the hex picked. */
  const commandFor = (l: LegalCommand, hex: string): Record<string, unknown> => {
    const c = l.choices as Record<string, string[]>;
    // the Location in that hex the entry offers: its ground level if offered, else the first upper level
    const pick = (keys: string[]) => (keys.includes(hex) ? hex : keys.find((k) => k.startsWith(`${hex}/`)) ?? hex);
    if (l.type === 'move' || l.type === 'advance') return { type: l.type, units: c.units, to: pick(c.to ?? []) };
    if (l.type === 'fire') {
      const byTarget = (l.choices as { byTarget: Record<string, string[]> }).byTarget;
      const target = pick(Object.keys(byTarget));
      return { type: 'fire', firers: byTarget[target], target };
    }
    if (l.type === 'rout') return { type: 'rout', unit: l.choices!.unit, to: hex };
    if (l.type === 'defensiveFire') return { type: 'defensiveFire', firers: l.choices!.firers };
    if (l.type === 'sewerMove' || l.type === 'sewerLostDestination') return { type: l.type, stack: l.choices!.stack, to: hex };
    if (l.type === 'sewerAdvance') return { type: 'sewerAdvance', stack: l.choices!.stack, into: hex };
    return { type: l.type, hex };
  };

  async function send(cmd: Record<string, unknown>) {
    busy = true;
    render();
    try {
      let ack = await client.send(cmd);
      // the other seat acted first (both act at once during setup): catch up, and send again once if
      // the same kind of command is still offered; otherwise the error says what happened
      if (!ack.ok && ack.error.code === 'CONFLICT') {
        const at = (ack.error as { currentVersion?: number }).currentVersion ?? client.version + 1;
        await client.waitForVersion(at).catch(() => undefined);
        if (view()?.legal.some((l) => l.type === cmd.type)) ack = await client.send(cmd);
      }
      lastError = ack.ok ? null : ack.error;
      if (ack.ok) staged.clear();
    } catch (e) {
      lastError = { code: 'UNAVAILABLE', message: `no answer from the server (${(e as Error).message}); it will be retried when you act again` };
    } finally {
      busy = false;
      render();
    }
  }

  async function hexClicked(hex: string) {
    selectedHex = hex;
    if (losFrom && losFrom !== hex) {
      const a = map.byName(losFrom)!;
      const b = map.byName(hex)!;
      const r = lineOfSight(map, { hex: a.hex, level: groundLevel(a) }, { hex: b.hex, level: groundLevel(b) });
      losText = r.clear ? `LOS ${losFrom} → ${hex}: clear${r.hindranceDrm ? `, hindered +${r.hindranceDrm}` : ''}` : `LOS ${losFrom} → ${hex}: blocked at ${r.blockedBy!.hex} (${r.blockedBy!.reason})`;
      losFrom = null;
    }
    const place = legalOf('placeUnits');
    if (place && selectedUnit && hexChoices(place).has(hex)) {
      staged.set(selectedUnit, hex);
      const units = (place.choices?.units as string[]) ?? [];
      selectedUnit = units.find((u) => !staged.has(u) && !view()?.units.find((x) => x.id === u)?.loc) ?? null;
    }
    // a chosen move or fire waits for its hex; a pending decision asking for a hex is answered by one
    const answer = active ?? pendingAnswer(view());
    if (answer && hexChoices(answer).has(hex)) {
      active = null;
      await send(commandFor(answer, hex));
    }
    render();
  }

  function autoPlace(place: LegalCommand) {
    const hexes = [...hexChoices(place)].filter((x) => ![...staged.values()].includes(x));
    const isSw = (id: string) => view()?.units.find((x) => x.id === id)?.kind === 'sw';
    for (const u of (place.choices?.units as string[]) ?? []) {
      if (staged.has(u) || view()?.units.find((x) => x.id === u)?.loc || isSw(u)) continue;
      const i = Math.floor(Math.random() * hexes.length);
      staged.set(u, hexes.splice(i, 1)[0]!);
    }
    // a support weapon sets up carried by a unit: give it to one staged or placed in the zone
    const infantry = (id: string) => !['dummy', 'sw', 'gun', 'vehicle'].includes(view()?.units.find((x) => x.id === id)?.kind ?? 'dummy');
    const holders = [...[...staged].filter(([id]) => infantry(id)).map(([, hex]) => hex), ...(view()?.units.filter((x) => x.loc && infantry(x.id)).map((x) => x.loc!.hex) ?? [])];
    for (const u of ((place.choices?.units as string[]) ?? []).filter(isSw)) if (!staged.has(u) && holders.length) staged.set(u, holders[Math.floor(Math.random() * holders.length)]!);
    render();
  }

  function renderCommands(v: View) {
    clear(commands);
    clear(prompt);
    if (client.seat === null) {
      prompt.append(h('p', {}, v.status === 'ended' ? 'The match is over.' : 'You are watching: the public view, what both sides know.'));
    }
    if (v.pending) {
      const mine = v.pending.side === client.seat;
      prompt.append(h('p', {}, mine ? `Decide: ${v.pending.kind} (${v.pending.rule}). Highlighted hexes are your options.` : `Waiting for ${sides[v.pending.side]}: ${v.pending.kind} (${v.pending.rule})`));
    }
    for (const l of v.legal) {
      if (l.type === 'placeUnits') {
        const units = (l.choices?.units as string[]) ?? [];
        const list = h('div', { class: 'selected-list' });
        for (const id of units) {
          const u = v.units.find((x) => x.id === id);
          const where = staged.get(id) ?? u?.loc?.hex;
          list.append(h('div', { class: `unit-row${staged.has(id) ? ' staged' : ''}` },
            h('button', { onclick: () => ((selectedUnit = id), render()), 'aria-pressed': String(selectedUnit === id), 'data-unit': id }, `${id} ${u ? unitName(u.type) : ''}`),
            h('span', {}, where ? `→ ${where}` : 'not placed'),
          ));
        }
        prompt.append(h('p', {}, 'Setup: choose a unit, then a hex in your zone (outlined in blue). Your placements stay secret.'), list,
          h('label', {}, h('input', { type: 'checkbox', checked: stageConcealed, onchange: (e: Event) => ((stageConcealed = (e.target as HTMLInputElement).checked), undefined) }), ' set up concealed where allowed (A12.12)'));
        commands.append(
          h('button', { onclick: () => autoPlace(l), 'data-testid': 'auto-place', disabled: busy }, 'Place the rest at random'),
          h('button', { class: 'primary', disabled: busy || staged.size === 0, 'data-testid': 'send-placements', onclick: () => send({ type: 'placeUnits', placements: [...staged].map(([unit, hex]) => ({ unit, hex, concealed: stageConcealed && map.byName(hex)!.terrain.concealmentTerrain })) }) }, `Send ${staged.size} placement(s)`),
        );
        continue;
      }
      if (PICKED.has(l.type)) {
        const on = active?.type === l.type && active.label === l.label;
        commands.append(h('button', { 'aria-pressed': String(on), disabled: busy, 'data-entry': l.type, title: l.rule ? `rule ${l.rule}` : '', onclick: () => ((active = on ? null : l), render()) }, `${l.label}${on ? ': pick a hex' : ''}`));
        continue;
      }
      if (l.type === 'changeLevel') {
        const c = l.choices as { units: string[]; from: string; level: number; levels: number[] };
        for (const level of c.levels) commands.append(h('button', { disabled: busy, 'data-command': 'changeLevel', title: 'rule B23.42', onclick: () => send({ type: 'changeLevel', units: c.units, level }) }, `${c.from}: ${level > c.level ? 'up' : 'down'} to ${level ? `level ${level}` : 'ground level'}`));
        continue;
      }
      if (l.type === 'placeDC') {
        const c = l.choices as { unit: string; targets: string[] };
        for (const t of c.targets) commands.append(h('button', { disabled: busy, 'data-command': 'placeDC', title: 'rule A23.7', onclick: () => send({ type: 'placeDC', unit: c.unit, target: t }) }, `${c.unit}: DC ${t === 'beneath' ? 'into the sewer beneath' : `into ${t}`}`));
        continue;
      }
      if (l.type === 'enterSewer') {
        const c = l.choices as { units: string[] };
        commands.append(h('button', { class: 'primary', disabled: busy, 'data-command': 'enterSewer', title: 'rule B8.4', onclick: () => send({ type: 'enterSewer', units: c.units }) }, `${l.label} (${c.units.join(', ')})`));
        continue;
      }
      if (l.type === 'sewerFire') {
        for (const [key, firers] of Object.entries((l.choices as { byTarget: Record<string, string[]> }).byTarget)) {
          const [kind, target] = key.split(':') as [string, string];
          commands.append(h('button', { class: 'primary', disabled: busy, 'data-command': 'sewerFire', title: 'rule B8.3', onclick: () => send({ type: 'sewerFire', firers, ...(kind === 'stack' ? { stack: target } : { hex: target }) }) }, `Fire at ${kind === 'stack' ? `sewer stack ${target}` : `${target} above`} (${firers.join(', ')})`));
        }
        continue;
      }
      if (l.type === 'defensiveFire') {
        const c = l.choices as { firers: string[] };
        commands.append(h('button', { class: 'primary', disabled: busy, 'data-command': 'defensiveFire', onclick: () => send({ type: 'defensiveFire', firers: c.firers }) }, `${l.label} (${c.firers.join(', ')})`));
        continue;
      }
      if (l.command) {
        commands.append(h('button', { class: l.type === 'resign' ? '' : 'primary', disabled: busy, 'data-command': l.type, title: l.rule ? `rule ${l.rule}` : '', onclick: () => (l.type !== 'resign' || confirm('Resign this match?')) && send({ ...l.command }) }, l.label));
      }
    }
    errorBox.textContent = lastError ? `${lastError.message}${lastError.rule ? ` (rule ${lastError.rule})` : ''} [${lastError.code}]` : '';
  }

  function renderSelection(v: View) {
    clear(selection);
    selection.append(h('div', { class: 'row' },
      h('button', { disabled: !selectedHex, onclick: () => ((losFrom = selectedHex), (losText = `LOS from ${selectedHex}: click a target hex`), render()) }, 'Check LOS from here'),
    ));
    if (losText) selection.append(h('div', { 'data-testid': 'los' }, losText));
    if (!selectedHex) return;
    const cell = map.byName(selectedHex)!;
    selection.append(h('div', {}, `${selectedHex}: ${cell.spec.terrain}${cell.spec.elevation ? `, level ${cell.spec.elevation}` : ''}${map.isManholeLocation(cell.hex) ? ', manhole' : ''}`));
    const mf = (v.modules.movement as { mf?: Record<string, { spent: number; allowance: number }> } | undefined)?.mf ?? {};
    for (const u of v.units.filter((x) => x.loc?.hex === selectedHex && !x.eliminated)) {
      const m = mf[u.id];
      selection.append(h('div', { class: 'unit-row', 'data-mf': m ? `${m.allowance - m.spent}` : '' }, `${sides[u.side]}: ${u.id} ${unitName(u.type)}${u.loc?.place === 'sewer' ? ' (in the sewer)' : ''}${u.concealed ? ' (concealed)' : ''}${u.broken ? ' broken' : ''}${u.pinned ? ' pinned' : ''}${m ? ` · MF ${m.allowance - m.spent} of ${m.allowance} left` : ''}`));
    }
    for (const m of v.markers.filter((x) => x.loc.hex === selectedHex)) selection.append(h('div', { class: 'unit-row' }, `${sides[m.side]}: "?" (${m.kind})`));
    const sewerStacks = (v.modules.sewers as { stacks?: { id: string; side: string; kind: string; hex: string; discovered: boolean; units?: string[]; emergence?: string | null; mustMove?: boolean }[] } | undefined)?.stacks ?? [];
    for (const st of sewerStacks.filter((x) => x.hex === selectedHex)) {
      const own = st.units ? `: ${st.units.join(', ')}${st.emergence ? `, Emergence: ${st.emergence}` : ''}${st.mustMove ? ', must move' : ''}` : '';
      selection.append(h('div', { class: 'unit-row' }, `${sides[st.side]}: "${st.kind === 'lost' ? 'Lost' : 'Sewer'} ?" ${st.id} beneath${st.discovered ? ' (discovered)' : ''}${own}`));
    }
  }

  function renderLogs() {
    clear(diceLog);
    clear(eventLog);
    for (const e of client.events) {
      if (e.type === 'roll' || e.type === 'rollMade') diceLog.append(h('div', {}, `v${e.version} ${e.type === 'roll' ? rollLine(e.data) : eventLine(e, sides)}`));
      eventLog.append(h('div', {}, `v${e.version} ${eventLine(e, sides)}`));
    }
    eventLog.scrollTop = eventLog.scrollHeight;
  }

  function render() {
    statusPill.className = `pill ${client.status}`;
    statusPill.textContent = client.status;
    const v = view();
    if (!v) return;
    if (client.seat) opts.onSeat?.(client.seat);
    phaseLine.textContent = v.status === 'setup' ? 'Setup (secret)' : v.status === 'ended' ? `Ended: ${v.result?.reason ?? ''}` : `Turn ${v.turn}/${v.turns} · Player Turn ${v.playerTurn} · ${v.phase}`;
    whoLine.textContent = `${client.seat ? `You play ${sides[client.seat]} (${client.seat})` : 'Spectator'} · ATTACKER ${sides[v.attacker]} · DEFENDER ${sides[v.defender]}`;
    renderCommands(v);
    if (v.status === 'ended') commands.append(h('a', { href: `#/match/${opts.matchId}/replay`, 'data-replay': '1' }, 'Open the replay'));
    renderSelection(v);
    renderLogs();
    const place = legalOf('placeUnits');
    if (active && !v.legal.some((l) => l.type === active!.type && l.label === active!.label)) active = null;
    const answer = active ?? pendingAnswer(v);
    board.highlight(hexChoices(place), hexChoices(answer), selectedHex);
    board.render(v, staged);
  }

  const off = client.onChange(render);
  client.ready().then(
    () => {
      if (opts.token && client.seat) saveSeat({ matchId: opts.matchId, side: client.seat, token: opts.token, label: `${summary.scenarioName}: ${sides[client.seat]}`, savedAt: new Date().toISOString() });
      render();
    },
    (e: Error & { code?: string }) => {
      clear(commands);
      errorBox.textContent = `Cannot open this match: ${e.message}${e.code ? ` [${e.code}]` : ''}`;
      render();
    },
  );
  return () => {
    off();
    client.close();
  };
}
