// deck.mjs — the Rivals deck builder (web/deck.html) against the real server: loads a shipped
// deck file (valid, 35 cards), removes a card (34: the server names the deck-size rule), adds it
// back, finds a named unit at its limit blocked, moves the starting cards, refuses a malformed
// pasted file without touching the deck, and saves the file, whose text the server then finds valid
// and which the lobby then offers for a tournament's seats.

import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openPage, shot, assert, checkErrors } from './lib.mjs';

const decks = fileURLToPath(new URL('../../decks/', import.meta.url));

// Waits until the count (cards, starting, stacks) reads `text`.
const waitCount = (page, which, text) => page.locator(`[data-count="${which}"]`, { hasText: text }).waitFor({ timeout: 10000 });
const button = (page, name) => page.getByRole('button', { name, exact: true });

// Waits until the server's check (the status box) says `words`.
async function waitCheck(page, words) {
  await page.getByRole('status', { name: 'Check' }).filter({ hasText: words }).waitFor({ timeout: 10000 });
}

export async function deckFlow(browser, base, artifacts) {
  const page = await openPage(browser);
  await page.goto(`${base}/index.html`);
  await page.getByRole('link', { name: 'Rivals deck builder' }).click();
  await page.waitForURL(/deck\.html/);
  await page.locator('body[data-ready="1"]').waitFor();
  assert(await page.getByRole('checkbox', { name: /basic/ }).isDisabled(), 'the base box is always brought');

  // Load heroes.deck through the file input: valid, 35 cards.
  await page.getByLabel('Load a deck file').setInputFiles(`${decks}/heroes.deck`);
  await waitCheck(page, 'Valid: 35 cards, 3 starting, 32 in the stacks');
  await waitCount(page, 'cards', 'cards: 35 / 35');
  await waitCount(page, 'starting', 'starting: 3 / 3');
  await shot(page, artifacts, 'deck-01-loaded');

  // One card less: 34, and the server names the rule.
  await button(page, 'Remove Scout').click();
  await waitCheck(page, 'Not valid');
  await waitCount(page, 'cards', 'cards: 34 / 35');
  const rules = await page.locator('.deck-errors li').evaluateAll(li => li.map(x => x.dataset.rule));
  assert(rules.length === 1 && rules[0] === 'deck-size', `the deck-size rule: ${rules}`);
  await shot(page, artifacts, 'deck-02-short');

  // The pool, filtered by name: Scout may be added again, Austin (a named unit) is at its limit.
  await page.getByLabel('Filter by name').fill('Scout');
  const names = await page.locator('#pool tr').evaluateAll(tr => tr.map(x => x.dataset.card));
  assert(names.includes('Scout') && names.every(n => /scout/i.test(n)), `the name filter: ${names}`);
  await button(page, 'Add Scout').click();
  await waitCheck(page, 'Valid: 35 cards');
  await page.getByLabel('Filter by name').fill('Austin');
  assert(await button(page, 'Add Austin').isDisabled(), 'Austin at its limit cannot be added');
  assert(await button(page, 'Add Austin to the deck').isDisabled(), 'nor from the deck list');
  assert((await page.locator('#pool tr', { hasText: 'Austin' }).textContent()).includes('1 / 1'), 'Austin shows 1 / 1');
  await page.getByLabel('Filter by name').fill('');
  await page.getByLabel('Type').selectOption('attack');
  const attacks = await page.locator('#pool tr td:nth-child(3)').allTextContents();
  assert(attacks.length > 0 && attacks.every(t => t.includes('attack')), `the type filter: ${attacks}`);
  assert(attacks.some(t => t.includes('attack')) && attacks.length < 40, `attack cards only: ${attacks.length}`);
  await page.getByLabel('Type').selectOption('');

  // Starting cards: Austin back to the stacks, Scout among the three instead.
  assert(await button(page, 'Mark Scout as a starting card').isDisabled(), 'no fourth starting card');
  await button(page, 'Unmark Austin as a starting card').click();
  await waitCheck(page, 'Not valid');
  await waitCount(page, 'starting', 'starting: 2 / 3');
  assert(await page.locator('.deck-errors li[data-rule="start-cards"]').count() === 1, 'the start-cards rule');
  await button(page, 'Mark Scout as a starting card').click();
  await waitCheck(page, 'Valid: 35 cards, 3 starting');

  // A malformed file pasted: refused whole, the deck unchanged.
  const kept = await page.getByLabel(/Deck text/).inputValue();
  await page.getByLabel(/Deck text/).fill('eras: base\nstart:\n1 Nobody Known\n');
  await button(page, 'Load the text').click();
  await page.locator('#file-error', { hasText: 'not loaded' }).waitFor();
  assert(await page.locator('.deck-errors li[data-rule="unknown-card"]').count() === 1, 'the unknown card is named');
  await waitCount(page, 'cards', 'cards: 35 / 35');
  await page.getByLabel(/Deck text/).fill(kept);
  await button(page, 'Load the text').click();
  await waitCheck(page, 'Valid: 35 cards');
  await shot(page, artifacts, 'deck-03-valid');

  // Save: the download is a deck file the server finds valid, with Scout among the starting cards.
  await page.getByLabel('Deck name').fill('heroes-scout');
  const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'Save the deck file').click()]);
  assert(download.suggestedFilename() === 'heroes-scout.deck', `the file name: ${download.suggestedFilename()}`);
  const text = fs.readFileSync(await download.path(), 'utf8');
  fs.writeFileSync(`${artifacts}/heroes-scout.deck`, text);
  const answer = await (await fetch(`${base}/api/rivals/decks/check`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: text })).json();
  assert(answer.valid && answer.cards === 35, `the saved file is valid: ${JSON.stringify(answer.errors)}`);
  const starting = answer.deck.start.map(e => e.name);
  assert(starting.includes('Scout') && !starting.includes('Austin'), `the starting cards saved: ${starting}`);
  // The saved deck is kept in the browser: the lobby offers it for a tournament's seats.
  await page.goto(`${base}/index.html`);
  await page.selectOption('#ruleset', 'rivals');
  await page.locator('#opt-mode').waitFor();
  await page.selectOption('#opt-mode', 'tournament');
  await page.locator('#deck-0 option[value="saved:heroes-scout"]').waitFor({ state: 'attached' });
  assert(await page.locator('#deck-1 option[value="shipped:trade"]').count() === 1, 'the lobby offers the shipped decks');
  await shot(page, artifacts, 'deck-04-lobby');
  checkErrors(page);
  await page.context().close();
}
