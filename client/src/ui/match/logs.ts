// The dice log (every roll this seat may see, and notices of the other seat's secret rolls) and the
// event log, redrawn from the client's merged event list.
import { clear, h } from '../dom';
import { eventLine, known, rollLine } from '../format';
import type { Page } from './page';

export function renderLogs(page: Page): void {
  const { diceLog, eventLog } = page.panel;
  clear(diceLog);
  clear(eventLog);
  for (const raw of page.client.events) {
    const e = known(raw);
    if (e?.type === 'roll') diceLog.append(h('div', {}, `v${raw.version} ${rollLine(e.data)}`));
    else if (raw.type === 'roll' || raw.type === 'rollMade') diceLog.append(h('div', {}, `v${raw.version} ${eventLine(raw, page.names)}`));
    eventLog.append(h('div', {}, `v${raw.version} ${eventLine(raw, page.names)}`));
  }
  eventLog.scrollTop = eventLog.scrollHeight;
}
