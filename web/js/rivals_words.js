// rivals_words.js — Rivals for Catan's action texts (docs/rules/rivals.md R§9) in words, for the
// buttons, the chooser and the log: "Build Grain Mill above t5", "Trade 3 wool for 1 ore",
// "Pay from grain 6". Cards are named from the card table (by the key the text carries), regions
// and stacks from the view, so any card the table holds reads right without a change here.

import { human } from './util.js';

// The card table row of a key ("grain_mill"), or a stand-in made from the key.
export function cardOf(cards, key) {
  return cards?.get(key) || { key, name: human(key || 'card'), cost: {}, type: 'card' };
}

// "grain 6" for a region position ("p12") of a principality in the view.
export function regionAt(player, pos) {
  const r = player?.regions.find(x => x.pos === pos);
  return r ? `${r.resource} ${r.number}` : `p${pos}`;
}

// The card a text names after "c<id>": its key follows it, or the view's kinds give it.
function cardWord(words, i, state, cards) {
  const id = words[i];
  if (id === 'c?') return 'a hidden card';
  const key = /^[a-z_]+$/.test(words[i + 1] || '') ? words[i + 1] : state?.kinds?.[Number(id.slice(1))];
  return cardOf(cards, key).name;
}

// A present-tense label for a legal action of seat `me` (buttons and the chooser).
export function rivalsLabel(text, state, cards, me) {
  const w = text.split(' ');
  const mine = state?.players?.[me];
  const num = s => Number(s.slice(1));
  switch (w[0]) {
    case 'start_stack': return `Take your starting hand from stack ${num(w[1]) + 1}`;
    case 'roll': return 'Roll the dice';
    case 'brigitta': return `Play ${cardWord(w, 1, state, cards)}: production ${w[w.length - 1]}`;
    case 'road': return `Build a road at the ${w[1]} end`;
    case 'settlement': return `Build a settlement at the ${w[1]} end${w[2] === 'scout' ? ' with the Scout' : ''}`;
    case 'city': return `Upgrade the settlement ${w[1]} to a city`;
    case 'build': {
      const h = w.findIndex(x => x === 'top' || x === 'bottom');
      const less = w.indexOf('less') > 0 ? ` for 1 ${w[w.indexOf('less') + 1]} less` : '';
      return `Build ${cardWord(w, 1, state, cards)} ${w[h] === 'top' ? 'above' : 'below'} ${w[h - 1]}${less}${w.includes('wool') ? ', taking wool' : ''}`;
    }
    case 'decline': return state?.phase === 'wolfgang' ? 'Decline (Wolfgang)' : 'Do not play Sebastian';
    case 'riot_pay': return 'Riots: pay the gold';
    case 'remove': return `Give up the card at ${w[1]}`;
    case 'abandon': return `Remove your own card at ${w[1]} (free: to the discard pile, or back face up)`;
    case 'steal': return `Take ${cardWord(w, 1, state, cards)}`;
    case 'caravan': case 'goldsmith': case 'ship_trade': return `Play ${cardWord(w, 1, state, cards)}`;
    case 'relocate': {
      const [a, b] = w.slice(-2).map(x => (x.startsWith('p') ? regionAt(mine, num(x)) : `the card at ${x}`));
      return `Relocation: swap ${a} and ${b}`;
    }
    case 'trade': return `Trade ${w[1]} for 1 ${w[2]}`;
    case 'end_actions': return 'End your actions';
    case 'pay': return `Pay from ${regionAt(mine, num(w[1]))}`;
    case 'gain': return `Put it on ${regionAt(mine, num(w[1]))}`;
    case 'take': return `Take ${w[1]}`;
    case 'place': return w[1] === 'keep' ? 'Keep the regions as drawn' : 'Swap the two regions';
    case 'scout_pick': return `Scout: take region r${num(w[1])}`;
    case 'buy': return 'Buy a resource for a gold';
    case 'stop': return 'Buy nothing more';
    case 'ff_pick': case 'pick': return `Take ${cardWord(w, 1, state, cards)}`;
    case 'feud_name': case 'feud_choose': return `${w[0] === 'feud_name' ? 'Name' : 'Remove'} the card at ${w[1]}`;
    case 'bury': return `Put the card under stack ${num(w[1]) + 1}`;
    case 'draw': return `Draw from stack ${num(w[1]) + 1}`;
    case 'return': return `Put ${cardWord(w, 1, state, cards)} under stack ${num(w[w.length - 1]) + 1}`;
    case 'take_top': return `Take the top card of stack ${num(w[1]) + 1}`;
    case 'search': return `Search stack ${num(w[1]) + 1}`;
    case 'end_turn': return 'End the turn';
    default: return human(text);
  }
}

