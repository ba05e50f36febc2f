// A9.72 repair: in the RPh the owner of a malfunctioned MG possessed by a good-order unit may roll a
// dr to repair it: <= `mgRepair` it is repaired, >= `mgEliminated` it is eliminated (both ruleset
// parameters, docs/rules-coverage.md). One attempt per MG per RPh. The roll is the owner's alone:
// what a unit carries is its owner's business (view/project.ts).
import * as z from 'zod';
import { fail } from '../../engine/errors';
import type { CommandHandler } from '../../engine/module';
import { ownUnit } from '../../engine/ownPieces';
import type { GameState, Side } from '../../engine/state';
import { actsFor } from '../../engine/turn';
import type { GameContext } from '../../engine/module';
import { possessorOf } from './mg';
import { SupportWeaponParams } from './params';
import { readSw, sw } from './state';

const RepairSchema = z.strictObject({ type: z.literal('repairMg'), unit: z.string().max(12) });

/** The malfunctioned MG a side may try to repair now. */
function repairable(ctx: GameContext, state: GameState, side: Side): string[] {
  if (!actsFor(ctx, state, side, 'rally')) return []; // a pending decision: the engine offers and takes only its answer
  const s = readSw(state);
  return Object.keys(s.malfunctioned)
    .filter((id) => {
      const w = state.units[id];
      const p = possessorOf(state, id);
      return !!w && !w.eliminated && w.side === side && !s.repairTried?.[id] && !!p && !p.status.broken;
    })
    .sort();
}

export const repairMg: CommandHandler<z.infer<typeof RepairSchema>> = {
  type: 'repairMg',
  schema: RepairSchema,
  legal(ctx, state, side) {
    return repairable(ctx, state, side).map((id) => ({
      type: 'repairMg',
      label: `Repair ${ctx.unitTypes.get(state.units[id]!.type)?.name ?? id} (${id})`,
      rule: 'A9.72',
      command: { type: 'repairMg', unit: id },
    }));
  },
  apply(ctx, cmd) {
    const w = ownUnit(ctx, cmd.unit);
    if (!repairable(ctx, ctx.state, ctx.side).includes(w.id)) fail('ILLEGAL_COMMAND', `${w.id} cannot be repaired now`, 'A9.72');
    const p = SupportWeaponParams.of(ctx);
    const s = sw(ctx.state);
    s.repairTried = { ...(s.repairTried ?? {}), [w.id]: true };
    const r = ctx.roll({ kind: 'dr', purpose: `repair ${w.id}`, rule: 'A9.72', audience: ctx.side });
    const result = r.original <= p.mgRepair ? 'repaired' : r.original >= p.mgEliminated ? 'eliminated' : 'none';
    if (result !== 'none') delete s.malfunctioned[w.id];
    if (result === 'eliminated') {
      w.eliminated = true;
      const owner = possessorOf(ctx.state, w.id);
      if (owner) owner.carries = owner.carries.filter((id) => id !== w.id);
    }
    ctx.emit({ type: 'mgRepair', audience: ctx.side, data: { unit: w.id, type: w.type, dr: r.original, result, rule: 'A9.72' } });
  },
};
