// The account panel in the lobby: who this browser plays as (a guest from the first visit), a name
// chosen once, a password to sign in on another device, sign in and sign out. The session is an
// HttpOnly cookie: this code never sees it. Every change re-renders the panel and tells the lobby
// (`changed`), whose "Your matches" then reads the player's matches again.
import type { Me } from '@hexfog/shared/protocol/index';
import type { players } from '../../sdk/index';
import { h } from '../dom';

type Players = ReturnType<typeof players>;

/** A small form: labelled inputs and one button; `act` gets the inputs' values in order. */
function form(
  testid: string,
  button: string,
  fields: readonly { label: string; type?: string; autocomplete?: string }[],
  act: (values: string[]) => Promise<unknown>,
  error: HTMLElement,
) {
  const inputs = fields.map((f) =>
    h('input', {
      'aria-label': f.label,
      placeholder: f.label,
      type: f.type ?? 'text',
      autocomplete: f.autocomplete ?? 'off',
      required: true,
    }),
  );
  return h(
    'form',
    {
      'data-testid': testid,
      class: 'row',
      onsubmit: (e: Event) => {
        e.preventDefault();
        error.textContent = '';
        act(inputs.map((i) => i.value)).catch((err: Error) => {
          error.textContent = err.message;
        });
      },
    },
    ...inputs,
    h('button', { type: 'submit' }, button),
  );
}

/** What the panel shows for this player. */
function render(box: HTMLElement, me: Me, api: Players, refresh: () => Promise<void>): void {
  const error = h('p', { class: 'error', 'data-testid': 'account-error', role: 'alert' });
  const who = me.name
    ? h('p', {}, 'Playing as ', h('strong', { 'data-testid': 'account-name' }, me.name), me.hasPassword ? '' : ' (no password yet)')
    : h('p', { 'data-testid': 'account-guest' }, 'Playing as a guest in this browser.');
  const parts: HTMLElement[] = [who];
  if (!me.name)
    parts.push(
      form(
        'account-set-name',
        'Choose name',
        [{ label: 'name (3-24: letters, digits, _ -)', autocomplete: 'username' }],
        async ([n]) => {
          await api.setName(n!);
          await refresh();
        },
        error,
      ),
    );
  else if (!me.hasPassword)
    parts.push(
      form(
        'account-set-password',
        'Set password',
        [{ label: 'password (8 or more)', type: 'password', autocomplete: 'new-password' }],
        async ([p]) => {
          await api.setPassword(p!);
          await refresh();
        },
        error,
      ),
    );
  else
    parts.push(
      h(
        'details',
        {},
        h('summary', {}, 'Change password'),
        form(
          'account-change-password',
          'Change',
          [
            { label: 'current password', type: 'password', autocomplete: 'current-password' },
            { label: 'new password', type: 'password', autocomplete: 'new-password' },
          ],
          async ([cur, p]) => {
            await api.setPassword(p!, cur!);
            await refresh();
          },
          error,
        ),
      ),
      h(
        'button',
        {
          'data-testid': 'account-sign-out',
          onclick: () => void api.signOut().then(refresh, (e: Error) => (error.textContent = e.message)),
        },
        'Sign out',
      ),
    );
  parts.push(
    h(
      'details',
      {},
      h('summary', {}, me.hasPassword ? 'Sign in as another player' : 'Sign in (you have played elsewhere)'),
      form(
        'account-sign-in',
        'Sign in',
        [
          { label: 'name', autocomplete: 'username' },
          { label: 'password', type: 'password', autocomplete: 'current-password' },
        ],
        async ([n, p]) => {
          await api.signIn(n!, p!);
          await refresh();
        },
        error,
      ),
    ),
    error,
  );
  box.replaceChildren(...parts);
}

export function accountPanel(api: Players, changed: () => void): HTMLElement {
  const box = h('div', { class: 'account', 'data-testid': 'account' }, h('p', { class: 'muted' }, 'Reading your player…'));
  const refresh = async () => {
    render(box, await api.me(), api, async () => {
      await refresh();
      changed();
    });
  };
  refresh().catch((e: Error) => box.replaceChildren(h('p', { class: 'error' }, `Your player could not be read: ${e.message}`)));
  return box;
}
