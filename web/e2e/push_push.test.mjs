// Push Push Penguin's table page: a whole game against bots played on the board
// itself (the GO die, the space to move to, the seal's numbers), the board
// checked against the observation, screenshots, and every player count with
// Waddlebots, for a player and a spectator; the end panel's breakdown; the bots'
// moves played out step by step, in sentences.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  assertFitsPhone,
  assertFocusOnTheDecision,
  assertLogSentences,
  assertPlayedOut,
  assertYourTurn,
  browser,
  createFromLobby,
  myMoveAfter,
  newPage,
  playToTheEnd,
  screenshot,
  seatView,
  server,
  useServerAndBrowser,
  watchShown,
} from './harness.mjs';

useServerAndBrowser();

// What the board shows: every standee's space, every board's fish and dice.
function shown(page) {
  return page.evaluate(() => ({
    standees: [...document.querySelectorAll('.push_push-track .push_push-standee')].map((g) => [Number(g.dataset.penguin), Number(g.dataset.space)]).sort((a, b) => a[0] - b[0]),
    fish: [...document.querySelectorAll('.push_push-pboard')].map((b) => Number(b.querySelector('.push_push-fishrow').dataset.fish)),
    go: [...document.querySelectorAll('.push_push-pboard')].map((b) => b.querySelector('.go .push_push-dice')?.dataset.dice ?? null),
    orca: Number(document.querySelector('.push_push-orca').dataset.space),
    dice: [...document.querySelectorAll('.push_push-pboard.mine .push_push-dice svg')].map((s) => Number(s.dataset.value)),
  }));
}

// Asserts the board shows what the observation says (retrying while bots move).
async function boardMatches(page, table) {
  let last;
  for (let i = 0; i < 20; i++) {
    const v = await seatView(page, table);
    const o = v.observation;
    const s = await shown(page);
    const want = {
      standees: o.penguins.map((p) => [p.penguin, p.space]),
      fish: o.penguins.map((p) => p.fish),
      go: o.penguins.map((p) => (p.go ? p.go.join(' ') : null)),
      orca: o.orca,
      dice: (() => {
        const me = o.penguins.find((p) => !p.waddlebot && p.owner === o.you);
        return me.dice ?? [...(me.go ?? []), ...(me.no ?? [])];
      })(),
    };
    last = { s, want };
    try {
      assert.deepEqual(s, want);
      return o;
    } catch {
      await page.waitForTimeout(100);
    }
  }
  assert.deepEqual(last.s, last.want, 'the board shows the observation');
}

// Clicks one of the moves drawn on the board (not the generic buttons); false if none.
async function clickOnBoard(page) {
  const buttons = page.locator('.push_push button[data-move], .decision button[data-move]');
  const n = await buttons.count();
  if (!n) return false;
  const moves = await buttons.evaluateAll((bs) => bs.map((b) => b.dataset.move));
  // The bigger number ends the race sooner; moving is the board's main click.
  const pick =
    moves.find((m) => m === 'move') ??
    moves.filter((m) => /^(go|take) \d+$/.test(m)).sort((a, b) => Number(b.split(' ')[1]) - Number(a.split(' ')[1]))[0] ??
    moves.find((m) => m === 'accept' || m === 'give up') ??
    moves[0];
  await buttons.nth(moves.indexOf(pick)).click();
  return true;
}

