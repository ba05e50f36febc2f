// SC.6 an assault from the sewer: the activated squad attacks an enemy-held hex with a sewer token
// within its exit range. The entrance marker moves to that hex and every token comes off the card; the
// squad attacks in Close Combat (the core assault, rules/core/assault.ts) with its attack strength
// reduced by 1 (parameter-free: the text's number). Won: the squad is in the hex, the card empty. Lost
// and alive: a token fatigue side up back on the card (its first square), the squad still on it.
// Eliminated: the card is empty. Either way the squad's activation is over (fatigue).
import * as z from 'zod';
import { fail } from '../../engine/errors';
import type { CommandHandler } from '../../engine/module';
import type { LegalCommand } from '../../protocol/views';
import { ground } from '../../units/location';
import { completeActivation } from '../core/activation';
import { assaultLocation } from '../core/assault';
import { activatableCards, activateCard } from './activateCard';
import { knownEnemiesIn, opponentOf } from './common';
import { emptyCard } from './emerge';
import { CARD_PLACE, withinExitRange } from './state';

/** SC.6: "the assaulting Soviet unit's attack strength is reduced by 1". */
export const SEWER_ASSAULT_DELTA = -1;

const Schema = z.strictObject({ type: z.literal('sewerAssault'), card: z.string().max(12), hex: z.string().max(12) });

export const sewerAssault: CommandHandler<z.infer<typeof Schema>> = {
  type: 'sewerAssault',
  schema: Schema,
  legal(ctx, state, side): LegalCommand[] {
    const options = activatableCards(ctx, state, side)
      .map((c) => ({ card: c.id, hexes: withinExitRange(ctx, c).filter((h) => knownEnemiesIn(state, side, h).length) }))
      .filter((o) => o.hexes.length);
    return options.length ? [{ type: 'sewerAssault', label: 'Assault from the sewer', rule: 'SC.6', choices: { options } }] : [];
  },
  apply(ctx, cmd) {
    const { card, unit } = activateCard(ctx, cmd.card, 'assault', 'SC.6');
    const hex = ctx.map.byName(cmd.hex)?.name;
    if (!hex || !withinExitRange(ctx, card).includes(hex))
      fail('ILLEGAL_LOCATION', `${cmd.hex} is no hex with a sewer token within the exit range of the ${card.id} marker`, 'SC.6');
    if (!knownEnemiesIn(ctx.state, ctx.side, hex).length)
      fail('ILLEGAL_LOCATION', `no enemy unit you know of holds ${hex}: emerge there instead`, 'SC.5');
    const from = card.marker!;
    card.marker = hex;
    card.tokens = [];
    unit.loc = { hex, place: CARD_PLACE, level: -1 };
    ctx.emit({ type: 'sewerAssault', audience: card.side, data: { card: card.id, from, hex, unit: unit.id, rule: 'SC.6' } });
    // the other side sees the marker move and the Close Combat; the squad as the CC reveals it
    ctx.emit({ type: 'sewerAssault', audience: opponentOf(card), data: { card: card.id, from, hex, rule: 'SC.6' } });
    const out = assaultLocation(ctx, [unit], ground(hex), { where: hex, attackFpDelta: SEWER_ASSAULT_DELTA });
    if (out.won || unit.eliminated) emptyCard(card);
    else card.tokens = ['fatigue'];
    completeActivation(ctx, 'fatigue');
    ctx.emit({
      type: 'sewerAssaultResolved',
      audience: 'all',
      data: { card: card.id, hex, won: out.won, eliminated: unit.eliminated, rule: 'SC.6' },
    });
  },
  sample(entry, random) {
    const o = (entry.choices as { options: { card: string; hexes: string[] }[] }).options;
    const pick = o[Math.floor(random() * o.length)]!;
    return { type: 'sewerAssault', card: pick.card, hex: pick.hexes[Math.floor(random() * pick.hexes.length)]! };
  },
};
