// rivals.mjs — Rivals for Catan in the browser against the heuristic bot, once per mode in MODES:
// the introductory game (flow `rivals`) and the Duel of the Princes (flow `rivals-duel`). The game
// is made in the lobby; the table must show what the mode sets up (two principalities of six
// regions, its draw stacks, the stacks a starting hand may come from; in the duel also the era
// cards among the game's cards and the unseen events in the count before Yule). Then the person
// plays by clicks only: stacks for the starting hand and the draws, a hand card and then a lit
// site to build it, regions to pay and gain, the row's ends for roads and settlements, a town for
// a city, the buttons for the rest. On the way he clicks one of his own site cards in an action
// phase, which must offer giving it up ('abandon'), and nothing of the opponent's hand may ever
// reach his view. After MY_TURNS turns with something built and points won he resigns and the
// bots finish the game. The tournament has a flow of its own (`rivals-tournament`, at the end).

import { readFileSync } from 'node:fs';
import { openPage, shot, waitView, assert, isOver, chooseInDialog, checkErrors, resignToEnd } from './lib.mjs';

const MY_TURNS = 8;

// What each mode must look like on the table. stacks: draw stacks shown; startStacks: those a
// starting hand may be taken from; eras: card sets besides the Basic one in the game; cards: the
// number of draw cards; unseen: events in the stack nobody has seen at the start; drawFrom: the
// clickable stack a draw takes ('last' reaches the duel's era stacks); seconds: the limit on the
// turns played.
const MODES = {
  intro: { prefix: 'rivals', win: 7, stacks: 4, startStacks: 4, eras: [], cards: 36, unseen: 0, drawFrom: 'first', seconds: 45 },
  duel: { prefix: 'rivals-duel', win: 13, stacks: 6, startStacks: 3, eras: ['gold', 'turmoil', 'progress'], cards: 74, unseen: 6,
    drawFrom: 'last', seconds: 60 },
};

export const rivalsFlow = (browser, base, artifacts) => playRivals(browser, base, artifacts, 'intro');
export const rivalsDuelFlow = (browser, base, artifacts) => playRivals(browser, base, artifacts, 'duel');

async function playRivals(browser, base, artifacts, mode) {
  const cfg = MODES[mode];
  const page = await openPage(browser, { width: 1280, height: 900 });
  const snap = name => shot(page, artifacts, `${cfg.prefix}-${name}`);
  const rules = await (await fetch(`${base}/api/rules`)).json();
  // A card of the Basic set may have copies in an era under the same key: a key is an era's only
  // when no Basic card has it.
  const cards = new Map();
  for (const c of rules.cards.rivals) if (!cards.has(c.key) || c.set === 'basic') cards.set(c.key, c);

  await createInLobby(page, base, mode);

  let v = await waitView(page, x => x.legal.length > 0, 'the choice of a starting stack');
  assert(await page.locator('.rvrow').count() === 2, 'two principalities');
  assert(await page.locator('.rvgrid .region').count() === 12, 'six regions in each');
  assert(await page.locator('.pile.deck').count() === cfg.stacks, `${cfg.stacks} draw stacks shown`);
  assert(await page.locator('.pile.deck.clickable').count() === cfg.startStacks, `${cfg.startStacks} stacks to choose from`);
  await checkSetUp(page, v, cfg, cards);
  assert(await page.locator('.rvrow .head .vp', { hasText: `/ ${cfg.win} VP` }).count() === 2, `both rows show the ${cfg.win} points that win`);
  await snap('02-table');

  const startVp = v.state.vp[v.seat];
  let myTurns = 0, builtCards = 0, built = 0, lastTurn = -1, abandoned = false, eraCard = !cfg.eras.length;
  const start = Date.now();
  while (myTurns < MY_TURNS || !(built && v.state.vp[v.seat] > startVp)) {
    if (Date.now() - start > cfg.seconds * 1000) throw new Error(`${cfg.prefix}: ${myTurns} turns, ${built} built, ${v.state.vp[v.seat]} VP after ${cfg.seconds} s`);
    v = await waitView(page, x => x.legal.length > 0 || isOver(x), 'my move', 30000);
    if (isOver(v)) break;
    const me = v.state.players[v.seat], opp = v.state.players[1 - v.seat];
    assert(opp.hand === null || opp.hand.length === 0 || v.phase === 'ff_pick', 'the opponent\'s hand is hidden');
    assert(v.state.stacks.every(s => !s.cards?.length || v.phase === 'search'), 'the stacks\' order is hidden');
    if (v.state.scalars.current === v.seat && v.state.turn !== lastTurn) { myTurns++; lastTurn = v.state.turn; }
    if (!eraCard) eraCard = await eraCardShown(page, v, cfg, cards);
    if (!abandoned && v.phase === 'action' && me.sites.length) {
      await abandonByClick(page, v, me.sites[0]);
      await snap('03b-card-given-up');
      abandoned = true;
      continue;
    }
    const before = v.state.actions, sites = me.sites.length, towns = me.towns.length + me.roads.length;
    await move(page, v, cfg);
    v = await waitView(page, x => x.state.actions > before || isOver(x), 'the action to apply', 30000);
    const now = v.state.players[v.seat];
    if (now.sites.length > sites) {
      builtCards++;
      if (builtCards === 1) {   // the card is drawn on its site, by name, and the log says so
        const id = now.sites.find(x => !me.sites.some(y => y.site === x.site)).card;
        const name = await page.locator(`.rvrow.mine .rvgrid .rvcard[data-card="${id}"] .name`).textContent();
        await page.locator('#log', { hasText: `builds ${name}` }).waitFor({ timeout: 5000 });
        await snap('03-card-built');
      }
    }
    if (now.sites.length + now.towns.length + now.roads.length > sites + towns) built++;
  }
  assert(built > 0, 'something was built');
  assert(abandoned, 'a card of his stood on a site in an action phase, and he gave it up');
  assert(eraCard, `a card of an era (${cfg.eras}) came to the hand`);
  const log = await page.locator('#log').textContent();
  assert(/takes the starting hand from stack/.test(log) && /production \d, event die/.test(log), 'the log tells the game in words');
  await snap('04-after-turns');
  await resignToEnd(page, 60000);
  await snap('05-finished');
  checkErrors(page);
  await page.context().close();
}

