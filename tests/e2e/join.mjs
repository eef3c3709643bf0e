// join.mjs — two people at one table: Ann creates a game with two human seats and waits; Bob
// joins it through the invitation link her table shows, and each sees his own seat: Ann is to place a settlement,
// Bob waits for her; a spectator sees the same board with no hand.

import { openPage, shot, waitView, assert, checkErrors } from './lib.mjs';

export async function joinFlow(browser, base, artifacts) {
  const ann = await openPage(browser);
  await ann.goto(`${base}/index.html`);
  await ann.fill('#name', 'Ann');
  await ann.selectOption('#ruleset', 'classic');
  await ann.selectOption('#players', '3');
  await ann.selectOption('#seat-1', 'human');
  await ann.click('#create-button');
  await ann.waitForURL(/game\.html\?game=/);
  const gameId = new URL(ann.url()).searchParams.get('game');
  await ann.locator('#prompt', { hasText: 'Waiting for players to join' }).waitFor();
  await shot(ann, artifacts, 'join-01-waiting');

  const link = await ann.locator('#invite-link').getAttribute('href');
  assert(link.endsWith(`index.html?join=${gameId}`), `the table offers an invitation link: ${link}`);

  const bob = await openPage(browser, { width: 390, height: 844 });   // another browser profile
  await bob.goto(link);                                                // Bob follows Ann's link
  await bob.fill('#name', 'Bob');
  await bob.click('#invite-join');
  await bob.waitForURL(/game\.html\?game=/);
  const b = await waitView(bob, v => v.status === 'playing', 'the game to start for Bob');
  assert(b.seat === 1 && b.legal.length === 0, 'Bob has seat 1 and waits');
  await bob.locator('#prompt', { hasText: 'Waiting for Ann' }).waitFor();
  const a = await waitView(ann, v => v.legal.some(t => t.startsWith('build_settlement')), 'Ann to place a settlement');
  assert(a.seat === 0, 'Ann has seat 0');
  await shot(bob, artifacts, 'join-02-bob-waits');

  const watcher = await openPage(browser);
  await watcher.goto(`${base}/game.html?game=${gameId}&watch`);
  const w = await waitView(watcher, v => v.status === 'playing', 'the spectator view');
  assert(w.seat === null && w.legal.length === 0 && w.state.players.every(p => p.hand === undefined), 'a spectator sees no hand');
  assert(await watcher.locator('[data-target]').count() === 0, 'nothing to click for a spectator');
  await shot(watcher, artifacts, 'join-03-spectator');
  for (const page of [ann, bob, watcher]) { checkErrors(page); await page.context().close(); }
}
