// panels.js — the Classic, Seafarers and World side panels: the players (scores, card counts,
// knights, road or trade route length, ships, gold picks owed, Longest Road or Longest Trade Route,
// Largest Army; in World the green and red dice, discovery tokens, and whose part of phase 3 it
// is), your hand and development cards, the dice, and the bank (and World's tokens left).
// Everything comes from the view the server sent: other players' hands are counts only.

import { el, clear, playerColour, seatName, human, RESOURCES, DEV_CARDS, sum } from './util.js';
import { dieOf, partIndex } from './world.js';

export function renderPlayers(node, state, { seat, seats, summary }) {
  clear(node);
  const longest = state.longest_road ?? summary?.longest_road;
  const army = state.largest_army ?? summary?.largest_army;
  const actors = new Set(state.actors || []);
  const sea = state.game === 'seafarers' || state.game === 'world';
  const world = state.game === 'world';
  const phase3 = world && state.context === 'special_build' && state.phase !== 'game_over';
  for (const p of state.players) {
    const vp = p.total_vp ?? p.public_vp;
    const facts = [
      el('span', { title: 'resource cards' }, `cards ${p.hand_count}`),
      el('span', { title: 'development cards' }, `dev ${p.dev_count}`),
      el('span', { title: 'knights played' }, `knights ${p.knights}`),
      el('span', { title: sea ? 'longest trade route (roads and ships) of this player' : 'longest road of this player' },
        `${sea ? 'route' : 'road'} ${p.road_length}`),
    ];
    if (p.ships) facts.push(el('span', { title: 'ships on the board' }, `ships ${p.ships.length}`));
    if (p.gold_owed) facts.push(el('span', { class: 'badge', title: 'gold picks still to take' }, `gold ${p.gold_owed}`));
    if (p.discard_owed) facts.push(el('span', { class: 'error' }, `discards ${p.discard_owed}`));
    if (world) facts.push(el('span', { class: 'tokens', title: 'points from discovery tokens' }, `tokens ${p.island_points}`));
    const die = dieOf(state, p.seat);
    if (die) facts.unshift(el('span', { class: `die-badge ${die}`, title: `holds the ${die} die this round` }, `${die} die`));
    if (phase3 && p.seat === state.actor) facts.unshift(el('span', { class: 'badge building' }, 'building now'));
    if (longest === p.seat) facts.push(el('span', { class: 'badge' }, sea ? 'Longest Trade Route' : 'Longest Road'));
    if (army === p.seat) facts.push(el('span', { class: 'badge' }, 'Largest Army'));
    if (state.winner === p.seat) facts.push(el('span', { class: 'badge' }, 'Winner'));
    const name = seatName(seats, p.seat) + (p.seat === seat ? ' (you)' : '');
    const done = phase3 && partIndex(state, p.seat) < partIndex(state, state.actor);
    node.append(el('div', {
      class: `player${state.current === p.seat ? ' current' : ''}${die ? ` die-${die}` : ''}${done ? ' part-done' : ''}`, 'data-seat': p.seat,
    },
    el('span', { class: 'colour', style: `background:${playerColour(p.seat)}` }),
    el('span', { class: 'name', title: name }, name, actors.has(p.seat) ? el('span', { class: 'to-act' }, ' · to act') : ''),
    el('span', { class: 'vp', title: p.total_vp !== undefined ? 'victory points (with hidden cards)' : 'public victory points' }, `${vp} VP`),
    el('div', { class: 'facts' }, facts)));
  }
}

// Your resource cards and development cards; cards you may play now are buttons (onPlay(verb)).
export function renderHand(node, state, { seat, playable, onPlay }) {
  clear(node);
  const me = state.players.find(p => p.seat === seat);
  if (!me || !me.hand) { node.append(el('p', { class: 'muted' }, 'You are watching.')); return; }
  node.append(el('h3', {}, `Your hand (${sum(me.hand)})`));
  node.append(el('div', { class: 'cards hand' }, RESOURCES.map(r =>
    el('div', { class: `rcard ${r}${me.hand[r] ? '' : ' empty'}`, 'data-resource': r }, el('b', {}, me.hand[r]), r))));
  const devs = DEV_CARDS.filter(d => (me.dev_cards?.[d] || 0) + (me.dev_new?.[d] || 0) > 0);
  node.append(el('h3', {}, `Development cards (${me.dev_count})`));
  if (!devs.length) node.append(el('p', { class: 'muted' }, 'none'));
  const row = el('div', { class: 'cards devs' });
  for (const d of devs) {
    const old = me.dev_cards?.[d] || 0, fresh = me.dev_new?.[d] || 0;
    const verb = `play_${d}`;
    const label = [el('b', {}, old + fresh), human(d), fresh ? el('small', {}, ` (${fresh} new)`) : null];
    if (playable.has(verb)) {
      row.append(el('button', { type: 'button', class: 'rcard dev clickable', 'data-verb': verb, onclick: () => onPlay(verb) }, label));
    } else {
      row.append(el('div', { class: `rcard dev${fresh && !old ? ' new' : ''}` }, label));
    }
  }
  node.append(row);
  const pieces = me.pieces_left;
  if (pieces) {
    node.append(el('p', { class: 'muted' }, `Pieces left: ${pieces.roads} roads, ` +
      (pieces.ships !== undefined ? `${pieces.ships} ships, ` : '') + `${pieces.settlements} settlements, ${pieces.cities} cities`));
  }
}

export function renderDice(node, lastRoll) {
  clear(node);
  if (!lastRoll) { node.append(el('span', { class: 'muted' }, 'no roll yet')); return; }
  node.append(el('span', { class: 'muted' }, 'last roll'), el('div', { class: `die${lastRoll === 7 ? ' seven' : ''}`, 'data-roll': lastRoll }, lastRoll));
}

export function renderBank(node, state) {
  clear(node);
  if (!state.bank) return;
  node.append(el('span', {}, 'Bank: '), ...RESOURCES.map(r => el('span', { class: 'muted' }, `${r} ${state.bank[r]}  `)),
    el('span', {}, ` · dev deck ${state.deck?.count ?? '?'}`));
  if (state.tokens_left !== undefined) node.append(el('span', { id: 'tokens-left', 'data-tokens': state.tokens_left }, ` · discovery tokens left ${state.tokens_left}`));
}
