// Fire into, out of and inside sewers (B8.2, B8.3, B8.43, B8.44). LOS to a unit in a sewer (B8.2):
// only from a Sewer Location in the same or an ADJACENT hex, or from units directly above in the
// Manhole Location once it was discovered (B8.42) this Player Turn; and reciprocally. All fire at a
// unit in a sewer is PBF with the -2 Hazardous Movement DRM and no TEM (B8.3); a discovered stack is
// fired on by the DEFENDER's Infantry above without the benefit of concealment, and keeps its
// "Sewer ?" (B8.42): the results are its owner's alone. Sewer units fire at the Manhole Location above
// only in the AFPh after being discovered (B8.43), and at ADJACENT sewer units in the DFPh and AFPh
// (B8.44); firing never costs them their "Sewer ?" (B8.44: units in a sewer are always concealed).
import * as z from 'zod';
import { fail } from '../../engine/errors';
import { ownUnit } from '../../engine/ownPieces';
import type { ApplyContext, CommandHandler, GameContext, LegalCommand } from '../../engine/module';
import { otherSide, type GameState, type Side, type UnitState } from '../../engine/state';
import { actsIn } from '../../engine/turn';
import { isInfantry } from '../../units/catalog';
import { ground, sameLocation, sewer } from '../../units/location';
import { activity, readActivity } from '../core/activity';
import { iftAttack } from '../core/attack';
import { iftColumn } from '../core/ift';
import { CoreParams } from '../core/params';
import { adjacentSewers, readSewers, stacksOf, stackUnits } from './sewerState';
import { purgeSewers } from './stacks';

type Target = { readonly stack: string } | { readonly hex: string };

function fireKind(state: GameState, side: Side): 'final' | 'advancing' | null {
  if (actsIn(state, side, 'DFPh', 'nonPhasing', true)) return 'final';
  if (actsIn(state, side, 'AFPh', 'phasing', true)) return 'advancing';
  return null;
}

function canFire(ctx: GameContext, state: GameState, u: UnitState): boolean {
  return (
    !u.eliminated &&
    !!u.loc &&
    isInfantry(u.kind) &&
    !u.status.broken &&
    (ctx.unitTypes.get(u.type)?.firepower ?? 0) > 0 &&
    !readActivity(state).fired[u.id]
  );
}

/** Targets each eligible firer of `side` may fire at now, keyed by target key ("stack:S1" / "hex:71N5"). */
export function sewerTargets(ctx: GameContext, state: GameState, side: Side): Map<string, { target: Target; firers: string[] }> {
  const out = new Map<string, { target: Target; firers: string[] }>();
  const kind = fireKind(state, side);
  if (!kind) return out;
  const add = (key: string, target: Target, u: UnitState) => {
    const e = out.get(key) ?? { target, firers: [] };
    e.firers.push(u.id);
    out.set(key, e);
  };
  const mine = Object.values(state.units).filter((u) => u.side === side && canFire(ctx, state, u));
  for (const enemy of stacksOf(state, otherSide(side))) {
    for (const u of mine) {
      // above, in the Manhole Location, at a stack discovered this Player Turn (B8.2, B8.42): DFPh only
      if (kind === 'final' && enemy.emergence === 'discovered' && sameLocation(u.loc!, ground(enemy.hex)))
        add(`stack:${enemy.id}`, { stack: enemy.id }, u);
      // sewer to sewer, same or ADJACENT hex (B8.2, B8.44)
      if (u.loc!.place === 'sewer' && adjacentSewers(ctx, u.loc!.hex, enemy.hex)) add(`stack:${enemy.id}`, { stack: enemy.id }, u);
    }
  }
  if (kind === 'advancing') {
    // B8.43: from a discovered stack at the Manhole Location above
    for (const mineStack of stacksOf(state, side)) {
      if (mineStack.emergence !== 'discovered') continue;
      const above = Object.values(state.units).some(
        (e) => e.side !== side && !e.eliminated && e.loc && sameLocation(e.loc, ground(mineStack.hex)) && !e.status.hidden,
      );
      if (!above) continue;
      for (const u of stackUnits(state, mineStack)) if (canFire(ctx, state, u)) add(`hex:${mineStack.hex}`, { hex: mineStack.hex }, u);
    }
  }
  return out;
}

