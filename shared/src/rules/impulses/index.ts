// Impulses (heroes-and-leaders, HL.3 as we read it): the sides alternate impulses (sequence.ts); in
// its impulse the active side activates one hex's units or a Hero/Leader and his Location's
// (activation.ts) and moves or fires with them; the other side may take Opportunity Fire (the core's
// Defensive First Fire question); the impulses of a Game Turn end when both pass in succession.
// Each unit acts once a Game Turn, by activation or by Opportunity Fire (`used`, conditions.ts).
import type { ApplyContext, RuleModule } from '../../engine/module';
import { moduleState } from '../../engine/moduleState';
import { nonPhasingSide } from '../../engine/turn';
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
  const fired = readActivity(ctx.state).fired;
  // Stryker disable next-line ConditionalExpression: equivalent, the phasing side's firers were activated, so are already used
  const firers = Object.keys(fired).filter((id) => ctx.state.units[id]?.side === nonPhasingSide(ctx.state));
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
    const out: string[] = [];
    if (s.activation && state.phase !== IMPULSE_PHASE) out.push(`an activation outlives the Impulse phase (${state.phase})`);
    for (const id of s.activation?.units ?? [])
      if (s.used.includes(id)) out.push(`${id} is activated but has already acted this Game Turn`);
    for (const id of s.activation?.units ?? [])
      if (state.units[id] && state.units[id]!.side !== state.attacker) out.push(`${id} is activated but is not of the active side`);
    if (s.passes > 2) out.push(`${s.passes} passes in succession`);
    return out;
  },
};
