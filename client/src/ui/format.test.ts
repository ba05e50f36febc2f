import type { ViewEvent } from '@hexfog/shared/protocol/index';
import { eventLine, makeNames, sideWins } from './format';

const ev = (type: string, data: Record<string, unknown>): ViewEvent => ({ version: 1, index: 0, type, data });

describe('event lines', () => {
  it('fortificationPlaced / fortificationRemoved in player language; a removal names the counter seen before', () => {
    const names = makeNames({ A: 'Germans', B: 'Soviets' }, []);
    expect(
      eventLine(
        ev('fortificationPlaced', { fortification: { id: 'F3', kind: 'foxhole', hex: '72I5', side: 'B', squads: 2 }, rule: 'B27.11' }),
        names,
      ),
    ).toBe('Soviets: foxhole 2S placed in 72I5 (B27.11)');
    expect(eventLine(ev('fortificationRemoved', { id: 'F3', hex: '72I5', rule: 'B27.11' }), names)).toBe(
      'Foxhole 2S in 72I5 is removed (B27.11)',
    );
    names.remember([{ id: 'F1', kind: 'atDitch' }]);
    expect(eventLine(ev('fortificationRemoved', { id: 'F1', hex: '72J6', rule: 'B27.56' }), names)).toBe(
      'A-T ditch in 72J6 is removed (B27.56)',
    );
    expect(eventLine(ev('fortificationRemoved', { id: 'F9', hex: '72J6', rule: 'B30' }), names)).toBe(
      'A fortification counter in 72J6 is removed (B30)',
    );
  });

  it('moved, advanced and routed say the MF they cost when the event carries it', () => {
    const names = makeNames({ A: 'Germans', B: 'Soviets' }, []);
    expect(eventLine(ev('moved', { units: ['A01'], from: '72H5', to: '72I5', mf: 3 }), names)).toBe('A01 moved 72H5 → 72I5 (3 MF)');
    expect(eventLine(ev('advanced', { units: ['A01'], from: '72H5', to: '72I5', mf: 4 }), names)).toBe('A01 advanced 72H5 → 72I5 (4 MF)');
    expect(eventLine(ev('routed', { units: ['B01'], from: '72I5', to: '72J6', mf: 2, rule: 'A10.5' }), names)).toBe(
      'B01 routed 72I5 → 72J6 (2 MF) (A10.5)',
    );
    expect(eventLine(ev('advanced', { units: [], from: '72H5', to: '72I5', concealed: true }), names)).toBe('a "?" advanced 72H5 → 72I5');
  });
});

describe('Close Combat declarations (A11.12)', () => {
  it('names the units the reader sees and a "?" as such; a side may declare no attack', () => {
    const names = makeNames({ A: 'Germans', B: 'Soviets' }, []);
    const attacks = [
      { attackers: ['B01', 'B02'], concealedAttackers: false, targets: ['A04'], concealedTargets: false },
      { attackers: [], concealedAttackers: true, targets: [], concealedTargets: true },
    ];
    expect(eventLine(ev('closeCombatDeclared', { hex: '71A1', side: 'B', attacks, rule: 'A11.12' }), names)).toBe(
      'Soviets declares Close Combat in 71A1: B01, B02 attack A04; the "?" attack the "?" (A11.12)',
    );
    expect(eventLine(ev('closeCombatDeclared', { hex: '71A1', side: 'A', attacks: [], rule: 'A11.12' }), names)).toBe(
      'Germans declares Close Combat in 71A1: no attack (A11.12)',
    );
  });
});

describe('heroes-and-leaders event lines (HL.3)', () => {
  const names = makeNames({ A: 'Soviets', B: 'Germans' }, []);
  it('an impulse starting says its number and whose it is; a skill card used names the card', () => {
    expect(eventLine(ev('phaseStarted', { turn: 2, playerTurn: 1, phase: 'Imp', step: 3, attacker: 'B' }), names)).toBe(
      "Turn 2: Impulse 3, Germans' impulse",
    );
    expect(eventLine(ev('phaseStarted', { turn: 2, playerTurn: 1, phase: 'RPh', attacker: 'B' }), names)).toBe(
      'Turn 2.1: RPh, Germans is ATTACKER',
    );
    expect(eventLine(ev('phaseStarted', { turn: 1, playerTurn: 1, phase: 'Act', step: 2, attacker: 'A' }), names)).toBe(
      "Turn 1: Action turn 2, Soviets' action",
    );
    expect(eventLine(ev('sewerCardEntered', { unit: 'A01', card: 'red', hex: '71F8', rule: 'SC.2' }), names)).toBe(
      'A01 went down into the sewer at 71F8 onto Sewer card red (SC.2)',
    );
    expect(eventLine(ev('skillCardUsed', { unit: 'A01', card: 'Sewer Rat', rule: 'HL.3' }), names)).toBe(
      'A01 uses the skill card "Sewer Rat" (HL.3)',
    );
  });

  it('activation and network moves, known to the protocol or not', () => {
    expect(eventLine(ev('activated', { by: 'leader', hex: '74C5', leader: 'A01', units: ['A01', 'A03'] }), names)).toBe(
      'Activated leader A01 in 74C5 with A03 (HL.3)',
    );
    expect(eventLine(ev('networkMoved', { units: ['A01'], from: '74C5', to: '74I5' }), names)).toBe(
      'A01 moved through the sewer network 74C5 → 74I5 (HL.4)',
    );
    expect(eventLine(ev('somethingElse', { a: 1 }), names)).toBe('somethingElse {"a":1}');
  });
});

describe('issue 35: players words', () => {
  const names = makeNames({ A: 'Soviets', B: 'Germans' }, []);
  it('a side named in the plural wins with the plural verb ("Germans win"), a singular one with the singular', () => {
    expect(
      eventLine(ev('matchEnded', { winner: null, reason: 'Germans aborted the match before play began: no result', aborted: true }), names),
    ).toBe('Match over: no result. Germans aborted the match before play began: no result');
    expect(eventLine(ev('matchEnded', { winner: null, reason: 'victory conditions' }), names)).toBe('Match over: draw. victory conditions');
    expect(eventLine(ev('matchEnded', { winner: 'B', reason: 'victory conditions' }), names)).toBe(
      'Match over: Germans win. victory conditions',
    );
    expect(sideWins('Finland')).toBe('Finland wins');
  });
  it('a roll names its terrain modifier in words, not by the engine id ("stoneBuilding")', () => {
    const line = eventLine(
      ev('roll', {
        purpose: 'fire at 72L6 (2 FP column)',
        rule: 'A7.3',
        kind: 'DR',
        stream: 'all',
        positions: [0, 1],
        dice: [6, 4],
        original: 10,
        modifiers: [{ name: 'TEM stoneBuilding', value: 3, rule: 'B23' }],
        final: 13,
      }),
      names,
    );
    expect(line).toBe('DR 6+4 +3 TEM stone building (B23) = 13: fire at 72L6 (2 FP column) (A7.3)');
  });
  it('B8.6: the recording side reads its tunnels, not the raw event', () => {
    const data = { tunnels: [{ id: 'BT1', entrances: [{ hex: '72I5' }, { hex: '72J7' }], forfeitsFbl: false }], rule: 'B8.6' };
    expect(eventLine(ev('tunnelsRecorded', data), names)).toBe('You recorded a tunnel: BT1 72I5 to 72J7 (B8.6)');
  });
});
