// What a move costs, shown while a stack is selected: a badge with the MF on each destination the move
// entry offers, the breakdown of each cost with its rules ("COT woods 2 (B13) + beneath foxhole 1
// (B27.4) = 3 MF"), and the stack's MF spent of its allowance (A4.1). A destination the stack reaches
// only by a Minimum Move (A4.134: all the MF left, then pinned and CX) says so ("min" on a red badge),
// never as out of reach; a hex entered along a road whose other terrain the mover may pay instead
// (A4.132, `choices.offRoad`) shows both costs ("1/2"), the second named "off the road". The costs come
// from the server's legal entry (`choices.costs`, `choices.offRoad`); nothing here computes a rule.
// Pure: returns text and Art.
import type { Choices, MovementView } from '@hexfog/shared/protocol/index';
import { type Art, art } from './art';

export type MoveChoices = Choices<'move'>;
export type MoveCost = NonNullable<MoveChoices['costs']>[string];

/** One offered destination with its cost: `to` as the entry names it (a hex, or "hex/level"). */
export interface Priced {
  readonly to: string;
  /** A position inside `to` ('beneath' a foxhole or trench, B27.4; 'pillbox'...), priced apart. */
  readonly position?: string;
  /** A4.132: the cost of the hex's other terrain instead of the road rate (the command's `offRoad`). */
  readonly offRoad?: boolean;
  readonly cost: MoveCost;
}

/** A4.134: what a Minimum Move means for the stack, said after its cost. */
const MINIMUM_MOVE = 'Minimum Move (A4.134): all the MF left, then pinned and CX';

export function costText(c: MoveCost): string {
  return c.allMf ? 'all MF' : `${c.mf} MF`;
}

/**
 * "COT woods 2 (B13) + beneath foxhole 1 (B27.4) = 3 MF"; the total alone when the parts are not given.
 * An entry costing all the unit's MF names what makes it so: "fording: all MF (B21.41)".
 */
export function costBreakdown(c: MoveCost): string {
  const text = partsText(c);
  return c.minimumMove ? `${text}: ${MINIMUM_MOVE}` : text;
}

/** A part of an all-MF cost: what beyond "all" it adds, or its "all MF" said once (the server's names already say it: "COT marsh: all MF"). */
function allPart(p: MoveCost['parts'][number]): string {
  if (p.mf) return `${p.name} ${p.mf} (${p.rule})`;
  return p.name.includes('all MF') ? `${p.name} (${p.rule})` : `${p.name}: all MF (${p.rule})`;
}

function partsText(c: MoveCost): string {
  if (!c.parts.length) return costText(c);
  if (c.allMf) return c.parts.map(allPart).join(' + ');
  return `${c.parts.map((p) => `${p.name} ${p.mf} (${p.rule})`).join(' + ')} = ${costText(c)}`;
}

/** A destination as players say it: "72N3", or "72N3 level 1" for an upper building Location (B23.42). */
export function destinationName(to: string): string {
  const [hex, level] = to.split('/');
  return level ? `${hex} level ${level}` : hex!;
}

/** "72K3", "72K3 beneath the counter", "72I8 in the pillbox", "72K5 off the road". */
export function pricedName(p: Pick<Priced, 'to' | 'position' | 'offRoad'>): string {
  const where = p.position === undefined ? '' : p.position === 'beneath' ? ' beneath the counter' : ` in the ${p.position}`;
  return `${destinationName(p.to)}${where}${p.offRoad ? ' off the road' : ''}`;
}

/** The priced destinations of a move entry, grouped by the hex the board marks; a position's cost is keyed "hex:position"; a hex's off-road cost follows its road one (A4.132). */
export function costsByHex(c: Pick<MoveChoices, 'to' | 'costs' | 'positions' | 'offRoad'>): Map<string, Priced[]> {
  const out = new Map<string, Priced[]>();
  const add = (p: Priced) => {
    const hex = p.to.split('/')[0]!;
    out.set(hex, [...(out.get(hex) ?? []), p]);
  };
  for (const to of c.to) {
    const cost = c.costs?.[to];
    if (cost) add({ to, cost });
    const off = c.offRoad?.[to];
    if (off) add({ to, offRoad: true, cost: off });
  }
  for (const { to, position } of c.positions ?? []) {
    const cost = c.costs?.[`${to}:${position}`];
    if (cost) add({ to, position, cost });
  }
  return out;
}

/** The badge's text: the MF ("2"), "all", "min" for a Minimum Move (A4.134), or each Location's or way's in the hex ("2/4"; road then off the road "1/2"). */
export function badgeText(priced: readonly Priced[]): string {
  return priced.map((p) => (p.cost.minimumMove ? 'min' : p.cost.allMf ? 'all' : String(p.cost.mf))).join('/');
}

/** A small disc on a destination hex with its MF; hovering it shows the breakdown. */
export function costBadge(hex: string, centre: { x: number; y: number }, priced: readonly Priced[]): Art {
  const text = badgeText(priced);
  const cx = Math.round((centre.x + 0.42) * 1000) / 1000;
  const cy = Math.round((centre.y + 0.42) * 1000) / 1000;
  const minimum = priced.some((p) => p.cost.minimumMove);
  const attrs: Record<string, string> = { class: 'mf-badge', 'data-hex': hex, 'data-mf': text };
  if (minimum) attrs['data-minimum-move'] = 'true';
  if (priced.some((p) => p.offRoad)) attrs['data-off-road'] = 'true';
  return art(
    'g',
    attrs,
    art('circle', {
      cx,
      cy,
      r: text.length > 2 ? 0.22 : 0.17,
      fill: '#fff',
      stroke: minimum ? '#b91c1c' : '#d97706',
      'stroke-width': 0.04,
    }),
    art('text', { x: cx, y: cy + 0.065, 'text-anchor': 'middle', 'font-size': text.length > 2 ? 0.15 : 0.19, fill: '#111' }, text),
    art('title', {}, priced.map((p) => `${pricedName(p)}: ${costBreakdown(p.cost)}`).join('\n')),
  );
}

/** The MF of a moving stack: that of the member with the fewest left (the stack goes no farther than it can); null if the view gives none. */
export function stackMf(units: readonly string[], mf: MovementView['mf'] | undefined): { spent: number; allowance: number } | null {
  const known = units.map((u) => mf?.[u]).filter((m) => m !== undefined);
  if (!known.length) return null;
  return known.reduce((a, b) => (b.allowance - b.spent < a.allowance - a.spent ? b : a));
}

/** "MF 3/6": spent of the allowance. */
export function mfLine(m: { spent: number; allowance: number }): string {
  return `MF ${m.spent}/${m.allowance}`;
}
