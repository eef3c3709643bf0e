// replay.js — the replay viewer: a finished game's table after any number of its actions
// (GET /api/games/{id}/state?at=K, full states: every hand is shown), stepped through with
// buttons, a slider, the arrow keys or autoplay; the replay itself can be downloaded.

import { api } from './api.js';
import { renderBoard } from './board.js';
import { BoardViewport } from './viewport.js';
import { renderPlayers, renderDice, renderBank } from './panels.js';
import { renderStruggle } from './struggle.js';
import { renderRivals } from './rivals.js';
import { renderRound } from './world.js';
import { pastLabel, chanceLabel } from './actions.js';
import { el, clear, seatName, human } from './util.js';

const $ = id => document.getElementById(id);
const gameId = new URLSearchParams(location.search).get('game');
let replay = null, seats = [], at = 0, timer = null, loading = 0, gameName = '';
const names = s => seatName(seats, s);
const viewport = new BoardViewport($('board'));
const GAME_TITLES = { classic: 'Catan', seafarers: 'Catan: Seafarers', world: 'World Catan', struggle: 'The Struggle for Catan', rivals: 'Rivals for Catan' };
const label = (a, i) => (a.player === 'chance' ? chanceLabel(a.action, names)
  : pastLabel(a.action, names, replay.actions[i - 1]?.action, gameName));

async function init() {
  $('download').href = api.replayUrl(gameId);
  $('download').setAttribute('download', `catan-${gameId}.json`);
  const [{ game }, rep] = await Promise.all([api.getGame(gameId), api.replay(gameId)]);
  seats = game.seats;
  gameName = game.game;
  replay = rep;
  $('title').textContent = `Replay · ${GAME_TITLES[game.game] || game.game} · ${gameId}`;
  $('slider').max = replay.actions.length;
  const log = $('log');
  replay.actions.forEach((a, i) => log.append(el('div', { 'data-index': i + 1, onclick: () => show(i + 1) },
    `${i + 1}. `, el('span', { class: 'who' }, a.player === 'chance' ? 'chance' : names(a.player)), ': ', label(a, i))));
  await show(0);
}

async function show(k) {
  if (!replay) return;
  at = Math.max(0, Math.min(replay.actions.length, k));
  const ticket = ++loading;
  const answer = await api.stateAt(gameId, at);
  if (ticket !== loading) return;   // a later step was asked for meanwhile
  const state = answer.state;
  $('slider').value = at;
  $('position').textContent = `${at} / ${replay.actions.length}`;
  const a = replay.actions[at - 1];
  $('current-action').textContent = a ? `${at}. ${a.player === 'chance' ? 'chance' : names(a.player)}: ${label(a, at - 1)}` : 'Start of the game';
  for (const node of $('log').querySelectorAll('.now')) node.classList.remove('now');
  const row = $('log').querySelector(`[data-index="${at}"]`);
  if (row) { row.classList.add('now'); row.scrollIntoView({ block: 'nearest' }); }
  if (state.game === 'rivals') {
    $('rivals').classList.remove('hidden');
    $('players-panel').classList.add('hidden');
    renderRivals($('rivals'), state, { seat: null, names, legal: [], act: () => {}, onPick: () => {}, redraw: () => show(at) });
    clear($('dice')).append(`Turn ${state.turn + 1} · ${human(state.phase)}`);
  } else if (state.game !== 'struggle') {
    $('board-wrap').classList.remove('hidden');
    renderBoard($('board'), state, { viewport });
    renderRound($('round'), state, names);
    renderPlayers($('players'), state, { seat: null, seats, summary: null });
    renderDice($('dice'), state.last_roll);
    renderBank($('bank'), state);
  } else {
    $('struggle').classList.remove('hidden');
    $('players-panel').classList.add('hidden');
    renderStruggle($('struggle'), state, { seat: null, names, groups: new Map(), onPick: () => {} });
    clear($('dice')).append(`Turn ${state.turn} · phase ${human(state.phase)}`);
  }
  const banner = $('banner');
  banner.classList.toggle('hidden', state.phase !== 'game_over');
  banner.textContent = state.winner === null || state.winner === undefined ? 'The game has ended.' : `${names(state.winner)} wins!`;
}

function togglePlay() {
  if (timer) { clearInterval(timer); timer = null; $('play').textContent = '▶ play'; return; }
  $('play').textContent = '⏸ pause';
  timer = setInterval(() => {
    if (at >= replay.actions.length) { togglePlay(); return; }
    show(at + 1);
  }, 400);
}

$('zoom-in').onclick = () => viewport.zoomAt(1.4);
$('zoom-out').onclick = () => viewport.zoomAt(1 / 1.4);
$('zoom-fit').onclick = () => viewport.fit();
$('first').onclick = () => show(0);
$('prev').onclick = () => show(at - 1);
$('next').onclick = () => show(at + 1);
$('last').onclick = () => show(replay.actions.length);
$('play').onclick = togglePlay;
$('slider').oninput = ev => show(Number(ev.target.value));
document.addEventListener('keydown', ev => {
  if (ev.key === 'ArrowRight') show(at + 1);
  if (ev.key === 'ArrowLeft') show(at - 1);
});

if (gameId) init().catch(err => { $('current-action').textContent = `Could not load the replay: ${err.message}`; });
else $('current-action').textContent = 'No game given: open a replay from the lobby.';
