// SC.2 entering the sewer: the active squad, moving (its action lets it move), spends 1 MF in a hex with
// a sewer token, at ground level (elevation 0 if in a building), and goes onto an empty Sewer card; the
// card's entrance marker goes on that hex, a token fatigue side up on the card's first open square, and
// its activation is over. Our readings: "squad" means a squad (kind 'squad'), not a half-squad or crew;
// it must be Good Order (a broken unit is not activated to move); what it carries rides with it
// (portage, A4.4: support weapons have no Location of their own).
import * as z from 'zod';
import { fail } from '../../engine/errors';
import type { ApplyContext, CommandHandler, GameContext } from '../../engine/module';
import { ownUnit } from '../../engine/ownPieces';
import type { LegalCommand } from '../../protocol/views';
import type { GameState, Side, UnitState } from '../../engine/state';
import { actsFor } from '../../engine/turn';
import { completeActivation, readActivation } from '../core/activation';
import { activity } from '../core/activity';
import { mfLeft } from '../core/moving';
import { hidden, opponentOf, opponentSeesUnit, ownCard } from './common';
import { readCards, sewerHexes, CARD_PLACE, type SewerCard } from './state';

const Schema = z.strictObject({ type: z.literal('enterSewerCard'), unit: z.string().max(12), card: z.string().max(12).optional() });

/** The actions that let the active unit move (SC.7: Advance, Fire and Move). */
const MOVING = ['advance', 'fireAndMove'];

// (no `free` flag: while a decision is pending the engine neither asks legal() nor applies this, engine/game.ts)
const inActionTurn = (ctx: GameContext, state: GameState, side: Side) => actsFor(ctx, state, side, 'move');

/** Why the unit may not go down now, or undefined. */
function refusal(ctx: GameContext, state: GameState, u: UnitState): string | undefined {
  const a = readActivation(state).active;
  if (!a || a.unit !== u.id || !MOVING.includes(a.action)) return `${u.id} is not the unit activated to move in this action turn`;
  if (u.kind !== 'squad') return `${u.id} is not a squad: only squads enter the sewer`;
  if (u.status.broken) return `${u.id} is broken`;
  if (!u.loc || u.loc.place !== 'ground') return `${u.id} is not at ground level (in a building it must be at elevation 0)`;
  if (!sewerHexes(ctx).includes(u.loc.hex)) return `${u.loc.hex} has no sewer token`;
  // Stryker disable next-line ArrayDeclaration: equivalent, u is a squad (checked above): no leader in its group, allowance(u, []) = allowance(u, [u])
  if (mfLeft(state, u, [u]) < 1) return `${u.id} has no MF left (entering the sewer costs 1 MP)`;
  return undefined;
}

const emptyCards = (state: GameState, side: Side): SewerCard[] =>
  Object.values(readCards(state).cards).filter((c) => c.side === side && !c.unit);

export const enterSewerCard: CommandHandler<z.infer<typeof Schema>> = {
  type: 'enterSewerCard',
  schema: Schema,
  legal(ctx, state, side): LegalCommand[] {
    if (!inActionTurn(ctx, state, side)) return [];
    const a = readActivation(state).active;
    const u = a ? state.units[a.unit] : undefined;
    const free = emptyCards(state, side);
    if (!u || u.side !== side || !free.length || refusal(ctx, state, u)) return [];
    return [
      {
        type: 'enterSewerCard',
        label: `${u.id} enters the sewer at ${u.loc!.hex}`,
        rule: 'SC.2',
        choices: { units: [{ id: u.id, hex: u.loc!.hex }], cards: free.map((c) => c.id) },
      },
    ];
  },
  apply(ctx, cmd) {
    const { state, side } = ctx;
    if (!inActionTurn(ctx, state, side)) fail('NOT_YOUR_TURN', 'a squad enters the sewer in its own action turn', 'SC.2');
    const u = ownUnit(ctx, cmd.unit);
    const why = refusal(ctx, state, u);
    if (why) fail('ILLEGAL_COMMAND', why, 'SC.2');
    // the card the draft may change: the writable one (engine/moduleState.ts), never the one read
    const free = cmd.card ?? emptyCards(state, side)[0]?.id;
    const card = free === undefined ? undefined : ownCard(ctx, free);
    if (!card) fail('ILLEGAL_COMMAND', 'every Sewer card holds a squad already', 'SC.2');
    if (card.unit) fail('ILLEGAL_COMMAND', `the ${card.id} Sewer card holds a squad already (one squad per card)`, 'SC.2');
    goDown(ctx, u, card);
  },
  sample(entry, random) {
    const c = entry.choices as { units: { id: string }[]; cards: string[] };
    return { type: 'enterSewerCard', unit: c.units[0]!.id, card: c.cards[Math.floor(random() * c.cards.length)]! };
  },
};

function goDown(ctx: ApplyContext, u: UnitState, card: SewerCard): void {
  const hex = u.loc!.hex;
  const seen = opponentSeesUnit(ctx, u);
  const a = activity(ctx.state);
  a.mf[u.id] = (a.mf[u.id] ?? 0) + 1; // SC.2: 1 MP
  u.loc = { hex, place: CARD_PLACE, level: -1 };
  card.unit = u.id;
  card.marker = hex;
  card.tokens = ['fatigue'];
  completeActivation(ctx, 'fatigue');
  ctx.emit({ type: 'sewerCardEntered', audience: card.side, data: { card: card.id, hex, unit: u.id, rule: 'SC.2' } });
  // the other side sees the marker placed; the squad's id only with open cards and when it saw the squad
  // go (with hidden cards its view merely loses the unit it saw, if it saw one)
  ctx.emit({
    type: 'sewerCardEntered',
    audience: opponentOf(card),
    data: { card: card.id, hex, ...(seen && !hidden(ctx) ? { unit: u.id } : {}), rule: 'SC.2' },
  });
}
