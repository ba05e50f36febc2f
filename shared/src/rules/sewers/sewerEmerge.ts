// Coming up out of a sewer in the APh (B8.41, B8.42): a stack may only advance up into the Manhole
// Location if its Emergence dr allowed it, concealed or not at the owner's choice, even into enemy
// units (Close Combat follows), pinned and CX if the Location it left that turn was Encircled; never
// up into a Known enemy-occupied Fortified Building Location (B8.41 EXC, B23.922).
import * as z from 'zod';
import { fail } from '../../engine/errors';
import type { CommandHandler, GameContext } from '../../engine/module';
import { otherSide, type GameState, type Side, type UnitState } from '../../engine/state';
import { actsIn } from '../../engine/turn';
import { ground, sameLocation } from '../../units/location';
import { activity } from '../core/activity';
import { loseHip, revealIfSeen } from '../core/concealment';
import { fits } from '../core/moving';
import { isFortifiedBuilding } from '../core/fortifications';
import { manholeUsable, ownStack, type SewerStack, sewers, stacksOf, stackUnits } from './sewerState';

export function inAPh(state: GameState, side: Side): boolean {
  return actsIn(state, side, 'APh', 'phasing', true);
}

const EmergeSchema = z.strictObject({ type: z.literal('sewerEmerge'), stack: z.string().max(12), concealed: z.boolean().default(true) });

function enemiesAbove(state: GameState, s: SewerStack): UnitState[] {
  return Object.values(state.units).filter(
    (e) => e.side !== s.side && !e.eliminated && e.loc && sameLocation(e.loc, ground(s.hex)) && !e.status.hidden,
  );
}

/** B8.41 EXC (B23.922): never up into an enemy-occupied Fortified Building Location; only Known enemies are known to be there. */
function knownFortifiedEnemy(ctx: GameContext, state: GameState, s: SewerStack): boolean {
  return isFortifiedBuilding(ctx, s.hex) && enemiesAbove(state, s).some((e) => !e.status.concealed);
}

function mayEmerge(ctx: GameContext, state: GameState, s: SewerStack): boolean {
  return (
    s.emergence === 'mayEmerge' &&
    manholeUsable(ctx, s.hex) &&
    fits(ctx, state, s.side, s.hex, stackUnits(state, s)) &&
    !knownFortifiedEnemy(ctx, state, s)
  );
}

export const sewerEmerge: CommandHandler<z.infer<typeof EmergeSchema>> = {
  type: 'sewerEmerge',
  schema: EmergeSchema,
  legal(ctx, state, side) {
    if (!inAPh(state, side)) return [];
    return stacksOf(state, side)
      .filter((s) => mayEmerge(ctx, state, s))
      .flatMap((s) => [
        {
          type: 'sewerEmerge',
          label: `Emerge concealed from ${s.id} at ${s.hex}`,
          rule: 'B8.42',
          command: { type: 'sewerEmerge', stack: s.id, concealed: true },
        },
        {
          type: 'sewerEmerge',
          label: `Emerge from ${s.id} at ${s.hex}, revealed`,
          rule: 'B8.42',
          command: { type: 'sewerEmerge', stack: s.id, concealed: false },
        },
      ]);
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (!inAPh(state, side)) fail('WRONG_PHASE', 'units leave a sewer only in their APh', 'B8.41');
    const s = ownStack(ctx, cmd.stack);
    if (s.emergence !== 'mayEmerge')
      fail('ILLEGAL_COMMAND', `${s.id} may not emerge this turn: its Sewer Emergence dr did not allow it`, 'B8.42');
    if (!manholeUsable(ctx, s.hex)) fail('ILLEGAL_LOCATION', `the manhole at ${s.hex} is covered by rubble`, 'B8.5');
    const units = stackUnits(state, s);
    if (!fits(ctx, state, side, s.hex, units)) fail('OVERSTACKED', `${s.hex} would be overstacked`, 'A5.1');
    if (knownFortifiedEnemy(ctx, state, s)) fail('ILLEGAL_LOCATION', `${s.hex} is an enemy-occupied Fortified Building Location`, 'B8.41');
    if (isFortifiedBuilding(ctx, s.hex) && enemiesAbove(state, s).length) {
      // concealed enemy units there are revealed (dummies removed, A12.15); if real units remain the stack stays below
      for (const e of enemiesAbove(state, s)) for (const ev of revealIfSeen(state, e, () => true)) ctx.emit(ev);
      if (enemiesAbove(state, s).length) {
        sewers(state).stacks[s.id]!.emergence = 'cannotEmerge';
        ctx.emit({ type: 'sewerEmergeStopped', audience: 'all', data: { stack: s.id, hex: s.hex, rule: 'B8.41' } });
        return;
      }
    }
    const encircled = s.leftEncircled && s.enteredTurn === ctx.turn.index(state);
    const adv = activity(state);
    adv.advanced = adv.advanced ?? {};
    for (const u of units) {
      u.loc = ground(s.hex);
      adv.advanced[u.id] = true;
      if (encircled) {
        u.status.pinned = true;
        u.status.cx = true;
      }
    }
    if (!cmd.concealed) {
      for (const u of units) {
        if (u.kind === 'dummy') u.eliminated = true;
        else u.status.concealed = false;
      }
    }
    delete sewers(state).stacks[s.id];
    ctx.emit({
      type: 'sewerEmerged',
      audience: side,
      data: { stack: s.id, hex: s.hex, units: units.map((u) => u.id), concealed: cmd.concealed, encircled, rule: 'B8.41' },
    });
    const shown = cmd.concealed ? [] : units.filter((u) => u.kind !== 'dummy').map((u) => ({ unit: u.id, type: u.type }));
    ctx.emit({
      type: 'sewerEmerged',
      audience: otherSide(side),
      data: { stack: s.id, hex: s.hex, units: shown, concealed: cmd.concealed, encircled, rule: 'B8.41' },
    });
    // A12.15: hidden enemy units in the Location come on board beneath a "?" (the CCPh resolves them as concealed units)
    const hidden = Object.values(state.units).filter(
      (e) => e.side !== side && e.status.hidden && e.loc && sameLocation(e.loc, ground(s.hex)),
    );
    loseHip(ctx, hidden, 'concealed', 'A12.15');
  },
};
