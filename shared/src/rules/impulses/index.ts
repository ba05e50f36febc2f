// Impulses (heroes-and-leaders, HL.3 as we read it): the sides alternate impulses (sequence.ts); in
// its impulse the active side activates one hex's units or a Hero/Leader and his Location's
// (activation.ts) and moves or fires with them; the other side may take Opportunity Fire (the core's
// Defensive First Fire question); the impulses of a Game Turn end when both pass in succession.
// Each unit acts once a Game Turn, by activation or by Opportunity Fire (`used`, conditions.ts).
import type { ApplyContext, RuleModule } from '../../engine/module';
import { moduleState } from '../../engine/moduleState';
import type { GameState } from '../../engine/state';
import { readActivity } from '../core/activity';
import { activationCommands } from './activation';
import { impulseConditions } from './conditions';
import { IMPULSE_PHASE } from './sequence';
import { emptyImpulses, IMPULSES_MODULE, readImpulses, type ImpulsesState } from './state';
import { impulsesView } from './view';

const mutable = (ctx: ApplyContext) => moduleState<ImpulsesState>(ctx.state, IMPULSES_MODULE, emptyImpulses);

/** Impulse end: the activated units, and the other side's units that took Opportunity Fire, have acted this Game Turn. */
function endImpulse(ctx: ApplyContext): void {
  const s = mutable(ctx);
  // every unit that fired this Game Turn (`fired` is cleared at the RPh only): the other side's took
  // Opportunity Fire; the active side's were activated (no other unit of it may fire), so are used anyway
  const firers = Object.keys(readActivity(ctx.state).fired);
  s.used = [...new Set([...s.used, ...(s.activation?.units ?? []), ...firers])];
  s.passes = s.activation ? 0 : s.passes + 1;
  s.activation = null;
}

export const impulsesModule: RuleModule = {
  id: IMPULSES_MODULE,
  rules: ['HL.3'],
  commands: activationCommands,
  init: emptyImpulses,
  unitConditions: impulseConditions,
  onPhaseStart(ctx) {
    const s = mutable(ctx);
    if (ctx.state.phase === 'RPh') {
      Object.assign(s, { passes: 0, activation: null, used: [] });
      // A4.51: CX lasts until its owner's next Player Turn; with impulses, read as the next Game Turn, for both sides
      for (const u of Object.values(ctx.state.units)) u.status.cx = false;
    }
    if (ctx.state.phase === IMPULSE_PHASE) {
      s.serial += 1;
      s.activation = null;
    }
  },
  onPhaseEnd(ctx) {
    if (ctx.state.phase === IMPULSE_PHASE) endImpulse(ctx);
  },
  // an impulse that activated nothing is a pass (two in succession end the impulses, sequence.ts)
  endPhaseLabel(_ctx, state) {
    if (state.phase !== IMPULSE_PHASE) return undefined;
    return readImpulses(state).activation ? 'End impulse' : 'Pass';
  },
  view: impulsesView,
  invariants(_ctx, state) {
    const s = readImpulses(state);
    const out = s.activation ? activationBreaks(state, s.activation, s.used) : [];
    if (s.passes > 2) out.push(`${s.passes} passes in succession`);
    return out;
  },
};

/** What is wrong with the impulse's activation: one outside the Impulse phase, used or inactive-side units in it. */
function activationBreaks(state: GameState, a: NonNullable<ImpulsesState['activation']>, used: readonly string[]): string[] {
  const out: string[] = [];
  if (state.phase !== IMPULSE_PHASE) out.push(`an activation outlives the Impulse phase (${state.phase})`);
  for (const id of a.units) if (used.includes(id)) out.push(`${id} is activated but has already acted this Game Turn`);
  for (const id of a.units)
    if (state.units[id] && state.units[id]!.side !== state.attacker) out.push(`${id} is activated but is not of the active side`);
  return out;
}
