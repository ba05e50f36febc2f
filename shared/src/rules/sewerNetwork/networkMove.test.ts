// HL.3, HL.5 sewer movement, the boundaries left by mutation testing (issue #33): who may still move,
// which units make up "all the units stacked with him", which refusal a stack without a Sewer Rat guide
// hears, and where the stack comes out when enemy units hold both Locations of the destination hex.
// Board 71 of the sewer-infiltration scenario (A01-A03 6-2-8 squads, A06 an 8-1 leader, A09 a MMG, A10 a
// Hero; B01-B02 4-6-7 squads), under heroes-and-leaders, manholes at C2 and C8 (6 hexes apart).
import { ruleset } from '../../rulesets/index';
import { given, type Given } from '../../testing/scenarioBuilder';
import type { Location } from '../../units/location';
import { readActivity } from '../core/activity';
import { networkMove } from './networkMove';

const sewerAt = (hex: string): Location => ({ hex, place: 'sewer', level: -1 });
const refusal = (code: string, message: string, rule: string) => ({ ok: false, error: { code, message, rule } });

function scene(o: { leaderSkills?: string[]; params?: Record<string, unknown> } = {}): Given {
  return given(
    'sewer-infiltration',
    ruleset('heroes-and-leaders', o.params),
    (doc) => {
      const oob = doc.oob as Record<string, Record<string, unknown>[]>;
      oob.A![2]!.skills = o.leaderSkills ?? ['Sewer Rat'];
      oob.A!.push({ type: 'mmg', count: 1 }, { type: 'ru-hero', count: 1, skills: ['Sewer Rat'] }); // A09 a MMG (4 PP), A10 a Hero
      doc.rules = { sewerMovement: ['A'] };
    },
    (m) => {
      m.hexes = { '71C2': { manhole: true }, '71C8': { manhole: true } };
      m.hexsides = [];
    },
  );
}
/** A's impulse, every placed unit of A activated (the activation itself is rules/impulses'). */
function impulse(g: Given): Given {
  g.playing({ phase: 'Imp', attacker: 'A' });
  const units = Object.values(g.state.units)
    .filter((u) => u.side === 'A' && u.loc && !u.eliminated)
    .map((u) => u.id);
  g.state.modules.impulses = { passes: 0, serial: 1, used: [], activation: { by: 'hex', hex: g.state.units[units[0]!]!.loc!.hex, units } };
  return g;
}
const offered = (g: Given) =>
  g.game
    .legal(g.state, 'A')
    .filter((c) => c.type === 'networkMove')
    .map((c) => c.choices);
const move = (g: Given, units: string[], to: string) => g.when('A', { type: 'networkMove', units, to });

describe('HL.3 only units that have not yet moved this impulse use sewer movement', () => {
  it('HL.3: a Leader who came up out of the Sewer Location for 1 MF (moved, MF left) may not then go back into the network', () => {
    const g = impulse(scene({ params: { leaveNetworkMf: 1 } }).unit('A06', sewerAt('71C8')));
    expect(g.when('A', { type: 'leaveNetwork', units: ['A06'] })).toMatchObject({ ok: true });
    expect(g.state.units.A06!.loc).toEqual({ hex: '71C8', place: 'ground', level: 0 });
    if (g.state.pending?.kind === 'defensiveFirstFire') expect(g.when('B', { type: 'declineFire' })).toMatchObject({ ok: true });
    expect(offered(g)).toEqual([]);
    expect(move(g, ['A06'], '71C2')).toEqual(
      refusal(
        'ILLEGAL_COMMAND',
        'A06 cannot use sewer movement now (Good Order Infantry that has not acted this impulse, pushing no Gun)',
        'HL.3',
      ),
    );
  });
});

