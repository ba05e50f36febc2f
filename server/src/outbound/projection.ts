// THE projection boundary. Every payload with match content that leaves the server (views, events,
// acks, errors, initial sync, catch-up, match summaries) is built here, for one receiver, from what
// that receiver may know. Other modules hand these payloads to a socket or an HTTP reply unchanged;
// server/src/outbound/boundary.test.ts checks that nothing else emits to a socket.
import {
  audienceIncludes,
  type CommandAck,
  type MatchSummary,
  type ScenarioSummary,
  type Side,
  type SyncPayload,
  type UpdatePayload,
  type Viewer,
  type ViewEvent,
  type WireError,
} from '@hexfog/shared';
import type { LiveMatch, StoredEvent } from '../matches/matchService';

export type Seat = Side | null;

export function viewerFor(seat: Seat): Viewer {
  return seat ? { kind: 'side', side: seat } : { kind: 'public' };
}

/** The events this receiver may see, with only their allow-listed wire fields. */
export function eventsFor(match: LiveMatch, seat: Seat, events: readonly StoredEvent[]): ViewEvent[] {
  const ended = match.state.status === 'ended';
  const viewer = viewerFor(seat);
  return events.filter((e) => audienceIncludes(e.audience, viewer, ended)).map((e) => ({ seq: e.seq, version: e.version, type: e.type, data: e.data }));
}

export function syncPayload(match: LiveMatch, seat: Seat, events: readonly StoredEvent[], full: boolean): SyncPayload {
  return {
    matchId: match.id,
    seat,
    version: match.state.version,
    view: match.game.view(match.state, viewerFor(seat)),
    events: eventsFor(match, seat, events),
    full,
    diceCommitment: match.diceCommitment,
  };
}

export function updatePayload(match: LiveMatch, seat: Seat, events: readonly StoredEvent[]): UpdatePayload {
  return { version: match.state.version, view: match.game.view(match.state, viewerFor(seat)), events: eventsFor(match, seat, events) };
}

/** An ack passes through unchanged: the engine phrases rule errors from the asking seat's knowledge. */
export function ackPayload(ack: CommandAck): CommandAck {
  return ack.ok ? { ok: true, version: ack.version, ...(ack.duplicate ? { duplicate: true } : {}) } : { ok: false, error: wireError(ack.error) };
}

export function wireError(e: WireError): WireError {
  return {
    code: e.code,
    message: e.message,
    ...(e.rule ? { rule: e.rule } : {}),
    ...(e.currentVersion !== undefined ? { currentVersion: e.currentVersion } : {}),
  };
}

export function errorBody(code: string, message: string): { error: WireError } {
  return { error: { code, message } };
}

export function matchSummary(match: LiveMatch, scenario: ScenarioSummary | undefined): MatchSummary {
  const s = match.state;
  const ended = s.status === 'ended';
  return {
    id: match.id,
    ruleset: match.ruleset,
    scenario: match.scenarioId,
    scenarioName: scenario?.name ?? match.scenarioId,
    sides: scenario?.sides ?? { A: 'A', B: 'B' },
    status: s.status,
    version: s.version,
    turn: s.turn,
    turns: match.game.ctx.scenario.turns,
    phase: s.status === 'setup' ? 'setup' : s.phase,
    spectators: match.spectators,
    diceCommitment: match.diceCommitment,
    ...(ended ? { diceSeed: match.diceSeed } : {}),
    ...(s.result ? { result: { winner: s.result.winner, reason: s.result.reason } } : {}),
    createdAt: match.createdAt.toISOString(),
  };
}

export interface MatchListItem {
  readonly id: string;
  readonly ruleset: string;
  readonly scenario: string;
  readonly scenarioName: string;
  readonly status: string;
  readonly version: number;
  readonly updatedAt: string;
}

export function matchListItem(
  row: { id: string; ruleset: string; scenarioId: string; status: string; version: number; updatedAt: Date },
  scenario: ScenarioSummary | undefined,
): MatchListItem {
  return {
    id: row.id,
    ruleset: row.ruleset,
    scenario: row.scenarioId,
    scenarioName: scenario?.name ?? row.scenarioId,
    status: row.status,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}
