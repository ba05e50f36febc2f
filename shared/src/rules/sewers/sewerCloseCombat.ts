// Close Combat beneath the streets (B8.44): in the APh a stack beneath a manhole ADJACENT to an enemy
// sewer stack may advance into that stack's Sewer Location; as the CCPh ends, sewer stacks of both
// sides in one Sewer Location fight by the Close Combat procedure of chapter A (rules/core/closeCombat.ts:
// Kill Number, Partial Kill, leadership, A11.19, Ambush). What B8.44 changes: units in a sewer are always
// concealed (B8.41), so nobody is revealed, every attack is at half FP (A11.19: it attacks a concealed
// unit) and they are never locked in Melee (the ATTACKER must move on in its next MPh); every such CC is
// a new one with a concealed unit, so each has an Ambush dr (A11.4; B8.44 says nothing against it), -2
// to both sides; and, the stacks' contents being their owners' secret, each side sees only its own
// rolls (core: `hidden`).
import * as z from 'zod';
import { fail } from '../../engine/errors';
import type { ApplyContext, CommandHandler, GameContext } from '../../engine/module';
import { otherSide, type GameState } from '../../engine/state';
import { sewer } from '../../units/location';
import { resolveCloseCombat } from '../core/closeCombat';
import { inAPh } from './sewerEmerge';
import { adjacentSewers, manholeUsable, ownStack, type SewerStack, stacksOf, stackUnits } from './sewerState';

const SewerCcSchema = z.strictObject({ type: z.literal('sewerAdvance'), stack: z.string().max(12), into: z.string().max(12) });

/** Enemy sewer stacks a stack may advance into for Close Combat (B8.44). */
function ccTargets(ctx: GameContext, state: GameState, s: SewerStack): SewerStack[] {
  if (!manholeUsable(ctx, s.hex)) return [];
  return stacksOf(state, otherSide(s.side)).filter(
    (e) => e.hex !== s.hex && adjacentSewers(ctx, e.hex, s.hex) && manholeUsable(ctx, e.hex),
  );
}

export const sewerAdvance: CommandHandler<z.infer<typeof SewerCcSchema>> = {
  type: 'sewerAdvance',
  schema: SewerCcSchema,
  legal(ctx, state, side) {
    if (!inAPh(state, side)) return [];
    return stacksOf(state, side)
      .map((s) => ({ s, into: ccTargets(ctx, state, s).map((e) => e.hex) }))
      .filter((x) => x.into.length)
      .map(({ s, into }) => ({
        type: 'sewerAdvance',
        label: `Advance ${s.id} into Close Combat in the sewer`,
        rule: 'B8.44',
        choices: { stack: s.id, from: s.hex, into },
      }));
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (!inAPh(state, side)) fail('WRONG_PHASE', 'sewer units advance into Close Combat in the APh', 'B8.44');
    const s = ownStack(ctx, cmd.stack);
    const into = ctx.map.byName(cmd.into)?.name;
    if (!into || !ccTargets(ctx, state, s).some((e) => e.hex === into))
      fail('ILLEGAL_LOCATION', `no enemy sewer stack beneath an ADJACENT manhole at ${cmd.into}`, 'B8.44');
    const from = s.hex;
    s.hex = into;
    for (const u of stackUnits(state, s)) u.loc = sewer(into);
    ctx.emit({
      type: 'sewerMoved',
      audience: 'all',
      data: { stack: s.id, from, to: into, lost: s.lost, closeCombat: true, rule: 'B8.44' },
    });
  },
  sample(entry, random) {
    const into = entry.choices!.into as string[];
    return { type: 'sewerAdvance', stack: entry.choices!.stack as string, into: into[Math.floor(random() * into.length)]! };
  },
};

/** B8.44 Close Combat between sewer stacks sharing a Sewer Location, as the CCPh ends; never Melee (the
 *  stacks emptied by it are purged by the caller, index.ts `onPhaseEnd`, B8.45). */
export function sewerCloseCombat(ctx: ApplyContext): void {
  const byHex = new Map<string, SewerStack[]>();
  for (const s of stacksOf(ctx.state)) byHex.set(s.hex, [...(byHex.get(s.hex) ?? []), s]);
  for (const [hex, stacks] of [...byHex].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (new Set(stacks.map((s) => s.side)).size < 2) continue;
    const units = stacks.flatMap((s) => stackUnits(ctx.state, s));
    resolveCloseCombat(ctx, units, { continuing: false, hidden: true, where: `the sewer beneath ${hex}` });
    ctx.emit({ type: 'closeCombat', audience: 'all', data: { hex, sewer: true, melee: false, rule: 'B8.44' } });
  }
}
