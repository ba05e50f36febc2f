// The support weapons on the board. A SW MG rides with its possessor and is not drawn on its own: a
// badge on the possessor's counter names it (LMG/MMG/HMG, "dm" when dismantled, A9.8), red when one is
// malfunctioned (A9.7), its ROF and state in the tooltip; only the owner's view lists what a unit carries.
// A SW lying unpossessed in a Location (A4.44) is a counter of its own in that hex, for every viewer
// the view shows it to (the server's allow-list: rules/supportWeapons/visibility.ts).
import type { View } from '@hexfog/shared/protocol/index';
import type { UnitBadge } from '../../counters/badge';
import type { StackItem } from '../../counters/stack';
import type { AreaBoard, AreaBoardNames } from '../registry';

const RED = '#d33';
const DARK = '#333';

/** "LMG B06 (3-6, ROF 1), dm, malfunctioned" for one carried SW. */
function describe(view: View, id: string, type: string, names?: AreaBoardNames): string {
  const sw = view.modules.supportWeapons;
  const t = names?.unitType?.(type);
  const name = t?.mg ?? names?.unitName(type) ?? type;
  const printed = t ? ` (${t.firepower}-${t.range}${t.rof !== undefined ? `, ROF ${t.rof}` : ''})` : '';
  const states = [
    sw?.dismantled?.includes(id) ? 'dismantled (A9.8: it does not fire)' : '',
    sw?.malfunctioned?.includes(id) ? 'malfunctioned (A9.7; repair in the RPh)' : '',
    sw?.captured?.includes(id) ? 'captured (A21.11: B# -2, A21.12: ROF -1)' : '',
  ].filter(Boolean);
  return `${name} ${id}${printed}${states.length ? `: ${states.join(', ')}` : ''}`;
}

/** The badge on a unit carrying SW the viewer sees (its own), or null. */
export function swBadge(view: View, unit: string, names?: AreaBoardNames): UnitBadge | null {
  const carries = view.units.find((u) => u.id === unit)?.carries ?? [];
  const weapons = carries.flatMap((id) => {
    const w = view.units.find((u) => u.id === id);
    return w && w.kind === 'sw' && !w.eliminated ? [w] : [];
  });
  if (!weapons.length) return null;
  const sw = view.modules.supportWeapons;
  const down = weapons.some((w) => sw?.malfunctioned?.includes(w.id));
  const dm = weapons.some((w) => sw?.dismantled?.includes(w.id));
  const classes = weapons.map((w) => names?.unitType?.(w.type)?.mg).filter((c): c is 'LMG' | 'MMG' | 'HMG' => !!c);
  const text = dm ? 'dm' : classes.length === 1 && weapons.length === 1 ? classes[0]! : classes.length ? 'MG' : 'SW';
  return {
    text,
    title: weapons.map((w) => describe(view, w.id, w.type, names)).join('; '),
    colour: down ? RED : DARK,
  };
}

/** A malfunctioned MG's badge (A9.7), kept for the callers that ask for that alone. */
export function malfunctionBadge(view: View, unit: string, names?: AreaBoardNames): UnitBadge | null {
  const b = swBadge(view, unit, names);
  return b && b.colour === RED ? b : null;
}

/** The SW lying unpossessed the view shows (A4.44), each a counter in its hex. */
export function lyingPieces(view: View, names?: AreaBoardNames): { hex: string; item: StackItem }[] {
  return (view.modules.supportWeapons?.lying ?? []).map((l) => {
    const t = names?.unitType?.(l.type);
    const name = t?.mg ?? names?.unitName(l.type) ?? l.type;
    return {
      hex: l.loc.hex,
      item: {
        kind: 'piece',
        layer: 'top',
        label: `${name}${l.dismantled ? ' dm' : ''}`,
        side: l.side,
        title: `${name} ${l.unit} lying unpossessed in ${l.loc.hex}${l.dismantled ? ', dismantled' : ''}: a unit in its Location may recover it (A4.44)`,
        concealed: false,
      },
    };
  });
}

export const supportWeaponsBoard: AreaBoard = { badge: swBadge, pieces: lyingPieces };
