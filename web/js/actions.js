// actions.js — the client's only knowledge of the rules: the legal action texts the server sends.
// It sorts them into board targets (vertices, edges, hexes named by an action, and ships that may
// be picked up to move) and groups of buttons by verb, and turns any action text into a readable
// label. World Catan's four bandits (move_robber, move_robber2, move_pirate, move_pirate2) are hex
// targets like the Seafarers robber and pirate.

import { human } from './util.js';

const BOARD_VERBS = {
  build_settlement: 'vertex', build_city: 'vertex', build_road: 'edge', build_ship: 'edge',
  place_ship: 'edge', move_robber: 'hex', move_pirate: 'hex', move_ship: 'ship',
  move_robber2: 'hex', move_pirate2: 'hex',
};

// The bandits a move_* verb moves (World Catan has two robbers and two pirates), with their names.
export const BANDITS = {
  move_robber: { key: 'robber', name: 'robber', kind: 'land' },
  move_robber2: { key: 'robber2', name: 'second robber', kind: 'land' },
  move_pirate: { key: 'pirate', name: 'pirate', kind: 'sea' },
  move_pirate2: { key: 'pirate2', name: 'second pirate', kind: 'sea' },
};

// The bandit verb of an action text ("move_robber2 h5 p3" -> "move_robber2"), or null.
export function banditVerb(text) {
  const verb = text.split(' ')[0];
  return BANDITS[verb] ? verb : null;
}

// Normalise the server's legal list ([{text}] or [string]) to texts.
export function legalTexts(legal) {
  return (legal || []).map(a => (typeof a === 'string' ? a : a.text)).filter(Boolean);
}

// { vertex: Map(id -> [text]), edge: Map, hex: Map, ship: Map(edge -> [move_ship text]),
//   groups: Map(verb -> [text]), texts: Set }
export function classify(texts) {
  const out = { vertex: new Map(), edge: new Map(), hex: new Map(), ship: new Map(), groups: new Map(), texts: new Set(texts) };
  for (const text of texts) {
    const [verb, arg] = text.split(' ');
    const kind = BOARD_VERBS[verb];
    const match = kind && arg && /^[veh](\d+)$/.exec(arg);
    if (match) {
      const map = out[kind];
      const id = Number(match[1]);
      if (!map.has(id)) map.set(id, []);
      map.get(id).push(text);
      continue;
    }
    if (!out.groups.has(verb)) out.groups.set(verb, []);
    out.groups.get(verb).push(text);
  }
  return out;
}

const VERB_TITLES = {
  roll: 'Roll the dice', end_turn: 'End turn', buy_dev: 'Buy development card',
  play_knight: 'Play knight', play_road_building: 'Play road building',
  play_year_of_plenty: 'Year of plenty…', play_monopoly: 'Monopoly…', trade_bank: 'Trade with the bank…',
  discard: 'Discard', accept: 'Accept', decline: 'Decline', confirm: 'Confirm trade', cancel: 'Cancel offer',
  offer: 'Offer a trade…',
  // Seafarers
  build_ship: 'Build ship', move_ship: 'Move ship', place_ship: 'Place ship', move_pirate: 'Move pirate', pick_gold: 'Pick gold…',
  // World Catan
  move_robber2: 'Move the second robber', move_pirate2: 'Move the second pirate',
  // The Struggle for Catan
  trade_deck: 'Trade with the deck…', trade_market: 'Trade with the market…', trade_player: 'Trade with a player…',
  library: 'Library…', take: 'Take', give: 'Give', guild: 'Merchant guild…', end_trade: 'End trade phase',
  build_road: 'Build road', build_settlement: 'Build settlement', build_city: 'Build city',
  build_knight: 'Build knight', build_expansion: 'Build expansion…', pay: 'Pay', flip_direction: 'Flip direction card',
  keep_direction: 'Keep direction card', market_take: 'Take from market', market_pass: 'Pass', end_build: 'End build phase',
};

export function verbTitle(verb) { return VERB_TITLES[verb] || human(verb); }

