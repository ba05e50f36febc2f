// The commands of the entrenchment and tunnel entries (B27, B8.6) as buttons in player language: each
// option is a label naming the units and hexes, the rule, and the command it sends. Positions inside a
// Location ('beneath' a foxhole or trench, inside a pillbox: B27.4, B30) come from the move, advance and
// rout entries' `positions`; their costs from the move's `costs`, keyed "hex:position". Pure: nothing
// here decides a rule, it only names what the server offers.
import type { Choices, TunnelView } from '@hexfog/shared/protocol/index';
import { fortificationName, type FortificationLike } from '../counters/fortifications';
import { costText, destinationName } from '../moveCosts';

export interface Option {
  readonly label: string;
  readonly rule: string;
  readonly command: Readonly<Record<string, unknown>>;
}

type Counter = Pick<FortificationLike, 'hex' | 'kind' | 'squads'>;

/** Kinds a unit may be beneath (B27.4 foxholes and trenches, F8 sangars), the first found naming the counter. */
const BENEATH_KINDS = ['foxhole', 'trench', 'atDitch', 'sangar'];

/** "the foxhole 2S", "the trench": the counter a position in `hex` is in or beneath. */
function counterName(position: string, hex: string, forts: readonly Counter[]): string {
  const inHex = forts.filter((f) => f.hex === hex);
  const f =
    position === 'beneath'
      ? BENEATH_KINDS.map((k) => inHex.find((x) => x.kind === k)).find((x) => x)
      : inHex.find((x) => x.kind === position);
  return `the ${f ? fortificationName(f) : position === 'beneath' ? 'counter' : fortificationName({ kind: position })}`;
}

/** "beneath the foxhole 2S" / "into the pillbox". */
function positionWords(position: string, hex: string, forts: readonly Counter[]): string {
  return `${position === 'beneath' ? 'beneath' : 'into'} ${counterName(position, hex, forts)}`;
}

const capital = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;

/** The rule of a position's option: B27.4 beneath an entrenchment, B30 into a pillbox. */
function positionRule(position: string): string {
  return position === 'beneath' ? 'B27.4' : position === 'bunker' ? 'B30.8' : 'B30';
}

type MoveLike = Pick<Choices<'move'>, 'units' | 'from' | 'fromPosition' | 'to' | 'positions'> & {
  readonly costs?: Choices<'move'>['costs'];
};

/**
 * The position options of a move or advance entry (B27.4, B27.44): into a position of the own hex (a
 * change of position), of another hex, and leaving the own position (the own hex without a position).
 */
export function positionOptions(type: 'move' | 'advance', c: MoveLike, forts: readonly Counter[]): Option[] {
  const here = c.from.split('/')[0]!;
  const cost = (key: string) => (c.costs?.[key] ? ` (${costText(c.costs[key])})` : '');
  const out: Option[] = (c.positions ?? []).map((p) => {
    const words = positionWords(p.position, p.to, forts);
    const label =
      p.to === here ? `${capital(words)} in ${p.to}` : `${type === 'move' ? 'Move' : 'Advance'} to ${destinationName(p.to)}, ${words}`;
    return {
      label: `${label}${cost(`${p.to}:${p.position}`)}`,
      rule: positionRule(p.position),
      command: { type, units: c.units, to: p.to, position: p.position },
    };
  });
  if (c.fromPosition && c.to.includes(here)) {
    const words =
      c.fromPosition === 'beneath'
        ? `Come out from beneath ${counterName('beneath', here, forts)}`
        : `Leave ${counterName(c.fromPosition, here, forts)}`;
    out.push({ label: `${words}${cost(here)}`, rule: positionRule(c.fromPosition), command: { type, units: c.units, to: here } });
  }
  return out;
}

/** B27.41: a routing unit may stop beneath a foxhole on its way. */
export function routPositionOptions(c: Choices<'rout'>, forts: readonly Counter[]): Option[] {
  return (c.positions ?? []).map((p) => ({
    label: `${c.unit}: rout to ${destinationName(p.to)} ${positionWords(p.position, p.to, forts)} (${p.mf} MF)`,
    rule: 'B27.41',
    command: { type: 'rout', unit: c.unit, to: p.to, position: p.position, ...(c.lowCrawl ? { lowCrawl: true } : {}) },
  }));
}

export type EntrenchmentKind = 'foxhole' | 'trench' | 'atDitch';
export const ENTRENCHMENT_KINDS: readonly EntrenchmentKind[] = ['foxhole', 'trench', 'atDitch'];
const KIND_RULE: Readonly<Record<EntrenchmentKind, string>> = { foxhole: 'B27.1', trench: 'B27.51', atDitch: 'B27.56' };

/** The hexes a kind may be placed in now (B27.1: foxholes where the hex has room left). */
export function entrenchmentHexes(c: Choices<'placeEntrenchment'>, kind: EntrenchmentKind): string[] {
  return kind === 'foxhole' ? Object.keys(c.foxhole) : [...c[kind]];
}

/** "Foxholes: 3 squads left · trenches: 1 left · A-T ditches: 0 left". */
export function allowanceLine(c: Choices<'placeEntrenchment'>): string {
  const { foxholeSquads, trenches, atDitches } = c.left;
  return `Left to place: foxholes for ${foxholeSquads} squad${foxholeSquads === 1 ? '' : 's'} · ${trenches} trench${trenches === 1 ? '' : 'es'} · ${atDitches} A-T ditch${atDitches === 1 ? '' : 'es'}`;
}

