// deck_model.js — a Rivals tournament deck in the builder (docs/rules/rivals_decks.md): the eras
// brought, the copies of each pool card in the two sections, the limits of the pool the server
// sent for those eras, and the deck file's text. The rules themselves are the server's
// (POST /api/rivals/decks/check); this only keeps the counts the page shows and blocks a copy
// over a card's limit.

export const SECTIONS = ['start', 'stacks'];

export class Deck {
  constructor() {
    this.eras = new Set();          // declared eras beyond the base box (era names)
    this.count = { start: new Map(), stacks: new Map() };   // pool id -> copies
    this.order = [];                // pool ids in the order they were first added
    this.pool = null;               // GET /api/rivals/pool's answer
    this.byId = new Map();
  }

  setPool(pool) {
    this.pool = pool;
    this.byId = new Map(pool.cards.map(c => [c.id, c]));
  }

  card(id) { return this.byId.get(id); }
  copies(id) { return (this.count.start.get(id) || 0) + (this.count.stacks.get(id) || 0); }
  total(section) {
    const sum = s => [...this.count[s].values()].reduce((a, b) => a + b, 0);
    return section ? sum(section) : sum('start') + sum('stacks');
  }
  limit(id) { return this.card(id)?.limit ?? 0; }

  // Why a copy more of the card may not be added, or '' when it may.
  addBlocked(id) {
    const c = this.card(id);
    if (!c) return 'not in the pool';
    if (c.use !== 'deck') return `a ${c.use} card is not a deck card`;
    if (!c.built) return `the era ${c.era} is not built yet`;
    if (this.limit(id) === 0) return `bring the era ${c.era} to use it`;
    if (this.copies(id) >= this.limit(id)) return `at its limit (${this.limit(id)})`;
    return '';
  }

  bump(section, id, by) {
    const n = (this.count[section].get(id) || 0) + by;
    if (n > 0) this.count[section].set(id, n); else this.count[section].delete(id);
    if (by > 0 && !this.order.includes(id)) this.order.push(id);
    if (!this.copies(id)) this.order = this.order.filter(x => x !== id);
  }

  // Adds a copy to the stacks; false when blocked.
  add(id) {
    if (this.addBlocked(id)) return false;
    this.bump('stacks', id, 1);
    return true;
  }

  // Removes a copy, from the stacks first.
  remove(id) {
    const section = this.count.stacks.get(id) ? 'stacks' : this.count.start.get(id) ? 'start' : null;
    if (section) this.bump(section, id, -1);
    return !!section;
  }

  // Moves a copy between the stacks and the starting cards (at most 3 of those).
  canStart(id) { return (this.count.stacks.get(id) || 0) > 0 && this.total('start') < this.pool.deck.start; }
  markStarting(id) {
    if (!this.canStart(id)) return false;
    this.bump('stacks', id, -1);
    this.bump('start', id, 1);
    return true;
  }
  unmarkStarting(id) {
    if (!this.count.start.get(id)) return false;
    this.bump('start', id, -1);
    this.bump('stacks', id, 1);
    return true;
  }

  // The deck from a check answer's `deck` and `eras` (a file the server read whole).
  load(answer) {
    const base = new Set(this.pool.era_table.filter(e => e.box === 'base').map(e => e.name));
    this.eras = new Set(answer.eras.filter(e => !base.has(e)));
    this.count = { start: new Map(), stacks: new Map() };
    this.order = [];
    for (const section of SECTIONS)
      for (const entry of answer.deck[section]) this.bump(section, entry.id, entry.count);
  }

  // The deck file's text (docs/rules/rivals_decks.md §1).
  text(title) {
    const lines = [`# ${title} — a Rivals tournament deck made in the deck builder (docs/rules/rivals_decks.md).`,
      `eras: ${['base', ...this.eras].join(' ')}`];
    for (const section of SECTIONS) {
      lines.push('', `${section}:`);
      for (const id of this.order)
        if (this.count[section].get(id)) lines.push(`${this.count[section].get(id)} ${this.card(id).name}`);
    }
    return lines.join('\n') + '\n';
  }
}
