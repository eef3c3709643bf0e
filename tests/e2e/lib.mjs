// lib.mjs — helpers shared by the end-to-end flows: the browser, screenshots, and waiting on the
// table page's latest view (window.catanTable, set by web/js/table.js).

import { chromium } from 'playwright-core';
import path from 'node:path';

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    // No sandbox (root in CI); no background connections (the machine has no network).
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

// A page that fails the flow on any script error or console error.
export async function openPage(browser, viewport = { width: 1200, height: 850 }) {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', err => page.errors.push(`pageerror: ${err.message}`));
  page.on('console', msg => { if (msg.type() === 'error') page.errors.push(`console: ${msg.text()}`); });
  return page;
}

export function checkErrors(page) {
  if (page.errors.length) throw new Error(page.errors.join('\n'));
}

export async function shot(page, dir, name) {
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

// The table's latest view once it is drawn (the table draws after a pause in the messages), passed
// as JSON text: playwright's own transfer of a large object (the state of a 225-hex World map)
// takes a third of a second, the text a few milliseconds. null while none is drawn.
export const view = async page => JSON.parse(await page.evaluate(() => {
  const v = window.catanTable;
  const drawn = v && v.state && v.drawn === v.received;
  return JSON.stringify(drawn ? { legal: v.legal, phase: v.state.phase, seat: v.seat, terminal: v.terminal, status: v.status, state: v.state, summary: v.summary } : null);
}));

// The view of the page's seat as the server sends it whole: the first update of another socket
// opened with the page's token and without board=once. The table puts its updates together itself
// (updates=delta: the changed keys laid over its view, web/js/api.js; board=once: the board put back,
// web/js/board_state.js); at a moment when nothing moves the two must be equal.
export const serverState = async (page, gameId) => JSON.parse(await page.evaluate(id => new Promise((resolve, reject) => {
  const token = new URLSearchParams(location.search).has('watch') ? null : localStorage.getItem(`catan.token.${id}`);
  const ws = new WebSocket(`ws://${location.host}/ws?game=${id}${token ? `&token=${token}` : ''}`);
  ws.onmessage = ev => {
    const msg = JSON.parse(ev.data);
    if (msg.event === 'update') { ws.close(); resolve(JSON.stringify(msg.state)); }
  };
  ws.onerror = () => reject(new Error('the second socket failed'));
}), gameId));

// JSON text with every object's keys sorted: equal values give equal texts.
export function canonical(value) {
  return JSON.stringify(value, (key, v) => (v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.keys(v).sort().map(k => [k, v[k]])) : v));
}

// Waits until predicate(view) is true (polling the page); returns the view.
export async function waitView(page, predicate, what, ms = 30000) {
  const start = Date.now();
  let last = null;
  while (Date.now() - start < ms) {
    last = await view(page);
    if (last && predicate(last)) return last;
    await page.waitForTimeout(100);
  }
  throw new Error(`timed out waiting for ${what}; phase ${last?.phase}, legal [${(last?.legal || []).slice(0, 8).join(' | ')}]`);
}

export function assert(cond, message) { if (!cond) throw new Error(`assertion failed: ${message}`); }

export const isOver = v => v.terminal || v.phase === 'game_over' || v.status === 'finished';

// Clicks a button of the open chooser dialog (the first one, or the one for `text`).
export async function chooseInDialog(page, text) {
  const dialog = page.locator('dialog.chooser-dialog[open]');
  await dialog.waitFor();
  if (text) await dialog.locator(`button[data-action="${text}"]`).click();
  else await dialog.locator('.chooser button').first().click();
}

// Resigns the page's seat (a bot plays it on) unless the game is over, then waits for the end of
// the game and its banner.
export async function resignToEnd(page, ms = 90000) {
  const v = await waitView(page, x => x.legal.length > 0 || isOver(x), 'a moment to resign', 30000);
  if (!isOver(v)) {
    await page.click('#resign-button');
    await chooseInDialog(page, 'resign');
    await waitView(page, isOver, 'the end of the game', ms);
  }
  await page.locator('#banner:not(.hidden)').waitFor();
}
