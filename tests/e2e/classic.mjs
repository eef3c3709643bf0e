// classic.mjs — the Classic flow: create a game against three bots in the lobby, place both set-up
// settlements and roads by clicking the board, roll, build, make a trade offer in the trade dialog
// and confirm or cancel it, then resign and let the bots finish; then the finished game in the
// lobby, its replay download and the step-by-step replay viewer.

import { openPage, shot, view, waitView, assert, isOver, chooseInDialog, checkErrors } from './lib.mjs';

export async function classicFlow(browser, base, artifacts) {
  const page = await openPage(browser);
  const snap = name => shot(page, artifacts, `classic-${name}`);

  await page.goto(`${base}/index.html`);
  await page.fill('#name', 'Ann');
  await page.selectOption('#ruleset', 'classic');
  await page.selectOption('#players', '4');
  await page.selectOption('#board', 'beginner');
  await page.fill('#seed', '11');
  await snap('01-lobby');
  await page.click('#create-button');
  await page.waitForURL(/game\.html\?game=/);
  const gameId = new URL(page.url()).searchParams.get('game');

  // The board as drawn from the state JSON: 19 hexes, 18 number tokens (four of them 6 or 8),
  // 9 harbours, the robber, and the 54 corners as targets of the first settlement.
  await waitView(page, v => v.legal.some(t => t.startsWith('build_settlement')), 'the first set-up settlement');
  assert(await page.locator('svg.board .hex').count() === 19, '19 hexes');
  assert(await page.locator('svg.board .token').count() === 18, '18 number tokens');
  assert(await page.locator('svg.board .token.hot').count() === 4, 'four red 6/8 tokens');
  assert(await page.locator('svg.board .harbour').count() === 9, '9 harbours');
  assert(await page.locator('svg.board .robber-piece').count() === 1, 'the robber');
  assert(await page.locator('[data-target="vertex"]').count() === 54, '54 free corners to settle');

  // Set-up: two settlements and two roads, clicked on the board.
  for (let round = 0; round < 2; round++) {
    await waitView(page, v => v.legal.some(t => t.startsWith('build_settlement')), 'a set-up settlement');
    const vertices = page.locator('[data-target="vertex"]');
    await vertices.nth(round === 0 ? 10 : 25).click();
    await waitView(page, v => v.legal.some(t => t.startsWith('build_road')), 'a set-up road');
    if (round === 0) await snap('02-setup-road');
    await page.locator('[data-target="edge"]').first().click();
  }
  let v = await waitView(page, v => v.state.players[v.seat].settlements.length === 2 && v.state.players[v.seat].roads.length === 2,
    'both set-up pieces on the board');
  assert(await page.locator(`.building[data-owner="${v.seat}"]`).count() === 2, 'two settlements drawn');

  // The phone-sized table.
  await page.setViewportSize({ width: 360, height: 740 });
  await snap('03-phone');
  await page.setViewportSize({ width: 1200, height: 850 });

  // Turns: roll, answer what comes (discards, robber, offers), build once, trade once.
  let rolled = false, built = false, traded = false;
  const start = Date.now();
  while (!(rolled && built && traded)) {
    if (Date.now() - start > 90000) throw new Error(`classic: rolled ${rolled}, built ${built}, traded ${traded} after 90 s`);
    v = await waitView(page, x => x.legal.length > 0 || isOver(x), 'my turn', 30000);
    if (isOver(v)) throw new Error('classic: the game ended before the flow was done');
    const legal = v.legal;
    const has = verb => legal.some(t => t === verb || t.startsWith(verb + ' '));
    const dialogOpen = await page.locator('#trade-dialog[open]').count() > 0;
    if (has('accept') || has('decline')) {
      await page.locator('#trade-dialog [data-action="decline"]').click();
    } else if (has('confirm') || has('cancel')) {
      await snap('06-trade-answers');
      const confirm = page.locator('#trade-dialog [data-action^="confirm"]');
      if (await confirm.count()) await confirm.first().click(); else await page.locator('#trade-dialog [data-action="cancel"]').click();
      traded = true;
    } else if (dialogOpen) {
      await page.locator('#trade-dialog button.close').click();
    } else if (has('roll')) {
      await page.click('[data-action="roll"]');
      rolled = true;
      await waitView(page, x => x.state.last_roll > 0 && !x.legal.includes('roll'), 'the dice');
      await snap('04-rolled');
    } else if (has('discard')) {
      await page.locator('#actions [data-action^="discard "]').first().click();
    } else if (has('move_robber')) {
      await page.locator('[data-target="hex"]').first().click();
      if (await page.locator('dialog.chooser-dialog[open]').count()) await chooseInDialog(page);
    } else if (has('end_turn') && !built && (has('build_road') || has('build_settlement') || has('build_city'))) {
      const target = page.locator('[data-target="vertex"], [data-target="edge"]').first();
      const before = v.state.actions;
      await target.click();
      await waitView(page, x => x.state.actions > before, 'the build');
      built = true;
      await snap('05-built');
    } else if (has('end_turn') && !traded && v.phase === 'main' && await page.locator('#trade-button:not([disabled])').count()) {
      const hand = v.state.players[v.seat].hand;
      const give = Object.keys(hand).find(r => hand[r] > 0);
      const want = ['lumber', 'brick', 'wool', 'grain', 'ore'].find(r => r !== give);
      if (!give) { await page.click('[data-action="end_turn"]'); continue; }
      await page.click('#trade-button');
      const dialog = page.locator('#trade-dialog[open]');
      await dialog.locator(`.counter[data-side="give"][data-resource="${give}"] .plus`).click();
      await dialog.locator(`.counter[data-side="want"][data-resource="${want}"] .plus`).click();
      await snap('05-trade-offer');
      await dialog.locator('.make-offer').click();
      await waitView(page, x => x.state.offer !== null, 'the offer on the table');
    } else if (has('end_turn')) {
      await page.click('[data-action="end_turn"]');
    } else {
      await page.locator('#actions button').first().click();
    }
    await page.waitForTimeout(150);
  }

  // Resign: a bot takes the seat and the bots play to the end.
  await waitView(page, x => x.legal.length > 0 && x.state.offer === null, 'a moment to resign', 30000);
  await page.click('#resign-button');
  await chooseInDialog(page, 'resign');
  v = await waitView(page, isOver, 'the end of the game', 90000);
  await page.locator('#banner:not(.hidden)').waitFor();
  await snap('07-finished');

  // The lobby lists it as finished; its replay downloads and plays step by step.
  await page.goto(`${base}/index.html`);
  const row = page.locator(`#finished-games tr[data-game="${gameId}"]`);
  await row.waitFor({ timeout: 10000 });
  const download = await Promise.all([page.waitForEvent('download'), row.locator('a[download]').click()]).then(([d]) => d);
  const file = `${artifacts}/classic-replay.json`;
  await download.saveAs(file);
  const replay = JSON.parse(await (await import('node:fs/promises')).readFile(file, 'utf8'));
  assert(replay.format === 'catan-replay' && replay.actions.length === v.state.actions, 'downloaded replay holds every action');
  await snap('08-lobby-finished');
  await row.locator('a', { hasText: 'Replay' }).click();
  await page.waitForURL(/replay\.html/);
  await page.locator('#position', { hasText: `0 / ${replay.actions.length}` }).waitFor();
  for (let i = 0; i < 9; i++) await page.click('#next');
  await page.locator('#position', { hasText: `9 / ${replay.actions.length}` }).waitFor();
  assert(await page.locator('.building').count() >= 4, 'replay shows the set-up settlements after 9 actions');
  await snap('09-replay-step9');
  await page.click('#last');
  await page.locator('#banner:not(.hidden)').waitFor();
  await snap('10-replay-end');
  checkErrors(page);
  await page.context().close();
}
