// The entrenchments view part (view.ts): during setup each side's own OB allowance (the replay sees
// both, spectators none); in a PFPh with Entrenching Attempts, the viewer's own units that made one.
import { given } from '../../testing/scenarioBuilder';

function scene() {
  return given(
    'sewer-infiltration',
    'asl',
    (doc) => {
      doc.rules = { ...(doc.rules as object), entrenchments: { A: { trenches: 1 }, B: { foxholeSquads: 2 } } };
    },
    (m) => {
      m.hexes = {};
    },
  );
}

describe('entrenchments view', () => {
  it('B27.1: during setup the replay sees both allowances, each side its own, spectators nothing', () => {
    const g = scene();
    expect(Object.keys(g.view('replay').modules.entrenchments?.allowance ?? {})).toEqual(['A', 'B']);
    expect(Object.keys(g.view('A').modules.entrenchments?.allowance ?? {})).toEqual(['A']);
    expect(g.view('public').modules.entrenchments).toBeUndefined();
  });

  it('B27.11: the units that attempted this phase, to their owner alone; none once the phase is over', () => {
    const g = scene().unit('A01', '71K8', { concealed: true }).unit('A02', '71K7').playing({ phase: 'PFPh', attacker: 'A' }).dice([3, 3]);
    expect(g.when('A', { type: 'entrench', units: ['A01'] }).ok).toBe(true);
    expect(g.view('A').modules.entrenchments).toEqual({ attempted: ['A01'] });
    expect(g.view('B').modules.entrenchments).toBeUndefined();
    expect(g.view('public').modules.entrenchments).toBeUndefined();
    expect(g.endPhase().ok).toBe(true);
    expect(g.view('A').modules.entrenchments).toBeUndefined();
    // TI stays on the unit (A4.8), under its "?" for B
    expect(g.view('A').units.find((u) => u.id === 'A01')).toMatchObject({ ti: true });
    expect(JSON.stringify(g.view('B'))).not.toContain('"ti"');
  });

  it('B27.1, B27.51: each kind of the allowance with its total and what is left of it once counters are placed', () => {
    const g = scene();
    expect(g.when('B', { type: 'placeEntrenchment', kind: 'foxhole', hex: '71R4', squads: 1 }).ok).toBe(true);
    expect(g.when('A', { type: 'placeEntrenchment', kind: 'trench', hex: '71C4' }).ok).toBe(true);
    expect(g.view('B').modules.entrenchments).toEqual({
      allowance: {
        B: { foxholeSquads: { total: 2, left: 1 }, trenches: { total: 0, left: 0 }, atDitches: { total: 0, left: 0 } },
      },
    });
    expect(g.view('A').modules.entrenchments).toEqual({
      allowance: {
        A: { foxholeSquads: { total: 0, left: 0 }, trenches: { total: 1, left: 0 }, atDitches: { total: 0, left: 0 } },
      },
    });
  });

  it('B27.1: a side with no allowance is shown none; once play begins no allowance is shown', () => {
    const g = given('sewer-infiltration', 'asl', (doc) => {
      doc.rules = { ...(doc.rules as object), entrenchments: { B: { atDitches: 1 } } };
    });
    expect(g.view('A').modules.entrenchments).toBeUndefined();
    expect(Object.keys(g.view('replay').modules.entrenchments?.allowance ?? {})).toEqual(['B']);
    expect(g.view('B').modules.entrenchments?.allowance?.B?.atDitches).toEqual({ total: 1, left: 1 });
    g.playing({ phase: 'RPh', attacker: 'A' });
    expect(g.view('B').modules.entrenchments).toBeUndefined();
    expect(g.view('replay').modules.entrenchments).toBeUndefined();
  });

  it("B27.11: the replay sees every side's attempts", () => {
    const g = scene().unit('A01', '71K8').unit('B01', '71R4').playing({ phase: 'PFPh', attacker: 'A' }).dice([3, 3]);
    expect(g.when('A', { type: 'entrench', units: ['A01'] }).ok).toBe(true);
    expect(g.view('replay').modules.entrenchments).toEqual({ attempted: ['A01'] });
  });
});
