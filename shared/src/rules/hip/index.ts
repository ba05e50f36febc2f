// Hidden Initial Placement (A12.3-A12.31): one module.
//   params.ts       the scenario's grant per side (A12.3: how many squad equivalents, SMC with them, hexes)
//   grants.ts       what a side may set up hidden under its grant, refused with the rule otherwise
//   setUpHidden.ts  the setup command that marks the side's placed units hidden, for the owner alone
// Where HIP ends is the core's, one seam every module calls (rules/core/concealment.ts `loseHip`):
// totally discovered (A12.31) by an attack that affects it (core/attack.ts; fire at its Location
// attacks it as a concealed unit, fire.ts), by firing (fire.ts), by an enemy unit moving into its
// Location (movement.ts), by an Entrenching Attempt in view (entrenching.ts, A12.141), by a router
// repulsed through a tunnel (tunnels/routing.ts) or a Sewer card's squad stopped (sewerCards/emerge.ts);
// beneath a "?" (A12.15) when an enemy advances or comes up out of a sewer into its Location
// (advance.ts, sewers/sewerEmerge.ts), a router is repulsed there (rout/repulse.ts), or (A12.3, our
// reading) when it moves (core/stackCommand.ts) or digs a public foxhole out of view (entrenching.ts).
// What the others see of a hidden unit is nothing at all (view/project.ts `opponentSees`).
import type { RuleModule } from '../../engine/module';
import { HipScenarioRules } from './params';
import { setUpHidden } from './setUpHidden';

export const hipModule: RuleModule = {
  id: 'hip',
  rules: ['A12.3', 'A12.31', 'A12.15'],
  commands: [setUpHidden],
  scenarioRules: HipScenarioRules.schema,
  invariants(_ctx, state) {
    const out: string[] = [];
    for (const u of Object.values(state.units)) {
      if (!u.status.hidden) continue;
      if (u.status.concealed) out.push(`${u.id} is both hidden and beneath a "?" (A12.3: hidden is the equal of concealment)`);
      if (u.kind === 'sw' || u.kind === 'dummy') out.push(`${u.id} (${u.kind}) is marked hidden: only units set up hidden are (A12.3)`);
      if (!u.eliminated && !u.loc) out.push(`${u.id} is hidden with no Location`);
    }
    return out;
  },
};
