// The snipers module's view: public, the same for every viewer. A14.2 places the Sniper counter on the
// board in the open ("places one friendly Sniper Counter in an unoccupied hex"): nothing in A14 hides it
// or the SAN, which the scenario OB prints for both sides.
import type { GameContext } from '../../engine/module';
import type { GameState } from '../../engine/state';
import type { SnipersView } from '../../protocol/areas/snipers/view';
import { MODULE, type SnipersState } from './state';

export function snipersView(_ctx: GameContext, state: GameState): SnipersView | undefined {
  const s = state.modules[MODULE] as SnipersState | undefined;
  if (!s || !Object.keys(s).length) return undefined;
  const out: { A?: { san: number; hex: string | null }; B?: { san: number; hex: string | null } } = {};
  for (const side of ['A', 'B'] as const) {
    const c = s[side];
    if (c) out[side] = { san: c.san, hex: c.hex };
  }
  return out;
}
