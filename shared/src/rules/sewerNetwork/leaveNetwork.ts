// Coming up out of the network (HL.2: "Entrance to and exit from the sewer system are limited to"
// the nodes): a stack in a Sewer or Tunnel Location climbs into the ground Location of its hex in its
// impulse, for MF (parameter `leaveNetworkMf`, our reading), in the enemy's view: the entry hooks run,
// so Opportunity Fire (Defensive First Fire) may follow. Not through a node covered by Rubble or Blaze
// (HL.8): units there leave it through the network.
import * as z from 'zod';
import { fail } from '../../engine/errors';
import { runOnEnter, unitCondition } from '../../engine/hooks';
import type { CommandHandler, GameContext, LegalCommand } from '../../engine/module';
import type { GameState, Side, UnitState } from '../../engine/state';
import { actsFor } from '../../engine/turn';
import { ground, locationKey } from '../../units/location';
import { activity, readActivity } from '../core/activity';
import { allowance, emitGroupMove, fits, mfLeft } from '../core/moving';
import { stackFromCommand } from '../core/stackCommand';
import { closed, isNetworkPlace } from './network';
import { NetworkParams } from './params';

const LeaveNetworkSchema = z.strictObject({ type: z.literal('leaveNetwork'), units: z.array(z.string().max(12)).min(1).max(12) });
type LeaveNetwork = z.infer<typeof LeaveNetworkSchema>;

function mayLeave(ctx: GameContext, state: GameState, u: UnitState): boolean {
  const act = readActivity(state);
  if (u.eliminated || !isNetworkPlace(u.loc ?? undefined) || u.status.broken || u.status.pinned) return false;
  return !act.done[u.id] && !act.fired[u.id] && !unitCondition(ctx, state, u, 'inactive');
}

/** MF the climb costs each unit: all it has left, or the parameter's number. */
function cost(ctx: GameContext, state: GameState, u: UnitState, group: readonly UnitState[]): number {
  const p = NetworkParams.of(ctx).leaveNetworkMf;
  return p === 'all' ? mfLeft(state, u, group) : p;
}

export const leaveNetwork: CommandHandler<LeaveNetwork> = {
  type: 'leaveNetwork',
  schema: LeaveNetworkSchema,
  legal(ctx, state, side: Side): LegalCommand[] {
    if (!actsFor(ctx, state, side, 'move')) return [];
    const byLoc = new Map<string, UnitState[]>();
    for (const u of Object.values(state.units))
      if (u.side === side && mayLeave(ctx, state, u)) byLoc.set(locationKey(u.loc!), [...(byLoc.get(locationKey(u.loc!)) ?? []), u]);
    const out: LegalCommand[] = [];
    for (const g of byLoc.values()) {
      const hex = g[0]!.loc!.hex;
      if (closed(ctx, hex) || !fits(ctx, state, side, hex, g)) continue;
      out.push({
        type: 'leaveNetwork',
        label: `Come up out of the ${g[0]!.loc!.place} at ${hex}`,
        rule: 'HL.2',
        choices: { units: g.map((u) => u.id), hex },
      });
    }
    return out;
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (!actsFor(ctx, state, side, 'move')) fail('WRONG_PHASE', 'units come up out of the network when they may move', 'HL.2');
    const group = stackFromCommand(ctx, cmd.units, (u) => mayLeave(ctx, state, u), 'cannot come up out of the network now', 'HL.2');
    const from = group[0]!.loc!;
    if (closed(ctx, from.hex)) fail('ILLEGAL_COMMAND', `${from.hex} is covered by Rubble or Blaze: no exit there`, 'HL.8');
    const to = ground(from.hex);
    if (!fits(ctx, state, side, to, group)) fail('OVERSTACKED', `${from.hex} would be overstacked`, 'A5.1');
    const costs = group.map((u) => cost(ctx, state, u, group));
    if (group.some((u, i) => costs[i]! > mfLeft(state, u, group)))
      fail('ILLEGAL_COMMAND', `coming up costs ${Math.max(...costs)} MF`, 'HL.2');
    const act = activity(state);
    group.forEach((u, i) => {
      u.loc = { ...to };
      act.mf[u.id] = (act.mf[u.id] ?? 0) + costs[i]!;
      act.moved[u.id] = true;
      if (act.mf[u.id]! >= allowance(u, group)) act.done[u.id] = true;
    });
    const mf = Math.max(...costs);
    emitGroupMove(ctx, 'networkLeft', group, from.hex, from.hex, { rule: 'HL.2', mf });
    // Stryker disable next-line BooleanLiteral: no onEnter hook reads `entered` for a climb within its hex to a Location with no position (fire asks Defensive First Fire either way; concealment reads it for 'move'/'rout' only, ice for another hex, entrenchments for a position)
    runOnEnter(ctx, { side, group, from, to, purpose: 'levelChange', mf, entered: true });
  },
  sample(entry) {
    return { type: 'leaveNetwork', units: entry.choices!.units as string[] };
  },
};
