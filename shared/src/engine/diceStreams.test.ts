// What a viewer sees of the dice depends only on the rolls that viewer sees. The match's dice come
// from one seed, but every roll draws from the stream of its audience (rng/dice.ts), so a hidden roll
// moves neither the positions nor the values of the rolls another viewer sees. Each case plays two
// games that differ only in a fact one side may not know, with the same seeded dice, and compares
// every event the other side and a spectator receive, each roll's stream, positions and dice included.
import type { GameEvent } from './events';
import type { Viewer } from './module';
import type { Side } from './state';
import { seededDice } from '../rng/dice';
import { given, inSync, type Given } from '../testing/scenarioBuilder';
import { audienceIncludes } from '../view/events';

/** A seed per try: 32 bytes of one value. */
const seedOf = (n: number) => (n % 256).toString(16).padStart(2, '0').repeat(32);

/** Sends commands with seeded dice (positions matter, unlike scripted dice); throws on a refusal. */
function play(g: Given, seed: string, commands: readonly [Side, unknown][]): void {
  const dice = seededDice(seed);
  for (const [side, command] of commands) {
    const r = g.game.apply(g.state, side, inSync(g.game, g.state, command), dice);
    if (!r.ok) throw new Error(`${side} ${JSON.stringify(command)}: ${r.error.message}`);
    g.state = r.state;
    g.events.push(...r.events);
  }
}

const received = (events: readonly GameEvent[], viewer: Viewer) => events.filter((e) => audienceIncludes(e.audience, viewer, false));
const B: Viewer = { kind: 'side', side: 'B' };
const PUBLIC: Viewer = { kind: 'public' };
const hiddenRolls = (g: Given, side: Side) => g.events.filter((e) => e.type === 'roll' && e.audience === side).length;

describe('dice streams: hidden rolls leave no trace in the dice others see', () => {
  /**
   * A's "Sewer ?" stack beneath 71F8, discovered; B02 and B03 above it fire at it in the DFPh (B8.42).
   * `real`: three 6-2-8 squads and an 8-1 leader, whose checks are A's alone; otherwise a dummy.
   */
  function sewerStackFiredOn(real: boolean, seed: string): Given {
    const units = real ? ['A01', 'A02', 'A03', 'A06'] : ['A07'];
    let g = given('sewer-infiltration').unit('B01', '71P2').unit('B02', '71F8').unit('B03', '71F8');
    for (const u of units) g = g.unit(u, { hex: '71F8', place: 'sewer', level: -1 }, { concealed: true });
    g.playing({ phase: 'DFPh', attacker: 'A', turn: 2 });
    (g.state.modules.sewers as { stacks: Record<string, unknown> }).stacks.S1 = {
      id: 'S1',
      side: 'A',
      hex: '71F8',
      units,
      lost: false,
      enteredTurn: 1,
      leftEncircled: false,
      moved: false,
      awaitingMove: false,
      emergence: 'discovered',
    };
    play(g, seed, [
      ['B', { type: 'sewerFire', firers: ['B02'], stack: 'S1' }],
      ['B', { type: 'sewerFire', firers: ['B03'], stack: 'S1' }], // a public IFT DR after the hidden checks
    ]);
    return g;
  }

  it('B8.42: the dice of fire at a "Sewer ?" stack are the same whether it holds a dummy or three squads and a leader (their checks are A\'s alone)', () => {
    // a seed whose first attack gives the real units checks, none of them leaving the sewer stack empty
    const seed = [...Array(64).keys()].map(seedOf).find((s) => {
      const g = sewerStackFiredOn(true, s);
      return hiddenRolls(g, 'A') >= 2 && !g.events.some((e) => e.type === 'sewerStackRemoved');
    })!;
    const real = sewerStackFiredOn(true, seed);
    const dummy = sewerStackFiredOn(false, seed);
    expect(hiddenRolls(dummy, 'A')).toBe(0);
    expect(received(real.events, B).filter((e) => e.type === 'roll')).toHaveLength(2);
    expect(received(real.events, B)).toEqual(received(dummy.events, B));
    expect(received(real.events, PUBLIC)).toEqual(received(dummy.events, PUBLIC));
  });

  /**
   * The RPh (A10.6): A01, concealed at 71B2, is broken or not (A's secret); A06 then rallies the
   * broken A02 in plain view at 71C3. A broken A01 Self-Rallies first, a DR A alone sees.
   */
  function rallyPhase(concealedBroken: boolean, seed: string): Given {
    const g = given('sewer-infiltration')
      .unit('A01', '71B2', { concealed: true })
      .unit('A02', '71C3')
      .unit('A06', '71C3')
      .unit('B01', '71P2');
    g.playing({ phase: 'RPh', attacker: 'A', turn: 2 });
    g.state.units.A02!.status.broken = true;
    g.state.units.A01!.status.broken = concealedBroken;
    play(g, seed, [
      ...(concealedBroken ? [['A', { type: 'rally', unit: 'A01' }] as [Side, unknown]] : []),
      ['A', { type: 'rally', unit: 'A02', leader: 'A06' }],
    ]);
    return g;
  }

  it("A10.63: a concealed unit's Self-Rally DR, its owner's alone, changes nothing in the dice of a rally made in view", () => {
    const seed = seedOf(7);
    const secret = rallyPhase(true, seed);
    const none = rallyPhase(false, seed);
    expect(hiddenRolls(secret, 'A')).toBe(1);
    expect(received(secret.events, B).filter((e) => e.type === 'roll')).toHaveLength(1);
    expect(received(secret.events, B)).toEqual(received(none.events, B));
    expect(received(secret.events, PUBLIC)).toEqual(received(none.events, PUBLIC));
  });
});
