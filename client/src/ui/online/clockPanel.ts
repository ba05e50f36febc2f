// The match's clocks (time control): both sides' time, the running side's counting down between the
// server's clock messages. What runs comes from the server (derived from the public view).
import type { ClockView } from '@hexfog/shared/protocol/index';
import { h } from '../dom';
import { formatClock } from './yourMove';

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
      const left = clock.remainingMs[s] - (running ? elapsed : 0);
      cells[s].textContent = `${sideName(s)} ${formatClock(left)}${running ? ' ▶' : ''}`;
      cells[s].classList.toggle('running', running);
      cells[s].classList.toggle('low', running && left < 60_000);
    }
    const x = clock.expired;
    line.textContent = x
      ? x.action === 'forfeit'
        ? `${sideName(x.side)} ran out of time and lost`
        : `${sideName(x.side)}'s deadline passed: answered "no fire / done"`
      : clock.mode === 'clock'
        ? 'Chess clock: the side the match waits on spends its time; out of time loses'
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
