// The typed client SDK, for the browser UI, the tests and bots (Node and browser alike). It keeps the
// latest view and the event log, merges catch-up by version and sequence, reconnects automatically
// (sending the last version it saw), and stamps every command with a fresh commandId and the version
// it was based on. Every version it holds, sends and is sent is this receiver's own: the server counts,
// per seat and for the spectators, only the commands that changed what that receiver sees, so versions
// of two clients of one match are not comparable, and a client waits for its own (waitForVersion).
import type {
  ClientToServerEvents,
  CommandAck,
  AcceptInvitationResponse,
  CreateMatchBody,
  CreateMatchResponse,
  InvitationGrant,
  SeatedMatch,
  DiceRecord,
  MatchListItem,
  MatchSummary,
  Me,
  MyMatches,
  OpenChallenge,
  PlayerChallenges,
  PostedChallengeResponse,
  ReplayRecord,
  ScenarioSummary,
  ServerToClientEvents,
  SyncPayload,
  UpdatePayload,
  View,
  ViewEvent,
  WireError,
} from '@hexfog/shared/protocol/index';
import { atMoment } from '@hexfog/shared/protocol/moment';
import { applyPatch } from '@hexfog/shared/protocol/patch';
import { isDeltaUpdate, UpdatePayloadSchema } from '@hexfog/shared/protocol/socket';
import { io, type Socket } from 'socket.io-client';

export interface ConnectOptions {
  /** Server base URL, e.g. http://localhost:3000. */
  readonly url: string;
  readonly matchId: string;
  /** A seat token plays that seat; without one the client watches (or plays `seat`, its player's). */
  readonly token?: string;
  /** A seat of the player whose session comes with the handshake (the browser's cookie), without its token. */
  readonly seat?: 'A' | 'B';
  /**
   * The player's session cookie (`hexfog_session=...`) under Node, where no cookie jar is kept; by
   * default the one this SDK obtained the seat token with (seatCookie). A browser sends its own.
   */
  readonly cookie?: string;
  /** Resume from this version (e.g. kept in the browser across a reload). */
  readonly lastVersion?: number;
  /** Extra socket.io-client options (tests turn reconnection off, or force websocket). */
  readonly socketOptions?: Record<string, unknown>;
}

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'closed' | 'refused';

/** An event's place in the record: its version, then its index within the version. */
const byPlace = (a: ViewEvent, b: ViewEvent) => a.version - b.version || a.index - b.index;

export class HexfogClient {
  /** The raw socket (tests and probes send malformed input through it). */
  readonly socket: Socket;
  /** The same socket typed by the protocol's event maps: the SDK's own emits and listeners use it. */
  readonly wire: Socket<ServerToClientEvents, ClientToServerEvents>;
  view: View | null = null;
  /** This receiver's own version (the server's count of the changes it saw); -1 before the first sync. */
  version = -1;
  seat: 'A' | 'B' | null = null;
  diceCommitment = '';
  readonly events: ViewEvent[] = [];
  status: ConnectionStatus = 'connecting';
  /** How many syncs (handshake or catch-up) this client has applied. */
  syncs = 0;
  /** How many updates came as patches and were applied. */
  patchesApplied = 0;
  /** How many patches this client could not apply (and so asked for a sync instead). */
  deltaMisses = 0;
  lastError: WireError | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly seen = new Set<string>();
  private counter = 0;
  private readonly synced: Promise<void>;

