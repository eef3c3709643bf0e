// table.js — the game page's controller: connects to the table's socket, keeps the latest view,
// and draws the board (Classic, Seafarers, World; zoomed and panned by viewport.js) or the card
// table, the panels, the prompt and the action buttons from the legal action texts; clicks apply
// actions (a ship moves in two clicks: the ship, then its new edge; where several bandits may
// move, a click on one chooses it, then a click on a hex moves it). No rule is known here beyond
// those texts.

import { api, tokens, TableSocket } from './api.js';
import { classify, legalTexts, actionLabel, verbTitle } from './actions.js';
import { renderBoard } from './board.js';
import { BoardViewport } from './viewport.js';
import { GoldDialog } from './gold.js';
import { renderPlayers, renderHand, renderDice, renderBank } from './panels.js';
import { renderStruggle } from './struggle.js';
import { renderRivals, rivalsCards } from './rivals.js';
import { rivalsLabel, rivalsPast, RIVALS_PROMPTS } from './rivals_words.js';
import { TradeDialog } from './trade.js';
import { EventLog } from './log.js';
import { choose, toast } from './dialogs.js';
import { worldPrompt, renderRound, movableBandits, hexTargetsOf } from './world.js';
import { BoardKeeper } from './board_state.js';
import { SeatDeckPanel } from './seat_deck.js';
import { el, clear, seatName, human } from './util.js';

const $ = id => document.getElementById(id);
const params = new URLSearchParams(location.search);
const gameId = params.get('game');
const watching = params.has('watch') || !tokens.get(gameId);

// The latest view; `received` counts the messages taken in and `drawn` is its value at the last
// drawing (drawing waits for a pause in the messages: scheduleRender).
const view = { seat: watching ? null : tokens.seat(gameId), state: null, legal: [], seats: [], summary: null, status: null, actors: [], terminal: false, received: 0, drawn: 0 };
const log = new EventLog($('log'));
const trade = new TradeDialog(text => act(text));
const gold = new GoldDialog(text => act(text));
const viewport = new BoardViewport($('board'));
const boardKeeper = new BoardKeeper();   // the board, sent in the first update only
let busy = false;
let socket = null;
let bandit = null;   // the bandit chosen to move (World: 'robber', 'robber2', 'pirate', 'pirate2')
// A Rivals tournament seat whose deck its player gives while the game waits (seat_deck.js).
const seatDeck = new SeatDeckPanel($('seat-deck'), gameId, watching ? null : tokens.get(gameId));

// Verbs that always open a chooser (their variants are long or many), and those whose variants
// the hand panel or the trade dialog offers instead of the button row.
const CHOOSER_VERBS = new Set(['trade_market', 'trade_deck', 'trade_player', 'library', 'guild', 'build_expansion',
  'play_year_of_plenty', 'play_monopoly', 'move_robber']);
const CLASSIC_ELSEWHERE = new Set(['trade_bank', 'offer', 'play_knight', 'play_road_building', 'play_year_of_plenty', 'play_monopoly', 'pick_gold']);
// The games drawn on a hex board (the rest: the Struggle's card table).
const BOARD_GAMES = new Set(['classic', 'seafarers', 'world']);
const GAME_TITLES = { classic: 'Catan', seafarers: 'Catan: Seafarers', world: 'World Catan', struggle: 'The Struggle for Catan', rivals: 'Rivals for Catan' };
// Rivals: verbs whose actions are clicks on the table (cards, sites, regions, stacks), not buttons.
const RIVALS_ON_TABLE = new Set(['start_stack', 'build', 'road', 'settlement', 'city', 'pay', 'gain', 'draw', 'bury',
  'take_top', 'search', 'feud_name', 'feud_choose', 'ff_pick', 'return', 'caravan', 'goldsmith', 'brigitta', 'ship_trade', 'relocate']);

const names = s => seatName(view.seats, s) + (s === view.seat ? ' (you)' : '');
// A legal action's label: Rivals names its cards and regions from the view and the card table.
const labelOf = text => (view.state?.game === 'rivals'
  ? rivalsLabel(text, view.state, rivalsCards(render), view.seat ?? 0) : actionLabel(text, names));
// The log's sentence for an applied action where the game has its own words (Rivals), else null.
const logWords = a => (view.state?.game === 'rivals' ? rivalsPast(a.text, view.state, rivalsCards(render), a.player) : null);

async function act(text) {
  if (!text || busy || !socket) return;
  busy = true;
  renderActions();
  try {
    await socket.apply(text);
  } catch (err) {
    toast(`${err.code ? err.code + ': ' : ''}${err.message}`);
  } finally {
    busy = false;
    render();
  }
}

