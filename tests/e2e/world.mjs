// world.mjs — the World Catan flow (docs/rules/world.md): Ann makes a 12-seat World game in the
// lobby (the World map, 8–12 players, its options from GET /api/rules, two human seats and ten
// heuristic bots); Bob takes the other human seat through the invitation link in his own browser
// context. On the 225-hex map: the four bandits, the 7-island's corners, the tokens left. Both
// play round 1 by clicking: set-up (Ann with a ship), the 7 of seed 1 (each chooses a bandit,
// then its hex; the bank picks in the gold dialog), the green and the red window (Ann offers to
// her neighbours only), phase 3 part by part (Ann moves her ship or trades or builds), until the
// dice pass on to round 2. Then a finished World game of bots in the replay viewer.

import { openPage, shot, view, waitView, assert, isOver, chooseInDialog, checkErrors, serverState, canonical } from './lib.mjs';

const has = (legal, verb) => legal.some(t => t === verb || t.startsWith(verb + ' '));
const BANDIT_VERBS = ['move_robber', 'move_robber2', 'move_pirate', 'move_pirate2'];
const KEY = { move_robber: 'robber', move_robber2: 'robber2', move_pirate: 'pirate', move_pirate2: 'pirate2' };
const num = arg => Number(arg.slice(1));   // "h12" -> 12

// The seats on each side of `seat` that an offer goes to (W§7: two each way).
const neighbours = (seat, n) => [1, 2, n - 1, n - 2].map(d => (seat + d) % n).sort((a, b) => a - b);

function seaEdge(state, id) {
  const e = state.edges[id];
  return e.hexes.length < 2 || e.hexes.some(h => state.hexes[h].terrain === 'sea');
}

