// The replay of a finished match: step through every version with all hidden information revealed,
// read every event, and check the dice against the commitment published at creation (in the browser,
// with the same pure verification code as `npm run verify-dice`).
import { compileMap } from '@hexfog/shared/map/index';
import type { ReplayRecord, View } from '@hexfog/shared/protocol/index';
import { verifyDice } from '@hexfog/shared/rng/verify';
import { api } from '../sdk/index';
import { Board } from './board';
import { mapInPlay, readWater } from './terrain/water';
import { clear, h } from './dom';
import { eventLine, makeNames, type Names } from './format';

type ReplayEvent = ReplayRecord['events'][number];

/**
 * An event's line in the replay, where every side's events are shown together: a hidden roll's notice
 * to the other side ("result hidden") is left out, the roll itself being there; a side's own setup
 * line names the side. Null: not shown.
 */
export function replayLine(e: ReplayEvent, names: Names): string | null {
  if (e.type === 'rollMade') return null;
  if (e.type === 'unitsPlaced' && (e.audience === 'A' || e.audience === 'B')) {
    const placements = (e.data as { placements?: readonly unknown[] }).placements ?? [];
    return `${names.side(e.audience)} placed ${placements.length} unit(s)`;
  }
  return eventLine({ ...e, index: 0 }, names);
}

export async function replayPage(root: HTMLElement, matchId: string): Promise<void> {
  const http = api(location.origin);
  const summary = await http.match(matchId);
  clear(root);
  const header = h(
    'header',
    { class: 'top' },
    h('h1', {}, h('a', { href: '#/' }, 'Hexfog')),
    h('span', {}, `Replay: ${summary.scenarioName}`),
  );
  root.append(header);
  let record: ReplayRecord;
  try {
    record = await http.replay(matchId);
  } catch {
    root.append(h('main', { class: 'lobby' }, h('p', {}, 'The replay opens when the match has ended.')));
    return;
  }
  const dice = await http.dice(matchId);
  // checked here, in the browser, rather than trusting the server's own verification
  const check = verifyDice(dice.diceSeed, dice.diceCommitment, dice.rolls);
  const scenario = (await http.scenarios()).find((s) => s.id === summary.scenario)!;
  // compileMap validates the document (zod) and throws on a malformed one
  const map = compileMap(await http.map(scenario.map));
  const names = makeNames(summary.sides, scenario.unitTypes, scenario.nationalities);
  const board = new Board(map, {
    onHexClick: () => undefined,
    unitName: names.unit,
    sideName: names.side,
    unitType: names.unitType,
    nationality: names.nationality,
  });
  const slider = h('input', { type: 'range', min: 0, max: record.version, value: record.version, 'aria-label': 'version' });
  const label = h('span', {});
  const log = h('div', { class: 'log' });
  const cache = new Map<number, View>();
  const show = async (v: number) => {
    let view = cache.get(v);
    if (!view) {
      view = await http.replayView(matchId, v);
      cache.set(v, view);
    }
    label.textContent = `version ${v} of ${record.version} · ${view.status === 'setup' ? 'setup' : `turn ${view.turn}.${view.playerTurn} ${view.phase}`}`;
    names.remember(view.modules.fortifications?.counters ?? []);
    // the terrain at that version: ice, broken ice, flooding (B21.6, B21.122)
    board.setMap(mapInPlay(map, readWater(view.modules)));
    board.render(view);
    clear(log);
    for (const e of record.events.filter((x) => x.version <= v)) {
      const text = replayLine(e, names);
      if (text === null) continue;
      const current = e.version === v;
      log.append(h('div', { class: current ? 'log-line current' : 'log-line', 'data-version': e.version }, `v${e.version} ${text}`));
    }
    log.querySelector('.current')?.scrollIntoView({ block: 'nearest' });
  };
  const step = (to: number) => {
    slider.value = String(Math.max(0, Math.min(record.version, to)));
    void show(Number(slider.value));
  };
  slider.addEventListener('input', () => void show(Number(slider.value)));
  // the arrows step (Home and End: the first and last version); keys typed into a field stay there
  const onKey = (e: KeyboardEvent) => {
    if (!root.isConnected) return document.removeEventListener('keydown', onKey);
    if (e.ctrlKey || e.altKey || e.metaKey || (e.target as HTMLElement | null)?.tagName === 'INPUT') return;
    const at = Number(slider.value);
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: record.version }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    step(to);
  };
  document.addEventListener('keydown', onKey);
  root.append(
    h(
      'div',
      { class: 'match-layout' },
      board.el,
      h(
        'aside',
        { class: 'side' },
        h(
          'section',
          {},
          h('h3', {}, 'Step through the match'),
          h(
            'div',
            { class: 'replay-bar' },
            h('button', { 'aria-label': 'step back', title: 'step back (←)', onclick: () => step(Number(slider.value) - 1) }, '◀'),
            slider,
            h('button', { 'aria-label': 'step on', title: 'step on (→)', onclick: () => step(Number(slider.value) + 1) }, '▶'),
          ),
          h('span', { 'data-testid': 'replay-at' }, label),
          h('p', { class: 'muted' }, '← → step, Home and End: the first and last version'),
        ),
        h(
          'section',
          { 'data-testid': 'dice-check' },
          h('h3', {}, 'Dice check'),
          h(
            'div',
            {},
            check.ok
              ? `All ${check.checked} dice come from the seed, and the seed matches the commitment ${dice.diceCommitment.slice(0, 16)}….`
              : `Problems: ${check.problems.join('; ')}`,
          ),
        ),
        h('section', {}, h('h3', {}, 'Result'), h('div', {}, record.result?.reason ?? '')),
        h('section', { class: 'logs' }, h('h3', {}, 'Events'), log),
      ),
    ),
  );
  await show(record.version);
}