// A readable label for one action text; names(seat) gives a player's name for "p2".
export function actionLabel(text, names = s => `player ${s + 1}`) {
  const words = text.split(' ');
  const verb = words[0];
  const rest = words.slice(1);
  const seatOf = w => (/^p\d+$/.test(w) ? names(Number(w.slice(1))) : w);
  switch (verb) {
    case 'roll': return rest.length ? `rolled ${rest[0]}` : 'Roll the dice';
    case 'end_turn': return 'End turn';
    case 'buy_dev': return 'Buy development card';
    case 'build_settlement': return rest.length ? `Build settlement at ${rest[0]}` : 'Build settlement';
    case 'build_city': return rest.length ? `Build city at ${rest[0]}` : 'Build city';
    case 'build_road': return rest.length ? `Build road at ${rest[0]}` : 'Build road';
    case 'move_robber': return `Move robber to ${rest[0]}` + (rest[1] ? `, rob ${seatOf(rest[1])}` : '');
    case 'build_ship': return rest.length ? `Build ship at ${rest[0]}` : 'Build ship';
    case 'move_ship': return `Move the ship at ${rest[0]}`;
    case 'place_ship': return `Move the ship to ${rest[0]}`;
    case 'move_pirate': return `Move pirate to ${rest[0]}` + (rest[1] ? `, rob ${seatOf(rest[1])}` : '');
    case 'move_robber2': return `Move the second robber to ${rest[0]}` + (rest[1] ? `, rob ${seatOf(rest[1])}` : '');
    case 'move_pirate2': return `Move the second pirate to ${rest[0]}` + (rest[1] ? `, rob ${seatOf(rest[1])}` : '');
    case 'pick_gold': return `Pick gold: ${rest[0]}`;
    case 'trade_bank': {
      const arrow = rest.indexOf('->');
      const give = rest.slice(0, arrow).join(' ');
      return `Give ${give} → get 1 ${rest[arrow + 1]}`;
    }
    case 'play_year_of_plenty': return `Year of plenty: ${rest.join(' + ')}`;
    case 'play_monopoly': return `Monopoly: ${rest[0]}`;
    case 'confirm': return `Trade with ${seatOf(rest[0])}`;
    case 'trade_deck': return `Discard ${rest[0]}, draw from deck`;
    case 'trade_market': return `Take ${rest[0]} from market, give ${rest[2]}`;
    case 'trade_player': return `Trade with ${seatOf(rest[0])}`;
    case 'library': return `Library: pick from ${seatOf(rest[0])}`;
    case 'guild': return `Guild: steal from ${seatOf(rest[0])}`;
    case 'build_expansion': return `Build ${human(rest[0])}`;
    case 'pay': return `Pay ${payText(rest)}`;
    case 'market_take': return `Take ${rest[0]}`;
    case 'draw_from': return `drew from ${seatOf(rest[0])}: ${rest[1] || '?'}`;
    case 'draw_cards': return rest[1] === '?' ? `drew ${rest[0]} cards` : `drew ${payText(rest)}`;
    case 'event': return `event: ${human(rest[0])}`;
    default: {
      const title = VERB_TITLES[verb] || human(verb);
      return rest.length ? `${title.replace(/…$/, '')} ${rest.map(seatOf).map(human).join(' ')}` : title.replace(/…$/, '');
    }
  }
}

// "1 lumber 3 ore" -> "1 lumber, 3 ore"
function payText(words) {
  const parts = [];
  for (let i = 0; i < words.length; i += 2) parts.push(`${words[i]} ${words[i + 1] ?? ''}`.trim());
  return parts.join(', ');
}

// The text of a domestic offer (classic.md §13): counts in resource order on each side.
export function offerText(give, want, resources) {
  const side = counts => resources.filter(r => counts[r] > 0).map(r => `${counts[r]} ${r}`).join(' ');
  return `offer ${side(give)} -> ${side(want)}`;
}

