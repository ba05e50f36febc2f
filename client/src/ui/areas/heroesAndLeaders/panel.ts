// The heroes-and-leaders parts of the match page: the impulse's phase line and what it activated, a
// click on a stack that may move through the sewer network picking that move (HL.4), an activation's
// buttons (HL.3: the selected hex, each Hero or Leader offered in it) and the way out of the network.
// What is offered comes from the server's legal entries only.
import type { LegalCommand, View } from '@hexfog/shared/protocol/index';
import { h } from '../../dom';
import { unitLabel } from '../read';
import type { AreaPage, AreaPanel } from '../registry';
import {
  activateLeaderCommand,
  activationText,
  impulsePhaseLine,
  inImpulse,
  leadersIn,
  networkMoveFrom,
  readImpulseChoices,
} from './impulses';

const button = (page: AreaPage, attrs: Record<string, string>, text: string, command: Record<string, unknown>) =>
  h('button', { class: 'primary', disabled: page.picks.busy, ...attrs, onclick: () => void page.send(command) }, text);

/** HL.3, HL.4: an activation's leader buttons (its hexes are a pick), a way out of the network. */
function impulseButtons(page: AreaPage, _v: View, l: LegalCommand): HTMLElement[] {
  const c = readImpulseChoices(l);
  if (c?.type === 'activate')
    return c.choices.leaders.map((x) =>
      button(
        page,
        { 'data-command': 'activate', 'data-leader': x.id, title: 'rule HL.3' },
        `Activate ${x.id} and his stack (${x.hex})`,
        activateLeaderCommand(x.id),
      ),
    );
  if (c?.type === 'leaveNetwork')
    return [
      button(
        page,
        { 'data-command': 'leaveNetwork', title: `rule ${c.rule ?? 'HL.4'}` },
        `${c.label} (${c.choices.units.join(', ')} at ${c.choices.hex})`,
        { type: 'leaveNetwork', units: c.choices.units },
      ),
    ];
  return [];
}

/** HL.3: when this seat may activate, the selected hex and each Hero or Leader offered in it get a button. */
function activationButtons(page: AreaPage, v: View, hex: string): HTMLElement[] {
  const c = readImpulseChoices(v.legal.find((l) => l.type === 'activate'));
  if (c?.type !== 'activate') return [];
  const buttons = [
    ...(c.choices.hexes.includes(hex)
      ? [button(page, { 'data-activate-hex': hex, title: 'rule HL.3' }, `Activate ${hex}`, { type: 'activate', hex })]
      : []),
    ...leadersIn(c, hex).map((leader) => {
      const u = v.units.find((x) => x.id === leader);
      return button(
        page,
        { 'data-activate-leader': leader, title: 'rule HL.3' },
        `Activate ${leader}${u ? ` ${page.names.unit(u.type)}` : ''} and his stack`,
        activateLeaderCommand(leader),
      );
    }),
  ];
  return buttons.length ? [h('div', { class: 'row' }, ...buttons)] : [];
}

/** The heroes-and-leaders part of the match page's panel. */
export const heroesAndLeadersPanel: AreaPanel = {
  phaseLine: (v, side) => (inImpulse(v) ? impulsePhaseLine(v, side) : null),
  line: {
    testid: 'impulse',
    className: 'impulse-line',
    text: (page, v) => (inImpulse(v) ? activationText(v.modules.impulses, page.names.side(v.attacker), unitLabel(v, page.names)) : ''),
  },
  // HL.4: clicking a stack that may move through the sewer network picks its move (its six-hex reach is highlighted)
  hexClicked: (page, v, hex) => {
    const fromHere = !page.picks.active ? networkMoveFrom(v.legal, hex) : undefined;
    if (fromHere) page.picks.active = fromHere;
    return !!fromHere;
  },
  extraControls: impulseButtons,
  selection: activationButtons,
};
