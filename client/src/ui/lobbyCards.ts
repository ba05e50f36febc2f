// The lobby's scenario cards: for each scenario its name, map, turns, sides, description, the rule
// modules each ruleset plays (from the server's catalog), and the create-match choices (with the
// time control, ./online/timeControl). A created
// match is labelled with what was created (scenario, ruleset, options) above its links.
import type { CreateMatchResponse, ScenarioSummary, TimeControl } from '@hexfog/shared/protocol/index';
import type { api } from '../sdk/index';
import { clear, h } from './dom';
import { createOptions, offersHiddenSewerCards, optionsPhrase } from './lobbyOptions';
import { timeControlSelect } from './online/timeControl';

const withClock = (tc: TimeControl | null) => (tc ? { timeControl: tc } : {});

function copyRow(label: string, value: string, testid: string) {
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

/** "Sewer duel · asl · listed in the public lobby · spectators one Player Turn behind": what was created. */
export function createdLabel(
  sc: Pick<ScenarioSummary, 'name'>,
  ruleset: string,
  choice: { readonly delay: number; readonly listed: boolean; readonly hiddenSewerCards: boolean },
): string {
  const spectators = choice.delay
    ? `spectators ${choice.delay} Player Turn${choice.delay > 1 ? 's' : ''} behind`
    : 'spectators see the public view';
  const hidden = optionsPhrase({ hiddenSewerCards: choice.hiddenSewerCards && offersHiddenSewerCards(ruleset) });
  return `${sc.name} · ${ruleset} · ${choice.listed ? 'listed in the public lobby' : 'unlisted'} · ${spectators}${hidden}`;
}

function modulesList(sc: ScenarioSummary) {
  return h(
    'details',
    { 'data-testid': `modules-${sc.id}` },
    h('summary', {}, `Rule modules (${sc.rulesets.join(', ')})`),
    h('ul', {}, ...sc.rulesets.map((r) => h('li', {}, h('strong', {}, r), `: ${(sc.modules[r] ?? []).join(', ')}`))),
  );
}

export function scenarioCard(sc: ScenarioSummary, http: ReturnType<typeof api>, created: HTMLElement, onCreated: () => void): HTMLElement {
  const ruleset = h('select', { 'aria-label': `ruleset for ${sc.name}` }, ...sc.rulesets.map((r) => h('option', { value: r }, r)));
  const spect = h(
    'select',
    { 'aria-label': `spectators for ${sc.name}` },
    h('option', { value: '0' }, 'spectators see the public view'),
    h('option', { value: '1' }, 'spectators one Player Turn behind'),
  );
  // unlisted by default: only those given the spectator link can find the match
  const listIt = h('input', { type: 'checkbox', 'data-testid': `lobby-${sc.id}` });
  // sewer-cards: the Sewer cards hidden from the opponent (shown only for a ruleset that offers it)
  const hideCards = h('input', { type: 'checkbox', 'data-testid': `hidden-sewer-cards-${sc.id}` });
  const hideCardsLabel = h(
    'label',
    { style: 'white-space:nowrap', title: 'the opponent sees only the entrance markers of your Sewer cards' },
    hideCards,
    ' hidden Sewer cards',
  );
  const clock = timeControlSelect(`time control for ${sc.name}`);
  const showHideCards = () => (hideCardsLabel.hidden = !offersHiddenSewerCards(ruleset.value));
  ruleset.addEventListener('change', showHideCards);
  showHideCards();
  const create = async () => {
    const choice = { delay: Number(spect.value), listed: listIt.checked, hiddenSewerCards: hideCards.checked };
    const res: CreateMatchResponse = await http.createMatch({
      ruleset: ruleset.value as 'asl',
      scenario: sc.id,
      options: { ...createOptions(ruleset.value, choice), ...withClock(clock.value()) },
    });
    clear(created);
    created.append(
      h('h2', {}, 'Match created'),
      h('p', { class: 'created-label', 'data-testid': 'created-label' }, createdLabel(sc, ruleset.value, choice)),
      h('p', {}, 'Send each player their own link: it carries their seat. Keep yours to yourself.'),
      copyRow(`${sc.sides.A} (A)`, res.seats.A.link, 'link-A'),
      copyRow(`${sc.sides.B} (B)`, res.seats.B.link, 'link-B'),
      copyRow('Spectators', res.spectatorLink, 'link-spectator'),
      h('p', { style: 'overflow-wrap:anywhere' }, `Dice commitment: ${res.diceCommitment}`),
      h(
        'div',
        { class: 'row' },
        h('a', { href: res.seats.A.link.slice(res.seats.A.link.indexOf('#')), 'data-testid': 'play-A' }, `Play as ${sc.sides.A}`),
        ' ',
        h('a', { href: res.seats.B.link.slice(res.seats.B.link.indexOf('#')) }, `Play as ${sc.sides.B}`),
      ),
    );
    created.scrollIntoView?.({ block: 'nearest' });
    onCreated();
  };
  return h(
    'article',
    { class: 'scenario-card', 'data-testid': 'scenario-card', 'data-card': sc.id },
    h('h3', {}, sc.name),
    h('div', { class: 'facts' }, `${sc.mapName} · ${sc.turns} turns · ${sc.sides.A} vs ${sc.sides.B}`),
    h('p', {}, sc.description),
    modulesList(sc),
    h(
      'div',
      { class: 'create' },
      ruleset,
      spect,
      h('label', { style: 'white-space:nowrap' }, listIt, ' list in the public lobby'),
      hideCardsLabel,
      clock.el,
      h('button', { class: 'primary', 'data-scenario': sc.id, onclick: () => void create() }, 'Create match'),
    ),
  );
}
