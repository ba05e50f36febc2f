// The leak harness's bots: random legal commands chosen from a seat's own view (never from the truth),
// and probes that must be refused, so that what errors say is checked too.
import type { HexfogClient } from '@hexfog/client/sdk';
import { applyPatch, distance, type LegalCommand, type Patch, type View } from '@hexfog/shared';
import { loadMap } from '@hexfog/shared/testing/fixtures';
import type { Received } from './check';
import type { Receiver } from './knowledge';

export function record(c: HexfogClient, receiver: Receiver, out: Received[]) {
  c.socket.onAny((event: string, payload: unknown) => {
    if (event === 'sync' || event === 'update' || event === 'protocolError')
      out.push({ receiver, kind: event, payload: withView(c, event, payload) });
  });
  c.socket.on('connect_error', (e: Error & { data?: unknown }) =>
    out.push({ receiver, kind: 'connect_error', payload: { message: e.message, data: e.data } }),
  );
}

/**
 * An update that patches the view the client holds, with the view it makes added, so that the checks
 * see every view a receiver holds. Runs before the client applies it (socket.io calls onAny listeners
 * first): the client's view is the patch's base. A patch the client cannot apply is left as it came
 * (the client asks for a sync, which is checked in turn).
 */
export function withView(c: HexfogClient, event: string, payload: unknown): unknown {
  const p = payload as { base?: unknown; patch?: Patch } | null;
  if (event !== 'update' || !p || !Array.isArray(p.patch) || !c.view || p.base !== c.version) return payload;
  try {
    return { ...p, view: { ...applyPatch(c.view, p.patch), version: (p as { version?: unknown }).version } };
  } catch {
    return payload;
  }
}

const FIRST_FIRE_PROMPT_MODES = ['always', 'whenCanFire', 'neverThisMph'] as const;

/**
 * Now and then a seat changes when it is asked about Defensive First Fire (A8.1): a preference that
 * legal() never lists (it would read as "the match waits on you"), so random play would never try it,
 * and `whenCanFire` is where the question's timing could tell the attacker about concealed units.
 */
export function firstFirePreference(random: () => number): Record<string, unknown> {
  return { type: 'setFirstFirePrompt', mode: FIRST_FIRE_PROMPT_MODES[Math.floor(random() * FIRST_FIRE_PROMPT_MODES.length)]! };
}

