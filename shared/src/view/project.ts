// Views are built by allow-list: every field a viewer receives is copied here on purpose from what
// that viewer is entitled to see. Nothing is built by copying the state and deleting secrets.
//   own side: its units in full;
//   the other side: unconcealed, unhidden units (without what they carry), and one "?" marker per Location holding
//     concealed units (never how many, nor which), nothing of units below ground (rule modules show
//     their own markers, e.g. "Sewer ?"), nothing at all while setup is secret;
//   public (spectators): what both sides know, i.e. each side's units as its opponent sees them;
//   replay, or anyone once the match has ended: everything.
import type { GameContext, Viewer } from '../engine/module';
import type { GameState, UnitState } from '../engine/state';
import { modulesWith } from '../engine/hooks';
import { phaseEnders } from '../engine/turn';
import type { LegalCommand, View, ViewMarker, ViewPending, ViewUnit } from '../protocol/views';
import { concealedMarkerId, copyLocation } from '../units/location';

export type { View, ViewMarker, ViewPending, ViewUnit } from '../protocol/views';

export function fullUnit(u: UnitState): ViewUnit {
  return unitView(u, true, true);
}

/**
 * A unit's view, with or without what it carries and its skill cards: one object built, fields in one
 * fixed order, the optional ones set only when present (no temporary objects spread in).
 */
function unitView(u: UnitState, carries: boolean, skills: boolean): ViewUnit {
  const s = u.status;
  const v: { -readonly [K in keyof ViewUnit]: ViewUnit[K] } = {
    id: u.id,
    side: u.side,
    type: u.type,
    kind: u.kind,
    loc: u.loc ? copyLocation(u.loc) : null,
    broken: s.broken,
    berserk: s.berserk,
    pinned: s.pinned,
    cx: s.cx,
    concealed: s.concealed,
    hidden: s.hidden,
  } as ViewUnit;
  if (s.dm) v.dm = true;
  if (s.ti) v.ti = true;
  v.eliminated = u.eliminated;
  v.carries = carries ? [...u.carries] : [];
  if (skills && u.skills?.length) v.skills = [...u.skills];
  return v;
}

/** The unit as its opponent sees it: no support weapons carried, and skill cards only when shown. */
function asOpponent(ctx: GameContext, u: UnitState): ViewUnit {
  return unitView(u, false, ctx.scenario.skillCards === 'shown' || !!u.skillsRevealed);
}

/** What the opponent of `u`'s side may see of it: the unit, a "?" marker, or nothing. */
export function opponentSees(ctx: GameContext, state: GameState, u: UnitState): { unit?: ViewUnit; marker?: ViewMarker } {
  if (state.status === 'setup' || !u.loc || u.status.hidden) return {};
  // what a unit carries is not shown to the other side (support weapons are their owner's business here)
  if (u.eliminated) return u.status.concealed ? {} : { unit: asOpponent(ctx, u) };
  if (ctx.locations.outOfSight(u.loc)) return {};
  if (u.status.concealed) {
    const loc = copyLocation(u.loc);
    return { marker: { id: concealedMarkerId(u.side, loc), side: u.side, kind: 'concealed', loc } };
  }
  return { unit: asOpponent(ctx, u) };
}

export function viewerName(viewer: Viewer): View['viewer'] {
  return viewer.kind === 'side' ? viewer.side : viewer.kind;
}

export function buildView(ctx: GameContext, state: GameState, viewer: Viewer, legal: readonly LegalCommand[]): View {
  const everything = viewer.kind === 'replay' || state.status === 'ended';
  const me = viewer.kind === 'side' ? viewer.side : null;
  const units: ViewUnit[] = [];
  const markers = new Map<string, ViewMarker>();
  for (const u of Object.values(state.units)) {
    if (everything || u.side === me) {
      units.push(fullUnit(u));
      continue;
    }
    const seen = opponentSees(ctx, state, u);
    if (seen.unit) units.push(seen.unit);
    if (seen.marker) markers.set(seen.marker.id, seen.marker);
  }
  const p = state.pending;
  const pending: ViewPending | null = p
    ? { side: p.side, kind: p.kind, rule: p.rule, ...(everything || p.side === me ? { options: p.options } : {}) }
    : null;
  const modules: Record<string, unknown> = {};
  for (const m of modulesWith(ctx.modules, 'view')) {
    const part = m.view(ctx, state, viewer);
    if (part !== undefined) modules[m.id] = part;
  }
  return {
    viewer: viewerName(viewer),
    version: state.version,
    status: state.status,
    scenario: ctx.scenario.id,
    map: ctx.map.doc.id,
    ruleset: ctx.rulesetId,
    turn: state.turn,
    turns: ctx.scenario.turns,
    playerTurn: state.playerTurn,
    phase: state.phase,
    ...(state.step ? { step: state.step } : {}),
    attacker: state.attacker,
    defender: state.attacker === 'A' ? 'B' : 'A',
    setupDone: { A: state.setupDone.A, B: state.setupDone.B },
    phaseEnders: state.status === 'playing' ? phaseEnders(ctx, state) : [],
    phaseDone: [...(state.phaseDone ?? [])],
    units,
    // sorted by Location: an order following unit ids would tell which "?" hides which unit
    markers: [...markers.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    pending,
    legal,
    result: state.result ? { winner: state.result.winner, reason: state.result.reason } : null,
    modules,
  };
}