const SewerFireSchema = z.strictObject({
  type: z.literal('sewerFire'),
  firers: z.array(z.string().max(12)).min(1).max(12),
  stack: z.string().max(12).optional(),
  hex: z.string().max(12).optional(),
});

function targetKey(cmd: { stack?: string; hex?: string }, ctx: GameContext): string | undefined {
  if (cmd.stack && !cmd.hex) return `stack:${cmd.stack}`;
  if (cmd.hex && !cmd.stack) return `hex:${ctx.map.byName(cmd.hex)?.name ?? cmd.hex}`;
  return undefined;
}

/**
 * One firer's FP: always PBF (B8.3; B8.43 fires at its own hex), halved when pinned (A7.8), in the AFPh
 * (A7.24: all AFPh fire, "even if the firing unit did not move") and at a concealed target (`area`:
 * A7.23, "halved if the target is concealed"; A12.13: "All fire ... vs a concealed unit are halved as
 * Area Fire"), each halving cumulative (A7.2).
 */
function firepower(ctx: ApplyContext, u: UnitState, kind: 'final' | 'advancing', area: boolean): number {
  let fp = (ctx.unitTypes.get(u.type)?.firepower ?? 0) * 2;
  if (u.status.pinned) fp /= 2;
  if (kind === 'advancing') fp /= 2;
  if (area) fp /= 2;
  return fp;
}

/**
 * Whether the target units are concealed to these firers. Units in a sewer are always concealed
 * (B8.41), so fire from a Sewer Location at an ADJACENT sewer stack is Area Fire (A7.23), in the DFPh
 * as in the AFPh (B8.44); fire from above at a discovered stack is "without the benefit of
 * concealment" (B8.42). Fire up at the Manhole Location (B8.43) is Area Fire at its concealed units.
 */
function concealedTo(fromSewer: boolean, atStack: boolean, t: UnitState): boolean {
  return atStack ? fromSewer : t.status.concealed;
}

/**
 * The attack: always PBF (firepower above); the DRM are the modules' (B8.3's -2 Hazardous Movement is
 * this module's hook, index.ts; no TEM in a Sewer Location, its Location kind says so). At a sewer
 * stack the results are its owner's alone and its units keep their "Sewer ?" (B8.42).
 */
function resolve(ctx: ApplyContext, firers: UnitState[], target: Target, kind: 'final' | 'advancing', named?: string): void {
  const { state, side } = ctx;
  const stack = 'stack' in target ? readSewers(state).stacks[target.stack]! : undefined;
  const hex = stack ? stack.hex : (target as { hex: string }).hex;
  const loc = stack ? sewer(hex) : ground(hex);
  const targets = stack
    ? stackUnits(state, stack)
    : Object.values(state.units).filter((e) => e.side !== side && !e.eliminated && e.loc && sameLocation(e.loc, loc));
  const fromSewer = firers[0]!.loc!.place === 'sewer';
  const concealed = (t: UnitState) => concealedTo(fromSewer, !!stack, t);
  // A12.13: a Location holding concealed and unconcealed units is attacked once for each type, each on
  // its own FP column, with one DR; the announced FP is the one vs the unconcealed units, if any
  const area = targets.length > 0 && targets.every(concealed);
  const fpAt = (vsConcealed: boolean) => firers.reduce((s, f) => s + firepower(ctx, f, kind, vsConcealed), 0);
  const fp = fpAt(area);
  const mixed = !area && targets.some(concealed);
  const column = iftColumn(CoreParams.of(ctx).ift, fp);
  const stackOfFirers = fromSewer ? stacksOf(state, side).find((s) => s.units.includes(firers[0]!.id))?.id : undefined;
  ctx.emit({
    type: 'fire',
    audience: side,
    data: { kind, firers: firers.map((f) => f.id), target: hex, stack: named, fp, column, area, rule: 'B8.3' },
  });
  // the opponent learns the attack, not which sewer units made it
  ctx.emit({
    type: 'fire',
    audience: otherSide(side),
    data: {
      kind,
      firers: fromSewer ? [] : firers.map((f) => f.id),
      fromStack: stackOfFirers,
      target: hex,
      stack: named,
      fp,
      column,
      area,
      rule: 'B8.3',
    },
  });
  const label = named ?? hex;
  iftAttack(ctx, {
    source: 'sewerFire',
    fire: kind,
    firers,
    target: loc,
    targets,
    fp,
    purpose: `fire at ${label}`,
    label,
    checkPurpose: `fire at ${hex}`,
    rule: 'A7.3',
    hidden: !!stack,
    ...(mixed ? { vsConcealed: { fp: fpAt(true), concealed } } : {}),
  });
}

