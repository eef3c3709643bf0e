// lobby.js — the lobby page: lists open and finished games (join, watch, replay, download),
// and creates a game from the form (rule set, players, board or map, seats human or bot with a
// strength, the rule options of lobby_form.js, a tournament's decks of lobby_decks.js), then joins
// its first human seat.

import { api, tokens } from './api.js';
import { GameForm } from './lobby_form.js';
import { DeckChoice } from './lobby_decks.js';
import { el, clear, playerColour, seatName, colourName } from './util.js';

const $ = id => document.getElementById(id);
const RULESET_TITLES = { classic: 'Catan', struggle: 'The Struggle for Catan', seafarers: 'Catan: Seafarers', world: 'World Catan', rivals: 'Rivals for Catan' };

// Bot choices: the seat strings of docs/server.md (bots of README.md).
const SEAT_KINDS = [
  ['human', 'Human'],
  ['random', 'Bot: random'],
  ['heuristic', 'Bot: heuristic'],
  ['mcts:iters=300', 'Bot: search, quick'],
  ['mcts:ms=1000', 'Bot: search, 1 s a move'],
  ['mcts:ms=3000', 'Bot: search, 3 s a move'],
];

const nameInput = $('name');
nameInput.value = localStorage.getItem('catan.name') || '';
nameInput.addEventListener('change', () => localStorage.setItem('catan.name', nameInput.value.trim()));
const playerName = () => nameInput.value.trim() || 'Player';

// One row per seat: human or a bot that can play the chosen rule set (bots: its bot types, or
// null while unknown); a seat keeps its choice while it is still offered.
function fillSeats(bots) {
  const n = Number($('players').value);
  const node = $('seats');
  const kinds = SEAT_KINDS.filter(([v]) => v === 'human' || !bots || bots.includes(v.split(':')[0]));
  const offered = v => kinds.some(([k]) => k === v);
  const bot = ['heuristic', 'mcts:iters=300', 'random'].find(offered) || 'human';
  const old = [...node.querySelectorAll('select')].map(s => s.value);
  clear(node);
  for (let i = 0; i < n; i++) {
    const value = offered(old[i]) ? old[i] : i === 0 ? 'human' : bot;
    node.append(el('div', { class: 'seat-row' },
      el('span', { class: 'swatch', style: `background:${playerColour(i)}` }),
      el('label', { for: `seat-${i}` }, `Seat ${i + 1} (${colourName(i)})`),
      el('select', { id: `seat-${i}`, 'data-seat': i }, kinds.map(([v, label]) => el('option', { value: v, selected: v === value }, label)))));
  }
}

const form = new GameForm({
  ruleset: $('ruleset'), players: $('players'), board: $('board'), boardLabel: $('board-label'),
  options: $('options'), onPlayers: fillSeats,
});
// A Rivals tournament: each seat's deck (lobby_decks.js), redrawn whenever the form changes.
const deckChoice = new DeckChoice({
  box: $('decks-box'), list: $('decks'), seats: () => Number($('players').value),
  isTournament: () => $('ruleset').value === 'rivals' && $('opt-mode')?.value === 'tournament',
});
$('create').addEventListener('change', ev => { if (!ev.target.closest('#decks')) deckChoice.update(); });
// The rule sets' option tables and the maps; the form waits for them before creating a game.
const rulesLoaded = api.rules().then(table => { form.setTable(table); $('create').dataset.ready = '1'; })
  .catch(err => { $('create-error').textContent = `Could not load the rule options: ${err.message}`; });

$('create').addEventListener('submit', async ev => {
  ev.preventDefault();
  $('create-error').textContent = '';
  await rulesLoaded;
  const game = $('ruleset').value;
  const seats = [...$('seats').querySelectorAll('select')].map(s => s.value);
  let options, decks;
  try {
    options = form.options();
    decks = deckChoice.decks();
  } catch (err) { $('create-error').textContent = err.message; return; }
  const spec = { game, players: seats.length, seats };
  if (form.board()) spec.board = form.board().name;
  if ($('seed').value !== '') spec.seed = Number($('seed').value);
  if (Object.keys(options).length) spec.options = options;
  if (decks) spec.decks = decks;
  $('create-button').disabled = true;
  try {
    const { game: summary } = await api.createGame(spec);
    if (seats.includes('human')) await joinGame(summary.id);
    else location.href = `game.html?game=${encodeURIComponent(summary.id)}&watch`;
  } catch (err) {
    $('create-error').textContent = `Could not create the game: ${err.message}`;
  } finally {
    $('create-button').disabled = false;
  }
});

