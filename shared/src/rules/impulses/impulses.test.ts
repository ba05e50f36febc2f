// HL.3 impulses (our reading, rules/impulses): the sides alternate impulses, the first ATTACKER first;
// the active side activates one hex's units or a Hero/Leader and his Location's; the other side may take
// Opportunity Fire (A8.1 Defensive First Fire) at units moving in its LOS; each unit acts once a Game
// Turn; two passes in succession end the impulses. Board 71 with open ground unless a test says otherwise.
import type { GameEvent } from '../../engine/events';
import { currentMoment } from '../../engine/turn';
import { createGame } from '../../game/game';
import { seededDice } from '../../rng/dice';
import { ruleset } from '../../rulesets/index';
import { loadMap, scenarioDoc } from '../../testing/fixtures';
import { playRandomGame } from '../../testing/playout';
import { mulberry } from '../../testing/random';
import { given, ok, where, type Given } from '../../testing/scenarioBuilder';
import { readActivity } from '../core/activity';
import { readImpulses } from './state';

type Hexes = Record<string, Record<string, unknown>>;
const hl = (hexes: Hexes = {}) =>
  given('sewer-infiltration', 'heroes-and-leaders', undefined, (m) => {
    m.hexes = hexes;
    m.hexsides = [];
  });
/** From the RPh into the first impulse, as both sides end the RPh. */
function impulses(g: Given): Given {
  g.playing({ phase: 'RPh' });
  ok(g.endPhase());
  return g;
}
const choices = (g: Given, side: 'A' | 'B') =>
  g.game.legal(g.state, side).find((l) => l.type === 'activate')?.choices as
    | { hexes: string[]; leaders: { id: string; hex: string }[] }
    | undefined;
const seenBy = (g: Given, side: 'A' | 'B') => g.events.filter((e: GameEvent) => e.audience === side || e.audience === 'all');

