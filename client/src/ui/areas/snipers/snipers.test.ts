// The Sniper area's client parts: its log lines through the page's own eventLine, and its counters.
import type { View, ViewEvent } from '@hexfog/shared/protocol/index';
import type { LegalCommand } from '@hexfog/shared/protocol/index';
import { eventLine, makeNames } from '../../format';
import { snipersBoard } from './board';
import { snipersArea } from './index';

const names = makeNames({ A: 'Soviets', B: 'Germans' }, []);
const ev = (type: string, data: unknown): ViewEvent => ({ version: 3, index: 0, type, data }) as ViewEvent;

describe('Snipers (A14) on the client', () => {
  it("A14.3: an effective Sniper attack reads as its dr, the counter's move and each selected unit's result", () => {
    const line = eventLine(
      ev('sniperAttack', {
        side: 'B',
        dr: 1,
        from: '71D1',
        to: '71D4',
        hits: [{ unit: 'A01', dr: 1, effect: 'casualtyReduce' }],
        rule: 'A14.3',
      }),
      names,
    );
    expect(line).toBe("Germans' Sniper: dr 1, moves from 71D1 to 71D4: A01 Casualty Reduced (dr 1) (A14.3)");
    expect(eventLine(ev('sniperAttack', { side: 'A', dr: 5, from: '71H9', to: '71H9', hits: [], rule: 'A14.2' }), names)).toBe(
      "Soviets' Sniper: dr 5, no effect (A14.2)",
    );
    expect(eventLine(ev('sanChanged', { side: 'A', san: 1, removed: true, rule: 'A14.1' }), names)).toBe(
      "Soviets' SAN is now 1: their Sniper counter leaves play (A14.1)",
    );
  });

  it('A14.2: each Sniper counter in play is drawn in its hex; a removed one is not', () => {
    const view = { modules: { snipers: { A: { san: 3, hex: '72H5' }, B: { san: 1, hex: null } } } } as unknown as View;
    expect(snipersBoard.pieces!(view).map((p) => [p.hex, p.item.kind === 'piece' && p.item.label])).toEqual([['72H5', 'Sniper 3']]);
  });

  it('A14.2: the placement is a click on an offered hex, asked of the placer and waited on by the other', () => {
    const l = {
      type: 'placeSniper',
      label: 'Place your Sniper counter',
      rule: 'A14.2',
      choices: { hexes: ['72F5', '72G5'] },
    } as LegalCommand;
    const pick = snipersArea.hexPicks!.placeSniper!;
    expect(pick.hexes(l)).toEqual(['72F5', '72G5']);
    expect(pick.command(l, '72G5', (ids) => [...ids])).toEqual({ type: 'placeSniper', hex: '72G5' });
    expect(snipersArea.pendingTexts!.sniperPlacement!.wait).toBe('place their Sniper counter (A14.2)');
    expect(eventLine(ev('sniperPlaced', { side: 'B', hex: '72F5', rule: 'A14.2' }), names)).toBe(
      'Germans place their Sniper counter in 72F5 (A14.2)',
    );
  });
});
