// The "Selected hex" panel: the LOS check button, the hex's terrain, and what this seat sees there:
// fortification counters (and a Fortified Building Location), units (where they are inside the
// Location, MF left in its MPh), "?" markers, the rule areas' rows (a known tunnel entrance, sewer and
// tunnel counters with what is beneath for the owner); then the selected stack's move: its MF and what
// each destination costs.
import type { View } from '@hexfog/shared/protocol/index';
import { fortificationName, fortificationRule } from '../counters/fortifications';
import { skillsPhrase } from '../counters/skills';
import { positionPhrase } from '../counters/stack';
import { areaPanels } from '../areas/index';
import { clear, h } from '../dom';
import { renderMoveInfo } from './moveInfo';
import { losControls } from '../los/index';
import { renderStackChoice } from './stackChoice';
import { losToolActive, mapNow, type Page } from './page';

function renderHexContents(page: Page, v: View, hex: string): void {
  const { panel, names } = page;
  const map = mapNow(page);
  const selection = panel.selection;
  const cell = map.byName(hex)!;
  const forts = (v.modules.fortifications?.counters ?? []).filter((f) => f.hex === hex);
  const fortified = v.modules.fortifications?.fortifiedBuildings.includes(hex) ? ', Fortified Building Location (B23.9)' : '';
  selection.append(
    h(
      'div',
      {},
      `${hex}: ${cell.spec.terrain}${cell.spec.elevation ? `, level ${cell.spec.elevation}` : ''}${map.isManholeLocation(cell.hex) ? ', manhole' : ''}${fortified}`,
    ),
  );
  for (const f of forts) {
    const rule = fortificationRule(f.kind);
    selection.append(
      h(
        'div',
        { class: 'unit-row', 'data-fortification': f.id },
        `${names.side(f.side)}: ${fortificationName(f)}${rule ? ` (${rule})` : ''}`,
      ),
    );
  }
  const mf = v.modules.movement?.mf ?? {};
  for (const u of v.units.filter((x) => x.loc?.hex === hex && !x.eliminated)) {
    const m = mf[u.id];
    const inside = positionPhrase(u.loc?.position, forts);
    const below = u.loc?.place === 'sewer' || u.loc?.place === 'tunnel' ? ` (in the ${u.loc.place})` : '';
    selection.append(
      h(
        'div',
        { class: 'unit-row', 'data-mf': m ? `${m.allowance - m.spent}` : '', ...(inside ? { 'data-position': u.loc!.position! } : {}) },
        `${names.side(u.side)}: ${u.id} ${names.unit(u.type)}${below}${inside ? ` ${inside}` : ''}${u.concealed ? ' (concealed)' : ''}${u.broken ? ' broken' : ''}${u.pinned ? ' pinned' : ''}${u.skills?.length ? ` · ${skillsPhrase(u.skills)}` : ''}${m ? ` · MF ${m.allowance - m.spent} of ${m.allowance} left` : ''}`,
      ),
    );
  }
  for (const m of v.markers.filter((x) => x.loc.hex === hex)) {
    const inside = positionPhrase(m.loc.position, forts);
    selection.append(h('div', { class: 'unit-row' }, `${names.side(m.side)}: "?" (${m.kind})${inside ? ` ${inside}` : ''}`));
  }
  // the rule areas' rows and buttons for the hex (a tunnel entrance, "Sewer ?" counters; HL.3: its activation)
  for (const a of areaPanels()) selection.append(...(a.selection?.(page, v, hex) ?? []));
  renderStackChoice(page, v, hex);
}

export function renderSelection(page: Page, v: View): void {
  const { panel, picks } = page;
  const selection = panel.selection;
  clear(selection);
  selection.append(
    h(
      'div',
      { class: 'row' },
      h(
        'button',
        {
          disabled: !picks.selectedHex,
          'data-testid': 'los-start',
          onclick: () => (
            (picks.losFrom = picks.selectedHex), (picks.losText = `LOS from ${picks.selectedHex}: click a target hex`), page.render()
          ),
        },
        'Check LOS from here',
      ),
      losToolActive(picks)
        ? h(
            'button',
            { 'data-testid': 'los-close', onclick: () => ((picks.losFrom = null), (picks.losText = ''), page.render()) },
            'Close LOS',
          )
        : null,
    ),
  );
  if (picks.losText)
    selection.append(h('div', { 'data-testid': 'los' }, picks.losText), losControls(picks, mapNow(page), () => page.render()) ?? '');
  if (picks.selectedHex) renderHexContents(page, v, picks.selectedHex);
  renderMoveInfo(page, v);
}
