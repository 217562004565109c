// For every player, also those on a keyboard or a screen reader (issue: the table
// for a newcomer's first evening, item 6): axe-core finds nothing on the pages no
// other test saves a screenshot of (those are checked by screenshot()); Plucky's
// board is a grid the arrow keys walk; Push Push's track is read as a list of the
// spaces where something is; the status line reads others' moves without "Skip".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible, browser, catalogue, createFromLobby, newPage, seatView, server, useServerAndBrowser } from './harness.mjs';

useServerAndBrowser();

test('the lobby, every game’s rules page and a watched table pass axe-core', async () => {
  const page = await newPage(browser);
  // A table to list in "Tables" and "Your tables".
  const table = await createFromLobby(page, server, { game: 'pantolino', seats: ['human', 'heuristic'] });
  await page.goto(`${server.url}/#/`);
  await page.waitForSelector('.game-card');
  await page.waitForFunction(() => !/Loading/.test(document.querySelector('[aria-label=tables]')?.textContent ?? 'Loading'));
  await page.waitForSelector('.your-tables li');
  await assertAccessible(page, 'lobby');
  for (const { name } of (await catalogue(server)).games) {
    await page.goto(`${server.url}/#/rules/${name}`);
    await page.waitForSelector(`.rules-page[data-game="${name}"] .game-card-facts`);
    await assertAccessible(page, `rules-${name}`);
  }
  const watcher = await newPage(browser);
  await watcher.goto(`${server.url}/#/table/${table}`);
  await watcher.waitForFunction(() => /You are watching/.test(document.querySelector('.status')?.textContent ?? ''));
  await assertAccessible(watcher, 'watching');
  assert.deepEqual([...page.errors, ...watcher.errors], []);
});

// Every game but Match (whose claims race a clock) is read by a screen reader from
// its accessibility tree: a few moves in, the board has no control or picture
// without a name, and says what a player at the table sees.
test('every board but Match’s reads in words: no nameless control or picture, a few moves in', async () => {
  const games = (await catalogue(server)).games.filter((g) => g.name !== 'match');
  for (const { name: game } of games) {
    const page = await newPage(browser, { allMoves: false });
    await createFromLobby(page, server, { game, seats: game === 'plucky' ? ['human', 'random', 'random'] : ['human', 'random'] });
    await page.waitForSelector('.action-bar .decision button, .board .legal', { timeout: 20000 });
    for (let i = 0; i < 4; i++) {
      await page.evaluate(() => document.querySelector('.action-bar .decision button, .board button.legal')?.click());
      await page.waitForTimeout(300);
    }
    const tree = (await page.locator('.board').ariaSnapshot()).split('\n');
    const nameless = tree.filter((l) => /^\s*- (button|img|gridcell|link|checkbox|radio)( \[[^\]]*\])?:?$/.test(l));
    assert.deepEqual(nameless, [], `${game}: every control and picture has a name`);
    assert.ok(tree.length > 20, `${game}: the board reads as more than a picture (${tree.length} lines)`);
    await page.close();
  }
});

// What the focused element is: its square (row, column) and its name.
const focused = (page) =>
  page.evaluate(() => {
    const e = document.activeElement;
    // A legal square's button is named by its label; any other square by the picture it holds.
    const named = e?.getAttribute('aria-label') ? e : e?.querySelector('[role=img]');
    return { cell: e?.getAttribute('data-grid-cell'), square: e?.dataset.square, name: named?.getAttribute('aria-label') ?? '' };
  });

