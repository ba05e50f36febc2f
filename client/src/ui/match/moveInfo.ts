// The selected stack's move: the move entry chosen (waiting for its destination) or else the first one
// offered from the selected hex. The panel says the stack's MF spent of its allowance ("MF 3/6") and
// what each destination costs, part by part with its rule, for touch screens where the board's
// badges cannot be hovered; the board draws the badges (render.ts).
import { type LegalCommand, readChoices, type View } from '@hexfog/shared/protocol/index';
import { h } from '../dom';
import { costBreakdown, costsByHex, destinationName, mfLine, type MoveChoices, pricedName, stackMf } from '../moveCosts';
import { optionButton } from '../areas/options';
import { positionOptions } from './positionChoices';
import type { Page } from './page';

export function selectedMove(v: View, active: LegalCommand | null, selectedHex: string | null): MoveChoices | null {
  const chosen = active ? readChoices(active) : null;
  if (chosen?.type === 'move') return chosen.choices;
  if (active) return null;
  const entry = badgedMove(v, selectedHex);
  const badged = entry ? readChoices(entry) : null;
  return badged?.type === 'move' ? badged.choices : null;
}

/**
 * What a click on `hex` moves, if anything: the badged move of the selected stack when `hex` is one of
 * its destinations and holds no other unit of the player's (a click on his own units selects them; he
 * moves onto them with the Move button).
 */
export function oneClickMove(v: View, seat: string | null, selectedHex: string | null, hex: string): LegalCommand | undefined {
  const entry = badgedMove(v, selectedHex);
  const c = entry ? readChoices(entry) : null;
  if (c?.type !== 'move' || !c.choices.to.some((to) => to.split('/')[0] === hex)) return undefined;
  const moving = new Set(c.choices.units);
  const ownThere = v.units.some((u) => u.side === seat && u.loc?.hex === hex && !u.eliminated && !moving.has(u.id));
  return ownThere ? undefined : entry;
}

/**
 * The move entry whose destinations carry the MF badges while no entry is chosen: the first one offered
 * from the selected hex. A click on one of its destinations moves the stack there (hexClick.ts).
 */
export function badgedMove(v: View, selectedHex: string | null): LegalCommand | undefined {
  if (!selectedHex) return undefined;
  return v.legal.find((l) => {
    const c = readChoices(l);
    return c?.type === 'move' && c.choices.from.split('/')[0] === selectedHex;
  });
}

/** The selected stack's advance (A4.7): the advance entry chosen, or the first offered from the selected hex. */
export function selectedAdvance(v: View, active: LegalCommand | null, selectedHex: string | null) {
  const chosen = active ? readChoices(active) : null;
  if (chosen?.type === 'advance') return chosen.choices;
  if (active || !selectedHex) return null;
  for (const l of v.legal) {
    const c = readChoices(l);
    if (c?.type === 'advance' && c.choices.from.split('/')[0] === selectedHex) return c.choices;
  }
  return null;
}

/** Buttons for the positions inside a Location the selected stack may take or leave (B27.4, B27.44, B30). */
function renderPositions(page: Page, v: View, move: MoveChoices | null): void {
  const forts = v.modules.fortifications?.counters ?? [];
  const advance = selectedAdvance(v, page.picks.active, page.picks.selectedHex);
  const options = [...(move ? positionOptions('move', move, forts) : []), ...(advance ? positionOptions('advance', advance, forts) : [])];
  if (options.length)
    page.panel.selection.append(
      h('div', { class: 'row', 'data-testid': 'positions' }, ...options.map((o) => optionButton(page, o, String(o.command['type'])))),
    );
}

export function renderMoveInfo(page: Page, v: View): void {
  const move = selectedMove(v, page.picks.active, page.picks.selectedHex);
  renderPositions(page, v, move);
  if (!move) return;
  const mf = stackMf(move.units, v.modules.movement?.mf);
  const section = h(
    'div',
    { class: 'move-info', 'data-testid': 'move-info' },
    h(
      'div',
      { 'data-testid': 'stack-mf' },
      `Moving ${move.units.join(', ')} from ${destinationName(move.from)}${mf ? `: ${mfLine(mf)}` : ''}`,
    ),
  );
  const priced = [...costsByHex(move).values()].flat();
  if (priced.length)
    section.append(
      h(
        'ul',
        { class: 'move-costs', 'data-testid': 'move-costs' },
        ...priced.map((p) =>
          h(
            'li',
            { 'data-to': p.to, ...(p.position ? { 'data-position': p.position } : {}) },
            `${pricedName(p)}: ${costBreakdown(p.cost)}`,
          ),
        ),
      ),
    );
  page.panel.selection.append(section);
}
