// Secret setup: pick a unit, then a hex of the zone; or place the rest at random; then send the
// placements at once. Staged placements stay in this page until sent.
import { type LegalCommand, readChoices, type View } from '@hexfog/shared/protocol/index';
import { h } from '../dom';
import { hexChoices } from './choices';
import { currentView, type Page } from './page';
import { sendCommand } from './send';

/** The units a placeUnits entry still offers. */
export function placeableUnits(place: LegalCommand): readonly string[] {
  const c = readChoices(place);
  return c?.type === 'placeUnits' ? c.choices.units : [];
}

export function autoPlace(page: Page, place: LegalCommand): void {
  const { staged } = page.picks;
  const view = currentView(page);
  const kindOf = (id: string) => view?.units.find((x) => x.id === id)?.kind;
  const hexes = [...hexChoices(place)].filter((x) => ![...staged.values()].includes(x));
  const isSw = (id: string) => kindOf(id) === 'sw';
  for (const u of placeableUnits(place)) {
    if (staged.has(u) || view?.units.find((x) => x.id === u)?.loc || isSw(u)) continue;
    const i = Math.floor(Math.random() * hexes.length);
    staged.set(u, hexes.splice(i, 1)[0]!);
  }
  // a support weapon sets up carried by a unit: give it to one staged or placed in the zone
  const infantry = (id: string) => !['dummy', 'sw', 'gun', 'vehicle'].includes(kindOf(id) ?? 'dummy');
  const holders = [
    ...[...staged].filter(([id]) => infantry(id)).map(([, hex]) => hex),
    ...(view?.units.filter((x) => x.loc && infantry(x.id)).map((x) => x.loc!.hex) ?? []),
  ];
  for (const u of placeableUnits(place).filter(isSw))
    if (!staged.has(u) && holders.length) staged.set(u, holders[Math.floor(Math.random() * holders.length)]!);
  page.render();
}

/** The setup prompt (units to place, where each goes) and its two buttons. */
export function renderPlacement(page: Page, v: View, place: LegalCommand): void {
  const { picks, panel, names } = page;
  const list = h('div', { class: 'selected-list' });
  for (const id of placeableUnits(place)) {
    const u = v.units.find((x) => x.id === id);
    const where = picks.staged.get(id) ?? u?.loc?.hex;
    list.append(
      h(
        'div',
        { class: `unit-row${picks.staged.has(id) ? ' staged' : ''}` },
        h(
          'button',
          { onclick: () => ((picks.selectedUnit = id), page.render()), 'aria-pressed': String(picks.selectedUnit === id), 'data-unit': id },
          `${id} ${u ? names.unit(u.type) : ''}`,
        ),
        h('span', {}, where ? `→ ${where}` : 'not placed'),
      ),
    );
  }
  panel.prompt.append(
    h('p', {}, 'Setup: choose a unit, then a hex in your zone (outlined in blue). Your placements stay secret.'),
    list,
    h(
      'label',
      {},
      h('input', {
        type: 'checkbox',
        checked: picks.stageConcealed,
        onchange: (e: Event) => ((picks.stageConcealed = (e.target as HTMLInputElement).checked), undefined),
      }),
      ' set up concealed where allowed (A12.12)',
    ),
  );
  const placements = () =>
    [...picks.staged].map(([unit, hex]) => ({
      unit,
      hex,
      concealed: picks.stageConcealed && page.map.byName(hex)!.terrain.concealmentTerrain,
    }));
  panel.commands.append(
    h('button', { onclick: () => autoPlace(page, place), 'data-testid': 'auto-place', disabled: picks.busy }, 'Place the rest at random'),
    h(
      'button',
      {
        class: 'primary',
        disabled: picks.busy || picks.staged.size === 0,
        'data-testid': 'send-placements',
        onclick: () => sendCommand(page, { type: 'placeUnits', placements: placements() }),
      },
      `Send ${picks.staged.size} placement(s)`,
    ),
  );
}
