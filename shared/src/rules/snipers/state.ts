// The snipers module's state: each side's SAN and where its Sniper counter is (A14.1, A14.2).
import type { GameContext } from '../../engine/module';
import { moduleState, readModuleState } from '../../engine/moduleState';
import type { GameState, Side } from '../../engine/state';
import { SniperScenarioRules } from './params';

export const MODULE = 'snipers';

export interface SniperCounter {
  san: number;
  /** null once removed from play (A14.1: SAN < 2), and while still to be placed. */
  hex: string | null;
  /** A14.2: its owner places it before play (placement.ts); the scenario named no hex. */
  toPlace?: true;
}

export type SnipersState = Partial<Record<Side, SniperCounter>>;

/** A14.01: a Sniper for each side whose scenario OB designates a SAN >= 2. */
export function initSnipers(ctx: GameContext): SnipersState | undefined {
  const given = SniperScenarioRules.of(ctx).snipers;
  if (!given) return undefined;
  const out: SnipersState = {};
  for (const side of ['A', 'B'] as const) {
    const s = given[side];
    if (!s) continue;
    if (s.san < 2) {
      out[side] = { san: s.san, hex: null };
      continue;
    }
    if (s.hex === undefined) {
      out[side] = { san: s.san, hex: null, toPlace: true };
      continue;
    }
    const hex = ctx.map.byName(s.hex);
    if (!hex) throw new Error(`scenario rule snipers.${side}.hex: no hex ${s.hex} on the map`);
    out[side] = { san: s.san, hex: hex.name };
  }
  return out;
}

export function snipers(state: GameState): SnipersState {
  return readModuleState<SnipersState>(state, MODULE, () => ({}));
}

export function writableSnipers(state: GameState): SnipersState {
  return moduleState<SnipersState>(state, MODULE, () => ({}));
}
