// The current decision's buttons are where the prompt is (the sticky action bar),
// a fingertip tall, pressed by keys 1-9 with "All moves" folded, and the keyboard's
// focus stays on the table after a player's own move (issue: the table for a
// newcomer's first evening, N1, N5, N6).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browser, createFromLobby, newPage, screenshot, seatView, server, useServerAndBrowser } from './harness.mjs';

useServerAndBrowser();

// Where the decision's buttons are on screen, and whether each is whole in the
// viewport below nothing (the sticky bar holds them).
const barChoices = (page) =>
  page.locator('.action-bar .decision button').evaluateAll((bs) =>
    bs.map((b) => {
      const r = b.getBoundingClientRect();
      return { text: b.textContent.trim(), key: b.dataset.key, top: r.top, bottom: r.bottom, height: r.height, onScreen: r.top >= 0 && r.bottom <= innerHeight };
    }),
  );

test('Push Push on a phone: the GO dice are in the action bar, on screen, 44 px, and key 1 picks one with All moves folded', async () => {
  const page = await newPage(browser, { phone: true, allMoves: false });
  const table = await createFromLobby(page, server, { game: 'push_push', params: { players: 3 }, seats: ['human', 'random', 'heuristic'] });
  await page.waitForSelector('.action-bar .decision button.push_push-gochoice');
  assert.equal(await page.locator('details.moves[open]').count(), 0, 'All moves is folded');
  const choices = await barChoices(page);
  assert.ok(choices.length >= 1 && choices.length <= 2, `one or two GO dice: ${JSON.stringify(choices)}`);
  for (const c of choices) {
    assert.ok(c.onScreen, `on screen without scrolling: ${JSON.stringify(c)}`);
    assert.ok(c.height >= 44, `a fingertip tall: ${JSON.stringify(c)}`);
  }
  assert.deepEqual(
    choices.map((c) => c.key),
    choices.map((_, i) => String(i + 1)),
    'each shows the key that presses it',
  );
  const prompt = await page.locator('.action-bar .status').boundingBox();
  assert.ok(choices[0].top - (prompt.y + prompt.height) < 60, `right under the prompt: ${JSON.stringify({ prompt, choices })}`);
  await screenshot(page, 'push_push-phone-decision');
  const before = await seatView(page, table);
  const go = before.legal.filter((m) => m.startsWith('go '));
  await page.keyboard.press('1');
  await page.waitForFunction(() => !document.querySelector('.action-bar .decision button.push_push-gochoice'));
  const after = await seatView(page, table);
  assert.ok(after.log.some((e) => e.player === 0 && go.includes(e.text)), `key 1 chose a GO die: ${JSON.stringify(after.log.slice(-4))}`);
  assert.deepEqual(page.errors, []);
});

test('Pantolino with the keyboard: key 1 stops, the focus lands on the first token, Enter takes it: two keys a turn', async () => {
  const page = await newPage(browser, { allMoves: false });
  const table = await createFromLobby(page, server, { game: 'pantolino', seats: ['human', 'heuristic'] });
  await page.waitForSelector('.action-bar .decision button.pantolino-stop');
  // Reroll is offered but needs dice picked: it takes no key until then.
  assert.equal(await page.locator('.action-bar .decision button.pantolino-reroll[data-key]').count(), 0);
  assert.equal(await page.getAttribute('.action-bar .decision button.pantolino-stop', 'data-key'), '1');
  // "Keep <colour>, reroll N": the reroll of every die but that colour and the stars.
  const first = await seatView(page, table);
  const keeps = await page.locator('.action-bar .decision button.pantolino-keep').evaluateAll((bs) => bs.map((b) => [b.textContent.trim(), b.dataset.move, b.dataset.key]));
  for (const [text, move, key] of keeps) {
    const colour = text.match(/^Keep (\w+), reroll (\d)$/)[1];
    const dice = first.observation.dice.map((f, i) => (f !== colour && f !== 'star' ? i + 1 : 0)).filter(Boolean);
    assert.equal(move, `reroll ${dice.join(' ')}`, text);
    assert.equal(text, `Keep ${colour}, reroll ${dice.length}`);
    assert.ok(first.legal.includes(move) && /^[2-9]$/.test(key), `${text}: legal, with a key`);
  }
  let turns = 0;
  for (let i = 0; i < 3; i++) {
    await page.waitForSelector('.action-bar .decision button.pantolino-stop', { timeout: 30000 });
    const before = (await seatView(page, table)).version;
    await page.keyboard.press('1');
    await page.waitForFunction((v) => Number(document.querySelector('.board')?.dataset.version) > v, before);
    const view = await seatView(page, table);
    if (view.legal.includes('take nothing')) continue; // made for the player in a moment
    // The player's own move leaves the focus on the table, on the next decision's first choice.
    await page.waitForFunction(() => document.activeElement?.matches('.board button.legal'), null, { timeout: 5000 }).catch(async () => {
      assert.fail(`the focus is on a token after the stop, not on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`);
    });
    const token = await page.evaluate(() => document.activeElement.dataset.move);
    assert.ok(view.legal.includes(token), `a legal token: ${token}`);
    await page.keyboard.press('Enter');
    await page.waitForFunction((v) => Number(document.querySelector('.board')?.dataset.version) > v, view.version);
    const took = await seatView(page, table);
    assert.ok(took.log.some((e) => e.version === view.version + 1 && e.player === 0 && e.text === token), `Enter took ${token}: ${JSON.stringify(took.log.slice(-3))}`);
    turns++;
  }
  assert.ok(turns >= 1, 'a turn was played with two keys');
  assert.deepEqual(page.errors, []);
});

test('a Pantolino die still rolling is not counted', async () => {
  const page = await newPage(browser, { pace: 1000, allMoves: false });
  await createFromLobby(page, server, { game: 'pantolino', seats: ['human', 'heuristic'] });
  await page.waitForSelector('.action-bar .decision button.pantolino-stop');
  await page.keyboard.press('1');
  await page.waitForSelector('.pantolino-supply button.pantolino-token.legal, button.pantolino-nothing');
  const token = page.locator('.pantolino-supply button.pantolino-token.legal').first();
  if (await token.count()) await token.click();
  // The bot's turn, played out a second a step: while a die shows "being rolled"
  // its old face is in no count.
  let seen = 0;
  for (let i = 0; i < 200 && seen < 3; i++) {
    const state = await page.evaluate(() => {
      const dice = [...document.querySelectorAll('.pantolino-die')].map((d) => d.dataset.face);
      const counts = Object.fromEntries([...document.querySelectorAll('.pantolino-count')].map((c) => c.textContent.trim().split(' ')).map(([c, n]) => [c, Number(n)]));
      return { dice, counts, rolling: dice.some((f) => f === '') };
    });
    if (state.rolling && Object.keys(state.counts).length) {
      const stars = state.dice.filter((f) => f === 'star').length;
      for (const [colour, n] of Object.entries(state.counts))
        assert.equal(n, state.dice.filter((f) => f === colour).length + stars, `counts from the settled dice only: ${JSON.stringify(state)}`);
      seen++;
    }
    await page.waitForTimeout(50);
  }
  assert.ok(seen >= 1, 'a die was seen rolling with the counts shown');
  assert.deepEqual(page.errors, []);
});
