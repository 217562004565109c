// The lobby and the parts of a table page every game shares: a game created from
// the lobby with options and bot seats, played to the result screen, replayed
// step by step, played again; a private table, its invite links and its wait
// for the guests; the history of finished games; a refused move explained.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertAccessible, browser, catalogue, createFromLobby, newPage, playToTheEnd, screenshotDir, server, shortPantolino, useServerAndBrowser } from './harness.mjs';

useServerAndBrowser();

test('the lobby offers every game with every parameter and mode', async () => {
  const page = await newPage(browser);
  await page.goto(`${server.url}/#/`);
  await page.waitForSelector('#game option', { state: 'attached' });
  // One choice per game of the server's catalogue, in its order, by its title.
  const { games } = await catalogue(server);
  assert.ok(games.length > 0, 'the server lists games');
  const offered = await page.locator('#game option').evaluateAll((os) => os.map((o) => [o.value, o.textContent]));
  assert.deepEqual(offered, games.map((g) => [g.name, g.title]));
  await page.selectOption('#game', 'plucky');
  const modes = await page.locator('#param-mode option').evaluateAll((os) => os.map((o) => o.value));
  assert.deepEqual(modes, ['standard', 'teams', 'golden_fish', 'capture_the_fish']);
  await page.fill('#param-players', '5');
  await page.waitForFunction(() => document.querySelectorAll('select[id^=seat-]').length === 5); // one seat choice per player
  // The seats offered are the server's four levels, in players' words, Medium
  // first; a spec is seen only in the advanced field.
  const seatChoices = () => page.locator('#seat-1 option').evaluateAll((os) => os.map((o) => o.textContent));
  const levels = ['bot: Easy', 'bot: Medium', 'bot: Hard', 'bot: Strongest'];
  const plucky = await seatChoices();
  assert.deepEqual(plucky.slice(1, 5), levels, plucky.join(', '));
  for (const label of plucky) assert.doesNotMatch(label, /mcts|heuristic|=/);
  const pluckyInfo = games.find((g) => g.name === 'plucky');
  assert.equal(await page.inputValue('#seat-1'), pluckyInfo.default_bot);
  assert.equal(pluckyInfo.bot_levels[1].spec, pluckyInfo.default_bot, 'Medium is offered first');
  assert.equal(await page.textContent('.seat-choice:has(#seat-1) .about-bot'), pluckyInfo.bot_levels[1].about);
  assert.equal(await page.locator('.bot-spec').count(), 0, 'no spec on the page');
  await page.locator('fieldset:has(#seat-1)').screenshot({ path: `${screenshotDir}/lobby-seats.png` });
  await assertAccessible(page, 'lobby-seats');
  await page.selectOption('#seat-1', 'custom');
  const spec = page.locator('[aria-label="bot spec for player 2 (advanced)"]');
  assert.equal(await spec.inputValue(), pluckyInfo.default_bot, 'the advanced field starts from the level chosen');
  await spec.fill('mcts(iterations=300)');
  await page.selectOption('#seat-1', pluckyInfo.bot_levels[0].spec);
  assert.equal(await page.locator('.bot-spec').count(), 0);
  // Another game's seats are drawn with it: no frame shows the old game's spec,
  // unknown to the new game, as an advanced field.
  await page.evaluate(() => {
    window.specFlashed = false;
    new MutationObserver(() => (window.specFlashed ||= !!document.querySelector('.bot-spec'))).observe(document.body, { childList: true, subtree: true });
  });
  await page.selectOption('#game', 'match');
  await page.waitForFunction(() => document.querySelector('#seat-1 option[value="reaction(level=child)"]'));
  assert.equal(await page.evaluate(() => window.specFlashed), false, 'no advanced field between two games');
  assert.deepEqual((await seatChoices()).slice(1, 5), levels);
  assert.equal(await page.inputValue('#seat-1'), 'reaction(level=casual)');
  await page.selectOption('#game', 'fistful');
  await page.setChecked('#param-advanced', true);
  assert.match(await page.textContent('.game-string code'), /advanced=true/);
  // An option shows only where it applies: solo squirrels in the solo game, the
  // advanced game with two or more; one that no longer applies is not sent.
  assert.equal(await page.locator('#param-solo_squirrels').count(), 0);
  await page.fill('#param-players', '1');
  await page.waitForSelector('#param-solo_squirrels');
  assert.equal(await page.locator('#param-advanced').count(), 0);
  assert.doesNotMatch(await page.textContent('.game-string code'), /advanced/);
  await page.selectOption('#game', 'pantolino');
  await page.fill('#param-players', '1');
  await page.waitForFunction(() => !document.querySelector('#param-escaping_boots'));
  assert.equal(await page.locator('#param-discard_smallest').count(), 0);
  assert.deepEqual(page.errors, []);
});