// Makes a Rivals game of `mode` in the lobby, Rhea against the heuristic bot, and opens its table.
// The lobby offers every mode, and no board (a card game has none).
// decks (the tournament): each seat's choice in the lobby's deck list, by value ('shipped:trade',
// 'saved:NAME', '' for the default).
async function createInLobby(page, base, mode, decks = null) {
  await page.goto(`${base}/index.html`);
  await page.fill('#name', 'Rhea');
  await page.selectOption('#ruleset', 'rivals');
  await page.locator('#opt-mode').waitFor();
  const modes = await page.locator('#opt-mode option').evaluateAll(os => os.map(o => o.value));
  assert(['intro', 'gold', 'turmoil', 'progress', 'duel', 'tournament'].every(m => modes.includes(m)), `the modes are offered: ${modes}`);
  assert(await page.locator('#board').isHidden(), 'a card game has no board to choose');
  await page.selectOption('#opt-mode', mode);
  await page.selectOption('#seat-1', 'heuristic');
  assert(await page.locator('#decks-box').isVisible() === (mode === 'tournament'), 'the decks are chosen for the tournament only');
  for (const [seat, value] of Object.entries(decks || {})) {
    await page.locator(`#deck-${seat} option[value="${value}"]`).waitFor({ state: 'attached' });
    await page.selectOption(`#deck-${seat}`, value);
  }
  await page.fill('#seed', '4');
  await page.click('#create-button');
  await page.waitForURL(/game\.html\?game=/);
}

// The mode's set-up as the table shows it: the game's cards come from the Basic set and the
// mode's eras only; the face-up stack of the theme games is absent; the count of events before
// Yule takes in those nobody has seen yet (the duel's half-moon events, R§6.3), and says so.
async function checkSetUp(page, v, cfg, cards) {
  const sets = new Set(v.state.kinds.map(k => cards.get(k).set));
  assert([...sets].sort().join() === ['basic', ...cfg.eras].sort().join(), `the game's cards are from ${[...sets]}`);
  assert(v.state.kinds.length === cfg.cards, `${v.state.kinds.length} draw cards`);
  assert(!v.state.theme?.faceup?.length, 'no face-up stack');
  const unseen = v.state.duel?.pool_unknown ?? 0;
  assert(unseen === cfg.unseen, `${unseen} unseen events`);
  const counted = await page.locator('.rvcentre .supply').textContent();
  const events = v.state.events.length + unseen;
  assert(counted.includes(`events left before Yule: ${events}${unseen ? ` (${unseen} unseen)` : ''}`), `the events are counted: ${counted}`);
}

