// The scene of the MG tests: a German squad with a LMG two hexes from a Russian squad, in the Germans' PFPh.
import type { LegalCommand, Ruleset } from '../engine/module';
import { given } from './scenarioBuilder';

type FireEvent = {
  type: string;
  data: { firers: string[]; fp: number; fpBreakdown: { unit: string; base: number; fp: number; factors: { rule: string }[] }[] };
};

/** B01 (4-6-7) with the LMG B06 in 72J5, B04 (2-4-8) in 72J6, the Russian A01 in 72J3 (two hexes), in the Germans' PFPh. */
export function scene(
  patch?: (s: Record<string, unknown>) => void,
  carries: Record<string, string[]> = { B01: ['B06'] },
  rules: string | Ruleset = 'asl',
) {
  const g = given('hamlet-line', rules, patch).unit('B01', '72J5').unit('B04', '72J6').unit('A01', '72J3');
  for (const [id, sw] of Object.entries(carries)) g.state.units[id]!.carries = sw;
  return g.playing({ phase: 'PFPh', attacker: 'B' });
}

export const fires = (legal: LegalCommand[]) => legal.filter((l) => l.type === 'fire' && !(l.choices as { group?: boolean }).group);
export const firersAt = (legal: LegalCommand[], target: string) =>
  fires(legal).flatMap((l) => (l.choices as { byTarget: Record<string, string[]> }).byTarget[target] ?? []);
export const lastFire = (events: readonly { type: string; audience?: string }[]) =>
  events.filter((e) => e.type === 'fire' && e.audience !== 'A').at(-1) as unknown as FireEvent;