  constructor(readonly opts: ConnectOptions) {
    if (opts.lastVersion !== undefined) this.version = opts.lastVersion;
    this.socket = this.wire = io(opts.url, {
      transports: ['websocket'],
      // the match id in the handshake URL too: a load balancer routes on it, so every socket of a match
      // reaches the same server process (deploy/nginx.conf); the server reads it from auth
      query: { matchId: opts.matchId },
      // auth is a function so that every reconnection sends the latest version seen
      auth: (cb) =>
        cb({
          matchId: opts.matchId,
          ...(opts.token ? { token: opts.token } : opts.seat ? {} : { spectate: true }),
          ...(opts.seat ? { seat: opts.seat } : {}),
          ...(this.version >= 0 ? { lastVersion: this.version } : {}),
        }),
      ...socketOptionsWithCookie(opts),
    });
    this.synced = new Promise((resolve, reject) => {
      this.socket.once('sync', () => resolve());
      this.socket.once('connect_error', (e: Error & { data?: { code?: string } }) => {
        if (this.version < 0) reject(Object.assign(new Error(e.message), { code: e.data?.code }));
      });
    });
    this.synced.catch(() => undefined);
    this.socket.on('connect', () => this.setStatus('connected'));
    this.socket.on('disconnect', () => this.setStatus(this.socket.active ? 'reconnecting' : 'closed'));
    this.socket.on('connect_error', (e: Error & { data?: { code?: string } }) => {
      this.lastError = { code: e.data?.code ?? 'UNAVAILABLE', message: e.message };
      this.setStatus(this.socket.active ? 'reconnecting' : 'refused');
    });
    this.wire.on('sync', (p: SyncPayload) => this.applySync(p));
    this.wire.on('update', (p: unknown) => this.applyUpdate(p));
    this.wire.on('protocolError', (e: WireError) => {
      this.lastError = e;
      this.emitChange();
    });
  }

  /** Resolves once the first sync has arrived; rejects when the handshake is refused. */
  ready(): Promise<void> {
    return this.synced;
  }

