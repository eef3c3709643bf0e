// rivals.js — the table of Rivals for Catan (the two-player card game): the opponent's
// principality on top, the centre (the draw stacks, the region stack, the centre cards, the dice
// and the advantages) in the middle, your principality below it and your hand at the bottom. A
// principality is a grid: region columns (a region above and below, a road between) alternate
// with town columns (a settlement or city, its expansion sites above and below; a city's outer
// sites at the edges). Every card is drawn from the card table (/api/rules `cards.rivals`): name,
// type, cost, points, resource. Cards and places that a legal action names are clickable: a hand
// card (select it, then a highlighted site to build it; or its own action), a region (pay, gain),
// a town (city), the ends of your row (road, settlement), a stack (start, draw, exchange), a site
// card (Feud).

import { el, clear, playerColour, human } from './util.js';
import { api } from './api.js';
import { cardOf, rivalsLabel } from './rivals_words.js';

const POINTS = [['vp', 'VP'], ['strength', '⚔'], ['skill', '✦'], ['commerce', '⚖'], ['progress', '⚙']];

let cardTable = null;     // Map key -> card row, once loaded
let loading = null;
let selected = null;      // the hand card id chosen to build

// The card table, loaded once; redraw() is called when it arrives.
export function rivalsCards(redraw) {
  if (cardTable) return cardTable;
  if (!loading) {
    loading = api.rules().then(r => {
      cardTable = new Map((r.cards?.rivals || []).map(c => [c.key, c]));
      redraw();
    });
  }
  return null;
}

// ctx: {seat, names(seat), legal: [texts], act(text), onPick(texts, title), redraw()}
export function renderRivals(node, state, ctx) {
  clear(node);
  const cards = rivalsCards(ctx.redraw);
  const me = ctx.seat ?? 0, other = 1 - me;
  const legal = ctx.legal;
  const label = t => rivalsLabel(t, state, cards, me);
  // giving up one's own card is always asked for, never done on a single click
  const pick = (texts, title) => ctx.onPick(texts, title, label, texts.some(t => t.startsWith('abandon ')));
  const naming = re => legal.filter(t => re.test(t));
  if (selected !== null && !legal.some(t => t.startsWith(`build c${selected} `))) selected = null;
  const view = { state, cards, me, naming, pick, act: ctx.act, names: ctx.names, redraw: ctx.redraw };

  node.append(principality(view, other, false), centre(view), principality(view, me, true), hand(view));
}

// One card on a site, in the hand or in a stack of choice: name, type, cost, points.
function cardFace(view, id, { acts = [], onClick = null, extra = '' } = {}) {
  const key = view.state.kinds?.[id];
  const c = cardOf(view.cards, key);
  const points = POINTS.filter(([k]) => c[k]).map(([k, sym]) => el('span', { class: `pt ${k}`, title: `${c[k]} ${k === 'vp' ? 'victory points' : `${k} points`}` }, `${c[k]}${sym}`));
  const cost = Object.entries(c.cost || {}).map(([r, n]) => el('span', { class: `res ${r}`, title: `${n} ${r}` }, `${n} ${r}`));
  const clickable = acts.length || onClick;
  const face = el(clickable ? 'button' : 'div', {
    type: clickable ? 'button' : undefined,
    class: `rvcard ${c.type}${clickable ? ' clickable' : ''}${extra}`, 'data-card': id, 'data-key': key || '',
    title: `${c.name} (${human(c.type || 'card')}${c.resource ? `, ${c.resource}` : ''})${c.requires ? ` — needs ${c.requires}` : ''}`,
    onclick: clickable ? ev => { ev.stopPropagation(); (onClick || (() => view.pick(acts, c.name)))(); } : null,
  },
  el('b', { class: 'name' }, c.name),
  el('span', { class: 'type' }, human(c.type || '') + (c.resource ? ` · ${c.resource}` : '')),
  points.length ? el('span', { class: 'points' }, points) : null,
  cost.length ? el('span', { class: 'cost' }, cost) : null);
  return face;
}

