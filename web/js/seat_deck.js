// seat_deck.js — the table's "your deck" panel for a Rivals tournament seat whose deck its player
// chooses when he sits down (docs/server.md, "Decks chosen at sit-down"): while the game waits,
// the seated player picks a shipped deck, one saved by the deck builder in this browser, or a
// deck file, and gives it (POST /api/games/{id}/deck); the server's errors are shown line by
// line. The deck stays secret: only this page and the server see it. He may change it until the
// game starts.

import { api } from './api.js';
import { savedDecks } from './lobby_decks.js';
import { el, clear } from './util.js';

export class SeatDeckPanel {
  // node: the panel's container; gameId, token: the table's game and this seat's token.
  constructor(node, gameId, token) {
    this.node = node;
    this.gameId = gameId;
    this.token = token;
    this.shipped = null;  // the shipped decks' names, once loaded
    this.file = null;     // {name, text} loaded from disk
    this.shown = false;
    this.given = null;    // the name of the deck this page gave
    this.errors = [];     // lines of the last refusal
  }

  // Shows the panel while the game waits for this seat's deck (or may still take another), and
  // hides it once the game starts. view: the table's view (seat, status, seats).
  update(view) {
    const seat = view.seats?.find(s => s.seat === view.seat);
    const want = Boolean(this.token && seat?.deck === 'own' && view.status === 'waiting');
    this.node.classList.toggle('hidden', !want);
    if (!want) { this.shown = false; return; }
    this.given ??= seat.deck_given ? 'your deck' : null;
    if (!this.shown) { this.shown = true; this.draw(); }
    if (this.shipped === null) {
      this.shipped = [];
      api.rivalsDecks().then(j => { this.shipped = j.decks.map(d => d.name); this.draw(); }).catch(() => {});
    }
  }

  draw() {
    const select = el('select', { id: 'own-deck' },
      ...(this.shipped || []).map(n => el('option', { value: `shipped:${n}` }, `Shipped: ${n}`)),
      ...Object.keys(savedDecks()).sort().map(n => el('option', { value: `saved:${n}` }, `Saved: ${n}`)),
      el('option', { value: 'file' }, this.file ? `File: ${this.file.name}` : 'A deck file…'));
    const keep = this.node.querySelector('#own-deck')?.value;
    if (keep && [...select.options].some(o => o.value === keep)) select.value = keep;
    const file = el('input', { type: 'file', id: 'own-deck-file', accept: '.deck,text/plain', class: select.value === 'file' ? '' : 'hidden' });
    select.addEventListener('change', () => file.classList.toggle('hidden', select.value !== 'file'));
    file.addEventListener('change', async () => {
      const f = file.files[0];
      if (f) this.file = { name: f.name, text: await f.text() };
      this.draw();
      this.node.querySelector('#own-deck').value = 'file';
    });
    const give = el('button', { type: 'button', class: 'primary', id: 'own-deck-give', onclick: () => this.give(select.value) }, 'Use this deck');
    const status = this.given
      ? el('p', { id: 'own-deck-status' }, `Your deck is in (${this.given}). The game starts when every deck is in; you may change yours until then.`)
      : el('p', { id: 'own-deck-status', class: 'muted' }, 'Choose your tournament deck. It stays secret: nobody else sees it.');
    clear(this.node).append(el('h3', {}, 'Your deck'), status, el('div', { class: 'buttons' }, select, file, give),
      el('ul', { class: 'error', id: 'own-deck-errors' }, this.errors.map(line => el('li', {}, line))));
  }

  // The chosen deck as the request takes it: a shipped name or a deck file's text.
  deckOf(value) {
    if (value.startsWith('shipped:')) return { deck: value.slice(8), name: value.slice(8) };
    if (value.startsWith('saved:')) return { deck: savedDecks()[value.slice(6)], name: value.slice(6) };
    if (!this.file) throw new Error('Choose the deck file to load.');
    return { deck: this.file.text, name: this.file.name };
  }

  async give(value) {
    this.errors = [];
    try {
      const { deck, name } = this.deckOf(value);
      await api.giveDeck(this.gameId, { token: this.token, deck });
      this.given = name;
    } catch (err) {
      const lines = err.data?.check?.errors?.map(e => `${e.line ? `line ${e.line}: ` : ''}${e.rule}: ${e.message}`);
      this.errors = lines?.length ? lines : [err.message];
    }
    this.draw();
  }
}
