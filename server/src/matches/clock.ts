// Time control on the server, which is authoritative: one timer per timed match, armed at the first
// side's expiry (clockRules.ts). Every clock state is stored (match_clocks: the state and its next
// expiry as a timestamp), so a restarted server re-arms the timers of every timed match (`start`).
// At expiry the server plays the waited-on seat's command through the match service like any other
// command (stored, replayed, published by the command pipeline): a chess clock's flag resigns the side (it loses),
// or, while the sides still set up, aborts the match (no result: a side that never showed up); a missed
// correspondence deadline answers the decision with its "no" answer where one exists (no Defensive
// First Fire, done with the phase), else the side resigns.
// No clock runs before both seats are held (an invitation out): the state is stored `unseated`, and
// the accept (`seated`) starts it; a side that never accepts never flags.
// Several processes on one database (cluster mode): each re-arms every stored timer, but only the
// match's owner acts on one (a process whose timer finds the match free takes it, service.get); the
// others look again later, in case the owner is gone. The clock state is read from its row at expiry:
// only the owner writes it, and a copy held here may be older.
import type { ClockView, Side, TimeControl } from '@hexfog/shared';
import type { Logger } from '../logging/logger';
import type { Db } from '../persistence/prisma';
import type { LiveMatch, MatchService } from './matchService';
import { AUDIENCE_KEYS, type AudienceKey, SEEN_BY_ALL, sees } from './audiences';
import { advanceClock, type ClockState, clockView, defaultAnswer, expiredSide, momentOf, nextExpiry } from './clockRules';

/** Time and timers, replaceable in tests (a controllable clock). */
export interface TimeSource {
  now(): number;
  /** Calls `fn` at epoch ms `at` (or soon after); returns a cancel. */
  schedule(at: number, fn: () => void): () => void;
}

/** setTimeout caps near 24.8 days: a later expiry wakes early, finds nothing due and re-arms. */
const MAX_DELAY = 2 ** 31 - 1;
/** A timer of a match another process owns looks again after this long (its owner may be gone). */
export const NOT_OWNER_RECHECK_MS = 5000;

export const realTime: TimeSource = {
  now: () => Date.now(),
  schedule(at, fn) {
    const t = setTimeout(fn, Math.min(MAX_DELAY, Math.max(0, at - Date.now())));
    t.unref();
    return () => clearTimeout(t);
  },
};

/**
 * Who is sent a clock change: after a command, only the audiences that saw it (audiences.ts: a clock
 * tick after a command one did not see would count it); else (created, loaded, seated) both seats. The
 * spectators only when they see the present: a delayed match's would learn whom the live position waits on.
 */
export function clockAudiences(match: Pick<LiveMatch, 'audiences' | 'spectators'>, version: number, by: Side | undefined): AudienceKey[] {
  const mask = by ? match.audiences.maskAt(version) : SEEN_BY_ALL;
  return AUDIENCE_KEYS.filter((k) => sees(mask, k) && (k !== 'public' || match.spectators.mode === 'public'));
}

export interface ClockDeps {
  readonly db: Db;
  readonly service: MatchService;
  readonly log: Logger;
  readonly time?: TimeSource;
  /** Sends the clock to these audiences of the match (`clockAudiences`). */
  readonly sendClock: (matchId: string, clock: ClockView, audiences: readonly AudienceKey[]) => void;
}

export class MatchClocks {
  private readonly time: TimeSource;
  private readonly states = new Map<string, ClockState>();
  private readonly timers = new Map<string, () => void>();
  private readonly chains = new Map<string, Promise<unknown>>();
  /** What the last expiry did, shown with the next clock state. */
  private readonly expiredNote = new Map<string, NonNullable<ClockView['expired']>>();
  private closed = false;

  constructor(private readonly deps: ClockDeps) {
    this.time = deps.time ?? realTime;
  }

  /** Re-arms the stored timers (a restart): each fires at its stored expiry, or at once when past. */
  async start(): Promise<void> {
    const rows = await this.deps.db.matchClock.findMany({
      where: { nextExpiry: { not: null } },
      select: { matchId: true, state: true, nextExpiry: true },
    });
    for (const r of rows) {
      this.states.set(r.matchId, r.state as unknown as ClockState);
      this.arm(r.matchId, r.nextExpiry!.getTime());
    }
    this.deps.log.info({ timers: rows.length }, 'match clocks re-armed');
  }

  close(): void {
    this.closed = true;
    for (const cancel of this.timers.values()) cancel();
    this.timers.clear();
  }

  /** The match service's hook: the match was created, loaded or moved (by `by`'s command). */
  changed(match: LiveMatch, by?: Side): void {
    const tc = match.timeControl;
    if (!tc) return;
    const version = match.state.version;
    void this.chain(match.id, () => this.advance(match, tc, version, by));
  }

  /** The clock as shown now, for a socket that just connected; null for a match without time control. */
  async current(match: LiveMatch): Promise<ClockView | null> {
    const tc = match.timeControl;
    if (!tc) return null;
    // another process's match: its owner writes the row, a copy held here may be older
    const held = this.deps.service.owns(match.id) ? this.states.get(match.id) : undefined;
    const st = held ?? (await this.load(match.id));
    return st ? clockView(tc, st, this.time.now()) : null;
  }

