// Sewer cards on the match page (SC.1-SC.6): each card as the viewer may see it (its colour, the
// exit-range track with the tokens covering it, its exit range, its squad for the owner, a face-down
// look for the opponent with hidden cards), the entrance markers on the map, and the entries the client
// completes: `enterSewerCard` (a unit beside a sewer token onto a card), `sewerCardAdvance` (a card), `emerge`
// and `sewerAssault` (a card, then a hex within its exit range, then an action). Read with schemas of
// their own (a newer or older server: nothing shown rather than a broken page). Pure.
import type { LegalCommand, ModuleViews, SewerCardsView, SewerCardView } from '@hexfog/shared/protocol/index';
import * as z from 'zod';

/** The Location kind of a squad on a Sewer card (the module's CARD_PLACE): off the map, drawn on its card. */
export const SEWER_CARD_PLACE = 'sewerCard';

const Token = z.enum(['fatigue', 'opFire']);
const CardSchema = z.object({
  id: z.string(),
  track: z.array(z.int()),
  marker: z.string().nullable().default(null),
  occupied: z.boolean().default(false),
  tokens: z.array(Token).optional(),
  exitRange: z.int().optional(),
  unit: z.object({ id: z.string(), type: z.string() }).optional(),
});
const CardsSchema = z.object({
  side: z.enum(['A', 'B']),
  hidden: z.boolean().default(false),
  cards: z.array(CardSchema).default([]),
  sewerHexes: z.array(z.string()).default([]),
});

const Options = z.array(z.object({ card: z.string(), hexes: z.array(z.string()) }));
const SCHEMAS = {
  enterSewerCard: z.object({
    units: z.array(z.object({ id: z.string(), hex: z.string() })).min(1),
    cards: z.array(z.string()).default([]),
  }),
  sewerCardAdvance: z.object({ cards: z.array(z.string()).min(1) }),
  emerge: z.object({ options: Options, actions: z.array(z.string()).default([]) }),
  sewerAssault: z.object({ options: Options }),
} as const;
type CardEntryType = keyof typeof SCHEMAS;

/** A Sewer-card entry with its choices parsed: `switch (c.type)` narrows `c.choices`. */
export type CardChoices = {
  [K in CardEntryType]: {
    readonly type: K;
    readonly label: string;
    readonly rule?: string;
    readonly choices: z.infer<(typeof SCHEMAS)[K]>;
  };
}[CardEntryType];

/** The `sewerCards` module's view part; null when the match has no Sewer cards (or a shape we do not know). */
export function readSewerCards(modules: ModuleViews | undefined): SewerCardsView | null {
  const raw = modules?.['sewerCards'];
  if (!raw) return null;
  const p = CardsSchema.safeParse(raw);
  return p.success ? p.data : null;
}

/** The entry read as a Sewer-card entry; null for any other entry or a shape we do not know. */
export function readCardEntry(l: LegalCommand | null | undefined): CardChoices | null {
  if (!l?.choices || !Object.hasOwn(SCHEMAS, l.type)) return null;
  const p = SCHEMAS[l.type as CardEntryType].safeParse(l.choices);
  return p.success ? ({ type: l.type, label: l.label, ...(l.rule ? { rule: l.rule } : {}), choices: p.data } as CardChoices) : null;
}

/** Every Sewer-card entry of a legal list, by type. */
export function cardEntries(legal: readonly LegalCommand[]): Partial<{ [K in CardEntryType]: Extract<CardChoices, { type: K }> }> {
  const out: Record<string, CardChoices> = {};
  for (const l of legal) {
    const c = readCardEntry(l);
    if (c) out[c.type] = c;
  }
  return out;
}

/** The hexes a chosen card may come up in or assault (its exit range, SC.5, SC.6): the board highlights them. */
export function exitHexes(legal: readonly LegalCommand[], card: string | null): Set<string> {
  const e = cardEntries(legal);
  const out = new Set<string>();
  if (!card) return out;
  for (const o of [...(e.emerge?.choices.options ?? []), ...(e.sewerAssault?.choices.options ?? [])])
    if (o.card === card) for (const h of o.hexes) out.add(h);
  return out;
}

