// The HIP part of the Actions panel during setup (A12.3): the grant, and one toggle per placed unit
// that may go hidden; each sends the side's whole hidden list (the server checks it against the grant
// and answers with the rule when it is more than granted).
import type { LegalCommand, View } from '@hexfog/shared/protocol/index';
import { h } from '../../dom';
import { fortificationName } from '../../counters/fortifications';
import { choicesOf } from '../read';
import type { AreaPage, AreaPanel } from '../registry';
import { fortificationGrantLine, grantLine, toggleFortification, toggleHidden } from './choices';

function hideControls(page: AreaPage, v: View, l: LegalCommand): HTMLElement[] | null {
  const c = choicesOf(l, 'setUpHidden');
  if (!c) return null;
  const unit = (id: string) => v.units.find((u) => u.id === id);
  const rows = c.units.map((id) => {
    const u = unit(id);
    const hidden = c.hidden.includes(id);
    return h(
      'button',
      {
        'aria-pressed': String(hidden),
        disabled: page.picks.busy,
        'data-command': 'setUpHidden',
        'data-unit': id,
        title: 'rule A12.3',
        onclick: () => void page.send(toggleHidden(c, id)),
      },
      `${hidden ? 'Hidden' : 'Hide'} ${id}${u ? ` (${page.names.unit(u.type)})` : ''}${u?.loc ? ` in ${u.loc.hex}` : ''}`,
    );
  });
  return [h('div', { class: 'area-line', 'data-testid': 'hip-grant' }, grantLine(c)), ...rows];
}

/** A12.33 (our reading): one toggle per setup foxhole or trench, each sending the side's whole hidden list. */
function fortificationControls(page: AreaPage, v: View, l: LegalCommand): HTMLElement[] | null {
  const c = choicesOf(l, 'hideFortifications');
  if (!c) return null;
  const rows = c.counters.map((id) => {
    const hidden = c.hidden.includes(id);
    const f = v.modules.fortifications?.counters.find((x) => x.id === id);
    return h(
      'button',
      {
        'aria-pressed': String(hidden),
        disabled: page.picks.busy,
        'data-command': 'hideFortifications',
        'data-fortification': id,
        title: 'rule A12.33 (our reading)',
        onclick: () => void page.send(toggleFortification(c, id)),
      },
      `${hidden ? 'Hidden' : 'Hide'}: ${f ? `the ${fortificationName(f)} in ${f.hex}` : id}`,
    );
  });
  return [h('div', { class: 'area-line', 'data-testid': 'hip-fortification-grant' }, fortificationGrantLine(c)), ...rows];
}

function controls(page: AreaPage, v: View, l: LegalCommand): HTMLElement[] | null {
  return hideControls(page, v, l) ?? fortificationControls(page, v, l);
}

export const hipPanel: AreaPanel = { controls };
