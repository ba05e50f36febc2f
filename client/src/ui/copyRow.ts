// A read-only value with a Copy button (a link to send): the lobby's links and challenge links.
import { h } from './dom';

export function copyRow(label: string, value: string, testid: string) {
  const input = h('input', { readonly: true, value, 'aria-label': label, 'data-testid': testid });
  return h(
    'div',
    {},
    h('label', {}, label),
    h(
      'div',
      { class: 'row' },
      input,
      h('button', { onclick: () => void navigator.clipboard?.writeText(value).catch(() => input.select()) }, 'Copy'),
    ),
  );
}
