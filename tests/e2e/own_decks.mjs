// own_decks.mjs — the flow `rivals-own-decks`: a Rivals tournament whose two players each choose
// their secret deck at the table (docs/server.md, "Decks chosen at sit-down"). Ann creates the
// game in the lobby with both seats' decks "chosen by the player" and sits down; her deck file
// breaking the rules is refused with the check's errors, then she gives the shipped trade deck.
// Bob, in another browser profile, follows her invitation link and gives the deck his deck builder
// saved in his browser (decks/progress.deck's text). The game then starts: each sees his own
// deck's starting cards and none of the other's cards, and Ann makes her first move.

import { readFileSync } from 'node:fs';
import { openPage, shot, waitView, assert, checkErrors } from './lib.mjs';

const deckFile = name => readFileSync(new URL(`../../decks/${name}.deck`, import.meta.url), 'utf8');
const handOf = v => v.state.players[v.seat].hand.map(c => v.state.kinds[c]).sort().join();

async function createGame(ann, base) {
  await ann.goto(`${base}/index.html`);
  await ann.fill('#name', 'Ann');
  await ann.selectOption('#ruleset', 'rivals');
  await ann.locator('#opt-mode').waitFor();
  await ann.selectOption('#opt-mode', 'tournament');
  await ann.selectOption('#seat-1', 'human');
  for (const seat of [0, 1]) await ann.selectOption(`#deck-${seat}`, 'own');
  await ann.fill('#seed', '6');
  await ann.click('#create-button');
  await ann.waitForURL(/game\.html\?game=/);
}

// Ann's deck: a file breaking the rules (refused, its errors listed), then the shipped trade deck.
async function annGivesDeck(ann) {
  await ann.locator('#seat-deck:not(.hidden) #own-deck-give').waitFor();
  const bad = deckFile('trade').replace('1 Trade Master', '2 Trade Master').replace('1 Merchant\n', '');
  await ann.selectOption('#own-deck', 'file');
  await ann.setInputFiles('#own-deck-file', { name: 'broken.deck', mimeType: 'text/plain', buffer: Buffer.from(bad) });
  await ann.locator('#own-deck option[value="file"]', { hasText: 'broken.deck' }).waitFor({ state: 'attached' });
  await ann.click('#own-deck-give');
  const errors = ann.locator('#own-deck-errors li', { hasText: 'attack-card' });
  await errors.first().waitFor();
  assert(!(await ann.locator('#own-deck-status').innerText()).includes('is in'), 'the refused deck is not in');
  await ann.locator('#own-deck option[value="shipped:trade"]').waitFor({ state: 'attached' });
  await ann.selectOption('#own-deck', 'shipped:trade');
  await ann.click('#own-deck-give');
  await ann.locator('#own-deck-status', { hasText: 'Your deck is in (trade)' }).waitFor();
  assert(await ann.locator('#own-deck-errors li').count() === 0, 'no errors left once the deck is in');
}

export async function rivalsOwnDecksFlow(browser, base, artifacts) {
  const ann = await openPage(browser, { width: 1280, height: 900 });
  await createGame(ann, base);
  const gameId = new URL(ann.url()).searchParams.get('game');
  await ann.locator('#prompt', { hasText: 'Waiting for players to join' }).waitFor();
  await annGivesDeck(ann);
  await shot(ann, artifacts, 'rivals-own-decks-01-ann-deck-in');
  const summary = await (await fetch(`${base}/api/games/${gameId}`)).text();
  assert(!summary.includes('merchant_caravan') && summary.includes('"deck_given":true'), 'the summary says the deck is in, not which');

  const bob = await openPage(browser);   // another browser profile, with a deck of his builder
  await bob.goto(`${base}/index.html`);
  await bob.evaluate(text => localStorage.setItem('catan.decks', JSON.stringify({ 'e2e-progress': text })), deckFile('progress'));
  await bob.goto(await ann.locator('#invite-link').getAttribute('href'));
  await bob.fill('#name', 'Bob');
  await bob.click('#invite-join');
  await bob.waitForURL(/game\.html\?game=/);
  await ann.locator('#prompt', { hasText: "Waiting for the players' decks" }).waitFor();
  await bob.locator('#own-deck option[value="saved:e2e-progress"]').waitFor({ state: 'attached' });
  await bob.selectOption('#own-deck', 'saved:e2e-progress');
  await bob.click('#own-deck-give');

  const b = await waitView(bob, v => v.status === 'playing', 'the game to start for Bob');
  const a = await waitView(ann, v => v.status === 'playing' && v.legal.length > 0, 'Ann to make the first move');
  assert(a.seat === 0 && handOf(a) === 'gold_ship,marketplace,merchant_caravan', `Ann's hand is the trade deck's: ${handOf(a)}`);
  assert(a.state.kinds.slice(35).every(k => k === null), "Ann sees none of Bob's cards");
  assert(b.seat === 1 && b.state.kinds.slice(0, 35).every(k => k === null), "Bob sees none of Ann's cards");
  assert(b.state.kinds.slice(35).filter(k => k === 'university').length === 2, "Bob's cards are the progress deck's");
  for (const page of [ann, bob]) assert(await page.locator('#seat-deck').isHidden(), 'the deck panel leaves once the game starts');
  await shot(bob, artifacts, 'rivals-own-decks-02-bob-playing');
  const before = a.state.actions;
  await ann.locator('#actions button[data-action="end_actions"]').click();
  await waitView(ann, v => v.state.actions > before, "Ann's first move");
  // the refused deck's answer (400) is the one failed load the browser reports
  ann.errors = ann.errors.filter(e => !e.includes('status of 400 (Bad Request)'));
  for (const page of [ann, bob]) { checkErrors(page); await page.context().close(); }
}
