// Close Combat beneath the streets (B8.44): in the APh a stack beneath a manhole ADJACENT to an enemy
// sewer stack may advance into that stack's Sewer Location; as the CCPh ends, sewer stacks of both
// sides in one Sewer Location fight, and it never leaves a Melee: the ATTACKER must move on in its
// next MPh. (Until the CC procedure of chapter A serves it, the roll asks the modules under its own
// name, SEWER_CC_ROLL.)
import * as z from 'zod';
import { fail } from '../../engine/errors';
import { collectModifiers } from '../../engine/hooks';
import type { ApplyContext, CommandHandler, GameContext } from '../../engine/module';
import { otherSide, type GameState, type Side, type UnitState } from '../../engine/state';
import { nonPhasingSide, phasingSide } from '../../engine/turn';
import { sewer } from '../../units/location';
import { killNumber } from '../core/ccTable';
import { eliminate } from '../core/morale';
import { CoreParams } from '../core/params';
import { inAPh } from './sewerEmerge';
import { adjacentSewers, manholeUsable, readSewers, type SewerStack, stacksOf, stackUnits } from './sewerState';
import { purgeSewers } from './stacks';

export const SEWER_CC_ROLL = 'sewers.closeCombat';

const SewerCcSchema = z.strictObject({ type: z.literal('sewerAdvance'), stack: z.string().max(12), into: z.string().max(12) });

/** Enemy sewer stacks a stack may advance into for Close Combat (B8.44). */
function ccTargets(ctx: GameContext, state: GameState, s: SewerStack): SewerStack[] {
  if (!manholeUsable(ctx, s.hex)) return [];
  return stacksOf(state, otherSide(s.side)).filter((e) => e.hex !== s.hex && adjacentSewers(ctx, e.hex, s.hex) && manholeUsable(ctx, e.hex));
}

export const sewerAdvance: CommandHandler<z.infer<typeof SewerCcSchema>> = {
  type: 'sewerAdvance',
  schema: SewerCcSchema,
  legal(ctx, state, side) {
    if (!inAPh(state, side)) return [];
    return stacksOf(state, side)
      .map((s) => ({ s, into: ccTargets(ctx, state, s).map((e) => e.hex) }))
      .filter((x) => x.into.length)
      .map(({ s, into }) => ({ type: 'sewerAdvance', label: `Advance ${s.id} into Close Combat in the sewer`, rule: 'B8.44', choices: { stack: s.id, from: s.hex, into } }));
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (!inAPh(state, side)) fail('WRONG_PHASE', 'sewer units advance into Close Combat in the APh', 'B8.44');
    const s = readSewers(state).stacks[cmd.stack];
    if (!s || s.side !== side) fail('NOT_YOUR_UNIT', `you have no sewer stack ${cmd.stack}`);
    const into = ctx.map.byName(cmd.into)?.name;
    if (!into || !ccTargets(ctx, state, s).some((e) => e.hex === into)) fail('ILLEGAL_LOCATION', `no enemy sewer stack beneath an ADJACENT manhole at ${cmd.into}`, 'B8.44');
    const from = s.hex;
    s.hex = into;
    for (const u of stackUnits(state, s)) u.loc = sewer(into);
    ctx.emit({ type: 'sewerMoved', audience: 'all', data: { stack: s.id, from, to: into, lost: s.lost, closeCombat: true, rule: 'B8.44' } });
  },
  sample(entry, random) {
    const into = entry.choices!.into as string[];
    return { type: 'sewerAdvance', stack: entry.choices!.stack as string, into: into[Math.floor(random() * into.length)]! };
  },
};

/** B8.44 Close Combat between sewer stacks sharing a Sewer Location, as the CCPh ends; never Melee. */
export function sewerCloseCombat(ctx: ApplyContext): void {
  const byHex = new Map<string, SewerStack[]>();
  for (const s of stacksOf(ctx.state)) byHex.set(s.hex, [...(byHex.get(s.hex) ?? []), s]);
  for (const [hex, stacks] of byHex) {
    if (new Set(stacks.map((s) => s.side)).size < 2) continue;
    const live = (side: Side) => stacks.filter((s) => s.side === side).flatMap((s) => stackUnits(ctx.state, s)).filter((u) => u.kind !== 'dummy');
    const fp = (us: UnitState[]) => us.reduce((t, u) => t + (u.status.broken ? 0 : ctx.unitTypes.get(u.type)?.firepower ?? 0), 0);
    const doomed: UnitState[] = [];
    for (const att of [phasingSide(ctx.state), nonPhasingSide(ctx.state)]) {
      const attackers = live(att);
      const defenders = live(otherSide(att));
      if (!attackers.length || !defenders.length || fp(attackers) <= 0) continue;
      const kill = killNumber(CoreParams.of(ctx).ccKillNumbers, fp(attackers), fp(defenders));
      const modifiers = collectModifiers(ctx, ctx.state, { kind: 'module', roll: SEWER_CC_ROLL, subject: { hex, attackers, defenders } });
      const r = ctx.roll({ kind: 'DR', purpose: `Close Combat in the sewer beneath ${hex} (Kill Number ${kill})`, rule: 'B8.44', modifiers, audience: 'all' });
      if (r.final < kill) doomed.push(...defenders);
    }
    for (const u of doomed) if (!u.eliminated) eliminate(ctx, u, 'A11.11');
    ctx.emit({ type: 'closeCombat', audience: 'all', data: { hex, sewer: true, melee: false, rule: 'B8.44' } });
  }
  purgeSewers(ctx);
}
