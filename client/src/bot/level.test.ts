// Levels of play (level.ts): normal asks every policy; easy skips an optional one at random (a chance
// let go, never a command the rules would refuse), and never what the rules require of it.
import { compileMap } from '@hexfog/shared/map/index';
import type { LegalCommand, View, ViewUnit } from '@hexfog/shared/protocol/index';
import { mapDoc } from '@hexfog/shared/testing/fixtures';
import { BUILTIN_UNIT_TYPES } from '@hexfog/shared/units/catalog';
import { decide, newMemory } from './decide';
import { EASY_SKIP, level, seeded } from './level';
import { type BotScenario, World } from './world';

const MAP = compileMap(mapDoc('hamlet-line'));
const SCENARIO: BotScenario = {
  id: 'test',
  victory: { side: 'A', hexes: ['72M6', '72N3'], count: 1 },
  concealable: new Set(),
  types: new Map(BUILTIN_UNIT_TYPES.map((t) => [t.id, t as never])),
};
const unit = (id: string, side: 'A' | 'B', type: string, hex: string): ViewUnit =>
  ({
    id,
    side,
    type,
    kind: 'squad',
    loc: { hex, place: 'ground', level: 0 },
    broken: false,
    concealed: false,
    hidden: false,
    eliminated: false,
    carries: [],
  }) as never;

/** The DEFENDER in its DFPh with a shot at 2:1 odds on an ADJACENT squad in the open, or the phase's end. */
function world(legal: LegalCommand[]): World {
  const view = {
    viewer: 'B',
    version: 1,
    status: 'playing',
    turn: 1,
    turns: 5,
    playerTurn: 1,
    phase: 'DFPh',
    step: 0,
    units: [unit('B1', 'B', 'ge-467', '72N3'), unit('B2', 'B', 'ge-467', '72N3'), unit('A1', 'A', 'ru-447', '72N2')],
    markers: [],
    legal,
    modules: {},
  } as unknown as View;
  return new World(view, MAP, SCENARIO);
}
const FIRE = {
  type: 'fire',
  label: 'Fire',
  rule: 'A8.4',
  choices: { targets: ['72N2'], byTarget: { '72N2': ['B1', 'B2'] } },
} as LegalCommand;
const END = { type: 'endPhase', label: 'End', rule: 'A3', command: { type: 'endPhase' } } as LegalCommand;
const ROUT = { type: 'rout', label: 'Rout', rule: 'A10.5', choices: { unit: 'B1', from: '72N3', to: ['72O3'] } } as LegalCommand;

describe('levels of play', () => {
  it('normal never skips; easy skips when the draw falls under its share', () => {
    expect(Array.from({ length: 50 }, () => level('normal', () => 0).skips())).not.toContain(true);
    expect(level('easy', () => EASY_SKIP - 0.01).skips()).toBe(true);
    expect(level('easy', () => EASY_SKIP).skips()).toBe(false);
  });

  it('offered a good shot, normal fires; easy with its draw under the share lets it go and ends the phase', () => {
    expect(decide(world([FIRE, END]), newMemory(), level('normal'))?.command).toMatchObject({ type: 'fire', target: '72N2' });
    expect(
      decide(
        world([FIRE, END]),
        newMemory(),
        level('easy', () => 0),
      )?.command,
    ).toEqual({ type: 'endPhase' });
    expect(
      decide(
        world([FIRE, END]),
        newMemory(),
        level('easy', () => 0.99),
      )?.command,
    ).toMatchObject({ type: 'fire' });
  });

  it('what the rules require (a rout) easy does like normal, whatever its draw', () => {
    expect(
      decide(
        world([ROUT]),
        newMemory(),
        level('easy', () => 0),
      )?.command,
    ).toMatchObject({ type: 'rout', unit: 'B1' });
  });

  it('over many draws, easy lets about its share of the shots go (seeded)', () => {
    const easy = level('easy', seeded(7));
    let fired = 0;
    for (let i = 0; i < 400; i++) if (decide(world([FIRE, END]), newMemory(), easy)?.command.type === 'fire') fired++;
    expect(fired / 400).toBeGreaterThan(1 - EASY_SKIP - 0.08);
    expect(fired / 400).toBeLessThan(1 - EASY_SKIP + 0.08);
  });
});
