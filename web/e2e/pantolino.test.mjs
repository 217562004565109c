// Pantolino's table page: a whole game played on the board itself (dice picked
// for a reroll, tokens clicked in the supply), the board checked against the
// observation at every move, screenshots at desktop and phone size, and the
// Escaping Boots, discard and solo modes played to the end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertFocusOnTheDecision, browser, createFromLobby, horizontalOverflow, newPage, nextMove, pageKey, playToTheEnd, screenshot, seatView, server, shownSteps, useServerAndBrowser, watchShown } from './harness.mjs';

useServerAndBrowser();

// The board shows what the observation says: dice, supply, centipedes.
async function assertBoardMatches(page, obs) {
  if (obs.dice.length) {
    const faces = await page.locator('.pantolino-die').evaluateAll((ds) => ds.map((d) => d.dataset.face));
    assert.deepEqual(faces, obs.dice, 'the dice shown are the dice rolled');
  }
  const supply = await page.locator('.pantolino-supply .pantolino-token').evaluateAll((ts) => ts.map((t) => t.dataset.token));
  assert.deepEqual(supply.sort(), [...obs.supply].sort(), 'the supply shown is the supply');
  for (const c of obs.centipedes) {
    const shown = page.locator(`.pantolino-centipede[data-player="${c.player}"]`);
    assert.equal(await shown.locator('.pantolino-boots').getAttribute('data-boots'), String(c.boots));
    const tokens = await shown.locator('.pantolino-body li[data-token]').evaluateAll((ts) => ts.map((t) => t.dataset.token));
    assert.deepEqual(tokens, c.tokens, 'the centipede runs head to tail as observed');
  }
}

// Takes a token (from the supply, or `where` else on the board), or when none
// qualifies lets the page take nothing for the player, as it does in a moment.
async function takeAToken(page, where = '.pantolino-supply') {
  await page.waitForSelector(`${where} button.pantolino-token.legal, button.pantolino-nothing`);
  const token = page.locator(`${where} button.pantolino-token.legal`).first();
  if (await token.count()) await token.click();
}

