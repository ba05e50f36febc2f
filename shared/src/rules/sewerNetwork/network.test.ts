// HL.2, HL.8 the networks' nodes, the boundaries left by mutation testing (issue #33): a Blaze hex read as
// the map spells it, and the destinations offered in a stable order whatever the order the scenario lists
// its nodes in. Board 71 of the sewer-infiltration scenario (A06 an 8-1 leader with a "Sewer Rat" card),
// played under heroes-and-leaders.
import { given, type Given } from '../../testing/scenarioBuilder';

type Hexes = Record<string, Record<string, unknown>>;
const MANHOLES: Hexes = { '71C2': { manhole: true }, '71C4': { manhole: true }, '71C8': { manhole: true }, '71C9': { manhole: true } };

function scene(rules: Record<string, unknown> = {}): Given {
  return given(
    'sewer-infiltration',
    'heroes-and-leaders',
    (doc) => {
      const oob = doc.oob as Record<string, Record<string, unknown>[]>;
      oob.A![2]!.skills = ['Sewer Rat'];
      doc.rules = { sewerMovement: ['A'], ...rules };
    },
    (m) => {
      m.hexes = MANHOLES;
      m.hexsides = [];
    },
  );
}
/** The destinations offered to the leader A06 standing on the node C2 in his impulse. */
function destinations(rules: Record<string, unknown> = {}): unknown {
  const g = scene(rules).unit('A06', '71C2').playing({ phase: 'Imp', attacker: 'A' });
  g.state.modules.impulses = { passes: 0, serial: 1, used: [], activation: { by: 'hex', hex: '71C2', units: ['A06'] } };
  return g.game.legal(g.state, 'A').find((c) => c.type === 'networkMove')?.choices?.to ?? [];
}
const node = (hex: string) => ({ hex, kind: 'manhole' });

describe('HL.8 a Blaze hex closes its node, however the scenario writes its name', () => {
  it('HL.8: Blaze in "71C08" closes the node 71C8 (and only it): C4 is still offered', () => {
    expect(destinations()).toEqual(['71C4', '71C8']);
    expect(destinations({ blaze: ['71C08'] })).toEqual(['71C4']);
  });
});

describe('HL.2 the other nodes within reach, in the order of their names', () => {
  it('HL.2, HL.3: nodes listed C9, C8, C4, C2 are offered from C2 as C4, C8 (C9 is 7 hexes away)', () => {
    expect(destinations({ sewerNetworks: [{ id: 'n', nodes: [node('71C9'), node('71C8'), node('71C4'), node('71C2')] }] })).toEqual([
      '71C4',
      '71C8',
    ]);
  });
});