export const sewerFire: CommandHandler<z.infer<typeof SewerFireSchema>> = {
  type: 'sewerFire',
  schema: SewerFireSchema,
  legal(ctx, state, side): LegalCommand[] {
    const t = sewerTargets(ctx, state, side);
    if (!t.size) return [];
    const stacks = [...t.values()].filter((x) => 'stack' in x.target).map((x) => (x.target as { stack: string }).stack);
    const hexes = [...t.values()].filter((x) => 'hex' in x.target).map((x) => (x.target as { hex: string }).hex);
    return [
      {
        type: 'sewerFire',
        label: 'Fire in the sewers',
        rule: 'B8.3',
        choices: { stacks, hexes, byTarget: Object.fromEntries([...t].map(([k, v]) => [k, v.firers])) },
      },
    ];
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    const kind = fireKind(state, side);
    if (!kind) fail('WRONG_PHASE', 'fire in or into a sewer happens in the DFPh (DEFENDER) or the AFPh (ATTACKER)', 'B8.44');
    const firers = cmd.firers.map((id) => ownUnit(ctx, id));
    const key = targetKey(cmd, ctx);
    if (!key) fail('BAD_COMMAND', 'name exactly one target: a sewer stack or the hex above your stack');
    const entry = sewerTargets(ctx, state, side).get(key);
    if (!entry && key.startsWith('hex:'))
      fail(
        'ILLEGAL_COMMAND',
        'units in a sewer fire at the Manhole Location above only in the AFPh after their stack was discovered this Player Turn',
        'B8.43',
      );
    if (!entry)
      fail(
        'ILLEGAL_COMMAND',
        `no LOS to that target from your units: a unit in a sewer is seen only from the same or an adjacent Sewer Location, or from above once discovered`,
        'B8.2',
      );
    if (new Set(cmd.firers).size !== cmd.firers.length) fail('BAD_COMMAND', 'a firer is listed twice');
    for (const id of cmd.firers)
      if (!entry.firers.includes(id))
        fail('ILLEGAL_COMMAND', `${id} cannot fire at that target now`, key.startsWith('hex:') ? 'B8.43' : 'B8.2');
    const a = activity(state);
    for (const f of firers) a.fired[f.id] = kind;
    resolve(ctx, firers, entry.target, kind, cmd.stack);
    purgeSewers(ctx);
  },
  sample(entry, random) {
    const byTarget = entry.choices!.byTarget as Record<string, string[]>;
    const keys = Object.keys(byTarget);
    const key = keys[Math.floor(random() * keys.length)]!;
    const firers = byTarget[key]!.filter((_, i) => i === 0 || random() < 0.7);
    return key.startsWith('stack:') ? { type: 'sewerFire', firers, stack: key.slice(6) } : { type: 'sewerFire', firers, hex: key.slice(4) };
  },
};
