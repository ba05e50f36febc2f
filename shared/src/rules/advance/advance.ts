// The Advance Phase (A4.7): each Good Order, unpinned unit of the ATTACKER may advance once into an
// adjacent hex it could enter in its MPh (not across a Water Obstacle or a cliff), even one holding
// enemy units, where Close Combat follows (A11). Concealed enemy units there stay concealed until the
// CCPh resolves them.
import { z } from 'zod';
import { fail } from '../../engine/errors';
import type { CommandHandler, GameContext, LegalCommand, RuleModule } from '../../engine/module';
import type { GameState, Side, UnitState } from '../../engine/state';
import { neighbours } from '../../hex/grid';
import { isInfantry } from '../../units/catalog';
import { levelLocation, type Location, locationKey } from '../../units/location';
import { DEFAULT_STACKING, overstacked, stackIn } from '../../units/stacking';
import { targetKey, targetLocation } from '../locations';
import { stackFromCommand } from '../stackCommand';
import { costToEnter, emitGroupMove, levelsFrom } from '../movement/movement';

const AdvanceSchema = z.strictObject({ type: z.literal('advance'), units: z.array(z.string().max(12)).min(1).max(12), to: z.string().max(12) });

interface AdvanceState {
  advanced: Record<string, boolean>;
}

function advState(state: GameState): AdvanceState {
  return (state.modules.advance as AdvanceState | undefined) ?? { advanced: {} };
}

function mayAdvance(state: GameState, side: Side, u: UnitState): boolean {
  return u.side === side && !u.eliminated && !!u.loc && (u.loc.place === 'ground' || u.loc.place === 'upper') && (isInfantry(u.kind) || u.kind === 'dummy') && !u.status.broken && !u.status.pinned && !advState(state).advanced[u.id];
}

/** A4.7: ADJACENT hexes it could enter (from ground level), and one level up or down in its building (B23.42). */
function destinations(ctx: GameContext, from: Location): string[] {
  const cell = ctx.map.byName(from.hex)!;
  const vertical = levelsFrom(ctx, from.hex, from.level).map((l) => targetKey(levelLocation(from.hex, l)));
  if (from.level > 0) return vertical;
  const across = neighbours(cell.hex)
    .map((h) => ctx.map.at(h)?.name)
    .filter((n): n is string => !!n && costToEnter(ctx, from.hex, n) !== undefined);
  return [...across, ...vertical];
}

function fitsIn(ctx: GameContext, state: GameState, side: Side, key: string, group: readonly UnitState[]): boolean {
  const loc = targetLocation(ctx, key);
  if (!loc) return false;
  const limits = (ctx.params.stacking as typeof DEFAULT_STACKING | undefined) ?? DEFAULT_STACKING;
  return !overstacked(stackIn(state, loc, side, group.map((u) => u.kind)), limits);
}

const advance: CommandHandler<z.infer<typeof AdvanceSchema>> = {
  type: 'advance',
  schema: AdvanceSchema,
  legal(ctx, state, side): LegalCommand[] {
    if (state.status !== 'playing' || state.phase !== 'APh' || state.attacker !== side) return [];
    const byLoc = new Map<string, UnitState[]>();
    for (const u of Object.values(state.units)) if (mayAdvance(state, side, u)) byLoc.set(locationKey(u.loc!), [...(byLoc.get(locationKey(u.loc!)) ?? []), u]);
    return [...byLoc.values()]
      .map((g) => ({ g, to: destinations(ctx, g[0]!.loc!).filter((h) => fitsIn(ctx, state, side, h, g)) }))
      .filter((x) => x.to.length)
      .map(({ g, to }) => ({ type: 'advance', label: `Advance from ${g[0]!.loc!.hex}`, rule: 'A4.7', choices: { units: g.map((u) => u.id), from: g[0]!.loc!.hex, to } }));
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (state.status !== 'playing' || state.phase !== 'APh') fail('WRONG_PHASE', 'units advance in the APh', 'A4.7');
    if (state.attacker !== side) fail('NOT_YOUR_TURN', 'only the ATTACKER advances', 'A4.7');
    const group = stackFromCommand(ctx, cmd.units, (u) => mayAdvance(state, side, u), 'cannot advance (broken, pinned or already advanced)', 'A4.7');
    const from = group[0]!.loc!;
    const dest = targetLocation(ctx, cmd.to);
    const key = dest && targetKey(dest);
    if (!dest || !key || !destinations(ctx, from).includes(key)) fail('ILLEGAL_LOCATION', `${cmd.to} is not an ADJACENT Location that can be entered`, 'A4.7');
    if (!fitsIn(ctx, state, side, key, group)) fail('OVERSTACKED', `${key} would be overstacked`, 'A5.1');
    const to = dest;
    const a = advState(state);
    for (const u of group) {
      u.loc = { ...to };
      a.advanced[u.id] = true;
    }
    state.modules.advance = a;
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
  init: (): AdvanceState => ({ advanced: {} }),
  onPhaseStart(ctx) {
    if (ctx.state.phase === 'APh') ctx.state.modules.advance = { advanced: {} };
  },
};