test('a game from the lobby to the result screen, its replay, and play again', async () => {
  const page = await newPage(browser);
  const table = await createFromLobby(page, server, { game: 'pantolino', params: { discard_smallest: true }, seats: ['human', 'random'] });
  assert.match(await page.textContent('.status'), /Your move|Waiting/);
  await playToTheEnd(page, { choose: shortPantolino });
  assert.match(await page.textContent('.status'), /Game over/);
  assert.match(await page.textContent('.result h2'), /wins|share|Nobody/);
  // The result table says who won in words, not win shares as numbers.
  const result = await page.textContent('.result table');
  assert.match(result, /wins|shares the win/);
  assert.doesNotMatch(result, /\d\.\d\d|share of the win/);
  // The replay starts before the first move and steps through every move.
  await page.click('button:text("Replay step by step")');
  await page.waitForSelector('.replay');
  assert.match(await page.textContent('.replay h2'), /step 0 of \d+/);
  await assertAccessible(page, 'replay');
  await page.click('button[aria-label="next move"]');
  // Step 1 is the first roll, said as a sentence.
  await page.waitForFunction(() => /^The dice land [a-z, ]+ and [a-z]+\.$/.test(document.querySelector('.replay-move')?.textContent ?? ''));
  // Next goes a move at a time: a reroll comes with the roll that answers it.
  await page.click('button[aria-label="next move"]');
  await page.waitForFunction(() => !/^The dice land|Loading/.test(document.querySelector('.replay-move')?.textContent ?? 'Loading'));
  const move = await page.textContent('.replay-move');
  if (/rerolls/.test(move)) {
    assert.match(move, /rerolls .*\. (The dice land|They land|The die lands) [a-z, ]+\.$/, 'the reroll and its roll, in one move');
    assert.match(await page.textContent('.replay h2'), /step 3 of/);
  } else assert.match(await page.textContent('.replay h2'), /step 2 of/);
  // Play steps on by itself, and Pause stops it.
  await page.click('button.replay-play');
  await page.waitForFunction(() => /step [3-9]\d* of/.test(document.querySelector('.replay h2')?.textContent ?? ''), null, { timeout: 10000 });
  await page.click('button.replay-play');
  assert.equal(await page.getAttribute('button.replay-play', 'aria-pressed'), 'false');
  const paused = await page.textContent('.replay h2');
  await page.waitForTimeout(1500);
  assert.equal(await page.textContent('.replay h2'), paused, 'paused: no more steps');
  // The arrows go a move back from anywhere in the replay, not only on the slider.
  await page.focus('button.replay-play');
  await page.keyboard.press('ArrowLeft');
  const at = Number(paused.match(/step (\d+)/)[1]);
  await page.waitForFunction((s) => Number(document.querySelector('.replay h2')?.textContent.match(/step (\d+)/)?.[1]) < s, at);
  await page.click('button:text("Close replay")');
  // The same with keys: the slider has the focus, arrows step, Escape closes.
  // The focus is back on "Replay step by step"; Enter opens it again, with the slider focused.
  await page.waitForFunction(() => document.activeElement?.textContent === 'Replay step by step', null, { timeout: 3000 });
  await page.keyboard.press('Enter');
  await page.waitForSelector('.replay');
  await page.waitForFunction(() => document.activeElement?.matches('.replay input[type=range]'), null, { timeout: 3000 });
  await page.keyboard.press('ArrowRight');
  // Step 1 is the first roll, said as a sentence.
  await page.waitForFunction(() => /^The dice land [a-z, ]+ and [a-z]+\.$/.test(document.querySelector('.replay-move')?.textContent ?? ''));
  assert.match(await page.textContent('.replay h2'), /step 1 of/);
  await page.keyboard.press('End');
  const last = Number((await page.textContent('.replay h2')).match(/of (\d+)/)[1]);
  assert.match(await page.textContent('.replay h2'), new RegExp(`step ${last} of ${last}`));
  await page.waitForFunction(() => !/Loading/.test(document.querySelector('.replay-move')?.textContent ?? 'Loading'));
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('.replay'));
  // The focus comes back once the page has drawn the table again.
  await page.waitForFunction(() => document.activeElement?.textContent === 'Replay step by step', null, { timeout: 3000 });
  // Clicked twice, "Play again" still makes one new table. (A table of one person
  // and bots is its host's own: unlisted, so the seats this browser holds count.)
  const count = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('rookery.seat.')).length);
  const tables = await count();
  await page.dblclick('button:text("Play again")');
  await page.waitForFunction((old) => !location.hash.includes(old), table);
  await page.waitForTimeout(300);
  assert.equal(await count(), tables + 1, 'one new table');
  await page.waitForSelector('.table .status');
  assert.doesNotMatch(await page.textContent('.status'), /Game over/);
  const again = location => location.split('#/table/')[1];
  const newTable = again(page.url());
  // Back in the lobby, "Your tables" lists both: the new one to continue, the
  // finished one with its result.
  await page.goto(`${server.url}/#/`);
  await page.waitForSelector(`.your-tables li[data-table="${newTable}"]`);
  // The game in play says against whom, how far it is and since when (N8).
  assert.match(await page.textContent(`.your-tables li[data-table="${newTable}"]`), /Pantolino against Bot: [A-Za-z ]+ · (your turn|waiting for the others) · (not started|move \d+) · joined (just now|\d+ minutes? ago) · continue/);
  assert.match(await page.textContent(`.your-tables li[data-table="${table}"]`), /Pantolino · finished · .*(wins|share|Nobody).* see the result · replay/);
  await page.click(`.your-tables li[data-table="${newTable}"] a`);
  await page.waitForSelector('.table .status');
  assert.ok(page.url().endsWith(`#/table/${newTable}`));
  // Left from its row in the lobby, after a second word: a bot plays the seat on,
  // and the row is gone (N8).
  await page.goto(`${server.url}/#/`);
  const row = page.locator(`.your-tables li[data-table="${newTable}"]`);
  await row.locator('button.leave-row').click();
  await row.locator('button:text("Yes, leave")').click();
  await row.waitFor({ state: 'detached' });
  const seat = (await (await fetch(`${server.url}/api/tables/${newTable}`)).json()).seats[0];
  assert.notEqual(seat.kind, 'human', 'a bot plays the seat');
  assert.equal(seat.name, 'Bot: Medium');
  assert.equal(seat.played_for, 'Ann', 'for the person who left');
  // A finished game is removed from the list with one click, and stays removed;
  // the table and its replay stay on the server.
  const done = page.locator(`.your-tables li[data-table="${table}"]`);
  await done.locator('button.close-row').click();
  await done.waitFor({ state: 'detached' });
  await page.reload();
  await page.waitForSelector('.game-card');
  await page.waitForTimeout(500);
  assert.equal(await page.locator(`.your-tables li[data-table="${table}"]`).count(), 0);
  assert.equal((await fetch(`${server.url}/api/tables/${table}`)).status, 200);
  assert.deepEqual(page.errors, []);
});

