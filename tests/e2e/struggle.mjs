// struggle.mjs — The Struggle for Catan on a phone-sized screen: create a game against two bots,
// trade by clicking a market card, build and pay, answer what the turn asks, and play on until the
// game ends or enough turns have passed; then resign.

import { openPage, shot, waitView, assert, isOver, chooseInDialog, checkErrors, resignToEnd } from './lib.mjs';

export async function struggleFlow(browser, base, artifacts) {
  const page = await openPage(browser, { width: 390, height: 844 });
  const snap = name => shot(page, artifacts, `struggle-${name}`);

  await page.goto(`${base}/index.html`);
  await page.fill('#name', 'Bea');
  await page.selectOption('#ruleset', 'struggle');
  await page.selectOption('#players', '3');
  await page.fill('#seed', '5');
  await snap('01-lobby');
  await page.click('#create-button');
  await page.waitForURL(/game\.html\?game=/);

  let v = await waitView(page, x => x.legal.length > 0, 'my first turn');
  assert(await page.locator('.srow').count() === 3, 'three player rows');
  assert(await page.locator('.market .rcard').count() === 5, 'five market cards');
  await snap('02-table');

  let traded = false, built = false, turns = 0, lastTurn = v.state.turn;
  const start = Date.now();
  while (!(traded && built && turns >= 3)) {
    if (Date.now() - start > 60000) throw new Error(`struggle: traded ${traded}, built ${built}, turns ${turns} after 60 s`);
    v = await waitView(page, x => x.legal.length > 0 || isOver(x), 'my move', 30000);
    if (isOver(v)) break;
    if (v.state.turn !== lastTurn) { turns++; lastTurn = v.state.turn; }
    const legal = v.legal;
    const has = verb => legal.some(t => t === verb || t.startsWith(verb + ' '));
    const before = v.state.actions;
    if (v.phase === 'trade' && !traded && legal.some(t => t.startsWith('trade_market '))) {
      await page.locator('.market button.rcard').first().click();
      await chooseInDialog(page);
      traded = true;
      await waitView(page, x => x.state.actions > before, 'the market trade');
      await snap('03-traded');
    } else if (has('end_trade')) {
      await page.click('[data-action="end_trade"]');
    } else if (v.phase === 'build' && legal.some(t => /^build_(road|settlement|city|knight)$/.test(t))) {
      await page.locator('#actions [data-action^="build_"]').first().click();
      await waitView(page, x => x.phase !== 'build' || x.state.actions > before, 'the build chosen');
      built = true;
    } else if (has('pay')) {
      await snap('04-pay');
      const pay = page.locator('#actions [data-action^="pay "]');
      if (await pay.count()) await pay.first().click();
      else { await page.click('#actions [data-verb="pay"]'); await chooseInDialog(page); }
    } else if (has('end_build')) {
      await page.click('[data-action="end_build"]');
    } else {
      const first = page.locator('#actions button').first();
      const label = await first.textContent();
      await first.click();
      if (/…$/.test(label)) await chooseInDialog(page);
    }
    await waitView(page, x => x.state.actions > before || isOver(x), 'the action to apply', 30000);
  }
  await snap('05-after-turns');
  await resignToEnd(page);
  await snap('06-finished');
  checkErrors(page);
  await page.context().close();
}