export async function worldFlow(browser, base, artifacts) {
  const ann = await openPage(browser);
  const snap = (page, name) => shot(page, artifacts, `world-${name}`);

  // ---- the lobby: World, 12 seats, two of them human, an option changed ----
  await ann.goto(`${base}/index.html`);
  await ann.locator('#create[data-ready]').waitFor();
  await ann.fill('#name', 'Ann');
  await ann.selectOption('#ruleset', 'world');
  const title = await ann.locator('#ruleset option[value="world"]').textContent();
  assert(title.startsWith('World Catan'), `the rule set's title: ${title}`);
  const boards = await ann.locator('#board option').evaluateAll(os => os.map(o => o.value));
  assert(JSON.stringify(boards) === '["world"]', `the World map offered: ${boards}`);
  const counts = await ann.locator('#players option').evaluateAll(os => os.map(o => Number(o.value)));
  assert(counts.join() === '8,9,10,11,12', `8-12 players: ${counts}`);
  await ann.selectOption('#players', '12');
  assert(await ann.locator('#seats select').count() === 12, 'twelve seat rows');
  for (let i = 1; i < 12; i++) await ann.selectOption(`#seat-${i}`, i === 6 ? 'human' : 'heuristic');
  await ann.click('#options-box summary');
  assert(await ann.locator('#opt-discovery_tokens').inputValue() === '28', 'discovery tokens: 28 by default');
  assert(await ann.locator('#opt-pirate_blocks_buildings').isChecked(), 'pirates block buildings by default');
  await ann.fill('#opt-discovery_tokens', '20');
  await ann.fill('#seed', '1');   // seed 1: the first roll is a 7
  await snap(ann, '01-lobby');
  await ann.click('#create-button');
  await ann.waitForURL(/game\.html\?game=/);
  const gameId = new URL(ann.url()).searchParams.get('game');
  const summary = await ann.evaluate(id => fetch(`/api/games/${id}`).then(r => r.json()), gameId);
  const g = summary.game;
  assert(g.game === 'world' && g.players === 12 && g.board.hexes.length === 225 && g.options.discovery_tokens === 20 &&
    g.options.pirate_blocks_buildings === true, `a World game on the world map with the option changed: ${JSON.stringify(g.options)}`);
  assert(g.seats.filter(s => s.kind === 'human').map(s => s.seat).join() === '0,6', 'seats 0 and 6 are for people');

  // ---- Bob joins by the invitation link, in another browser context ----
  await ann.locator('#prompt', { hasText: 'Waiting for players to join' }).waitFor();
  const link = await ann.locator('#invite-link').getAttribute('href');
  const bob = await openPage(browser, { width: 1100, height: 900 });
  await bob.goto(link);
  await bob.fill('#name', 'Bob');
  await bob.click('#invite-join');
  await bob.waitForURL(/game\.html\?game=/);
  const b0 = await waitView(bob, x => x.status === 'playing', 'the game to start for Bob');
  assert(b0.seat === 6, `Bob has seat 6: ${b0.seat}`);

  // ---- the board ----
  let v = await waitView(ann, x => has(x.legal, 'build_settlement'), 'Ann to place a settlement');
  const st = v.state;
  assert(await ann.locator('svg.board .hex').count() === 225, '225 hexes drawn');
  for (const key of ['robber', 'robber2', 'pirate', 'pirate2']) {
    assert(st[key] !== null && await ann.locator(`svg.board [data-bandit="${key}"][data-hex="${st[key]}"]`).count() === 1, `the ${key} drawn on h${st[key]}`);
  }
  const seven = st.hexes.find(h => h.terrain === 'seven_island');
  const marks = await ann.locator('svg.board .seven-corner').evaluateAll(ns => ns.map(n => n.dataset.resource));
  assert(seven && marks.join() === seven.corners.join(), `the 7-island's corners drawn: ${marks} (${seven?.corners})`);
  assert(await ann.locator('#tokens-left').getAttribute('data-tokens') === '20', 'the discovery tokens left shown');
  assert((await ann.locator('#round').textContent()).includes('Set-up'), 'the round line during set-up');
  await snap(ann, '02-board');
  // The map zooms and pans like every large board (viewport.js); Fit shows it whole again.
  const scale = async () => Number(/scale\(([\d.]+)\)/.exec(await ann.locator('svg.board g.viewport').getAttribute('transform'))[1]);
  await ann.click('#zoom-in');
  await ann.click('#zoom-in');
  const box = await ann.locator('svg.board').boundingBox();
  await ann.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await ann.mouse.down();
  await ann.mouse.move(box.x + box.width / 2 - 80, box.y + box.height / 2 - 50, { steps: 4 });
  await ann.mouse.up();
  const zoomed = await ann.locator('svg.board g.viewport').getAttribute('transform');
  assert(await scale() > 1.9 && !zoomed.startsWith('translate(0.00 0.00)'), `zoomed and panned: ${zoomed}`);
  await snap(ann, '02-zoomed');
  await ann.click('#zoom-fit');
  assert(await scale() === 1, 'Fit shows the whole map');

  // ---- both people play by clicking until the dice pass on to round 2 ----
  const people = [{ page: ann, name: 'Ann', seat: 0 }, { page: bob, name: 'Bob', seat: 6 }];
  const done = { ship: 0, sevens: 0, bandits: [], bankPicks: 0, offers: 0, windows: 0, parts: 0, phase3: [], turns: 0, whole: 0 };
  people.forEach(p => { p.gameId = gameId; });
  const start = Date.now();
  while (true) {
    if (Date.now() - start > 80000) throw new Error(`world: round 2 not reached in 80 s: ${JSON.stringify(done)}`);
    const [p, pv] = await nextToAct(people);
    if (pv.state.turn >= 2) break;
    await play(p, pv, done, snap);
  }
  console.log(`     world: ${JSON.stringify(done)} in ${((Date.now() - start) / 1000).toFixed(1)} s`);
  assert(done.sevens >= 1 && done.bandits.length >= 2, `the 7: both active players moved a bandit by clicks: ${JSON.stringify(done)}`);
  assert(done.bankPicks >= 1, 'a bank pick taken in the gold dialog');
  assert(done.windows >= 2 && done.offers >= 1, 'both windows played, an offer to the neighbours');
  assert(done.parts >= 2 && done.phase3.length >= 1, `both parts of phase 3 played, Ann acted in hers: ${done.phase3}`);
  assert(done.whole >= 2, 'the completed views checked against whole ones');
  await waitView(ann, x => x.state.turn >= 2, 'round 2');
  const ends = await ann.locator('#log div[data-text="end_turn"]').allTextContents();
  assert(ends.length >= 2 && ends.every(t => t.endsWith('ends their part of the round')),
    `the log tells World's windows and parts, not turns: ${ends.slice(0, 3)}`);
  const nameOf = seat => ann.locator(`.player[data-seat="${seat}"] .name`).getAttribute('title');
  await ann.locator('#round .round-no', { hasText: 'Round 2' }).waitFor();
  const round = await ann.locator('#round').textContent();
  assert(round.includes(`green: ${await nameOf(1)}`) && round.includes(`red: ${await nameOf(7)}`),
    `round 2: seat 1 holds the green die, seat 7 the red one: ${round}`);
  await snap(ann, '08-round-2');
  for (const { page } of people) checkErrors(page);
  await bob.context().close();

  await replay(ann, base, snap);
  checkErrors(ann);
  await ann.context().close();
}

