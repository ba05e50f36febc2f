// Every hex's stack as the viewer may see it, from the view alone: units (staged setup placements
// where they will go) each followed by its markers (its own "?" for a concealed unit of the viewer's,
// HIP, Berserk, Pin, CX, DM, TI, First Fire / Final Fire), the "?" markers of Locations (A12: nothing of what is beneath), the
// Residual FP counters (A8.2), "Sewer ?" / "Lost ?" counters (B8.41, B8.61), Rubble on rubbled Sewer
// Locations (B8.5), and fortification counters; the rule areas add their own counters (areas/). A unit the view does not hold cannot be drawn: the view is the allow-list.
import type { UnitTypeSummary, View, ViewUnit } from '@hexfog/shared/protocol/index';
import { areaBadge, areaOffMap, areaPieces } from '../areas/index';
import { positionPhrase, layerOf, type StackItem, type PieceItem } from '../counters/stack';
import { markerName, unitMarkers } from '../counters/markers';
import { coloursOf } from '../counters/nationality';
import { counterFace } from '../counters/unitCounter';

export interface StackNames {
  unitName(type: string): string;
  unitType?(type: string): UnitTypeSummary | undefined;
  nationality?(side: string): string | undefined;
}

/** The unit's marker counters, bottom first: its own "?" (its owner sees the unit and the "?" on it), then its flags' markers. */
function markersOn(u: ViewUnit, layer: 'beneath' | 'top', names: StackNames, fired?: 'firstFire' | 'finalFire'): PieceItem[] {
  const items: PieceItem[] = [...unitMarkers(u), ...(fired ? [fired] : [])].map((kind) => ({
    kind: 'piece',
    layer,
    label: kind,
    side: u.side,
    title: `${markerName(kind)} on ${u.id}`,
    concealed: false,
    marker: { kind, forUnit: u.id },
  }));
  if (!u.concealed) return items;
  const c = coloursOf(undefined, names.nationality?.(u.side), u.side);
  return [
    {
      kind: 'piece',
      layer,
      label: '?',
      side: u.side,
      title: `"?" on ${u.id} (A12)`,
      concealed: true,
      marker: { kind: 'concealed', forUnit: u.id, face: c.face, ink: c.ink },
    },
    ...items,
  ];
}

export function stacksOf(view: View, staged: ReadonlyMap<string, string>, names: StackNames): Map<string, StackItem[]> {
  const stacks = new Map<string, StackItem[]>();
  const push = (hex: string, ...items: StackItem[]) => stacks.set(hex, [...(stacks.get(hex) ?? []), ...items]);
  const forts = view.modules.fortifications?.counters ?? [];
  const where = (hex: string, position: string | undefined) =>
    positionPhrase(
      position,
      forts.filter((f) => f.hex === hex),
    );
  const fireMarks = view.modules.fire?.marks ?? {};
  for (const f of forts) push(f.hex, { kind: 'fortification', layer: 'fortification', fortification: f });
  for (const u of view.units) {
    const hex = staged.get(u.id) ?? u.loc?.hex;
    if (!hex || u.eliminated) continue;
    // a unit a rule area keeps off the map (a squad on a Sewer card, SC.2: drawn on its card)
    if (areaOffMap(u) && !staged.has(u.id)) continue;
    const type = names.unitType?.(u.type);
    const label = u.kind === 'dummy' ? 'dummy' : names.unitName(u.type);
    const below = u.loc?.place === 'sewer' || u.loc?.place === 'tunnel' ? ` in the ${u.loc.place}` : '';
    const inside = u.loc && !staged.has(u.id) ? where(hex, u.loc.position) : '';
    const layer = staged.has(u.id) ? 'top' : layerOf(u.loc);
    const badge = areaBadge(view, u.id, names);
    push(
      hex,
      {
        kind: 'piece',
        layer,
        unit: u.id,
        label: `${label}${u.concealed ? '?' : ''}${below ? '↓' : ''}`,
        side: u.side,
        title: `${u.id} ${label}${u.broken ? ' (broken)' : ''}${u.loc && u.loc.level > 0 ? ` level ${u.loc.level}` : ''}${below}${inside ? ` ${inside}` : ''}${u.concealed ? ' (concealed)' : ''}`,
        concealed: u.concealed,
        face: counterFace(u, type, names.nationality?.(u.side)),
        ...(u.skills?.length ? { skills: u.skills } : {}),
        ...(badge ? { badge } : {}),
      },
      ...markersOn(u, layer, names, fireMarks[u.id]),
    );
  }
  for (const m of view.markers) {
    const inside = where(m.loc.hex, m.loc.position);
    const c = coloursOf(undefined, names.nationality?.(m.side), m.side);
    const kind = m.kind === 'concealed' ? 'concealed' : m.kind === 'lost' ? 'lost' : 'sewer';
    push(m.loc.hex, {
      kind: 'piece',
      layer: layerOf(m.loc),
      label: m.kind === 'concealed' ? '?' : `${m.kind} ?`,
      side: m.side,
      title: `${m.kind === 'concealed' ? '"?"' : m.kind} marker${inside ? ` ${inside}` : ''}`,
      concealed: true,
      marker: kind === 'concealed' ? { kind, face: c.face, ink: c.ink } : { kind },
    });
  }
  // Residual FP counters (A8.2), public
  for (const r of view.modules.fire?.residual ?? [])
    push(r.hex, {
      kind: 'piece',
      layer: 'top',
      label: `Res ${r.fp}`,
      side: 'none',
      title: `Residual FP ${r.fp} (A8.2)`,
      concealed: false,
      marker: { kind: 'residual', value: r.fp },
    });
  // the rule areas' counters ("Sewer ?" / "Lost ?" B8.41, B8.61; Rubble B8.5)
  for (const { hex, item } of areaPieces(view, names)) push(hex, item);
  return stacks;
}