// Several actions for one click (a hex with several victims, a card with several uses): ask.
// ask: show the choice even for a single action (one that cannot be taken back).
async function pick(texts, title, label = labelOf, ask = false) {
  if (texts.length === 1 && !ask) return act(texts[0]);
  const value = await choose(title, texts.map(t => ({ label: label(t), value: t })));
  if (value) act(value);
}

function onMessage(msg) {
  if (msg.seat !== undefined && !watching) view.seat = msg.seat;
  if (msg.state) view.state = boardKeeper.complete(msg.state);
  if (msg.legal) view.legal = legalTexts(msg.legal);
  if (msg.seats) view.seats = msg.seats;
  if (msg.summary) view.summary = msg.summary;
  if (msg.actors) view.actors = msg.actors;
  if (msg.terminal !== undefined) view.terminal = msg.terminal;
  if (msg.status) view.status = msg.status;
  if (watching) view.legal = [];
  if (msg.applied) log.add(msg.applied, names, view.state?.game, logWords);
  view.received++;
  scheduleRender();
}

// Draws after the messages already waiting, and at most every RENDER_GAP_MS: when updates come
// faster than a large board is drawn and laid out (bots playing on a 225-hex World map), only the
// latest view is drawn and the page stays responsive.
const RENDER_GAP_MS = 120;
let renderQueued = false, lastRender = 0;
function scheduleRender() {
  if (renderQueued) return;
  renderQueued = true;
  setTimeout(() => {
    renderQueued = false;
    lastRender = performance.now();
    render();
  }, Math.max(0, lastRender + RENDER_GAP_MS - performance.now()));
}

function render() {
  const state = view.state;
  if (!state) return;
  view.drawn = view.received;
  const summary = view.summary || {};
  $('title').textContent = `${GAME_TITLES[state.game] || state.game} · game ${gameId}` +
    (view.seat !== null ? ` · ${seatName(view.seats, view.seat)}` : ' · watching');
  const targets = classify(busy ? [] : view.legal);
  const over = isOver();
  const bandits = banditChoice(targets);

  if (BOARD_GAMES.has(state.game)) {
    $('board-wrap').classList.remove('hidden');
    renderBoard($('board'), state, { targets, onTarget, selectedShip: movingShip(), viewport, bandits });
    renderRound($('round'), state, s => seatName(view.seats, s), view.seat);
    renderPlayers($('players'), state, { seat: view.seat, seats: view.seats, summary });
    renderHand($('hand'), state, { seat: view.seat, playable: targets.groups, onPlay: verb => pick(targets.groups.get(verb), verbTitle(verb)) });
    renderDice($('dice'), state.last_roll);
    renderBank($('bank'), state);
    // Offers are not in the legal list (docs/server.md): the player in his turn (World: his
    // window) may offer.
    const canOffer = !over && view.seat !== null && (targets.groups.has('offer') ||
      (state.phase === 'main' && state.actor === view.seat && state.rolled && targets.groups.has('end_turn')));
    const tradeButton = $('trade-button');
    tradeButton.classList.toggle('hidden', view.seat === null || over);
    tradeButton.disabled = !(canOffer || targets.groups.has('trade_bank') || state.offer);
    trade.update({ state, seat: view.seat, names, groups: targets.groups, canOffer });
    gold.update({ state, seat: view.seat, picks: targets.groups.get('pick_gold') || [], busy, bankPick: state.seven_step === 3 });
  } else if (state.game === 'rivals') {
    $('rivals').classList.remove('hidden');
    $('hand').classList.add('hidden');
    $('players').parentElement.classList.add('hidden');
    renderRivals($('rivals'), state, { seat: view.seat, names, legal: busy ? [] : view.legal, act, onPick: pick, redraw: render });
    clear($('dice')).append(el('span', {}, `Turn ${state.turn + 1} · ${human(state.phase)}`));
    clear($('bank'));
  } else {
    $('struggle').classList.remove('hidden');
    $('hand').classList.add('hidden');
    $('players').parentElement.classList.add('hidden');
    renderStruggle($('struggle'), state, { seat: view.seat, names, groups: targets.groups, onPick: pick });
    clear($('dice')).append(el('span', {}, `Turn ${state.turn} · phase ${human(state.phase)}`));
    clear($('bank'));
  }

  renderPrompt(state, over);
  renderActions();
  seatDeck.update(view);
  $('resign-button').classList.toggle('hidden', view.seat === null || over);
  const replay = $('replay-link');
  replay.classList.toggle('hidden', !over);
  replay.href = api.replayUrl(gameId);
  replay.setAttribute('download', `catan-${gameId}.json`);
}

