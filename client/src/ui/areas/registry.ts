// The client parts of the rule areas: each area's folder exports a ClientArea, and one line in ./index.ts
// registers it. The log (format.ts eventLine), the Actions panel (match/prompts.ts: decisions and
// buttons) and the board's hex picks (match/choices.ts) ask the registered areas first, in registration
// order, and fall back to the chapter A core's own words and picks. A new area's client is its folder
// plus its registry line (./testArea is the worked example).
import type { Hex } from '@hexfog/shared/hex/index';
import type { GameMap } from '@hexfog/shared/map/index';
import type { LegalCommand, UnitTypeSummary, View, ViewEvent, ViewUnit } from '@hexfog/shared/protocol/index';
import type { Art } from '../art';
import type { UnitBadge } from '../counters/badge';
import type { StackItem } from '../counters/stack';

/** Names a unit of the view by its id ("A01 (6-2-8)"). */
export type UnitWho = (id: string) => string;

/** What the log needs to name things: sides by their names ("Germans"), unit types by their counters ("4-6-7"). */
export interface LineNames {
  side(side: string): string;
  unit(type: string): string;
}

/** A decision the rules may wait for (state.pending.kind), in players' words. */
export interface PendingText {
  /** To the seat that decides: `option` is the first of its options (only that seat receives them); `at` names the units it sees in a hex. */
  readonly ask: (option: unknown, who: UnitWho, at: (hex: string) => readonly string[]) => string;
  /** To the other seat and spectators, who see no options. */
  readonly wait: string;
}

/** A legal entry completed by clicking a hex: the hexes it offers, and the command a picked hex makes. */
export interface HexPick {
  /** The Locations offered: hex ids, or "hex/level" for an upper building level. */
  hexes(l: LegalCommand): readonly string[];
  /** The command with `hex` picked; `keep` drops the units the player unticked from a stack (A4.2, A7.5). */
  command(l: LegalCommand, hex: string, keep: (ids: readonly string[]) => string[]): Record<string, unknown> | null;
  /** Why a click on `hex` is no option (a plain "not highlighted" line when absent). */
  notAnOption?(l: LegalCommand, hex: string, who: UnitWho): string;
  /** Chosen with a button first and then completed on the board (a move), not answered by a click alone. */
  readonly picked?: boolean;
}

/**
 * What an area's panel may use of the match page: the names, a redraw, sending a command (buttons are
 * disabled while one is on its way), and the entry waiting for a hex. The page (match/page.ts) is one;
 * the areas never import the page. An area keeps its own picks (keyed by the page).
 */
export interface AreaPage {
  readonly names: LineNames;
  /** The seat this page plays (null: a spectator). */
  readonly seat: 'A' | 'B' | null;
  readonly picks: AreaPagePicks;
  render(): void;
  send(command: Record<string, unknown>): Promise<void>;
}

/** The page's picks an area may read and set. */
export interface AreaPagePicks {
  readonly busy: boolean;
  /** The legal entry waiting for a hex (a move's destination, a network move). */
  active: LegalCommand | null;
  /** The unit the next setup click places. */
  selectedUnit: string | null;
  /** Why the last click did nothing (the status line). */
  status: string;
  /** The area whose board pick is under way (an entrenchment's hex, a tunnel's entrances): one at a time. */
  areaPick: string | null;
}

/** An area's own picks, kept per page (made by `init` the first time a page asks). */
export function perPage<T>(init: () => T): (page: AreaPage) => T {
  const byPage = new WeakMap<AreaPage, T>();
  return (page) => {
    let p = byPage.get(page);
    if (p === undefined) byPage.set(page, (p = init()));
    return p;
  };
}

/** What an area shows and takes in the match page's panel; every part is optional. */
export interface AreaPanel {
  /** The phase line while the area runs the turn (impulses, action turns); null: the core's line. */
  phaseLine?(v: View, side: (s: string) => string): string | null;
  /** A line under the phase (the river's Current, what was activated), with its element's test id. */
  readonly line?: { readonly testid: string; readonly className: string; text(page: AreaPage, v: View): string };
  /** A section of the Actions panel (the Sewer cards), hidden when it draws nothing. */
  readonly section?: { readonly testid: string; readonly className: string; render(page: AreaPage, v: View, into: HTMLElement): void };
  /** Forgets the area's picks the server no longer offers. */
  dropStale?(page: AreaPage, v: View): void;
  /** The hexes the board highlights for a pick of the area under way; null when none is. */
  pickHexes?(page: AreaPage, v: View): Set<string> | null;
  /** A click on a hex: true when the area took it. */
  hexClicked?(page: AreaPage, v: View, hex: string): Promise<boolean> | boolean;
  /** The controls that stand for one of its legal entries instead of the core's; null: not its own. */
  controls?(page: AreaPage, v: View, l: LegalCommand): HTMLElement[] | null;
  /** Buttons beside the core's controls of an entry (a leader's activation beside the hex pick). */
  extraControls?(page: AreaPage, v: View, l: LegalCommand): HTMLElement[];
  /** Rows and buttons the Selected hex panel shows for a hex (a "Sewer ?" counter's contents for its owner). */
  selection?(page: AreaPage, v: View, hex: string): HTMLElement[];
  /** What "Finish setup" would drop of the area's picks (a tunnel with one entrance), so it is said, not lost; null: nothing. */
  unfinished?(page: AreaPage): string | null;
}

