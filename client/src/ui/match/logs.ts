// The dice log (every roll this seat may see, and notices of the other seat's secret rolls), the event
// log, redrawn from the client's merged event list, and the dice panel: the newest roll explained, or
// the roll of the log line clicked. Both logs scroll to their newest entry.
import type { ViewEvent } from '@hexfog/shared/protocol/index';
import { explainRoll, explanationLines, eventKey, rollIndexFor, rollToShow } from '../dice';
import { clear, h } from '../dom';
import { eventLine, known, rollLine } from '../format';
import type { Page } from './page';

function renderDicePanel(page: Page, events: readonly ViewEvent[]): void {
  const { dicePanel } = page.panel;
  clear(dicePanel);
  const i = rollToShow(events, page.picks.shownRoll);
  const x = i === null ? null : explainRoll(events, i, page.names);
  const newest = rollToShow(events, null);
  dicePanel.append(h('h3', {}, i !== null && i === newest ? 'Newest roll' : 'Roll'));
  if (!x) {
    dicePanel.append(h('div', { class: 'muted' }, 'No roll yet. A click on a log line shows its roll here.'));
    return;
  }
  dicePanel.setAttribute('data-roll', x.key);
  for (const row of explanationLines(x))
    dicePanel.append(h('div', { class: `dice-${row.label}`, 'data-testid': `dice-${row.label}` }, row.text));
  if (i !== newest)
    dicePanel.append(
      h('button', { 'data-testid': 'dice-newest', onclick: () => ((page.picks.shownRoll = null), page.render()) }, 'Show the newest roll'),
    );
}

export function renderLogs(page: Page): void {
  const { diceLog, eventLog } = page.panel;
  const events = page.client.events;
  clear(diceLog);
  clear(eventLog);
  const show = (i: number) => () => {
    const r = rollIndexFor(events, i);
    if (r === null) return;
    page.picks.shownRoll = eventKey(events[r]!);
    page.render();
  };
  events.forEach((raw, i) => {
    const e = known(raw);
    const shown = page.picks.shownRoll === eventKey(raw);
    const attrs = { class: `log-line${shown ? ' shown' : ''}`, 'data-event': eventKey(raw), onclick: show(i) };
    if (e?.type === 'roll') diceLog.append(h('div', attrs, `v${raw.version} ${rollLine(e.data)}`));
    else if (raw.type === 'roll' || raw.type === 'rollMade')
      diceLog.append(h('div', attrs, `v${raw.version} ${eventLine(raw, page.names)}`));
    eventLog.append(h('div', attrs, `v${raw.version} ${eventLine(raw, page.names)}`));
  });
  diceLog.scrollTop = diceLog.scrollHeight;
  eventLog.scrollTop = eventLog.scrollHeight;
  renderDicePanel(page, events);
}
