// The coach on the table page (docs/coach.md): against a bot the Hint button
// lists every option with its value, best first, and a click on one makes that
// move; a finished Pantolino game's Review tab lists its mistakes, each of
// which opens the replay at that move; hints are off where people play each
// other, unless the table was made with them on, which everyone is told.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertFitsPhone, browser, createFromLobby, newPage, playToTheEnd, screenshot, seatView, server, useServerAndBrowser } from './harness.mjs';

useServerAndBrowser();

// The page's own call for the held seat's review, awaited until it is made.
const reviewOf = (page, table) =>
  page.evaluate(async (t) => {
    const held = JSON.parse(localStorage.getItem(`rookery.seat.${t}`));
    for (;;) {
      const r = await fetch(`/api/tables/${t}/analysis?seat=${held.seat}&credential=${held.credential}`);
      if (r.status !== 202) return (await r.json()).review;
      await new Promise((ok) => setTimeout(ok, 200));
    }
  }, table);

test('a hint values every option, and a finished game’s review opens the replay at a mistake', async () => {
  const page = await newPage(browser);
  const table = await createFromLobby(page, server, { game: 'pantolino', seats: ['human', 'heuristic'] });
  // Player 1 starts, against a bot: the Hint button is there.
  await page.waitForSelector('.moves button.move');
  const view = await seatView(page, table);
  await page.click('button.hint-button');
  await page.waitForSelector('.hint .hint-option');
  assert.match(await page.textContent('.hint .measure'), /Exact: the boots you would hold/);
  const options = await page.locator('.hint .hint-option').evaluateAll((bs) => bs.map((b) => ({ move: b.dataset.move, worth: b.querySelector('.worth').textContent })));
  assert.ok(options.length >= 1 && options.length <= 6, 'the six best options first');
  for (const o of options) {
    assert.ok(view.legal.includes(o.move), `${o.move} is a legal move`);
    assert.match(o.worth, /^\d+\.\d boots$/);
  }
  const worth = options.map((o) => Number.parseFloat(o.worth));
  assert.deepEqual([...worth].sort((a, b) => b - a), worth, 'best first');
  assert.equal(await page.textContent('.hint .hint-option.best .badge'), 'best');
  if (await page.locator('.hint button:text("Show all")').count()) await page.click('.hint button:text("Show all")');
  // Every choice once: moves that read alike (rerolling one star or the other) are
  // one row, whatever the order of the dice they name (N10); no engine words.
  const rows = await page.locator('.hint .hint-option .what').allInnerTexts();
  const reading = (t) => {
    const [head, list = ''] = t.split(': ');
    return `${head}: ${list.split(/, | and /).sort().join(',')}`;
  };
  assert.equal(new Set(rows.map(reading)).size, rows.length, `no two rows read alike: ${rows}`);
  assert.ok(rows.length <= view.legal.length);
  assert.equal(options.length, Math.min(6, rows.length), 'six first, then all');
  for (const r of rows) assert.doesNotMatch(r, /\(reroll [\d ]+\)/);
  await screenshot(page, 'coach-hint');
  // A click on an option makes that move, and the hint closes with it.
  const before = view.version;
  await page.click('.hint .hint-option.best');
  await page.waitForFunction((v) => !document.querySelector('.hint') && Number(document.querySelector('.board')?.dataset.version) > v, before);

  // The rest of the game badly: always the last move offered (rerolling every die).
  await playToTheEnd(page, { choose: (moves) => moves[moves.length - 1] });
  await page.click('[role=tab]:text("Review")');
  await page.waitForSelector('.review .mistake', { timeout: 60000 });
  const review = await reviewOf(page, table);
  assert.equal(review.mistakes.length, 3, 'three clear mistakes in a game played this badly');
  const listed = await page.locator('.review .mistake').evaluateAll((bs) => bs.map((b) => Number(b.dataset.move)));
  assert.deepEqual(listed, review.mistakes.map((m) => review.decisions[m].move), 'the biggest first, as the server ranks them');
  assert.match(await page.textContent('.review .accuracy'), /Accuracy \d+% over \d+ decisions/);
  assert.match(await page.textContent('.review .mistake'), /^Move \d+: [^.]+ \(\d+\.\d boots\)Best: [^.]+ \(\d+\.\d boots\), \d+\.\d boots less\.$/);
  assert.equal(await page.locator('.review-chart circle.played').count(), review.decisions.length);
  await screenshot(page, 'coach-review');
  // A mistake opens the replay right after that move.
  const first = review.decisions[review.mistakes[0]].move;
  await page.click('.review .mistake >> nth=0');
  await page.waitForSelector('.replay');
  assert.equal(await page.textContent('.replay h2'), `Replay: step ${first + 1} of ${(await seatView(page, table)).version}`);
  await page.waitForFunction(() => !document.querySelector('.replay .replay-move')?.textContent.startsWith('Loading'));
  assert.match(await page.textContent('.replay .replay-move'), /^Ann \(you\) /, 'the move shown is the player’s own');
  // Closing the replay comes back to the review.
  await page.click('.replay button:text("Close replay")');
  await page.waitForSelector('.review .mistake');
  assert.deepEqual(page.errors, []);

  // On a phone, the review fits the screen.
  const phone = await newPage(browser, { phone: true });
  await phone.goto(`${server.url}/#/`);
  await phone.evaluate(({ t, held }) => localStorage.setItem(`rookery.seat.${t}`, held), {
    t: table,
    held: await page.evaluate((t) => localStorage.getItem(`rookery.seat.${t}`), table),
  });
  await phone.goto(`${server.url}/#/table/${table}`);
  await phone.click('[role=tab]:text("Review")');
  await phone.waitForSelector('.review .mistake');
  await assertFitsPhone(phone);
  await screenshot(phone, 'coach-review-phone');
});