async function joinGame(id, seat) {
  const body = { name: playerName() };
  if (seat !== undefined) body.seat = seat;
  const { seat: got, token } = await api.join(id, body);
  tokens.set(id, token, got);
  location.href = `game.html?game=${encodeURIComponent(id)}`;
}

// A seat whose player chooses his deck says whether it is in (never which).
const deckText = s => (s.deck !== 'own' ? '' : s.deck_given ? ' (deck in)' : ' (choosing a deck)');

function seatsText(summary) {
  return summary.seats.map(s => (s.kind === 'bot' ? `bot ${String(s.bot).split(':')[0]}` : s.taken ? (s.name || 'human') + deckText(s) : 'free seat' + deckText(s))).join(', ');
}

function openRow(g) {
  const mine = tokens.get(g.id);
  const free = g.seats.some(s => s.kind === 'human' && !s.taken);
  return el('tr', { 'data-game': g.id },
    el('td', {}, RULESET_TITLES[g.game] || g.game, el('br'), el('small', { class: 'muted' }, g.id)),
    el('td', {}, g.status, el('br'), el('small', { class: 'muted' }, `${g.actions} actions`)),
    el('td', {}, seatsText(g)),
    el('td', { class: 'actions' },
      mine ? el('a', { href: `game.html?game=${encodeURIComponent(g.id)}` }, 'Continue') : null,
      !mine && free ? el('button', { type: 'button', class: 'primary', onclick: () => joinGame(g.id).catch(e => alert(e.message)) }, 'Join') : null,
      el('a', { href: `game.html?game=${encodeURIComponent(g.id)}&watch` }, 'Watch')));
}

function finishedRow(g) {
  const winner = g.winner === null || g.winner === undefined ? 'no winner' : `winner: ${seatName(g.seats, g.winner)}`;
  return el('tr', { 'data-game': g.id },
    el('td', {}, RULESET_TITLES[g.game] || g.game, el('br'), el('small', { class: 'muted' }, g.id)),
    el('td', {}, winner, el('br'), el('small', { class: 'muted' }, `${g.actions} actions · ${String(g.created).replace('T', ' ').replace(/:\d\dZ$/, '')}`)),
    el('td', {}, seatsText(g)),
    el('td', { class: 'actions' },
      el('a', { href: `replay.html?game=${encodeURIComponent(g.id)}` }, 'Replay'),
      el('a', { href: api.replayUrl(g.id), download: `catan-${g.id}.json` }, 'Download')));
}

function table(rows) {
  return el('div', { class: 'games-wrap' }, el('table', { class: 'games' }, el('thead', {}, el('tr', {}, el('th', {}, 'game'), el('th', {}, 'status'), el('th', {}, 'seats'), el('th', {}, ''))),
    el('tbody', {}, rows)));
}

async function refresh() {
  try {
    const { games } = await api.listGames(null, true);
    const open = games.filter(g => g.status !== 'finished');
    const done = games.filter(g => g.status === 'finished');
    clear($('open-games')).append(open.length ? table(open.map(openRow)) : 'No open games.');
    clear($('finished-games')).append(done.length ? table(done.map(finishedRow)) : 'No finished games yet.');
    $('status').textContent = '';
  } catch (err) {
    $('status').textContent = `server: ${err.message}`;
  }
}

// An invitation link (index.html?join=ID, shown at a waiting table) offers that game's free seat.
const invited = new URLSearchParams(location.search).get('join');
if (invited) {
  $('invite').classList.remove('hidden');
  $('invite-join').addEventListener('click', () =>
    joinGame(invited).catch(err => { $('invite-error').textContent = `Could not join: ${err.message}`; }));
}

refresh();
setInterval(refresh, 5000);
