// Two people at one table, each in their own browser: neither is ever sent the
// other's secret. Push Push Penguin's dice are rolled under a cup and chosen in
// secret; every WebSocket frame each browser receives is checked, and the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browser, createFromLobby, newPage, server, useServerAndBrowser } from './harness.mjs';

useServerAndBrowser();

// Every view this page's WebSocket brings, parsed.
function recordViews(page) {
  const views = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', (f) => {
      const msg = JSON.parse(f.payload);
      if (msg.type === 'update') views.push(msg.view);
    }),
  );
  return views;
}

// What `seat` may know alone at this moment: its dice as its own view shows them.
function ownDice(view) {
  const m = view.describe.match(/\(you\): space \d+, \d+ fish, dice (\d) and (\d)/);
  return m ? [m[1], m[2]] : undefined;
}

test('neither player of one table is sent the other one’s dice or choice', async () => {
  const ann = await newPage(browser);
  const annViews = recordViews(ann);
  const table = await createFromLobby(ann, server, { game: 'push_push', params: { players: 2 }, seats: ['human', 'human'] });
  const bob = await newPage(browser);
  const bobViews = recordViews(bob);
  await bob.goto(`${server.url}/#/table/${table}`);
  await bob.click('button:text("Join as player 2")');
  await bob.waitForSelector('.moves button.move');
  await ann.waitForSelector('.moves button.move');
  // Ann chooses first; Bob is told only that she has chosen.
  const annMove = await ann.locator('.moves button.move').first().getAttribute('data-move');
  await ann.click(`.moves button.move[data-move="${annMove}"]`);
  await bob.waitForFunction(() => /Ann puts a die on GO in secret\./.test(document.querySelector('.log')?.textContent ?? ''));
  const annDice = annViews.map(ownDice).find(Boolean);
  assert.ok(annDice, 'Ann’s own view shows her dice');
  // Ann's own update may reach her after Bob's reaches him: wait for it a while.
  for (let i = 0; i < 100 && !/GO \d NO \d/.test(annViews.at(-1)?.describe ?? ''); i++) await ann.waitForTimeout(50);
  assert.match(annViews.at(-1).describe, /\(you\): [^\n]*GO \d NO \d/, 'and then her choice');
  assert.ok(bobViews.some((v) => v.viewer === 1));
  for (const v of bobViews) {
    assert.ok(v.viewer === 1 || v.viewer === -2, 'Bob watched, then sat at seat 2');
    for (const e of v.log.filter((e) => e.player === 0)) {
      assert.equal(e.text, 'has chosen', 'Ann’s move is sealed for Bob');
      assert.equal(e.sentence, '{0} puts a die on GO in secret.', 'in the sentence too');
    }
    for (const e of v.log.filter((e) => e.player === -1)) {
      assert.doesNotMatch(e.text, /player 1 .*roll \d/, 'Ann’s roll stays under the cup');
      if (e.sentence.startsWith('{0}')) assert.doesNotMatch(e.sentence.slice(3), /\d/, 'and no number of hers in the sentence');
    }
    assert.match(v.describe, /\d+\. player 1: [^\n]*dice hidden/, 'Bob reads "dice hidden" for Ann');
    assert.ok(!JSON.stringify(v.observation).includes('"dice"') || !v.observation.penguins?.some((p) => p.owner === 0 && p.dice), 'no dice of Ann in Bob’s observation');
  }
  // On Bob's page, Ann's entries in the log read "has chosen", never her move.
  const bobLog = await bob.locator('.log li').allInnerTexts();
  const annsLines = bobLog.filter((l) => /^Ann\b(?!'s)/.test(l));
  assert.ok(annsLines.length >= 2, bobLog.join(' | '));
  for (const line of annsLines) assert.match(line, /^Ann (puts a die on GO in secret|rolls under the cup)\.$/);
  // And the other way round: Ann is never sent Bob's dice.
  const bobDice = bobViews.map(ownDice).find(Boolean);
  assert.ok(bobDice, 'Bob sees his own dice');
  for (const v of annViews) {
    assert.match(v.describe, /\d+\. player 2: [^\n]*dice hidden/);
    for (const e of v.log.filter((e) => e.player === -1)) assert.doesNotMatch(e.text, /player 2 .*roll \d/);
  }
  assert.deepEqual([...ann.errors, ...bob.errors], []);
});

// Ann held seat 1 and read its dice; when she leaves, a bot plays on with the
// same dice, and everyone at the table is told that she saw them.
test('a seat someone left says to everyone who saw its secrets', async () => {
  const ann = await newPage(browser);
  const table = await createFromLobby(ann, server, { game: 'push_push', params: { players: 2 }, seats: ['human', 'human'] });
  const bob = await newPage(browser);
  await bob.goto(`${server.url}/#/table/${table}`);
  await bob.click('button:text("Join as player 2")');
  await bob.waitForSelector('.moves button.move');
  await ann.click('button:text("Leave (a bot plays on)")');
  await ann.click('button:text("Yes, leave")'); // asked once more: leaving cannot be taken back
  const note = bob.locator('.seats li', { hasText: 'player 1' }).locator('small.seen');
  await note.waitFor();
  assert.equal((await note.innerText()).trim(), 'Ann held this seat before and saw its secrets.');
  await ann.waitForSelector('.seats small.seen');  // a spectator now, told the same
  // Told that she left, not that she was away (N7); the bot that plays on is named by its level.
  assert.match(await ann.textContent('.notice'), /^You left this table, and a bot plays your seat now/);
  assert.equal(await ann.locator('text=You were away').count(), 0);
  assert.match(await bob.locator('.seats li', { hasText: 'player 1' }).innerText(), /Bot: Medium/);
  assert.equal(await bob.locator('.seats li', { hasText: 'player 2' }).locator('small.seen').count(), 0);
  assert.deepEqual([...ann.errors, ...bob.errors], []);
});
