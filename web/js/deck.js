// deck.js — the Rivals deck builder page (deck.html): the eras brought, the pool with its limits
// (GET /api/rivals/pool), the deck's cards and starting cards (deck_model.js), the server's check
// after every change (POST /api/rivals/decks/check), saving the deck file (also kept in this
// browser, where the lobby offers it for a tournament) and loading one.

import { api } from './api.js';
import { Deck } from './deck_model.js';
import { saveDeck } from './lobby_decks.js';
import { el, clear, human } from './util.js';

const $ = id => document.getElementById(id);
const deck = new Deck();
let types = new Map();          // engine key -> card type (GET /api/rules cards.rivals)
let checkSeq = 0;

// What a pool card is, in words: its engine type, and the attack or named mark.
function typeOf(card) {
  const base = card.key ? human(types.get(card.key) || 'card') : 'expansion card';
  return [base, card.attack && 'attack', card.named && 'named unit'].filter(Boolean).join(', ');
}

async function loadPool() {
  deck.setPool(await api.rivalsPool([...deck.eras]));
  render();
}

// ---- the eras ----
function renderEras() {
  const box = clear($('eras'));
  for (const era of deck.pool.era_table) {
    const base = era.box === 'base';
    const input = el('input', { type: 'checkbox', id: `era-${era.name}`, value: era.name });
    input.checked = base || deck.eras.has(era.name);
    input.disabled = base;
    input.addEventListener('change', () => {
      if (input.checked) deck.eras.add(era.name); else deck.eras.delete(era.name);
      changed(true);
    });
    box.append(el('label', { class: 'era', for: input.id }, input,
      ` ${human(era.name)} `, el('span', { class: 'muted' }, `(${era.box}${era.built ? '' : ', not built yet'})`)));
  }
}

// ---- the pool ----
function fillFilters() {
  const era = $('filter-era'), type = $('filter-type');
  if (era.options.length > 1) return;
  for (const e of deck.pool.era_table) era.append(el('option', { value: e.name }, human(e.name)));
  const all = new Set(deck.pool.cards.filter(c => c.use === 'deck').map(typeOf).flatMap(t => t.split(', ')));
  for (const t of [...all].sort()) type.append(el('option', { value: t }, t));
}

function shown(card) {
  const name = $('filter-name').value.trim().toLowerCase();
  const era = $('filter-era').value, type = $('filter-type').value;
  return card.use === 'deck' && (!name || card.name.toLowerCase().includes(name))
    && (!era || card.era === era) && (!type || typeOf(card).split(', ').includes(type));
}

function poolRow(card) {
  const blocked = deck.addBlocked(card.id);
  const add = el('button', { type: 'button', 'aria-label': `Add ${card.name}`, title: blocked || 'Add a copy' }, 'Add');
  add.disabled = !!blocked;
  add.addEventListener('click', () => { if (deck.add(card.id)) changed(); });
  const full = deck.copies(card.id) >= card.limit;
  return el('tr', { class: full ? 'at-limit' : '', 'data-card': card.name },
    el('td', {}, card.name), el('td', {}, human(card.era), card.built ? '' : ' (not built)'),
    el('td', {}, typeOf(card)),
    el('td', { class: 'limit' }, `${deck.copies(card.id)} / ${card.limit}`),
    el('td', {}, add, blocked && deck.copies(card.id) ? el('span', { class: 'muted' }, ` ${blocked}`) : null));
}

function renderPool() {
  fillFilters();
  const body = clear($('pool'));
  for (const card of deck.pool.cards) if (shown(card)) body.append(poolRow(card));
}

// ---- the deck ----
function button(label, text, enabled, act) {
  const b = el('button', { type: 'button', 'aria-label': label }, text);
  b.disabled = !enabled;
  b.addEventListener('click', () => { if (act()) changed(); });
  return b;
}

function deckRow(id) {
  const card = deck.card(id), start = deck.count.start.get(id) || 0;
  return el('tr', { 'data-card': card.name },
    el('td', {}, card.name),
    el('td', { class: 'limit' }, `${deck.copies(id)} / ${card.limit}`),
    el('td', {}, String(start)),
    el('td', { class: 'actions' },
      button(`Remove ${card.name}`, '−', true, () => deck.remove(id)),
      button(`Add ${card.name} to the deck`, '+', !deck.addBlocked(id), () => deck.add(id)),
      button(`Mark ${card.name} as a starting card`, 'Starting ↑', deck.canStart(id), () => deck.markStarting(id)),
      button(`Unmark ${card.name} as a starting card`, 'Starting ↓', start > 0, () => deck.unmarkStarting(id))));
}

