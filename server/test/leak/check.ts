// Checks one payload a receiver got against what it may know (./knowledge.ts) and against the stored
// event log (an event reaches a receiver only when its audience includes it).
import { type GameState, audienceIncludes, BUILTIN_UNIT_TYPES, visibleEvents } from '@hexfog/shared';
import type { AudienceVersions } from '../../src/matches/audiences';
import type { StoredEvent } from '../../src/matches/matchService';
import { knowledgeAt, type KnowledgeRules, knownFortifications, type Receiver } from './knowledge';

export interface Received {
  readonly receiver: Receiver;
  readonly kind: 'sync' | 'update' | 'ack' | 'protocolError' | 'connect_error';
  readonly payload: unknown;
  /** Strings the receiver itself sent in the command this ack answers (echoes are not leaks). */
  readonly echoes?: readonly string[];
}

const TYPE_IDS = BUILTIN_UNIT_TYPES.map((t) => t.id);

/** JSON with object keys sorted (PostgreSQL's jsonb does not keep key order). */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

/** Every quoted string, and every word inside one (an id inside a text, e.g. a modifier "leader A06", counts). */
function quotedStrings(json: string): Set<string> {
  const out = new Set<string>();
  for (const m of json.matchAll(/"((?:[^"\\]|\\.)*)"/g)) {
    out.add(m[1]!);
    for (const w of m[1]!.split(/[^A-Za-z0-9_-]+/)) if (w) out.add(w);
  }
  return out;
}

/**
 * The match versions a receiver's own version stands for (server/src/matches/audiences.ts): its k-th
 * change and the versions after it that it did not see, up to `latest`.
 */
function matchVersionsOf(versions: AudienceVersions, r: Received, v: number, latest: number): number[] {
  const key = r.receiver === 'spectator' ? 'public' : r.receiver;
  const out: number[] = [];
  for (let u = versions.matchVersionOf(key, v); u <= latest && versions.versionAt(key, u) === v; u++) out.push(u);
  return out;
}

/**
 * `versions`: the match's audience versions (its live match's, after the game): a payload carries its
 * receiver's own version, which stands for the match version of the receiver's last change seen.
 */