test('Plucky’s board is a grid: one Tab stop, the arrows walk the squares, Enter plays a legal one', async () => {
  const page = await newPage(browser, { allMoves: false });
  const table = await createFromLobby(page, server, { game: 'plucky', seats: ['human', 'random', 'random'] });
  await page.waitForSelector('.plucky-board button.plucky-target');
  const shape = await page.evaluate(() => {
    const grid = document.querySelector('.plucky-board');
    const rows = [...grid.children];
    return {
      role: grid.getAttribute('role'),
      rows: rows.map((r) => r.getAttribute('role')),
      headers: [...rows[0].children].map((c) => `${c.getAttribute('role')}:${c.textContent}`),
      rowHeader: `${rows[3].children[0].getAttribute('role')}:${rows[3].children[0].textContent}`,
      cells: rows.slice(1).map((r) => [...r.children].slice(1).every((c) => c.getAttribute('role') === 'gridcell')),
      tabStops: grid.querySelectorAll('[tabindex="0"]').length,
    };
  });
  assert.equal(shape.role, 'grid');
  assert.deepEqual(shape.rows, Array(10).fill('row'), 'a header row and 9 rows');
  assert.deepEqual(shape.headers, ['columnheader:row', ...'abcdefghi'.split('').map((c) => `columnheader:${c}`)]);
  assert.equal(shape.rowHeader, 'rowheader:3');
  assert.ok(shape.cells.every(Boolean), 'every square is a gridcell');
  assert.equal(shape.tabStops, 1, 'the board is one stop of the Tab key');

  // The Tab stop is the first legal square; the arrows go to its neighbours and read them.
  const legal = (await seatView(page, table)).legal;
  await page.focus('.plucky-board [tabindex="0"]');
  const start = await focused(page);
  assert.ok(start.square, `a legal square takes the Tab stop: ${JSON.stringify(start)}`);
  const [r0, c0] = start.cell.split(',').map(Number);
  await page.keyboard.press('ArrowDown');
  const below = await focused(page);
  assert.equal(below.cell, `${r0 + 1},${c0}`);
  assert.match(below.name, new RegExp(`^${String.fromCharCode(97 + c0)}${r0 + 2}: `), `a square says where it is and what is on it: ${below.name}`);
  await page.keyboard.press('End');
  assert.equal((await focused(page)).cell, `${r0 + 1},8`);
  await page.keyboard.press('Home');
  assert.equal((await focused(page)).cell, `${r0 + 1},0`);
  await page.keyboard.press('Control+End');
  assert.equal((await focused(page)).cell, '8,8');
  await page.keyboard.press('ArrowRight');
  assert.equal((await focused(page)).cell, '8,8', 'the walk stops at the edge');
  assert.equal(await page.locator('.plucky-board [tabindex="0"]').count(), 1, 'still one Tab stop, where the walk is');

  // Back to the legal square, and Enter plays it (a placement, or a choice among several).
  await page.keyboard.press('Control+Home');
  for (let r = 0; r < r0; r++) await page.keyboard.press('ArrowDown');
  for (let c = 0; c < c0; c++) await page.keyboard.press('ArrowRight');
  assert.equal((await focused(page)).square, start.square);
  const before = (await seatView(page, table)).version;
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (v) => Number(document.querySelector('.board')?.dataset.version) > v || document.querySelector('.plucky-picking'),
    before,
  );
  const after = await seatView(page, table);
  assert.ok(
    after.version > before ? after.log.some((e) => e.player === 0 && legal.includes(e.text)) : (await page.locator('.plucky-picking').count()) === 1,
    `Enter on a legal square plays it: ${JSON.stringify(after.log.slice(-3))}`,
  );
  await assertAccessible(page, 'plucky-grid');
  assert.deepEqual(page.errors, []);
});

test('Push Push’s track is read as a list of the spaces where something is, and follows the game', async () => {
  const page = await newPage(browser, { allMoves: false });
  const table = await createFromLobby(page, server, { game: 'push_push', params: { players: 2 }, seats: ['human', 'heuristic'], name: 'Ann' });
  await page.waitForSelector('.action-bar .decision button.push_push-gochoice');
  const read = () =>
    page.evaluate(() => ({
      hidden: document.querySelector('.push_push-track svg')?.getAttribute('aria-hidden'),
      label: document.querySelector('.push_push-track ul')?.getAttribute('aria-label'),
      items: [...document.querySelectorAll('.push_push-track ul li')].map((li) => li.textContent),
    }));
  const start = await read();
  assert.equal(start.hidden, 'true', 'the drawing is not read as one picture');
  assert.match(start.label, /^the track, spaces 0 to 80/);
  // Everyone starts on Start, the Waddlebots too (two players have them).
  assert.match(start.items[0], /^space 0, Penguin Start: .*the penguin of player 1 \(Ann, you\), .*the penguin of player 2 \(Bot: [^)]+\)$/);
  assert.match(start.items[0], /Waddlebot of player 1 \(Ann, you\)/);
  assert.ok(start.items.includes('space 80, ocean: the orca'), start.items.join(' | '));
  assert.ok(start.items.some((t) => /^space \d+, fish$/.test(t)) && start.items.some((t) => /^space \d+, seal$/.test(t)), 'fish and seals are listed');
  assert.ok(start.items.every((t) => /^space \d+/.test(t)) && start.items.length < 40, 'only the spaces with something');
  const first = await seatView(page, table);
  // Played on (the bar's first choice each time): once Ann's penguin has left
  // Start, the list says where it stands.
  const away = (items) => items.some((t) => /^space [1-9]\d*.*: .*the penguin of player 1 \(Ann, you\)/.test(t));
  for (let i = 0; i < 60 && !away((await read()).items); i++) {
    await page.evaluate(() => document.querySelector('.action-bar .decision button, .board button.legal')?.click());
    await page.waitForTimeout(250);
  }
  const later = await read();
  assert.ok(away(later.items), later.items.join(' | '));
  assert.ok((await seatView(page, table)).version > first.version);
  assert.deepEqual(page.errors, []);
});

test('the status line reads others’ moves without "Skip" in the sentence', async () => {
  const page = await newPage(browser, { pace: 400, allMoves: false });
  await createFromLobby(page, server, { game: 'pantolino', seats: ['human', 'heuristic'] });
  await page.waitForSelector('.action-bar .decision button.pantolino-stop');
  await page.click('.action-bar .decision button.pantolino-stop');
  // A token to take, unless none qualifies (then the page takes nothing by itself).
  await page.waitForFunction(() => document.querySelector('.pantolino-token.legal, .status-line .skip'), null, { timeout: 30000 });
  await page.locator('.pantolino-token.legal').first().click({ timeout: 1000 }).catch(() => {});
  // The bot's turn is played out: Skip beside the status line, not in it.
  await page.waitForSelector('.status-line .skip', { timeout: 30000 });
  const said = await page.evaluate(() => ({ status: document.querySelector('[role=status]').textContent, skipInside: !!document.querySelector('[role=status] button') }));
  assert.ok(!said.skipInside && !/Skip/.test(said.status), JSON.stringify(said));
  assert.deepEqual(page.errors, []);
});