describe('HL.3 "a Leader and all the units stacked with him": the units that are there', () => {
  it('HL.3: an eliminated squad left in the Location is no unit stacked with him: the Leader goes alone', () => {
    const g = impulse(scene().unit('A06', '71C2').unit('A01', '71C2'));
    g.state.units.A01!.eliminated = true;
    expect(offered(g)).toEqual([{ units: ['A06'], from: '71C2', to: ['71C8'] }]);
    expect(move(g, ['A06', 'A01'], '71C8')).toEqual(
      refusal(
        'ILLEGAL_COMMAND',
        'A01 cannot use sewer movement now (Good Order Infantry that has not acted this impulse, pushing no Gun)',
        'HL.3',
      ),
    );
    expect(move(g, ['A06'], '71C8')).toMatchObject({ ok: true });
    // HL.3 "Such movement is considered Sewer movement": the Leader has moved this impulse, and is done
    expect(readActivity(g.state)).toMatchObject({ moved: { A06: true }, done: { A06: true } });
  });
  it('HL.3: a unit not on the map (no Location) is not stacked with the Leader and may not go with him', () => {
    const g = impulse(scene().unit('A06', '71C2').unit('A02', '71K9'));
    g.state.units.A02!.loc = null;
    expect(move(g, ['A06', 'A02'], '71C8')).toEqual(
      refusal(
        'ILLEGAL_COMMAND',
        'A02 cannot use sewer movement now (Good Order Infantry that has not acted this impulse, pushing no Gun)',
        'HL.3',
      ),
    );
  });
  it('HL.3: a Sewer Rat Leader eliminated in a Location guides no one: the Hero there is offered once, alone', () => {
    const g = impulse(scene().unit('A10', '71C2').unit('A06', '71C2'));
    g.state.units.A06!.eliminated = true;
    expect(offered(g)).toEqual([{ units: ['A10'], from: '71C2', to: ['71C8'] }]);
  });
  it('HL.3: a Leader without a Sewer Rat card, with a squad, hears that the Leader lacks the card (not that squads need a Leader)', () => {
    const g = impulse(scene({ leaderSkills: [] }).unit('A06', '71C2').unit('A01', '71C2'));
    expect(move(g, ['A06', 'A01'], '71C8')).toEqual(
      refusal('ILLEGAL_COMMAND', 'a Hero or Leader moves through the sewer network only with a "Sewer Rat" skill card', 'HL.3'),
    );
  });
});

describe('HL.5 enemy units in both Locations of the destination hex', () => {
  it('HL.5: with B01 in the Sewer Location and B02 in the Manhole Location above, the stack joins B01 in the Sewer Location', () => {
    const g = impulse(scene().unit('A06', '71C2').unit('A01', '71C2').unit('B01', sewerAt('71C8')).unit('B02', '71C8'));
    expect(move(g, ['A06', 'A01'], '71C8')).toMatchObject({ ok: true });
    expect(g.state.units.A01!.loc).toEqual(sewerAt('71C8'));
    expect(g.state.units.A06!.loc).toEqual(sewerAt('71C8'));
  });
});

describe('HL.6 "Units in a Sewer may not portage more than their IPC"', () => {
  it('HL.6: the Leader (IPC 1) carrying the MMG (4 PP) is offered no sewer movement and is refused it', () => {
    const g = scene().unit('A06', '71C2');
    g.state.units.A06!.carries = ['A09'];
    impulse(g);
    expect(offered(g)).toEqual([]);
    expect(move(g, ['A06'], '71C8')).toEqual(refusal('ILLEGAL_COMMAND', 'units in a sewer may not portage more than their IPC', 'HL.6'));
  });
});

describe('a random player picks among the destinations offered', () => {
  it('sample: a draw of 0.99 picks the last of two destinations, 0 the first', () => {
    const entry = { type: 'networkMove', label: '', rule: 'HL.4', choices: { units: ['A06'], from: '71C2', to: ['71C4', '71C8'] } };
    const g = scene();
    expect(networkMove.sample!(entry, () => 0.99, g.game.ctx, g.state, 'A')).toEqual({ type: 'networkMove', units: ['A06'], to: '71C8' });
    expect(networkMove.sample!(entry, () => 0, g.game.ctx, g.state, 'A')).toEqual({ type: 'networkMove', units: ['A06'], to: '71C4' });
  });
});