// Waits until one of the people has something to do (or a dialog asks him); returns [person, view].
async function nextToAct(people) {
  const start = Date.now();
  while (Date.now() - start < 30000) {
    for (const p of people) {
      const v = await view(p.page);
      if (v && (v.legal.length || v.state.turn >= 2)) return [p, v];
    }
    await people[0].page.waitForTimeout(100);
  }
  throw new Error('nobody to act for 30 s');
}

// One move of a person, chosen from his legal actions and made by clicks.
async function play(p, v, done, snap) {
  const { page, seat } = p;
  const legal = v.legal, state = v.state, before = state.actions;
  const round = () => page.locator('#round').textContent();
  if (await page.locator('#trade-dialog[open]').count() && !has(legal, 'confirm') && !has(legal, 'cancel')) {
    if (has(legal, 'decline')) await page.locator('#trade-dialog [data-action="decline"]').click();
    else { await page.locator('#trade-dialog button.close').click(); return; }
  } else if (has(legal, 'build_settlement') && state.context === 'setup') {
    const spots = legal.filter(t => t.startsWith('build_settlement ')).map(t => num(t.split(' ')[1]));
    const coastal = spots.find(id => state.vertices[id].edges.some(e => seaEdge(state, e)) && state.vertices[id].hexes.some(h => state.hexes[h].terrain !== 'sea'));
    const id = seat === 0 && !done.ship && coastal !== undefined ? coastal : spots[0];
    await page.locator(`[data-target="vertex"][data-id="${id}"]`).click();
  } else if ((has(legal, 'build_road') || has(legal, 'build_ship')) && state.context === 'setup') {
    const ship = seat === 0 && !done.ship && legal.find(t => t.startsWith('build_ship '));
    const text = ship || legal.find(t => t.startsWith('build_road ')) || legal[0];
    await page.locator(`[data-target="edge"][data-id="${num(text.split(' ')[1])}"]`).click();
    if (await page.locator('dialog.chooser-dialog[open]').count()) await chooseInDialog(page, text);
    if (ship) done.ship++;
  } else if (has(legal, 'pick_gold')) {
    await pickInDialog(page, v, done, snap);
  } else if (has(legal, 'roll')) {
    assert((await round()).includes('You roll (green die).'), `the round line: green rolls (${await round()})`);
    await page.click('[data-action="roll"]');
    done.turns++;
  } else if (has(legal, 'discard')) {
    await page.locator('#actions [data-action^="discard "]').first().click();
  } else if (BANDIT_VERBS.some(b => has(legal, b))) {
    await moveBandit(p, v, done, snap);
  } else if (state.phase === 'main' && has(legal, 'end_turn')) {
    await windowOf(p, v, done, snap);
  } else if (state.phase === 'trade_confirm') {
    const confirm = legal.find(t => t.startsWith('confirm '));
    await page.locator(`#trade-dialog [data-action="${confirm || 'cancel'}"]`).click();
    done.offers++;
  } else if (state.phase === 'special_build' && has(legal, 'end_turn')) {
    await partOf(p, v, done, snap);
  } else if (state.phase === 'move_ship') {
    const place = legal.find(t => t.startsWith('place_ship '));
    await page.locator(`[data-target="edge"][data-id="${num(place.split(' ')[1])}"]`).click();
    const after = await waitView(page, x => x.state.actions > before, 'the ship placed');
    assert(after.state.players[seat].ships.includes(num(place.split(' ')[1])), 'the ship moved to the clicked edge');
    done.phase3.push('move_ship');
  } else {
    await page.locator('#actions button').first().click();
    if (await page.locator('dialog.chooser-dialog[open]').count()) await chooseInDialog(page);
  }
  await waitView(page, x => x.state.actions > before || isOver(x), `${p.name}'s move applied (${legal.slice(0, 3)})`, 15000);
}