  onChange(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private setStatus(s: ConnectionStatus) {
    this.status = s;
    this.emitChange();
  }

  private emitChange() {
    for (const fn of this.listeners) fn();
  }

  /**
   * Merges events into the log, in (version, index) order, each once. Updates append in order, so the
   * log is sorted again only when one lands before its last entry (a catch-up racing an update): a sort
   * per update would cost every update the length of the match's log.
   */
  private addEvents(events: readonly ViewEvent[]) {
    let inOrder = true;
    for (const e of events) {
      const key = `${e.version}.${e.index}`;
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      const last = this.events[this.events.length - 1];
      if (last && byPlace(e, last) < 0) inOrder = false;
      this.events.push(e);
    }
    if (!inOrder) this.events.sort(byPlace);
  }

  private applySync(p: SyncPayload) {
    this.syncs++;
    if (p.full) {
      this.events.length = 0;
      this.seen.clear();
    }
    this.seat = p.seat;
    this.diceCommitment = p.diceCommitment;
    this.addEvents(p.events);
    if (p.version >= this.version || p.full) {
      this.version = p.version;
      this.view = p.view;
    }
    this.emitChange();
  }

  /**
   * An update is the whole view, or a patch of the view this client holds at `base`. A patch it cannot
   * apply (its version is not `base`: it missed an update, or a sync raced one) is dropped and the
   * client asks for a sync (the full view and the events it lacks), once at a time.
   */
  private applyUpdate(raw: unknown) {
    const parsed = UpdatePayloadSchema.safeParse(raw);
    if (!parsed.success) return this.needSync();
    const p = parsed.data as UpdatePayload;
    if (p.version <= this.version) return; // already have it (a sync raced ahead)
    let view: View;
    if (isDeltaUpdate(p)) {
      if (!this.view || p.base !== this.version) return this.needSync(p.version);
      try {
        view = { ...applyPatch(this.view, p.patch), version: p.version }; // the patch leaves the version out
        this.patchesApplied++;
      } catch {
        return this.needSync(p.version);
      }
    } else view = p.view;
    const gap = this.version >= 0 && p.version > this.version + 1;
    const justEnded = view.status === 'ended' && this.view?.status !== 'ended';
    this.addEvents(p.events);
    this.version = p.version;
    this.view = view;
    this.emitChange();
    if (justEnded)
      void this.resync(0).catch(() => undefined); // the whole record is revealed now
    else if (gap) void this.resync().catch(() => undefined); // missed something: fetch the events in between
  }

  private resyncing = false;
  /** The newest version an update announced: a sync that lands behind it is followed by another. */
  private announced = -1;

  private needSync(version = this.version) {
    this.announced = Math.max(this.announced, version);
    if (this.resyncing) return;
    this.resyncing = true;
    this.deltaMisses++;
    void this.resync()
      .catch(() => undefined)
      .finally(() => {
        this.resyncing = false;
        if (this.announced > this.version && this.socket.connected) this.needSync();
      });
  }

  /** Asks for everything after the version this client has. */
  async resync(fromVersion?: number): Promise<void> {
    const since = fromVersion ?? Math.max(0, this.version);
    const p = await this.wire.timeout(10000).emitWithAck('sync', { sinceVersion: since });
    if ('error' in p) throw Object.assign(new Error(p.error.message), p.error);
    this.applySync(p);
  }

  nextCommandId(): string {
    return `${Date.now().toString(36)}-${(this.counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  }

  /**
   * Sends a command based on the current version; resolves with the server's ack. A command that does
   * not name its moment (`at`) is named for the current view's (protocol/moment.ts).
   */
  async send(
    command: Record<string, unknown>,
    opts: { commandId?: string; expectedVersion?: number; timeoutMs?: number } = {},
  ): Promise<CommandAck> {
    const envelope = {
      commandId: opts.commandId ?? this.nextCommandId(),
      expectedVersion: opts.expectedVersion ?? this.version,
      command: atMoment(command, this.view),
    };
    return this.wire.timeout(opts.timeoutMs ?? 15000).emitWithAck('command', envelope);
  }

  /** Waits until the client has seen at least this version. */
  waitForVersion(v: number, timeoutMs = 10000): Promise<void> {
    return this.waitUntil(() => this.version >= v, timeoutMs, `version ${v}`);
  }

  /** Waits until `pred` holds (checked now and after every change). */
  waitUntil(pred: () => boolean, timeoutMs = 10000, what = 'condition'): Promise<void> {
    if (pred()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => {
        off();
        reject(new Error(`timed out waiting for ${what} (at version ${this.version}, ${this.status})`));
      }, timeoutMs);
      const off = this.onChange(() => {
        if (pred()) {
          clearTimeout(t);
          off();
          resolve();
        }
      });
    });
  }

  close(): void {
    this.socket.close();
    this.setStatus('closed');
  }
}

export function connect(opts: ConnectOptions): HexfogClient {
  return new HexfogClient(opts);
}

// Under Node there is no cookie jar: the SDK keeps, per seat token it obtained (creating a match,
// accepting an invitation), the session cookie of the player it was obtained as, and sends it with
// that seat's socket and requests, as a browser would send its cookie. A seat that belongs to a player
// opens only with that player's session. In a browser Set-Cookie cannot be read: the map stays empty
// and the browser sends its own cookie.
const SEAT_COOKIES_KEPT = 10_000;
const seatCookies = new Map<string, string>();

/** The session cookie (`hexfog_session=...`) a response set, if any (Node only). */
export function sessionCookieOf(res: Response): string | undefined {
  const headers = res.headers as Headers & { getSetCookie?: () => string[] };
  for (const line of headers.getSetCookie?.() ?? []) {
    const pair = line.split(';')[0]!.trim();
    if (pair.startsWith('hexfog_session=')) return pair;
  }
  return undefined;
}

/** The session cookie the SDK obtained this seat token with, if it did. */
export function seatCookie(token: string | undefined): string | undefined {
  return token === undefined ? undefined : seatCookies.get(token);
}

/** Keeps the session cookie a seat token was obtained with outside this SDK (a raw request, a test). */
export function rememberSeat(token: string, cookie: string | undefined): void {
  if (!cookie) return;
  seatCookies.set(token, cookie);
  // the oldest go first: a long-lived process (a bot, a bench) keeps a bounded map
  if (seatCookies.size > SEAT_COOKIES_KEPT) seatCookies.delete(seatCookies.keys().next().value!);
}

function socketOptionsWithCookie(opts: ConnectOptions): Record<string, unknown> {
  const extra = opts.socketOptions ?? {};
  const headers = (extra['extraHeaders'] as Record<string, string> | undefined) ?? {};
  // a cookie the caller names (the option, or a Cookie header of its own) wins over the remembered one
  const cookie = opts.cookie ?? headers['cookie'] ?? seatCookie(opts.token);
  return cookie ? { ...extra, extraHeaders: { ...headers, cookie } } : extra;
}

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json()) as T | { error: WireError };
  if (!res.ok) {
    const err = (body as { error?: WireError }).error ?? { code: 'INTERNAL', message: res.statusText };
    throw Object.assign(new Error(err.message), err, { status: res.status });
  }
  return body as T;
}

/**
 * A players' request: the browser sends its session cookie (same origin only) and a JSON object body
 * (the server's CSRF rules). Under Node there is no cookie jar: pass `cookie` to act as a browser.
 */
function playerRequest(method: 'GET' | 'POST', body?: object, cookie?: string): RequestInit {
  return {
    method,
    credentials: 'same-origin',
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  };
}

/** A seat's token as its bearer credential, with the session cookie the SDK obtained it with. */
const bearer = (token: string | undefined): RequestInit => {
  if (!token) return {};
  const cookie = seatCookie(token);
  return { headers: { authorization: `Bearer ${token}`, ...(cookie ? { cookie } : {}) } };
};

/** A created match's seats, each remembered with the session it was created as. */
async function created(res: Response): Promise<CreateMatchResponse> {
  const body = await json<CreateMatchResponse>(res);
  const cookie = sessionCookieOf(res);
  for (const seat of Object.values(body.seats)) if (seat) rememberSeat(seat.token, cookie);
  return body;
}

/** An accepted invitation's seat, remembered with the session it was accepted as. */
async function accepted(res: Response): Promise<AcceptInvitationResponse> {
  const body = await json<AcceptInvitationResponse>(res);
  rememberSeat(body.seat.token, sessionCookieOf(res));
  return body;
}

/** One answer of `GET /api/matches?page=n`: `next` is the following page's number while this one is full. */
interface LobbyPage {
  matches: MatchListItem[];
  next?: number;
}

/** Lobby pages read together; `next` is the page a further `lobby({ page: next })` starts at, absent when none is left. */
export interface LobbyPages {
  matches: MatchListItem[];
  next?: number;
}

/** Pages of the lobby one `lobby()` call reads at most (100 matches each by default: LOBBY_PAGE_SIZE). */
export const LOBBY_MAX_PAGES = 5;

/** The HTTP side of the API. */
export function api(baseUrl: string) {
  return {
    scenarios: async () => (await json<{ scenarios: ScenarioSummary[] }>(await fetch(`${baseUrl}/api/scenarios`))).scenarios,
    createMatch: async (body: CreateMatchBody) =>
      created(
        await fetch(`${baseUrl}/api/matches`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
    /**
     * Accepts an invitation (its token from the `#/invite/<token>` link, sent in the body): the other
     * seat, minted for the accepter. Refused with INVITATION_SPENT, _EXPIRED, _WITHDRAWN, _UNKNOWN,
     * SEAT_TAKEN or OWN_INVITATION.
     */
    acceptInvitation: async (token: string) =>
      accepted(
        await fetch(`${baseUrl}/api/invitations/accept`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token }),
        }),
      ),
    /** The creator withdraws his live invitation and gets a new one (his seat's token). */
    reissueInvitation: async (matchId: string, seatToken: string) =>
      json<InvitationGrant>(
        await fetch(`${baseUrl}/api/matches/${encodeURIComponent(matchId)}/invitation`, { method: 'POST', ...bearer(seatToken) }),
      ),
    /** The creator withdraws his live invitation (his seat's token). */
    withdrawInvitation: async (matchId: string, seatToken: string) => {
      const res = await fetch(`${baseUrl}/api/matches/${encodeURIComponent(matchId)}/invitation`, {
        method: 'DELETE',
        ...bearer(seatToken),
      });
      if (!res.ok) await json<never>(res);
    },
    /**
     * Both seats of a new match in one hand, through the real routes: a practice match when asked
     * (`practice: true`), else the match is created and its invitation accepted by this same caller
     * (under Node no cookie is kept, so creator and accepter are two players). For tests and bots.
     */
    createSeatedMatch: async (body: CreateMatchBody): Promise<SeatedMatch> => {
      const made = await api(baseUrl).createMatch(body);
      const seats = { ...made.seats };
      if (made.invitation) {
        const joined = await api(baseUrl).acceptInvitation(made.invitation.token);
        seats[joined.side] = joined.seat;
      }
      const { A, B } = seats;
      if (!A || !B) throw new Error('the match has a seat nobody holds');
      return { matchId: made.matchId, seats: { A, B }, spectatorLink: made.spectatorLink, diceCommitment: made.diceCommitment };
    },
    /**
     * Both seats of a new match found through a challenge, through the real routes: one player posts
     * it, another accepts it (under Node each without a cookie: two players). The accepter holds a seat
     * token; the poster never gets one and plays his seat by his session (`seat` with `cookie`). For tests.
     */
    createChallengedMatch: async (body: PostChallengeBody): Promise<ChallengedMatch> => {
      const res = await fetch(`${baseUrl}/api/challenges`, playerRequest('POST', body));
      const cookie = sessionCookieOf(res);
      const posted = await json<PostedChallengeResponse>(res);
      if (!cookie) throw new Error('the challenge was posted without a session');
      const joined = await challenges(baseUrl).accept(posted.id);
      const poster = joined.side === 'A' ? 'B' : 'A';
      const seats = { [joined.side]: { token: joined.seat.token }, [poster]: { seat: poster, cookie } } as ChallengedMatch['seats'];
      return { matchId: joined.matchId, seats };
    },
    /** With a seat token of the match (or the operator's), its present; else what its spectators are shown. */
    match: async (id: string, opts: { token?: string } = {}) =>
      json<MatchSummary>(await fetch(`${baseUrl}/api/matches/${encodeURIComponent(id)}`, bearer(opts.token))),
    /**
     * The public lobby (newest first); with the operator token, every match being set up or played. The
     * server answers a page at a time with `next` while a page is full: the pages are followed from
     * `page` (0) for at most `maxPages` (LOBBY_MAX_PAGES) requests, and `next` says where a further call
     * would start (absent once the last page is in).
     */
    lobby: async (opts: { operatorToken?: string; page?: number; maxPages?: number } = {}): Promise<LobbyPages> => {
      const matches: MatchListItem[] = [];
      const seen = new Set<string>();
      let next: number | undefined = opts.page ?? 0;
      for (let read = 0; next !== undefined && read < (opts.maxPages ?? LOBBY_MAX_PAGES); read++) {
        const page: LobbyPage = await json<LobbyPage>(await fetch(`${baseUrl}/api/matches?page=${next}`, bearer(opts.operatorToken)));
        // the pages are offsets into a list that grows at its head: a match created between two reads
        // shifts the older ones down, so one may come twice; it is kept once
        matches.push(...page.matches.filter((m) => !seen.has(m.id) && seen.add(m.id)));
        next = page.next;
      }
      return next === undefined ? { matches } : { matches, next };
    },
    /** The lobby's matches of its first LOBBY_MAX_PAGES pages (see `lobby` for the pages beyond). */
    matches: async (opts: { operatorToken?: string } = {}) => (await api(baseUrl).lobby(opts)).matches,
    map: async (id: string) => json<unknown>(await fetch(`${baseUrl}/api/maps/${encodeURIComponent(id)}`)),
    /** After the end only: otherwise rejects with code NOT_ENDED. */
    replay: async (id: string) => json<ReplayRecord>(await fetch(`${baseUrl}/api/matches/${encodeURIComponent(id)}/replay`)),
    replayView: async (id: string, version: number) =>
      json<View>(await fetch(`${baseUrl}/api/matches/${encodeURIComponent(id)}/replay/${version}`)),
    dice: async (id: string) => json<DiceRecord>(await fetch(`${baseUrl}/api/matches/${encodeURIComponent(id)}/dice`)),
    players: players(baseUrl),
    challenges: challenges(baseUrl),
  };
}