function renderCounts() {
  const shape = deck.pool.deck, total = deck.total(), start = deck.total('start'), stacks = deck.total('stacks');
  const part = (label, n, want) => el('span', { class: n === want ? 'good' : 'bad', 'data-count': label },
    `${label}: ${n} / ${want}`);
  clear($('counts')).append(part('cards', total, shape.cards), ' · ', part('starting', start, shape.start), ' · ',
    part('stacks', stacks, shape.cards - shape.start),
    el('span', { class: 'muted' }, ` (${shape.stacks} stacks of ${shape.stack_size})`));
}

function renderDeck() {
  renderCounts();
  const body = clear($('deck'));
  for (const id of deck.order) body.append(deckRow(id));
  if (!deck.order.length) body.append(el('tr', {}, el('td', { colspan: 4, class: 'muted' }, 'No cards yet: add some from the pool.')));
}

function render() {
  renderEras();
  renderDeck();
  renderPool();
}

// ---- the server's check ----
function showCheck(answer) {
  const box = clear($('check'));
  box.className = `deck-check ${answer.valid ? 'good' : 'bad'}`;
  box.append(el('p', {}, answer.valid ? `Valid: ${answer.cards} cards, ${answer.start} starting, ${answer.stacks} in the stacks.`
    : `Not valid: ${answer.errors.length + answer.lost} error${answer.errors.length + answer.lost === 1 ? '' : 's'}.`));
  if (answer.errors.length) {
    box.append(el('ul', { class: 'deck-errors' }, answer.errors.map(e => el('li', { 'data-rule': e.rule },
      e.line ? `line ${e.line}: ` : '', e.card ? `${e.card}: ` : '', el('code', {}, e.rule), `: ${e.message}`))));
  }
}

async function check() {
  const seq = ++checkSeq;
  try {
    const answer = await api.checkDeck($('deck-text').value);
    if (seq === checkSeq) showCheck(answer);
    return answer;
  } catch (err) {
    if (seq === checkSeq) clear($('check')).append(el('p', { class: 'error' }, `The check failed: ${err.message}`));
    return null;
  }
}

// The deck file's name from the "Deck name" field, without its extension.
const fileName = () => ($('deck-name').value || 'deck').replace(/[^\w.-]+/g, '-').replace(/\.deck$/, '');

// After a change: the file's text, the page, the server's check (and the pool when the eras moved).
async function changed(eras = false) {
  $('deck-text').value = deck.text(`${fileName()}.deck`);
  $('file-error').textContent = '';
  if (eras) await loadPool(); else render();
  await check();
}

// ---- files ----
async function loadText(text) {
  $('deck-text').value = text;
  const answer = await check();
  if (!answer) return;
  if (!answer.parsed) {
    $('file-error').textContent = 'The file was not loaded: it has errors (see the check). Your deck is unchanged.';
    return;
  }
  deck.load(answer);
  await loadPool();
  $('deck-text').value = text;
  $('file-error').textContent = '';
}

function save() {
  const name = fileName();
  const text = deck.text(`${name}.deck`);
  $('deck-text').value = text;
  saveDeck(name, text); // the lobby offers it for a tournament (lobby_decks.js)
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = el('a', { href: url, download: `${name}.deck` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

async function start() {
  try {
    const rules = await api.rules();
    types = new Map((rules.cards?.rivals || []).map(c => [c.key, c.type]));
    await changed(true);
  } catch (err) {
    $('status').textContent = `The server did not answer: ${err.message}`;
  }
  for (const id of ['filter-name', 'filter-era', 'filter-type']) $(id).addEventListener('input', renderPool);
  $('check-button').addEventListener('click', check);
  $('save').addEventListener('click', save);
  $('load-text').addEventListener('click', () => loadText($('deck-text').value));
  $('deck-file').addEventListener('change', async ev => {
    const file = ev.target.files[0];
    if (file) {
      $('deck-name').value = file.name.replace(/\.deck$/, '');
      await loadText(await file.text());
    }
  });
  document.body.dataset.ready = '1';
}

start();
