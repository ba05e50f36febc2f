import type { ImpulsesView, LegalCommand } from '@hexfog/shared/protocol/index';
import {
  activateLeaderCommand,
  activationText,
  impulseCommand,
  impulseHexes,
  impulsePhaseLine,
  inImpulse,
  leadersIn,
  networkMoveFrom,
  readImpulseChoices,
} from './impulses';

const activate: LegalCommand = {
  type: 'activate',
  label: 'Activate',
  rule: 'HL.3',
  choices: { hexes: ['74C5', '74B4'], leaders: [{ id: 'A01', hex: '74C5' }] },
};
const netMove: LegalCommand = {
  type: 'networkMove',
  label: 'Sewer movement from 74C5',
  rule: 'HL.4',
  choices: { units: ['A01', 'A03'], from: '74C5', to: ['74F3', '74I5'] },
};
const leave: LegalCommand = { type: 'leaveNetwork', label: 'Come up', rule: 'HL.4', choices: { units: ['A01'], hex: '74I5' } };

describe('HL.3 activation entries on the page', () => {
  it('an activate entry offers its hexes; a hex picked makes {type:"activate", hex}; a leader makes {type:"activate", leader}', () => {
    const c = readImpulseChoices(activate)!;
    expect(impulseHexes(c)).toEqual(['74C5', '74B4']);
    expect(impulseCommand(c, '74B4')).toEqual({ type: 'activate', hex: '74B4' });
    expect(activateLeaderCommand('A01')).toEqual({ type: 'activate', leader: 'A01' });
    expect(leadersIn(c, '74C5')).toEqual(['A01']);
    expect(leadersIn(c, '74B4')).toEqual([]);
  });

  it('other entries and unknown shapes are not impulse entries', () => {
    expect(readImpulseChoices({ type: 'move', label: 'Move', choices: { units: [], from: 'x', to: [] } })).toBeNull();
    expect(readImpulseChoices({ type: 'networkMove', label: 'x', choices: { units: 'A01' } })).toBeNull();
    expect(readImpulseChoices({ type: 'activate', label: 'x' })).toBeNull();
  });
});

describe('HL.4 network moves on the page: the six-hex reach', () => {
  it("the destinations are the entry's `to`; the command carries the stack and the hex picked", () => {
    const c = readImpulseChoices(netMove)!;
    expect(impulseHexes(c)).toEqual(['74F3', '74I5']);
    expect(impulseCommand(c, '74I5')).toEqual({ type: 'networkMove', units: ['A01', 'A03'], to: '74I5' });
  });

  it("clicking the stack's hex picks its network move; leaving the network is a menu, not a hex pick", () => {
    expect(networkMoveFrom([activate, netMove], '74C5')).toBe(netMove);
    expect(networkMoveFrom([activate, netMove], '74F3')).toBeUndefined();
    const l = readImpulseChoices(leave)!;
    expect(impulseHexes(l)).toEqual([]);
    expect(impulseCommand(l, '74I5')).toBeNull();
  });
});

describe('HL.3 the impulse in the sidebar', () => {
  const side = (s: string) => (s === 'A' ? 'Soviets' : 'Red Guard');
  it('the phase line names the turn, the impulse and whose it is', () => {
    expect(impulsePhaseLine({ turn: 2, turns: 5, step: 3, attacker: 'A' }, side)).toBe("Turn 2/5 · Impulse 3 · Soviets' impulse");
    expect(impulsePhaseLine({ turn: 1, turns: 5, attacker: 'B' }, side)).toBe("Turn 1/5 · Impulse 1 · Red Guard's impulse");
    expect(inImpulse({ phase: 'Imp', status: 'playing' })).toBe(true);
    expect(inImpulse({ phase: 'RPh', status: 'playing' })).toBe(false);
  });

  it('what was activated: a leader and his stack, a hex, or the passes in succession', () => {
    const name = (id: string) => `${id} (${id === 'A01' ? '8-1' : '6-2-8'})`;
    const imp = (activation: ImpulsesView['activation'], passes = 0): ImpulsesView => ({ activation, passes, used: [] });
    expect(activationText(imp({ by: 'leader', hex: '74C5', leader: 'A01', units: ['A01', 'A03'] }), 'Soviets', name)).toBe(
      'Soviets activated leader A01 (8-1) in 74C5 with A03 (6-2-8)',
    );
    expect(activationText(imp({ by: 'hex', hex: '74B4', units: ['A04'] }), 'Soviets', name)).toBe(
      'Soviets activated hex 74B4 with A04 (6-2-8)',
    );
    expect(activationText(imp(null, 1), 'Germans', name)).toBe(
      'Germans: nothing activated yet · 1 pass in succession (two end the impulses, HL.3)',
    );
    expect(activationText(undefined, 'Germans', name)).toBe('');
  });
});