// What the log says a player did (past tense), or chance.
export function rivalsPast(text, state, cards, player = -1) {
  const w = text.split(' ');
  switch (w[0]) {
    case 'dice': return `production ${w[1]}, event die: ${w[2]}`;
    case 'card': return w[1] === 'c?' ? 'a card is drawn (hidden)' : `you draw ${cardWord(w, 1, state, cards)}`;
    case 'region': return `region r${w[1].slice(1)} is drawn`;
    case 'event': return `event: ${cardOf(cards, w[2]).name}`;
    case 'start_stack': return `takes the starting hand from stack ${Number(w[1].slice(1)) + 1}`;
    case 'roll': return 'rolls the dice';
    case 'road': return `builds a road at the ${w[1]} end`;
    case 'settlement': return `builds a settlement at the ${w[1]} end`;
    case 'city': return `builds a city on ${w[1]}`;
    case 'build': return `builds ${cardWord(w, 1, state, cards)}`;
    case 'trade': return `trades ${w[1]} for ${w[2]}`;
    case 'end_actions': return 'ends the actions';
    case 'end_turn': return 'ends the turn';
    case 'draw': return `draws from stack ${Number(w[1].slice(1)) + 1}`;
    case 'return': return `puts ${cardWord(w, 1, state, cards)} under stack ${Number(w[w.length - 1].slice(1)) + 1}`;
    default: return rivalsLabel(text, state, cards, player).replace(/^./, c => c.toLowerCase());
  }
}

// The prompt for each phase of a Rivals turn when it is your move.
export const RIVALS_PROMPTS = {
  start_stack: 'Choose the stack your starting hand of 3 cards comes from: click a stack.',
  pre_roll: 'Roll the dice (or play Brigitta first).',
  pay: 'Pay: click the region a resource comes from.',
  gain: 'A resource for you: click the region it goes to.',
  take_type: 'Trade advantage: name the resource you take.',
  place_regions: 'Place the two new regions: keep them as drawn or swap them.',
  scout: 'Scout: choose the region for the corner.',
  merchant: 'Traveling Merchant: buy a resource for a gold, or stop.',
  ff_pick: 'Fraternal Feuds: pick a card from the opponent\'s hand.',
  feud_name: 'Feud: name a building of the opponent (click it).',
  feud_choose: 'Feud: remove one of the named buildings (click it).',
  bury: 'Choose the stack the card goes under.',
  action: 'Build (choose a hand card, then a site; or a road, settlement or city), trade, play a card, or end your actions.',
  replenish: 'Replenish your hand: click a stack to draw from (or put excess cards back).',
  exchange: 'Exchange: put a hand card under a stack, or end your turn.',
  exchange_take: 'Take the top card of a stack, or search one.',
  search: 'Pick the card you take from the searched stack.',
  library: 'Library: choose the stack you take a card from.',
  react: 'An event would hit you: play Sebastian, or not.',
  riots: 'Riots: pay the gold, or give up a unit with strength or commerce.',
  unit_loss: 'Archer: give up one of your units with strength.',
  steal: 'Traitor: take a card from the opponent\'s hand.',
  wolfgang: 'Wolfgang at the celebration: play him (his owner: 1 more on each region beside him; the opponent: take him for 2 gold), or decline.',
};
