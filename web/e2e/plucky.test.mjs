// Plucky Penguins in the browser: a game against two random bots from the lobby
// to the result screen, played first by clicking squares and cards on the board
// (the board checked against the observation), then by the move buttons; the
// screenshots; the Events flipping onto the stack; every mode and a spectator's
// view rendering without errors; the bots' turns played out step by step.
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
  flipsSeen,
  horizontalOverflow,
  myMoveAfter,
  newPage,
  playToTheEnd,
  screenshot,
  seatView,
  showsNothing,
  server,
  useServerAndBrowser,
  watchFlips,
  watchShown,
} from './harness.mjs';

let components;
useServerAndBrowser(async () => {
  components = await (await fetch(`${server.url}/api/components?game=plucky`)).json();
});

// Waits until it is this page's move after version `after` (the position a move was
// just sent from: the server may not have stored it yet) and the page shows the
// server's latest position. Undefined once the game is over.
async function myMove(page, after = -1) {
  const until = Date.now() + 5000;
  for (;;) {
    if (await page.$('.result')) return undefined;
    if (await page.$('.moves button.move')) {
      const view = await seatView(page);
      // A click that sent nothing (the position changed under it) must not stall the test.
      // A window where we hold no answer is not our move: the server passes for us
      // (docs/protocol.md, "Response windows").
      const forced = view.legal.length === 1 && view.legal[0] === 'pass';
      if (view.legal.length && !forced && !view.terminal && (view.version > after || Date.now() > until)) {
        const shown = await page.evaluate(() => Number(document.querySelector('.board')?.dataset.version ?? 0));
        if (shown === view.version) return view;
      }
    }
    await page.waitForTimeout(30);
  }
}

// The board shows what the observation says: the walrus, each penguin's square and
// fish, the round, the Action deck, and the hand's cards with their printed texts.
async function assertBoardMatches(page, view) {
  const o = view.observation;
  assert.equal(await page.locator(`.plucky-cell[data-square="${o.walrus}"] .plucky-walrus-token`).count(), 1, `the walrus on ${o.walrus}`);
  assert.equal(await page.locator('.plucky-walrus-token').count(), 1, 'one walrus');
  for (const [i, p] of o.penguins.entries()) {
    const row = page.locator(`.plucky-penguins li[data-penguin="${i}"]`);
    assert.equal(await row.getAttribute('data-fish'), String(p.fish), `${p.label}'s fish`);
    assert.match(await row.textContent(), new RegExp(`${p.fish} fish`));
    if (!p.alive) assert.match(await row.textContent(), /eaten/);
    else if (p.square) assert.equal(await page.locator(`.plucky-cell[data-square="${p.square}"] .plucky-meeple[data-penguin="${i}"]`).count(), 1, `${p.label} on ${p.square}`);
  }
  const info = await page.textContent('.plucky-info');
  assert.match(info, new RegExp(`Round ${o.round}\\b`));
  assert.match(info, new RegExp(`Action deck: ${o.deck} left`));
  for (const id of Object.keys(o.hand ?? {})) {
    const card = components.cards.find((c) => c.id === id);
    const text = await page.textContent(`.plucky-hand [data-card="${id}"]`);
    assert.ok(text.includes(card.title) && text.includes(card.text), `${card.title} shows its text`);
  }
}

let cardTurn = 0;
let squareTurn = 0;

// One move made on the board itself: a highlighted square, a card in hand, or the
// choice panel beside the board. Returns false when only the move buttons offer one.
async function clickOnBoard(page, view) {
  const o = view.observation;
  // Every third move, a card from the hand (armed first when it needs a target).
  const card = await page.$('.plucky-hand button.plucky-card.legal');
  if (card && (o.decision.startsWith('discard') || ++cardTurn % 3 === 0)) {
    await card.click();
    await page.waitForTimeout(50);
    if (await page.locator('.plucky-ask', { hasText: 'click a highlighted square, or choose' }).count()) {
      // The card's targets are on screen, whole, without scrolling back to the board (N1).
      if (await page.$('button.plucky-cell.plucky-target'))
        await page
          .waitForFunction(
            () =>
              [...document.querySelectorAll('.plucky-cell.plucky-target')].some((e) => {
                const r = e.getBoundingClientRect();
                return r.top >= document.querySelector('.action-bar').getBoundingClientRect().bottom && r.bottom <= innerHeight;
              }),
            null,
            { timeout: 3000 },
          )
          .catch(() => assert.fail('a target of the armed card is on screen'));
      const target = await page.$('button.plucky-cell.plucky-target');
      await (target ?? (await page.$('.decision button.legal'))).click();
      if (await page.locator('.plucky-ask', { hasText: 'Several moves reach' }).count())
        await page.click('.decision button.legal >> nth=0');
    }
    return true;
  }
  const squares = await page.$$('button.plucky-cell.plucky-target');
  if (squares.length) {
    await squares[++squareTurn % squares.length].click();
    if (await page.locator('.plucky-ask', { hasText: 'Several moves reach' }).count())
      await page.click('.decision button.legal >> nth=0');
    return true;
  }
  for (const name of ['End turn', 'Pass', 'Accept']) {
    const b = page.locator('.decision button', { hasText: new RegExp(`^${name}$`) });
    if (await b.count()) {
      await b.first().click();
      return true;
    }
  }
  return false;
}

