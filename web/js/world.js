// world.js — what the table shows for World Catan (docs/rules/world.md) beyond Seafarers: the
// round line (the green and the red active player, and whose window, bank pick or phase-3 part it
// is), the prompts, and the choice of which of the four bandits moves (a click on a bandit, then
// on its new hex). Everything comes from the state JSON (current = green, red, seven_step,
// context, actor) and the legal action texts.

import { el, clear } from './util.js';
import { BANDITS, banditVerb } from './actions.js';

// The prompts of the player to act, by phase (the rest as in Seafarers).
export const WORLD_PROMPTS = {
  pre_roll: 'You hold the green die: roll the dice.',
  main: 'Your window: play a development card, offer a trade to your neighbours, or end your window.',
  special_build: 'Phase 3, your part: build (click the board), buy a card, trade with the bank, move one ship; then end your part.',
  move_ship: 'Move the ship: click a highlighted edge (or the ship again to keep it where it is).',
  road_building: 'Road building: place your free roads or ships.',
};

// The prompt for the acting player in phases that depend on the 7's step; null: WORLD_PROMPTS.
export function worldPrompt(state) {
  if (state.phase === 'move_robber') {
    const how = 'click a robber or a pirate to choose it, then a highlighted hex';
    return state.seven_step ? `A 7: move one of the bandits (${how}). Nobody is robbed.` : `Knight: move one of the bandits (${how}).`;
  }
  if (state.phase === 'gold' && state.seven_step === 3) return 'A 7: take one resource of your choice from the bank.';
  return WORLD_PROMPTS[state.phase] || null;
}

// Which die the seat holds this round: 'green', 'red' or null.
export function dieOf(state, seat) {
  if (state.game !== 'world') return null;
  if (seat === state.current && state.red !== null) return 'green';
  if (seat === state.red) return 'red';
  return null;
}

// The place of a seat in this round's phase 3 (0 for green, then clockwise).
export function partIndex(state, seat) {
  return (seat - state.current + state.num_players) % state.num_players;
}

// What is happening now, in words: "Phase 3: Ann's part (3 of 12).", "Your window (red die)."
// names(seat): a player's name; me: the seat of this table (null for a spectator).
export function nowText(state, names, me = null) {
  const mine = state.actor === me;
  const who = mine ? 'you' : names(state.actor);
  const whose = mine ? 'your' : `${names(state.actor)}'s`;
  const does = verb => `${who} ${verb}${mine ? '' : 's'}`;
  const die = dieOf(state, state.actor);
  const cap = text => text[0].toUpperCase() + text.slice(1);
  if (state.phase === 'game_over') return 'The game is over.';
  if (state.context === 'setup') return `Set-up: ${does('place')}.`;
  if (state.phase === 'pre_roll' || state.phase === 'roll') {
    return state.current === me ? 'You roll (green die).' : `${names(state.current)} rolls (green die).`;
  }
  if (state.phase === 'discard') return 'A 7: the players with too many cards discard.';
  if (state.phase === 'move_robber') return state.seven_step ? `A 7: ${does('move')} a bandit (${die} die).` : `Knight: ${does('move')} a bandit.`;
  if (state.phase === 'gold') return state.seven_step === 3 ? `A 7: ${does('take')} a card from the bank (${die} die).` : `Gold: ${does('pick')}.`;
  if (state.context === 'special_build') return `Phase 3: ${whose} part (${partIndex(state, state.actor) + 1} of ${state.num_players}).`;
  return `${cap(whose)} window (${die || 'green'} die).`;
}

// The round line above the prompt: the round, the two dice holders, and what happens now.
export function renderRound(node, state, names, me = null) {
  const world = state.game === 'world';
  node.classList.toggle('hidden', !world);
  if (!world) return;
  clear(node);
  node.dataset.actor = state.actor;
  node.dataset.context = state.context;
  const now = el('div', { class: 'now' }, nowText(state, names, me));
  if (state.red === null) { node.append(now); return; }
  const named = s => names(s) + (s === me ? ' (you)' : '');
  node.append(el('span', { class: 'round-no' }, `Round ${state.turn}`), ' · ',
    el('span', { class: 'die-badge green', title: 'the green active player: rolls, has the first window and the first part of phase 3' }, `green: ${named(state.current)}`), ' ',
    el('span', { class: 'die-badge red', title: 'the red active player: has the second window' }, `red: ${named(state.red)}`),
    now);
}

// The bandits that may be chosen to move now: Map(bandit key -> verb) from the legal texts.
export function movableBandits(texts) {
  const out = new Map();
  for (const t of texts) {
    const verb = banditVerb(t);
    if (verb) out.set(BANDITS[verb].key, verb);
  }
  return out;
}

// The hex targets of one chosen bandit only: a new Map(hex -> texts) without the other bandits'.
export function hexTargetsOf(hexTargets, verb) {
  const out = new Map();
  for (const [id, texts] of hexTargets) {
    const mine = texts.filter(t => t.split(' ')[0] === verb);
    if (mine.length) out.set(id, mine);
  }
  return out;
}
