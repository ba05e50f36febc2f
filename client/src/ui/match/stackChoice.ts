// Which units of a stack act (A4.2: units may move together as a stack, or part of it on its own; A7.5:
// a Fire Group is the units the player names). When a hex of this seat's is selected, its units that a
// move, advance or fire entry offers get a checkbox; the ones unticked are left out of the command
// the next hex click makes (choices.ts commandFor). The server's legal entries name the whole stack.
import { type LegalCommand, readChoices, type View } from '@hexfog/shared/protocol/index';
import { h } from '../dom';
import type { Page } from './page';
import { unitNamer } from './prompts';

/** The units an entry would have act (a move's stack, a fire's firers, the First Fire answer's firers). */
export function entryUnits(l: LegalCommand): readonly string[] {
  const c = readChoices(l);
  switch (c?.type) {
    case 'move':
    case 'advance':
      return c.choices.units;
    case 'fire':
      return [...new Set(Object.values(c.choices.byTarget).flat())];
    case 'defensiveFire':
      return c.choices.firers;
    default:
      return [];
  }
}

/** The units left out of a command: those the player unticked. */
export function chosen(ids: readonly string[], leftOut: ReadonlySet<string>): string[] {
  return ids.filter((id) => !leftOut.has(id));
}

/** The entry as it would act with the units left ticked: its button names those. */
export function narrowed(l: LegalCommand, leftOut: ReadonlySet<string>): LegalCommand {
  const c = readChoices(l);
  if (!leftOut.size || !c) return l;
  switch (c.type) {
    case 'move':
    case 'advance':
      return { ...l, choices: { ...c.choices, units: chosen(c.choices.units, leftOut) } };
    case 'fire':
      return {
        ...l,
        choices: {
          ...c.choices,
          byTarget: Object.fromEntries(Object.entries(c.choices.byTarget).map(([t, ids]) => [t, chosen(ids, leftOut)])),
        },
      };
    case 'defensiveFire':
      return { ...l, choices: { ...c.choices, firers: chosen(c.choices.firers, leftOut) } };
    default:
      return l;
  }
}

/** The checkbox list of the selected hex's units that some entry offers; nothing when there are none. */
export function renderStackChoice(page: Page, v: View, hex: string): void {
  const { picks } = page;
  const offered = new Set(v.legal.flatMap(entryUnits));
  const units = v.units.filter((u) => u.loc?.hex === hex && !u.eliminated && u.side === page.client.seat && offered.has(u.id));
  if (!units.length) return;
  const who = unitNamer(v, page.names.unit);
  const box = h(
    'fieldset',
    { class: 'stack-choice', 'data-testid': 'stack-choice' },
    h('legend', {}, `Units of ${hex} that act (move, fire, advance)`),
  );
  for (const u of units) {
    const input = h('input', {
      type: 'checkbox',
      'data-unit': u.id,
      onchange: () => (input.checked ? picks.leftOut.delete(u.id) : picks.leftOut.add(u.id), page.render()),
    });
    input.checked = !picks.leftOut.has(u.id);
    box.append(h('label', { class: 'unit-row' }, input, ` ${who(u.id)}${u.broken ? ' broken' : ''}`));
  }
  page.panel.selection.append(box);
}