/** A command for a legal entry, chosen at random from the client's own view (never from the truth). */
export function commandFor(entry: LegalCommand, random: () => number, view: View): Record<string, unknown> {
  if (entry.command) return { ...entry.command };
  if (entry.type === 'placeUnits') {
    const units = (entry.choices?.units as string[]) ?? [];
    const hexes = [...((entry.choices?.hexes as string[]) ?? [])];
    const isSw = (id: string) => view.units.find((u) => u.id === id)?.kind === 'sw';
    // heroes-and-leaders: a Sewer Rat Hero or Leader sets up on a sewer network node most of the time, so that the network is played
    // sewer-cards: a squad sets up on a hex with a sewer token (SC.1) half the time, so that the Sewer cards are played
    const sewerHexes = view.modules.sewerCards?.sewerHexes ?? [];
    const nodes = new Set([...(view.modules.sewerNetwork?.nodes ?? []).map((n) => n.hex), ...sewerHexes]);
    const squad = (unit: string) => sewerHexes.length > 0 && view.units.find((u) => u.id === unit)?.kind === 'squad' && random() < 0.5;
    const onNode = (unit: string) => (!!view.units.find((u) => u.id === unit)?.skills?.length && random() < 0.7) || squad(unit);
    const placements: { unit: string; hex: string; concealed: boolean }[] = units
      .filter((u) => !isSw(u))
      .map((unit) => {
        const node = onNode(unit) ? hexes.findIndex((h) => nodes.has(h)) : -1;
        const hex = hexes.splice(node >= 0 ? node : Math.floor(random() * hexes.length), 1)[0]!;
        return { unit, hex, concealed: random() < 0.08 };
      });
    // support weapons set up with a unit: the hex of one placed above
    for (const unit of units.filter(isSw))
      placements.push({ unit, hex: placements[Math.floor(random() * placements.length)]!.hex, concealed: false });
    return { type: 'placeUnits', placements };
  }
  const c = entry.choices ?? {};
  const one = (xs: unknown) => (xs as string[])[Math.floor(random() * (xs as string[]).length)]!;
  const some = (xs: unknown) => (xs as string[]).filter((_, i) => i === 0 || random() < 0.6);
  const cards = sewerCardsCommand(entry, c, random, view);
  if (cards) return cards;
  // a position inside a Location (beneath a foxhole or trench, inside a pillbox) now and then, when offered
  const positions = (c.positions as { to: string; position: string }[] | undefined) ?? [];
  const position = positions.length && random() < 0.3 ? positions[Math.floor(random() * positions.length)]! : null;
  if (entry.type === 'advance') return { type: 'advance', units: some(c.units), ...(position ? position : { to: one(c.to) }) };
  if (entry.type === 'move')
    return { type: 'move', units: some(c.units), ...(position ? position : { to: one(c.to) }), assault: random() < 0.1 };
  if (entry.type === 'fire') {
    const target = one(c.targets);
    return { type: 'fire', firers: some((c.byTarget as Record<string, string[]>)[target]), target };
  }
  if (entry.type === 'defensiveFire') return { type: 'defensiveFire', firers: some(c.firers) };
  if (entry.type === 'rout')
    return { type: 'rout', unit: c.unit, ...(position ? { to: position.to, position: position.position } : { to: one(c.to) }) };
  if (entry.type === 'changeLevel')
    return {
      type: 'changeLevel',
      units: some(c.units),
      level: (c.levels as number[])[Math.floor(random() * (c.levels as number[]).length)],
    };
  if (entry.type === 'placeDC') return { type: 'placeDC', unit: c.unit, target: one(c.targets) };
  if (entry.type === 'enterSewer') return { type: 'enterSewer', units: some(c.units) };
  if (entry.type === 'sewerMove' || entry.type === 'sewerLostDestination') return { type: entry.type, stack: c.stack, to: one(c.to) };
  if (entry.type === 'sewerAdvance') return { type: 'sewerAdvance', stack: c.stack, into: one(c.into) };
  if (entry.type === 'sewerFire') {
    const byTarget = c.byTarget as Record<string, string[]>;
    const key = one(Object.keys(byTarget));
    const firers = some(byTarget[key]);
    return key.startsWith('stack:') ? { type: 'sewerFire', firers, stack: key.slice(6) } : { type: 'sewerFire', firers, hex: key.slice(4) };
  }
  // heroes-and-leaders: activate a hex or a leader's stack (HL.3); move it through the sewer network or up out of it (HL.4, HL.2)
  if (entry.type === 'activate') {
    const leaders = (c.leaders as { id: string }[] | undefined) ?? [];
    return leaders.length && random() < 0.4
      ? { type: 'activate', leader: leaders[Math.floor(random() * leaders.length)]!.id }
      : { type: 'activate', hex: one(c.hexes) };
  }
  // A11.12: a CC declaration: one big attack, each unit against one target, or none at all
  if (entry.type === 'declareCloseCombat' || entry.type === 'answerCloseCombat') {
    const r = random();
    const attackers = c.attackers as string[];
    const targets = (c.targets as string[]).filter((t) => !(c.smc as string[]).includes(t));
    if (r < 0.2) return { type: entry.type, location: c.location, attacks: [] };
    if (r < 0.5 && targets.length)
      return {
        type: entry.type,
        location: c.location,
        attacks: attackers.slice(0, targets.length).map((a, i) => ({ attackers: [a], targets: [targets[i]] })),
      };
    return {
      type: entry.type,
      location: c.location,
      attacks: [{ attackers, targets: c.targets, ...(c.concealed ? { concealed: true } : {}) }],
    };
  }
  if (entry.type === 'placeSniper') return { type: 'placeSniper', hex: one(c.hexes) };
  if (entry.type === 'networkMove') return { type: 'networkMove', units: c.units, to: one(c.to) };
  if (entry.type === 'leaveNetwork') return { type: 'leaveNetwork', units: c.units };
  const fortified = fortificationCommand(entry, c, random, view, one, some);
  return fortified ?? { type: entry.type };
}