// What the log says a player did: "built a road", "offers 1 wool for 1 ore". `previous` is the
// action just before (a cancel right after picking up a ship puts the ship back); `game` the rule
// set (World's end_turn ends an active's window or a part of phase 3, not a turn).
export function pastLabel(text, names = s => `player ${s + 1}`, previous = '', game = '') {
  const [verb, ...rest] = text.split(' ');
  const seatOf = w => (/^p\d+$/.test(w) ? names(Number(w.slice(1))) : w);
  const sides = () => {
    const arrow = rest.indexOf('->');
    return [payText(rest.slice(0, arrow)), payText(rest.slice(arrow + 1))];
  };
  switch (verb) {
    case 'roll': return 'rolls the dice';
    case 'end_turn': return game === 'world' ? 'ends their part of the round' : 'ends the turn';
    case 'buy_dev': return 'buys a development card';
    case 'build_settlement': return 'builds a settlement';
    case 'build_city': return 'builds a city';
    case 'build_road': return 'builds a road';
    case 'build_knight': return 'builds a knight';
    case 'build_expansion': return `builds a ${human(rest[0])}`;
    case 'move_robber': return 'moves the robber' + (rest[1] ? `, robbing ${seatOf(rest[1])}` : '');
    case 'build_ship': return 'builds a ship';
    case 'move_ship': return 'picks up a ship to move it';
    case 'place_ship': return 'moves a ship';
    case 'move_pirate': return 'moves the pirate' + (rest[1] ? `, robbing ${seatOf(rest[1])}` : '');
    case 'move_robber2': return 'moves the second robber' + (rest[1] ? `, robbing ${seatOf(rest[1])}` : '');
    case 'move_pirate2': return 'moves the second pirate' + (rest[1] ? `, robbing ${seatOf(rest[1])}` : '');
    case 'pick_gold': return `picks ${rest[0]} from the bank`;
    case 'play_knight': return 'plays a knight';
    case 'play_road_building': return 'plays road building';
    case 'play_year_of_plenty': return `plays year of plenty: ${rest.join(' + ')}`;
    case 'play_monopoly': return `plays monopoly on ${rest[0]}`;
    case 'trade_bank': return `trades ${payText(rest.slice(0, rest.indexOf('->')))} with the bank for 1 ${rest[rest.length - 1]}`;
    case 'offer': { const [give, want] = sides(); return `offers ${give} for ${want}`; }
    case 'accept': return 'accepts the offer';
    case 'decline': return 'declines the offer';
    case 'confirm': return `trades with ${seatOf(rest[0])}`;
    case 'cancel': return previous?.startsWith('move_ship ') ? 'keeps the ship where it was' : 'cancels the offer';
    case 'discard': return `discards ${rest[0]}`;
    case 'end_trade': return 'ends the trade phase';
    case 'end_build': return 'ends the build phase';
    case 'trade_deck': return `trades ${rest[0]} with the deck`;
    case 'trade_market': return `takes ${rest[0]} from the market for ${rest[2]}`;
    case 'trade_player': return `trades with ${seatOf(rest[0])}`;
    case 'give': return `gives ${rest[0]}`;
    case 'take': return `takes ${rest[0]}`;
    case 'pay': return `pays ${payText(rest)}`;
    case 'flip_direction': return 'flips the direction card';
    case 'keep_direction': return 'keeps the direction card';
    case 'market_take': return `takes ${rest[0]} from the market`;
    case 'market_pass': return 'passes';
    default: return actionLabel(text, names);
  }
}

// What the log says chance did: "rolled 8", "card drawn: knight" ("?" when hidden from this view).
export function chanceLabel(text, names = s => `player ${s + 1}`) {
  const [verb, ...rest] = text.split(' ');
  if (verb === 'roll') return `rolled ${rest[0]}`;
  if (verb === 'steal') return `stolen card: ${rest[0] ?? '?'}`;
  if (verb === 'draw') return `card drawn: ${human(rest[0] ?? '?')}`;
  return actionLabel(text, names);
}
