// What every module that moves units shares (movement, advance, rout, sewers, demolition): the MF
// allowance (A4.1, A4.12), whether a group fits a Location's stacking limit (A5.1), and the move event
// as each side may know it.
import type { ApplyContext, GameContext } from '../../engine/module';
import { otherSide, type GameState, type Side, type UnitState } from '../../engine/state';
import { isSMC } from '../../units/catalog';
import { ground, type Location, locationKey } from '../../units/location';
import { countKinds, overstacked, squadEquivalent, stackIn } from '../../units/stacking';
import { readActivity } from './activity';
import { CoreParams } from './params';

/** MF allowance of a moving group member (A4.1: MMC 4, SMC 6; A4.12: 6 for MMC moving with a Good Order leader). */
export function allowance(unit: UnitState, group: readonly UnitState[]): number {
  if (isSMC(unit.kind)) return 6;
  const leader = group.some((g) => g.kind === 'leader' && !g.status.broken);
  return leader ? 6 : 4;
}

/** MF a group member has left this MPh (Double Time adds 2, A4.5). */
export function mfLeft(state: GameState, u: UnitState, group: readonly UnitState[]): number {
  const act = readActivity(state);
  return allowance(u, group) + (act.doubleTime?.[u.id] ? 2 : 0) - (act.mf[u.id] ?? 0);
}

/** A5.1: the group would not overstack the Location (a hex name: its ground Location) for its side. */
export function fits(ctx: GameContext, state: GameState, side: Side, where: string | Location, group: readonly UnitState[]): boolean {
  const loc = typeof where === 'string' ? ground(where) : where;
  return !overstacked(
    stackIn(
      state,
      loc,
      side,
      group.map((u) => u.kind),
    ),
    CoreParams.of(ctx).stacking,
  );
}

/**
 * `fits` for many destinations at once (legal() asks it for every neighbour of every stack; each group
 * array is counted once, so a caller does not change a group between questions): the
 * side's stacks counted once, each question then answered without a pass over all units.
 */
export function fitsAny(
  ctx: GameContext,
  state: GameState,
  side: Side,
): (where: string | Location, group: readonly UnitState[]) => boolean {
  // squad-equivalents and SMC add up (A5.1): each Location's count and each group's count once (units
  // that count for nothing, dummies and SW, leave a Location's count as if they were not there)
  // (ground Locations, the ones asked by hex name, keyed by the hex: no key string per question)
  const counts = new Map<string, { squads: number; smc: number }>();
  const onGround = new Map<string, { squads: number; smc: number }>();
  for (const u of Object.values(state.units)) {
    if (u.side !== side || u.eliminated || !u.loc) continue;
    const squads = squadEquivalent(u.kind);
    const smc = isSMC(u.kind) ? 1 : 0;
    if (!squads && !smc) continue;
    const isGround = u.loc.place === 'ground' && u.loc.level === 0;
    const table = isGround ? onGround : counts;
    const k = isGround ? u.loc.hex : locationKey(u.loc);
    const had = table.get(k);
    if (had) {
      had.squads += squads;
      had.smc += smc;
    } else table.set(k, { squads, smc });
  }
  const limits = CoreParams.of(ctx).stacking;
  const groups = new WeakMap<readonly UnitState[], { squads: number; smc: number }>();
  // the group asked about last (a caller asks for one group's destinations in a row)
  let lastGroup: readonly UnitState[] | undefined;
  let lastCount = { squads: 0, smc: 0 };
  return (where, group) => {
    let g = lastCount;
    if (group !== lastGroup) {
      let known = groups.get(group);
      if (!known) groups.set(group, (known = countKinds(group.map((u) => u.kind))));
      lastGroup = group;
      lastCount = g = known;
    }
    const here =
      typeof where === 'string'
        ? onGround.get(where)
        : where.place === 'ground' && where.level === 0
          ? onGround.get(where.hex)
          : counts.get(locationKey(where));
    return !(here ? here.squads + g.squads > limits.squads || here.smc + g.smc > limits.smc : overstacked(g, limits));
  };
}

/**
 * One destination of a legal move or advance entry, uniformly among its hexes (`to`) and positions
 * (`positions`), for the bots (CommandHandler.sample): one random number, no list of every option built.
 */
export function sampleDestination(
  choices: Record<string, unknown>,
  random: () => number,
): { to: string } | { to: string; position: string } {
  const to = choices.to as string[];
  const positions = (choices.positions as { to: string; position: string }[] | undefined) ?? [];
  const i = Math.floor(random() * (to.length + positions.length));
  return i < to.length ? { to: to[i]! } : positions[i - to.length]!;
}

/** Where inside the Locations a move went from and to (B27.13: beneath a counter), when it says so. */
export interface MovePositions {
  readonly fromPosition?: string;
  readonly position?: string;
}

/**
 * A stack's move as each side may know it: the owner in full (with `ownerOnly` details such as the MF
 * spent); the opponent only the units it can see, and whether a "?" moved with them. Positions inside
 * the Locations (beneath a public counter) are seen by both, like the hexes.
 */
export function emitGroupMove(
  ctx: ApplyContext,
  type: string,
  group: readonly UnitState[],
  from: string,
  to: string,
  ownerOnly: { rule: string; mf?: number },
  side: Side = ctx.side,
  at: MovePositions = {},
) {
  const where = { ...(at.fromPosition ? { fromPosition: at.fromPosition } : {}), ...(at.position ? { position: at.position } : {}) };
  ctx.emit({ type, audience: side, data: { units: group.map((u) => u.id), from, to, ...where, ...ownerOnly } });
  const visible = group.filter((u) => !u.status.concealed);
  ctx.emit({
    type,
    audience: otherSide(side),
    data: { units: visible.map((u) => u.id), concealed: visible.length < group.length, from, to, ...where, rule: ownerOnly.rule },
  });
}