test('hints are off between people unless the table is made with them on, and everyone is told', async () => {
  const page = await newPage(browser);
  const plain = await createFromLobby(page, server, { game: 'push_push', seats: ['human', 'human', 'heuristic'] });
  const guest = await newPage(browser);
  await guest.goto(`${server.url}/#/table/${plain}`);
  await guest.click('button:text("Join as player 2")');
  await page.waitForSelector('.moves button.move');
  assert.equal(await page.locator('button.hint-button').count(), 0, 'no hint between people by default');

  await page.goto(`${server.url}/#/`);
  await page.selectOption('#game', 'push_push');
  await page.selectOption('#seat-1', 'human');
  await page.setChecked('#hints-for-everyone', true);
  await page.setChecked('#open-to-anyone', true);
  await page.fill('#your-name', 'Ann');
  await page.click('button:text("Create table")');
  await page.waitForURL(/#\/table\//);
  const open = page.url().match(/#\/table\/(\w+)/)[1];
  assert.match(await page.textContent('.hints-on'), /hints are on for everyone/);
  // The lobby's list tells whoever joins.
  await guest.goto(`${server.url}/#/`);
  await guest.waitForSelector(`a[href="#/table/${open}"]`);
  assert.match(await guest.locator('li', { has: guest.locator(`a[href="#/table/${open}"]`) }).textContent(), /the coach’s hints on for everyone/);
  await guest.goto(`${server.url}/#/table/${open}`);
  await guest.click('button:text("Join as player 2")');
  await page.waitForSelector('.moves button.move');
  // Doubles leave one move, and no choice has no hint: then another such table,
  // made by the API and joined from both pages.
  for (let tries = 0; (await seatView(page)).legal.length < 2 && tries < 10; tries++) {
    assert.equal(await page.locator('button.hint-button').count(), 0, 'no hint without a choice');
    const another = await page.evaluate(async () => {
      const body = { game: 'push_push(players=3)', seats: ['human', 'human', 'heuristic'], hints: true };
      const r = await fetch('/api/tables', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return (await r.json()).table;
    });
    await page.goto(`${server.url}/#/table/${another}`);
    await page.click('button:text("Join as player 1")');
    await guest.goto(`${server.url}/#/table/${another}`);
    await guest.click('button:text("Join as player 2")');
    await page.waitForSelector('.moves button.move');
  }
  await page.click('button.hint-button');
  await page.waitForSelector('.hint .hint-option', { timeout: 30000 });
  assert.match(await page.textContent('.hint .measure'), /chance to win/);
  assert.match(await page.textContent('.hint .hint-option.best .worth'), /^\d+% chance to win \(likely \d+–\d+%\)$/);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(guest.errors, []);
});
