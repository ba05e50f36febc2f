// The Sewer cards in a view, by allow-list (SC.1-SC.6): the owner (and the replay, and everyone once the
// match has ended) sees every card in full. The other side and spectators always see the cards, their
// entrance markers and whether each holds a squad; the tokens, the exit range and the squad only with
// open cards (parameter hiddenSewerCards false), and the squad then only when it was not under a "?".
import type { GameContext, Viewer } from '../../engine/module';
import type { GameState } from '../../engine/state';
import type { SewerCardsView, SewerCardView } from '../../protocol/moduleViews';
import { hidden } from './common';
import { SewerCardRules } from './params';
import { exitRange, readCards, sewerHexes, track, type SewerCard } from './state';

function cardView(ctx: GameContext, state: GameState, c: SewerCard, full: boolean): SewerCardView {
  const base = { id: c.id, track: [...track(ctx)], marker: c.marker, occupied: !!c.unit };
  const open = full || !hidden(ctx);
  if (!open) return base;
  const u = c.unit ? state.units[c.unit] : undefined;
  const showUnit = u && (full || !u.status.concealed);
  return {
    ...base,
    tokens: [...c.tokens],
    ...(c.unit ? { exitRange: exitRange(ctx, c) } : {}),
    ...(showUnit ? { unit: { id: u.id, type: u.type } } : {}),
  };
}

export function sewerCardsView(ctx: GameContext, state: GameState, viewer: Viewer): SewerCardsView | undefined {
  const rule = SewerCardRules.of(ctx).sewerCards;
  if (!rule) return undefined;
  const full = state.status === 'ended' || viewer.kind === 'replay' || (viewer.kind === 'side' && viewer.side === rule.side);
  const cards = Object.values(readCards(state).cards).map((c) => cardView(ctx, state, c, full));
  return { side: rule.side, hidden: hidden(ctx), cards, sewerHexes: [...sewerHexes(ctx)] };
}
