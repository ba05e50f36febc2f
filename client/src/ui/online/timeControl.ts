// The time control chosen when creating a match: none, a chess clock, or a deadline per decision.
import type { TimeControl } from '@hexfog/shared/protocol/index';
import { h } from '../dom';

export const TIME_CONTROLS: readonly { readonly label: string; readonly value: TimeControl | null }[] = [
  { label: 'no clock', value: null },
  { label: 'clock 15 min + 10 s', value: { mode: 'clock', initialSeconds: 900, incrementSeconds: 10 } },
  { label: 'clock 60 min + 30 s', value: { mode: 'clock', initialSeconds: 3600, incrementSeconds: 30 } },
  { label: '1 day per decision', value: { mode: 'deadline', secondsPerDecision: 86400 } },
  { label: '3 days per decision', value: { mode: 'deadline', secondsPerDecision: 3 * 86400 } },
];

export function timeControlSelect(label: string): { el: HTMLSelectElement; value(): TimeControl | null } {
  const el = h(
    'select',
    { 'aria-label': label, 'data-testid': 'time-control' },
    ...TIME_CONTROLS.map((t, i) => h('option', { value: String(i) }, t.label)),
  );
  return { el, value: () => TIME_CONTROLS[Number(el.value)]?.value ?? null };
}
