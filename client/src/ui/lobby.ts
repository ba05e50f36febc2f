// The lobby: create a match from a scenario card (./lobbyCards: ruleset, spectator policy, whether the public lobby lists it),
// share one invite link per side and the spectator link; or post a challenge from a card, accept
// another player's, answer a rematch (./challenges); watch the public lobby's matches, reopen my
// matches, open a match from a link.
import { optionsPhrase } from './lobbyOptions';
import { scenarioCard } from './lobbyCards';
import type { MatchListItem, ScenarioSummary } from '@hexfog/shared/protocol/index';
import { api } from '../sdk/index';
import { clear, h } from './dom';
import { accountAndMatches } from './account/accountSection';
import { lobbyChallenges } from './challenges/lobbyChallenges';
import { refusalText } from './challenges/refusals';

/** One public match: what it is and, when its spectators see the present, how far it has got. */
function publicMatch(m: MatchListItem) {
  const delayed =
    m.spectators.mode === 'delayed'
      ? ` · spectators ${m.spectators.playerTurns} Player Turn${m.spectators.playerTurns > 1 ? 's' : ''} behind`
      : '';
  const progress = m.status ? ` · ${m.status === 'setup' ? 'setting up' : 'playing'}` : '';
  return h(
    'li',
    {},
    h('a', { href: `#/match/${m.id}/watch`, 'data-testid': 'public-match', 'data-match': m.id }, m.scenarioName),
    ` · ${m.ruleset}${optionsPhrase(m)}${progress}${delayed}`,
  );
}

async function publicMatches(http: ReturnType<typeof api>, into: HTMLElement): Promise<void> {
  try {
    const matches = await http.matches();
    into.replaceChildren(matches.length ? h('ul', {}, ...matches.map(publicMatch)) : h('p', {}, 'No match in the public lobby right now.'));
  } catch (e) {
    into.replaceChildren(h('p', { class: 'error' }, `The public lobby did not answer: ${(e as Error).message}`));
  }
}

/** Draws the lobby; returns its cleanup (the challenges stop being read again). */
export async function lobby(root: HTMLElement): Promise<() => void> {
  const http = api(location.origin);
  clear(root);
  const challengeBox = h('section', { class: 'card' });
  const created = h('div', { class: 'links', 'data-testid': 'created' });
  const list = h('div', {});
  const listed = h('div', { 'data-testid': 'public-matches' });
  root.append(
    h('header', { class: 'top' }, h('h1', {}, 'Hexfog'), h('span', {}, 'tactical wargames with the fog of war kept by the server')),
    h(
      'main',
      { class: 'lobby' },
      h('div', {}, challengeBox, h('section', { class: 'card' }, h('h2', {}, 'Start a match'), created, list)),
      h(
        'section',
        { class: 'card' },
        h('h2', {}, 'Public lobby'),
        listed,
        h('h2', {}, 'You'),
        accountAndMatches(location.origin),
        h('h2', {}, 'Open a link'),
        h(
          'form',
          {
            onsubmit: (e: Event) => {
              e.preventDefault();
              const v = (e.target as HTMLFormElement).querySelector('input')!.value.trim();
              const at = v.indexOf('#');
              if (at >= 0) location.hash = v.slice(at);
            },
          },
          h(
            'div',
            { class: 'row' },
            h('input', { placeholder: 'paste an invite or spectator link', 'aria-label': 'link', style: 'flex:1' }),
            h('button', { type: 'submit' }, 'Open'),
          ),
        ),
      ),
    ),
  );
  void publicMatches(http, listed);
  let scenarios: ScenarioSummary[] = [];
  try {
    scenarios = await http.scenarios();
  } catch (e) {
    list.append(h('p', { class: 'error' }, `The server did not answer: ${(e as Error).message}`));
    return () => {};
  }
  const challenges = lobbyChallenges(http.challenges, new Map(scenarios.map((sc) => [sc.id, sc])));
  challengeBox.append(challenges.el);
  const postChallenge = async (body: Parameters<typeof http.challenges.post>[0], label: string) => {
    try {
      challenges.posted(await http.challenges.post(body), label);
    } catch (e) {
      challenges.say(refusalText(e));
    }
    challengeBox.scrollIntoView?.({ block: 'nearest' });
  };
  list.append(
    h(
      'div',
      { class: 'scenario-cards' },
      ...scenarios.map((sc) => scenarioCard(sc, http, created, () => void publicMatches(http, listed), postChallenge)),
    ),
  );
  return () => challenges.close();
}
