// The sewers module (ASL B8.1-B8.5): Sewer Movement, the direction and Sewer Emergence drs, fire in
// and out of sewers, the APh and Close Combat beneath the streets. See the files beside this one.
// Through the engine's hooks it brings the Sewer Location kind (out of normal LOS, never overstacked,
// no TEM: B8.2, B8.3), its own drm and B8.3's Hazardous Movement DRM, and B8.5's rubble dr after a DC.
import type { EntryEffect, EntryQuery } from '../../engine/entry';
import type { ApplyContext, GameContext, ResolvedAttack, RuleModule } from '../../engine/module';
import type { Modifier, RollQuery } from '../../engine/rollQuery';
import type { GameState } from '../../engine/state';
import { phasingSide, playerTurnBegins } from '../../engine/turn';
import { EMERGENCE_ROLL, type EmergenceSubject, continueEmergence, emergenceModifiers, sewerEmergenceReveal } from './emergence';
import { SewerParams, SewerScenarioRules } from './params';
import { sewerAdvance, sewerCloseCombat } from './sewerCloseCombat';
import { sewerEmerge } from './sewerEmerge';
import { sewerFire } from './sewerFire';
import {
  DIRECTION_ROLL,
  eliminateStranded,
  enterSewer,
  sewerLeaderCheck,
  sewerLostDestination,
  sewerMove,
  sewerMoveOutstanding,
  startSewerMovement,
} from './sewerMovement';
import { emptySewers, hasSewerLocation, readSewers, type SewerStack, sewers, stacksOf, stackUnits } from './sewerState';
import { sewersView } from './sewerView';
import { combineStacks, purgeSewers, rubbleSewerLocation } from './stacks';

function modifiers(ctx: GameContext, state: GameState, q: RollQuery): readonly Modifier[] {
  if (q.kind === 'ift')
    return q.source === 'sewerFire' && q.target.place === 'sewer' ? [{ name: 'Hazardous Movement', value: -2, rule: 'B8.3' }] : [];
  if (q.kind !== 'module') return [];
  if (q.roll === DIRECTION_ROLL) return (q.subject as SewerStack).lost ? [{ name: 'lost', value: 1, rule: 'B8.41' }] : [];
  if (q.roll === EMERGENCE_ROLL) {
    const s = q.subject as EmergenceSubject;
    return emergenceModifiers(ctx, state, s.stack, s.revealed);
  }
  return [];
}

/** A DC goes into a Sewer Location only beneath a manhole (B8.2) and never into a rubbled one (B8.5). */
function entryCost(ctx: GameContext, state: GameState, q: EntryQuery): readonly EntryEffect[] {
  if (q.to.place !== 'sewer') return NO_EFFECTS; // asked for every destination of every stack in a legal(): one shared empty list
  if (!hasSewerLocation(ctx, q.to.hex)) return [{ kind: 'forbid', reason: `there is no Sewer Location beneath ${q.to.hex}`, rule: 'B8.2' }];
  if (readSewers(state).rubbled.includes(q.to.hex))
    return [{ kind: 'forbid', reason: `the Sewer Location beneath ${q.to.hex} is rubbled`, rule: 'B8.5' }];
  return NO_EFFECTS;
}
const NO_EFFECTS: readonly EntryEffect[] = [];

/** B8.5: a KIA by a DC on a Sewer Location (treated as a stone building) is followed by a rubble dr. */
function onAttackResolved(ctx: ApplyContext, a: ResolvedAttack): void {
  if (a.source !== 'dc' || a.target.place !== 'sewer' || a.result !== 'KIA') return;
  const d = ctx.roll({
    kind: 'dr',
    purpose: `rubble dr for the Sewer Location beneath ${a.target.hex} (as a stone building)`,
    rule: 'B8.5',
    audience: 'all',
  });
  if (d.final <= SewerParams.of(ctx).dcSewerRubbleDr) rubbleSewerLocation(ctx, a.target.hex);
}

export const sewersModule: RuleModule = {
  id: 'sewers',
  rules: ['B8.1', 'B8.2', 'B8.3', 'B8.4', 'B8.41', 'B8.42', 'B8.43', 'B8.44', 'B8.45', 'B8.5'],
  commands: [sewerLeaderCheck, enterSewer, sewerMove, sewerLostDestination, sewerEmergenceReveal, sewerFire, sewerEmerge, sewerAdvance],
  params: SewerParams.schema,
  scenarioRules: SewerScenarioRules.schema,
  locationKinds: [{ id: 'sewer', underground: true, los: 'none', strictStacking: true, terrainTem: false }],
  init: () => emptySewers(),
  modifiers,
  entryCost,
  onAttackResolved,
  onPhaseStart(ctx) {
    const s = ctx.state;
    if (playerTurnBegins(ctx, s)) for (const st of Object.values(sewers(s).stacks)) st.emergence = null; // discovery lasts the Player Turn
    if (s.phase === 'MPh') startSewerMovement(ctx);
  },
  onPhaseEnd(ctx) {
    const s = ctx.state;
    if (s.phase === 'MPh') {
      eliminateStranded(ctx);
      combineStacks(ctx, phasingSide(s));
      continueEmergence(
        ctx,
        stacksOf(s, phasingSide(s)).map((st) => st.id),
      );
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
    for (const u of Object.values(state.units))
      if (!u.eliminated && u.loc?.place === 'sewer' && !inStacks.has(u.id)) out.push(`${u.id} is in a sewer outside any stack`);
    return out;
  },
};
