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
// Fortifications set up hidden (A12.33, our reading):
//   hideFortifications.ts  the setup command marking the side's setup foxholes and trenches hidden
//   reveals.ts             after every command: a hidden counter an enemy unit is in, or a unit is seen beneath
import { readFortifications } from '../core/fortifications';
import type { RuleModule } from '../../engine/module';
import { fortificationGrant, HIDEABLE_KINDS, hideFortifications } from './hideFortifications';
import { HipScenarioRules } from './params';
import { revealSeenFortifications } from './reveals';
import { setUpHidden } from './setUpHidden';

export const hipModule: RuleModule = {
  id: 'hip',
  rules: ['A12.3', 'A12.31', 'A12.15', 'A12.33'],
  commands: [setUpHidden, hideFortifications],
  scenarioRules: HipScenarioRules.schema,
  afterCommand: revealSeenFortifications,
  invariants(ctx, state) {
    const out: string[] = [];
    for (const u of Object.values(state.units)) {
      if (!u.status.hidden) continue;
      if (u.status.concealed) out.push(`${u.id} is both hidden and beneath a "?" (A12.3: hidden is the equal of concealment)`);
      if (u.kind === 'sw' || u.kind === 'dummy') out.push(`${u.id} (${u.kind}) is marked hidden: only units set up hidden are (A12.3)`);
      if (!u.eliminated && !u.loc) out.push(`${u.id} is hidden with no Location`);
    }
    const hidden = readFortifications(state).counters.filter((f) => f.hidden);
    for (const s of ['A', 'B'] as const) {
      const n = hidden.filter((f) => f.side === s).length;
      if (n > fortificationGrant(ctx, s)) out.push(`${s} has ${n} fortifications hidden, beyond its grant (A12.33)`);
    }
    for (const f of hidden) {
      if (!f.placedInSetup || !HIDEABLE_KINDS.includes(f.kind))
        out.push(`${f.id} (${f.kind}) is hidden: only setup foxholes and trenches are (A12.33)`);
      if (state.status !== 'playing') continue;
      const there = Object.values(state.units).filter((u) => !u.eliminated && u.loc?.hex === f.hex && u.loc.place === 'ground');
      if (there.some((u) => u.side !== f.side)) out.push(`${f.id} is still hidden with an enemy unit in its Location (A12.33)`);
      if (there.some((u) => u.side === f.side && u.loc!.position === 'beneath' && !u.status.hidden))
        out.push(`${f.id} is still hidden with a unit seen beneath it (A12.33)`);
    }
    return out;
  },
};