test('a game against two random bots: on the board, then to the result screen', async () => {
  const page = await newPage(browser);
  const started = Date.now();
  const table = await createFromLobby(page, server, { game: 'plucky', params: { players: 3 }, seats: ['human', 'random', 'random'] });
  await page.waitForSelector('.plucky-board');
  assert.equal(await page.locator('.plucky-cell').count(), 81, 'a 9×9 board');
  await watchFlips(page);

  // Placing: the 12 corner ice squares are highlighted; one click places the penguin.
  let view = await myMove(page);
  assert.match(await page.textContent('.status'), /corner ice square/);
  assert.equal(await page.locator('button.plucky-cell.plucky-target').count(), 12);
  await page.click('button.plucky-cell[data-square="a1"]');

  // Play on the board, checking it against the observation, up to our first turn of
  // round 2: nobody can be eaten before then (no Events in round 1), so it comes.
  let onBoard = 0;
  let checked = 0;
  const ourTurnStart = (v) => v.observation.movements === 2 && v.legal.some((m) => m.startsWith('move '));
  while ((view = await myMove(page, view?.version)) && !(view.observation.round >= 2 && ourTurnStart(view)) && onBoard < 80) {
    await assertBoardMatches(page, view);
    checked++;
    if (await clickOnBoard(page, view)) onBoard++;
    else await page.click('.moves button.move >> nth=0');
  }
  assert.ok(view && ourTurnStart(view), 'our turn in round 2 came');
  // Round 1 holds our placing and one turn (a move or two and its end; the server
  // passes for us where we hold no answer), so a few clicks on the board at least.
  assert.ok(onBoard >= 3, `moves made on the board: ${onBoard}`);

  // Mid-game, the squares to move to lit up: the screenshots, the second one on a
  // phone holding the same seat.
  await assertBoardMatches(page, view);
  await screenshot(page, 'plucky');
  const held = await page.evaluate(() => Object.entries(localStorage));
  const phone = await newPage(browser, { phone: true });
  await phone.addInitScript((entries) => {
    for (const [k, v] of entries) localStorage.setItem(k, v);
  }, held);
  await phone.goto(page.url());
  await phone.waitForSelector('.plucky-hand .plucky-card');
  await phone.waitForSelector('button.plucky-cell.plucky-target');
  await assertFitsPhone(phone);
  await screenshot(phone, 'plucky-phone');
  assert.deepEqual(phone.errors, []);
  await phone.context().close();

  // On the board a while longer (Events come from round 2 on; we may be eaten).
  do {
    await assertBoardMatches(page, view);
    checked++;
    if (await clickOnBoard(page, view)) onBoard++;
    else await page.click('.moves button.move >> nth=0');
  } while ((view = await myMove(page, view.version)) && view.observation.round < 4 && onBoard < 120);
  assert.ok(checked >= 5);

  // The rest by the move buttons, ending turns and passing to keep it short.
  await playToTheEnd(page, {
    timeoutMs: 90000,
    choose: (moves) =>
      moves.find((m) => m.startsWith('place on')) ??
      moves.find((m) => m === 'end turn') ??
      moves.find((m) => m === 'pass') ??
      moves.find((m) => m === 'accept') ??
      moves[0],
  });
  assert.match(await page.textContent('.status'), /Game over/);
  assert.match(await page.textContent('.result h2'), /wins|share|Nobody/);
  // The result's breakdown: each penguin's fish, and the eaten ones said so.
  const end = (await seatView(page, table)).observation;
  for (const [i, p] of end.penguins.entries()) {
    const cells = await page.locator(`.plucky-breakdown tr[data-penguin="${i}"] td`).allTextContents();
    assert.equal(Number(cells[1]), p.fish);
    assert.equal(/eaten/.test(cells[2]), !p.alive);
    assert.equal(/Golden Fish/.test(cells[2]), !!p.golden_fish);
  }
  // What decided the game, in a sentence (N12), true to the position.
  const why = await page.textContent('.plucky-end-why');
  const standing = end.penguins.filter((p) => p.alive).length;
  if (standing === 0) assert.match(why, /walrus ate the last penguins/);
  else if (end.deck_out) assert.match(why, new RegExp(`Action deck ran out, so the game ended with round ${end.round}`));
  else assert.match(why, /left standing|Sixty rounds/, why);
  assert.doesNotMatch(await page.textContent('.result'), /\(player \d \(/, 'no names nested in names');
  await screenshot(page, 'plucky-result');
  // The Events drawn from round 2 on turned over as they came onto the stack, and
  // each was drawn once while it stayed there (not again at every position).
  const flips = (await flipsSeen(page)).filter((f) => f.where === 'cards in play');
  assert.ok(flips.length >= 1, 'an Event was drawn onto the stack');
  for (const f of flips) {
    assert.equal(f.animation, 'flips', `the Event ${f.id} turns over as it is drawn`);
    assert.ok(f.said.length > 10, `the Event card has its words: ${f.said}`);
  }

  // A replay shows the board with nothing to click.
  await page.click('button:text("Replay step by step")');
  await page.waitForSelector('.replay');
  await page.click('button[aria-label="next move"]');
  await page.waitForSelector('.replay .plucky-board');
  assert.equal(await page.locator('.replay button.plucky-cell, .replay button.plucky-card').count(), 0);
  assert.deepEqual(page.errors, []);
  console.log(`full game: ${onBoard} moves on the board, ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test('every mode renders: teams, Golden Fish, Capture the Fish, chosen characters; a spectator sees no hand', async () => {
  const modes = [
    { params: { mode: 'teams', players: 2 }, penguins: 8 },
    { params: { mode: 'teams', players: 3 }, penguins: 6 },
    { params: { mode: 'golden_fish', players: 5 }, penguins: 5 },
    { params: { mode: 'capture_the_fish', players: 4 }, penguins: 8 },
    { params: { players: 3, characters: 'chosen' }, penguins: 3 },
  ];
  for (const { params, penguins } of modes) {
    const page = await newPage(browser);
    const seats = Array.from({ length: params.players }, (_, i) => (i ? 'random' : 'human'));
    await createFromLobby(page, server, { game: 'plucky', params, seats });
    await page.waitForSelector('.plucky-board');
    const label = JSON.stringify(params);
    assert.equal(await page.locator('.plucky-cell').count(), 81, label);
    assert.equal(await page.locator('.plucky-penguins li').count(), penguins, label);
    let view = { version: -1 };
    if (params.characters === 'chosen') {
      view = await myMove(page);
      // The character cards on offer are clickable; the choice shows on the penguin.
      await page.waitForSelector('.plucky-ask button.plucky-character');
      const title = await page.textContent('.plucky-ask button.plucky-character .plucky-card-title');
      await page.click('.plucky-ask button.plucky-character >> nth=0');
      await page.waitForFunction((t) => document.querySelector('.plucky-penguins li[data-penguin="0"]')?.textContent?.includes(t), title);
    }
    if (params.mode === 'capture_the_fish') {
      assert.match(await page.getAttribute('.plucky-cell[data-square="a1"]', 'title'), /team 1's Golden Fish/);
      assert.match(await page.getAttribute('.plucky-cell[data-square="i9"]', 'title'), /team 2's Golden Fish/);
    }
    if (params.mode === 'golden_fish') {
      assert.match(await page.getAttribute('.plucky-cell[data-square="e5"]', 'title'), /the Golden Fish/);
    }
    // A few moves on the board: placing, and in the team modes choosing the penguin to go.
    for (let i = 0; i < 6 && (view = await myMove(page, view?.version)); i++) {
      await assertBoardMatches(page, view);
      // With more than one penguin each, the prompt says which one is placed.
      if (i === 0 && penguins > params.players) assert.match(await page.textContent('.status'), /place penguin \d+ \(your first penguin\)/, label);
      if (!(await clickOnBoard(page, view))) break;
    }

    // A spectator on a phone: the same board, no hand, nothing to click, no sideways scrolling.
    const watcher = await newPage(browser, { phone: true });
    await watcher.goto(page.url());
    await watcher.waitForSelector('.plucky-board');
    assert.equal(await watcher.locator('.plucky-hand .plucky-action').count(), 0, 'no hand for a spectator');
    assert.equal(await watcher.locator('button.plucky-cell').count(), 0, 'nothing to click for a spectator');
    assert.ok((await horizontalOverflow(watcher)) <= 0, `${label}: no horizontal scrolling on a phone`);
    assert.deepEqual([...page.errors, ...watcher.errors], [], label);
    await watcher.context().close();
    await page.context().close();
  }
});

test("the bots' turns are played out step by step, in sentences; the tab and the focus follow the turn", async () => {
  // "All moves" closed, as a player first sees it: the board is where moves are made.
  const page = await newPage(browser, { pace: 300, allMoves: false });
  const table = await createFromLobby(page, server, { game: 'plucky', params: { players: 3 }, seats: ['human', 'random', 'random'] });
  const names = ['Ann (you)', 'Bot: random moves (player 2)', 'Bot: random moves (player 3)'];
  await page.waitForSelector('button.plucky-cell.plucky-target');
  await watchShown(page);
  await assertYourTurn(page, 'Plucky Penguins');
  await page.click('button.plucky-cell[data-square="a1"]');
  // My turn: a step on the board leaves movements to make; the focus stays on the decision.
  let view;
  for (;;) {
    await myMoveAfter(page, (await seatView(page, table)).version - 1);
    view = await seatView(page, table);
    if (view.legal.some((m) => m.startsWith('move '))) break;
    await page.click(`.moves summary`);
    await page.click(`.moves button.move[data-move="${view.legal.find((m) => m !== 'pass') ?? view.legal[0]}"]`);
    await page.click(`.moves summary`);
  }
  await assertYourTurn(page, 'Plucky Penguins');
  await page.click('button.plucky-cell.plucky-target >> nth=0');
  if (await page.locator('.plucky-ask', { hasText: 'Several moves reach' }).count()) await page.click('.decision button.legal >> nth=0');
  await page.waitForFunction((v) => Number(document.querySelector('.board')?.dataset.version) > v, view.version);
  await assertFocusOnTheDecision(page);
  // Ending the turn: the bots play theirs, one move at a time.
  await page.waitForSelector('.decision button.plucky-end-turn');
  let before = (await seatView(page, table)).version;
  await page.click('.decision button.plucky-end-turn');
  // The turn's end may ask for discards down to the hand limit: clicked in the hand.
  for (;;) {
    await page.waitForFunction((v) => Number(document.querySelector('.board')?.dataset.version) > v, before);
    view = await seatView(page, table);
    if (!view.legal.some((m) => m.startsWith('discard '))) break;
    before = view.version;
    await page.click('.plucky-hand button.plucky-card.legal');
  }
  await page.waitForFunction((t) => document.title === `${t} · Rookery`, 'Plucky Penguins');
  await assertFocusOnTheDecision(page);
  await myMoveAfter(page, before, 90000);
  view = await seatView(page, table);
  const played = await assertPlayedOut(page, { log: view.log, before, live: view.version, names, pace: 300 });
  assert.ok(played.some((e) => e.player > 0 && e.text !== 'pass'), `a bot's move was played out: ${played.map((e) => e.sentence)}`);
  const stretch = view.log.filter((e) => e.version > before);
  await assertLogSentences(page, stretch, names);
  const who = '(Ann \\(you\\)|Bot: random moves \\(player [23]\\))';
  // Passes have no line (checked above); every other move has its sentence.
  for (const e of stretch.filter((e) => !showsNothing(e)))
    assert.match(
      await page.innerText(`.log li[value="${e.version}"]`),
      new RegExp(`^${who} (ends turn|places on [a-i][1-9]|moves( (north|south|east|west)( then (north|south|east|west))*)?|plays [A-Z].*|uses [A-Z].*|discards [A-Z].*|chooses .*|draws .*|is dealt .*)\\.$`),
    );
  assert.deepEqual(page.errors, []);
});
