// run.mjs — runs every end-to-end flow against a running `catan serve` (run.sh starts it) and
// prints one line per flow and the closing count. usage: node run.mjs BASE_URL ARTIFACT_DIR
import fs from 'node:fs';
import { launch } from './lib.mjs';
import { classicFlow } from './classic.mjs';
import { struggleFlow } from './struggle.mjs';
import { joinFlow } from './join.mjs';
import { seafarersFlow } from './seafarers.mjs';
import { worldFlow } from './world.mjs';
import { rivalsFlow, rivalsDuelFlow, rivalsTournamentFlow } from './rivals.mjs';
import { deckFlow } from './deck.mjs';
import { rivalsOwnDecksFlow } from './own_decks.mjs';

const [base, artifacts] = process.argv.slice(2);
fs.mkdirSync(artifacts, { recursive: true });
const flows = { classic: classicFlow, struggle: struggleFlow, join: joinFlow, seafarers: seafarersFlow, world: worldFlow, rivals: rivalsFlow,
  'rivals-duel': rivalsDuelFlow, 'rivals-tournament': rivalsTournamentFlow,
  'rivals-own-decks': rivalsOwnDecksFlow, deck: deckFlow };
const only = process.env.E2E_ONLY ? process.env.E2E_ONLY.split(',') : Object.keys(flows);
const browser = await launch();
let passed = 0, failed = 0;
for (const name of only) {
  const t0 = Date.now();
  try {
    await flows[name](browser, base, artifacts);
    passed++;
    console.log(`ok   ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  } catch (err) {
    failed++;
    console.log(`FAIL ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s): ${err.stack || err}`);
    for (const context of browser.contexts()) {
      for (const page of context.pages()) await page.screenshot({ path: `${artifacts}/FAILED-${name}.png`, fullPage: true }).catch(() => {});
      await context.close().catch(() => {});
    }
  }
}
await browser.close();
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