/** The placement of a kind in `hex`; a foxhole of `squads` capacity, no more than the hex takes (B27.12). Null where the kind is not offered. */
export function placeEntrenchmentCommand(
  c: Choices<'placeEntrenchment'>,
  kind: EntrenchmentKind,
  hex: string,
  squads: number,
): Option | null {
  if (!entrenchmentHexes(c, kind).includes(hex)) return null;
  if (kind !== 'foxhole')
    return {
      label: `Place a ${fortificationName({ kind })} in ${hex}`,
      rule: KIND_RULE[kind],
      command: { type: 'placeEntrenchment', kind, hex },
    };
  const s = Math.max(1, Math.min(squads, c.foxhole[hex]!));
  return { label: `Place a foxhole ${s}S in ${hex}`, rule: 'B27.1', command: { type: 'placeEntrenchment', kind, hex, squads: s } };
}

/** B27.1: each unit on top that fits goes beneath, each beneath comes up; all at once where several may. */
export function setUpBeneathOptions(c: Choices<'setUpBeneath'>, forts: readonly Counter[]): Option[] {
  const name = counterName('beneath', c.hex, forts);
  const opt = (units: readonly string[], beneath: boolean): Option => ({
    label: beneath ? `Set up ${units.join(', ')} beneath ${name} in ${c.hex}` : `Set up ${units.join(', ')} on top of ${name} in ${c.hex}`,
    rule: 'B27.1',
    command: { type: 'setUpBeneath', units, beneath },
  });
  return [...c.above.map((u) => opt([u], true)), ...c.beneath.map((u) => opt([u], false))];
}

/** B27.11: one attempt per squad-equivalent, alone or with one of the leaders there. */
export function entrenchOptions(c: Choices<'entrench'>): Option[] {
  return c.groups.flatMap((units) => [
    { label: `Entrenching attempt in ${c.hex}: ${units.join(' + ')}`, rule: 'B27.11', command: { type: 'entrench', units, leaders: [] } },
    ...c.leaders.map((l) => ({
      label: `Entrenching attempt in ${c.hex}: ${units.join(' + ')} led by ${l}`,
      rule: 'B27.11',
      command: { type: 'entrench', units, leaders: [l] },
    })),
  ]);
}

/** B8.61: the units at an entrance go in, to come out at the other. */
export function enterTunnelOption(c: Choices<'enterTunnel'>): Option {
  return {
    label: `Enter the tunnel at ${c.from} (comes out at ${c.to}): ${c.units.join(', ')}`,
    rule: 'B8.61',
    command: { type: 'enterTunnel', units: c.units, to: c.to },
  };
}

// --- recording tunnels (B8.6): the command sets the side's whole list ---

export interface EntranceInput {
  readonly hex: string;
  readonly into?: 'pillbox' | 'entrenchment';
}
export type TunnelInput = readonly [EntranceInput, EntranceInput];

/** A recorded tunnel as the command names it again. */
export function tunnelInput(t: Pick<TunnelView, 'entrances'>): TunnelInput {
  const one = (e: TunnelView['entrances'][number]): EntranceInput =>
    e.position === 'pillbox'
      ? { hex: e.hex, into: 'pillbox' }
      : e.position === 'beneath'
        ? { hex: e.hex, into: 'entrenchment' }
        : { hex: e.hex };
  return [one(t.entrances[0]), one(t.entrances[1])];
}

/** An entrance in `hex`: into the side's own pillbox or entrenchment there when `inside` is asked and one is there. */
export function entranceAt(
  hex: string,
  inside: boolean,
  forts: readonly Pick<FortificationLike, 'hex' | 'kind' | 'side'>[],
  side: 'A' | 'B',
): EntranceInput {
  const own = forts.filter((f) => f.hex === hex && f.side === side);
  if (inside && own.some((f) => f.kind === 'pillbox')) return { hex, into: 'pillbox' };
  if (inside && own.some((f) => f.kind === 'foxhole' || f.kind === 'trench')) return { hex, into: 'entrenchment' };
  return { hex };
}

/** "72B3 (beneath the entrenchment) – 72C4". */
export function tunnelName(t: TunnelInput): string {
  const one = (e: EntranceInput) =>
    `${e.hex}${e.into === 'pillbox' ? ' (inside the pillbox)' : e.into === 'entrenchment' ? ' (beneath the entrenchment)' : ''}`;
  return `${one(t[0])} – ${one(t[1])}`;
}

/** The command recording `list`; `list` replaces the side's whole list (B8.6). */
export function recordTunnelsCommand(list: readonly TunnelInput[]): Record<string, unknown> {
  return { type: 'recordTunnels', tunnels: list.map((t) => ({ entrances: [t[0], t[1]] })) };
}

/** B8.61: the ready emergence command's label, naming the units of the own stack when the view gives them. */
export function emergeLabel(
  label: string,
  stack: string,
  stacks: readonly { readonly id: string; readonly hex: string; readonly units?: readonly string[] }[],
): string {
  const s = stacks.find((x) => x.id === stack);
  return s?.units?.length ? `Come out of the tunnel at ${s.hex}: ${s.units.join(', ')}` : label;
}