// Where several bandits may move (World), the ones that may be chosen and the chosen one; the
// hex targets are narrowed to the chosen bandit's (targets.hex is replaced).
function banditChoice(targets) {
  const movable = movableBandits([...targets.hex.values()].flat());
  if (!movable.has(bandit)) bandit = null;
  if (movable.size < 2) return null;
  if (bandit) targets.hex = hexTargetsOf(targets.hex, movable.get(bandit));
  return { movable: new Set(movable.keys()), selected: bandit };
}

// The ship this player picked up to move (S§5), waiting for its new place; null when none.
function movingShip() {
  const state = view.state;
  return state?.phase === 'move_ship' && state.actor === view.seat ? state.ship_moving : null;
}

// Puts the picked-up ship back where it was.
function keepShip() {
  if (movingShip() !== null && view.legal.includes('cancel')) act('cancel');
}

// A click on the board: a ship picks it up to move (a click on the picked-up ship puts it back);
// anything else applies its action (or asks which, when several share the place).
function onTarget(kind, id, texts) {
  if (kind === 'selected-ship') return keepShip();
  if (kind === 'bandit') { bandit = bandit === id ? null : id; render(); return; }
  pick(texts, `${human(kind)} ${id}`);
}

function isOver() {
  return view.terminal || view.state?.phase === 'game_over' || view.status === 'finished';
}

const CLASSIC_PROMPTS = {
  setup_settlement: 'Place a settlement: click a highlighted corner.',
  setup_road: 'Place a road next to it: click a highlighted edge.',
  pre_roll: 'Roll the dice (or play a knight first).',
  discard: 'Too many cards: discard half of them.',
  move_robber: 'Move the robber: click a highlighted hex.',
  main: 'Build (click the board), trade, buy a card, or end your turn.',
  gold: 'A gold field pays you: pick your resources.',
  road_building: 'Road building: place your free roads.',
  trade_answer: 'Answer the trade offer.',
  trade_confirm: 'Choose whom to trade with, or cancel.',
  special_build: 'Special building phase: build or pass.',
  paired: 'Your part of the paired turn.',
};
const STRUGGLE_PROMPTS = {
  trade: 'Trade phase: trade with the deck, the market or a player, or end the trade phase.',
  build: 'Build phase: build, or end the build phase.',
  pay: 'Choose how to pay.',
  give: 'Give a card back.',
  library_take: 'Library: pick a card from the open hand.',
  direction: 'Flip the direction card, or keep it.',
  discard: 'Brigand attack: discard cards.',
  market_day: 'Market day: take a market card, or pass.',
};

// The prompt of a table still waiting for players (or, every seat taken, for the players' decks): the invitation link to share (it opens the
// lobby with this game's free seat offered) and a button that copies it.
function showInvite(prompt) {
  const link = `${location.origin}${location.pathname.replace(/game\.html$/, 'index.html')}?join=${encodeURIComponent(gameId)}`;
  const copy = el('button', { type: 'button', id: 'invite-copy', onclick: () =>
    navigator.clipboard?.writeText(link).then(() => toast('Link copied.'), () => toast('Copy the link by hand.')) }, 'Copy link');
  clear(prompt).append('Waiting for players to join. Share this link: ',
    el('a', { href: link, id: 'invite-link' }, link), ' ', copy);
}

// Seafarers: the same prompts where ships or the pirate come in (World: world.js).
const SEAFARERS_PROMPTS = {
  ...CLASSIC_PROMPTS,
  setup_road: 'Place a road or a ship next to it: click a highlighted edge.',
  move_robber: 'Move the robber (a land hex) or the pirate (a sea hex): click a highlighted hex.',
  main: 'Build roads, ships and towns (click the board), move a ship (click it), trade, buy a card, or end your turn.',
  road_building: 'Road building: place your free roads or ships.',
  move_ship: 'Move the ship: click a highlighted edge (or the ship again to keep it where it is).',
};

