// The tunnel entries (B8.6-B8.61) as options in player language: entering a tunnel, recording the
// side's tunnels in setup (the command sets the whole list), coming out. Pure: nothing here decides a
// rule, it only names what the server offers.
import type { Choices, TunnelView } from '@hexfog/shared/protocol/index';
import type { FortificationLike } from '../../counters/fortifications';
import type { Option } from '../options';

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
