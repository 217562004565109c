// How a table page's connection copes with what the network and the server do
// to it: updates that would leave a gap in the log, a table that lost moves the
// page had seen, a table that does not exist, a credential that no longer holds
// its seat, a move clicked twice, and the keyboard's focus across moves.
// The first test plays the server's part itself (the WebSocket is routed to the
// test); the others talk to a real `rookery serve`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browser, createFromLobby, newPage, server, useServerAndBrowser } from './harness.mjs';

useServerAndBrowser();

async function until(what, ms = 5000) {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const entry = (version, text = `roll ${version}`) => ({ version, player: -1, text });
const entries = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => entry(from + i));
// A spectator's view of a made-up table of the toy game (shown by the generic page).
const update = (fields) =>
  JSON.stringify({
    type: 'update',
    view: {
      table: 'feedbeef', game: 'toy', title: 'Toy', viewer: -2, acting: [0], legal: [], observation: {},
      describe: 'a made-up table', terminal: false,
      seats: [{ seat: 0, kind: 'random', taken: true, name: 'random' }, { seat: 1, kind: 'random', taken: true, name: 'random' }],
      ...fields,
    },
  });
const shownLog = (page) =>
  page.locator('.log li').evaluateAll((lis) => lis.map((li) => `${li.value} ${li.textContent.replace(/^chance: /, '')}`));

test('the log has every version once: a gap is asked for, moves a table lost are dropped', async () => {
  const page = await newPage(browser);
  const sockets = [];
  await page.routeWebSocket(/\/ws\/tables\//, (ws) => {
    const s = { ws, url: ws.url(), syncs: [] };
    ws.onMessage((m) => {
      const msg = JSON.parse(m);
      if (msg.type === 'sync') s.syncs.push(msg.version ?? 0);
    });
    sockets.push(s);
  });
  await page.goto(`${server.url}/#/table/feedbeef`);
  await until(() => sockets.length === 1);
  const [first] = sockets;
  assert.match(first.url, /since=0/);
  first.ws.send(update({ version: 3, log_since: 0, log: entries(1, 3) }));
  await page.waitForFunction(() => document.querySelectorAll('.log li').length === 3);

  // An update whose log starts after version 4, which never came: the page asks
  // for what it misses instead of showing 3 then 5.
  first.ws.send(update({ version: 6, log_since: 4, log: entries(5, 6) }));
  await until(() => first.syncs.length === 1);
  assert.deepEqual(first.syncs, [3]);
  first.ws.send(update({ version: 6, log_since: 3, log: entries(4, 6) }));
  await page.waitForFunction(() => document.querySelectorAll('.log li').length === 6);
  assert.deepEqual(await shownLog(page), entries(1, 6).map((e) => `${e.version} ${e.text}`));

  // The connection drops; the server comes back having lost versions 5 and 6
  // (a power cut, or moves taken back): the moves up to 4 are unchanged, so the
  // page drops 5 and 6 and goes on from 4 without asking for the log again.
  first.ws.close();
  await until(() => sockets.length === 2, 8000);
  const second = sockets[1];
  assert.match(second.url, /since=6/);
  second.ws.send(update({ version: 4, log_since: 4, log: [] }));
  await page.waitForFunction(() => document.querySelectorAll('.log li').length === 4);
  assert.deepEqual(await shownLog(page), entries(1, 4).map((e) => `${e.version} ${e.text}`));
  second.ws.send(update({ version: 5, log_since: 4, log: [entry(5, 'roll anew')] }));
  await page.waitForFunction(() => document.querySelector('.log li:last-child')?.textContent.includes('anew'));
  assert.deepEqual(await shownLog(page), [...entries(1, 4), entry(5, 'roll anew')].map((e) => `${e.version} ${e.text}`));
  assert.deepEqual(second.syncs, [], 'no sync: nothing is missing');
  assert.deepEqual(page.errors, []);
});

test('a connection that goes silent is dropped and opened again', async () => {
  const page = await newPage(browser);
  await page.addInitScript(() => (window.rookeryHeartbeatMs = 200));
  const sockets = [];
  await page.routeWebSocket(/\/ws\/tables\//, (ws) => {
    const s = { ws, pings: 0 };
    // The first server answers nothing after its first update (a network that went
    // away without closing the connection); the second answers every ping.
    ws.onMessage((m) => {
      if (JSON.parse(m).type !== 'ping') return;
      s.pings++;
      if (sockets.length > 1) ws.send(JSON.stringify({ type: 'pong' }));
    });
    sockets.push(s);
    ws.send(update({ version: 3, log_since: 0, log: entries(1, 3) }));
  });
  await page.goto(`${server.url}/#/table/feedbeef`);
  await until(() => sockets.length === 2, 5000);
  assert.ok(sockets[0].pings >= 2, 'it pinged before giving up');
  await page.waitForSelector('.connection.open');
  await page.waitForTimeout(1500);
  assert.equal(sockets.length, 2, 'a connection that answers is kept');
  assert.deepEqual(page.errors, []);
});

