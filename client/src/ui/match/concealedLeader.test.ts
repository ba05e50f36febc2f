import type { LegalCommand, View } from '@hexfog/shared/protocol/index';
import { concealedLeaderLine } from './concealedLeader';

const loc = (hex: string, level = 0) => ({ hex, place: 'ground', level });
const unit = (id: string, side: 'A' | 'B', kind: string, hex: string, more: Record<string, unknown> = {}) => ({
  id,
  side,
  kind,
  type: kind === 'leader' ? 'ge-9-1' : 'ge-467',
  loc: loc(hex),
  broken: false,
  pinned: false,
  concealed: false,
  hidden: false,
  eliminated: false,
  ...more,
});
const fire: LegalCommand = { type: 'fire', label: 'Fire', choices: { targets: ['71H7'], byTarget: { '71H7': ['A01'] } } };
const dff: LegalCommand = { type: 'defensiveFire', label: 'Fire', choices: { firers: ['A01'], targets: ['71H7'] } };
const view = (legal: LegalCommand[], units: unknown[]) => ({ legal, units }) as unknown as View;
const who = (id: string) => `${id} (9-1)`;

describe('issue 35, A7.53: a concealed leader beside the firers is explained, never silently left out', () => {
  it('a fire entry whose firer shares a Location with a concealed Good Order leader of the seat says why his DRM is missing', () => {
    for (const entry of [fire, dff]) {
      const line = concealedLeaderLine(
        view([entry], [unit('A01', 'A', 'squad', '71F5'), unit('A06', 'A', 'leader', '71F5', { concealed: true })]),
        'A',
        who,
      );
      expect(line).toBe(
        'A06 (9-1) is concealed: his leadership DRM is not applied to this fire, since on a public roll it would reveal him; directing by revealing him is not offered (A7.53)',
      );
    }
  });

  it('no line for a leader not concealed, broken, pinned, elsewhere, on another level, the other side’s, or without a fire entry', () => {
    const squad = unit('A01', 'A', 'squad', '71F5');
    for (const leader of [
      unit('A06', 'A', 'leader', '71F5'),
      unit('A06', 'A', 'leader', '71F5', { concealed: true, broken: true }),
      unit('A06', 'A', 'leader', '71F5', { concealed: true, pinned: true }),
      unit('A06', 'A', 'leader', '71F6', { concealed: true }),
      unit('A06', 'A', 'leader', '71F5', { concealed: true, loc: loc('71F5', 1) }),
      unit('B06', 'B', 'leader', '71F5', { concealed: true }),
    ])
      expect(concealedLeaderLine(view([fire], [squad, leader]), 'A', who)).toBeNull();
    expect(concealedLeaderLine(view([], [squad, unit('A06', 'A', 'leader', '71F5', { concealed: true })]), 'A', who)).toBeNull();
    expect(concealedLeaderLine(view([fire], [squad, unit('A06', 'A', 'leader', '71F5', { concealed: true })]), null, who)).toBeNull();
  });
});
