// Sewer-cards action turns on the match page (SC.7, Tide of Iron's Action Phase): the phase line
// ("Turn 2/5 · Action turn 3 · Soviets' action"), what is active and the passes in succession, the
// activation tokens on counters (fatigue, Op Fire), and the legal entries the client completes:
// `activate` (a unit, then one of its actions) and `assault` (a unit, then its target hex). Entries and
// the module view are read with schemas of their own, so the page works whether or not the shared
// protocol lists them. Pure: text and commands, no DOM.
import type { ActivationsView, LegalCommand, ModuleViews, View } from '@hexfog/shared/protocol/index';
import * as z from 'zod';
import type { UnitBadge } from '../../counters/badge';

const ActivateChoices = z.object({
  units: z.array(z.object({ id: z.string(), hex: z.string(), actions: z.array(z.string()).min(1) })).min(1),
});
const AssaultChoices = z.object({ units: z.array(z.object({ id: z.string(), targets: z.array(z.string()) })).min(1) });
const Token = z.enum(['fatigue', 'opFire']);
const ActivationsSchema = z.object({
  active: z.object({ unit: z.string(), action: z.string() }).nullable().default(null),
  tokens: z.record(z.string(), Token).default({}),
  passes: z.int().default(0),
  round: z.int().default(1),
});

export type ActivateUnit = z.infer<typeof ActivateChoices>['units'][number];
export type AssaultUnit = z.infer<typeof AssaultChoices>['units'][number];

/** The `activate` entry of sewer-cards (units with their actions); null for heroes-and-leaders' (hexes, leaders) or another shape. */
export function readActivate(l: LegalCommand | null | undefined): readonly ActivateUnit[] | null {
  if (l?.type !== 'activate') return null;
  const p = ActivateChoices.safeParse(l.choices);
  return p.success ? p.data.units : null;
}

/** The `assault` entry: each unit that may assault and the enemy-held hexes it may assault (SC.7, core assault). */
export function readAssault(l: LegalCommand | null | undefined): readonly AssaultUnit[] | null {
  if (l?.type !== 'assault') return null;
  const p = AssaultChoices.safeParse(l.choices);
  return p.success ? p.data.units : null;
}

/** The `activations` module's view part; null when the match plays no action turns (or a shape we do not know). */
export function readActivations(modules: ModuleViews | undefined): ActivationsView | null {
  const raw = modules?.['activations'];
  if (!raw) return null;
  const p = ActivationsSchema.safeParse(raw);
  return p.success ? p.data : null;
}

export function activateCommand(unit: string, action: string): Record<string, unknown> {
  return { type: 'activate', unit, action };
}

export function assaultCommand(unit: string, hex: string): Record<string, unknown> {
  return { type: 'assault', unit, hex };
}

/** The actions' names on the buttons (a module's own action keeps its id, in words). */
const ACTION_NAMES: Readonly<Record<string, string>> = {
  advance: 'Advance',
  fire: 'Fire',
  fireAndMove: 'Fire and move',
  opFire: 'Prepare Op Fire',
  fatigue: 'Rest (fatigue)',
  assault: 'Assault',
};

export function actionName(action: string): string {
  return ACTION_NAMES[action] ?? action.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

/** The units of an `activate` entry in a hex (the selected hex's buttons). */
export function activatableIn(units: readonly ActivateUnit[] | null, hex: string): readonly ActivateUnit[] {
  return (units ?? []).filter((u) => u.hex === hex);
}

/** The hexes a chosen assaulting unit may assault (highlighted on the board). */
export function assaultTargets(units: readonly AssaultUnit[] | null, unit: string | null): readonly string[] {
  return (units ?? []).find((u) => u.id === unit)?.targets ?? [];
}

/** The view is in the action turns (sewer-cards: phase id 'Act', repeated; `step` is its number). */
export function inActionTurns(v: Pick<View, 'phase' | 'status'>): boolean {
  return v.status === 'playing' && v.phase === 'Act';
}

function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/** "Turn 2/5 · Action turn 3 · Soviets' action". */
export function actionTurnLine(v: Pick<View, 'turn' | 'turns' | 'step' | 'attacker'>, side: (s: string) => string): string {
  return `Turn ${v.turn}/${v.turns} · Action turn ${v.step ?? 1} · ${possessive(side(v.attacker))} action`;
}

/** What this action turn has seen: the active unit and its action, or the passes in succession (two end the round's action turns). */
export function activationsText(a: ActivationsView | null, side: string, unitName: (id: string) => string): string {
  if (!a) return '';
  const passes = a.passes ? ` · ${a.passes === 1 ? '1 pass' : `${a.passes} passes`} in succession (two end the action turns, SC.7)` : '';
  if (!a.active) return `${side}: nothing active yet${passes}`;
  return `${side}: ${unitName(a.active.unit)} is active: ${actionName(a.active.action).toLowerCase()}${passes}`;
}

/** The badge a token puts on a counter: "F" fatigue, "OF" Op Fire. */
export function tokenBadge(token: 'fatigue' | 'opFire' | undefined): UnitBadge | null {
  if (token === 'fatigue') return { text: 'F', title: 'fatigue token: acted this round (SC.7)', colour: '#6d4c41' };
  if (token === 'opFire')
    return { text: 'OF', title: 'Op Fire token: may fire at an enemy unit acting in its LOS (SC.7)', colour: '#e65100' };
  return null;
}

/** The end-of-phase entry's label is the module's ("Pass" before anything is active, "End action" after); absent: none. */
export function endLabel(legal: readonly LegalCommand[]): string | null {
  return legal.find((l) => l.type === 'endPhase')?.label ?? null;
}