/** A match made from a challenge: how each seat connects (ConnectOptions' `token`, or `seat` with `cookie`). */
export interface ChallengedMatch {
  readonly matchId: string;
  readonly seats: Readonly<Record<'A' | 'B', { readonly token: string } | { readonly seat: 'A' | 'B'; readonly cookie: string }>>;
}

/** Where a challenge is posted from: the match a scenario card would create, and whether the lobby lists it. */
export type PostChallengeBody = Pick<CreateMatchBody, 'ruleset' | 'scenario' | 'options' | 'side'> & { readonly listed?: boolean };

/**
 * The lobby's challenges (docs/protocol.md "Challenges"), as the browser's player (its session cookie;
 * under Node pass `cookie`). An accepted challenge answers like an accepted invitation: the accepter's
 * seat, remembered with his session.
 */
export function challenges(baseUrl: string, opts: { cookie?: string } = {}) {
  const request = async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: object) => {
    const init = playerRequest(method === 'GET' ? 'GET' : 'POST', body, opts.cookie);
    return fetch(`${baseUrl}${path}`, { ...init, method });
  };
  const nothing = async (res: Response) => {
    if (!res.ok) await json<never>(res);
  };
  return {
    /** The live listed challenges, newest first (`mine` marks the asking player's own). */
    open: async (limit = 20) =>
      (await json<{ challenges: OpenChallenge[] }>(await request('GET', `/api/challenges?limit=${limit}`))).challenges,
    /** Posts a challenge: listed in the lobby, or (`listed: false`) a direct one whose link is in the answer, once. */
    post: async (body: PostChallengeBody) => json<PostedChallengeResponse>(await request('POST', '/api/challenges', body)),
    /** Accepts a listed challenge, or one addressed to this player (a rematch), by its id. */
    accept: async (id: string) => accepted(await request('POST', `/api/challenges/${encodeURIComponent(id)}/accept`)),
    /** Accepts a direct challenge by its link's token (sent in the body, never in a URL). */
    acceptDirect: async (token: string) => accepted(await request('POST', '/api/challenges/direct/accept', { token })),
    /** A live direct challenge's terms, by its link's token. */
    viewDirect: async (token: string) => json<OpenChallenge>(await request('POST', '/api/challenges/direct/view', { token })),
    declineDirect: async (token: string) => nothing(await request('POST', '/api/challenges/direct/decline', { token })),
    /** Declines a challenge addressed to this player (a rematch). */
    decline: async (id: string) => nothing(await request('POST', `/api/challenges/${encodeURIComponent(id)}/decline`)),
    /** The poster withdraws his live challenge. */
    cancel: async (id: string) => nothing(await request('DELETE', `/api/challenges/${encodeURIComponent(id)}`)),
    /** The player's own challenges and those addressed to him, and what became of them. */
    mine: async () => (await json<PlayerChallenges>(await request('GET', '/api/me/challenges'))).challenges,
    /** Offers the opponent of a finished match a rematch, sides swapped. */
    rematch: async (matchId: string) =>
      json<PostedChallengeResponse>(await request('POST', `/api/matches/${encodeURIComponent(matchId)}/rematch`)),
  };
}

/** The browser's player (docs/protocol.md "Players"): the session is the cookie, never a value in hand. */
export function players(baseUrl: string, opts: { cookie?: string } = {}) {
  const send = async <T>(method: 'GET' | 'POST', path: string, body?: object) =>
    json<T>(await fetch(`${baseUrl}${path}`, playerRequest(method, body, opts.cookie)));
  return {
    /** The player (made on the first visit): its name and whether it has a password. */
    me: () => send<Me>('GET', '/api/me'),
    /** Once per player: 3-24 letters, digits, _ or -. */
    setName: (name: string) => send<Me>('POST', '/api/me/name', { name }),
    setPassword: (password: string, currentPassword?: string) =>
      send<Me>('POST', '/api/me/password', { password, ...(currentPassword !== undefined ? { currentPassword } : {}) }),
    signIn: (name: string, password: string) => send<Me>('POST', '/api/sign-in', { name, password }),
    signOut: () => send<{ signedOut: true }>('POST', '/api/sign-out', {}),
    /** The matches whose seats are this player's, on every device where it is signed in. */
    myMatches: async () => (await send<MyMatches>('GET', '/api/me/matches')).matches,
  };
}
