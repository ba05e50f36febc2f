// Heroes-and-leaders impulses on the match page (HL.3, HL.4): the phase line ("Turn 2/5 · Impulse 3 ·
// Germans' impulse"), what the active side activated or how many passed, and the legal entries of the
// impulse phase the client completes: `activate` (a hex, or a leader and his stack), `networkMove` (a
// destination within six hexes) and `leaveNetwork`. The entries are read with schemas of their own, so
// the page works whether or not the shared protocol lists them. Pure: text and commands, no DOM.
import type { ImpulsesView, LegalCommand, View } from '@hexfog/shared/protocol/index';
import * as z from 'zod';
import { possessive } from '../read';

const ids = z.array(z.string());
const SCHEMAS = {
  activate: z.object({ hexes: ids.default([]), leaders: z.array(z.object({ id: z.string(), hex: z.string() })).default([]) }),
  networkMove: z.object({ units: ids, from: z.string(), to: ids }),
  leaveNetwork: z.object({ units: ids, hex: z.string() }),
} as const;
type ImpulseType = keyof typeof SCHEMAS;

/** An impulse entry with its choices parsed: `switch (c.type)` narrows `c.choices`. */
export type ImpulseChoices = {
  [K in ImpulseType]: { readonly type: K; readonly label: string; readonly rule?: string; readonly choices: z.infer<(typeof SCHEMAS)[K]> };
}[ImpulseType];

/** The entry read as an impulse entry; null for any other entry or a shape we do not know. */
export function readImpulseChoices(l: LegalCommand | null | undefined): ImpulseChoices | null {
  if (!l?.choices || !Object.hasOwn(SCHEMAS, l.type)) return null;
  const parsed = SCHEMAS[l.type as ImpulseType].safeParse(l.choices);
  return parsed.success
    ? ({ type: l.type, label: l.label, ...(l.rule ? { rule: l.rule } : {}), choices: parsed.data } as ImpulseChoices)
    : null;
}

/** The hexes an impulse entry is completed by: the hexes one may activate (HL.3), a network move's destinations (HL.4). */
export function impulseHexes(c: ImpulseChoices): readonly string[] {
  if (c.type === 'activate') return c.choices.hexes;
  if (c.type === 'networkMove') return c.choices.to;
  return [];
}

/** The command an impulse entry makes with the hex picked; null when it is not completed by a hex. */
export function impulseCommand(c: ImpulseChoices, hex: string): Record<string, unknown> | null {
  if (c.type === 'activate') return { type: 'activate', hex };
  if (c.type === 'networkMove') return { type: 'networkMove', units: c.choices.units, to: hex };
  return null;
}

/** HL.3: activating a Hero or Leader and the units stacked with him. */
export function activateLeaderCommand(leader: string): Record<string, unknown> {
  return { type: 'activate', leader };
}

/** The leaders an `activate` entry offers in `hex` (the stack viewer shows their buttons). */
export function leadersIn(c: ImpulseChoices | null, hex: string): readonly string[] {
  return c?.type === 'activate' ? c.choices.leaders.filter((l) => l.hex === hex).map((l) => l.id) : [];
}

/** The network move that starts in `hex`, if one is offered: clicking its hex picks the stack. */
export function networkMoveFrom(legal: readonly LegalCommand[], hex: string): LegalCommand | undefined {
  return legal.find((l) => {
    const c = readImpulseChoices(l);
    return c?.type === 'networkMove' && c.choices.from === hex;
  });
}

/** The view is in an Impulse phase (heroes-and-leaders: phase id 'Imp', repeated; `step` is its number). */
export function inImpulse(v: Pick<View, 'phase' | 'status'>): boolean {
  return v.status === 'playing' && (v.phase === 'Imp' || v.phase === 'Impulse');
}

/** The phase line in an impulse: "Turn 2/5 · Impulse 3 · Germans' impulse". */
export function impulsePhaseLine(v: Pick<View, 'turn' | 'turns' | 'step' | 'attacker'>, side: (s: string) => string): string {
  return `Turn ${v.turn}/${v.turns} · Impulse ${v.step ?? 1} · ${possessive(side(v.attacker))} impulse`;
}

/** What this impulse has seen so far: the activation (hex or leader, and the units this seat sees), or the passes in succession. */
export function activationText(imp: ImpulsesView | undefined, side: string, unitName: (id: string) => string): string {
  if (!imp) return '';
  const passes = imp.passes ? ` · ${imp.passes === 1 ? '1 pass' : `${imp.passes} passes`} in succession (two end the impulses, HL.3)` : '';
  const a = imp.activation;
  if (!a) return `${side}: nothing activated yet${passes}`;
  const others = a.units.filter((u) => u !== a.leader).map(unitName);
  const what = a.by === 'leader' && a.leader ? `leader ${unitName(a.leader)} in ${a.hex}` : `hex ${a.hex}`;
  return `${side} activated ${what}${others.length ? ` with ${others.join(', ')}` : ''}${passes}`;
}
