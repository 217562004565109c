// The lobby teaches: a card for every game (its picture, players, length and a
// three-line summary), a "How to play" page for each, opened from its card and
// from a table, in plain words without rule ids; Plucky's teams mode sets a
// player count it takes; on a phone, nothing scrolls sideways and every target
// is a fingertip tall.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browser, catalogue, horizontalOverflow, newPage, screenshot, seatView, server, useServerAndBrowser } from './harness.mjs';

// The server's games (GET /api/games), in its order: every one is to have its card and
// its "How to play" page.
let games;
useServerAndBrowser(async () => ({ games } = await catalogue(server)));

const RULE_ID = /\b(R\d+|[A-Z]{2}-\d+)\b/;

// Every visible link, button and field shorter than 44 px, by its text.
const smallTargets = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('a[href], button, input, select, summary')]
      .filter((e) => e.offsetParent !== null && e.getBoundingClientRect().width > 0 && e.getBoundingClientRect().height < 44)
      .map((e) => `${e.tagName.toLowerCase()} "${(e.textContent || e.getAttribute('aria-label') || e.id).trim()}" ${Math.round(e.getBoundingClientRect().height)}px`),
  );

test('every game has a card: its picture, players, length and a three-line summary', async () => {
  const page = await newPage(browser);
  await page.goto(`${server.url}/#/`);
  await page.waitForSelector('.game-card');
  // One card per game of the catalogue, in its order, with its title.
  assert.ok(games.length > 0, 'the server lists games');
  const cards = await page.locator('.game-card').evaluateAll((cs) => cs.map((c) => [c.dataset.game, c.querySelector('h3')?.textContent]));
  assert.deepEqual(cards, games.map((g) => [g.name, g.title]));
  for (const { name: game } of games) {
    const card = page.locator(`.game-card[data-game="${game}"]`);
    // What the catalogue does not say comes from the game's guide.
    assert.equal(await card.locator('.game-card-picture svg').count(), 1, `${game}: a picture, from its guide (web/src/games/${game}/guide.tsx)`);
    assert.ok((await card.locator('.game-card-picture svg *').count()) > 3, `${game}: the picture draws something`);
    assert.match(await card.locator('.game-card-players').textContent(), /^\d(–\d)? players?$/, `${game}: players`);
    assert.match(await card.locator('.game-card-length').textContent(), /about \d+(–\d+)? min/, `${game}: length`);
    const lines = await card.locator('.game-card-summary span').allTextContents();
    assert.equal(lines.length, 3, `${game}: three lines`);
    for (const line of lines) assert.ok(line.trim().length > 10, `${game}: "${line}"`);
    assert.equal(await card.locator('a.how-to-play').getAttribute('href'), `#/rules/${game}`);
  }
  // "Set up a table" chooses that game in the form below: the last game, as the form
  // starts with the first.
  const last = games.at(-1).name;
  await page.click(`.game-card[data-game="${last}"] button`);
  assert.equal(await page.inputValue('#game'), last);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'game');
  assert.deepEqual(page.errors, []);
});

test('"How to play" opens from each card and shows the rules in plain words', async () => {
  const page = await newPage(browser);
  for (const { name: game } of games) {
    await page.goto(`${server.url}/#/`);
    await page.click(`.game-card[data-game="${game}"] a.how-to-play`);
    await page.waitForURL(new RegExp(`#/rules/${game}$`));
    await page.waitForSelector(`.rules-page[data-game="${game}"] h1`);
    assert.equal(await page.locator('.game-card').count(), 0, 'the lobby is gone');
    const text = await page.textContent('.rules-page');
    assert.match(await page.textContent('.rules-page h1'), /^How to play /);
    assert.doesNotMatch(text, RULE_ID, `${game}: no rule ids`);
    const headings = await page.locator('.rules-page h2').allTextContents();
    assert.ok(headings.length >= 4, `${game}: short sections (${headings.join(', ')})`);
    assert.ok(headings.some((h) => /end/i.test(h)), `${game}: how it ends`);
    assert.ok((await page.locator('.rules-page svg').count()) >= 2, `${game}: the page's own pictures`);
    await page.waitForFunction(() => /players/.test(document.querySelector('.rules-page .game-card-facts')?.textContent ?? ''));
    await page.click('.rules-back >> nth=0');
    await page.waitForSelector('.game-card');
  }
  // The modes the lobby offers are explained.
  await page.goto(`${server.url}/#/rules/plucky`);
  await page.waitForSelector('.rules-page h1');
  const plucky = await page.textContent('.rules-page');
  for (const mode of ['Teams', 'Golden Fish', 'Capture the Fish']) assert.ok(plucky.includes(mode), mode);
  await page.goto(`${server.url}/#/rules/fistful`);
  await page.waitForSelector('.rules-page h1');
  assert.match(await page.textContent('.rules-page'), /Solo[\s\S]*advanced game/);
  await page.goto(`${server.url}/#/rules/match`);
  // Match's claim keys come from the server, as the table shows them.
  await page.waitForSelector('.rules-page kbd');
  // The tab says which rules these are, and the page ends with the next step: a
  // table of this game, its form open in the lobby.
  await page.waitForFunction(() => document.title === 'How to play Match of the Penguins · Rookery');
  await page.click('a.rules-set-up');
  await page.waitForSelector('#game');
  await page.waitForFunction(() => document.querySelector('#game')?.value === 'match' && document.activeElement?.id === 'game');
  assert.equal(await page.title(), 'Rookery');
  assert.deepEqual(page.errors, []);
});