test('a game against a bot played on the board, checked against the observation', async () => {
  const page = await newPage(browser);
  const table = await createFromLobby(page, server, { game: 'pantolino', seats: ['human', 'heuristic'] });
  // Player 1 starts: the tab says so, and the heading names the game and its players, not its string.
  await page.waitForFunction(() => document.title === 'Your turn · Pantolino · Rookery');
  assert.equal(await page.getAttribute('link[rel="icon"]', 'data-turn'), 'true', 'the tab icon has its dot');
  assert.equal(await page.isChecked('.sound input'), false, 'no sound until asked for');
  assert.equal((await page.textContent('.table-options')).trim(), '2 players');
  let key = '';
  let moves = 0;
  let shot = false;
  while (await nextMove(page, key)) {
    const view = await seatView(page, table);
    const obs = view.observation;
    await assertBoardMatches(page, obs);
    key = await pageKey(page);
    if (obs.phase === 'deciding') {
      if (obs.rolls_done < 3) {
        // Keep the most common colour (and the jokers), reroll the rest, by clicking the dice.
        const best = ['yellow', 'red', 'green', 'blue', 'black'].sort((a, b) => obs.dice.filter((d) => d === b).length - obs.dice.filter((d) => d === a).length)[0];
        const reroll = obs.dice.map((d, i) => (d !== best && d !== 'star' ? i + 1 : 0)).filter(Boolean);
        if (reroll.length === 0) {
          await page.click('button.pantolino-stop');
        } else {
          for (const d of reroll) await page.click(`button.pantolino-die[data-die="${d}"]`);
          const label = await page.textContent('button.pantolino-reroll');
          assert.equal(label, `Reroll ${reroll.length} ${reroll.length === 1 ? 'die' : 'dice'}`);
          assert.ok(view.legal.includes(`reroll ${reroll.join(' ')}`));
          await page.click('button.pantolino-reroll');
        }
      } else {
        await page.click('button.pantolino-stop');
      }
    } else if (obs.phase === 'taking') {
      if (!shot && obs.supply.length <= 11) {
        await screenshot(page, 'pantolino');
        shot = true;
      }
      // The biggest token on offer, clicked in the supply.
      const offered = await page.locator('.pantolino-supply button.pantolino-token.legal').evaluateAll((bs) => bs.map((b) => b.dataset.move));
      for (const m of offered) assert.ok(view.legal.includes(m), `the board offers only legal moves (${m})`);
      if (offered.length) {
        const pick = offered.sort((a, b) => Number(b.split(' ')[2]) - Number(a.split(' ')[2]))[0];
        await page.click(`.pantolino-supply button[data-move="${pick}"]`);
      } else {
        // No token qualifies: the page takes nothing for the player in a moment (R6).
        assert.deepEqual(view.legal, ['take nothing']);
        assert.match(await page.textContent('.action-bar .status'), /no token qualifies, so you take nothing/);
      }
    } else {
      assert.fail(`unexpected phase ${obs.phase} on my move`);
    }
    moves++;
  }
  assert.ok(moves > 10, 'a whole game was played on the board');
  assert.ok(shot, 'a mid-game screenshot was taken');
  assert.match(await page.textContent('.status'), /Game over/);
  const obs = (await seatView(page, table)).observation;
  assert.ok(obs.supply.length === 0, 'the game ends when the supply is empty');
  await assertBoardMatches(page, obs);
  await screenshot(page, 'pantolino-result');
  assert.equal(await page.locator('.pantolino-winner').count(), obs.winners.length);
  // The result says why: each player's boots, and per colour (the tie-break).
  for (const c of obs.centipedes) {
    const row = page.locator(`.pantolino-breakdown tr[data-player="${c.player}"] td`);
    assert.equal(Number(await row.nth(1).textContent()), c.boots);
    const perColour = (await row.allTextContents()).slice(2).map((t) => Number(t || 0));
    assert.equal(perColour.reduce((a, b) => a + b, 0), c.boots);
  }
  // The log is in sentences: the dice are nobody's move and say how they land; each
  // move names its player, and nothing reads like the engine's words.
  const rolls = await page.locator('.log li.log-chance').allInnerTexts();
  assert.ok(rolls.length > 0 && rolls.every((t) => /^(The dice land|They land|The die lands) [a-z, ]+ and [a-z]+\.$|^The die lands [a-z]+\.$/.test(t)), rolls.slice(0, 3).join(' | '));
  const lines = await page.locator('.log li:not(.log-chance)').allInnerTexts();
  for (const l of lines) assert.match(l, /^(Ann \(you\)|Bot: Medium) (stops rolling|rerolls (1 die|\d dice): [a-z, ]+|takes the [a-z]+ token with \d boots?|takes nothing: no token matches the dice)\.$/);
  assert.doesNotMatch(await page.textContent('.log'), /chance:|player \d/);
  assert.deepEqual(page.errors, []);
});

test('at phone size nothing scrolls sideways; a spectator sees the board without moves', async () => {
  const page = await newPage(browser, { phone: true });
  const table = await createFromLobby(page, server, { game: 'pantolino', params: { players: 4, escaping_boots: true }, seats: ['human', 'random', 'random', 'random'] });
  // A few turns on the board so the centipedes have tokens.
  let key = '';
  for (let turn = 0; turn < 4 && (await nextMove(page, key)); ) {
    key = await pageKey(page);
    if (await page.$('button.pantolino-stop')) await page.click('button.pantolino-stop');
    else {
      await takeAToken(page, '.pantolino-board');
      turn++;
    }
  }
  await nextMove(page, key);
  await page.click('button.pantolino-die[data-die="2"]');
  assert.equal(await page.getAttribute('button.pantolino-die[data-die="2"]', 'aria-pressed'), 'true');
  assert.ok((await horizontalOverflow(page)) <= 0, 'no horizontal scrolling at 390 px');
  await screenshot(page, 'pantolino-phone');
  assert.match(await page.textContent('.pantolino-modes'), /Escaping Boots/);

  const watcher = await newPage(browser);
  await watcher.goto(`${server.url}/#/table/${table}`);
  await watcher.waitForSelector('.pantolino-board');
  assert.equal(await watcher.locator('.pantolino-board button').count(), 0, 'nothing to click for a spectator');
  assert.equal(await watcher.locator('.pantolino-centipede').count(), 4);
  assert.deepEqual([...page.errors, ...watcher.errors], []);
});

