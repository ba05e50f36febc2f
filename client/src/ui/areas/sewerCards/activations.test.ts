import type { LegalCommand } from '@hexfog/shared/protocol/index';
import {
  actionName,
  activatableIn,
  activateCommand,
  activationsText,
  actionTurnLine,
  assaultCommand,
  assaultTargets,
  endLabel,
  inActionTurns,
  readActivate,
  readActivations,
  readAssault,
  tokenBadge,
} from './activations';

const activate: LegalCommand = {
  type: 'activate',
  label: 'Activate',
  rule: 'SC.7',
  choices: {
    units: [
      { id: 'A01', hex: '71F8', actions: ['advance', 'fire', 'opFire'] },
      { id: 'A02', hex: '71E7', actions: ['fatigue'] },
    ],
  },
};
const assault: LegalCommand = {
  type: 'assault',
  label: 'Assault',
  rule: 'SC.7',
  choices: { units: [{ id: 'A03', targets: ['71O3', '71P3'] }] },
};

describe('SC.7 the activate entry: a unit, then one of its actions', () => {
  it('reads the units with their actions; the command names the unit and the action picked', () => {
    const units = readActivate(activate)!;
    expect(units.map((u) => u.id)).toEqual(['A01', 'A02']);
    expect(activatableIn(units, '71F8').map((u) => u.id)).toEqual(['A01']);
    expect(activatableIn(units, '71A1')).toEqual([]);
    expect(activateCommand('A01', 'fire')).toEqual({ type: 'activate', unit: 'A01', action: 'fire' });
    expect(['advance', 'fireAndMove', 'opFire', 'fatigue', 'digIn'].map(actionName)).toEqual([
      'Advance',
      'Fire and move',
      'Prepare Op Fire',
      'Rest (fatigue)',
      'Dig In',
    ]);
  });

  it("heroes-and-leaders' activate entry (hexes, leaders) and unknown shapes are not read as ours", () => {
    expect(readActivate({ type: 'activate', label: 'Activate', choices: { hexes: ['74C5'], leaders: [] } })).toBeNull();
    expect(readActivate({ type: 'activate', label: 'x', choices: { units: [{ id: 'A01', hex: '71F8', actions: [] }] } })).toBeNull();
    expect(readActivate(assault)).toBeNull();
  });
});

describe('SC.7 the assault entry: a unit, then a target hex', () => {
  it("the chosen unit's targets are highlighted; the command carries the unit and the hex", () => {
    const units = readAssault(assault);
    expect(assaultTargets(units, 'A03')).toEqual(['71O3', '71P3']);
    expect(assaultTargets(units, 'A01')).toEqual([]);
    expect(assaultTargets(units, null)).toEqual([]);
    expect(assaultCommand('A03', '71P3')).toEqual({ type: 'assault', unit: 'A03', hex: '71P3' });
  });
});

describe('SC.7 the action turns in the sidebar', () => {
  const side = (s: string) => (s === 'A' ? 'Soviets' : 'Germans');
  const name = (id: string) => `${id} 6-2-8`;

  it('the phase line names the turn, the action turn and whose it is; only in the Act phase', () => {
    expect(actionTurnLine({ turn: 2, turns: 5, step: 3, attacker: 'A' }, side)).toBe("Turn 2/5 · Action turn 3 · Soviets' action");
    expect(inActionTurns({ status: 'playing', phase: 'Act' })).toBe(true);
    expect(inActionTurns({ status: 'playing', phase: 'StPh' })).toBe(false);
    expect(inActionTurns({ status: 'setup', phase: 'Act' })).toBe(false);
  });

  it('the active unit and its action, or the passes in succession', () => {
    const view = (active: { unit: string; action: string } | null, passes = 0) =>
      readActivations({ activations: { active, tokens: {}, passes, round: 1 } });
    expect(activationsText(view({ unit: 'A01', action: 'fireAndMove' }), 'Soviets', name)).toBe(
      'Soviets: A01 6-2-8 is active: fire and move',
    );
    expect(activationsText(view(null, 1), 'Germans', name)).toBe(
      'Germans: nothing active yet · 1 pass in succession (two end the action turns, SC.7)',
    );
    expect(activationsText(null, 'Germans', name)).toBe('');
    expect(readActivations({ activations: { active: 'A01' } as never })).toBeNull();
  });

  it("tokens become counter badges; the end-phase button keeps the module's label (Pass / End action)", () => {
    expect(tokenBadge('fatigue')?.text).toBe('F');
    expect(tokenBadge('opFire')?.text).toBe('OF');
    expect(tokenBadge(undefined)).toBeNull();
    expect(endLabel([{ type: 'endPhase', label: 'Pass', command: { type: 'endPhase' } }])).toBe('Pass');
    expect(endLabel([{ type: 'endPhase', label: 'End action', command: { type: 'endPhase' } }])).toBe('End action');
    expect(endLabel([])).toBeNull();
  });
});