test('a whole game against bots, played on the board, to the result screen', async () => {
  const page = await newPage(browser);
  const table = await createFromLobby(page, server, { game: 'push_push', params: { players: 3 }, seats: ['human', 'random', 'heuristic'] });
  await page.waitForSelector('.push_push-track svg');
  let clicks = 0;
  let checked = 0;
  let shot = false;
  const kinds = new Set();
  for (let i = 0; i < 400 && !(await page.locator('.result').count()); i++) {
    const before = await page.locator('.log ol').evaluate((ol) => ol.childElementCount).catch(() => 0);
    if (!(await page.locator('.moves button.move').count())) {
      await page.waitForTimeout(30);
      continue;
    }
    if (checked < 6) {
      const o = await boardMatches(page, table);
      kinds.add(o.phase);
      checked++;
    }
    // The picture in a turn of round 3 or later: the space to move to is lit on the track.
    if (!shot && (await page.locator('.push_push-target').count()) && (await seatView(page, table)).observation.round >= 3) {
      await screenshot(page, 'push_push');
      shot = true;
    }
    const moves = await page.locator('.push_push button[data-move], .decision button[data-move]').evaluateAll((bs) => bs.map((b) => b.dataset.move));
    moves.forEach((m) => kinds.add(m.split(' ')[0]));
    if (await clickOnBoard(page)) clicks++;
    else await page.locator('.moves button.move').first().click();
    await page.waitForFunction((n) => (document.querySelector('.log ol')?.childElementCount ?? 0) !== n || document.querySelector('.result'), before);
    if (clicks >= 40) break;
  }
  assert.ok(clicks >= 10, `moves were clicked on the board (${clicks})`);
  assert.ok(kinds.has('go') && kinds.has('move'), `the GO die and the move were on the board: ${[...kinds]}`);
  // The rest with the generic buttons, moving as far as possible to end sooner.
  await playToTheEnd(page, {
    choose: (ms) => ms.find((m) => m === 'move') ?? ms.filter((m) => /^(go|take) /.test(m)).sort((a, b) => b.split(' ')[1] - a.split(' ')[1])[0] ?? ms.find((m) => m === 'give up' || m === 'accept') ?? ms[0],
  });
  assert.match(await page.textContent('.status'), /Game over/);
  const o = (await seatView(page, table)).observation;
  assert.equal(o.phase, 'over');
  if (o.winner !== undefined) assert.match(await page.textContent('.push_push-round'), /second in line and wins/);
  // The result's breakdown: every penguin, ahead first, at its space with its fish.
  const rows = await page.locator('.push_push-breakdown tbody tr').evaluateAll((trs) => trs.map((tr) => Number(tr.dataset.penguin)));
  assert.deepEqual(rows, [...o.penguins].sort((a, b) => b.space - a.space).map((p) => p.penguin));
  if (o.winner !== undefined) assert.equal(await page.textContent(`.push_push-breakdown tr[data-penguin="${o.winner}"] td:last-child`), 'wins');
  // Each row says the penguin's space and fish as observed.
  for (const p of o.penguins) {
    const cells = await page.locator(`.push_push-breakdown tr[data-penguin="${p.penguin}"] td`).allTextContents();
    assert.deepEqual(cells.slice(1, 3).map(Number), [p.space, p.fish], `penguin ${p.penguin}'s row`);
  }
  // No "score" column of track spaces, where the winner would read lower than a loser.
  assert.deepEqual(await page.locator('.result > table:first-of-type th').allTextContents(), ['player', 'result']);
  if (!shot) await screenshot(page, 'push_push');
  await screenshot(page, 'push_push-result');
  // The replay draws the track too, with nothing to click.
  await page.click('button:text("Replay step by step")');
  await page.waitForSelector('.replay');
  for (let i = 0; i < 12; i++) await page.click('button[aria-label="next move"]');
  await page.waitForSelector('.replay .push_push-standee');
  assert.equal(await page.locator('.replay .push_push button').count(), 0, 'nothing clickable in a replay');
  assert.deepEqual(page.errors, []);
});

