// lobby_form.js — the lobby's "new game" choices built from what the server publishes
// (GET /api/rules): the rule sets, their player ranges, the boards and maps of each, and every
// rule option as a form field (bool → checkbox, int → number with min/max, enum → select). A
// field shows the option's value for the chosen map (a map sets some options, e.g. points to win)
// and is sent only when changed from it. Until the table arrives: the page's rule sets, Classic's boards.

import { el, clear, human } from './util.js';

// The standard boards of the Classic rule set (docs/protocol.md §3) and their player ranges.
const CLASSIC_BOARDS = [
  { name: 'random', title: 'random', min: 2, max: 6 },
  { name: 'beginner', title: 'beginner', min: 2, max: 4 },
];
const MAP_ORDER = ['new_shores', 'four_islands', 'new_world', 'world'];
// The card games: no board to choose.
const CARD_GAMES = new Set(['struggle', 'rivals']);

export class GameForm {
  // nodes: {ruleset, players, board, boardLabel, options (a container), onPlayers(bots): the
  // player count or the rule set changed; bots: the bot types that can play it (null: unknown)}
  constructor(nodes) {
    this.n = nodes;
    this.table = null;   // {games, maps} from /api/rules
    nodes.ruleset.addEventListener('change', () => this.update());
    nodes.board.addEventListener('change', () => this.update());
    nodes.players.addEventListener('change', () => { this.refreshDefaults(); nodes.onPlayers(this.bots()); });
    this.update();
  }

  setTable(table) {
    this.table = table;
    const select = this.n.ruleset;
    for (const g of table.games) {
      let option = [...select.options].find(o => o.value === g.name);
      if (!option) select.append(option = el('option', { value: g.name }));
      option.textContent = g.title;
    }
    this.update();
  }

  game() { return this.table?.games.find(g => g.name === this.n.ruleset.value) || null; }

  bots() { return this.table?.bots?.[this.n.ruleset.value] || null; }

  // The boards of the chosen rule set: [{name, title, min, max, files: [map]}].
  boards() {
    const name = this.n.ruleset.value;
    if (CARD_GAMES.has(name)) return [];
    const list = name === 'classic' ? CLASSIC_BOARDS.map(b => ({ ...b, files: [] })) : [];
    const families = new Map();
    for (const m of this.table?.maps || []) {
      if (m.game !== name) continue;
      if (!families.has(m.family)) families.set(m.family, []);
      families.get(m.family).push(m);
    }
    const rank = f => (MAP_ORDER.includes(f) ? MAP_ORDER.indexOf(f) : MAP_ORDER.length);
    for (const [family, files] of [...families].sort((a, b) => rank(a[0]) - rank(b[0]))) {
      list.push({ name: family, title: files[0].title.replace(/\s*\([^)]*\)$/, ''), files,
        min: Math.min(...files.map(f => f.min_players)), max: Math.max(...files.map(f => f.max_players)) });
    }
    return list;
  }

  board() { return this.boards().find(b => b.name === this.n.board.value) || null; }

  // The map file the server will pick for the player count (a family has one per count range).
  mapFile() {
    const players = Number(this.n.players.value);
    return this.board()?.files.find(f => players >= f.min_players && players <= f.max_players) || null;
  }

  update() {
    const { board, boardLabel } = this.n;
    const boards = this.boards();
    const keep = board.value;
    clear(board);
    for (const b of boards) {
      board.append(el('option', { value: b.name, selected: b.name === keep }, `${b.title} (${b.min === b.max ? b.min : `${b.min}–${b.max}`} players)`));
    }
    for (const node of [board, boardLabel]) node.classList.toggle('hidden', boards.length === 0);
    this.fillPlayers();
    this.fillOptions();
  }

  // Player counts: the rule set's range, narrowed to the board's.
  fillPlayers() {
    const select = this.n.players;
    const game = this.game(), b = this.board();
    const min = Math.max(game?.min_players ?? 2, b?.min ?? 2), max = Math.min(game?.max_players ?? 6, b?.max ?? 6);
    const keep = Math.min(max, Math.max(min, Number(select.value) || 4));
    clear(select);
    for (let n = min; n <= max; n++) select.append(el('option', { value: n, selected: n === keep }, n));
    this.n.onPlayers(this.bots());
  }

  // One field per option of the chosen rule set; values a user changed survive a redraw.
  fillOptions() {
    const box = this.n.options;
    const game = this.game();
    const old = new Map([...box.querySelectorAll('[data-option]')].filter(f => f.dataset.touched).map(f => [f.dataset.option, value(f)]));
    clear(box);
    if (!game) { box.append(el('p', { class: 'muted' }, 'Loading the rule options…')); return; }
    for (const o of game.options) {
      const id = `opt-${o.name}`;
      let field;
      if (o.type === 'bool') field = el('input', { type: 'checkbox', id });
      else if (o.type === 'int') field = el('input', { type: 'number', id, min: o.min, max: o.max, step: 1, required: true });
      else field = el('select', { id }, o.values.map(v => el('option', { value: v }, human(v))));
      field.dataset.option = o.name;
      field.addEventListener('change', () => { field.dataset.touched = '1'; });
      box.append(el('label', { for: id, title: o.help }, human(o.name)),
        el('div', { class: 'option-field' }, field, el('small', { class: 'muted' }, o.help)));
      if (old.has(o.name)) { setValue(field, old.get(o.name)); field.dataset.touched = '1'; }
    }
    // A game with modes (Rivals) shows its options at once: the mode is its first choice.
    if (game.options.some(o => o.name === 'mode')) box.closest('details')?.setAttribute('open', '');
    this.refreshDefaults();
  }

  // The value an option has unless given: the map's, else the table's default.
  defaultOf(o) {
    const map = this.mapFile();
    return map && o.name in map.options ? map.options[o.name] : o.default;
  }

  refreshDefaults() {
    const game = this.game();
    if (!game) return;
    for (const o of game.options) {
      const field = this.n.options.querySelector(`[data-option="${o.name}"]`);
      if (field && !field.dataset.touched) setValue(field, this.defaultOf(o));
    }
  }

  // The options that differ from their defaults, checked; throws an Error naming a bad field.
  options() {
    const out = {};
    const game = this.game();
    if (!game) return out;
    for (const o of game.options) {
      const field = this.n.options.querySelector(`[data-option="${o.name}"]`);
      if (!field) continue;
      const v = value(field);
      if (o.type === 'int' && (!Number.isInteger(v) || v < o.min || v > o.max)) {
        throw new Error(`${human(o.name)}: a whole number from ${o.min} to ${o.max}`);
      }
      if (v !== this.defaultOf(o)) out[o.name] = v;
    }
    return out;
  }
}

function value(field) {
  if (field.type === 'checkbox') return field.checked;
  if (field.type === 'number') return field.value === '' ? NaN : Number(field.value);
  return field.value;
}

function setValue(field, v) {
  if (field.type === 'checkbox') field.checked = Boolean(v);
  else field.value = String(v);
}
