// The pages under the server's Content-Security-Policy (docs/security.md,
// "Files"): the lobby and a seat's table load, connect and play with nothing
// inline and nothing from elsewhere, and no violation is reported.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browser, newPage, server, useServerAndBrowser } from './harness.mjs';

useServerAndBrowser();

const post = (path, body) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  }).then((r) => r.json());

test('the lobby and a table work under the Content-Security-Policy', async () => {
  const page = await newPage(browser, { csp: true });
  const answer = await page.goto(`${server.url}/#/`);
  const policy = answer.headers()['content-security-policy'] ?? '';
  assert.match(policy, /^default-src 'self';/);
  assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
  await page.waitForSelector('select');
  // A seat held by this browser (as the lobby keeps it), at a table against a bot.
  const { table } = await post('/api/tables', { game: 'pantolino', seats: ['human', 'random'] });
  const { credential } = await post(`/api/tables/${table}/join`, { seat: 0, name: 'Ann' });
  await page.evaluate(([t, c]) => localStorage.setItem(`rookery.seat.${t}`, JSON.stringify({ seat: 0, credential: c })), [table, credential]);
  await page.goto(`${server.url}/#/table/${table}`);
  await page.waitForSelector('.connection.open');
  await page.locator('.moves button.move').first().click();
  await page.waitForSelector('.log li');
  assert.deepEqual(page.errors, []);
});