test('Escaping Boots, discard smallest and the solo game play to the end', async () => {
  // Escaping Boots: prefer taking from a tail, so stealing happens on the board.
  const steal = await newPage(browser);
  await createFromLobby(steal, server, { game: 'pantolino', params: { players: 3, escaping_boots: true }, seats: ['human', 'heuristic', 'heuristic'] });
  await playToTheEnd(steal, { choose: (moves) => moves.find((m) => / from player /.test(m)) ?? moves.find((m) => m === 'stop') ?? moves[0] });
  assert.match(await steal.textContent('.status'), /Game over/);

  const discard = await newPage(browser);
  await createFromLobby(discard, server, { game: 'pantolino', params: { discard_smallest: true }, seats: ['human', 'heuristic'] });
  assert.match(await discard.textContent('.pantolino-modes'), /discarded/);
  await playToTheEnd(discard, { choose: (moves) => moves.find((m) => m === 'stop') ?? moves[0] });

  const solo = await newPage(browser);
  await createFromLobby(solo, server, { game: 'pantolino', params: { players: 1 }, seats: ['human'] });
  assert.match(await solo.textContent('.pantolino-turn'), /Turn 1 of 15/);
  assert.match(await solo.textContent('.pantolino-modes'), /Solo game/);
  await playToTheEnd(solo, { choose: (moves) => moves.find((m) => m === 'stop') ?? moves[moves.length - 1] });
  const boots = await solo.getAttribute('.pantolino-boots', 'data-boots');
  assert.match(await solo.textContent('.pantolino-turn'), new RegExp(`solo game is over: ${boots} boots`));
  assert.match(await solo.textContent('.status'), new RegExp(`Final score: ${boots}\\.`));
  assert.deepEqual([...steal.errors, ...discard.errors, ...solo.errors], []);
});

test("a bot's turn is played out step by step, and Escape skips to the table as it is", async () => {
  const page = await newPage(browser, { pace: 600 });
  const table = await createFromLobby(page, server, { game: 'pantolino', seats: ['human', 'heuristic'] });
  // Every version the board shows, with when it showed it and who was highlighted.
  await watchShown(page);
  // My first turn: stop at once, then take whatever the board offers.
  await page.waitForSelector('button.pantolino-stop');
  const before = (await seatView(page, table)).version;
  await page.click('button.pantolino-stop');
  await takeAToken(page);
  // The bot's turn (its rolls, its decisions, its token) comes one step at a time.
  await page.waitForSelector('button.pantolino-stop', { timeout: 30000 });
  const live = (await seatView(page, table)).version;
  const shown = await shownSteps(page);
  const mine = (await seatView(page, table)).log.filter((e) => e.version > before);
  const botSteps = mine.filter((e) => e.player === 1).map((e) => e.version);
  assert.ok(botSteps.length >= 2, `the bot made its moves: ${JSON.stringify(mine)}`);
  for (const v of botSteps) {
    const at = shown.find((s) => s.v === v);
    assert.ok(at, `the board showed the table right after the bot's move ${v}: ${JSON.stringify(shown.map((s) => s.v))}`);
    if (v !== live) {
      assert.match(at.moving, /Bot/, 'the bot\'s seat is highlighted while its move is shown');
      assert.match(at.status, /Bot: Medium/, 'the status line says whose move it is');
    }
  }
  const versions = shown.map((s) => s.v);
  assert.deepEqual(versions, [...versions].sort((a, b) => a - b), 'steps are shown in order');
  const paced = shown.filter((s) => botSteps.includes(s.v));
  for (let i = 1; i < paced.length; i++) assert.ok(paced[i].t - paced[i - 1].t >= 450, `each step stays about 0.6 s: ${paced.map((s) => Math.round(s.t))}`);

  // Slow, then skipped: Escape shows the table as it is at once.
  await page.selectOption('.pace select', '1000');
  await page.click('button.pantolino-stop');
  await takeAToken(page);
  await page.waitForSelector('.status-line .skip', { timeout: 30000 });
  await page.keyboard.press('Escape');
  await page.waitForSelector('button.pantolino-stop', { timeout: 3000 });
  assert.equal(Number(await page.getAttribute('.board', 'data-version')), (await seatView(page, table)).version);
  assert.equal(await page.evaluate(() => localStorage.getItem('rookery.pace')), '1000', 'the pace is kept for this browser');
  assert.deepEqual(page.errors, []);
});

