// lobby_decks.js — the lobby's choice of each seat's deck for a Rivals tournament (docs/server.md,
// "A tournament with the players' own decks"): the default deck, a shipped deck (GET
// /api/rivals/decks), a deck saved by the deck builder in this browser (savedDecks) or a deck
// file loaded from disk. The server checks the decks when the game is created. A person's seat
// may instead leave its deck to whoever sits there ("own": he gives it at the table, seat_deck.js).

import { api } from './api.js';
import { el, clear } from './util.js';

const STORE = 'catan.decks'; // localStorage: {name: deck file text}, written by the deck builder

// The decks saved in this browser, by name.
export function savedDecks() {
  try {
    const v = JSON.parse(localStorage.getItem(STORE) || '{}');
    return v && typeof v === 'object' ? v : {};
  } catch { return {}; }
}

// Keeps a deck file's text under its name (the deck builder's "save").
export function saveDeck(name, text) {
  const all = savedDecks();
  all[name] = text;
  localStorage.setItem(STORE, JSON.stringify(all));
}

export class DeckChoice {
  // nodes: {box (shown only for a tournament), list (the rows), isTournament(), seats()}
  constructor(nodes) {
    this.n = nodes;
    this.shipped = [];
    this.files = new Map(); // seat -> {name, text} loaded from disk
    api.rivalsDecks().then(j => { this.shipped = j.decks.map(d => d.name); this.update(); }).catch(() => {});
  }

  // Redraws the rows when the form changed; a seat keeps its choice while it is offered.
  update() {
    const on = this.n.isTournament();
    this.n.box.classList.toggle('hidden', !on);
    if (!on) return;
    const list = this.n.list;
    const old = new Map([...list.querySelectorAll('select')].map(s => [s.dataset.seat, s.value]));
    clear(list);
    const saved = Object.keys(savedDecks()).sort();
    for (let seat = 0; seat < this.n.seats(); seat++) {
      const options = [el('option', { value: '' }, 'Default deck (heroes)'),
        el('option', { value: 'own' }, 'Chosen by the player (secret)'),
        ...this.shipped.map(n => el('option', { value: `shipped:${n}` }, `Shipped: ${n}`)),
        ...saved.map(n => el('option', { value: `saved:${n}` }, `Saved: ${n}`)),
        el('option', { value: 'file' }, this.files.has(seat) ? `File: ${this.files.get(seat).name}` : 'A deck file…')];
      const select = el('select', { id: `deck-${seat}`, 'data-seat': seat }, options);
      if ([...select.options].some(o => o.value === old.get(String(seat)))) select.value = old.get(String(seat));
      const file = el('input', { type: 'file', id: `deck-file-${seat}`, accept: '.deck,text/plain', class: select.value === 'file' ? '' : 'hidden' });
      select.addEventListener('change', () => file.classList.toggle('hidden', select.value !== 'file'));
      file.addEventListener('change', async () => {
        const f = file.files[0];
        if (f) this.files.set(seat, { name: f.name, text: await f.text() });
        this.update();
      });
      list.append(el('div', { class: 'seat-row' }, el('label', { for: `deck-${seat}` }, `Seat ${seat + 1}'s deck`), select, file));
    }
  }

  // The create request's "decks": null when not a tournament or every seat plays the default;
  // throws an Error naming a seat whose file is missing.
  decks() {
    if (!this.n.isTournament()) return null;
    const out = [];
    for (const select of this.n.list.querySelectorAll('select')) {
      const seat = Number(select.dataset.seat), v = select.value;
      if (v === 'own') out.push('own');
      else if (v.startsWith('shipped:')) out.push(v.slice(8));
      else if (v.startsWith('saved:')) out.push(savedDecks()[v.slice(6)] ?? null);
      else if (v === 'file') {
        if (!this.files.has(seat)) throw new Error(`Seat ${seat + 1}: choose the deck file to load`);
        out.push(this.files.get(seat).text);
      } else out.push(null);
    }
    return out.some(d => d !== null) ? out : null;
  }
}
