// What a receiver may know at a moment, as one string, computed from the true state on the harness's
// own terms (./knowledge.ts), never from the engine's view code. Two twin games whose fingerprints for
// a receiver are equal must have sent that receiver identical bytes: where they differ, the hidden
// fact has legitimately come out and the twins are compared no further.
// Generous on purpose: anything that might be known goes in, so the comparison stops early rather
// than call a legitimate difference a leak.
import type { GameState } from '@hexfog/shared';
import { canonical } from './check';
import { knowledgeAt, type KnowledgeRules, knownFortifications, type Receiver } from './knowledge';

export function fingerprint(state: GameState, receiver: Receiver, rules: KnowledgeRules = {}): string {
  const k = knowledgeAt(state, receiver, rules);
  const pending = state.pending && {
    side: state.pending.side,
    kind: state.pending.kind,
    ...(state.pending.side === receiver ? { options: state.pending.options } : {}),
  };
  return canonical({
    version: state.version,
    status: state.status,
    turn: state.turn,
    playerTurn: state.playerTurn,
    phase: state.phase,
    attacker: state.attacker,
    setupDone: state.setupDone,
    phaseDone: state.phaseDone ?? [],
    result: state.result,
    pending,
    units: [...k.knownUnits].sort().map((id) => state.units[id]),
    concealedAt: [...k.concealedAt].sort(),
    sewerCounters: [...k.sewerCounters].sort(),
    fortifications: knownFortifications(state, receiver),
    ...sewerCardFacts(state, rules),
  });
}

/**
 * sewer-cards: what the receiver may know of the Sewer cards and the action turns. With open cards the
 * whole card state (squads, tokens: generous); with hidden cards each card's entrance marker and whether
 * it is occupied (SC.1, the match option). The passes in succession are public.
 */
function sewerCardFacts(state: GameState, rules: KnowledgeRules): Record<string, unknown> {
  const cards = state.modules.sewerCards as { cards?: Record<string, Record<string, unknown> | null> } | undefined;
  const passes = (state.modules.activations as { passes?: unknown } | undefined)?.passes;
  const out: Record<string, unknown> = passes === undefined ? {} : { passes };
  if (!cards) return out;
  if (!rules.hiddenSewerCards) return { ...out, sewerCards: cards };
  const open = Object.entries(cards.cards ?? {}).map(([id, c]) => ({ id, marker: c?.marker ?? null, occupied: !!c?.unit }));
  return { ...out, sewerCards: open };
}
