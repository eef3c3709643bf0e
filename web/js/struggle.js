// struggle.js — the table of The Struggle for Catan (the card game): the market, the deck and the
// discard pile, the building supply and the direction card in the middle, and one row of cards per
// player (hand, road and knight stacks with their A/B sides, settlements, cities, expansions).
// Cards that a legal action names are clickable: market cards (trade, market day), your hand
// cards (deck trade, give, discard), a hand being picked from (library) and opponents' rows
// (player trade, library, guild).

import { el, clear, RESOURCES, playerColour, human } from './util.js';

// ctx: {seat, names(seat), groups: Map(verb -> texts), onPick(texts, title)}
export function renderStruggle(node, state, ctx) {
  clear(node);
  const texts = [...ctx.groups.values()].flat();
  const naming = pattern => texts.filter(t => pattern.test(t));

  // The middle of the table.
  const market = el('div', { class: 'cards market' });
  for (const r of RESOURCES) {
    for (let i = 0; i < (state.market?.[r] || 0); i++) {
      const acts = naming(new RegExp(`^(trade_market ${r} ->|market_take ${r}$)`));
      market.append(card(r, acts, `Market: ${r}`, ctx));
    }
  }
  const supply = state.supply || {};
  const expansions = Object.entries(supply.expansions || {}).filter(([, n]) => n > 0);
  const centre = el('div', { class: 'centre' },
    el('div', { class: 'stack' }, el('div', { class: 'pile deck', 'data-count': state.deck?.count }, state.deck?.count ?? 0), 'deck'),
    el('div', { class: 'stack' }, el('div', { class: 'pile discard', title: RESOURCES.map(r => `${r} ${state.discard?.[r] || 0}`).join(', ') },
      RESOURCES.reduce((a, r) => a + (state.discard?.[r] || 0), 0)), 'discard pile'),
    el('div', {}, el('h3', {}, 'Market'), market.childElementCount ? market : el('span', { class: 'muted' }, 'empty')),
    state.direction ? el('div', { class: 'stack' }, el('div', { class: `direction ${state.direction}`, 'data-direction': state.direction },
      state.direction === 'white' ? '⟳ white' : '⟲ other'), 'direction') : null,
    el('div', { class: 'supply' }, el('h3', {}, 'Supply'),
      el('div', {}, `roads ${supply.roads ?? 0} · settlements ${supply.settlements ?? 0} · knights ${supply.knights ?? 0}`),
      el('div', { class: 'muted' }, 'expansions: ', expansions.map(([n, c]) => `${human(n)}${c > 1 ? ` ×${c}` : ''}`).join(', ') || 'none'),
      state.events_hidden ? el('div', { class: 'muted' }, `events hidden: ${state.events_hidden.brigand_attack} brigand attacks, ${state.events_hidden.market_day} market days`) : null));
  node.append(el('div', { class: 'panel' }, centre));

  // One row per player.
  for (const p of state.players) {
    const isMe = p.seat === ctx.seat;
    const rowActs = naming(new RegExp(`^(trade_player|library|guild) p${p.seat}$`));
    const row = el('div', {
      class: `srow${state.current === p.seat ? ' current' : ''}${rowActs.length ? ' clickable' : ''}`, 'data-seat': p.seat,
      onclick: rowActs.length ? () => ctx.onPick(rowActs, `With ${ctx.names(p.seat)}`) : null,
    });
    row.append(el('div', { class: 'head' },
      el('span', { class: 'swatch', style: `background:${playerColour(p.seat)}` }),
      el('b', {}, ctx.names(p.seat)),
      el('span', { class: 'vp' }, `${p.vp} VP`),
      el('span', { class: 'muted' }, `${p.hand_count} cards in hand`),
      p.discard_owed ? el('span', { class: 'error' }, `discards ${p.discard_owed}`) : null,
      state.winner === p.seat ? el('span', { class: 'badge' }, 'Winner') : null));
    if (p.hand) {
      const hand = el('div', { class: 'cards hand' });
      for (const r of RESOURCES) {
        for (let i = 0; i < p.hand[r]; i++) {
          const acts = isMe ? naming(new RegExp(`^(trade_deck|give|discard) ${r}$`)) : naming(new RegExp(`^take ${r}$`));
          hand.append(card(r, acts, isMe ? `Your ${r}` : `${ctx.names(p.seat)}'s ${r}`, ctx));
        }
      }
      if (!hand.childElementCount) hand.append(el('span', { class: 'muted' }, 'no cards'));
      row.append(hand);
    } else if (p.hand_count) {
      row.append(el('div', { class: 'cards' }, Array.from({ length: p.hand_count }, () => el('div', { class: 'rcard back' }, '?'))));
    }
    const built = el('div', { class: 'cards built' });
    stackCards(built, 'road', p.roads);
    stackCards(built, 'knight', p.knights);
    for (let i = 0; i < p.settlements; i++) built.append(el('div', { class: 'bcard settlement' }, 'settlement', el('small', {}, '1 VP')));
    for (let i = 0; i < p.cities; i++) built.append(el('div', { class: 'bcard city' }, 'city', el('small', {}, '2 VP')));
    for (const x of p.expansions || []) built.append(el('div', { class: 'bcard expansion' }, 'city +', el('small', {}, human(x))));
    row.append(built);
    node.append(row);
  }
}

function card(resource, acts, title, ctx) {
  if (!acts.length) return el('div', { class: `rcard ${resource}`, title }, resource);
  return el('button', {
    type: 'button', class: `rcard ${resource} clickable`, title, 'data-resource': resource,
    onclick: ev => { ev.stopPropagation(); ctx.onPick(acts, title); },
  }, resource);
}

// A road or knight stack: positions alternate A (odd) and B (even) from the bottom.
function stackCards(node, kind, stack) {
  for (let i = 0; i < (stack?.cards || 0); i++) {
    const side = i % 2 === 0 ? 'a' : 'b';
    node.append(el('div', { class: `bcard ${kind} ${side}` }, kind, el('small', {}, side === 'a' ? (kind === 'road' ? 'A: trade' : 'A: draw') : 'B: 1 VP')));
  }
}
