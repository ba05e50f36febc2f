// HL.7 rout through the sewer network, the boundaries left by mutation testing (issue #33): the portage
// limit (HL.6 "Units in a Sewer may not portage more than their IPC"), an exit Location without room for
// the router (HL.6 "A Sewer Location may never be overstacked", A5.1 at the exit), and the rout's event.
// Board 71 of the sewer-infiltration scenario (A: A01-A03 6-2-8 squads, IPC 3; A10 a MMG, 4 PP), played
// under heroes-and-leaders with manholes at C2, C8 and C9 (C9 is 7 hexes from C2: out of reach).
import type { RoutWay } from '../../engine/module';
import { given, type Given } from '../../testing/scenarioBuilder';

function scene(): Given {
  return given(
    'sewer-infiltration',
    'heroes-and-leaders',
    (doc) => {
      const oob = doc.oob as Record<string, Record<string, unknown>[]>;
      oob.A!.push({ type: 'ru-hero', count: 1, skills: ['Sewer Rat'] }, { type: 'mmg', count: 1 });
      doc.rules = { sewerMovement: ['A'] };
    },
    (m) => {
      m.hexes = { '71C2': { manhole: true }, '71C8': { manhole: true }, '71C9': { manhole: true } };
      m.hexsides = [];
    },
  );
}
/** A broken A01 in the ground Location of the node C2 in the RtPh; B01 far off in E2 (not nearer to C8). */
function router(setup: (g: Given) => void = () => {}): Given {
  const g = scene().unit('A01', '71C2').unit('B01', '71E2');
  setup(g);
  g.playing({ phase: 'RtPh', attacker: 'A' });
  g.state.units.A01!.status.broken = true;
  return g;
}
const network = (g: Given) => g.game.ctx.modules.find((m) => m.id === 'sewerNetwork')!;
const ways = (g: Given) => network(g).routWays!(g.game.ctx, g.state, g.state.units.A01!).map((w) => w.to);

describe('HL.7 with HL.6: a router through the network portages no more than its IPC', () => {
  it('HL.6: A01 (IPC 3) carrying a MMG (4 PP) may not rout through the sewer; empty-handed it may', () => {
    expect(ways(router())).toEqual(['71C8']);
    expect(ways(router((g) => (g.state.units.A01!.carries = ['A10'])))).toEqual([]);
  });
});

describe('HL.7 with A5.1: the exit must hold the router', () => {
  it('A5.1: three squads already in the ground Location of C8 leave no room for a fourth: the exit is not offered; two leave room', () => {
    expect(ways(router((g) => g.unit('A02', '71C8').unit('A03', '71C8').unit('A04', '71C8')))).toEqual([]);
    expect(ways(router((g) => g.unit('A02', '71C8').unit('A03', '71C8')))).toEqual(['71C8']);
  });
});

describe('HL.7 the rout through the network, as the sides see it', () => {
  it('HL.7: one "routed" event of A01 from C2 to C8 for each side, the router named to both (it is not concealed)', () => {
    const g = router();
    const way: RoutWay = network(g).routWays!(g.game.ctx, g.state, g.state.units.A01!)[0]!;
    const events: unknown[] = [];
    network(g).routBy!(
      {
        ...g.game.ctx,
        state: g.state,
        side: 'B',
        emit: (e) => events.push(e),
        roll: () => {
          throw new Error('no roll: immune to Interdiction');
        },
      },
      g.state.units.A01!,
      way,
      false,
    );
    expect(events).toEqual([
      { type: 'routed', audience: 'A', data: { units: ['A01'], from: '71C2', to: '71C8', rule: 'HL.7' } },
      { type: 'routed', audience: 'B', data: { units: ['A01'], concealed: false, from: '71C2', to: '71C8', rule: 'HL.7' } },
    ]);
    expect(g.state.units.A01!.loc).toEqual({ hex: '71C8', place: 'ground', level: 0 });
  });
});
