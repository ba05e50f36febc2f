// The match's clocks (time control): both sides' time, the running side's counting down between the
// server's clock messages. What runs comes from the server (derived from the public view).
import type { ClockView } from '@hexfog/shared/protocol/index';
import { h } from '../dom';
import { formatClock } from './yourMove';

/** What the server did when a side's time ran out. */
const EXPIRED: Record<NonNullable<ClockView['expired']>['action'], (side: string) => string> = {
  forfeit: (side) => `${side} ran out of time and lost`,
  default: (side) => `${side}'s deadline passed: answered "no fire / done"`,
  abort: (side) => `${side} did not finish setting up in time: the match is aborted, no result`,
};

export interface ClockPanel {
  readonly el: HTMLElement;
  show(c: ClockView): void;
  close(): void;
}

export function clockPanel(sideName: (s: 'A' | 'B') => string): ClockPanel {
  const cells = {
    A: h('span', { class: 'clock', 'data-testid': 'clock-A' }),
    B: h('span', { class: 'clock', 'data-testid': 'clock-B' }),
  };
  const line = h('div', { class: 'muted', 'data-testid': 'clock-note' });
  const el = h(
    'section',
    { class: 'clocks', 'data-testid': 'clocks', hidden: true },
    h('h3', {}, 'Clock'),
    h('div', { class: 'clock-row' }, cells.A, cells.B),
    line,
  );
  let last: { clock: ClockView; at: number } | null = null;
  const draw = () => {
    if (!last) return;
    const { clock, at } = last;
    const elapsed = performance.now() - at;
    for (const s of ['A', 'B'] as const) {
      const running = clock.running.includes(s);
      // the first seconds of each wait are free (the clock's delay): the time goes down after them
      const grace = Math.max(0, (clock.graceMs?.[s] ?? 0) - elapsed);
      const left = clock.remainingMs[s] - (running ? Math.max(0, elapsed - (clock.graceMs?.[s] ?? 0)) : 0);
      const free = running && grace > 0 ? ` (free ${Math.ceil(grace / 1000)} s)` : '';
      cells[s].textContent = `${sideName(s)} ${formatClock(left)}${running ? ' ▶' : ''}${free}`;
      cells[s].classList.toggle('running', running);
      cells[s].classList.toggle('low', running && left < 60_000);
    }
    const x = clock.expired;
    line.textContent = x
      ? EXPIRED[x.action](sideName(x.side))
      : clock.mode === 'clock'
        ? 'Chess clock: time runs only while the match waits on a side, after the first free seconds of each decision; each own Player Turn adds time, clicks earn none. Out of time loses (while setting up: the match is aborted, no result)'
        : 'Deadline per decision: a missed one is answered "no fire / done" where possible, else loses';
  };
  const timer = setInterval(draw, 250);
  return {
    el,
    show(c) {
      last = { clock: c, at: performance.now() };
      el.hidden = false;
      draw();
    },
    close: () => clearInterval(timer),
  };
}
