// What the match page's steps share: the loaded match, the connection, the board and panel elements,
// and what the player has picked so far. Each step (render, menus, hex clicks, logs) takes a Page.
import type { GameMap } from '@hexfog/shared/map/index';
import type { LegalCommand, MatchSummary, View, WireError } from '@hexfog/shared/protocol/index';
import type { HexfogClient } from '../../sdk/index';
import type { Board } from '../board';
import type { Names } from '../format';
import { mapInPlay, readWater } from '../terrain/water';
import type { Panel } from './layout';

export interface MatchPageOptions {
  readonly matchId: string;
  readonly token?: string;
  /** The player's own seat, opened by his session when this browser holds no token for it. */
  readonly seat?: 'A' | 'B';
  readonly onSeat?: (side: 'A' | 'B') => void;
}

/** The player's picks between server updates: local to this page, never sent until a command is (the rule areas keep their own, areas/). */
export interface Picks {
  selectedHex: string | null;
  /** The LOS check's first hex, waiting for the second click. */
  losFrom: string | null;
  losText: string;
  /** The unit the next setup click places. */
  selectedUnit: string | null;
  /** A legal entry waiting for a hex: a move's destination or a fire's target. */
  active: LegalCommand | null;
  /** Setup placements not sent yet: unit id -> hex. */
  readonly staged: Map<string, string>;
  stageConcealed: boolean;
  lastError: WireError | null;
  /** A command is on its way: buttons are disabled until its ack. */
  busy: boolean;
  /** The rule area whose board pick is under way (areas/: an entrenchment's hex, a tunnel's entrances): one at a time. */
  areaPick: string | null;
  /** Why the last hex click did nothing; cleared by the next click. */
  status: string;
  /** The roll the dice panel shows (its event key, "version:index"); null: the newest. */
  shownRoll: string | null;
  /** Units the player unticked in a stack: left out of the next move, fire or advance (stackChoice.ts). */
  readonly leftOut: Set<string>;
}

export interface Page {
  readonly opts: MatchPageOptions;
  readonly summary: MatchSummary;
  /** The printed map; the map in play is `mapNow(page)`. */
  readonly map: GameMap;
  readonly names: Names;
  readonly client: HexfogClient;
  /** The seat this page plays (the client's; null: a spectator). */
  readonly seat: 'A' | 'B' | null;
  readonly board: Board;
  readonly panel: Panel;
  readonly picks: Picks;
  /** Redraws everything from the client's latest view and the picks. */
  render(): void;
  /** Sends a command: buttons are disabled while it is on its way, and the ack's error is shown (send.ts). */
  send(command: Record<string, unknown>): Promise<void>;
}

export function newPicks(): Picks {
  return {
    selectedHex: null,
    losFrom: null,
    losText: '',
    selectedUnit: null,
    active: null,
    staged: new Map(),
    stageConcealed: false,
    lastError: null,
    busy: false,
    areaPick: null,
    status: '',
    shownRoll: null,
    leftOut: new Set(),
  };
}

export function currentView(page: Page): View | null {
  return page.client.view;
}

/** The map in play: the printed map with the terrain the water module changed (B21.6 ice, B21.122 flooding, B16.7 mudflats). */
export function mapNow(page: Page): GameMap {
  return mapInPlay(page.map, readWater(page.client.view?.modules));
}

/** The LOS tool is in use: a check waits for its target, or its answer is shown. */
export function losToolActive(picks: Picks): boolean {
  return picks.losFrom !== null || picks.losText !== '';
}