// A principality's grid: cells from its left to its right region column, plus a slot beyond
// each end where a road or settlement may go.
function principality(view, p, mine) {
  const { state } = view;
  const pl = state.players[p];
  const lo = pl.left * 2 - 1, hi = pl.right * 2 + 1;
  const grid = el('div', { class: 'rvgrid', style: `grid-template-columns: repeat(${hi - lo + 1}, minmax(88px, 1fr))` });
  const put = (node, col, row) => { node.style.gridColumn = String(col - lo + 1); node.style.gridRow = String(row); grid.append(node); };
  for (let cell = lo; cell <= hi; cell++) {
    if (cell < pl.left * 2 || cell > pl.right * 2) { if (mine) endSlot(view, put, cell, cell < pl.left * 2 ? 'left' : 'right'); continue; }
    if (cell % 2 === 0) regionColumn(view, put, p, mine, cell / 2);
    else townColumn(view, put, p, mine, (cell - 1) / 2);
  }
  const pts = pl.points || {};
  const adv = state.advantage || {};
  const head = el('div', { class: 'head' },
    el('span', { class: 'swatch', style: `background:${playerColour(p)}` }),
    el('b', {}, view.names(p)),
    el('span', { class: 'vp', title: 'victory points, and the points that win' }, `${state.vp?.[p] ?? 0}${state.vp_to_win ? ` / ${state.vp_to_win}` : ''} VP`),
    ...POINTS.slice(1).map(([k, sym]) => el('span', { class: `pt ${k}`, title: `${k} points` }, `${sym} ${pts[k] ?? 0} ${k}`)),
    ...turnedAside(view, p),
    adv.strength === p ? el('span', { class: 'badge' }, 'Strength advantage') : null,
    adv.trade === p ? el('span', { class: 'badge' }, 'Trade advantage') : null,
    mine ? null : el('span', { class: 'muted' }, `${pl.hand_count} card${pl.hand_count === 1 ? '' : 's'} in hand`),
    state.scalars?.winner === p ? el('span', { class: 'badge' }, 'Winner') : null);
  return el('div', { class: `rvrow${state.scalars?.current === p ? ' current' : ''}${mine ? ' mine' : ''}`, 'data-seat': p }, head, el('div', { class: 'rvscroll' }, grid));
}

// Region column c: a region above (row 2) and below (row 4), a road between (row 3).
function regionColumn(view, put, p, mine, c) {
  const pl = view.state.players[p];
  for (const bottom of [0, 1]) {
    const r = pl.regions.find(x => x.pos === c * 2 + bottom);
    if (!r) continue;
    const acts = mine ? view.naming(new RegExp(`^(pay|gain) p${r.pos}$`)) : [];
    const pips = [0, 1, 2].map(i => el('i', { class: i < r.stock ? 'full' : '' }));
    const node = el(acts.length ? 'button' : 'div', {
      type: acts.length ? 'button' : undefined,
      class: `region ${r.resource}${acts.length ? ' clickable' : ''}`, 'data-pos': r.pos, 'data-stock': r.stock,
      title: `${r.resource} region, number ${r.number}: ${r.stock} of 3`,
      onclick: acts.length ? () => view.pick(acts, `${r.resource} ${r.number}`) : null,
    }, el('span', { class: 'die' }, r.number), el('span', { class: 'rname' }, r.resource), el('span', { class: 'pips' }, pips),
    ...laidAt(view, p, l => l.region === r.region).map(l => el('small', { class: 'laid', 'data-card': l.card },
      laidName(view, l) + (l.side !== undefined && laidKey(view, l) === 'abbey_brewery' ? ` (${BREWERY_SIDES[l.side] || ''})` : '') +
      (l.level !== undefined ? ` (level ${l.level})` : ''))));
    put(node, c * 2, bottom ? 4 : 2);
  }
  if (pl.roads.includes(c)) {
    const tavern = laidAt(view, p, l => l.road === c)[0], post = laidAt(view, p, l => l.post === c)[0];
    const on = tavern || post;
    put(el('div', { class: 'road', style: `background:${playerColour(p)}`,
      title: tavern ? `road, with the opponent's ${laidName(view, tavern)}` : post ? `road, with his ${laidName(view, post)}` : 'road' },
      on ? el('small', { class: 'laid', 'data-card': on.card }, laidName(view, on)) : null), c * 2, 3);
  }
}