// A 7 (or a knight): a click on a bandit chooses it; only its hexes are then targets; a click on
// one moves it there. Checks the bandit is drawn on its new hex.
async function moveBandit(p, v, done, snap) {
  const { page, seat } = p;
  const verbs = BANDIT_VERBS.filter(b => has(v.legal, b));
  const text = await page.locator('#prompt').textContent();
  assert(v.state.seven_step === 0 || text.startsWith('A 7: move one of the bandits'), `the 7's prompt: ${text}`);
  if (v.state.seven_step) {
    done.sevens += v.state.seven_step === 1;
    const die = v.state.seven_step === 1 ? 'green' : 'red';
    const line = await page.locator('#round').textContent();
    assert(line.includes(`A 7: you move a bandit (${die} die).`), `the round line: who moves a bandit (${line})`);
  }
  assert(await page.locator('[data-target="bandit"]').count() === verbs.length, `${verbs.length} bandits to choose from`);
  // Seat 0 moves the second robber (or the first movable bandit), seat 6 a pirate if it may.
  const verb = (seat === 0 ? ['move_robber2'] : ['move_pirate2', 'move_pirate']).find(b => verbs.includes(b)) || verbs[0];
  await page.locator(`[data-target="bandit"][data-id="${KEY[verb]}"]`).click();
  await page.locator(`[data-target="bandit"][data-id="${KEY[verb]}"].selected`).waitFor();
  const hexes = [...new Set(v.legal.filter(t => t.startsWith(verb + ' ')).map(t => num(t.split(' ')[1])))];
  assert(await page.locator('[data-target="hex"]').count() === hexes.length, `only the ${KEY[verb]}'s ${hexes.length} hexes are targets`);
  if (!done.bandits.length) await snap(page, '03-bandit-chosen');
  const hex = hexes[hexes.length - 1];
  await page.locator(`[data-target="hex"][data-id="${hex}"]`).click();
  if (await page.locator('dialog.chooser-dialog[open]').count()) await chooseInDialog(page);
  const after = await waitView(page, x => x.state.actions > v.state.actions, 'the bandit moved');
  assert(after.state[KEY[verb]] === hex, `the ${KEY[verb]} on h${hex}`);
  await page.locator(`svg.board [data-bandit="${KEY[verb]}"][data-hex="${hex}"]`).waitFor();
  done.bandits.push(`${p.name}: ${KEY[verb]} -> h${hex}`);
}

// Takes every pick (gold, or the bank's after a 7) in the dialog, one click a card.
async function pickInDialog(page, v, done, snap) {
  const dialog = page.locator('#gold-dialog[open]');
  if (!await dialog.count()) await page.locator('#actions [data-verb="pick_gold"]').click();
  await dialog.waitFor();
  if (v.state.seven_step === 3) {
    assert(await dialog.locator('h2').textContent() === 'Bank pick', 'the bank pick has its own title');
    if (!done.bankPicks) await snap(page, '04-bank-pick');
    done.bankPicks++;
  }
  const pick = v.legal.find(t => t.startsWith('pick_gold '));
  await dialog.locator(`button[data-action="${pick}"]`).click();
}

// A window (W§7): Ann offers a trade to her neighbours once; then the window ends.
async function windowOf(p, v, done, snap) {
  const { page, seat } = p;
  const state = v.state;
  const me = state.players[seat];
  const die = state.current === seat ? 'green' : 'red';
  const line = await page.locator('#round').textContent();
  assert(line.includes(`Your window (${die} die).`), `the round line: whose window (${line})`);
  assert(await page.locator(`.player[data-seat="${seat}"] .die-badge.${die}`).count() === 1, `the ${die} die in the players panel`);
  const give = Object.keys(me.hand).find(r => me.hand[r] > 0);
  if (seat === 0 && !done.offers && give) {
    await page.click('#trade-button');
    const dialog = page.locator('#trade-dialog[open]');
    await dialog.locator('h3', { hasText: 'Offer to your neighbours' }).waitFor();
    const want = ['lumber', 'brick', 'wool', 'grain', 'ore'].find(r => r !== give);
    await dialog.locator(`.counter[data-side="give"][data-resource="${give}"] .plus`).click();
    await dialog.locator(`.counter[data-side="want"][data-resource="${want}"] .plus`).click();
    await dialog.locator('.make-offer').click();
    await dialog.locator('.answers [data-seat]').first().waitFor();
    const asked = await dialog.locator('.answers [data-seat]').evaluateAll(ns => ns.map(n => Number(n.dataset.seat)));
    const after = await waitView(page, () => true, 'the view with the offer');
    const expected = neighbours(seat, state.num_players);
    assert(asked.join() === expected.join(), `the offer asks the neighbours ${expected} only: ${asked}`);
    assert(after.state.offer.answers.filter(a => a === 'not_asked').length === state.num_players - 4, 'the others are not asked');
    await snap(page, '05-offer');
    return;   // the answers come from bots; trade_confirm is played next
  }
  await page.locator('#actions [data-action="end_turn"]', { hasText: 'End your window' }).click();
  done.windows++;
}