test('the lobby checks the options before sending them', async () => {
  const page = await newPage(browser);
  await page.goto(`${server.url}/#/`);
  await page.selectOption('#game', 'pantolino');
  const tablesBefore = (await (await fetch(`${server.url}/api/tables`)).json()).tables.length;
  for (const wrong of ['9', '0', '2.5', '1e9', '']) {
    await page.fill('#param-players', wrong);
    await page.waitForTimeout(100); // the seat list follows the players field after a render
    assert.equal(await page.locator('select[id^=seat-]').count(), 2, `players "${wrong}": the seats stay as they were`);
    assert.equal(await page.getAttribute('#param-players', 'aria-invalid'), 'true');
    assert.match(await page.textContent('.field-error'), /players: .*(1 to 4|number)/);
  }
  await page.click('button:text("Create table")');
  await page.waitForSelector('.error');
  assert.match(await page.textContent('.error'), /Not created: players/);
  assert.match(page.url(), /#\/$/, 'still in the lobby');
  assert.equal((await (await fetch(`${server.url}/api/tables`)).json()).tables.length, tablesBefore, 'nothing was sent');
  await page.fill('#param-players', '3');
  await page.waitForFunction(() => document.querySelectorAll('select[id^=seat-]').length === 3);
  assert.equal(await page.locator('.field-error').count(), 0);
  assert.deepEqual(page.errors, []);
});

test('the table list offers each open seat to join, and every table to watch', async () => {
  const { table } = await (
    await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ game: 'pantolino', seats: ['random', 'human'] }),
    })
  ).json();
  const page = await newPage(browser);
  await page.goto(`${server.url}/#/`);
  const row = page.locator(`.tables li[data-table="${table}"]`);
  await row.waitFor();
  assert.equal(await row.locator('a').getAttribute('href'), `#/table/${table}`, 'a link to watch');
  // The row in words: the game, its players and options, its open seat; no table id (N9).
  const words = await row.innerText();
  assert.match(words, /Watch Pantolino/);
  assert.match(words, /2 players · 1 open seat/);
  assert.ok(!words.includes(table), `no hex id: ${words}`);
  assert.equal(await row.locator('button').count(), 1, 'one open seat, one Join button');
  // Nobody joins nameless: the row asks for a name first.
  await row.locator('button:text("Join as player 2")').click();
  await page.waitForSelector('#join-name');
  await page.fill('#join-name', 'Cy');
  await row.locator('.join-name button:text("Join as player 2")').click();
  await page.waitForURL(new RegExp(`#/table/${table}$`));
  await page.waitForFunction(() => /player 2 \(Cy, you\)/.test(document.querySelector('.seats')?.textContent ?? ''));
  assert.deepEqual(page.errors, []);
});

