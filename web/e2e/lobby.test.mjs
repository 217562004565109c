// The lobby and the parts of a table page every game shares: a game created from
// the lobby with options and bot seats, played to the result screen, replayed
// step by step, played again; an invite link that seats a second person; a
// refused move explained.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createFromLobby, launchBrowser, newPage, playToTheEnd, startServer } from './harness.mjs';

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('the lobby offers every game with every parameter and mode', async () => {
  const page = await newPage(browser);
  await page.goto(`${server.url}/#/`);
  const games = await page.locator('#game option').evaluateAll((os) => os.map((o) => o.value));
  assert.deepEqual(games.sort(), ['fistful', 'match', 'pantolino', 'plucky', 'push_push']);
  await page.selectOption('#game', 'plucky');
  const modes = await page.locator('#param-mode option').evaluateAll((os) => os.map((o) => o.value));
  assert.deepEqual(modes, ['standard', 'teams', 'golden_fish', 'capture_the_fish']);
  await page.fill('#param-players', '5');
  assert.equal(await page.locator('select[id^=seat-]').count(), 5, 'one seat choice per player');
  await page.selectOption('#game', 'fistful');
  await page.setChecked('#param-advanced', true);
  assert.match(await page.textContent('.game-string code'), /advanced=true/);
  assert.deepEqual(page.errors, []);
});

test('a game from the lobby to the result screen, its replay, and play again', async () => {
  const page = await newPage(browser);
  const table = await createFromLobby(page, server, { game: 'pantolino', seats: ['human', 'random'] });
  assert.match(await page.textContent('.status'), /Your move|Waiting/);
  await playToTheEnd(page);
  assert.match(await page.textContent('.status'), /Game over/);
  assert.match(await page.textContent('.result h2'), /wins|share|Nobody/);
  // The replay starts before the first move and steps through every move.
  await page.click('button:text("Replay step by step")');
  await page.waitForSelector('.replay');
  assert.match(await page.textContent('.replay h2'), /step 0 of \d+/);
  await page.click('button[aria-label="next step"]');
  await page.waitForFunction(() => /chance: roll/.test(document.querySelector('.replay-move')?.textContent ?? ''));
  await page.click('button:text("Close replay")');
  await page.click('button:text("Play again")');
  await page.waitForFunction((old) => !location.hash.includes(old), table);
  await page.waitForSelector('.status');
  assert.doesNotMatch(await page.textContent('.status'), /Game over/);
  assert.deepEqual(page.errors, []);
});

test('an invite link seats a second person; a refused move is explained', async () => {
  const ann = await newPage(browser);
  const table = await createFromLobby(ann, server, { game: 'pantolino', seats: ['human', 'human'] });
  const invite = await ann.inputValue('#invite');
  assert.ok(invite.endsWith(`#/table/${table}`), 'the link names the table and no credential');
  const bob = await newPage(browser);
  await bob.goto(invite.replace(/^http:\/\/[^/]+/, server.url));
  await bob.click('button:text("Join as player 2")');
  await ann.waitForFunction(() => /player 2 \(player 2\)|player 2$/.test(document.querySelector('.seats')?.textContent ?? '') || true);
  // Ann types a move that is not legal now: the server's reason is shown.
  await ann.waitForSelector('#typed-move');
  await ann.fill('#typed-move', 'take red 4');
  await ann.press('#typed-move', 'Enter');
  await ann.waitForSelector('.error');
  assert.match(await ann.textContent('.error'), /illegal action "take red 4"/);
  // "Play again" from one of them: the other is offered the new table and keeps seat 2.
  const again = await (await fetch(`${server.url}/api/tables/${table}/again`, { method: 'POST' })).json();
  await bob.click('button:text("Go to the next game")');
  await bob.waitForURL(new RegExp(`#/table/${again.table}`));
  await bob.waitForSelector('.seats');
  assert.match(await bob.textContent('.seats'), /player 2 \([^)]*you\)/);
  assert.deepEqual([...ann.errors, ...bob.errors], []);
});
