// Hidden Initial Placement (A12.3-A12.31): one module.
//   params.ts       the scenario's grant per side (A12.3: how many squad equivalents, SMC with them, hexes)
//   grants.ts       what a side may set up hidden under its grant, refused with the rule otherwise
//   setUpHidden.ts  the setup command that marks the side's placed units hidden, for the owner alone
// Where HIP ends is the core's, one seam every module calls (rules/core/concealment.ts `loseHip`):
// an attack that affects a hidden unit (core/attack.ts), a hidden unit that fires (fire.ts) or moves
// (core/stackCommand.ts), an enemy unit that moves into its Location (movement.ts: totally discovered,
// A12.31) or advances into it (advance.ts: beneath a "?", A12.15), a rout into it (rout/repulse.ts,
// A10.533 with A12.15), an Entrenching Attempt in view (entrenching.ts, A12.141). What the others see of a
// hidden unit is nothing at all (view/project.ts `opponentSees`).
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
