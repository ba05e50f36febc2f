// A9.8 dismantling and assembly of a SW MG (`dismantleMg`, `assembleMg`): the counter's dm side, kept by
// the core (core/swPieces.ts) so that portage (A4.42, B8.4, B8.61) and fording (B21.41: "Mortars, MMG,
// and HMG must be dm to be portaged by fording Infantry") read it without reading this module.
//   - Which MG: those whose type prints a dm side (`UnitType.dmPortage`: the generic MMG and HMG; B21.41
//     names them); a LMG never.
//   - When: A9.8 "A weapon may start a scenario dm at the owner's option": in setup, once the MG is given
//     to a unit; during play (our reading: the rest of A9.8 was not in the retrieved text) in its
//     owner's PFPh, by a Good Order possessor, with a MG that has not fired in that phase; the MG then
//     counts as having fired in it (its fire marker: it does not fire again that phase).
//   - A dismantled MG may not fire (mg.ts `fireAs` answers nothing for it) and costs its dm PP.
// Both commands and their events are the owner's alone: what a unit carries is its owner's business
// (view/project.ts), and so is the side its counter shows.
import * as z from 'zod';
import { fail } from '../../engine/errors';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand } from '../../engine/module';
import { ownUnit } from '../../engine/ownPieces';
import type { GameState, Side, UnitState } from '../../engine/state';
import { actsFor } from '../../engine/turn';
import { activity, readActivity } from '../core/activity';
import { isDismantled, swPieces } from '../core/swPieces';
import { mgType, possessorOf } from './mg';

const DismantleSchema = z.strictObject({ type: z.literal('dismantleMg'), unit: z.string().max(12) });
const AssembleSchema = z.strictObject({ type: z.literal('assembleMg'), unit: z.string().max(12) });
type Which = 'dismantleMg' | 'assembleMg';

/** A9.8: a MG whose counter has a dm side (the type prints its dm PP). */
export function mayBeDismantled(ctx: GameContext, w: UnitState): boolean {
  return !!mgType(ctx, w) && ctx.unitTypes.get(w.type)?.dmPortage !== undefined;
}

/** In setup (A9.8: "at the owner's option") or in the owner's PFPh (our reading), with a Good Order possessor. */
function mayChangeNow(state: GameState, side: Side, w: UnitState): boolean {
  const p = possessorOf(state, w.id);
  if (!p || p.side !== side) return false;
  if (state.status === 'setup') return !state.setupDone[side];
  // the phase is checked by `candidates`, the one caller
  return !p.status.broken && !readActivity(state).fired[w.id];
}

/** The MG of `side` that `which` may turn now. */
function candidates(ctx: GameContext, state: GameState, side: Side, which: Which): UnitState[] {
  // a pending decision: the engine offers and takes only its answer
  if (state.status !== 'setup' && !actsFor(ctx, state, side, 'prepFire')) return [];
  return Object.values(state.units)
    .filter(
      (w) =>
        w.side === side &&
        !w.eliminated &&
        mayBeDismantled(ctx, w) &&
        isDismantled(state, w.id) === (which === 'assembleMg') &&
        mayChangeNow(state, side, w),
    )
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

function handler(which: Which, schema: typeof DismantleSchema | typeof AssembleSchema): CommandHandler<{ type: Which; unit: string }> {
  const verb = which === 'dismantleMg' ? 'Dismantle' : 'Assemble';
  return {
    type: which,
    schema,
    legal(ctx, state, side): LegalCommand[] {
      return candidates(ctx, state, side, which).map((w) => ({
        type: which,
        label: `${verb} ${ctx.unitTypes.get(w.type)?.name ?? w.type} (${w.id})`,
        rule: 'A9.8',
        command: { type: which, unit: w.id },
      }));
    },
    apply(ctx: ApplyContext, cmd) {
      const w = ownUnit(ctx, cmd.unit);
      if (!mayBeDismantled(ctx, w)) fail('ILLEGAL_COMMAND', `${w.id} has no dm side`, 'A9.8');
      if (!candidates(ctx, ctx.state, ctx.side, which).some((c) => c.id === w.id))
        fail('ILLEGAL_COMMAND', `${w.id} cannot be ${which === 'dismantleMg' ? 'dismantled' : 'assembled'} now`, 'A9.8');
      const p = swPieces(ctx.state);
      const dismantled = { ...p.dismantled };
      if (which === 'dismantleMg') dismantled[w.id] = true;
      else delete dismantled[w.id];
      p.dismantled = dismantled;
      // our reading of A9.8: the labor is the MG's use in that phase
      if (ctx.state.status === 'playing') activity(ctx.state).fired[w.id] = 'prep';
      const data = { unit: w.id, type: w.type, by: possessorOf(ctx.state, w.id)!.id, rule: 'A9.8' };
      if (which === 'dismantleMg') ctx.emit({ type: 'mgDismantled', audience: ctx.side, data });
      else ctx.emit({ type: 'mgAssembled', audience: ctx.side, data });
    },
  };
}

export const dismantleMg = handler('dismantleMg', DismantleSchema);
export const assembleMg = handler('assembleMg', AssembleSchema);
