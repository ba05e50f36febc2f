// The sewers module (ASL B8.1-B8.5): Sewer Movement, the direction and Sewer Emergence drs, fire in
// and out of sewers, the APh and Close Combat beneath the streets. See the files beside this one.
import type { RuleModule } from '../../engine/module';
import { continueEmergence, sewerEmergenceReveal } from './emergence';
import { purgeSewers, sewerAdvance, sewerCloseCombat, sewerEmerge, sewerFire } from './sewerCombat';
import { eliminateStranded, enterSewer, sewerLeaderCheck, sewerLostDestination, sewerMove, sewerMoveOutstanding, startSewerMovement } from './sewerMovement';
import { emptySewers, readSewers, sewers, stacksOf, stackUnits } from './sewerState';
import { sewersView } from './sewerView';

export const sewersModule: RuleModule = {
  id: 'sewers',
  rules: ['B8.1', 'B8.2', 'B8.3', 'B8.4', 'B8.41', 'B8.42', 'B8.43', 'B8.44', 'B8.45', 'B8.5'],
  commands: [sewerLeaderCheck, enterSewer, sewerMove, sewerLostDestination, sewerEmergenceReveal, sewerFire, sewerEmerge, sewerAdvance],
  init: () => emptySewers(),
  onPhaseStart(ctx) {
    const s = ctx.state;
    if (s.phase === 'RPh') for (const st of Object.values(sewers(s).stacks)) st.emergence = null; // discovery lasts the Player Turn
    if (s.phase === 'MPh') startSewerMovement(ctx);
  },
  onPhaseEnd(ctx) {
    const s = ctx.state;
    if (s.phase === 'MPh') {
      eliminateStranded(ctx);
      continueEmergence(ctx, stacksOf(s, s.attacker).map((st) => st.id));
    }
    if (s.phase === 'CCPh') sewerCloseCombat(ctx);
    purgeSewers(ctx);
  },
  blocksPhaseEnd(ctx, state) {
    const st = sewerMoveOutstanding(ctx, state);
    return st ? { message: `${st.id} must move: units in a sewer cannot remain motionless`, rule: 'B8.41' } : undefined;
  },
  view: (ctx, state, viewer) => sewersView(ctx, state, viewer),
  invariants(_ctx, state) {
    const out: string[] = [];
    const inStacks = new Set<string>();
    for (const st of Object.values(readSewers(state).stacks)) {
      for (const u of stackUnits(state, st)) {
        inStacks.add(u.id);
        if (u.loc?.place !== 'sewer' || u.loc.hex !== st.hex) out.push(`${u.id} of ${st.id} is not in the Sewer Location of ${st.hex}`);
        if (!u.status.concealed) out.push(`${u.id} is in a sewer without its "Sewer ?" (B8.41)`);
      }
    }
    for (const u of Object.values(state.units)) if (!u.eliminated && u.loc?.place === 'sewer' && !inStacks.has(u.id)) out.push(`${u.id} is in a sewer outside any stack`);
    return out;
  },
};
