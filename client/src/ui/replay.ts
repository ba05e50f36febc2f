// The replay of a finished match: step through every version with all hidden information revealed,
// read every event, and check the dice against the commitment published at creation (in the browser,
// with the same pure verification code as `npm run verify-dice`).
import { compileMap, type LoggedRoll, type MapDoc, verifyDice, type View } from '@hexfog/shared';
import { api } from '../sdk/index';
import { Board } from './board';
import { clear, h } from './dom';
import { eventLine } from './format';

export async function replayPage(root: HTMLElement, matchId: string): Promise<void> {
  const http = api(location.origin);
  const summary = await http.match(matchId);
  clear(root);
  const header = h('header', { class: 'top' }, h('h1', {}, h('a', { href: '#/' }, 'Hexfog')), h('span', {}, `Replay: ${summary.scenarioName}`));
  root.append(header);
  const res = await fetch(`/api/matches/${matchId}/replay`);
  if (!res.ok) {
    root.append(h('main', { class: 'lobby' }, h('p', {}, 'The replay opens when the match has ended.')));
    return;
  }
  const record = (await res.json()) as { version: number; events: { version: number; type: string; data: Record<string, unknown> }[] };
  const dice = (await (await fetch(`/api/matches/${matchId}/dice`)).json()) as { diceSeed: string; diceCommitment: string; rolls: LoggedRoll[] };
  const check = verifyDice(dice.diceSeed, dice.diceCommitment, dice.rolls);
  const scenario = (await http.scenarios()).find((s) => s.id === summary.scenario)!;
  const map = compileMap((await http.map(scenario.map)) as MapDoc);
  const board = new Board(map, { onHexClick: () => undefined });
  const sides: Record<string, string> = { A: summary.sides.A, B: summary.sides.B };
  const slider = h('input', { type: 'range', min: 0, max: record.version, value: record.version, 'aria-label': 'version' });
  const label = h('span', {});
  const log = h('div', { class: 'log' });
  const cache = new Map<number, View>();
  const show = async (v: number) => {
    let view = cache.get(v);
    if (!view) {
      view = (await (await fetch(`/api/matches/${matchId}/replay/${v}`)).json()) as View;
      cache.set(v, view);
    }
    label.textContent = `version ${v} of ${record.version} · ${view.status === 'setup' ? 'setup' : `turn ${view.turn}.${view.playerTurn} ${view.phase}`}`;
    board.render(view);
    clear(log);
    for (const e of record.events.filter((x) => x.version <= v)) log.append(h('div', {}, `v${e.version} ${eventLine({ ...e, index: 0 }, sides)}`));
  };
  slider.addEventListener('input', () => void show(Number(slider.value)));
  root.append(h('div', { class: 'match-layout' }, board.el, h('aside', { class: 'side' },
    h('section', {}, h('h3', {}, 'Step through the match'), h('div', { class: 'replay-bar' },
      h('button', { onclick: () => ((slider.value = String(Math.max(0, Number(slider.value) - 1))), void show(Number(slider.value))) }, '◀'),
      slider,
      h('button', { onclick: () => ((slider.value = String(Math.min(record.version, Number(slider.value) + 1))), void show(Number(slider.value))) }, '▶'),
    ), label),
    h('section', { 'data-testid': 'dice-check' }, h('h3', {}, 'Dice check'), h('div', {}, check.ok ? `All ${check.checked} dice come from the seed, and the seed matches the commitment ${dice.diceCommitment.slice(0, 16)}….` : `Problems: ${check.problems.join('; ')}`)),
    h('section', {}, h('h3', {}, 'Result'), h('div', {}, String((record as { result?: { reason?: string } }).result?.reason ?? ''))),
    h('section', { class: 'logs' }, h('h3', {}, 'Events'), log),
  )));
  await show(record.version);
}