function renderPrompt(state, over) {
  const prompt = $('prompt');
  const banner = $('banner');
  banner.classList.toggle('hidden', !over);
  if (over) {
    const winner = state.winner ?? view.summary?.winner;
    banner.textContent = winner === null || winner === undefined ? 'The game has ended.' : `${names(winner)} wins!`;
  }
  prompt.classList.toggle('wait', !view.legal.length);
  if (over) { prompt.textContent = 'Game over.'; return; }
  if (view.status === 'waiting' && view.seats.some(s => s.kind === 'human' && !s.taken)) { showInvite(prompt); return; }
  if (view.status === 'waiting') { prompt.textContent = "Waiting for the players' decks…"; return; }
  if (view.legal.length) {
    const prompts = state.game === 'struggle' ? STRUGGLE_PROMPTS : state.game === 'rivals' ? RIVALS_PROMPTS : state.game === 'classic' ? CLASSIC_PROMPTS : SEAFARERS_PROMPTS;
    let text = (state.game === 'world' && worldPrompt(state)) || prompts[state.phase] || `Your move (${human(state.phase)}).`;
    const me = state.players.find(p => p.seat === view.seat);
    if (state.phase === 'discard' && me) text = `Discard ${me.discard_owed} more card${me.discard_owed === 1 ? '' : 's'}.`;
    if (state.game === 'struggle' && state.phase === 'trade') text += ` (${state.trades_left} trade${state.trades_left === 1 ? '' : 's'} left)`;
    prompt.textContent = text;
    return;
  }
  const actors = (view.actors.length ? view.actors : state.actors || []).filter(a => a !== 'chance');
  prompt.textContent = actors.length ? `Waiting for ${actors.map(names).join(', ')}…` : 'Waiting…';
}

function renderActions() {
  const node = clear($('actions'));
  if (!view.state) return;
  const { groups } = classify(view.legal);
  const classic = BOARD_GAMES.has(view.state.game);
  if (groups.has('pick_gold')) {
    node.append(el('button', { type: 'button', class: 'primary', 'data-verb': 'pick_gold', disabled: busy, onclick: () => gold.open() }, verbTitle('pick_gold')));
  }
  const moving = movingShip() !== null;
  const rivals = view.state.game === 'rivals';
  for (const [verb, texts] of groups) {
    if (classic && CLASSIC_ELSEWHERE.has(verb)) continue;
    if (rivals && RIVALS_ON_TABLE.has(verb)) continue;
    if (moving && verb === 'cancel') {
      node.append(el('button', { type: 'button', id: 'cancel-ship', disabled: busy, onclick: keepShip }, 'Keep the ship where it is'));
      continue;
    }
    if (texts.length === 1) {
      node.append(button(texts[0], endLabel(texts[0]) || labelOf(texts[0])));
    } else if (texts.length <= 5 && !CHOOSER_VERBS.has(verb)) {
      for (const t of texts) node.append(button(t, labelOf(t)));
    } else {
      const title = verbTitle(verb).replace(/…?$/, '…');
      node.append(el('button', { type: 'button', 'data-verb': verb, disabled: busy, onclick: () => pick(texts, title) }, title));
    }
  }
  const board = classify(view.legal);
  if (classic && (board.vertex.size || board.edge.size || board.hex.size || board.ship.size)) {
    node.append(el('span', { class: 'muted' }, 'or click a highlighted place on the board'));
  }
}

// World: end_turn ends a window or a part of phase 3.
function endLabel(text) {
  const state = view.state;
  if (text !== 'end_turn' || state?.game !== 'world' || state.context === 'setup') return null;
  return state.context === 'special_build' ? 'End your part' : 'End your window';
}

function button(text, label) {
  const primary = /^(roll|end_turn|end_trade|end_build|end_actions|accept)$/.test(text);
  return el('button', { type: 'button', class: primary ? 'primary' : '', 'data-action': text, disabled: busy, onclick: () => act(text) }, label);
}

$('trade-button').addEventListener('click', () => trade.open());
$('zoom-in').addEventListener('click', () => viewport.zoomAt(1.4));
$('zoom-out').addEventListener('click', () => viewport.zoomAt(1 / 1.4));
$('zoom-fit').addEventListener('click', () => viewport.fit());
document.addEventListener('keydown', ev => {
  if (ev.key === 'Escape') { keepShip(); if (bandit) { bandit = null; render(); } }
});
$('resign-button').addEventListener('click', async () => {
  const yes = await choose('Resign? A bot plays your seat for the rest of the game.', [{ label: 'Resign', value: 'resign' }]);
  if (!yes) return;
  try { await socket.resign(); log.note('You resigned; a bot plays your seat now.'); } catch (err) { toast(err.message); }
});

if (!gameId) {
  $('prompt').textContent = 'No game given: open a table from the lobby.';
} else {
  socket = new TableSocket(gameId, watching ? null : tokens.get(gameId), {
    onUpdate: onMessage,
    onStatus: s => { $('status').textContent = s; },
    onError: err => toast(`${err.code ? err.code + ': ' : ''}${err.message}`),
  });
  window.catanTable = view;
  // On a phone the prompt and the buttons stay at the bottom of the screen: keep room for them.
  const bar = $('actionbar');
  new ResizeObserver(() => {
    document.body.style.paddingBottom = getComputedStyle(bar).position === 'fixed' ? `${bar.offsetHeight + 8}px` : '';
  }).observe(bar);   // for tests and debugging: the latest view
}
