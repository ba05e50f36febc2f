// Fire odds the bot can compute from its own view (no rule module, no state): the attack's FP from the
// firers' printed values (A7.2; halved beyond Normal Range, A7.22; doubled Point Blank, A7.21), its IFT
// column (A7.2: the largest column not above the FP) and the target's TEM as the DRM (A7.? TEM, B23.3),
// less a leader's modifier among the firers (A7.53). An estimate for choosing, never a rule outcome.
import type { World } from '../world';

/** The IFT's FP columns (A7.2). */
const COLUMNS = [1, 2, 4, 6, 8, 12, 16, 20, 24, 30, 36] as const;
/** The highest original DR with some effect (a Morale Check or better) on each column of the IFT. */
const EFFECT_UP_TO = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;
/** Chance of a 2d6 total of at most n. */
const AT_MOST = [0, 0, 1, 3, 6, 10, 15, 21, 26, 30, 33, 35, 36].map((x) => x / 36);

export function atMost(n: number): number {
  return n < 2 ? 0 : n >= 12 ? 1 : AT_MOST[n]!;
}

/** The IFT column index for an FP total, -1 below the first column. */
export function column(fp: number): number {
  let c = -1;
  for (let i = 0; i < COLUMNS.length; i++) if (fp >= COLUMNS[i]!) c = i;
  return c;
}

/** The attack's FP from these firers at the target hex. */
export function attackFp(world: World, firers: readonly string[], target: string): number {
  let fp = 0;
  for (const id of firers) {
    const u = world.unit(id);
    if (!u?.loc) continue;
    const d = world.dist(u.loc.hex, target);
    let f = world.firepower(id);
    if (d === 0) f *= 3;
    else if (d === 1) f *= 2;
    else if (d > world.range(id)) f /= 2;
    fp += f;
  }
  return fp;
}

/** The best leader's modifier among the firers (negative helps). */
function leaderDrm(world: World, firers: readonly string[]): number {
  let best = 0;
  for (const id of firers) {
    const u = world.unit(id);
    const l = u ? world.scenario.types.get(u.type)?.leadership : undefined;
    if (l !== undefined && !u?.broken) best = Math.min(best, l);
  }
  return best;
}

/** Chance that an attack by these firers has some effect on the target hex (0..1). */
export function effectChance(world: World, firers: readonly string[], target: string): number {
  const c = column(attackFp(world, firers, target));
  if (c < 0) return 0;
  const drm = world.tem(target) + leaderDrm(world, firers);
  return atMost(EFFECT_UP_TO[c]! - drm);
}