test('a stranger invites a friend to a private table, which waits for the friend, and both play it to the end', async () => {
  const ann = await newPage(browser);
  const table = await createFromLobby(ann, server, { game: 'pantolino', params: { discard_smallest: true }, seats: ['human', 'human'], open: false });
  // Private: not in the public list, not offered as a seat to join.
  const listed = (await (await fetch(`${server.url}/api/tables`)).json()).tables.map((t) => t.table);
  assert.ok(!listed.includes(table), 'a private table is not listed');
  const stranger = await newPage(browser);
  await stranger.goto(`${server.url}/#/`);
  await stranger.waitForSelector('.tables');
  await stranger.waitForTimeout(300);
  assert.equal(await stranger.locator(`.tables li[data-table="${table}"]`).count(), 0);
  // The table waits for the guest: nothing is rolled, the page says who is awaited.
  await ann.waitForFunction(() => /Waiting for player 2 to take their seat/.test(document.querySelector('.status')?.textContent ?? ''));
  assert.equal((await (await fetch(`${server.url}/api/tables/${table}`)).json()).version, 0, 'no dice before the guest');
  assert.equal(await ann.locator('#invite').count(), 0, 'no page link that would seat nobody');
  const link = await ann.inputValue('#invite-1');
  assert.match(link, new RegExp(`#/table/${table}\\?invite=[0-9a-f]{32}$`));
  const credential = await ann.evaluate((t) => JSON.parse(localStorage.getItem(`rookery.seat.${t}`)).credential, table);
  assert.ok(!link.includes(credential), 'an invite is not the host\'s credential');
  // One open seat, one link, with a Copy button beside it (N9).
  assert.equal(await ann.locator('#invite-any').count(), 0, 'one open seat, one link');
  await ann.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await ann.click('.invite-link .copy');
  await ann.waitForSelector('.invite-link .copy:text("Copied")');
  assert.equal(await ann.evaluate(() => navigator.clipboard.readText()), link);
  // Another browser opens the link, gives a name, and takes seat 2.
  const bob = await newPage(browser);
  await bob.goto(link.replace(/^http:\/\/[^/]+/, server.url));
  await bob.waitForSelector('#guest-name');
  assert.match(await bob.textContent('.invited h2'), /Ann invites you to play Pantolino/);
  await assertAccessible(bob, 'invited');
  // Nameless, the seat is not taken: the field asks for a name.
  await bob.fill('#guest-name', '');
  await bob.click('button:text("Take my seat")');
  assert.equal(await bob.$eval('#guest-name', (e) => e.validity.valueMissing), true);
  await bob.fill('#guest-name', '   ');
  await bob.click('button:text("Take my seat")');
  await bob.waitForSelector('.invited .error');
  assert.match(await bob.textContent('.invited .error'), /Give a name first/);
  await bob.fill('#guest-name', 'B'.repeat(41));
  await bob.evaluate(() => document.querySelector('#guest-name').removeAttribute('maxlength'));
  await bob.fill('#guest-name', 'B'.repeat(41));
  await bob.click('button:text("Take my seat")');
  await bob.waitForSelector('.invited .error');
  assert.match(await bob.textContent('.invited .error'), /at most 40 characters/);
  await bob.fill('#guest-name', 'Bob');
  await bob.click('button:text("Take my seat")');
  await bob.waitForFunction(() => /player 2 \(Bob, you\)/.test(document.querySelector('.seats')?.textContent ?? ''));
  assert.ok(!bob.url().includes('invite='), 'the secret leaves the address once used');
  // The game starts: the dice are rolled, and the host's links are gone.
  await ann.waitForFunction(() => !/Waiting for player 2 to take/.test(document.querySelector('.status')?.textContent ?? ''));
  await ann.waitForFunction(() => !document.querySelector('#invite-1'));
  // The same link again, in a third browser: refused, saying why.
  const eve = await newPage(browser);
  await eve.goto(link.replace(/^http:\/\/[^/]+/, server.url));
  await eve.fill('#guest-name', 'Eve');
  await eve.click('button:text("Take my seat")');
  await eve.waitForSelector('.invited .error');
  assert.match(await eve.textContent('.invited .error'), /used already: Bob took seat 2/);
  // Ann types a move that is not legal now: the server's reason is shown.
  await ann.waitForSelector('#typed-move');
  await ann.fill('#typed-move', 'take red 4');
  await ann.press('#typed-move', 'Enter');
  await ann.waitForSelector('.action-bar ~ .error, .error');
  assert.match(await ann.textContent('.error'), /illegal action "take red 4"/);
  // Both play it out on their pages.
  await Promise.all([ann, bob].map((page) => playToTheEnd(page, { choose: shortPantolino })));
  assert.match(await ann.textContent('.status'), /Game over/);
  // "Play again" from one of them: the other is shown the new private table and keeps seat 2.
  await ann.click('button:text("Play again")');
  await ann.waitForURL((url) => !url.hash.endsWith(table));
  const next = ann.url().match(/table\/(\w+)/)[1];
  await bob.click('button:text("Go to the next game")');
  await bob.waitForURL(new RegExp(`#/table/${next}`));
  await bob.waitForFunction(() => /player 2 \(Bob, you\)/.test(document.querySelector('.seats')?.textContent ?? ''));
  // Bob's history lists the finished game with its result and replay.
  await bob.goto(`${server.url}/#/`);
  const row = bob.locator(`.your-tables li[data-table="${table}"]`);
  await row.waitFor();
  assert.match(await row.textContent(), /Pantolino · finished · .*(wins|share|Nobody)/);
  await row.locator('a:text("replay")').click();
  await bob.waitForSelector('.replay');
  assert.match(await bob.textContent('.replay h2'), /step 0 of \d+/);
  assert.deepEqual([...ann.errors, ...bob.errors, ...eve.errors, ...stranger.errors], []);
});