test('"How to play" opens from every game\'s table page and leads back to the table', async () => {
  const page = await newPage(browser);
  for (const { name: game, params, min_players } of games) {
    // A table of bots in the game's default options: as many seats as its default players.
    const players = Number(params.find((p) => p.name === 'players')?.default ?? min_players);
    const { table } = await (
      await fetch(`${server.url}/api/tables`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ game, seats: Array(players).fill('random') }),
      })
    ).json();
    await page.goto(`${server.url}/#/table/${table}`);
    await page.waitForSelector('.table-head a.how-to-play-link');
    await page.click('.table-head a.how-to-play-link');
    await page.waitForURL(new RegExp(`#/rules/${game}\\?table=${table}$`));
    await page.waitForSelector(`.rules-page[data-game="${game}"]`);
    assert.doesNotMatch(await page.textContent('.rules-page'), RULE_ID, game);
    await page.click('a:text("Back to the table") >> nth=0');
    await page.waitForURL(new RegExp(`#/table/${table}$`));
    await page.waitForSelector('.table .status');
  }
  assert.deepEqual(page.errors, []);
});

test('choosing Plucky teams mode sets 2 or 3 players, and the table is created', async () => {
  const page = await newPage(browser);
  await page.goto(`${server.url}/#/`);
  await page.selectOption('#game', 'plucky');
  assert.equal(await page.inputValue('#param-players'), '4');
  await page.selectOption('#param-mode', 'teams');
  assert.ok(['2', '3'].includes(await page.inputValue('#param-players')), await page.inputValue('#param-players'));
  await page.waitForFunction(() => document.querySelectorAll('select[id^=seat-]').length === 3);
  // Golden Fish takes 4 to 8: from 2 players the field moves up.
  await page.fill('#param-players', '2');
  await page.selectOption('#param-mode', 'golden_fish');
  assert.equal(await page.inputValue('#param-players'), '4');
  await page.selectOption('#param-mode', 'teams');
  assert.equal(await page.inputValue('#param-players'), '3');
  // A count typed afterwards that the mode does not take is said before sending.
  await page.fill('#param-players', '5');
  await page.click('button:text("Create table")');
  await page.waitForSelector('.error');
  assert.match(await page.textContent('.error'), /Not created: players: mode teams is for 2 or 3 players/);
  await page.fill('#param-players', '2');
  await page.waitForFunction(() => document.querySelectorAll('select[id^=seat-]').length === 2);
  await page.fill('#your-name', 'Ann');
  await page.click('button:text("Create table")');
  await page.waitForURL(/#\/table\//);
  await page.waitForSelector('.table .status');
  const view = await seatView(page);
  assert.match(view.game, /mode=teams/);
  assert.equal(view.seats.length, 2);
  assert.deepEqual(page.errors, []);
});

test('on a phone the lobby and the rules pages fit the screen, with fingertip targets', async () => {
  const page = await newPage(browser, { phone: true });
  await page.goto(`${server.url}/#/`);
  await page.waitForSelector('.game-card');
  await page.waitForFunction(() => !/Loading/.test(document.querySelector('[aria-label=tables]')?.textContent ?? 'Loading'));
  assert.equal(await horizontalOverflow(page), 0, 'the lobby scrolls sideways');
  assert.deepEqual(await smallTargets(page), [], 'lobby targets under 44 px');
  await screenshot(page, 'lobby-cards');
  for (const { name: game } of games) {
    await page.goto(`${server.url}/#/rules/${game}`);
    await page.waitForSelector(`.rules-page[data-game="${game}"]`);
    await page.waitForFunction(() => /players/.test(document.querySelector('.rules-page .game-card-facts')?.textContent ?? ''));
    assert.equal(await horizontalOverflow(page), 0, `${game}: the rules page scrolls sideways`);
    assert.deepEqual(await smallTargets(page), [], `${game}: rules targets under 44 px`);
  }
  await page.goto(`${server.url}/#/rules/pantolino`);
  await page.waitForSelector('.rules-page[data-game="pantolino"] .game-card-facts');
  await screenshot(page, 'how-to-play');
  assert.deepEqual(page.errors, []);
});