  private chain<T>(matchId: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.chains.get(matchId) ?? Promise.resolve();
    const next = prev.then(fn, fn);
    const tail = next.catch((e: unknown) => this.deps.log.error({ matchId, err: String(e) }, 'match clock failed'));
    this.chains.set(matchId, tail);
    void tail.then(() => {
      if (this.chains.get(matchId) === tail) this.chains.delete(matchId);
    });
    return next;
  }

  private async load(matchId: string): Promise<ClockState | null> {
    const row = await this.deps.db.matchClock.findUnique({ where: { matchId } });
    return row ? (row.state as unknown as ClockState) : null;
  }

  private async advance(
    match: LiveMatch,
    tc: TimeControl,
    version: number,
    by: Side | undefined,
    stored?: ClockState | null,
  ): Promise<void> {
    if (match.state.version !== version) return; // a later change is queued behind this one
    const prev = stored !== undefined ? stored : (this.states.get(match.id) ?? (await this.load(match.id)));
    const now = this.time.now();
    const moment = momentOf(match.game.view(match.state, { kind: 'public' }));
    // a clock once started stays started; before, the seats are counted (an invitation may be out)
    const seated = (prev !== null && !prev.unseated) || (await this.bothSeated(match.id));
    let st = advanceClock(prev, tc, version, moment, by, now, seated);
    const note = this.expiredNote.get(match.id);
    if (st !== prev && note) {
      this.expiredNote.delete(match.id);
      st = { ...st, expired: note };
    }
    const expiry = nextExpiry(st);
    if (expiry === null)
      this.states.delete(match.id); // nothing runs: the row has it, should it run again
    else this.states.set(match.id, st);
    if (st !== prev) {
      const data = { state: st as object, nextExpiry: expiry === null ? null : new Date(expiry) };
      await this.deps.db.matchClock.upsert({ where: { matchId: match.id }, create: { matchId: match.id, ...data }, update: data });
      this.deps.sendClock(match.id, clockView(tc, st, now), clockAudiences(match, version, by));
    }
    this.arm(match.id, expiry);
  }

  /** An invitation was accepted: the match's last seat is held, its clock may start. */
  async seated(matchId: string): Promise<void> {
    // an untimed match is not taken (cluster: its lock stays free for the process its sockets reach)
    if (!(await this.deps.service.peek(matchId))?.timeControl) return;
    const match = await this.deps.service.get(matchId);
    if (match) this.changed(match);
  }

  private async bothSeated(matchId: string): Promise<boolean> {
    return (await this.deps.db.seat.count({ where: { matchId } })) >= 2;
  }

  private arm(matchId: string, at: number | null): void {
    this.timers.get(matchId)?.();
    this.timers.delete(matchId);
    if (at === null || this.closed) return;
    this.timers.set(
      matchId,
      this.time.schedule(at, () => void this.chain(matchId, () => this.expire(matchId))),
    );
  }

  /** A timer fired: when a side's time is really up at this version, the server answers for it. */
  private async expire(matchId: string): Promise<void> {
    this.timers.delete(matchId);
    const match = await this.deps.service.get(matchId);
    const tc = match?.timeControl;
    if (!match || !tc || match.state.status === 'ended') return this.forget(matchId);
    if (!this.deps.service.owns(matchId)) return this.arm(matchId, this.time.now() + NOT_OWNER_RECHECK_MS);
    const st = await this.load(matchId);
    if (!st || st.version !== match.state.version) {
      // the stored clock is older than the match (a crash between commit and clock write): catch up
      await this.advance(match, tc, match.state.version, undefined, st);
      return;
    }
    this.states.set(matchId, st);
    const now = this.time.now();
    const side = expiredSide(st, now);
    if (!side) return this.arm(matchId, nextExpiry(st));
    const byDefault = tc.mode === 'deadline' ? defaultAnswer(match.game.view(match.state, { kind: 'public' }), side) : null;
    const version = match.state.version;
    if (byDefault && (await this.play(match, side, version, byDefault, 'default'))) return;
    // before the first Player Turn a side out of time aborts the match (no result): a side that never
    // showed up to set up does not lose by flag; once play has begun it resigns
    const leave = match.state.status === 'setup' ? 'abort' : 'resign';
    await this.play(match, side, version, { type: leave, reason: 'time' }, leave === 'abort' ? 'abort' : 'forfeit');
  }

  private forget(matchId: string): void {
    this.states.delete(matchId);
    this.expiredNote.delete(matchId);
  }

  /** Plays the seat's command (the pipeline publishes it); the commit's hook (`changed`) runs the clock on. */
  private async play(
    match: LiveMatch,
    side: Side,
    version: number,
    command: Record<string, unknown>,
    action: NonNullable<ClockView['expired']>['action'],
  ): Promise<boolean> {
    this.expiredNote.set(match.id, { side, action });
    const out = await this.deps.service.submit(match.id, side, {
      commandId: `time-${version}-${side}-${action}`,
      // the seat's own version at this match version (audiences.ts): what a seat's command is based on
      expectedVersion: match.audiences.versionAt(side, version),
      command,
    });
    if (!out.ack.ok) this.expiredNote.delete(match.id);
    // ids only: what was played is the seat's command, its content stays out of the log like any other
    this.deps.log.info({ matchId: match.id, side, version, action, ok: out.ack.ok }, 'time expired');
    return out.ack.ok;
  }
}