describe('HL.3 impulses alternate until both sides pass in succession', () => {
  it('HL.3: the first ATTACKER has the first impulse; the sides alternate, each impulse numbered by its step', () => {
    const g = impulses(hl().unit('A01', '71F5').unit('B01', '71K4'));
    expect(where(g)).toEqual({ phase: 'Imp', step: 1, attacker: 'A' });
    ok(g.when('A', { type: 'activate', hex: '71F5' }));
    ok(g.when('A', { type: 'endPhase' }));
    expect(where(g)).toEqual({ phase: 'Imp', step: 2, attacker: 'B' });
    expect(g.when('A', { type: 'activate', hex: '71F5' })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN', rule: 'HL.3' } });
    ok(g.when('B', { type: 'activate', hex: '71K4' }));
    ok(g.when('B', { type: 'endPhase' }));
    expect(where(g)).toEqual({ phase: 'Imp', step: 3, attacker: 'A' });
  });
  it('HL.3: two passes in succession end the impulses (then the RtPh); pass, act, pass does not', () => {
    const g = impulses(hl().unit('A01', '71F5').unit('B01', '71K4'));
    ok(g.when('A', { type: 'endPhase' })); // pass
    expect(readImpulses(g.state).passes).toBe(1);
    ok(g.when('B', { type: 'activate', hex: '71K4' }));
    ok(g.when('B', { type: 'endPhase' })); // acted: the succession is broken
    expect(readImpulses(g.state).passes).toBe(0);
    ok(g.when('A', { type: 'endPhase' })); // pass
    expect(where(g)).toEqual({ phase: 'Imp', step: 4, attacker: 'B' });
    ok(g.when('B', { type: 'endPhase' })); // pass: two in succession
    expect(g.state.phase).toBe('RtPh');
  });
  it('HL.3: endPhase is offered as "Pass" before anything is activated, "End impulse" after', () => {
    const g = impulses(hl().unit('A01', '71F5').unit('B01', '71K4'));
    expect(g.game.legal(g.state, 'A').find((l) => l.type === 'endPhase')?.label).toBe('Pass');
    ok(g.when('A', { type: 'activate', hex: '71F5' }));
    expect(g.game.legal(g.state, 'A').find((l) => l.type === 'endPhase')?.label).toBe('End impulse');
  });
  it('HL.3: an endPhase naming a passed impulse (the same turn, Player Turn and phase, an old step) is refused', () => {
    const g = impulses(hl().unit('A01', '71F5').unit('B01', '71K4'));
    const first = currentMoment(g.state);
    expect(first).toMatchObject({ phase: 'Imp', step: 1, playerTurn: 1 });
    ok(g.when('A', { type: 'endPhase', at: first }));
    ok(g.when('B', { type: 'activate', hex: '71K4' }));
    ok(g.when('B', { type: 'endPhase' }));
    expect(g.state).toMatchObject({ phase: 'Imp', step: 3, playerTurn: 1, attacker: 'A' });
    expect(g.when('A', { type: 'endPhase', at: first }).ok).toBe(false);
    expect(g.state.step).toBe(3);
    ok(g.when('A', { type: 'endPhase', at: currentMoment(g.state) }));
  });
});

describe('HL.3 activation', () => {
  it('HL.3: once an impulse, exactly one of hex or leader, and not a hex without a unit that may act', () => {
    const g = impulses(hl().unit('A01', '71F5').unit('A04', '71K7').unit('B01', '71K4'));
    expect(g.when('A', { type: 'activate', hex: '71F5', leader: 'A06' })).toMatchObject({ ok: false, error: { code: 'BAD_COMMAND' } });
    expect(g.when('A', { type: 'activate' })).toMatchObject({ ok: false, error: { code: 'BAD_COMMAND' } });
    expect(g.when('A', { type: 'activate', hex: '71A1' })).toMatchObject({ ok: false, error: { rule: 'HL.3' } });
    expect(g.when('A', { type: 'activate', hex: '71K4' })).toMatchObject({ ok: false, error: { rule: 'HL.3' } }); // B's units are not A's
    ok(g.when('A', { type: 'activate', hex: '71F5' }));
    expect(choices(g, 'A')).toBeUndefined();
    expect(g.when('A', { type: 'activate', hex: '71K7' })).toMatchObject({ ok: false, error: { rule: 'HL.3' } });
  });
  it('HL.3: a hex activates every Location of the hex; a leader only the units of his Location', () => {
    const hexes = { '71H2': { terrain: 'stoneBuilding', upperLevels: 1, building: 'b1' } };
    const place = (g: Given) =>
      g
        .unit('A06', '71H2')
        .unit('A01', '71H2')
        .unit('A02', { hex: '71H2', place: 'ground', level: 1 })
        .unit('A04', '71H3')
        .unit('B01', '71K4');
    const byLeader = impulses(place(hl(hexes)));
    expect(choices(byLeader, 'A')).toEqual({ hexes: ['71H2', '71H3'], leaders: [{ id: 'A06', hex: '71H2' }] });
    ok(byLeader.when('A', { type: 'activate', leader: 'A06' }));
    expect(readImpulses(byLeader.state).activation).toEqual({ by: 'leader', hex: '71H2', leader: 'A06', units: ['A01', 'A06'] });
    const byHex = impulses(place(hl(hexes)));
    ok(byHex.when('A', { type: 'activate', hex: '71H2' }));
    expect(readImpulses(byHex.state).activation!.units.sort()).toEqual(['A01', 'A02', 'A06']);
  });
  it('HL.3: a broken leader, or a unit that is no leader, cannot activate a Location', () => {
    const g = impulses(hl().unit('A06', '71F5').unit('A01', '71F5').unit('B01', '71K4'));
    expect(g.when('A', { type: 'activate', leader: 'A01' })).toMatchObject({ ok: false, error: { rule: 'HL.3' } });
    g.state.units.A06!.status.broken = true;
    expect(g.when('A', { type: 'activate', leader: 'A06' })).toMatchObject({ ok: false, error: { rule: 'HL.3' } });
    expect(g.when('A', { type: 'activate', leader: 'B01' })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_UNIT' } });
  });
});

describe('HL.3 only activated units act; each unit once a Game Turn', () => {
  it('HL.3: before it activates, and outside what it activated, the active side can neither move nor fire', () => {
    const g = impulses(hl().unit('A01', '71F5').unit('A04', '71K7').unit('B01', '71K4'));
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71F6' }).ok).toBe(false);
    ok(g.when('A', { type: 'activate', hex: '71F5' }));
    expect(g.when('A', { type: 'move', units: ['A04'], to: '71K6' }).ok).toBe(false);
    expect(g.when('A', { type: 'fire', firers: ['A04'], target: '71K4' }).ok).toBe(false);
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71F6' }).ok).toBe(true);
  });
  it('HL.3: units used this Game Turn cannot be activated again, nor move, until the next Game Turn', () => {
    const g = impulses(hl().unit('A01', '71F5').unit('A04', '71K7').unit('B01', '71P2'));
    ok(g.when('A', { type: 'activate', hex: '71F5' }));
    ok(g.when('A', { type: 'endPhase' }));
    expect(readImpulses(g.state).used).toEqual(['A01']);
    ok(g.when('B', { type: 'activate', hex: '71P2' }));
    ok(g.when('B', { type: 'endPhase' }));
    expect(choices(g, 'A')!.hexes).toEqual(['71K7']);
    expect(g.when('A', { type: 'activate', hex: '71F5' })).toMatchObject({ ok: false, error: { rule: 'HL.3' } });
    ok(g.when('A', { type: 'activate', hex: '71K7' }));
    expect(g.when('A', { type: 'move', units: ['A01'], to: '71F6' }).ok).toBe(false);
    ok(g.when('A', { type: 'endPhase' }));
    expect(choices(g, 'B')).toBeUndefined(); // B has nothing left that may act: it can only pass
    ok(g.when('B', { type: 'endPhase' })); // pass
    ok(g.when('A', { type: 'endPhase' })); // pass: the impulses are over
    expect(g.state.phase).toBe('RtPh');
    ok(g.endPhase()); // RtPh
    ok(g.endPhase()); // CCPh: Game Turn 2 begins with its RPh
    expect(g.state).toMatchObject({ turn: 2, phase: 'RPh' });
    expect(readImpulses(g.state)).toMatchObject({ used: [], passes: 0, activation: null });
  });
  it('A4.51 (our reading with impulses): CX ends as the next Game Turn begins, for both sides', () => {
    const g = hl().unit('A01', '71F5').unit('B01', '71K4').playing({ phase: 'CCPh' });
    g.state.units.A01!.status.cx = true;
    g.state.units.B01!.status.cx = true;
    ok(g.endPhase());
    expect(g.state).toMatchObject({ turn: 2, phase: 'RPh' });
    expect([g.state.units.A01!.status.cx, g.state.units.B01!.status.cx]).toEqual([false, false]);
  });
});

describe('impulses and the core bookkeeping (A4.1 MF, A7.8 Pin)', () => {
  it('A4.1, A7.8 (our reading with impulses): MF spent are counted per impulse, moved and fired per Game Turn; a Pin lasts until the next RPh', () => {
    const g = impulses(hl().unit('A01', '71F5').unit('A04', '71K7').unit('B01', '71P2'));
    ok(g.when('A', { type: 'activate', hex: '71F5' }));
    ok(g.when('A', { type: 'move', units: ['A01'], to: '71F6' }));
    if (g.state.pending) ok(g.when('B', { type: 'declineFire' }));
    expect(readActivity(g.state).mf.A01).toBeGreaterThan(0);
    g.state.units.B01!.status.pinned = true;
    ok(g.when('A', { type: 'endPhase' }));
    expect(readActivity(g.state).mf).toEqual({});
    expect(readActivity(g.state).moved.A01).toBe(true);
    ok(g.when('B', { type: 'endPhase' })); // pass
    ok(g.when('A', { type: 'activate', hex: '71K7' }));
    ok(g.when('A', { type: 'endPhase' }));
    expect(g.state.units.B01!.status.pinned).toBe(true);
    ok(g.when('B', { type: 'endPhase' })); // pass
    ok(g.when('A', { type: 'endPhase' })); // pass
    ok(g.endPhase()); // RtPh
    ok(g.endPhase()); // CCPh
    expect(g.state).toMatchObject({ turn: 2, phase: 'RPh' });
    expect(g.state.units.B01!.status.pinned).toBe(false);
    expect(readActivity(g.state).moved).toEqual({});
  });
});

describe('HL.3 Opportunity Fire (A8.1 Defensive First Fire in an impulse)', () => {
  it('HL.3: the other side fires at a stack moving in its LOS, with FFMO and FFNAM; the firer has then acted this Game Turn', () => {
    const g = impulses(hl().unit('A01', '71K7').unit('B01', '71K4').unit('B02', '71P2'));
    ok(g.when('A', { type: 'activate', hex: '71K7' }));
    ok(g.when('A', { type: 'move', units: ['A01'], to: '71K8' }));
    expect(g.state.pending).toMatchObject({ side: 'B', kind: 'defensiveFirstFire' });
    g.dice([3, 3, 4, 4]); // 4 FP at range 4, DR 6 - 1 (FFMO) - 1 (FFNAM) = 4: 1MC
    ok(g.when('B', { type: 'defensiveFire', firers: ['B01'] }));
    const roll = g.events.find((e) => e.type === 'roll' && (e.data as { rule: string }).rule === 'A7.3')!.data as {
      final: number;
      modifiers: { name: string }[];
    };
    expect(roll.modifiers.map((m) => m.name).sort()).toEqual(['FFMO', 'FFNAM']);
    expect(roll.final).toBe(4);
    expect(g.events.filter((e) => e.type === 'fireResult').map((e) => e.data.result)).toEqual(['1MC']);
    if (g.state.pending) ok(g.when('B', { type: 'declineFire' }));
    ok(g.when('A', { type: 'endPhase' }));
    expect(readImpulses(g.state).used.sort()).toEqual(['A01', 'B01']);
    expect(choices(g, 'B')!.hexes).toEqual(['71P2']);
  });
  it('HL.3: a unit that acted this Game Turn takes no Opportunity Fire', () => {
    const g = impulses(hl().unit('A01', '71K7').unit('A04', '71A1').unit('B01', '71K4'));
    ok(g.when('A', { type: 'activate', hex: '71A1' }));
    ok(g.when('A', { type: 'endPhase' }));
    ok(g.when('B', { type: 'activate', hex: '71K4' }));
    ok(g.when('B', { type: 'endPhase' }));
    ok(g.when('A', { type: 'activate', hex: '71K7' }));
    ok(g.when('A', { type: 'move', units: ['A01'], to: '71K8' }));
    expect(g.state.pending).toMatchObject({ side: 'B' }); // asked always (A8.1): the question tells nothing
    expect(g.when('B', { type: 'defensiveFire', firers: ['B01'] }).ok).toBe(false);
  });
});

describe('HL.3 activation and hidden information', () => {
  it('HL.3: activating a hex with a "?" does not tell the opponent what is under it', () => {
    const g = impulses(
      hl()
        .unit('A04', '71K7', { concealed: true })
        .unit('A05', '71K7', { concealed: true })
        .unit('A07', '71K7')
        .unit('A01', '71F5')
        .unit('B01', '71P2'),
    );
    ok(g.when('A', { type: 'activate', hex: '71K7' }));
    const toB = seenBy(g, 'B').filter((e) => e.type === 'activated');
    expect(toB).toEqual([{ type: 'activated', audience: 'B', data: { hex: '71K7', units: [], concealed: true, rule: 'HL.3' } }]);
    expect(JSON.stringify(seenBy(g, 'B'))).not.toMatch(/A04|A05|A07/);
    expect(JSON.stringify(g.view('B').modules)).not.toMatch(/A04|A05|A07/);
    expect(JSON.stringify(g.view('public').modules)).not.toMatch(/A04|A05|A07/);
    expect(g.view('B').modules.impulses!.activation).toEqual({ hex: '71K7', units: [] });
    expect(seenBy(g, 'A').find((e) => e.type === 'activated')!.data).toMatchObject({
      by: 'hex',
      hex: '71K7',
      units: ['A04', 'A05', 'A07'],
    });
    expect(g.view('A').modules.impulses!.activation!.units).toEqual(['A04', 'A05', 'A07']);
  });
  it('HL.3: a concealed leader activating his Location looks to the opponent like a hex of "?" activated', () => {
    const g = impulses(hl().unit('A06', '71K7', { concealed: true }).unit('A04', '71K7', { concealed: true }).unit('B01', '71P2'));
    ok(g.when('A', { type: 'activate', leader: 'A06' }));
    const byLeader = seenBy(g, 'B')
      .filter((e) => e.type === 'activated')
      .map((e) => e.data);
    const h = impulses(hl().unit('A06', '71K7', { concealed: true }).unit('A04', '71K7', { concealed: true }).unit('B01', '71P2'));
    ok(h.when('A', { type: 'activate', hex: '71K7' }));
    expect(
      seenBy(h, 'B')
        .filter((e) => e.type === 'activated')
        .map((e) => e.data),
    ).toEqual(byLeader);
    expect(g.view('B').modules.impulses).toEqual(h.view('B').modules.impulses);
  });
  it('HL.3: the used units the opponent is shown are only those it sees', () => {
    const g = impulses(hl().unit('A04', '71K7', { concealed: true }).unit('A01', '71F5').unit('B01', '71P2'));
    ok(g.when('A', { type: 'activate', hex: '71K7' }));
    ok(g.when('A', { type: 'endPhase' }));
    expect(g.view('A').modules.impulses!.used).toEqual(['A04']);
    expect(g.view('B').modules.impulses!.used).toEqual([]);
  });
});

describe('impulses: random playouts of heroes-and-leaders scenarios', () => {
  it('impulses: random legal play of each heroes-and-leaders scenario ends, every legal command accepted, no invariant broken', () => {
    for (const id of ['sewer-infiltration', 'sewer-duel', 'factory-assault']) {
      const doc = scenarioDoc(id);
      const game = createGame(ruleset('heroes-and-leaders'), doc, loadMap(String(doc.map)));
      for (let n = 0; n < 6; n++) {
        const random = mulberry(4100 + n);
        const dice = seededDice(n.toString(16).padStart(2, '0').repeat(32));
        let impulsesSeen = 0;
        let activations = 0;
        const state = playRandomGame(game, random, dice, `${id} game ${n}`, {
          onStep: (c, next) => {
            if (c.command.type === 'activate') activations++;
            if (next.phase === 'Imp' && (next.step ?? 0) > impulsesSeen) impulsesSeen = next.step!;
          },
        });
        expect({ id, n, status: state.status }).toEqual({ id, n, status: 'ended' });
        expect(impulsesSeen).toBeGreaterThanOrEqual(2);
        expect(activations).toBeGreaterThan(0);
      }
    }
  });
});