test('an unknown table says so and stops trying', async () => {
  const page = await newPage(browser);
  let sockets = 0;
  page.on('websocket', () => sockets++);
  await page.goto(`${server.url}/#/table/deadbeef`);
  await page.waitForSelector('text=No such table', { timeout: 5000 });
  assert.match(await page.textContent('main'), /no table deadbeef|there is no table/);
  const tried = sockets;
  await page.waitForTimeout(1500);
  assert.equal(sockets, tried, 'no more attempts');
  assert.ok(await page.locator('a[href="#/"]').count(), 'a way back to the lobby');
  assert.deepEqual(page.errors, []);
});

test('a credential that no longer holds its seat falls back to watching', async () => {
  const post = (path, body) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    }).then((r) => r.json());
  const { table } = await post('/api/tables', { game: 'pantolino', seats: ['human', 'human'] });
  const { credential } = await post(`/api/tables/${table}/join`, { seat: 0, name: 'Ann' });
  // The seat is given up elsewhere (another tab, another device): this browser's credential is stale.
  await post(`/api/tables/${table}/leave`, { seat: 0, credential });
  const page = await newPage(browser);
  await page.goto(`${server.url}/#/`);
  await page.evaluate(([t, c]) => localStorage.setItem(`rookery.seat.${t}`, JSON.stringify({ seat: 0, credential: c })), [table, credential]);
  await page.goto(`${server.url}/#/table/${table}`);
  await page.waitForSelector('.notice', { timeout: 8000 });
  assert.match(await page.textContent('.notice'), /no longer holds its seat/);
  await page.waitForSelector('.connection.open');
  assert.match(await page.textContent('.status'), /You are watching/);
  assert.equal(await page.evaluate((t) => localStorage.getItem(`rookery.seat.${t}`), table), null, 'the stale credential is forgotten');
  // Watching, the open seats can be joined again.
  await page.click('button:text("Join as player 1")');
  await page.waitForFunction(() => /player 1 \([^)]*you\)/.test(document.querySelector('.seats')?.textContent ?? ''));
  assert.equal(await page.locator('.notice').count(), 0);
  assert.deepEqual(page.errors, []);
});

test('a double-click on a move sends it once and shows no refusal', async () => {
  const page = await newPage(browser);
  const acts = [];
  page.on('websocket', (ws) =>
    ws.on('framesent', (f) => {
      const msg = JSON.parse(f.payload);
      if (msg.type === 'act') acts.push(msg.action);
    }),
  );
  await createFromLobby(page, server, { game: 'pantolino', seats: ['human', 'random'] });
  await page.waitForSelector('.moves button.move');
  const move = await page.locator('.moves button.move').first().getAttribute('data-move');
  await page.locator('.moves button.move').first().dblclick();
  // The log says the move, naming the player as "(you)".
  await page.waitForFunction(() => [...document.querySelectorAll('.log li')].some((li) => li.textContent.includes('you)')));
  await page.waitForTimeout(500);
  assert.deepEqual(acts, [move], 'one act for one double-click');
  assert.equal(await page.locator('.error').count(), 0, 'no refusal shown');
  // A slower double-click: the answer to the first click is in before the second.
  await page.waitForSelector('.moves button.move');
  const box = await page.locator('.moves button.move').first().boundingBox();
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const before = await page.evaluate(() => document.querySelector('.log li:last-child')?.value);
  await page.mouse.click(x, y);
  await page.waitForFunction((v) => document.querySelector('.log li:last-child')?.value > v, before);
  await page.waitForTimeout(100);
  // (The second half of a double-click: the browser counts it as click number 2.)
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  await page.waitForTimeout(500);
  assert.equal(acts.length, 2, `the second click of the double-click made no move: ${acts.join(', ')}`);
  assert.deepEqual(page.errors, []);
});

