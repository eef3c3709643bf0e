// seafarers.mjs — the Seafarers flow: in the lobby, choose Seafarers on "Heading for New Shores"
// against bots with the option fields built from GET /api/rules (the map's points to win shown,
// one option changed and sent); at the table, the sea, gold, harbours and the pirate drawn; set-up
// by clicking, with a ship as the first set-up piece; zoom (wheel, buttons, a two-finger pinch)
// and pan (drag), then a click on the zoomed board that builds on the corner clicked; then turns:
// roll, discard, robber or pirate, gold picks in their dialog, ships built and moved by clicks.

import { openPage, shot, waitView, assert, isOver, chooseInDialog, checkErrors } from './lib.mjs';

const transformOf = page => page.locator('svg.board g.viewport').getAttribute('transform');
const scaleOf = t => Number(/scale\(([\d.]+)\)/.exec(t || '')?.[1] ?? NaN);
const has = (legal, verb) => legal.some(t => t === verb || t.startsWith(verb + ' '));

// Is this edge on the water (a ship may lie there)? One of its hexes is sea, or it is the frame.
function seaEdge(state, edgeId) {
  const e = state.edges[edgeId];
  return e.hexes.length < 2 || e.hexes.some(h => state.hexes[h].terrain === 'sea');
}

// The target of `kind` with this id, or the first whose box lies inside the board's visible box.
async function visibleTarget(page, kind, ids) {
  const board = await page.locator('svg.board').boundingBox();
  for (const id of ids) {
    const loc = page.locator(`[data-target="${kind}"][data-id="${id}"]`);
    const box = await loc.boundingBox();
    if (!box) continue;
    const x = box.x + box.width / 2, y = box.y + box.height / 2;
    if (x > board.x + 20 && x < board.x + board.width - 20 && y > board.y + 50 && y < board.y + board.height - 20) return { loc, id };
  }
  return null;
}

