// B8.6: a tunnel is recorded secretly before play. Two games that differ only in whether A recorded
// one (the same commands otherwise, the same seeded dice) must give B and the spectators the same
// views, events, legal commands, answers and dice stream positions until A uses the tunnel.
import type { ApplyResult } from '../../engine/game';
import type { GameEvent } from '../../engine/events';
import type { GameState, Side } from '../../engine/state';
import { createGame, type Game } from '../../game/game';
import { compileMap } from '../../map/gameMap';
import { seededDice } from '../../rng/dice';
import { ruleset } from '../../rulesets/index';
import { mapDoc, scenarioDoc } from '../../testing/fixtures';
import { inSync } from '../../testing/scenarioBuilder';
import { audienceIncludes } from '../../view/events';

/** sewer-infiltration on its own map with woods in C6: A may record a tunnel from the building in C3. */
function newGame(): Game {
  const doc = scenarioDoc('sewer-infiltration');
  doc.rules = { ...(doc.rules as object), tunnels: { A: 1 } };
  const map = mapDoc('stalingrad-blocks') as { hexes: Record<string, Record<string, unknown>> };
  map.hexes['71C6'] = { terrain: 'woods' };
  return createGame(ruleset('asl'), doc, compileMap(map));
}

const TUNNEL = { entrances: [{ hex: '71C3' }, { hex: '71C6' }] };
type Step = readonly [Side, Record<string, unknown>];

/** The commands of both games, A's tunnel apart; B also probes what it may not know. */
const SCRIPT: readonly Step[] = [
  ['B', { type: 'enterTunnel', units: ['B01'], to: '71C6' }],
  ['B', { type: 'recordTunnels', tunnels: [TUNNEL] }],
  ['B', { type: 'placeUnits', placements: [{ unit: 'A01', hex: '71O3' }] }],
  [
    'A',
    {
      type: 'placeUnits',
      placements: [
        { unit: 'A01', hex: '71C3' },
        { unit: 'A02', hex: '71C3', concealed: true },
        { unit: 'A03', hex: '71B2' },
        { unit: 'A04', hex: '71D4' },
        { unit: 'A05', hex: '71G9' },
        { unit: 'A06', hex: '71C3' },
        { unit: 'A07', hex: '71E5' },
        { unit: 'A08', hex: '71F2' },
      ],
    },
  ],
  ['A', { type: 'finishSetup' }],
  [
    'B',
    {
      type: 'placeUnits',
      placements: [
        { unit: 'B01', hex: '71O3' },
        { unit: 'B02', hex: '71P4' },
        { unit: 'B03', hex: '71P2', concealed: true },
        { unit: 'B04', hex: '71O3' },
        { unit: 'B05', hex: '71R2' },
      ],
    },
  ],
  ['B', { type: 'finishSetup' }],
  ['B', { type: 'discoverTunnelEntrance', unit: 'B01' }],
  ['A', { type: 'endPhase' }],
  ['B', { type: 'endPhase' }],
  ['A', { type: 'endPhase' }], // PFPh
  ['B', { type: 'enterTunnel', units: ['B01'], to: '71C6' }],
  ['A', { type: 'move', units: ['A04'], to: '71E4' }],
  ['B', { type: 'declineFire' }],
  ['B', { type: 'rout', unit: 'A01', to: '71C6', via: 'tunnel' }],
];

interface Seen {
  readonly view: string;
  readonly legal: string;
  readonly events: string;
  readonly dice: string;
  readonly answer: string;
}

/** What `viewer` receives and may know after a step. */
function seen(game: Game, state: GameState, events: readonly GameEvent[], r: ApplyResult, sender: Side, viewer: 'B' | 'public'): Seen {
  const v = viewer === 'B' ? ({ kind: 'side', side: 'B' } as const) : ({ kind: 'public' } as const);
  return {
    view: JSON.stringify(game.view(state, v)),
    legal: viewer === 'B' ? JSON.stringify(game.legal(state, 'B')) : '',
    events: JSON.stringify(events.filter((e) => audienceIncludes(e.audience, v, false))),
    dice: JSON.stringify({ all: state.diceStreams?.all, B: state.diceStreams?.B }),
    // B hears its own answers; of A's, only that it was accepted (the update) or not (nothing)
    answer: sender === 'B' ? JSON.stringify(r.ok ? 'ok' : r.error) : r.ok ? 'update' : 'nothing',
  };
}

function play(recorded: boolean, extra: readonly Step[] = []): { steps: Seen[][]; game: Game; state: GameState } {
  const game = newGame();
  const dice = seededDice('5eed'.repeat(16));
  let state = game.initialState();
  const steps: Seen[][] = [];
  for (const [side, command] of [['A', { type: 'recordTunnels', tunnels: recorded ? [TUNNEL] : [] }] as Step, ...SCRIPT, ...extra]) {
    const r = game.apply(state, side, inSync(game, state, command), dice);
    if (r.ok) state = r.state;
    const events = r.ok ? r.events : [];
    steps.push([seen(game, state, events, r, side, 'B'), seen(game, state, events, r, side, 'public')]);
  }
  return { steps, game, state };
}

describe('B8.6 hidden information: a recorded tunnel tells the other side nothing until it is used', () => {
  it("B8.6: with and without A's tunnel, B and the spectators get the same views, events, legal commands, answers and dice positions, step by step", () => {
    const [one, two] = [play(true), play(false)];
    expect(one.state.phase).toBe('MPh');
    expect(one.state.version).toBe(two.state.version);
    for (let i = 0; i < one.steps.length; i++) expect({ step: i, seen: one.steps[i] }).toEqual({ step: i, seen: two.steps[i] });
    // the twins really differ: A has a tunnel in one only, and it may use it now
    expect(one.game.legal(one.state, 'A').some((l) => l.type === 'enterTunnel')).toBe(true);
    expect(two.game.legal(two.state, 'A').some((l) => l.type === 'enterTunnel')).toBe(false);
  });

  it('B8.61: using it is what tells: the "Sewer ?" counter appears at the far entrance', () => {
    const use: Step = ['A', { type: 'enterTunnel', units: ['A01', 'A06'], to: '71C6' }];
    const one = play(true, [use]);
    const two = play(false, [use]);
    expect(one.steps.at(-1)![0]!.view).not.toEqual(two.steps.at(-1)![0]!.view);
    expect(JSON.parse(one.steps.at(-1)![0]!.view).modules.tunnels.stacks).toEqual([{ id: 'TS1', side: 'A', kind: 'sewer', hex: '71C6' }]);
  });
});
