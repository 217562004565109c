// The page recovers from a dropped connection by itself: a dropped WebSocket and
// a server killed and started again. The log afterwards has every move once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browser, createFromLobby, newPage, server, useServerAndBrowser } from './harness.mjs';

useServerAndBrowser();

// The versions in the page's log, in order.
const logVersions = (page) => page.locator('.log li').evaluateAll((lis) => lis.map((li) => Number(li.value)));

// Every version from the first shown to the last, once each.
function assertNoGapsOrRepeats(versions) {
  for (let i = 1; i < versions.length; i++) assert.equal(versions[i], versions[i - 1] + 1, `log: ${versions.join(',')}`);
}

async function makeMoves(page, n) {
  for (let i = 0; i < n; i++) {
    await page.waitForSelector('.moves button.move');
    const before = (await logVersions(page)).at(-1);
    await page.locator('.moves button.move').first().click();
    await page.waitForFunction((v) => {
      const lis = document.querySelectorAll('.log li');
      return lis.length && Number(lis[lis.length - 1].value) > v;
    }, before);
  }
}

test('a dropped connection and a restarted server are recovered without a reload', async () => {
  const page = await newPage(browser);
  await createFromLobby(page, server, { game: 'pantolino', seats: ['human', 'random'] });
  await makeMoves(page, 3);
  // The network drops: the page reconnects with the last version it saw.
  await page.evaluate(() => window.rookeryDrop());
  await page.waitForSelector('.connection.open');
  await makeMoves(page, 2);
  // The server dies (SIGKILL) and comes back on the same database.
  await page.waitForSelector('.moves button.move');
  const seen = (await logVersions(page)).at(-1);
  await server.kill();
  await page.waitForSelector('.connection.reconnecting');
  // A move tried meanwhile is not sent, and the page says why.
  assert.match(await page.textContent('.status'), /connection dropped; reconnecting/);
  assert.equal(await page.getAttribute('.board', 'aria-disabled'), 'true', 'the board is disabled meanwhile');
  // This seat's own dot says so too, not the last good measure.
  assert.equal(await page.getAttribute('.seats .latency.lost', 'aria-label'), 'connection lost: reconnecting');
  await page.keyboard.press('1');
  await page.waitForSelector('.error');
  assert.match(await page.textContent('.error'), /not connected[^]*not sent/i);
  await server.restart();
  await page.waitForSelector('.connection.open', { timeout: 15000 });
  assert.equal(await page.getAttribute('.board', 'aria-disabled'), 'false');
  assert.equal(await page.locator('.seats .latency.lost').count(), 0, 'the dot is back to its measure');
  // Back: the message about the connection is gone.
  await page.waitForFunction(() => !document.querySelector('.error'));
  const after = (await logVersions(page)).at(-1);
  assert.ok(after >= seen, 'every acknowledged move is still there');
  await makeMoves(page, 2);
  assertNoGapsOrRepeats(await logVersions(page));
  assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation').length), 1, 'no reload');
  assert.deepEqual(page.errors, []);
});

test('a page reloaded keeps its seat (the credential stays in the browser)', async () => {
  const page = await newPage(browser);
  await createFromLobby(page, server, { game: 'pantolino', seats: ['human', 'random'] });
  await makeMoves(page, 1);
  await page.reload();
  await page.waitForSelector('.table .status');
  assert.match(await page.textContent('.seats'), /player 1 \(Ann, you\)/);
  await makeMoves(page, 1);
});