/**
 * sewer-cards (SC.1-SC.7): the turn's activation and assault, and the Sewer cards' commands, built from
 * the legal entry's choices alone (whatever the rule modules offer is what the bot may send). Null when
 * the entry is not one of them (heroes-and-leaders' `activate` shares the name: its choices have another shape).
 */
export function sewerCardsCommand(
  entry: LegalCommand,
  c: Record<string, unknown>,
  random: () => number,
  view?: View,
): Record<string, unknown> | null {
  const pick = <T>(xs: readonly T[] | undefined): T | undefined => (xs?.length ? xs[Math.floor(random() * xs.length)] : undefined);
  const objects = <T>(xs: unknown): T[] | null => (Array.isArray(xs) && xs.length && typeof xs[0] === 'object' ? (xs as T[]) : null);
  const options = objects<{ card: string; hexes: string[] }>(c.options);
  if (entry.type === 'activate') {
    const units = objects<{ id: string; hex: string; actions: string[] }>(c.units);
    if (!units) return null;
    // a unit on a hex with a sewer token (public, SC.1) advances most of the time: the Sewer cards get played
    const sewerHexes = new Set(view?.modules.sewerCards?.sewerHexes ?? []);
    const down = units.filter((u) => sewerHexes.has(u.hex) && u.actions.includes('advance'));
    if (down.length && random() < 0.6) return { type: 'activate', unit: pick(down)!.id, action: 'advance' };
    const u = pick(units)!;
    return { type: 'activate', unit: u.id, action: pick(u.actions) };
  }
  if (entry.type === 'assault') {
    const u = pick(objects<{ id: string; targets: string[] }>(c.units) ?? undefined);
    return u ? { type: 'assault', unit: u.id, hex: pick(u.targets) } : null;
  }
  if (entry.type === 'enterSewerCard') {
    const u = pick(objects<{ id: string }>(c.units) ?? undefined);
    const card = pick(c.cards as string[]);
    return u ? { type: 'enterSewerCard', unit: u.id, ...(card !== undefined && random() < 0.8 ? { card } : {}) } : null;
  }
  if (entry.type === 'sewerCardAdvance' && Array.isArray(c.cards)) return { type: 'sewerCardAdvance', card: pick(c.cards as string[]) };
  if ((entry.type === 'emerge' || entry.type === 'sewerAssault') && options) {
    const o = pick(options)!;
    const cmd = { type: entry.type, card: o.card, hex: pick(o.hexes) };
    return entry.type === 'emerge' ? { ...cmd, action: pick(c.actions as string[] | undefined) } : cmd;
  }
  return null;
}

/** The entrenchment and tunnel commands (B27, B8.6), from the entry's choices and the public map only. */
function fortificationCommand(
  entry: LegalCommand,
  c: Record<string, unknown>,
  random: () => number,
  view: View,
  one: (xs: unknown) => string,
  some: (xs: unknown) => string[],
): Record<string, unknown> | null {
  if (entry.type === 'placeEntrenchment') {
    const foxholes = c.foxhole as Record<string, number>;
    const trenches = c.trench as string[];
    if (trenches.length && (random() < 0.3 || !Object.keys(foxholes).length))
      return { type: 'placeEntrenchment', kind: 'trench', hex: one(trenches) };
    const hex = one(Object.keys(foxholes));
    return { type: 'placeEntrenchment', kind: 'foxhole', hex, squads: 1 + Math.floor(random() * foxholes[hex]!) };
  }
  if (entry.type === 'setUpBeneath') {
    const above = c.above as string[];
    return above.length
      ? { type: 'setUpBeneath', units: some(above), beneath: true }
      : { type: 'setUpBeneath', units: some(c.beneath), beneath: false };
  }
  if (entry.type === 'entrench')
    return {
      type: 'entrench',
      units: (c.groups as string[][])[Math.floor(random() * (c.groups as string[][]).length)],
      leaders: some(c.leaders).slice(0, random() < 0.5 ? 1 : 0),
    };
  if (entry.type === 'enterTunnel') return { type: 'enterTunnel', units: some(c.units), to: c.to };
  if (entry.type === 'recordTunnels') {
    // two offered hexes within three of each other, measured on the public map
    const map = loadMap(view.map);
    const hexes = c.hexes as string[];
    const a = one(hexes);
    const near = hexes.filter((h) => h !== a && distance(map.byName(a)!.hex, map.byName(h)!.hex) <= 3);
    return near.length
      ? { type: 'recordTunnels', tunnels: [{ entrances: [{ hex: a }, { hex: one(near) }] }] }
      : { type: 'recordTunnels', tunnels: [] };
  }
  if (entry.type === 'setUpHidden') return hiddenSetup(c, random, view);
  // A12.33 (our reading): some of the side's setup foxholes and trenches hidden, within the grant
  if (entry.type === 'hideFortifications')
    return { type: 'hideFortifications', counters: (c.counters as string[]).filter(() => random() < 0.6).slice(0, c.max as number) };
  return null;
}

