// The LOS tool's state and controls: the two ends picked (a hex each, and a level when the hex has
// upper building levels), the check computed from the map in play (the map is public: no server call,
// no units), its one-line summary (the match page's `picks.losText`) and the thread drawn on the board.
// The match page calls three hooks: `losPicked` on the second hex click, `losControls` beside the
// summary, `drawLos` after each render.
import type { GameMap } from '@hexfog/shared/map/index';
import { toSvg } from '../art';
import { clear, h } from '../dom';
import { checkLos, levelsOf, losSummary, threadArt, type LosCheck, type LosEnd } from './thread';

/** What the tool remembers per match page (keyed by its picks object, which lives as long as the page). */
interface LosState {
  /** The level above the ground the first end looks from, picked before the target is. */
  fromUp: number;
  check: LosCheck | null;
}

interface LosPicks {
  losFrom: string | null;
  losText: string;
}

const states = new WeakMap<LosPicks, LosState>();

function stateOf(picks: LosPicks): LosState {
  let s = states.get(picks);
  if (!s) states.set(picks, (s = { fromUp: 0, check: null }));
  return s;
}

/** The second hex click: checks LOS from the picked first end (at its picked level) to `hex`'s ground; returns the summary. */
export function losPicked(picks: LosPicks, map: GameMap, from: string, hex: string): string {
  const s = stateOf(picks);
  s.check = checkLos(map, { hex: from, up: s.fromUp }, { hex, up: 0 });
  s.fromUp = 0;
  return losSummary(s.check);
}

/** A level picker for one end, or null when the hex has no upper level (B23.2: building levels). */
function levelPicker(map: GameMap, end: LosEnd, which: 'from' | 'to', onPick: (up: number) => void): HTMLElement | null {
  const cell = map.byName(end.hex);
  const levels = cell ? levelsOf(cell) : [0];
  if (levels.length < 2) return null;
  const select = h(
    'select',
    {
      'data-testid': `los-level-${which}`,
      'aria-label': `LOS ${which} level in ${end.hex}`,
      onchange: (e: Event) => onPick(Number((e.target as HTMLSelectElement).value)),
    },
    ...levels.map((l) => h('option', { value: l, selected: l === end.up }, l ? `level ${l}` : 'ground')),
  );
  return h('label', { class: 'los-level' }, `${which === 'from' ? 'From' : 'To'} ${end.hex}: `, select);
}

/** The level pickers of both ends (while the target is awaited: the first end's alone). */
export function losControls(picks: LosPicks, map: GameMap, render: () => void): HTMLElement | null {
  const s = stateOf(picks);
  const row = h('div', { class: 'row los-levels' });
  if (picks.losFrom) {
    const p = levelPicker(map, { hex: picks.losFrom, up: s.fromUp }, 'from', (up) => ((s.fromUp = up), render()));
    if (p) row.append(p);
  } else if (s.check && picks.losText) {
    const c = s.check;
    const again = (from: LosEnd, to: LosEnd) => {
      s.check = checkLos(map, from, to);
      picks.losText = losSummary(s.check);
      render();
    };
    const pf = levelPicker(map, c.from, 'from', (up) => again({ ...c.from, up }, c.to));
    const pt = levelPicker(map, c.to, 'to', (up) => again(c.from, { ...c.to, up }));
    if (pf) row.append(pf);
    if (pt) row.append(pt);
  }
  return row.childNodes.length ? row : null;
}

/** Draws the thread of the latest check into the board's LOS layer; nothing while a check waits for its target or after it is closed. */
export function drawLos(picks: LosPicks, map: GameMap, layer: SVGGElement): void {
  const s = stateOf(picks);
  clear(layer);
  if (!picks.losText) s.check = null;
  if (picks.losFrom || !s.check) return;
  if (!map.byName(s.check.from.hex) || !map.byName(s.check.to.hex)) return;
  layer.append(toSvg(threadArt(map, s.check)));
}