// The cards that lie outside the sites (the state's players[p].laid): a building under a hero,
// the opponent's Red Light Tavern or Brigand Camp on a road, a card laid by a region, the
// opponent's Trading Station on a city site ({card, station}: drawn on that site).
const BREWERY_SIDES = ['2 commerce', '1 commerce, 1 strength', '2 strength'];
function laidAt(view, p, test) { return (view.state.players[p].laid || []).filter(test); }
// The Era of Sages (docs/rules/rivals.md R-160, R-163): a player's owls (his sages' levels summed),
// and the cards turned to a level that lie by no region (the Manifesto), for his row's head; the
// Era of Prosperity's stars once a player holds one (R-231); the Era of Explorers' ships and
// discovered sea cards (R-262, R-263).
function turnedAside(view, p) {
  const sages = laidAt(view, p, l => l.level !== undefined && cardOf(view.cards, laidKey(view, l)).type === 'unit');
  const owls = sages.reduce((n, l) => n + l.level, 0);
  const stars = view.state.prosperity?.stars?.[p]; // the Era of Prosperity's Public Feeling (R-231)
  const ships = view.state.explorers?.ships?.[p]; // the Era of Explorers' standing explorer ships (R-263)
  const found = (view.state.explorers?.sea?.[p] || []).filter(c => c !== 0).length; // its sea cards discovered (R-262)
  return [sages.length ? el('span', { class: 'pt owls', title: 'owls: the levels of his sages' }, `${owls} owl${owls === 1 ? '' : 's'}`) : null,
    stars !== undefined ? el('span', { class: 'pt stars', title: 'stars: his Public Feeling marker' }, `${stars} star${stars === 1 ? '' : 's'}`) : null,
    ships !== undefined ? el('span', { class: 'pt ships', title: 'explorer ships standing in his Explorer Harbor; sea cards discovered of 9' }, `${ships} ship${ships === 1 ? '' : 's'}, ${found}/9 sea`) : null,
    ...laidAt(view, p, l => l.level !== undefined && l.region < 0).map(l => el('small', { class: 'laid', 'data-card': l.card }, `${laidName(view, l)} (level ${l.level})`))];
}
function laidKey(view, l) { return view.state.kinds?.[l.card]; }
function laidName(view, l) { return cardOf(view.cards, laidKey(view, l)).name; }

// Town column t: the town (row 3), its sites above (rows 1, 2) and below (rows 4, 5).
function townColumn(view, put, p, mine, t) {
  const pl = view.state.players[p];
  const town = pl.towns.find(x => x.col === t);
  if (!town) return;
  const cityActs = mine ? view.naming(new RegExp(`^city t${t}$`)) : [];
  put(el(cityActs.length ? 'button' : 'div', {
    type: cityActs.length ? 'button' : undefined, class: `town ${town.kind}${cityActs.length ? ' clickable' : ''}`, 'data-town': t,
    style: `border-color:${playerColour(p)}`, onclick: cityActs.length ? () => view.act(cityActs[0]) : null,
  }, el('b', {}, town.kind === 'city' ? '♜' : '⌂'), el('small', {}, `${town.kind} t${t}`)), t * 2 + 1, 3);
  const rows = town.kind === 'city' ? [[0, 1], [1, 2], [2, 4], [3, 5]] : [[1, 2], [2, 4]];
  for (const [site, row] of rows) put(siteNode(view, p, mine, t, site), t * 2 + 1, row);
}

function siteNode(view, p, mine, t, site) {
  const x = t * 4 + site;
  const card = view.state.players[p].sites.find(s => s.site === x);
  const acts = view.naming(new RegExp(`^(feud_name|feud_choose|remove|lose|abandon) x${x}$`));
  if (card) {
    const face = cardFace(view, card.card, { acts, extra: ' on-site' });
    for (const l of laidAt(view, p, l => l.site === x)) face.append(el('small', { class: 'laid', 'data-card': l.card }, `on ${laidName(view, l)}`));
    return face;
  }
  const station = laidAt(view, p, l => l.station === x)[0]; // the opponent's Trading Station (R-191)
  if (station) return cardFace(view, station.card, { extra: ' on-site foreign' });
  const side = site < 2 ? 'top' : 'bottom';
  // a build may end in "less <resource>": a discount (Drill Ground, Building Crane) the player
  // chooses; with several ways to build here he is asked which
  const build = mine && selected !== null ? view.naming(new RegExp(`^build c${selected}( [a-z_]+)? t${t} ${side}( less [a-z]+)?$`)) : [];
  return el(build.length ? 'button' : 'div', {
    type: build.length ? 'button' : undefined, class: `site${build.length ? ' clickable' : ''}`, 'data-site': x,
    title: build.length ? 'build the chosen card here' : 'a free building site',
    onclick: build.length ? () => { selected = null; if (build.length === 1) view.act(build[0]); else view.pick(build, 'Build the card here'); } : null,
  }, build.length ? '＋' : '');
}

// Beyond an end of your row: a road, or past a road a settlement.
function endSlot(view, put, cell, side) {
  const acts = view.naming(new RegExp(`^(road|settlement) ${side}( |$)`));
  if (!acts.length) return;
  const what = acts[0].startsWith('road') ? 'road' : 'settlement';
  put(el('button', { type: 'button', class: `endslot clickable ${what}`, 'data-end': side, onclick: () => view.pick(acts, `${human(what)} at the ${side} end`) },
    `＋ ${what}`), cell, 3);
}