/**
 * A12.3: a random hidden set within the grant, chosen from the seat's own view: some units set up in a
 * granted hex, then MMC stacks while the squad equivalents last (each with its SMC when the grant allows).
 */
function hiddenSetup(c: Record<string, unknown>, random: () => number, view: View): Record<string, unknown> {
  const ids = new Set(c.units as string[]);
  const own = view.units.filter((u) => ids.has(u.id) && u.loc);
  const hexes = new Set(c.hexes as string[]);
  const picked = new Set(own.filter((u) => hexes.has(u.loc!.hex) && random() < 0.5).map((u) => u.id));
  const worth: Record<string, number> = { squad: 1, halfSquad: 0.5, crew: 0.5 };
  let left = c.squadEquivalents as number;
  for (const m of own.filter((u) => worth[u.kind] !== undefined && !picked.has(u.id))) {
    if (random() < 0.4 || worth[m.kind]! > left) continue;
    left -= worth[m.kind]!;
    picked.add(m.id);
    const here = (u: (typeof own)[number]) => u.loc!.hex === m.loc!.hex && u.loc!.level === m.loc!.level;
    if (c.smcWithThem) for (const s of own.filter((u) => (u.kind === 'leader' || u.kind === 'hero') && here(u))) picked.add(s.id);
  }
  return { type: 'setUpHidden', units: [...picked] };
}

/** Occasionally a command that must be refused, to check what errors say. */
export function probe(random: () => number, me: 'A' | 'B'): Record<string, unknown> {
  const enemy = me === 'A' ? 'B' : 'A';
  const picks = [
    { type: 'placeUnits', placements: [{ unit: `${enemy}0${1 + Math.floor(random() * 5)}`, hex: '71A1' }] },
    { type: 'endPhase' },
    { type: 'finishSetup' },
    { type: 'placeUnits', placements: [{ unit: `${me}01`, hex: '71GG10' }] },
    // sewer probes: a stack that may be the enemy's, a shot without LOS, an answer out of turn
    { type: 'sewerMove', stack: `S${1 + Math.floor(random() * 3)}`, to: '71F8' },
    { type: 'sewerFire', firers: [`${me}01`], stack: `S${1 + Math.floor(random() * 3)}` },
    { type: 'sewerLostDestination', stack: 'S1', to: '71N5' },
    { type: 'sewerEmerge', stack: `S${1 + Math.floor(random() * 3)}` },
    // sewer-cards probes: an enemy unit activated, a card that may be the enemy's (SC.1, SC.7)
    { type: 'activate', unit: `${enemy}0${1 + Math.floor(random() * 5)}`, action: 'advance' },
    { type: 'enterSewerCard', unit: `${enemy}01`, card: 'red' },
    { type: 'sewerCardAdvance', card: ['red', 'blue', 'green'][Math.floor(random() * 3)] },
    { type: 'emerge', card: 'red', hex: '71N2', action: 'fire' },
    { type: 'sewerAssault', card: 'blue', hex: '71P2' },
    // HIP probe: an enemy unit set up hidden (A12.3): the one refusal for any id not one's own
    { type: 'setUpHidden', units: [`${enemy}0${1 + Math.floor(random() * 5)}`] },
  ];
  return picks[Math.floor(random() * picks.length)]!;
}
