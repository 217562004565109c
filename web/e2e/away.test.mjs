// A friend who goes away in the middle of a game: the others are told, and once
// the server's time is up one of them lets a bot play the seat, so that the game
// goes on to its end; the friend, back later, is told what happened and watches.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertAccessible, browser, createFromLobby, seatView, newPage, playToTheEnd, screenshotDir, server, shortPantolino, useServerAndBrowser } from './harness.mjs';

// A seat may be handed over after 8 s without a connection; the page shows a
// player away after 5 s (src/away.tsx), so both stages are seen.
useServerAndBrowser(undefined, { args: ['--hand-over-after', '8'] });

const seatsText = (page) => page.evaluate(() => document.querySelector('.seats')?.textContent ?? '');

test('a stalled seat is handed to a bot by the other player, and the game is played to its end', async () => {
  const ann = await newPage(browser);
  const table = await createFromLobby(ann, server, { game: 'pantolino', params: { discard_smallest: true }, seats: ['human', 'human'], open: false });
  const link = (await ann.inputValue('#invite-1')).replace(/^http:\/\/[^/]+/, server.url);
  const bob = await newPage(browser);
  await bob.goto(link);
  await bob.fill('#guest-name', 'Bob');
  await bob.click('button:text("Take my seat")');
  await bob.waitForFunction(() => /player 2 \(Bob, you\)/.test(document.querySelector('.seats')?.textContent ?? ''));
  await ann.waitForFunction(() => !/Waiting for player 2/.test(document.querySelector('.status')?.textContent ?? ''));
  // Bob's browser goes away (his seat stays his: the page keeps its credential).
  await bob.goto(`${server.url}/api/games`); // a page of the same site, with no table
  // First Ann is told he is gone and when a bot may step in, with nothing to press yet.
  await ann.waitForSelector('.away li[data-seat="1"]', { timeout: 15000 });
  assert.match(await ann.textContent('.away'), /Bob has lost the connection \(\d s ago\)\. If they are not back in \d s, a bot can play for them\./);
  assert.equal(await ann.locator('.away button').count(), 0, 'not yet');
  // Waited for, he is said to be gone on the status line too, where Ann looks.
  const status = await ann.textContent('.status');
  if ((await seatView(ann, table)).acting.includes(1)) assert.match(status, /^Waiting for player 2 \(Bob\)\. Player 2 \(Bob\) has lost the connection\./);
  else assert.match(status, /^Your move/);
  // Then she may let a bot play for him, and is asked once more.
  await ann.waitForSelector('button:text("Let a bot play for Bob")', { timeout: 15000 });
  await ann.click('button:text("Let a bot play for Bob")');
  await ann.waitForSelector('.hand-over-confirm');
  await ann.screenshot({ path: `${screenshotDir}/away.png` });
  await assertAccessible(ann, 'away');
  await ann.click('button:text("Yes, a bot plays on")');
  // The bot is named with the person it plays for.
  await ann.waitForFunction(() => /player 2 \(Bot: [^)]* for Bob\)/.test(document.querySelector('.seats')?.textContent ?? ''));
  // Pantolino has no secrets, so nobody is said to have seen any (N10; a game
  // with secrets says who did: secrecy.test.mjs).
  assert.doesNotMatch(await seatsText(ann), /saw its secrets/);
  assert.equal(await ann.locator('.away').count(), 0, 'nobody is away any more');
  const stored = await (await fetch(`${server.url}/api/tables/${table}`)).json();
  assert.notEqual(stored.seats[1].kind, 'human', 'the server has a bot in the seat');
  // The bot plays Bob's turns: Ann plays the game to its end.
  await playToTheEnd(ann, { choose: shortPantolino });
  assert.match(await ann.textContent('.status'), /Game over/);
  // Bob comes back: he is told what happened, and watches.
  await bob.goto(`${server.url}/#/table/${table}`);
  await bob.waitForSelector('.notice');
  assert.match(await bob.textContent('.notice'), /You were away for a while, so the other players let a bot play your seat/);
  assert.doesNotMatch(await seatsText(bob), /you\)/, 'Bob holds no seat');
  assert.deepEqual([...ann.errors, ...bob.errors], []);
});

test('a player who comes back in time keeps the seat, and the others are offered nothing', async () => {
  const ann = await newPage(browser);
  const table = await createFromLobby(ann, server, { game: 'push_push', seats: ['human', 'human'], open: false });
  const link = (await ann.inputValue('#invite-1')).replace(/^http:\/\/[^/]+/, server.url);
  const bob = await newPage(browser);
  await bob.goto(link);
  await bob.fill('#guest-name', 'Bob');
  await bob.click('button:text("Take my seat")');
  await bob.waitForFunction(() => /player 2 \(Bob, you\)/.test(document.querySelector('.seats')?.textContent ?? ''));
  await bob.goto(`${server.url}/api/games`); // a page of the same site, with no table
  await ann.waitForSelector('.away li[data-seat="1"]', { timeout: 15000 });
  await bob.goto(`${server.url}/#/table/${table}`);
  await bob.waitForFunction(() => /player 2 \(Bob, you\)/.test(document.querySelector('.seats')?.textContent ?? ''));
  await ann.waitForFunction(() => !document.querySelector('.away'));
  // Long past the time: Bob is here, so nothing is offered, and the server refuses a hand-over.
  await ann.waitForTimeout(4000);
  assert.equal(await ann.locator('.away').count(), 0);
  const held = await ann.evaluate((t) => JSON.parse(localStorage.getItem(`rookery.seat.${t}`)), table);
  const r = await fetch(`${server.url}/api/tables/${table}/hand-over`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ seat: held.seat, credential: held.credential, away_seat: 1 }),
  });
  assert.equal(r.status, 400);
  assert.match((await r.json()).error.message, /Bob is connected/);
  assert.deepEqual([...ann.errors, ...bob.errors], []);
});
