// rivals.mjs — Rivals for Catan in the browser: in the lobby a mode the engine does not play yet is
// refused with the engine's message, then a game of MODE against the heuristic bot is created;
// the table shows both principalities (regions with numbers and stocks), the stacks and the hand;
// the person plays by clicking the table (a stack for the starting hand and draws, a hand card
// then a highlighted site to build it, regions to pay and gain, the ends of the row for a road or
// a settlement, a town for a city) and the buttons (roll, trades, end of the actions and of the
// turn) for a number of turns with real progress (a card or town built, points rising), the log
// telling it in words; the opponent's hand is never in the view. Then he resigns and the bots
// play to the end. Switching the game to another mode is the one constant MODE.

import { openPage, shot, waitView, assert, isOver, chooseInDialog, checkErrors, resignToEnd } from './lib.mjs';

const MODE = 'intro';
const MY_TURNS = 8;

export async function rivalsFlow(browser, base, artifacts) {
  const page = await openPage(browser, { width: 1280, height: 900 });
  const snap = name => shot(page, artifacts, `rivals-${name}`);

  await page.goto(`${base}/index.html`);
  await page.fill('#name', 'Rhea');
  await page.selectOption('#ruleset', 'rivals');
  await page.locator('#opt-mode').waitFor();
  const modes = await page.locator('#opt-mode option').evaluateAll(os => os.map(o => o.value));
  assert(['intro', 'gold', 'turmoil', 'progress', 'duel'].every(m => modes.includes(m)), `the modes are offered: ${modes}`);
  assert(await page.locator('#board').isHidden(), 'a card game has no board to choose');
  await page.selectOption('#opt-mode', MODE);
  await page.selectOption('#seat-1', 'heuristic');
  await page.fill('#seed', '4');
  await page.click('#create-button');
  await page.waitForURL(/game\.html\?game=/);

  let v = await waitView(page, x => x.legal.length > 0, 'the choice of a starting stack');
  assert(await page.locator('.rvrow').count() === 2, 'two principalities');
  assert(await page.locator('.rvgrid .region').count() === 12, 'six regions in each');
  assert(await page.locator('.pile.deck.clickable').count() === 4, 'four stacks to choose from');
  await snap('02-table');

  const startVp = v.state.vp[v.seat];
  let myTurns = 0, builtCards = 0, built = 0, lastTurn = -1;
  const start = Date.now();
  while (myTurns < MY_TURNS || !(built && v.state.vp[v.seat] > startVp)) {
    if (Date.now() - start > 45000) throw new Error(`rivals: ${myTurns} turns, ${built} built, ${v.state.vp[v.seat]} VP after 45 s`);
    v = await waitView(page, x => x.legal.length > 0 || isOver(x), 'my move', 30000);
    if (isOver(v)) break;
    const me = v.state.players[v.seat], opp = v.state.players[1 - v.seat];
    assert(opp.hand === null || opp.hand.length === 0 || v.phase === 'ff_pick', 'the opponent\'s hand is hidden');
    assert(v.state.stacks.every(s => !s.cards?.length || v.phase === 'search'), 'the stacks\' order is hidden');
    if (v.state.scalars.current === v.seat && v.state.turn !== lastTurn) { myTurns++; lastTurn = v.state.turn; }
    const before = v.state.actions, sites = me.sites.length, towns = me.towns.length + me.roads.length;
    await move(page, v);
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
  const log = await page.locator('#log').textContent();
  assert(/takes the starting hand from stack/.test(log) && /production \d, event die/.test(log), 'the log tells the game in words');
  await snap('04-after-turns');
  await resignToEnd(page, 60000);
  await snap('05-finished');
  checkErrors(page);
  await page.context().close();
}

// One move by clicking, chosen from the phase and what the table offers.
async function move(page, v) {
  const legal = v.legal;
  const has = re => legal.some(t => re.test(t));
  const clickThen = async locator => {
    const label = (await locator.textContent()) || '';
    await locator.click();
    if (await page.locator('dialog.chooser-dialog[open]').count() || /…$/.test(label)) await chooseInDialog(page);
  };
  if (has(/^roll$/)) return page.click('[data-action="roll"]');
  if (has(/^(start_stack|draw|bury|take_top) /)) return clickThen(page.locator('.pile.deck.clickable').first());
  if (has(/^(pay|gain) /)) return clickThen(page.locator('.rvrow.mine .region.clickable').first());
  if (v.phase === 'action') {
    const buildable = page.locator('.rvhand .rvcard.clickable').filter({ has: page.locator('.cost') });
    if (has(/^build /) && await buildable.count()) {
      const ids = legal.filter(t => t.startsWith('build ')).map(t => t.split(' ')[1].slice(1));
      await page.locator(`.rvhand .rvcard[data-card="${ids[0]}"]`).click();
      return page.locator('.rvgrid .site.clickable').first().click();
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
