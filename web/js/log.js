// log.js — the event log: every action since the table opened (dice, builds, trades, thefts),
// newest at the bottom, in words, with the acting player's colour.

import { el, playerColour } from './util.js';
import { pastLabel, chanceLabel } from './actions.js';

export class EventLog {
  constructor(node, max = 300) { this.node = node; this.max = max; this.last = ''; }

  // applied: [{player: seat|"chance", text}], names(seat) -> display name, game: the rule set,
  // words(a): the game's own sentence for an action (Rivals), or null for the common words
  add(applied, names, game = '', words = () => null) {
    for (const a of applied || []) {
      const line = el('div', { 'data-text': a.text });
      if (a.player === 'chance') {
        line.append(el('span', { class: 'who' }, /^(roll|dice) /.test(a.text) ? 'Dice' : 'Chance'), ': ', words(a) ?? chanceLabel(a.text, names));
      } else {
        line.append(el('span', { class: 'who', style: `color:${shade(playerColour(a.player))}` }, names(a.player)), ': ',
          words(a) ?? pastLabel(a.text, names, this.last, game));
      }
      this.last = a.text;
      this.node.append(line);
    }
    while (this.node.childElementCount > this.max) this.node.firstElementChild.remove();
    this.scroll();
  }

  note(text) {
    this.node.append(el('div', { class: 'muted' }, text));
    this.scroll();
  }

  // Scrolls to the newest line before the next frame is drawn: reading scrollHeight lays the page
  // out, which done per message (bots moving fast on a large board) was most of the work.
  scroll() {
    if (this.scrollQueued) return;
    this.scrollQueued = true;
    requestAnimationFrame(() => { this.scrollQueued = false; this.node.scrollTop = this.node.scrollHeight; });
  }
}

// White pieces would be invisible as text colour: use a grey for very light colours.
function shade(hex) {
  const n = parseInt(hex.slice(1), 16);
  const light = ((n >> 16) & 255) * 0.3 + ((n >> 8) & 255) * 0.59 + (n & 255) * 0.11;
  return light > 200 ? '#777' : hex;
}
