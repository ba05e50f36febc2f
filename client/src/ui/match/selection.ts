// The "Selected hex" panel: the LOS check button, the hex's terrain, and what this seat sees there:
// units (with MF left in its MPh), "?" markers, sewer counters (with what is beneath, for the owner).
import type { View } from '@hexfog/shared/protocol/index';
import { clear, h } from '../dom';
import type { Page } from './page';

export function renderSelection(page: Page, v: View): void {
  const { panel, picks, map, names } = page;
  const selection = panel.selection;
  clear(selection);
  selection.append(h('div', { class: 'row' },
    h('button', { disabled: !picks.selectedHex, onclick: () => ((picks.losFrom = picks.selectedHex), (picks.losText = `LOS from ${picks.selectedHex}: click a target hex`), page.render()) }, 'Check LOS from here'),
  ));
  if (picks.losText) selection.append(h('div', { 'data-testid': 'los' }, picks.losText));
  const hex = picks.selectedHex;
  if (!hex) return;
  const cell = map.byName(hex)!;
  selection.append(h('div', {}, `${hex}: ${cell.spec.terrain}${cell.spec.elevation ? `, level ${cell.spec.elevation}` : ''}${map.isManholeLocation(cell.hex) ? ', manhole' : ''}`));
  const mf = v.modules.movement?.mf ?? {};
  for (const u of v.units.filter((x) => x.loc?.hex === hex && !x.eliminated)) {
    const m = mf[u.id];
    selection.append(h('div', { class: 'unit-row', 'data-mf': m ? `${m.allowance - m.spent}` : '' }, `${names.side(u.side)}: ${u.id} ${names.unit(u.type)}${u.loc?.place === 'sewer' ? ' (in the sewer)' : ''}${u.concealed ? ' (concealed)' : ''}${u.broken ? ' broken' : ''}${u.pinned ? ' pinned' : ''}${m ? ` · MF ${m.allowance - m.spent} of ${m.allowance} left` : ''}`));
  }
  for (const m of v.markers.filter((x) => x.loc.hex === hex)) selection.append(h('div', { class: 'unit-row' }, `${names.side(m.side)}: "?" (${m.kind})`));
  for (const st of (v.modules.sewers?.stacks ?? []).filter((x) => x.hex === hex)) {
    // only the owner's own stacks carry what is beneath them
    const own = 'units' in st ? `: ${st.units.join(', ')}${st.emergence ? `, Emergence: ${st.emergence}` : ''}${st.mustMove ? ', must move' : ''}` : '';
    selection.append(h('div', { class: 'unit-row' }, `${names.side(st.side)}: "${st.kind === 'lost' ? 'Lost' : 'Sewer'} ?" ${st.id} beneath${st.discovered ? ' (discovered)' : ''}${own}`));
  }
}