test('after a move made with the keyboard the focus stays on the table', async () => {
  const page = await newPage(browser);
  const table = await createFromLobby(page, server, { game: 'pantolino', seats: ['human', 'human'] });
  // Bob plays seat 2 over HTTP, so Ann's moves go away for his turn and come back.
  const api = (path, body) =>
    fetch(
      `${server.url}${path}`,
      body ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {},
    ).then((r) => r.json());
  const { credential } = await api(`/api/tables/${table}/join`, { seat: 1, name: 'Bob' });
  const focused = () =>
    page.evaluate(() => {
      const a = document.activeElement;
      // A choice: the decision's buttons in the action bar, a legal move on the board, or one of "All moves".
      return !a || a === document.body
        ? 'nowhere'
        : a.matches('.moves button.move, .action-bar .decision button, .board .legal')
          ? 'move'
          : a.matches('.status')
            ? 'status'
            : a.outerHTML.slice(0, 60);
    });
  await page.waitForSelector('.moves button.move');
  await page.focus('.moves button.move');
  let turnsBack = 0;
  for (let i = 0; i < 40 && turnsBack < 2; i++) {
    const last = await page.evaluate(() => document.querySelector('.log li:last-child')?.value ?? 0);
    // Enter on a move or a token; on a die (which Enter only picks), key 1 presses the bar's first button.
    const onDie = await page.evaluate(() => !!document.activeElement?.matches('.pantolino-die'));
    await page.keyboard.press(onDie ? '1' : 'Enter');
    await page.waitForFunction((v) => (document.querySelector('.log li:last-child')?.value ?? 0) > v, last);
    const mine = (await api(`/api/tables/${table}`)).acting.includes(0);
    if (mine) {
      await page.waitForSelector('.moves button.move');
      assert.equal(await focused(), 'move', 'still on a move button while Ann moves on');
      continue;
    }
    // Ann's turn is over: her move buttons are gone, and the focus waits on the status line.
    await page.waitForFunction(() => !document.querySelector('.moves'));
    await page.waitForFunction(() => document.activeElement?.matches('.status'), null, { timeout: 3000 }).catch(() => {});
    assert.equal(await focused(), 'status', 'the focus waits on the status line, not lost');
    for (let view = await api(`/api/tables/${table}?seat=1&credential=${credential}`); view.acting.includes(1); ) {
      await api(`/api/tables/${table}/act`, { seat: 1, credential, action: view.legal[0] });
      view = await api(`/api/tables/${table}?seat=1&credential=${credential}`);
    }
    // Ann's turn again: the focus is on her first move, ready for Enter.
    await page.waitForSelector('.moves button.move');
    await page.waitForFunction(() => document.activeElement?.matches('.action-bar .decision button, .board .legal'), null, { timeout: 3000 }).catch(() => {});
    assert.equal(await focused(), 'move', 'back on the first choice');
    turnsBack++;
  }
  assert.equal(turnsBack, 2);
  assert.deepEqual(page.errors, []);
});

test('a board that cannot be drawn leaves the rest of the page working, and comes back', async () => {
  const page = await newPage(browser);
  const logged = [];
  page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
  // Updates pass through the test, which can spoil the observation they carry.
  let spoil = false;
  await page.routeWebSocket(/\/ws\/tables\//, (ws) => {
    const upstream = ws.connectToServer();
    upstream.onMessage((message) => {
      const msg = JSON.parse(message);
      if (spoil && msg.type === 'update' && msg.view?.observation) delete msg.view.observation.game;
      ws.send(JSON.stringify(msg));
    });
  });
  await createFromLobby(page, server, { game: 'pantolino', seats: ['human', 'random'] });
  await page.waitForSelector('.pantolino-board');
  spoil = true;
  const before = await page.evaluate(() => document.querySelector('.log li:last-child')?.value ?? 0);
  await page.click('.moves button.move >> nth=0');
  await page.waitForSelector('.board-error');
  assert.match(await page.textContent('.board-error'), /could not be drawn/);
  // The seats, the log and the moves are still there.
  await page.waitForFunction((v) => (document.querySelector('.log li:last-child')?.value ?? 0) > v, before);
  assert.ok((await page.locator('.seats').count()) > 0);
  assert.ok(logged.some((t) => /could not be drawn.*observation/.test(t)), `the console says why: ${logged}`);
  assert.deepEqual(page.errors, [], 'nothing is left uncaught');
  spoil = false;
  await page.waitForSelector('.moves button.move', { timeout: 30000 });
  await page.click('.moves button.move >> nth=0');
  await page.waitForSelector('.pantolino-board', { timeout: 30000 });
  assert.equal(await page.locator('.board-error').count(), 0);
});