/** A mark an area draws on a hex: under the stacks (a tunnel entrance, a network node), over them, or with the water. */
export interface BoardMark {
  readonly hex: string;
  readonly layer: 'under' | 'over' | 'water';
  readonly art: (cell: Hex) => Art | readonly Art[] | null;
}

/** What an area adds to the board, from the view alone (the view is the allow-list). */
/** What an area's board parts may ask of the scenario's unit types (board/stacks.ts StackNames). */
export interface AreaBoardNames {
  unitName(type: string): string;
  unitType?(type: string): UnitTypeSummary | undefined;
}

export interface AreaBoard {
  /** Marks on hexes. */
  marks?(view: View, map: GameMap): readonly BoardMark[];
  /** Counters the area adds to hexes' stacks ("Sewer ?" counters, Rubble). */
  pieces?(view: View, names?: AreaBoardNames): readonly { readonly hex: string; readonly item: StackItem }[];
  /** A unit the area keeps off the map (a squad on a Sewer card is drawn on its card). */
  offMap?(u: ViewUnit): boolean;
  /** A badge on a unit's counter (an activation token). */
  badge?(view: View, unit: string, names?: AreaBoardNames): UnitBadge | null;
}

export interface ClientArea {
  /** The rule area (its module ids' folder). */
  readonly id: string;
  /** The log line of one of the area's events; null (or absent) for an event that is not its own. */
  eventLine?(e: ViewEvent, names: LineNames): string | null;
  /** A button's words for each of the area's legal entry types. */
  readonly entryTexts?: Readonly<Record<string, (l: LegalCommand, who: UnitWho) => string>>;
  /** The area's decisions (state.pending.kind) in players' words. */
  readonly pendingTexts?: Readonly<Record<string, PendingText>>;
  /** The area's entries completed by clicking a hex. */
  readonly hexPicks?: Readonly<Record<string, HexPick>>;
  /** What the area draws on the board. */
  readonly board?: AreaBoard;
  /** What the area shows and takes in the match page's panel. */
  readonly panel?: AreaPanel;
}

const areas: ClientArea[] = [];

/** Registers an area (./index.ts, one line per area); registering the same id again replaces it. */
export function registerArea(area: ClientArea): void {
  const at = areas.findIndex((a) => a.id === area.id);
  if (at >= 0) areas[at] = area;
  else areas.push(area);
}

/** The registered areas, in registration order (tests read what they declare). */
export function registeredAreas(): readonly ClientArea[] {
  return areas;
}

/** The first registered area's line for this event, or null when none claims it. */
export function areaEventLine(e: ViewEvent, names: LineNames): string | null {
  for (const a of areas) {
    const line = a.eventLine?.(e, names);
    if (line) return line;
  }
  return null;
}

/** The first registered area's entry of a record keyed by type (entry or decision). */
function claimed<T>(pick: (a: ClientArea) => Readonly<Record<string, T>> | undefined, type: string): T | undefined {
  for (const a of areas) {
    const table = pick(a);
    if (table && Object.hasOwn(table, type)) return table[type];
  }
  return undefined;
}

/** The words an area gives this entry, if one claims its type. */
export function areaEntryText(l: LegalCommand, who: UnitWho): string | undefined {
  return claimed((a) => a.entryTexts, l.type)?.(l, who);
}

/** Whether a registered area has words for this entry type. */
export const areaHasEntry = (type: string): boolean => claimed((a) => a.entryTexts, type) !== undefined;

/** The area's words for a decision it defines. */
export const areaPendingText = (kind: string): PendingText | undefined => claimed((a) => a.pendingTexts, kind);

/** The area's hex pick for an entry type it defines. */
export const areaHexPick = (type: string): HexPick | undefined => claimed((a) => a.hexPicks, type);

/** Every registered area's marks on the board. */
export function areaMarks(view: View, map: GameMap): BoardMark[] {
  return areas.flatMap((a) => a.board?.marks?.(view, map) ?? []);
}

/** Every registered area's counters for the hexes' stacks. */
export function areaPieces(view: View, names?: AreaBoardNames): { readonly hex: string; readonly item: StackItem }[] {
  return areas.flatMap((a) => a.board?.pieces?.(view, names) ?? []);
}

/** Whether an area keeps this unit off the map. */
export const areaOffMap = (u: ViewUnit): boolean => areas.some((a) => a.board?.offMap?.(u));

/** The first area's badge for this unit. */
export function areaBadge(view: View, unit: string, names?: AreaBoardNames): UnitBadge | undefined {
  for (const a of areas) {
    const b = a.board?.badge?.(view, unit, names);
    if (b) return b;
  }
  return undefined;
}

/** The registered areas' panels, in registration order. */
export function areaPanels(): AreaPanel[] {
  return areas.flatMap((a) => (a.panel ? [a.panel] : []));
}
