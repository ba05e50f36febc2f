// B23.42: moving up or down one level inside a building costs `levelChangeMf` MF (default to confirm);
// the DEFENDER is asked about Defensive First Fire as after any MF (the fire module's onEnter). Units
// on an upper level leave the hex only from its ground level.
import * as z from 'zod';
import { fail } from '../../engine/errors';
import { runOnEnter } from '../../engine/hooks';
import type { CommandHandler, GameContext, LegalCommand } from '../../engine/module';
import { actsFor, phaseActs } from '../../engine/turn';
import { otherSide, type UnitState } from '../../engine/state';
import { levelLocation, locationKey } from '../../units/location';
import { activity } from '../core/activity';
import { levelsFrom } from '../core/locations';
import { fits, fitsAny } from '../core/moving';
import { stackFromCommand } from '../core/stackCommand';
import { moverMfLeft } from './mf';
import { mayMove, movable } from './movers';
import { MovementParams } from './params';

const ChangeLevelSchema = z.strictObject({
  type: z.literal('changeLevel'),
  units: z.array(z.string().max(12)).min(1).max(12),
  level: z.int().min(0).max(4),
});

/** Units that may change level now: like those that may move, at any level of a building hex with upper levels. */
function inBuilding(ctx: GameContext, u: UnitState): boolean {
  if (u.loc!.place !== 'ground' && u.loc!.place !== 'upper') return false;
  const cell = ctx.map.byName(u.loc!.hex)!;
  return cell.terrain.building && !!(cell.spec.upperLevels ?? 0);
}

export const changeLevel: CommandHandler<z.infer<typeof ChangeLevelSchema>> = {
  type: 'changeLevel',
  schema: ChangeLevelSchema,
  legal(ctx, state, side): LegalCommand[] {
    if (!actsFor(ctx, state, side, 'move', true)) return [];
    const cost = MovementParams.of(ctx).levelChangeMf;
    const byLoc = new Map<string, UnitState[]>();
    for (const u of movable(ctx, state, side, (x) => inBuilding(ctx, x))) {
      const key = locationKey(u.loc!);
      const had = byLoc.get(key);
      if (had) had.push(u);
      else byLoc.set(key, [u]);
    }
    if (!byLoc.size) return [];
    const out: LegalCommand[] = [];
    const fitsIn = fitsAny(ctx, state, side); // `fits`, the side's stacks counted once for every group
    for (const group of byLoc.values()) {
      const { hex, level } = group[0]!.loc!;
      if (!group.every((u) => cost <= moverMfLeft(ctx, state, u, group))) continue; // the same for every level
      const levels = levelsFrom(ctx, hex, level).filter((l) => fitsIn(levelLocation(hex, l), group));
      if (levels.length)
        out.push({
          type: 'changeLevel',
          label: `Change level in ${hex}`,
          rule: 'B23.42',
          choices: { units: group.map((u) => u.id), from: hex, level, levels },
        });
    }
    return out;
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (!phaseActs(ctx, state, 'move')) fail('WRONG_PHASE', 'units move in the MPh', 'A4.1');
    if (!actsFor(ctx, state, side, 'move')) fail('NOT_YOUR_TURN', 'only the ATTACKER moves in its MPh', 'A4.1');
    const group = stackFromCommand(
      ctx,
      cmd.units,
      mayMove(ctx, state, side, (u) => inBuilding(ctx, u)),
      'cannot change level now',
      'B23.42',
    );
    const from = group[0]!.loc!;
    if (!levelsFrom(ctx, from.hex, from.level).includes(cmd.level))
      fail('ILLEGAL_LOCATION', `${from.hex} has no level ${cmd.level} one step from level ${from.level}`, 'B23.42');
    const cost = MovementParams.of(ctx).levelChangeMf;
    for (const u of group)
      if (cost > moverMfLeft(ctx, state, u, group))
        fail('ILLEGAL_COMMAND', `${u.id} has ${moverMfLeft(ctx, state, u, group)} MF left, a level costs ${cost}`, 'B23.42');
    const to = levelLocation(from.hex, cmd.level);
    if (!fits(ctx, state, side, to, group)) fail('OVERSTACKED', `level ${cmd.level} of ${from.hex} would be overstacked`, 'A5.1');
    const act = activity(state);
    for (const u of group) {
      act.mf[u.id] = (act.mf[u.id] ?? 0) + cost;
      act.moved[u.id] = true;
      act.nonAssault[u.id] = true;
      u.loc = { ...to };
    }
    ctx.emit({
      type: 'levelChanged',
      audience: side,
      data: { units: group.map((u) => u.id), hex: from.hex, from: from.level, to: cmd.level, mf: cost, rule: 'B23.42' },
    });
    const visible = group.filter((u) => !u.status.concealed);
    ctx.emit({
      type: 'levelChanged',
      audience: otherSide(side),
      data: {
        units: visible.map((u) => u.id),
        concealed: visible.length < group.length,
        hex: from.hex,
        from: from.level,
        to: cmd.level,
        rule: 'B23.42',
      },
    });
    runOnEnter(ctx, { side, group, from, to, purpose: 'levelChange', mf: cost, entered: true });
  },
  sample(entry, random) {
    const levels = entry.choices!.levels as number[];
    return { type: 'changeLevel', units: entry.choices!.units as string[], level: levels[Math.floor(random() * levels.length)]! };
  },
};
