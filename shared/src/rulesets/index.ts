// Rulesets: a module list, parameter values, the sequence of play and changes to Location kinds. The
// server composes a ruleset with the engine. Every ruleset plays the chapter A core first.
import type { RuleModule, Ruleset } from '../engine/module';
import { activationsModule } from '../rules/activations/index';
import { actionTurns, SC_PHASES } from '../rules/activations/sequence';
import { advanceModule } from '../rules/advance/advance';
import { closeCombatModule } from '../rules/closeCombat/closeCombat';
import { concealmentModule } from '../rules/concealment/concealment';
import { fortificationsModule } from '../rules/core/fortifications';
import { hipModule } from '../rules/hip/index';
import { coreModule } from '../rules/core/module';
import { demolitionModule } from '../rules/demolition/demolition';
import { entrenchmentsModule } from '../rules/entrenchments/index';
import { fireModule } from '../rules/fire/fire';
import { impulsesModule } from '../rules/impulses/index';
import { HL_PHASES, impulses } from '../rules/impulses/sequence';
import { movementModule } from '../rules/movement/movement';
import { rallyModule } from '../rules/rally/rally';
import { routModule } from '../rules/rout/rout';
import { setupModule } from '../rules/setup/setup';
import { sewerCardsModule } from '../rules/sewerCards/index';
import { sewerNetworkModule } from '../rules/sewerNetwork/index';
import { sewersModule } from '../rules/sewers/index';
import { snipersModule } from '../rules/snipers/index';
import { supportWeaponsModule } from '../rules/supportWeapons/index';
import { tunnelsModule } from '../rules/tunnels/index';
import { ASL_PHASES, playerTurns } from '../rules/turn/sequence';
import { turnModule } from '../rules/turn/turn';
import { controlModule } from '../rules/victory/victory';
import { waterModule } from '../rules/water/index';

export { RULESET_IDS, type RulesetId } from '../protocol/rulesets';

// Order matters where hooks meet: Close Combat (closeCombat, then the sewers') resolves as the CCPh
// ends, before Control is updated and "?" may be regained (control, concealment).
const before: readonly RuleModule[] = [
  coreModule,
  fortificationsModule,
  setupModule,
  hipModule,
  turnModule,
  movementModule,
  fireModule,
  supportWeaponsModule,
  rallyModule,
  routModule,
  advanceModule,
  closeCombatModule,
];
const after: readonly RuleModule[] = [controlModule, concealmentModule];

/**
 * The rules version of every ruleset below (they share the chapter A core). History:
 * 1: the first rules (a formula IFT, the red CC Kill Numbers, the ATTACKER ended every phase, no RPh);
 * 2: chapter A as printed (the IFT and CC Table, A10 morale and the Rally Phase, A3.4, A10.5 rout);
 * 3: one dice stream per roll audience (rng/dice.ts): the same seed gives other dice to the same rolls;
 * 6: fire in the attacker's own Location is TPBF, tripled (A7.21; it was doubled); CC attacks declared (A11.12);
 * 9: the second fidelity round (issue #33): terrain costs (B19.4, B20.42, B16.4, B20.91), portage MF (A4.42),
 *    Minimum Move (A4.134), sewer fire at concealed units (A7.23), pinned CC (A7.8), A10.22, A12.13, First Fire
 *    follow-up attacks (A8.14), one Interdiction NMC per hex (A10.53), rout repulsed (A10.533), B21.122's EC drm,
 *    setup counter ids by side and hex: a stored match replays differently, so it is shown, not continued.
 * 12: the rest of #33: a Minimum Move's survivors are pinned and CX (A4.134), one concealed unit revealed by
 *    Random Selection when a rout is repulsed (A10.533), advance reads portage and CX (A4.72), and what the
 *    mutation tests of the seed areas found (water, impulses, activations).
 * 15: the chapter A the seeds lean on (issue #36): machine guns fire (A9.1-A9.7), are dismantled (A9.8) and
 *    captured (A21.1); a support weapon of an eliminated possessor stays in its Location (A4.44); Snipers
 *    (A14), their counters placed before play (A14.2); Hidden Initial Placement (A12.3).
 */
export const RULES_VERSION = 15;

/** heroes-and-leaders' rules version: 4, impulses instead of ASL's Player Turns (rules/impulses); 7: as RULES_VERSION 6; 10: as RULES_VERSION 9 (and HL.2: no entrance at a stone building node); 13: as RULES_VERSION 12; 16: as RULES_VERSION 15. */
export const HL_RULES_VERSION = 16;

/** sewer-cards' rules version: 5, action turns with activation tokens and a Status Phase (rules/activations); 8: as RULES_VERSION 6; 11: as RULES_VERSION 9; 14: as RULES_VERSION 12; 17: as RULES_VERSION 15. */
export const SC_RULES_VERSION = 17;

const asl = { phases: ASL_PHASES, turn: playerTurns, rulesVersion: RULES_VERSION } as const;

export const RULESETS: Readonly<Record<string, Ruleset>> = {
  asl: {
    id: 'asl',
    name: 'ASL: sewers and tunnels, entrenchments, water obstacles',
    modules: [...before, sewersModule, tunnelsModule, demolitionModule, entrenchmentsModule, waterModule, snipersModule, ...after],
    params: {},
    ...asl,
  },
  'heroes-and-leaders': {
    id: 'heroes-and-leaders',
    name: 'Heroes and Leaders sewer variant',
    modules: [...before, impulsesModule, sewerNetworkModule, ...after],
    params: {},
    phases: HL_PHASES,
    turn: impulses,
    rulesVersion: HL_RULES_VERSION,
  },
  'sewer-cards': {
    id: 'sewer-cards',
    name: 'Sewer cards (Stalingrad) variant',
    modules: [...before, activationsModule, sewerCardsModule, ...after],
    params: { firstFireFollowUp: false },
    phases: SC_PHASES,
    turn: actionTurns,
    rulesVersion: SC_RULES_VERSION,
  },
};

const withParams = new Map<string, Ruleset>();

/**
 * A ruleset by id; with `params`, the ruleset with those parameter values over its own: a match option
 * that changes a rule (sewer-cards: hidden Sewer cards) is a parameter, checked by the modules' schemas
 * like any other. The same values give the same object (the engine caches by it).
 */
export function ruleset(id: string, params?: Readonly<Record<string, unknown>>): Ruleset {
  const r = RULESETS[id];
  if (!r) throw new Error(`unknown ruleset ${id}`);
  if (!params || !Object.keys(params).length) return r;
  const key = `${id}:${JSON.stringify(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1)))}`;
  let v = withParams.get(key);
  if (!v) withParams.set(key, (v = { ...r, params: { ...r.params, ...params } }));
  return v;
}
