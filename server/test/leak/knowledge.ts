// What a receiver may know at a version, computed from the true state on its own terms, without the
// engine's view code: the leak harness compares every payload with this.
//   a seat knows its own units; an enemy unit once play has started when it is on the board, not
//     hidden, not concealed and not below ground (the heroes-and-leaders sewer network excepted, HL.1)
//     a squad on a Sewer card (sewer-cards, SC.1: a Location kind off the map) is known as it would be
//     on the map (not when concealed) with open cards, and never with hidden Sewer cards (match option);
//   a SW lying unpossessed (A4.44) as rules/supportWeapons/visibility.ts says, on these terms (lyingKnownTo);
//   a spectator knows what both sides know: each unit as its opponent knows it;
//   once the match has ended, everyone knows everything.
import type { GameState, UnitState } from '@hexfog/shared';

export type Receiver = 'A' | 'B' | 'spectator';

export interface Knowledge {
  readonly ended: boolean;
  readonly knownUnits: ReadonlySet<string>;
  readonly unknownUnits: ReadonlySet<string>;
  readonly knownTypes: ReadonlySet<string>;
  /** `${side}|${hex}|${place}|${level}` of Locations holding concealed units, per side. */
  readonly concealedAt: ReadonlySet<string>;
  /** Every "Sewer ?" / "Lost ?" counter on the map (public, B8.41): id -> `${side}|${hex}|${kind}`. */
  readonly sewerCounters: ReadonlyMap<string, string>;
}

/** The rules a match is played with that change what the opponent sees (match options). */
export interface KnowledgeRules {
  /** sewer-cards: the Sewer cards are hidden from the opponent (the match option). */
  readonly hiddenSewerCards?: boolean;
}

/** Location kinds in normal LOS on the map, and those below it (B8.2, B8.6): any other kind is a Sewer card's. */
const SURFACE = new Set(['ground', 'upper']);
const BELOW = new Set(['sewer', 'tunnel']);

function visibleToOpponent(state: GameState, u: UnitState, rules: KnowledgeRules): boolean {
  if (state.status === 'setup' || !u.loc || u.status.hidden) return false;
  // a squad on a Sewer card (SC.1) is off the map: with hidden cards the opponent sees the entrance marker only
  if (onSewerCard(state, u)) return !rules.hiddenSewerCards && !u.status.concealed;
  // below ground out of sight (B8.2, B8.6), except in the heroes-and-leaders sewer network, whose Sewer and
  // Tunnel Locations are in normal enemy LOS (HL.1): a match plays it when its state has the module's part
  if (BELOW.has(u.loc.place) && !state.modules.sewerNetwork) return false;
  return !u.status.concealed;
}

/**
 * Whether the unit is on a Sewer card (sewer-cards): its Location is of no kind on or below the map, or
 * the module's state names it on a card (read on the harness's own terms, not through the view code).
 */
function onSewerCard(state: GameState, u: UnitState): boolean {
  if (u.loc && !SURFACE.has(u.loc.place) && !BELOW.has(u.loc.place)) return true;
  const cards = (
    state.modules.sewerCards as
      | { cards?: Record<string, { unit?: string | null } | null> | readonly ({ unit?: string | null } | null)[] }
      | undefined
  )?.cards;
  return !!cards && Object.values(cards).some((c) => c?.unit === u.id);
}

/**
 * A4.44: a SW lying unpossessed in a Location (the state's `swPieces.lying`), read on the harness's own
 * terms: the other side knows it when the elimination that left it was told to it (`unseen` false) and
 * the Location is not below ground, or when one of its own units is in that Location; a spectator knows
 * what the owner's opponent knows.
 */
function lyingKnownTo(state: GameState, u: UnitState, receiver: Receiver): boolean {
  const lying = (state.modules.swPieces as { lying?: Record<string, { loc: UnitState['loc']; unseen: boolean }> } | undefined)?.lying;
  const l = lying?.[u.id];
  if (!l?.loc || u.eliminated || state.status === 'setup') return false;
  const side = receiver === 'spectator' ? (u.side === 'A' ? 'B' : 'A') : receiver;
  if (side === u.side) return true;
  if (!l.unseen && !BELOW.has(l.loc.place)) return true;
  const at = l.loc;
  return Object.values(state.units).some(
    (o) => o.side === side && !o.eliminated && !!o.loc && o.loc.hex === at.hex && o.loc.place === at.place && o.loc.level === at.level,
  );
}

export function knowledgeAt(state: GameState, receiver: Receiver, rules: KnowledgeRules = {}): Knowledge {
  const ended = state.status === 'ended';
  const knownUnits = new Set<string>();
  const unknownUnits = new Set<string>();
  const knownTypes = new Set<string>();
  const concealedAt = new Set<string>();
  for (const u of Object.values(state.units)) {
    const known =
      ended || (receiver !== 'spectator' && u.side === receiver) || visibleToOpponent(state, u, rules) || lyingKnownTo(state, u, receiver);
    (known ? knownUnits : unknownUnits).add(u.id);
    if (known) knownTypes.add(u.type);
    if (u.loc && u.status.concealed && !u.eliminated) concealedAt.add(`${u.side}|${u.loc.hex}|${u.loc.place}|${u.loc.level}`);
  }
  const sewerCounters = new Map<string, string>();
  const stacks =
    (state.modules.sewers as { stacks?: Record<string, { id: string; side: string; hex: string; lost: boolean }> } | undefined)?.stacks ??
    {};
  for (const s of Object.values(stacks)) sewerCounters.set(s.id, `${s.side}|${s.hex}|${s.lost ? 'lost' : 'sewer'}`);
  return { ended, knownUnits, unknownUnits, knownTypes, concealedAt, sewerCounters };
}

/**
 * The fortification counters the receiver may know: its own side's; the others' once play begins (one
 * placed in the secret setup is its owner's until then), except those set up hidden and not yet revealed
 * (A12.33, our reading); every one once the match has ended.
 */
export function knownFortifications(state: GameState, receiver: Receiver): { id: string }[] {
  type Counter = { id: string; side: string; hidden?: boolean; placedInSetup?: boolean };
  const counters = (state.modules.fortifications as { counters?: Counter[] } | undefined)?.counters ?? [];
  const ended = state.status === 'ended';
  return counters.filter((f) => ended || f.side === receiver || (!f.hidden && (state.status !== 'setup' || !f.placedInSetup)));
}