test('the action bar: the prompt stays in view on a phone, every move behind "All moves", closed at first', async () => {
  const page = await newPage(browser, { phone: true, allMoves: false });
  await createFromLobby(page, server, { game: 'pantolino', seats: ['human', 'heuristic'] });
  await page.waitForSelector('button.pantolino-stop');
  const fold = page.locator('.action-bar details.moves');
  assert.equal(await fold.evaluate((d) => d.open), false, 'closed by default');
  assert.match(await fold.locator('summary').textContent(), /^All moves \(\d+\)$/);
  assert.equal(await page.locator('.moves button.move').first().isVisible(), false);
  // The page is long on a phone; scrolled to the log, the prompt is still on screen.
  await page.locator('.log').scrollIntoViewIfNeeded();
  const bar = await page.locator('.action-bar .status').boundingBox();
  assert.ok(bar && bar.y >= -1 && bar.y + bar.height <= 844, `the prompt is in view: ${JSON.stringify(bar)}`);
  assert.match(await page.textContent('.action-bar .status'), /Your move/);
  // Opened, it lists every legal move, and stays open for this browser.
  await page.click('.action-bar details.moves summary');
  await page.waitForSelector('.moves button.move');
  assert.ok((await page.locator('.moves button.move').count()) > 1);
  assert.equal(await page.evaluate(() => localStorage.getItem('rookery.allMoves')), 'open');
  await page.reload();
  await page.waitForSelector('.moves button.move');
  assert.deepEqual(page.errors, []);
});

test('clicking a log line shows the table as it was after that move', async () => {
  const page = await newPage(browser);
  const table = await createFromLobby(page, server, { game: 'pantolino', seats: ['human', 'heuristic'] });
  await page.waitForSelector('button.pantolino-stop');
  await page.click('button.pantolino-stop');
  await page.waitForSelector('.pantolino-supply button.pantolino-token.legal, button.pantolino-nothing');
  // The first line is the first roll: the dice it shows are the dice of that roll.
  const first = (await seatView(page, table)).log[0];
  await page.click('.log li:first-child .log-line');
  await page.waitForSelector('.replay');
  assert.match(await page.textContent('.replay h2'), /step 1 of \d+/);
  const faces = first.text.replace(/^roll /, '').split(' ');
  await page.waitForFunction((f) => [...document.querySelectorAll('.replay .pantolino-die')].map((d) => d.dataset.face).join(' ') === f, faces.join(' '));
  assert.equal(await page.locator('.pantolino-supply button.pantolino-token.legal').count(), 0, 'a past position offers no moves');
  // Closing it brings the table back as it is, with my move still to make.
  await page.click('button:text("Close replay")');
  await page.waitForSelector('.pantolino-supply button.pantolino-token.legal, button.pantolino-nothing');
  assert.deepEqual(page.errors, []);
});

test('a move within your turn can be taken back; a token taken slides to the centipede', async () => {
  const page = await newPage(browser);
  const table = await createFromLobby(page, server, { game: 'pantolino', seats: ['human', 'heuristic'] });
  await page.waitForSelector('button.pantolino-stop');
  assert.equal(await page.locator('.action-bar .undo').count(), 0, 'nothing of mine to take back yet');
  const before = await seatView(page, table);
  await page.click('button.pantolino-stop');
  // Stopping leaves my turn going on: it may be taken back, and the dice come back to reroll.
  await page.waitForSelector('.action-bar .undo');
  await page.click('.action-bar .undo');
  await page.waitForSelector('button.pantolino-reroll');
  const after = await seatView(page, table);
  assert.equal(after.version, before.version, 'the stop is gone');
  assert.deepEqual(after.observation, before.observation);
  await page.waitForFunction((n) => document.querySelectorAll('.log li').length === n, before.log.length);
  assert.equal(await page.locator('.action-bar .undo').count(), 0);
  await assertFocusOnTheDecision(page);
  // Stop again and take a token: it ends my turn (the bot rolls), so no undo, and the token slides over.
  await page.click('button.pantolino-stop');
  await page.waitForSelector('.pantolino-supply button.pantolino-token.legal, button.pantolino-nothing');
  const token = await page.getAttribute('.pantolino-supply button.pantolino-token.legal', 'data-token').catch(() => null);
  await takeAToken(page);
  if (token) {
    await page.waitForSelector(`.pantolino-centipede li[data-token="${token}"][data-moved]`);
  }
  assert.equal(await page.locator('.action-bar .undo').count(), 0, 'a turn that is over stays over');
  assert.deepEqual(page.errors, []);
});