// A part of phase 3 (W§8): the round line and the panel say whose part it is; Ann moves her
// set-up ship, or trades with the bank, or builds, once; then the part ends.
async function partOf(p, v, done, snap) {
  const { page, seat } = p;
  const legal = v.legal;
  const k = (seat - v.state.current + v.state.num_players) % v.state.num_players + 1;
  const line = await page.locator('#round').textContent();
  assert(line.includes(`Phase 3: your part (${k} of 12).`), `the round line: whose part (${line})`);
  if (done.whole < done.parts + 1) {
    // Nothing moves in his part until he acts: the view the table completed from updates without
    // the board (board=once) is the whole view the server sends.
    const whole = await serverState(page, p.gameId);
    const mine = (await waitView(page, () => true, 'the view')).state;
    assert(whole.hexes.length === 225 && canonical(mine) === canonical(whole), `${p.name}'s completed view is the whole view`);
    done.whole++;
  }
  assert(await page.locator(`.player[data-seat="${seat}"] .badge.building`).count() === 1, 'the panel: building now');
  const acted = done.phase3.length > 0 || seat !== 0;
  if (!acted && has(legal, 'move_ship')) {
    const from = num(legal.find(t => t.startsWith('move_ship ')).split(' ')[1]);
    await page.locator(`[data-target="ship"][data-id="${from}"]`).click();
    await snap(page, '06-phase3-ship');
    return;   // placed in phase move_ship
  }
  if (!acted && has(legal, 'trade_bank')) {
    await page.click('#trade-button');
    const text = legal.find(t => t.startsWith('trade_bank '));
    await page.locator(`#trade-dialog [data-action="${text}"]`).click();
    done.phase3.push(text);
    return;
  }
  const build = !acted && legal.find(t => /^build_(road|ship|settlement|city) /.test(t));
  if (build) {
    const kind = build.startsWith('build_settlement') || build.startsWith('build_city') ? 'vertex' : 'edge';
    await page.locator(`[data-target="${kind}"][data-id="${num(build.split(' ')[1])}"]`).click();
    if (await page.locator('dialog.chooser-dialog[open]').count()) await chooseInDialog(page, build);
    done.phase3.push(build);
    return;
  }
  await snap(page, `07-part-${seat}`);
  await page.locator('#actions [data-action="end_turn"]', { hasText: 'End your part' }).click();
  done.parts++;
}

// A finished World game of bots, step by step in the replay viewer.
async function replay(page, base, snap) {
  const seats = Array(12).fill('heuristic');
  const made = await page.evaluate(spec => fetch('/api/games', { method: 'POST', body: JSON.stringify(spec) }).then(r => r.json()),
    { game: 'world', players: 12, seats, seed: 4 });
  assert(made.ok, `a World game of bots: ${JSON.stringify(made).slice(0, 200)}`);
  const id = made.game.id;
  const start = Date.now();
  let game = null;
  while (Date.now() - start < 30000) {
    game = (await page.evaluate(gid => fetch(`/api/games/${gid}`).then(r => r.json()), id)).game;
    if (game.status === 'finished') break;
    await page.waitForTimeout(250);
  }
  assert(game.status === 'finished' && game.winner !== null, `the bots' World game finished with a winner: ${game.status}`);
  await page.goto(`${base}/index.html`);
  await page.locator(`#finished-games tr[data-game="${id}"]`, { hasText: 'World Catan' }).waitFor();
  await page.goto(`${base}/replay.html?game=${id}`);
  await page.locator('#position', { hasText: `0 / ${game.actions}` }).waitFor();
  assert(await page.locator('#title').textContent() === `Replay · World Catan · ${id}`, 'the replay title');
  assert(await page.locator('svg.board .hex').count() === 225, 'the world map in the replay');
  await page.click('#last');
  await page.locator('#position', { hasText: `${game.actions} / ${game.actions}` }).waitFor();
  await page.locator('#banner', { hasText: 'wins!' }).waitFor();
  assert(await page.locator('svg.board .building').count() > 24, 'the buildings of the end of the game');
  assert(await page.locator('svg.board .robber-piece').count() === 2 && await page.locator('svg.board .pirate-piece').count() === 2, 'the four bandits');
  assert((await page.locator('#round').textContent()).includes('The game is over'), 'the round line at the end');
  await snap(page, '09-replay');
}