test('at a phone size the table fits without horizontal scrolling', async () => {
  const page = await newPage(browser, { phone: true });
  const table = await createFromLobby(page, server, { game: 'push_push', params: { players: 2 }, seats: ['human', 'random'] });
  await page.waitForSelector('.push_push-track svg');
  // A refused move says why in the game's words, without the rulebook's ids.
  await page.waitForSelector('#typed-move');
  await page.fill('#typed-move', 'give up');
  await page.press('#typed-move', 'Enter');
  await page.waitForSelector('.error');
  const refusal = await page.textContent('.error');
  assert.match(refusal, /nobody gives up/);
  assert.doesNotMatch(refusal, /\(R\d|PP-\d/);
  // A few rounds in, so penguins are spread along the track.
  for (let i = 0; i < 60; i++) {
    if ((await seatView(page, table)).observation.round >= 3) break;
    if (await page.locator('.moves button.move').count()) {
      const before = await page.locator('.log ol').evaluate((ol) => ol.childElementCount);
      if (!(await clickOnBoard(page))) await page.locator('.moves button.move').first().click();
      await page.waitForFunction((n) => (document.querySelector('.log ol')?.childElementCount ?? 0) !== n, before);
    } else await page.waitForTimeout(30);
  }
  await page.waitForSelector('.moves button.move');
  await boardMatches(page, table);
  await assertFitsPhone(page);
  await screenshot(page, 'push_push-phone');
  assert.deepEqual(page.errors, []);
});

test('every player count, with Waddlebots, renders for a player and a spectator', async () => {
  const setups = [
    { players: 2, waddlebots: 2, seats: ['human', 'random'] },
    { players: 4, waddlebots: 2, seats: ['human', 'random', 'random', 'random'] },
    { players: 6, waddlebots: 0, seats: ['human', 'random', 'random', 'random', 'random', 'random'] },
  ];
  for (const { players, waddlebots, seats } of setups) {
    const page = await newPage(browser);
    const table = await createFromLobby(page, server, { game: 'push_push', params: { players, waddlebots }, seats });
    await page.waitForSelector('.push_push-pboard');
    const o = (await seatView(page, table)).observation;
    assert.equal(o.penguins.length, players + (players === 2 ? 2 : waddlebots));
    assert.equal(await page.locator('.push_push-pboard').count(), o.penguins.length, 'a penguin board per penguin');
    assert.equal(await page.locator('.push_push-standee[data-penguin]').count(), o.penguins.length * 2, 'a standee per penguin (track and board)');
    // The others' choices are cups saying only "has chosen"; my dice are mine to pick.
    await page.waitForSelector('.push_push-pboard.mine button[data-move^="go "]');
    const cups = await page.locator('.push_push-cup').count();
    assert.ok(cups >= 1 && cups <= o.penguins.length - 1, `cups for the others (${cups})`);
    // A spectator sees the same table, cups and all, and nothing to click.
    const watcher = await newPage(browser);
    await watcher.goto(`${server.url}/#/table/${table}`);
    await watcher.waitForSelector('.push_push-pboard');
    assert.equal(await watcher.locator('.push_push-pboard').count(), o.penguins.length);
    assert.equal(await watcher.locator('.push_push button').count(), 0, 'nothing clickable for a spectator');
    assert.ok((await watcher.locator('.push_push-cup').count()) >= 1);
    assert.deepEqual([...page.errors, ...watcher.errors], []);
    await page.context().close();
    await watcher.context().close();
  }
});

test("the bots' moves are played out step by step, in sentences; the tab and the focus follow the turn", async () => {
  const page = await newPage(browser, { pace: 600 });
  const table = await createFromLobby(page, server, { game: 'push_push', params: { players: 3 }, seats: ['human', 'random', 'heuristic'] });
  const names = ['Ann (you)', 'Bot: random moves', 'Bot: Hard'];
  await page.waitForSelector('.push_push-pboard.mine button[data-move^="go "]');
  await watchShown(page);
  await assertYourTurn(page, 'Push Push Penguin');
  // My moves on the board until the bots have made a few in a row after one of them.
  for (let turn = 0; turn < 8; turn++) {
    const before = (await seatView(page, table)).version;
    assert.ok(await clickOnBoard(page), 'a move on the board');
    await page.waitForFunction((v) => Number(document.querySelector('.board')?.dataset.version) > v, before);
    await assertFocusOnTheDecision(page);
    await myMoveAfter(page, before);
    await assertYourTurn(page, 'Push Push Penguin');
    const view = await seatView(page, table);
    const theirs = view.log.filter((e) => e.version > before && e.player > 0);
    if (theirs.length < 3) continue;
    const played = await assertPlayedOut(page, { log: view.log, before, live: view.version, names });
    // The whole stretch in the log, as sentences, each naming its penguin or die.
    const stretch = view.log.filter((e) => e.version > before);
    await assertLogSentences(page, stretch, names);
    for (const e of stretch)
      assert.match(await page.innerText(`.log li[value="${e.version}"]`), /^(Ann \(you\)|Bot: random moves|Bot: Hard)('s Waddlebot)? |^The (dice|seal die|Orca die) /);
    assert.ok(played.some((e) => / moves \d+ spaces? to \d+\.$| puts a die on GO in secret\.$/.test(e.sentence)), `a bot moved: ${played.map((e) => e.sentence)}`);
    assert.deepEqual(page.errors, []);
    return;
  }
  assert.fail('the bots never made three moves in a row after mine');
});

// The server's JSON at `path` (POST with `body`, else GET); throws on an error.
async function api(path, body) {
  const r = await fetch(`${server.url}${path}`, body ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {});
  const j = await r.json();
  if (!r.ok) throw new Error(`${path}: ${JSON.stringify(j)}`);
  return j;
}

// A table where this seat is asked to accept "lead penguin" on the Seal die for its
// own penguin, with another penguin ahead (so that it moves): found by playing seeds through the HTTP API, the first legal move
// each time (the same seeds and moves give the same game, so the same table).
async function leadPenguinTable() {
  for (let seed = 1; seed <= 60; seed++) {
    const { table } = await api('/api/tables', { game: 'push_push(players=3)', seats: ['human', 'random', 'random'], seed });
    const { credential } = await api(`/api/tables/${table}/join`, { seat: 0, name: 'Ann' });
    for (let i = 0; i < 400; i++) {
      const v = await api(`/api/tables/${table}?seat=0&credential=${credential}`);
      if (v.terminal) break;
      if (!v.legal?.length) {
        await new Promise((ok) => setTimeout(ok, 10));
        continue;
      }
      const o = v.observation;
      const mover = o.penguins?.[o.focus];
      const ahead = (o.penguins ?? []).some((p) => p.penguin !== mover?.penguin && p.space >= mover?.space);
      if (o.phase === 'seal' && o.seal === 'lead penguin' && mover?.owner === 0 && !mover.waddlebot && ahead && v.legal.includes('accept')) return { table, credential, view: v };
      await api(`/api/tables/${table}/act`, { seat: 0, credential, action: v.legal[0] });
    }
  }
  throw new Error('no seed of 60 brought a "lead penguin" Seal die to this seat');
}

test('"lead penguin" on the Seal die is previewed on the track: the space in front of the leader, clickable', async () => {
  const { table, credential, view } = await leadPenguinTable();
  const o = view.observation;
  const me = o.penguins[o.focus];
  const lead = Math.max(...o.penguins.filter((p) => p.penguin !== me.penguin).map((p) => p.space));
  const page = await newPage(browser, { allMoves: false });
  await page.goto(`${server.url}/#/`);
  await page.evaluate(([t, c]) => localStorage.setItem(`rookery.seat.${t}`, JSON.stringify({ seat: 0, credential: c })), [table, credential]);
  await page.goto(`${server.url}/#/table/${table}`);
  await page.waitForSelector('.push_push-target');
  const target = await page.evaluate(() => {
    const b = document.querySelector('.push_push-target');
    return { move: b.dataset.move, label: b.getAttribute('aria-label'), title: b.title };
  });
  assert.equal(target.move, 'accept');
  const space = Math.min(lead + 1, o.orca);
  assert.match(target.label, new RegExp(`^move to space ${space}\\b`));
  assert.equal(target.title, `follow the lead penguin to space ${space}`);
  // The bar's button says where it goes, too.
  assert.equal((await page.textContent('.action-bar .decision button[data-move="accept"]')).trim(), `Accept: move to space ${space}`);
  await page.click('.push_push-target');
  await page.waitForFunction((v) => Number(document.querySelector('.board')?.dataset.version) > v, view.version);
  const after = (await api(`/api/tables/${table}?seat=0&credential=${credential}`)).observation;
  assert.equal(after.penguins[me.penguin].space >= space || after.phase === 'over', true, `the penguin went to ${space} (or on, pushed or slid): ${JSON.stringify(after.penguins[me.penguin])}`);
  assert.deepEqual(page.errors, []);
});