// Whether a card of one of the mode's eras is in the person's hand in view v; if so the hand must
// show it by its name from the card table.
async function eraCardShown(page, v, cfg, cards) {
  const id = (v.state.players[v.seat].hand || []).find(c => cfg.eras.includes(cards.get(v.state.kinds[c]).set));
  if (id === undefined) return false;
  const name = cards.get(v.state.kinds[id]).name;
  const shown = await page.locator(`.rvhand .rvcard[data-card="${id}"] .name`).textContent();
  assert(shown === name, `the era card ${name} is shown in the hand (${shown})`);
  return true;
}

// Gives up his own card on `site` in the action phase: a button offers 'Remove your own card', and
// so does a click on the card, always through the chooser (a card given up cannot be taken back,
// so one click never does it); the card leaves the site and the log tells it.
async function abandonByClick(page, v, site) {
  const text = `abandon x${site.site}`;
  assert(v.legal.includes(text), `${text} is legal in the action phase: ${v.legal.filter(t => t.startsWith('abandon'))}`);
  const offer = page.locator(`#actions button[data-action="${text}"]`);
  assert(/^Remove your own card/.test(await offer.textContent()), 'the action buttons offer to remove the card');
  const card = page.locator(`.rvrow.mine .rvgrid .rvcard.on-site.clickable[data-card="${site.card}"]`);
  await card.click();
  const dialog = page.locator('dialog.chooser-dialog[open]');
  await dialog.waitFor({ timeout: 5000 });
  assert((await waitView(page, () => true, 'the view')).state.actions === v.state.actions, 'nothing happens before the choice');
  assert(/^Remove your own card/.test(await dialog.locator(`button[data-action="${text}"]`).textContent()), 'the chooser offers to remove the card');
  await chooseInDialog(page, text);
  const now = await waitView(page, x => x.state.actions > v.state.actions, 'the card given up');
  assert(!now.state.players[now.seat].sites.some(s => s.site === site.site), `the card at x${site.site} is gone`);
  await page.locator('#log', { hasText: `remove your own card at x${site.site}` }).waitFor({ timeout: 5000 });
}

// One move by clicking, chosen from the phase and what the table offers.
async function move(page, v, cfg) {
  const legal = v.legal;
  const has = re => legal.some(t => re.test(t));
  const clickThen = async locator => {
    const label = (await locator.textContent()) || '';
    await locator.click();
    if (await page.locator('dialog.chooser-dialog[open]').count() || /…$/.test(label)) await chooseInDialog(page);
  };
  if (has(/^roll$/)) return page.click('[data-action="roll"]');
  if (has(/^(start_stack|draw|bury|take_top) /)) {
    const decks = page.locator('.pile.deck.clickable');
    return clickThen(has(/^draw /) && cfg.drawFrom === 'last' ? decks.last() : decks.first());
  }
  if (has(/^(pay|gain) /)) return clickThen(page.locator('.rvrow.mine .region.clickable').first());
  if (v.phase === 'action') {
    const buildable = page.locator('.rvhand .rvcard.clickable').filter({ has: page.locator('.cost') });
    if (has(/^build /) && await buildable.count()) {
      const ids = legal.filter(t => t.startsWith('build ')).map(t => t.split(' ')[1].slice(1));
      await page.locator(`.rvhand .rvcard[data-card="${ids[0]}"]`).click();
      return clickThen(page.locator('.rvgrid .site.clickable').first());
    }
    if (has(/^city /)) return page.locator('.rvgrid .town.clickable').first().click();
    if (has(/^(settlement|road) /)) return clickThen(page.locator('.rvgrid .endslot.clickable').first());
    if (has(/^end_actions$/)) return page.click('[data-action="end_actions"]');
  }
  if (has(/^end_turn$/) && v.phase === 'exchange') return page.click('[data-action="end_turn"]');
  const onTable = page.locator('#rivals .clickable');
  if (await onTable.count()) return clickThen(onTable.first());
  return clickThen(page.locator('#actions button').first());
}

