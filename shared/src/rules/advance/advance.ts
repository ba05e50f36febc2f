// The Advance Phase (A4.7): each Good Order, unpinned unit of the ATTACKER may advance once into an
// adjacent hex it could enter in its MPh (not across a Water Obstacle or a cliff), even one holding
// enemy units, where Close Combat follows (A11). Concealed enemy units there stay concealed until the
// CCPh resolves them.
import * as z from 'zod';
import { fail } from '../../engine/errors';
import type { CommandHandler, GameContext, LegalCommand, RuleModule } from '../../engine/module';
import type { GameState, Side, UnitState } from '../../engine/state';
import { neighbours } from '../../hex/grid';
import { isInfantry } from '../../units/catalog';
import { ground, levelLocation, type Location, locationKey } from '../../units/location';
import { actsIn } from '../../engine/turn';
import { entryCost } from '../core/entryCost';
import { levelsFrom, targetKey, targetLocation } from '../core/locations';
import { activity, readActivity } from '../core/activity';
import { emitGroupMove, fits } from '../core/moving';
import { stackFromCommand } from '../core/stackCommand';

const AdvanceSchema = z.strictObject({ type: z.literal('advance'), units: z.array(z.string().max(12)).min(1).max(12), to: z.string().max(12) });

function mayAdvance(state: GameState, side: Side, u: UnitState): boolean {
  return u.side === side && !u.eliminated && !!u.loc && (u.loc.place === 'ground' || u.loc.place === 'upper') && (isInfantry(u.kind) || u.kind === 'dummy') && !u.status.broken && !u.status.pinned && !readActivity(state).advanced?.[u.id];
}

/** A4.7: ADJACENT hexes it could enter (from ground level), and one level up or down in its building (B23.42). */
function destinations(ctx: GameContext, state: GameState, side: Side, from: Location, group: readonly UnitState[]): string[] {
  const cell = ctx.map.byName(from.hex)!;
  const vertical = levelsFrom(ctx, from.hex, from.level).map((l) => targetKey(levelLocation(from.hex, l)));
  if (from.level > 0) return vertical;
  const across = neighbours(cell.hex)
    .map((h) => ctx.map.at(h)?.name)
    .filter((n): n is string => !!n && entryCost(ctx, state, { side, units: group, from, to: ground(n), purpose: 'advance' }).ok);
  return [...across, ...vertical];
}

function fitsIn(ctx: GameContext, state: GameState, side: Side, key: string, group: readonly UnitState[]): boolean {
  const loc = targetLocation(ctx, key);
  if (!loc) return false;
  return fits(ctx, state, side, loc, group);
}

const advance: CommandHandler<z.infer<typeof AdvanceSchema>> = {
  type: 'advance',
  schema: AdvanceSchema,
  legal(ctx, state, side): LegalCommand[] {
    if (!actsIn(state, side, 'APh')) return [];
    const byLoc = new Map<string, UnitState[]>();
    for (const u of Object.values(state.units)) if (mayAdvance(state, side, u)) byLoc.set(locationKey(u.loc!), [...(byLoc.get(locationKey(u.loc!)) ?? []), u]);
    return [...byLoc.values()]
      .map((g) => ({ g, to: destinations(ctx, state, side, g[0]!.loc!, g).filter((h) => fitsIn(ctx, state, side, h, g)) }))
      .filter((x) => x.to.length)
      .map(({ g, to }) => ({ type: 'advance', label: `Advance from ${g[0]!.loc!.hex}`, rule: 'A4.7', choices: { units: g.map((u) => u.id), from: g[0]!.loc!.hex, to } }));
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (state.status !== 'playing' || state.phase !== 'APh') fail('WRONG_PHASE', 'units advance in the APh', 'A4.7');
    if (!actsIn(state, side, 'APh')) fail('NOT_YOUR_TURN', 'only the ATTACKER advances', 'A4.7');
    const group = stackFromCommand(ctx, cmd.units, (u) => mayAdvance(state, side, u), 'cannot advance (broken, pinned or already advanced)', 'A4.7');
    const from = group[0]!.loc!;
    const dest = targetLocation(ctx, cmd.to);
    const key = dest && targetKey(dest);
    if (!dest || !key || !destinations(ctx, state, side, from, group).includes(key)) fail('ILLEGAL_LOCATION', `${cmd.to} is not an ADJACENT Location that can be entered`, 'A4.7');
    if (!fitsIn(ctx, state, side, key, group)) fail('OVERSTACKED', `${key} would be overstacked`, 'A5.1');
    const to = dest;
    const a = activity(state);
    a.advanced = a.advanced ?? {};
    for (const u of group) {
      u.loc = { ...to };
      a.advanced[u.id] = true;
    }
    emitGroupMove(ctx, 'advanced', group, targetKey(from), key, { rule: 'A4.7' });
  },
  sample(entry, random) {
    const to = entry.choices!.to as string[];
    return { type: 'advance', units: entry.choices!.units as string[], to: to[Math.floor(random() * to.length)]! };
  },
};

export const advanceModule: RuleModule = {
  id: 'advance',
  rules: ['A4.7'],
  commands: [advance],
};