// The centre: the draw stacks (four, five in a theme game, six in the duel, four of each player's
// own in the tournament), the region stack, the discard pile (one a player in the tournament),
// the centre cards, the dice, the events.
function centre(view) {
  const { state } = view;
  const sc = state.scalars || {};
  const own = state.tournament ? k => Math.floor(k / 4) : () => null; // stacks 4p .. 4p + 3 are p's
  const whose = p => (p === view.me ? 'your' : "opponent's"); // two players: short labels
  const stacks = state.stacks.map((s, k) => {
    const acts = view.naming(new RegExp(`^(start_stack|draw|bury|take_top|search) s${k}$`));
    const owner = own(k);
    return el('div', { class: `stack${owner === null ? '' : ` own p${owner}`}`, 'data-owner': owner ?? '' },
      el(acts.length ? 'button' : 'div', {
        type: acts.length ? 'button' : undefined, class: `pile deck${acts.length ? ' clickable' : ''}`, 'data-stack': k,
        style: owner === null ? undefined : `border: 3px solid ${playerColour(owner)}`,
        onclick: acts.length ? () => view.pick(acts, `Stack ${k + 1}`) : null,
      }, s.count), owner === null ? `stack ${k + 1}` : `${whose(owner)} stack ${k + 1}`);
  });
  const pile1 = state.tournament ? state.tournament.pile1.length : 0;
  const discards = state.tournament
    ? [0, 1].map(p => el('div', { class: `stack own p${p}`, 'data-pile': p },
      el('div', { class: 'pile discard', style: `border: 3px solid ${playerColour(p)}` }, p ? pile1 : state.discard.length - pile1),
      `${whose(p)} discard`))
    : [el('div', { class: 'stack' }, el('div', { class: 'pile discard' }, state.discard.length), 'discard')];
  const dice = sc.production ? [el('span', { class: 'die' }, sc.production), el('span', { class: 'event-face' }, human(['brigands', 'trade', 'celebration', 'harvest', 'event'][sc.event_face] || ''))] : [el('span', { class: 'muted' }, 'not rolled yet')];
  const eventNow = sc.event_now !== undefined && sc.event_now !== 255 ? cardOf(view.cards, state.event_kinds?.[sc.event_now]).name : null;
  return el('div', { class: 'panel rvcentre' },
    el('div', { class: 'stacks' }, stacks,
      el('div', { class: 'stack' }, el('div', { class: 'pile regions' }, state.region_stack.length), 'regions'),
      discards),
    el('div', { class: 'supply' }, el('h3', {}, 'Centre cards'),
      el('div', {}, `roads ${sc.roads_left ?? 0} · settlements ${sc.settlements_left ?? 0} · cities ${sc.cities_left ?? 0}`),
      el('div', { class: 'muted' }, eventsLeft(state))),
    el('div', { class: 'dice-box' }, el('h3', {}, 'Dice'), el('div', { class: 'rvdice' }, dice),
      eventNow ? el('div', { class: 'muted' }, `event: ${eventNow}`) : null));
}

// The events still in the stack before Yule: in the duel some of them are half-moon events nobody
// has seen (R§6.3); the view lists only the seen ones and counts the others.
function eventsLeft(state) {
  const unseen = state.duel?.pool_unknown ?? 0;
  return `events left before Yule: ${state.events.length + unseen}${unseen ? ` (${unseen} unseen)` : ''}`;
}

// Your hand: a card each; a click selects a card to build (its sites light up) or opens its
// actions (play it, put it under a stack, take it).
function hand(view) {
  const { state, me } = view;
  const pl = state.players[me];
  const box = el('div', { class: 'cards rvhand' });
  const ids = [...(pl.hand || [])];
  const opp = state.players[1 - me];
  for (const id of ids) {
    const acts = view.naming(new RegExp(`^[a-z_]+ c${id}( |$)`));
    const builds = acts.filter(t => t.startsWith('build '));
    const onClick = builds.length ? () => { selected = selected === id ? null : id; view.redraw(); } : null;
    box.append(cardFace(view, id, { acts, onClick, extra: selected === id ? ' selected' : '' }));
  }
  if (!ids.length) box.append(el('span', { class: 'muted' }, 'no cards'));
  const parts = [el('h3', {}, `Your hand (${ids.length})`), box];
  if (selected !== null) parts.push(el('div', { class: 'muted' }, 'Click a highlighted site (＋) to build the chosen card, or the card again to put it back.'));
  if (opp.hand && opp.hand.length) {   // Fraternal Feuds, Traitor: the opponent's hand is shown to the picker
    parts.push(el('h3', {}, 'Opponent\'s hand'), el('div', { class: 'cards' }, opp.hand.map(id => cardFace(view, id, { acts: view.naming(new RegExp(`^(ff_pick|steal) c${id}( |$)`)) }))));
  }
  return el('div', { class: 'panel rvhandbox' }, parts);
}
