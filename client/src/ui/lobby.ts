// The lobby: create a match (ruleset, scenario, spectator policy, whether the public lobby lists it),
// share one invite link per side and the spectator link, watch the public lobby's matches, reopen my
// matches, open a match from a link.
import { createOptions, offersHiddenSewerCards, optionsPhrase } from './lobbyOptions';
import type { CreateMatchResponse, MatchListItem, ScenarioSummary, TimeControl } from '@hexfog/shared/protocol/index';
import { api } from '../sdk/index';
import { clear, h } from './dom';
import { timeControlSelect } from './online/timeControl';
import { yourMatches } from './online/yourMatches';

const withClock = (tc: TimeControl | null) => (tc ? { timeControl: tc } : {});

function copyRow(label: string, value: string, testid: string) {
  const input = h('input', { readonly: true, value, 'aria-label': label, 'data-testid': testid });
  return h('div', {}, h('label', {}, label), h('div', { class: 'row' }, input, h('button', { onclick: () => void navigator.clipboard?.writeText(value).catch(() => input.select()) }, 'Copy')));
}

/** One public match: what it is and, when its spectators see the present, how far it has got. */
function publicMatch(m: MatchListItem) {
  const delayed = m.spectators.mode === 'delayed' ? ` · spectators ${m.spectators.playerTurns} Player Turn${m.spectators.playerTurns > 1 ? 's' : ''} behind` : '';
  const progress = m.status ? ` · ${m.status === 'setup' ? 'setting up' : 'playing'}` : '';
  return h('li', {}, h('a', { href: `#/match/${m.id}/watch`, 'data-testid': 'public-match', 'data-match': m.id }, m.scenarioName), ` · ${m.ruleset}${optionsPhrase(m)}${progress}${delayed}`);
}

async function publicMatches(http: ReturnType<typeof api>, into: HTMLElement): Promise<void> {
  try {
    const matches = await http.matches();
    into.replaceChildren(matches.length ? h('ul', {}, ...matches.map(publicMatch)) : h('p', {}, 'No match in the public lobby right now.'));
  } catch (e) {
    into.replaceChildren(h('p', { class: 'error' }, `The public lobby did not answer: ${(e as Error).message}`));
  }
}

export async function lobby(root: HTMLElement): Promise<void> {
  const http = api(location.origin);
  clear(root);
  const created = h('div', { class: 'links', 'data-testid': 'created' });
  const list = h('div', {});
  const listed = h('div', { 'data-testid': 'public-matches' });
  root.append(
    h('header', { class: 'top' }, h('h1', {}, 'Hexfog'), h('span', {}, 'tactical wargames with the fog of war kept by the server')),
    h('main', { class: 'lobby' },
      h('section', { class: 'card' }, h('h2', {}, 'Start a match'), list, created),
      h('section', { class: 'card' },
        h('h2', {}, 'Public lobby'),
        listed,
        h('h2', {}, 'Your matches'),
        yourMatches(location.origin),
        h('h2', {}, 'Open a link'),
        h('form', { onsubmit: (e: Event) => {
          e.preventDefault();
          const v = (e.target as HTMLFormElement).querySelector('input')!.value.trim();
          const at = v.indexOf('#');
          if (at >= 0) location.hash = v.slice(at);
        } }, h('div', { class: 'row' }, h('input', { placeholder: 'paste an invite or spectator link', 'aria-label': 'link', style: 'flex:1' }), h('button', { type: 'submit' }, 'Open'))),
      ),
    ),
  );
  void publicMatches(http, listed);
  let scenarios: ScenarioSummary[] = [];
  try {
    scenarios = await http.scenarios();
  } catch (e) {
    list.append(h('p', { class: 'error' }, `The server did not answer: ${(e as Error).message}`));
    return;
  }
  for (const sc of scenarios) {
    const ruleset = h('select', { 'aria-label': `ruleset for ${sc.name}` }, ...sc.rulesets.map((r) => h('option', { value: r }, r)));
    const spect = h('select', { 'aria-label': `spectators for ${sc.name}` }, h('option', { value: '0' }, 'spectators see the public view'), h('option', { value: '1' }, 'spectators one Player Turn behind'));
    // unlisted by default: only those given the spectator link can find the match
    const listIt = h('input', { type: 'checkbox', 'data-testid': `lobby-${sc.id}` });
    // sewer-cards: the Sewer cards hidden from the opponent (shown only for a ruleset that offers it)
    const hideCards = h('input', { type: 'checkbox', 'data-testid': `hidden-sewer-cards-${sc.id}` });
    const hideCardsLabel = h('label', { style: 'white-space:nowrap; margin: 0 6px', title: 'the opponent sees only the entrance markers of your Sewer cards' }, hideCards, ' hidden Sewer cards');
    const clock = timeControlSelect(`time control for ${sc.name}`);
    const showHideCards = () => (hideCardsLabel.hidden = !offersHiddenSewerCards(ruleset.value));
    ruleset.addEventListener('change', showHideCards);
    showHideCards();
    list.append(h('div', { class: 'scenario' },
      h('strong', {}, sc.name), h('span', {}, ` · ${sc.sides.A} vs ${sc.sides.B} · ${sc.turns} turns`),
      h('p', {}, sc.description),
      h('div', { class: 'row' }, ruleset, spect, h('label', { style: 'white-space:nowrap; margin: 0 6px' }, listIt, ' list in the public lobby'), hideCardsLabel, clock.el, h('button', { class: 'primary', 'data-scenario': sc.id, onclick: async () => {
        const delay = Number(spect.value);
        const res: CreateMatchResponse = await http.createMatch({
          ruleset: ruleset.value as 'asl',
          scenario: sc.id,
          options: { ...createOptions(ruleset.value, { delay, listed: listIt.checked, hiddenSewerCards: hideCards.checked }), ...withClock(clock.value()) },
        });
        clear(created);
        created.append(
          h('h2', {}, 'Match created'),
          h('p', {}, 'Send each player their own link: it carries their seat. Keep yours to yourself.'),
          copyRow(`${sc.sides.A} (A)`, res.seats.A.link, 'link-A'),
          copyRow(`${sc.sides.B} (B)`, res.seats.B.link, 'link-B'),
          copyRow('Spectators', res.spectatorLink, 'link-spectator'),
          h('p', {}, `Dice commitment: ${res.diceCommitment}`),
          h('div', { class: 'row' }, h('a', { href: res.seats.A.link.slice(res.seats.A.link.indexOf('#')), 'data-testid': 'play-A' }, `Play as ${sc.sides.A}`), h('a', { href: res.seats.B.link.slice(res.seats.B.link.indexOf('#')) }, `Play as ${sc.sides.B}`)),
        );
        void publicMatches(http, listed);
      } }, 'Create match')),
    ));
  }
}