export async function seafarersFlow(browser, base, artifacts) {
  const page = await openPage(browser);
  const snap = name => shot(page, artifacts, `seafarers-${name}`);

  // ---- the lobby: every choice comes from the published table ----
  await page.goto(`${base}/index.html`);
  await page.locator('#create[data-ready]').waitFor();
  await page.fill('#name', 'Sia');
  await page.selectOption('#ruleset', 'seafarers');
  const boards = await page.locator('#board option').evaluateAll(os => os.map(o => o.value));
  assert(JSON.stringify(boards) === JSON.stringify(['new_shores', 'four_islands', 'new_world']), `Seafarers maps offered: ${boards}`);
  await page.selectOption('#board', 'new_shores');
  const counts = await page.locator('#players option').evaluateAll(os => os.map(o => Number(o.value)));
  assert(counts[0] === 3 && counts[counts.length - 1] === 6, `New Shores is for 3-6 players: ${counts}`);
  await page.selectOption('#players', '3');
  assert(await page.locator('#seats select').count() === 3, 'three seat rows');
  await page.click('#options-box summary');
  assert(await page.locator('#opt-vp_to_win').inputValue() === '14', 'the map sets 14 points to win');
  assert(await page.locator('#opt-vp_to_win').getAttribute('max') === '20', 'int fields carry the table max');
  assert(await page.locator('#opt-island_bonus').inputValue() === '2', 'the map sets 2 island points');
  assert(await page.locator('select#opt-turn_mode option').count() === 2, 'enum fields list the values');
  await page.check('#opt-island_bonus_once');
  // A bad value is refused in the form with the option's name.
  await page.fill('#opt-discard_limit', '500');
  await page.click('#create-button');
  await page.locator('#create-error', { hasText: 'discard limit' }).waitFor();
  await page.fill('#opt-discard_limit', '9');
  // Seed 1: a 7 of ours comes in the first turns (the pirate sails by a click).
  await page.fill('#seed', process.env.E2E_SEA_SEED || '1');
  await snap('01-lobby');
  await page.click('#create-button');
  await page.waitForURL(/game\.html\?game=/);
  const gameId = new URL(page.url()).searchParams.get('game');
  const summary = await page.evaluate(id => fetch(`/api/games/${id}`).then(r => r.json()), gameId);
  const o = summary.game.options;
  assert(summary.game.game === 'seafarers' && o.vp_to_win === 14 && o.island_bonus === 2 && o.island_bonus_once === true && o.discard_limit === 9,
    `the game has the map's options and the two changed: ${JSON.stringify(o)}`);

  // ---- the board ----
  let v = await waitView(page, x => has(x.legal, 'build_settlement'), 'the first set-up settlement');
  const st = v.state;
  const seaHexes = st.hexes.filter(h => h.terrain === 'sea').length;
  assert(await page.locator('svg.board .hex').count() === st.hexes.length, `${st.hexes.length} hexes drawn`);
  assert(seaHexes > 20 && await page.locator('svg.board .hex.terrain-sea').count() === seaHexes, `${seaHexes} sea hexes drawn`);
  const golds = st.hexes.filter(h => h.terrain === 'gold').length;
  assert(golds > 0 && await page.locator('svg.board .hex.terrain-gold').count() === golds, 'gold fields drawn');
  assert(await page.locator('svg.board .harbour').count() === st.harbours.length, 'harbours drawn');
  assert(st.pirate !== null && await page.locator(`svg.board .pirate-piece[data-hex="${st.pirate}"]`).count() === 1, 'the pirate on its hex');
  assert(await page.locator('svg.board .robber-piece').count() === 1, 'the robber');

  // ---- set-up 1: a coastal settlement and a ship ----
  const coastal = v.legal.filter(t => t.startsWith('build_settlement ')).map(t => Number(t.split(' ')[1].slice(1)))
    .find(id => st.vertices[id].edges.some(e => seaEdge(st, e)));
  assert(coastal !== undefined, 'a coastal corner to settle');
  await page.locator(`[data-target="vertex"][data-id="${coastal}"]`).click();
  v = await waitView(page, x => has(x.legal, 'build_ship'), 'the set-up ship or road');
  assert(await page.locator('.edge-target').count() === v.legal.filter(t => /^build_(road|ship) /.test(t)).map(t => t.split(' ')[1]).filter((e, i, a) => a.indexOf(e) === i).length,
    'one edge target per edge a road or ship may take');
  const shipEdge = Number(v.legal.find(t => t.startsWith('build_ship ')).split(' ')[1].slice(1));
  await snap('02-setup-ship');
  await page.locator(`[data-target="edge"][data-id="${shipEdge}"]`).click();
  if (await page.locator('dialog.chooser-dialog[open]').count()) await chooseInDialog(page, `build_ship e${shipEdge}`);
  v = await waitView(page, x => x.state.players[x.seat].ships.length === 1, 'the set-up ship on the board');
  assert(v.state.players[v.seat].ships[0] === shipEdge, 'the ship on the clicked edge');
  assert(await page.locator(`svg.board .ship[data-owner="${v.seat}"][data-edge="${shipEdge}"]`).count() === 1, 'the ship drawn in its place');
  assert(await page.locator(`svg.board .road[data-edge="${shipEdge}"]`).count() === 0, 'a ship, not a road');

  // ---- zoom and pan ----
  v = await waitView(page, x => has(x.legal, 'build_settlement'), 'the second set-up settlement');
  assert(scaleOf(await transformOf(page)) === 1, 'the board starts fitted');
  const board = await page.locator('svg.board').boundingBox();
  const cx = board.x + board.width / 2, cy = board.y + board.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.wheel(0, -400);
  await page.waitForFunction(() => /scale\((?!1\.0000)/.test(document.querySelector('svg.board g.viewport').getAttribute('transform')));
  const zoomed = await transformOf(page);
  assert(scaleOf(zoomed) > 1.5, `the wheel zooms in: ${zoomed}`);
  // A drag that starts on a corner to settle pans the board (the corner stays under the pointer)
  // and settles nothing.
  const ids = v.legal.filter(t => t.startsWith('build_settlement ')).map(t => Number(t.split(' ')[1].slice(1)));
  const grabbed = await visibleTarget(page, 'vertex', ids);
  assert(grabbed, 'a corner to grab inside the zoomed view');
  const gb = await grabbed.loc.boundingBox();
  await page.mouse.move(gb.x + gb.width / 2, gb.y + gb.height / 2);
  await page.mouse.down();
  await page.mouse.move(gb.x + gb.width / 2 + 60, gb.y + gb.height / 2 + 40, { steps: 5 });
  await page.mouse.up();
  const panned = await transformOf(page);
  assert(panned !== zoomed && scaleOf(panned) === scaleOf(zoomed), `a drag pans: ${zoomed} -> ${panned}`);
  await page.waitForTimeout(400);
  v = await waitView(page, () => true, 'the view');
  assert(v.state.players[v.seat].settlements.length === 1 && has(v.legal, 'build_settlement'), 'a drag clicks nothing');
  // A two-finger pinch (touch pointers) spreads and zooms further.
  await page.evaluate(([x, y]) => {
    const svg = document.querySelector('svg.board');
    const fire = (type, id, px) => svg.dispatchEvent(new PointerEvent(type, { pointerId: id, pointerType: 'touch', clientX: px, clientY: y, bubbles: true, isPrimary: id === 11 }));
    fire('pointerdown', 11, x - 40); fire('pointerdown', 12, x + 40);
    fire('pointermove', 12, x + 100); fire('pointermove', 11, x - 100);
    fire('pointerup', 11, x - 100); fire('pointerup', 12, x + 100);
  }, [cx, cy]);
  const pinched = await transformOf(page);
  assert(scaleOf(pinched) > scaleOf(panned) * 2, `a pinch zooms: ${panned} -> ${pinched}`);
  await page.click('#zoom-out');
  assert(scaleOf(await transformOf(page)) < scaleOf(pinched), 'the zoom-out button');
  await snap('03-zoomed');
  // A click on the zoomed board builds on the very corner clicked.
  const clickable = v.legal.filter(t => t.startsWith('build_settlement ')).map(t => Number(t.split(' ')[1].slice(1)));
  const target = await visibleTarget(page, 'vertex', clickable);
  assert(target, 'a corner to settle inside the zoomed view');
  await target.loc.click();
  v = await waitView(page, x => x.state.players[x.seat].settlements.length === 2, 'the second settlement');
  assert(v.state.players[v.seat].settlements.includes(target.id), `the settlement on the clicked corner v${target.id}`);
  await page.click('#zoom-fit');
  assert(scaleOf(await transformOf(page)) === 1, 'fit shows the whole board');
  // A gold field next to the second settlement pays a pick first (S§3).
  v = await waitView(page, x => has(x.legal, 'build_road') || has(x.legal, 'build_ship') || has(x.legal, 'pick_gold'), 'the second set-up piece');
  if (has(v.legal, 'pick_gold')) await pickGold(page, snap);
  await waitView(page, x => has(x.legal, 'build_road') || has(x.legal, 'build_ship'), 'the second set-up road or ship');
  await page.locator('[data-target="edge"]').first().click();
  if (await page.locator('dialog.chooser-dialog[open]').count()) await chooseInDialog(page);
  await waitView(page, x => x.state.players[x.seat].roads.length + x.state.players[x.seat].ships.length === 2, 'both set-up pieces');

  // ---- turns ----
  const done = { rolled: 0, shipsBuilt: 0, shipsMoved: 0, shipsKept: 0, pirate: 0, robber: 0, gold: 0, turns: 0 };
  const start = Date.now();
  let lastTurn = null;
  // Several turns; on until a ship has moved and the pirate sailed (or 12 turns, or 60 s).
  while (done.turns < 4 || done.rolled < 3 || ((!done.shipsMoved || !done.pirate) && done.turns < 12)) {
    if (Date.now() - start > 60000) break;
    v = await waitView(page, x => x.legal.length > 0 || isOver(x), 'my turn', 30000);
    if (isOver(v)) break;
    if (v.state.turn !== lastTurn && has(v.legal, 'roll')) { done.turns++; lastTurn = v.state.turn; }
    const legal = v.legal;
    const before = v.state.actions;
    let acted = true;
    if (await page.locator('#trade-dialog[open]').count()) {
      acted = has(legal, 'decline');
      if (acted) await page.locator('#trade-dialog [data-action="decline"]').click();
      else await page.locator('#trade-dialog button.close').click();
    } else if (has(legal, 'pick_gold')) {
      await pickGold(page, snap);
      done.gold++;
    } else if (has(legal, 'roll')) {
      await page.click('[data-action="roll"]');
      done.rolled++;
    } else if (has(legal, 'discard')) {
      await page.locator('#actions [data-action^="discard "]').first().click();
    } else if (has(legal, 'move_pirate')) {
      const hex = Number(legal.find(t => t.startsWith('move_pirate ')).split(' ')[1].slice(1));
      await page.locator(`[data-target="hex"][data-id="${hex}"]`).click();
      if (await page.locator('dialog.chooser-dialog[open]').count()) await chooseInDialog(page);
      const after = await waitView(page, x => x.state.actions > before, 'the pirate moved');
      assert(after.state.pirate === hex && await page.locator(`.pirate-piece[data-hex="${hex}"]`).count() === 1, 'the pirate drawn where it went');
      done.pirate++;
      await snap('05-pirate');
    } else if (has(legal, 'move_robber')) {
      await page.locator('[data-target="hex"]').first().click();
      if (await page.locator('dialog.chooser-dialog[open]').count()) await chooseInDialog(page);
      done.robber++;
    } else if (has(legal, 'move_ship') && done.shipsMoved === 0) {
      // A ship is picked up with a click (S§5); the first time it is put back, then moved.
      const from = legal.find(t => t.startsWith('move_ship ')).split(' ')[1];
      const id = Number(from.slice(1));
      await page.locator(`[data-target="ship"][data-id="${id}"]`).click();
      const up = await waitView(page, x => x.state.phase === 'move_ship', 'the ship picked up');
      assert(up.state.ship_moving === id, `the ship on ${from} is the one picked up`);
      await page.locator('#cancel-ship').waitFor();
      const places = up.legal.filter(t => t.startsWith('place_ship '));
      const dests = await page.locator('[data-target="edge"]').count();
      assert(places.length > 0 && dests === places.length, 'the picked-up ship\'s places are the targets');
      await snap('06-ship-chosen');
      if (!done.shipsKept) {
        await page.click('#cancel-ship');
        const back = await waitView(page, x => x.state.phase === 'main' && x.state.actions > up.state.actions, 'the ship put back');
        assert(back.state.players[back.seat].ships.includes(id) && back.legal.includes(`move_ship ${from}`), 'the ship kept its place and may still move');
        done.shipsKept++;
        continue;
      }
      const to = places[0].split(' ')[1];
      await page.locator(`[data-target="edge"][data-id="${to.slice(1)}"]`).click();
      const after = await waitView(page, x => x.state.phase === 'main' && x.state.actions > up.state.actions, 'the ship moved');
      const ships = after.state.players[after.seat].ships;
      assert(ships.includes(Number(to.slice(1))) && !ships.includes(id), `the ship moved ${from} -> ${to}`);
      done.shipsMoved++;
    } else if (has(legal, 'build_ship') && has(legal, 'end_turn') && done.shipsBuilt < 2) {
      const edge = legal.find(t => t.startsWith('build_ship ')).split(' ')[1];
      await page.locator(`[data-target="edge"][data-id="${edge.slice(1)}"]`).click();
      if (await page.locator('dialog.chooser-dialog[open]').count()) await chooseInDialog(page, `build_ship ${edge}`);
      await waitView(page, x => x.state.players[x.seat].ships.includes(Number(edge.slice(1))), 'the ship built');
      done.shipsBuilt++;
      await snap('07-ship-built');
    } else if (has(legal, 'end_turn') && (has(legal, 'build_settlement') || has(legal, 'build_city') || has(legal, 'build_road'))) {
      await page.locator('[data-target="vertex"], [data-target="edge"]').first().click();
      if (await page.locator('dialog.chooser-dialog[open]').count()) await chooseInDialog(page);
    } else if (has(legal, 'end_turn')) {
      await page.click('[data-action="end_turn"]');
    } else {
      await page.locator('#actions button').first().click();
      if (await page.locator('dialog.chooser-dialog[open]').count()) await chooseInDialog(page);
    }
    if (acted) await waitView(page, x => x.state.actions > before || isOver(x), 'the move applied', 15000);
  }
  console.log(`     seafarers: ${JSON.stringify(done)}`);
  assert(done.rolled >= 3 && done.turns >= 3, `several turns played by clicking: ${JSON.stringify(done)}`);
  assert(done.shipsMoved >= 1 && done.shipsKept >= 1 && done.pirate >= 1, `a ship put back, a ship moved and the pirate sailed by clicks: ${JSON.stringify(done)}`);
  v = await waitView(page, () => true, 'the view');
  const ships = v.state.players.reduce((n, p) => n + p.ships.length, 0);
  assert(ships >= 1 && await page.locator('svg.board .ship').count() === ships, `every ship drawn (${ships})`);
  await snap('08-turns');
  await newWorldGold(page, base, snap);
  checkErrors(page);
  await page.context().close();
}

// The generated New World in the lobby (no map options: the table's defaults), and its set-up: the
// second settlement on a gold field pays a pick, taken in the gold dialog.
async function newWorldGold(page, base, snap) {
  await page.goto(`${base}/index.html`);
  await page.locator('#create[data-ready]').waitFor();
  await page.selectOption('#ruleset', 'seafarers');
  await page.selectOption('#board', 'new_world');
  await page.selectOption('#players', '3');
  for (const i of [1, 2]) await page.selectOption(`#seat-${i}`, 'random');
  assert(await page.locator('#opt-vp_to_win').inputValue() === '10', 'New World sets no points: the table default 10');
  await page.fill('#seed', '2');
  await page.click('#create-button');
  await page.waitForURL(/game\.html\?game=/);
  let v = await waitView(page, x => has(x.legal, 'build_settlement'), 'the first New World settlement');
  assert(await page.locator('svg.board .hex').count() === v.state.hexes.length && v.state.hexes.length >= 60, `the New World drawn (${v.state.hexes.length} hexes)`);
  await page.locator('[data-target="vertex"]').first().click();
  await waitView(page, x => has(x.legal, 'build_road') || has(x.legal, 'build_ship'), 'the first set-up piece');
  await page.locator('[data-target="edge"]').first().click();
  if (await page.locator('dialog.chooser-dialog[open]').count()) await chooseInDialog(page);
  v = await waitView(page, x => has(x.legal, 'build_settlement') && x.state.players[x.seat].settlements.length === 1, 'the second New World settlement');
  const st = v.state;
  const onGold = v.legal.filter(t => t.startsWith('build_settlement ')).map(t => Number(t.split(' ')[1].slice(1)))
    .find(id => st.vertices[id].hexes.some(h => st.hexes[h].terrain === 'gold'));
  assert(onGold !== undefined, 'a corner on a gold field to settle');
  await page.locator(`[data-target="vertex"][data-id="${onGold}"]`).click();
  v = await waitView(page, x => has(x.legal, 'pick_gold'), 'the gold pick');
  const dialog = page.locator('#gold-dialog[open]');
  await dialog.waitFor();
  const picks = v.legal.filter(t => t.startsWith('pick_gold '));
  assert(await dialog.locator('button[data-action]:not([disabled])').count() === picks.length, 'the dialog offers the legal picks');
  await snap('09-gold');
  const before = v.state.players[v.seat].hand;
  const pick = picks[picks.length - 1];
  await dialog.locator(`button[data-action="${pick}"]`).click();
  v = await waitView(page, x => !has(x.legal, 'pick_gold'), 'the pick taken');
  const r = pick.split(' ')[1];
  assert(v.state.players[v.seat].hand[r] === before[r] + 1 && v.state.players[v.seat].gold_owed === 0, `one ${r} from the gold field`);
  await page.locator('#gold-dialog[open]').waitFor({ state: 'detached' });
  assert(has(v.legal, 'build_road') || has(v.legal, 'build_ship'), 'then the set-up road or ship');
}

// Takes every gold pick in the gold dialog, one click a card.
async function pickGold(page, snap) {
  const dialog = page.locator('#gold-dialog[open]');
  if (!await dialog.count()) await page.locator('#actions [data-verb="pick_gold"]').click();
  await dialog.waitFor();
  await snap('04-gold');
  while (true) {
    const v = await waitView(page, x => !x.legal.length || x.legal.some(t => t.startsWith('pick_gold ')) || x.state.phase !== 'gold', 'a gold pick');
    const pick = v.legal.find(t => t.startsWith('pick_gold '));
    if (!pick) break;
    await dialog.locator(`button[data-action="${pick}"]`).click();
    await waitView(page, x => x.state.actions > v.state.actions, 'the pick');
  }
  await page.locator('#gold-dialog[open]').waitFor({ state: 'detached', timeout: 5000 }).catch(() => {});
}
