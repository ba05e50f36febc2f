// Given/when/then for rule tests: start from a scenario, put units where the test wants them, set the
// turn and phase, script the dice, send commands as a side, then assert on state, events and views.
import type { ApplyResult } from '../engine/game';
import { createGame, type Game } from '../game/game';
import type { GameEvent } from '../engine/events';
import type { Ruleset } from '../engine/module';
import type { GameState, Phase, Side } from '../engine/state';
import { unsettle } from '../engine/settled';
import { currentMoment, phaseEnders } from '../engine/turn';
import type { Location } from '../units/location';
import { scriptedDice } from '../rng/dice';
import { ruleset } from '../rulesets/index';
import type { View } from '../view/project';
import { compileMap } from '../map/gameMap';
import { mapDoc, scenarioDoc } from './fixtures';
import { applyUnchanged } from './playout';

export interface Given {
  readonly game: Game;
  state: GameState;
  readonly events: GameEvent[];
  /** Places a unit directly (no setup rules), optionally concealed. */
  unit(id: string, loc: string | Location, opts?: { concealed?: boolean }): Given;
  /** Removes a unit from play (not set up in this test). */
  without(...ids: string[]): Given;
  /** Skips setup and starts play at this point of the turn. */
  playing(at?: { turn?: number; playerTurn?: 1 | 2; phase?: Phase; attacker?: Side }): Given;
  dice(values: number[]): Given;
  /** Sends a command as a side with the scripted dice; a success replaces the state. */
  when(side: Side, command: unknown): ApplyResult;
  /** Ends the current phase as its enders do (A3.4: the DEFENDER the DFPh; both sides the RPh). */
  endPhase(): ApplyResult;
  view(viewer: Side | 'public' | 'replay'): View;
}

/**
 * `rules`: a ruleset id, or a ruleset object (a test's own module list). `patchMap` edits the scenario's
 * map document before it is compiled (a test's own terrain: `hexes`, `hexsides`).
 */
export function given(
  scenarioId: string,
  rules: string | Ruleset = 'asl',
  patch?: (s: Record<string, unknown>) => void,
  patchMap?: (m: Record<string, unknown>) => void,
): Given {
  const doc = scenarioDoc(scenarioId);
  patch?.(doc);
  const mapDocument = mapDoc(String(doc.map)) as Record<string, unknown>;
  patchMap?.(mapDocument);
  const map = compileMap(mapDocument);
  const game = createGame(typeof rules === 'string' ? ruleset(rules) : rules, doc, map);
  let dice: number[] = [];
  let current = game.initialState();
  const g: Given = {
    game,
    // tests change the state by hand (`g.state.units.X.loc = ...`): nothing memoized on it may outlive that
    get state() {
      unsettle(current);
      return current;
    },
    set state(s) {
      current = s;
    },
    events: [],
    unit(id, loc, opts) {
      const u = g.state.units[id];
      if (!u) throw new Error(`no unit ${id} in ${scenarioId}`);
      u.loc = typeof loc === 'string' ? { hex: map.byName(loc)?.name ?? loc, place: 'ground', level: 0 } : loc;
      u.status.concealed = u.kind === 'dummy' || !!opts?.concealed;
      return g;
    },
    without(...ids) {
      for (const id of ids) delete g.state.units[id];
      return g;
    },
    playing(at = {}) {
      const carried = new Set(Object.values(g.state.units).flatMap((u) => u.carries));
      for (const u of Object.values(g.state.units)) if (!u.loc && !carried.has(u.id)) delete g.state.units[u.id];
      g.state.status = 'playing';
      g.state.setupDone = { A: true, B: true };
      g.state.turn = at.turn ?? 1;
      g.state.playerTurn = at.playerTurn ?? 1;
      g.state.phase = at.phase ?? 'RPh';
      g.state.attacker = at.attacker ?? game.ctx.scenario.firstAttacker;
      return g;
    },
    dice(values) {
      dice = values;
      return g;
    },
    when(side, command) {
      const d = scriptedDice(dice);
      const r = applyUnchanged(game, g.state, side, inSync(game, g.state, command), d);
      dice = dice.slice(d.used);
      if (r.ok) {
        g.state = r.state;
        g.events.push(...r.events);
      }
      return r;
    },
    endPhase() {
      let r: ApplyResult = { ok: false, error: { code: 'NOT_OFFERED', message: 'no side ends this phase' } };
      const phase = g.state.phase;
      for (const side of phaseEnders(game.ctx, g.state)) {
        r = g.when(side, { type: 'endPhase' });
        if (!r.ok || g.state.phase !== phase) break;
      }
      return r;
    },
    view(viewer) {
      return game.view(g.state, viewer === 'public' || viewer === 'replay' ? { kind: viewer } : { kind: 'side', side: viewer });
    },
  };
  return g;
}

/** Throws the refusal when a step a test relies on is refused (its error, in the failure message). */
export function ok(r: { ok: boolean; error?: unknown }): void {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
}

/** Where play stands: the phase, its step (a repeated phase) and the phasing side. */
export const where = (g: Given) => ({ phase: g.state.phase, step: g.state.step, attacker: g.state.attacker });

/**
 * A test plays an in-sync client: a command that must name its moment (`endPhase`) and does not is
 * sent for the current one. Tests of the moment check itself name it.
 */
export function inSync(game: Game, state: GameState, command: unknown): unknown {
  if (typeof command !== 'object' || command === null || 'at' in command) return command;
  const type = (command as { type?: unknown }).type;
  if (typeof type !== 'string' || !game.handler(type)?.needsMoment) return command;
  return { ...command, at: currentMoment(state) };
}

/**
 * The sewer-infiltration scenario on a map of the test's own terrain: board 71 with only these hexes'
 * terrain (and hexsides); every other hex open ground at level 0.
 */
export function onTerrain(hexes: Record<string, Record<string, unknown>> = {}, hexsides: unknown[] = []): Given {
  return given('sewer-infiltration', 'asl', undefined, (m) => {
    m.hexes = hexes;
    m.hexsides = hexsides;
  });
}
