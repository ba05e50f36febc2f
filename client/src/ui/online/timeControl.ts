// The time control chosen when creating a match or posting a challenge: none, a chess clock, or a
// deadline per decision, and whether the clock waits for the first Player Turn. The chess clocks suit
// ASL (protocol/online.ts): time is added once per own Player Turn, never per click, and the first
// seconds of each decision are free, so a side asked many Defensive First Fire questions is not drained.
import type { TimeControl } from '@hexfog/shared/protocol/index';
import { h } from '../dom';

const clock = (minutes: number, perTurnMinutes: number, freeSeconds: number): TimeControl => ({
  mode: 'clock',
  initialSeconds: minutes * 60,
  incrementSeconds: perTurnMinutes * 60,
  delaySeconds: freeSeconds,
  startsAt: 'setup',
});
const deadline = (days: number): TimeControl => ({ mode: 'deadline', secondsPerDecision: days * 86400, startsAt: 'setup' });

export const TIME_CONTROLS: readonly { readonly label: string; readonly value: TimeControl | null }[] = [
  { label: 'no clock', value: null },
  { label: 'clock 20 min + 2 min per Player Turn, 10 s free per decision', value: clock(20, 2, 10) },
  { label: 'clock 45 min + 3 min per Player Turn, 10 s free per decision', value: clock(45, 3, 10) },
  { label: '1 day per decision', value: deadline(1) },
  { label: '3 days per decision', value: deadline(3) },
];

export function timeControlSelect(label: string): { el: HTMLElement; value(): TimeControl | null } {
  const select = h(
    'select',
    { 'aria-label': label, 'data-testid': 'time-control' },
    ...TIME_CONTROLS.map((t, i) => h('option', { value: String(i) }, t.label)),
  );
  // by default the clocks run from setup (a side that never sets up aborts the match)
  const fromPlay = h('input', { type: 'checkbox', 'data-testid': 'clock-from-play' });
  const fromPlayLabel = h(
    'label',
    { style: 'white-space:nowrap', title: 'setting up costs no time' },
    fromPlay,
    ' clock from the first Player Turn',
  );
  const showOption = () => (fromPlayLabel.hidden = select.value === '0');
  select.addEventListener('change', showOption);
  showOption();
  return {
    el: h('span', { class: 'time-control' }, select, fromPlayLabel),
    value: () => {
      const tc = TIME_CONTROLS[Number(select.value)]?.value ?? null;
      return tc && fromPlay.checked ? { ...tc, startsAt: 'play' } : tc;
    },
  };
}
