// SC.4 an activated sewer squad advances its position in the sewers: a token fatigue side up on the
// card's next open square; the exit range becomes the lowest number not covered (state.ts exitRange).
// A card with every square covered cannot advance further (our reading).
import * as z from 'zod';
import { fail } from '../../engine/errors';
import type { CommandHandler } from '../../engine/module';
import type { LegalCommand } from '../../protocol/views';
import { completeActivation } from '../core/activation';
import { activatableCards, activateCard } from './activateCard';
import { hidden, opponentOf } from './common';
import { exitRange, hasOpenSquare } from './state';

const Schema = z.strictObject({ type: z.literal('sewerCardAdvance'), card: z.string().max(12) });

export const sewerCardAdvance: CommandHandler<z.infer<typeof Schema>> = {
  type: 'sewerCardAdvance',
  schema: Schema,
  legal(ctx, state, side): LegalCommand[] {
    const ids = activatableCards(ctx, state, side)
      .filter((c) => hasOpenSquare(ctx, c))
      .map((c) => c.id);
    return ids.length ? [{ type: 'sewerCardAdvance', label: 'Advance in the sewer', rule: 'SC.4', choices: { cards: ids } }] : [];
  },
  apply(ctx, cmd) {
    const { card } = activateCard(ctx, cmd.card, 'sewerAdvance', 'SC.4');
    if (!hasOpenSquare(ctx, card)) fail('ILLEGAL_COMMAND', `every square of the ${card.id} Sewer card is covered`, 'SC.4');
    card.tokens.push('fatigue');
    completeActivation(ctx, 'fatigue');
    const data = { card: card.id, exitRange: exitRange(ctx, card), rule: 'SC.4' };
    ctx.emit({ type: 'sewerAdvanced', audience: card.side, data });
    // hidden cards: the other side learns nothing (not even that a card, rather than an unseen unit, acted)
    if (!hidden(ctx)) ctx.emit({ type: 'sewerAdvanced', audience: opponentOf(card), data });
  },
  sample(entry, random) {
    const cards = (entry.choices as { cards: string[] }).cards;
    return { type: 'sewerCardAdvance', card: cards[Math.floor(random() * cards.length)]! };
  },
};
