// SC.5 the activated sewer squad is placed on a hex with a sewer token within its exit range of its
// card's entrance marker, not held by an enemy (that is an assault, SC.6), and takes a normal action.
// The placement is no movement: no MF, no Opportunity Fire, no entry hooks. The card empties (tokens
// and marker off). Our readings: the squad is placed at the hex's ground level, keeping its "?" if it
// had one; 'opFire' prepares Op Fire at once (its token goes on); a unit set up hidden in the hex,
// unknown to the owner, is revealed and the squad stays on its card, its activation spent (as movement
// stops on finding one, A12.15).
import * as z from 'zod';
import { fail } from '../../engine/errors';
import type { ApplyContext, CommandHandler } from '../../engine/module';
import type { LegalCommand } from '../../protocol/views';
import type { UnitState } from '../../engine/state';
import { completeActivation } from '../core/activation';
import { activity } from '../core/activity';
import { fits } from '../core/moving';
import { ground } from '../../units/location';
import { loseHip } from '../core/concealment';
import { activatableCards, activateCard } from './activateCard';
import { enemiesIn, knownEnemiesIn, opponentOf } from './common';
import { type SewerCard, withinExitRange } from './state';

export const EMERGE_ACTIONS = ['advance', 'fire', 'fireAndMove', 'opFire'] as const;

const Schema = z.strictObject({
  type: z.literal('emerge'),
  card: z.string().max(12),
  hex: z.string().max(12),
  action: z.enum(EMERGE_ACTIONS),
});

export const emerge: CommandHandler<z.infer<typeof Schema>> = {
  type: 'emerge',
  schema: Schema,
  legal(ctx, state, side): LegalCommand[] {
    const options = activatableCards(ctx, state, side)
      .map((c) => ({
        card: c.id,
        hexes: withinExitRange(ctx, c).filter(
          (h) => !knownEnemiesIn(state, side, h).length && fits(ctx, state, side, h, [state.units[c.unit!]!]),
        ),
      }))
      .filter((o) => o.hexes.length);
    return options.length
      ? [{ type: 'emerge', label: 'Emerge from the sewer', rule: 'SC.5', choices: { options, actions: [...EMERGE_ACTIONS] } }]
      : [];
  },
  apply(ctx, cmd) {
    const { card, unit } = activateCard(ctx, cmd.card, cmd.action, 'SC.5');
    const hex = ctx.map.byName(cmd.hex)?.name;
    if (!hex || !withinExitRange(ctx, card).includes(hex))
      fail('ILLEGAL_LOCATION', `${cmd.hex} is no hex with a sewer token within the exit range of the ${card.id} marker`, 'SC.5');
    if (knownEnemiesIn(ctx.state, ctx.side, hex).length)
      fail('ILLEGAL_LOCATION', `an enemy holds ${hex}: assault it from the sewer instead`, 'SC.6');
    if (!fits(ctx, ctx.state, ctx.side, hex, [unit])) fail('OVERSTACKED', `${unit.id} would overstack ${hex}`, 'A5.1');
    const unknown = enemiesIn(ctx.state, ctx.side, hex);
    if (unknown.length) return stopped(ctx, card, unknown, hex);
    placeOnMap(ctx, card, unit, hex, cmd.action);
  },
  sample(entry, random) {
    const c = entry.choices as { options: { card: string; hexes: string[] }[]; actions: string[] };
    const o = c.options[Math.floor(random() * c.options.length)]!;
    return {
      type: 'emerge',
      card: o.card,
      hex: o.hexes[Math.floor(random() * o.hexes.length)]!,
      action: c.actions[Math.floor(random() * c.actions.length)] as (typeof EMERGE_ACTIONS)[number],
    };
  },
};

/** Empties the card: its squad leaves it, tokens and marker come off (SC.5, SC.6). */
export function emptyCard(card: SewerCard): void {
  card.unit = null;
  card.marker = null;
  card.tokens = [];
}

function placeOnMap(ctx: ApplyContext, card: SewerCard, unit: UnitState, hex: string, action: string): void {
  const from = card.marker!;
  unit.loc = ground(hex);
  emptyCard(card);
  activity(ctx.state).mf[unit.id] = 0; // a placement, not movement: its action starts afresh
  if (action === 'opFire') completeActivation(ctx, 'opFire');
  ctx.emit({ type: 'emerged', audience: card.side, data: { card: card.id, from, hex, unit: unit.id, action, rule: 'SC.5' } });
  // the squad is on the map now: the other side sees it as it sees any unit there (a "?" stays one)
  ctx.emit({
    type: 'emerged',
    audience: opponentOf(card),
    data: { card: card.id, from, hex, ...(unit.status.concealed ? {} : { unit: unit.id }), rule: 'SC.5' },
  });
}

function stopped(ctx: ApplyContext, card: SewerCard, found: UnitState[], hex: string): void {
  loseHip(ctx, found, 'discovered', 'A12.15'); // the one seam that ends HIP (rules/core/concealment.ts)
  completeActivation(ctx, 'fatigue');
  ctx.emit({ type: 'emerged', audience: 'all', data: { card: card.id, from: card.marker!, hex, stopped: true, rule: 'SC.5' } });
}