// The tournament (flow `rivals-tournament`, docs/rules/rivals.md §11.5): the person plays the
// shipped trade deck, chosen in the lobby, and the bot a deck saved by the deck builder in this
// browser (decks/progress.deck's text under a name of its own). The table must show eight own
// draw stacks (four a player, labelled with their owner) and two discard piles, the 15 points that win, the person's own deck by name (his hand
// its three starting cards) and none of the opponent's unseen cards; the person plays through the
// preparation round and some turns by clicking, with no error in the page.
export async function rivalsTournamentFlow(browser, base, artifacts) {
  const page = await openPage(browser, { width: 1280, height: 900 });
  const snap = name => shot(page, artifacts, `rivals-tournament-${name}`);
  const progress = readFileSync(new URL('../../decks/progress.deck', import.meta.url), 'utf8');
  await page.goto(`${base}/index.html`);
  await page.evaluate(text => localStorage.setItem('catan.decks', JSON.stringify({ 'e2e-progress': text })), progress);
  await createInLobby(page, base, 'tournament', { 0: 'shipped:trade', 1: 'saved:e2e-progress' });

  let v = await waitView(page, x => x.legal.length > 0, 'the first move');
  const hand = v.state.players[v.seat].hand.map(c => v.state.kinds[c]).sort();
  assert(v.seat === 0 && hand.join() === 'gold_ship,marketplace,merchant_caravan', `the hand is the trade deck's starting cards: ${hand}`);
  assert(v.state.kinds.slice(0, 35).filter(k => k === 'large_trade_ship').length === 2, "the person's 35 cards are the trade deck's");
  assert(await page.locator('.rvrow').count() === 2, 'two principalities');
  assert(await page.locator('.pile.deck').count() === 8, `8 draw stacks shown (${await page.locator('.pile.deck').count()})`);
  for (const [k, label] of [[0, 'your stack 1'], [3, 'your stack 4'], [4, "'s stack 5"], [7, "'s stack 8"]]) {
    const text = await page.locator(`.stack:has(.pile[data-stack="${k}"])`).innerText();
    assert(text.includes(label) && (k < 4) === !text.includes("'s"), `stack ${k + 1} shows its owner: ${text}`);
  }
  const piles = await page.locator('.stack[data-pile]').allInnerTexts();
  assert(piles.length === 2 && piles[0].includes('your discard') && piles[1].includes("'s discard"), `one discard pile a player: ${piles}`);
  assert(await page.locator('.rvrow .head .vp', { hasText: '/ 15 VP' }).count() === 2, 'both rows show the 15 points that win');
  const kinds = v.state.kinds;
  assert(kinds.length === 70, `70 draw cards (${kinds.length})`);
  const mine = kinds.filter(k => k !== null).length;
  assert(mine === 35, `the person's own 35 cards are named, the opponent's unseen ones not (${mine})`);
  assert(v.state.players[1 - v.seat].hand === null, "the opponent's hand is hidden");
  await snap('01-table');
  let moves = 0, turns = 0, lastTurn = -1;
  const start = Date.now();
  while (turns < 4 && Date.now() - start < 60000) {
    v = await waitView(page, x => x.legal.length > 0 || isOver(x), 'my move', 30000);
    if (isOver(v)) break;
    assert(v.state.players[1 - v.seat].hand === null, "the opponent's hand stays hidden");
    assert(v.state.stacks.every(s => !s.cards?.length || v.phase === 'search'), "the stacks' order is hidden");
    if (v.state.turn !== lastTurn && v.state.scalars.current === v.seat) { turns++; lastTurn = v.state.turn; }
    const before = v.state.actions;
    // the preparation round builds as the action phase does (R-92)
    await move(page, v.phase === 'prepare' ? { ...v, phase: 'action' } : v, { drawFrom: 'first' });
    v = await waitView(page, x => x.state.actions > before || isOver(x), 'the action to apply', 30000);
    moves++;
  }
  assert(moves >= 10, `the person played through the preparation round and on (${moves} moves, ${turns} turns)`);
  await snap('02-after-turns');
  await resignToEnd(page, 90000);
  await snap('03-finished');
  checkErrors(page);
  await page.context().close();
}