export function checkPayload(
  r: Received,
  stateAt: (version: number) => GameState,
  latest: number,
  eventsByVersion: ReadonlyMap<number, readonly StoredEvent[]>,
  versions: AudienceVersions,
  rules: KnowledgeRules = {},
): string[] {
  const problems: string[] = [];
  const p = r.payload as Record<string, unknown> | null;
  const own = p && typeof p.version === 'number' ? (p.version as number) : undefined;
  const at = (v: number) => matchVersionsOf(versions, r, v, latest);
  // the events of the match versions a receiver's version stands for (the unseen ones hold none it may see until the end)
  const eventsAt = (v: number) => at(v).flatMap((u) => eventsByVersion.get(u) ?? []);
  const version = own === undefined ? latest : (at(own)[0] ?? latest);
  const truth = stateAt(version);
  const k = knowledgeAt(truth, r.receiver, rules);
  const where = `${r.receiver} ${r.kind} v${own ?? '-'} (match v${version})`;
  const json = JSON.stringify(r.payload);
  const strings = quotedStrings(json);
  const echoes = new Set(r.echoes ?? []);
  // a unit shown during this version may be concealed again as it ends (A11.19 reveals it in a CC, A12.12
  // gives the "?" back as the CCPh ends): the receiver saw it in between, so its id and type are no leak
  const shownNow = new Set<string>();
  for (const e of own === undefined ? (eventsByVersion.get(version) ?? []) : eventsAt(own)) {
    const d = e.data as { unit?: string; type?: string };
    if (
      e.type === 'concealmentLost' &&
      d.unit &&
      audienceIncludes(e.audience, r.receiver === 'spectator' ? { kind: 'public' } : { kind: 'side', side: r.receiver }, k.ended)
    ) {
      shownNow.add(d.unit);
      if (d.type) shownNow.add(d.type);
    }
  }
  for (const id of k.unknownUnits)
    if (strings.has(id) && !echoes.has(id) && !shownNow.has(id)) problems.push(`${where}: carries unit id ${id}, which it may not know`);
  for (const t of TYPE_IDS)
    if (strings.has(t) && !k.knownTypes.has(t) && !shownNow.has(t))
      problems.push(`${where}: carries unit type ${t}, no unit of which it may know`);
  if (r.kind !== 'sync' && r.kind !== 'update') return problems;

  const view = (p as { view?: Record<string, unknown> }).view ?? {};
  for (const u of (view.units as { id: string }[] | undefined) ?? []) {
    if (!k.knownUnits.has(u.id)) problems.push(`${where}: view shows unit ${u.id}`);
  }
  const markers =
    (view.markers as { side: string; kind: string; loc: { hex: string; place: string; level: number; position?: string } }[] | undefined) ??
    [];
  const seen = new Set<string>();
  for (const m of markers) {
    const key = `${m.side}|${m.loc.hex}|${m.loc.place}|${m.loc.level}`;
    // a "?" beneath a foxhole or trench counter is a stack of its own (B27.1): one marker per position
    const stack = `${m.kind}|${key}|${m.loc.position ?? ''}`;
    if (seen.has(stack))
      problems.push(`${where}: two ${m.kind} markers at ${key}${m.loc.position ? ` (${m.loc.position})` : ''} (a count leak)`);
    seen.add(stack);
    if (m.kind === 'concealed' && !k.ended && !k.concealedAt.has(key))
      problems.push(`${where}: a "?" marker at ${key} where no concealed unit is`);
  }
  // sewer counters of the other side: only the counter, where it truly is, nothing of what is beneath
  const sewerView = (view.modules as { sewers?: { stacks?: Record<string, unknown>[] } } | undefined)?.sewers;
  for (const st of sewerView?.stacks ?? []) {
    if (k.ended || st.side === r.receiver) continue;
    const extra = Object.keys(st).filter((key) => !['id', 'side', 'kind', 'hex', 'discovered'].includes(key));
    if (extra.length) problems.push(`${where}: the enemy sewer counter ${String(st.id)} carries ${extra.join(', ')}`);
    if (k.sewerCounters.get(String(st.id)) !== `${String(st.side)}|${String(st.hex)}|${String(st.kind)}`)
      problems.push(`${where}: sewer counter ${String(st.id)} is not where or what the truth says`);
  }
  // fortification counters: only those the receiver may know (a setup counter is its owner's until play
  // begins; one set up hidden, A12.33, until it is revealed)
  const forts = (view.modules as { fortifications?: { counters?: { id: string }[] } } | undefined)?.fortifications;
  if (forts?.counters) {
    const may = new Set(knownFortifications(truth, r.receiver).map((f) => f.id));
    for (const c of forts.counters) if (!may.has(c.id)) problems.push(`${where}: view shows fortification ${c.id}, which it may not know`);
  }
  const pending = view.pending as { side?: string; options?: unknown } | null | undefined;
  if (pending?.options !== undefined && pending.side !== r.receiver && !k.ended)
    problems.push(`${where}: pending options sent to a receiver that is not prompted`);
  if (r.receiver === 'spectator' && Array.isArray(view.legal) && view.legal.length)
    problems.push(`${where}: a spectator got legal commands`);

  // Events: for each version present, exactly the logged events of that version this receiver may
  // see, in order, numbered 0..n-1.
  const got = (p as { events?: { version: number; index: number; type: string; data: unknown }[] }).events ?? [];
  const viewer = r.receiver === 'spectator' ? ({ kind: 'public' } as const) : ({ kind: 'side', side: r.receiver } as const);
  for (const v of new Set(got.map((e) => e.version))) {
    const mine = got.filter((e) => e.version === v);
    const expected = visibleEvents(eventsAt(v), viewer, k.ended);
    if (mine.length !== expected.length) problems.push(`${where}: ${mine.length} events of version ${v}, may see ${expected.length}`);
    mine.forEach((e, i) => {
      const x = expected[i];
      if (e.index !== i) problems.push(`${where}: event ${v}.${e.index} out of place`);
      if (!x || x.type !== e.type || canonical(e.data) !== canonical(x.data))
        problems.push(`${where}: event ${v}.${i} (${e.type}) is not the logged event it may see there`);
    });
  }
  return problems;
}
