// A new rule area's client is its folder plus one registry line: registered, its event reads as its own
// log line and its command as its own button words, through the same functions the page uses.
import type { LegalCommand, ViewEvent } from '@hexfog/shared/protocol/index';
import { eventLine, makeNames } from '../../format';
import { entryText } from '../../match/prompts';
import { registerArea } from '../registry';
import { testArea } from './index';

const names = makeNames({ A: 'Soviets', B: 'Germans' }, [{ id: '628', name: '6-2-8', kind: 'squad', firepower: 6, range: 2, morale: 8 }]);
const flare: ViewEvent = { version: 3, index: 0, type: 'flarePopped', data: { side: 'B' } } as ViewEvent;
const poke: LegalCommand = { type: 'popFlare', label: 'popFlare', command: { type: 'popFlare', unit: 'B01' } };

describe('a test-only rule area on the client', () => {
  it('unregistered, its event and command get the core’s plain words', () => {
    expect(eventLine(flare, names)).not.toBe('Germans pops a flare');
    expect(entryText(poke, (id) => id)).not.toMatch(/^Pop a flare/);
  });
  it('registered (the one line ../index.ts would carry), the log and the buttons use its words', () => {
    registerArea(testArea);
    expect(eventLine(flare, names)).toBe('Germans pops a flare');
    expect(entryText(poke, (id) => `${id} (4-6-7)`)).toBe('Pop a flare with B01 (4-6-7)');
  });
});