/** The cards the emerge and assault entries offer (a card button becomes a pick). */
export function cardsToLeave(legal: readonly LegalCommand[]): Set<string> {
  const e = cardEntries(legal);
  return new Set(
    [...(e.emerge?.choices.options ?? []), ...(e.sewerAssault?.choices.options ?? [])].filter((o) => o.hexes.length).map((o) => o.card),
  );
}

/** What a card and a hex picked may do: come up there with one of the actions (SC.5), or assault it (SC.6). */
export function leaveCommands(
  legal: readonly LegalCommand[],
  card: string,
  hex: string,
): { readonly label: string; readonly command: Record<string, unknown> }[] {
  const e = cardEntries(legal);
  const out: { label: string; command: Record<string, unknown> }[] = [];
  if (e.emerge?.choices.options.some((o) => o.card === card && o.hexes.includes(hex))) {
    for (const action of e.emerge.choices.actions.length ? e.emerge.choices.actions : ['advance'])
      out.push({ label: `Come up at ${hex}: ${action}`, command: { type: 'emerge', card, hex, action } });
  }
  if (e.sewerAssault?.choices.options.some((o) => o.card === card && o.hexes.includes(hex)))
    out.push({ label: `Assault ${hex} from the sewer`, command: { type: 'sewerAssault', card, hex } });
  return out;
}

export function enterCommand(unit: string, card?: string): Record<string, unknown> {
  return { type: 'enterSewerCard', unit, ...(card ? { card } : {}) };
}

export function advanceCommand(card: string): Record<string, unknown> {
  return { type: 'sewerCardAdvance', card };
}

/** One square of a card's track as drawn: its number and the token on it, if the viewer sees it. */
export interface Square {
  readonly n: number;
  readonly token: 'fatigue' | 'opFire' | null;
}

/** A card as the page draws it. */
export interface CardFace {
  readonly id: string;
  readonly colour: string;
  /** Face down: hidden cards seen by the opponent (entrance marker and whether occupied only). */
  readonly faceDown: boolean;
  readonly squares: readonly Square[];
  readonly exitRange: number | null;
  readonly marker: string | null;
  /** "A03 6-2-8", "occupied", "empty". */
  readonly squad: string;
}

const COLOURS: Readonly<Record<string, string>> = {
  red: '#c62828',
  blue: '#1565c0',
  green: '#2e7d32',
  yellow: '#f9a825',
  black: '#212121',
  white: '#eeeeee',
  orange: '#ef6c00',
  purple: '#6a1b9a',
  brown: '#6d4c41',
  grey: '#757575',
};

/** The card's colour for drawing: its id names it (SC.1), an unknown id gets grey. */
export function cardColour(id: string): string {
  return COLOURS[id.toLowerCase()] ?? '#757575';
}

/** A card as this viewer may see it: what the view leaves out stays out (hidden cards, the other side). */
export function cardFace(card: SewerCardView, hidden: boolean, unitName: (type: string) => string): CardFace {
  const faceDown = hidden && card.tokens === undefined && card.unit === undefined;
  const squares = card.track.map((n, i) => ({ n, token: card.tokens?.[i] ?? null }));
  const squad = card.unit ? `${card.unit.id} ${unitName(card.unit.type)}` : card.occupied ? 'occupied' : 'empty';
  return { id: card.id, colour: cardColour(card.id), faceDown, squares, exitRange: card.exitRange ?? null, marker: card.marker, squad };
}

/** The entrance markers on the map: hex -> the cards whose marker lies there (public in both modes, SC.2). */
export function entranceMarkers(view: SewerCardsView | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const c of view?.cards ?? []) if (c.marker) out.set(c.marker, [...(out.get(c.marker) ?? []), c.id]);
  return out;
}

/** "Sewer card red: A03 6-2-8 · exit range 4 · tokens F, OF" — the card in a line (tooltips, tests). */
export function cardLine(face: CardFace): string {
  if (face.faceDown) return `Sewer card ${face.id}: ${face.squad}${face.marker ? ` · entrance ${face.marker}` : ''} (hidden)`;
  const tokens = face.squares.filter((s) => s.token).map((s) => (s.token === 'fatigue' ? 'F' : 'OF'));
  return `Sewer card ${face.id}: ${face.squad}${face.marker ? ` · entrance ${face.marker}` : ''}${face.exitRange !== null ? ` · exit range ${face.exitRange}` : ''}${tokens.length ? ` · tokens ${tokens.join(', ')}` : ''}`;
}