test('the host starts without a guest who did not come by giving the seat to a bot', async () => {
  const ann = await newPage(browser, { phone: true });
  const table = await createFromLobby(ann, server, { game: 'pantolino', params: { players: 3 }, seats: ['human', 'human', 'human'], open: false });
  await ann.waitForFunction(() => /Waiting for player 2 and player 3/.test(document.querySelector('.status')?.textContent ?? ''));
  // On a phone the links fit the page and the buttons a thumb.
  assert.ok(await ann.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling');
  const box = await ann.locator('button:text("Give player 3\'s seat to a bot")').boundingBox();
  assert.ok(box.height >= 44, `a button ${box.height} px high`);
  // The links come right under the status line, above the board.
  await ann.screenshot({ path: `${screenshotDir}/invites-phone.png` });
  await assertAccessible(ann, 'invites-phone');
  assert.ok((await ann.locator('#invite-any').boundingBox()).y < 844, 'the links are on the first screen');
  const bob = await newPage(browser);
  await bob.goto((await ann.inputValue('#invite-any')).replace(/^http:\/\/[^/]+/, server.url));
  await bob.fill('#guest-name', 'Bob');
  await bob.click('button:text("Take my seat")');
  await ann.waitForFunction(() => /Waiting for player 3 to take their seat/.test(document.querySelector('.status')?.textContent ?? ''));
  await ann.click('button:text("Give player 3\'s seat to a bot")');
  await ann.waitForFunction(() => /player 3 \(Bot: /.test(document.querySelector('.seats')?.textContent ?? ''));
  await ann.waitForFunction(() => !/Waiting for player/.test(document.querySelector('.status')?.textContent ?? ''));
  assert.ok((await (await fetch(`${server.url}/api/tables/${table}`)).json()).version >= 1, 'the game started');
  assert.deepEqual([...ann.errors, ...bob.errors], []);
});
