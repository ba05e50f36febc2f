// Support weapons (A9): SW machine guns fire with or through their possessor (A9.1, A9.11), keep
// firing by their Multiple ROF (A9.2), break down on their B# and are repaired in the RPh (A9.7,
// A9.72). It reaches the fire module through hooks only (engine/module.ts `fireAs`: a malfunctioned MG
// fires through nobody; `firepowerFactors`, `onFired`) and the core's `noInherentFire` unit condition.
import type { GameContext, RuleModule, Viewer } from '../../engine/module';
import type { GameState } from '../../engine/state';
import { playerTurnBegins } from '../../engine/turn';
import type { SupportWeaponsView } from '../../protocol/areas/supportWeapons/view';
import { endRofPhase, onFired } from './dice';
import { fireAs, firepowerFactors, mgType, unitConditions } from './mg';
import { SupportWeaponParams } from './params';
import { repairMg } from './repair';
import { MODULE, readSw, sw } from './state';

/** The malfunctioned MG markers a viewer may see: its own side's (what a unit carries is its owner's business, view/project.ts). */
function view(ctx: GameContext, state: GameState, viewer: Viewer): SupportWeaponsView | undefined {
  const ids = Object.keys(readSw(state).malfunctioned)
    .filter((id) => {
      const w = state.units[id];
      return !!w && !w.eliminated && mgType(ctx, w) && (viewer.kind === 'replay' || (viewer.kind === 'side' && viewer.side === w.side));
    })
    .sort();
  return ids.length ? { malfunctioned: ids } : undefined;
}

export const supportWeaponsModule: RuleModule = {
  id: MODULE,
  rules: ['A9.1', 'A9.11', 'A9.2', 'A9.7', 'A9.72', 'A7.352'],
  params: SupportWeaponParams.schema,
  commands: [repairMg],
  fireAs,
  firepowerFactors,
  onFired,
  unitConditions,
  view,
  onPhaseStart(ctx) {
    const s = readSw(ctx.state);
    if (s.repairTried) delete sw(ctx.state).repairTried;
    if (playerTurnBegins(ctx, ctx.state) && (Object.keys(s.firedBy).length || Object.keys(s.rofKept).length)) {
      const w = sw(ctx.state);
      w.firedBy = {};
      w.rofKept = {};
    }
  },
  onPhaseEnd: endRofPhase,
  invariants(ctx, state) {
    const out: string[] = [];
    for (const id of Object.keys(readSw(state).malfunctioned))
      if (!state.units[id] || !mgType(ctx, state.units[id]!)) out.push(`${id} is malfunctioned but is no SW MG`);
    return out;
  },
};
