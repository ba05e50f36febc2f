// The "Selected hex" panel: the LOS check button, the hex's terrain, and what this seat sees there:
// fortification counters (and a Fortified Building Location, a known tunnel entrance), units (where
// they are inside the Location, MF left in its MPh), "?" markers, sewer and tunnel counters (with what
// is beneath, for the owner); then the selected stack's move: its MF and what each destination costs.
import type { SewerMarkerView, View } from '@hexfog/shared/protocol/index';
import { fortificationName, fortificationRule } from '../counters/fortifications';
import { skillsPhrase } from '../counters/skills';
import { positionPhrase } from '../counters/stack';
import { areaPanels } from '../areas/index';
import { readTunnels, type Underground } from '../counters/underground';
import { clear, h } from '../dom';
import type { Names } from '../format';
import { renderMoveInfo } from './moveInfo';
import { losControls } from '../los/index';
import { renderStackChoice } from './stackChoice';
import { losToolActive, mapNow, type Page } from './page';

/** A "Sewer ?" / "Lost ?" counter's row; only the owner's own stacks carry what is beneath them. */
function undergroundRow(
  st: Pick<SewerMarkerView, 'id' | 'side'> & {
    kind: string;
    discovered?: boolean;
    units?: readonly string[];
    emergence?: string | null;
    mustMove?: boolean;
  },
  where: Underground,
  names: Names,
): HTMLDivElement {
  const own = st.units
    ? `: ${st.units.join(', ')}${st.emergence ? `, Emergence: ${st.emergence}` : ''}${st.mustMove ? ', must move' : ''}`
    : '';
  return h(
    'div',
    { class: 'unit-row' },
    `${names.side(st.side)}: "${st.kind === 'lost' ? 'Lost' : 'Sewer'} ?" ${st.id} ${where === 'tunnel' ? 'in the tunnel ' : ''}beneath${st.discovered ? ' (discovered)' : ''}${own}`,
  );
}

function renderHexContents(page: Page, v: View, hex: string): void {
  const { panel, names } = page;
  const map = mapNow(page);
  const selection = panel.selection;
  const cell = map.byName(hex)!;
  const forts = (v.modules.fortifications?.counters ?? []).filter((f) => f.hex === hex);
  const tunnels = readTunnels(v.modules);
  const fortified = v.modules.fortifications?.fortifiedBuildings.includes(hex) ? ', Fortified Building Location (B23.9)' : '';
  const entrance = tunnels.entrances.includes(hex) ? ', tunnel entrance (B8.6)' : '';
  selection.append(
    h(
      'div',
      {},
      `${hex}: ${cell.spec.terrain}${cell.spec.elevation ? `, level ${cell.spec.elevation}` : ''}${map.isManholeLocation(cell.hex) ? ', manhole' : ''}${fortified}${entrance}`,
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
  for (const st of (v.modules.sewers?.stacks ?? []).filter((x) => x.hex === hex)) selection.append(undergroundRow(st, 'sewer', names));
  for (const st of tunnels.stacks.filter((x) => x.hex === hex)) selection.append(undergroundRow(st, 'tunnel', names));
  renderStackChoice(page, v, hex);
  // a rule area's rows and buttons for the hex (HL.3: its activation)
  for (const a of areaPanels()) selection.append(...(a.selection?.(page, v, hex) ?? []));
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
