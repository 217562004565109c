// The table's talk in the browser (docs/protocol.md, "Talk at the table"): two
// players talk and the spectators do not hear them; a line is shown as text,
// never as markup; a player mutes another and unmutes them; a spectator signed
// in talks with the spectators, whom the players do not hear, and one signed out
// reads along and is invited to sign in; another table has none of it; a line
// too long and a burst of lines are refused in words; the talk is still there
// after the server restarts, and a replay step shows what had been said by then.
// The tests follow each other: each uses what the one before made.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertAccessible, assertFitsPhone, browser, createFromLobby, newPage, screenshot, seatView, server, useServerAndBrowser } from './harness.mjs';

useServerAndBrowser();

// What Ann says that a browser must not read as markup.
const MARKUP = '<b>hi</b> <img src=x onerror=alert(1)>';
let table; // Ann and Bob's table
let other; // another table, where nothing of theirs may show
let ann; // player 1's page
let bob; // player 2's page
let watcher; // a spectator signed out, on a phone
let cy; // a spectator who signs in to talk
const dialogs = []; // any alert() a line would have run
const lastSaid = new Map(); // each page's last line sent, when: the rate is 5 lines in 10 s

// Opens the talk's panel on `page` (a phone folds it at first).
async function openTalk(page) {
  const panel = page.locator('details.chat');
  await panel.waitFor();
  if (!(await panel.evaluate((d) => d.open))) await panel.locator('summary').click();
  await page.waitForFunction(() => document.querySelector('details.chat')?.open);
}

// Types `text` into the talk's field and presses Enter; resolves once the field
// is cleared (the line was stored) or a refusal shows, to the refusal's words.
async function type(page, text) {
  await openTalk(page);
  await page.fill('#chat-text', text);
  await page.press('#chat-text', 'Enter');
  await page.waitForFunction(() => document.querySelector('#chat-text')?.value === '' || document.querySelector('.chat-error'), null, { timeout: 10000 });
  lastSaid.set(page, Date.now());
  return (await page.locator('.chat-error').count()) ? page.textContent('.chat-error') : undefined;
}

// Says a line that must be taken.
async function say(page, text) {
  const refused = await type(page, text);
  assert.equal(refused, undefined, `"${text}" was said`);
}

// The texts of the live panel's lines, as shown.
const linesOn = (page) => page.locator('details.chat .chat-text').allTextContents();

// Waits until the live panel of `page` shows a line whose text is exactly `text`.
function lineShows(page, text) {
  return page.waitForFunction((t) => [...document.querySelectorAll('details.chat .chat-text')].some((e) => e.textContent === t), text, { timeout: 10000 });
}

// Asserts a refusal is in players' words: no error code, status or JSON.
function assertWords(words) {
  assert.match(words, /^Not sent: \S/, words);
  assert.doesNotMatch(words, /invalid_argument|limit_reached|not_signed_in|\b(400|401|429)\b|\{"|\bnull\b|\bundefined\b/, words);
}

// A view of `t` as the server sends it to a spectator who is signed out.
const spectatorView = async (t) => (await fetch(`${server.url}/api/tables/${t}`)).json();

test('the players talk, the spectators do not hear them, and a line is shown as text', async () => {
  ann = await newPage(browser);
  table = await createFromLobby(ann, server, { game: 'pantolino', params: { discard_smallest: true }, seats: ['human', 'human'], open: false });
  const link = await ann.inputValue('#invite-1');
  bob = await newPage(browser);
  await bob.goto(link.replace(/^http:\/\/[^/]+/, server.url));
  await bob.fill('#guest-name', 'Bob');
  await bob.click('button:text("Take my seat")');
  await bob.waitForFunction(() => /player 2 \(Bob, you\)/.test(document.querySelector('.seats')?.textContent ?? ''));
  watcher = await newPage(browser, { phone: true });
  await watcher.goto(`${server.url}/#/table/${table}`);
  await watcher.waitForFunction(() => /You are watching/.test(document.querySelector('.status')?.textContent ?? ''));
  for (const page of [ann, bob, watcher])
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
  // Another table, made by someone else, with a player of its own.
  const made = await (
    await fetch(`${server.url}/api/tables`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ game: 'pantolino', seats: ['human', 'random'] }) })
  ).json();
  other = made.table;

  // Beside the board on a wide screen, the talk is open at first; nothing said yet.
  assert.equal(await ann.locator('details.chat').evaluate((d) => d.open), true, 'open beside the board');
  assert.match(await ann.textContent('details.chat summary'), /^Table talk \(0\)$/);
  assert.match(await ann.textContent('details.chat'), /Nothing has been said yet/);
  assert.equal(await ann.getAttribute('#chat-text', 'maxlength'), '300');

  await say(ann, 'Good luck, Bob!');
  await lineShows(bob, 'Good luck, Bob!');
  assert.equal(await bob.locator('details.chat .chat-line').last().locator('.chat-name').textContent(), 'Ann:');
  assert.equal(await ann.locator('details.chat .chat-line').last().locator('.chat-name').textContent(), 'Ann (you):');
  // Bob answers with the Send button; the field keeps the focus for the next line.
  await bob.fill('#chat-text', 'Thanks, Ann. You too!');
  await bob.click('.chat-say button:text("Send")');
  await lineShows(ann, 'Thanks, Ann. You too!');
  assert.equal(await bob.evaluate(() => document.activeElement?.id), 'chat-text');
  assert.equal(await bob.inputValue('#chat-text'), '');
  lastSaid.set(bob, Date.now());
  // Nothing typed, nothing sent.
  await bob.fill('#chat-text', '   ');
  await bob.press('#chat-text', 'Enter');
  await bob.waitForTimeout(300);
  assert.deepEqual(await linesOn(bob), ['Good luck, Bob!', 'Thanks, Ann. You too!']);
  assert.match(await bob.textContent('details.chat summary'), /^Table talk \(2\)$/);
  await bob.fill('#chat-text', '');

  // Markup is text: the characters as typed, no element made of them, nothing run.
  await say(ann, MARKUP);
  await lineShows(bob, MARKUP);
  const line = bob.locator('details.chat .chat-line').last();
  assert.equal(await line.locator('.chat-text').textContent(), MARKUP);
  assert.equal(await line.locator('.chat-text').innerHTML(), MARKUP.replaceAll('<', '&lt;').replaceAll('>', '&gt;'));
  assert.equal(await bob.locator('.chat-lines img, .chat-lines b, .chat-text *').count(), 0, 'no element made of a line');
  await bob.waitForTimeout(300);
  assert.deepEqual(dialogs, [], 'nothing in a line runs');

  // The spectator, signed out: the spectators' talk, none of the players' lines,
  // and the way to sign in to talk.
  await openTalk(watcher);
  assert.match(await watcher.textContent('details.chat summary'), /^Spectators’ talk \(0\)$/);
  assert.doesNotMatch(await watcher.textContent('body'), /Good luck|Thanks, Ann|<b>hi/);
  assert.equal(await watcher.locator('#chat-text').count(), 0, 'no field to talk');
  const invitation = watcher.locator('.chat-sign-in');
  assert.match(await invitation.innerText(), /signed in may talk/);
  assert.equal(await invitation.locator('a').getAttribute('href'), `#/account?then=${encodeURIComponent(`#/table/${table}`)}`);
  const watched = await spectatorView(table);
  assert.deepEqual(watched.chat.lines, [], 'the spectators\' channel is empty');
  assert.ok(!/Good luck|Thanks, Ann|<b>hi/.test(JSON.stringify(watched)), 'no players\' line in a spectator\'s view');
  assert.deepEqual([...ann.errors, ...bob.errors, ...watcher.errors], []);
});

test('a player mutes another: the lines go, old and new, and come back when unmuted', async () => {
  // With the keyboard: the button keeps the focus as its words change.
  await bob.focus('.chat-mute:text("Mute Ann")');
  await bob.keyboard.press('Enter');
  await bob.waitForSelector('.chat-mute:text("Unmute Ann")');
  assert.equal(await bob.evaluate(() => document.activeElement?.textContent), 'Unmute Ann');
  // Her lines are gone from his page, the old ones too; his own stay.
  await bob.waitForFunction(() => ![...document.querySelectorAll('details.chat .chat-line')].some((li) => li.dataset.seat === '0'));
  assert.deepEqual(await linesOn(bob), ['Thanks, Ann. You too!']);
  assert.match(await bob.textContent('.chat-muted'), /Muted: Ann\. You do not see their lines\./);
  await say(ann, 'Can you hear me, Bob?');
  await lineShows(ann, 'Can you hear me, Bob?');
  await bob.waitForTimeout(500);
  assert.doesNotMatch(await bob.textContent('details.chat'), /Can you hear me/);
  const muted = await seatView(bob);
  assert.deepEqual(muted.chat.muted, [0]);
  assert.ok(!muted.chat.lines.some((l) => l.seat === 0), 'nor in his view from the server');
  // Ann still reads everything.
  assert.deepEqual(await linesOn(ann), ['Good luck, Bob!', 'Thanks, Ann. You too!', MARKUP, 'Can you hear me, Bob?']);
  // Unmuted: every line of hers is back, the one said meanwhile too.
  await bob.click('.chat-mute:text("Unmute Ann")');
  await lineShows(bob, 'Can you hear me, Bob?');
  assert.deepEqual(await linesOn(bob), ['Good luck, Bob!', 'Thanks, Ann. You too!', MARKUP, 'Can you hear me, Bob?']);
  assert.equal(await bob.locator('.chat-muted').count(), 0);
  await bob.waitForSelector('.chat-mute:text("Mute Ann")');
  assert.deepEqual([...ann.errors, ...bob.errors], []);
});

test('a spectator signs in from the talk and talks with the spectators, whom the players do not hear', async () => {
  cy = await newPage(browser);
  await cy.goto(`${server.url}/#/table/${table}`);
  await openTalk(cy);
  await cy.click('.chat-sign-in a');
  await cy.waitForSelector('.account-page');
  await cy.click('.account-modes button:text("Make an account")');
  await cy.fill('#sign-up-name', 'Cy');
  await cy.fill('#sign-up-password', 'penguins on ice');
  await cy.click('button:text("Make my account")');
  await cy.waitForSelector('.recovery-code');
  await cy.click('button:text("I have written it down")');
  // Back at the table, signed in: a field to talk.
  await cy.waitForURL(new RegExp(`#/table/${table}$`));
  await cy.waitForSelector('#chat-text');
  assert.equal(await cy.locator('.chat-sign-in').count(), 0);
  await say(cy, 'Spectators here: who wins, do you think?');
  assert.equal(await cy.locator('details.chat .chat-line').last().locator('.chat-name').textContent(), 'Cy (you):');
  // The spectator signed out reads it, under Cy's account's name.
  await lineShows(watcher, 'Spectators here: who wins, do you think?');
  assert.equal(await watcher.locator('details.chat .chat-line').last().locator('.chat-name').textContent(), 'Cy:');
  assert.match(await watcher.textContent('details.chat summary'), /^Spectators’ talk \(1\)$/);
  const watched = await spectatorView(table);
  assert.equal(watched.chat.lines.at(-1).seat, null, 'a spectator\'s line has no seat');
  // The players neither see it nor are sent it.
  await ann.waitForTimeout(500);
  for (const page of [ann, bob]) {
    assert.doesNotMatch(await page.textContent('body'), /Spectators here/);
    assert.ok(!JSON.stringify(await seatView(page)).includes('Spectators here'), 'not in a player\'s view');
  }
  // The table with its talk open, as a player and as a spectator on a phone.
  await screenshot(bob, 'chat');
  await assertFitsPhone(watcher);
  await screenshot(watcher, 'chat-watching-phone');
  assert.deepEqual([...ann.errors, ...bob.errors, ...watcher.errors, ...cy.errors], []);
});

test('on a phone the talk fits, and opening it does not move the board', async () => {
  // Bob's seat on a phone too: his credential, as this browser would keep it.
  const held = await bob.evaluate((t) => localStorage.getItem(`rookery.seat.${t}`), table);
  const phone = await newPage(browser, { phone: true });
  await phone.goto(`${server.url}/#/`);
  await phone.evaluate(([t, h]) => localStorage.setItem(`rookery.seat.${t}`, h), [table, held]);
  await phone.goto(`${server.url}/#/table/${table}`);
  await phone.waitForFunction(() => /player 2 \(Bob, you\)/.test(document.querySelector('.seats')?.textContent ?? ''));
  // Folded at first on a phone, below the log: the board is where it was.
  const panel = phone.locator('details.chat');
  assert.equal(await panel.evaluate((d) => d.open), false, 'folded on a phone');
  assert.match(await phone.textContent('details.chat summary'), /^Table talk \(4\)$/);
  // Where a part of the page is, from the page's top (not the screen's).
  const topOf = (selector) => phone.evaluate((s) => document.querySelector(s).getBoundingClientRect().top + scrollY, selector);
  const boardAt = () => topOf('.board');
  const folded = await boardAt();
  assert.ok((await topOf('details.chat')) > folded, 'below the board');
  // Folded, new lines are not read out; open, they are, politely.
  assert.equal(await phone.getAttribute('details.chat .chat-log', 'aria-live'), 'off');
  await openTalk(phone);
  assert.equal(await phone.getAttribute('details.chat .chat-log', 'aria-live'), 'polite');
  assert.equal(await boardAt(), folded, 'the board has not moved');
  await assertFitsPhone(phone);
  const small = await phone.evaluate(() =>
    [...document.querySelectorAll('details.chat summary, details.chat button, details.chat input')]
      .filter((e) => e.getBoundingClientRect().height < 44)
      .map((e) => e.textContent || e.id),
  );
  assert.deepEqual(small, [], 'every control of the talk is a fingertip tall');
  await phone.locator('details.chat').scrollIntoViewIfNeeded();
  await screenshot(phone, 'chat-phone');
  // Folded, a new line is counted as new.
  await phone.locator('details.chat summary').click();
  await say(ann, 'Your move soon, Bob.');
  await phone.waitForFunction(() => /^Table talk \(5\) · 1 new$/.test(document.querySelector('details.chat summary')?.textContent ?? ''));
  assert.deepEqual(phone.errors, []);
  await phone.context().close();
});

test('a line too long and a burst of lines are refused in words', async () => {
  // The field stops at 300 characters; a line sent longer all the same is refused.
  await openTalk(cy);
  await cy.evaluate(() => document.querySelector('#chat-text').removeAttribute('maxlength'));
  const long = 'x'.repeat(301);
  const refused = await type(cy, long);
  assert.ok(refused, 'a line of 301 characters is refused');
  assertWords(refused);
  assert.match(refused, /300/, 'the refusal says the limit');
  assert.equal(await cy.inputValue('#chat-text'), long, 'the line stays in the field, to be shortened');
  assert.doesNotMatch(await watcher.textContent('details.chat'), /xxxxxxxxxx/);
  // The refusal goes once the line is changed.
  await cy.fill('#chat-text', 'x');
  await cy.waitForFunction(() => !document.querySelector('.chat-error'));
  await cy.fill('#chat-text', '');

  // Five lines in ten seconds, not six: Bob's last line was a while ago first.
  const since = Date.now() - (lastSaid.get(bob) ?? 0);
  if (since < 10500) await bob.waitForTimeout(10500 - since);
  for (let i = 1; i <= 5; i++) await say(bob, `line ${i} of a burst`);
  const sixth = await type(bob, 'line 6 of a burst');
  assert.ok(sixth, 'the sixth line in ten seconds is refused');
  assertWords(sixth);
  assert.equal(await bob.inputValue('#chat-text'), 'line 6 of a burst', 'the line stays in the field, to be sent later');
  await lineShows(ann, 'line 5 of a burst');
  assert.ok(!(await linesOn(ann)).includes('line 6 of a burst'));
  assert.deepEqual([...ann.errors, ...bob.errors, ...cy.errors], []);
  await bob.fill('#chat-text', '');
});

test('the talk is kept after a restart, and a replay step shows what had been said by then', async () => {
  // Everything so far was said before Ann's first move.
  const before = await seatView(ann);
  const early = before.chat.lines.find((l) => l.text === 'Good luck, Bob!').version;
  assert.ok(early >= 1, `said once the game had started (version ${early})`);
  assert.ok(before.chat.lines.every((l) => l.version <= before.version));
  // Ann moves, then says a line: it is said at a later version.
  await ann.waitForSelector('.moves button.move');
  await ann.locator('.moves button.move').first().click();
  await ann.waitForFunction((v) => Number(document.querySelector('.board')?.dataset.version) > v, before.version);
  await say(ann, 'After my first move.');
  const late = (await seatView(ann)).chat.lines.find((l) => l.text === 'After my first move.').version;
  assert.ok(late > early, `the later line at a later version (${late} > ${early})`);

  // The server dies and comes back on the same database: the talk is there.
  await server.kill();
  await ann.waitForSelector('.connection.reconnecting');
  await server.restart();
  for (const page of [ann, bob, watcher, cy]) await page.waitForSelector('.connection.open', { timeout: 15000 });
  await bob.reload();
  await lineShows(bob, 'After my first move.');
  const kept = await linesOn(bob);
  for (const text of ['Good luck, Bob!', MARKUP, 'Can you hear me, Bob?', 'line 5 of a burst']) assert.ok(kept.includes(text), `"${text}" is kept`);
  await watcher.reload();
  await lineShows(watcher, 'Spectators here: who wins, do you think?');

  // Another table's views, a player's and a spectator's, have none of it.
  const seat = await (
    await fetch(`${server.url}/api/tables/${other}/join`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ seat: 0, name: 'Dee' }) })
  ).json();
  const views = [
    await spectatorView(other),
    await (await fetch(`${server.url}/api/tables/${other}?seat=0`, { headers: { Authorization: `Bearer ${seat.credential}` } })).json(),
  ];
  for (const v of views) {
    assert.deepEqual(v.chat.lines, [], `nothing said at the other table: ${JSON.stringify(v.chat)}`);
    assert.equal(v.chat.total, 0);
    assert.ok(!/Good luck|Spectators here|burst|<b>hi/.test(JSON.stringify(v)), 'nothing of the first table');
  }
  await watcher.goto(`${server.url}/#/table/${other}`);
  await openTalk(watcher);
  await watcher.waitForFunction(() => /^Spectators’ talk \(0\)$/.test(document.querySelector('details.chat summary')?.textContent ?? ''));
  assert.match(await watcher.textContent('details.chat'), /Nothing has been said yet/);

  // Ann opens the replay at the move of her first line: the lines said by then,
  // to read only, and not the one said after her move.
  await ann.click(`.log li[value="${early}"] button`);
  await ann.waitForFunction((s) => new RegExp(`step ${s} of`).test(document.querySelector('.replay h2')?.textContent ?? ''), early);
  await ann.waitForSelector('.replay .replay-chat .chat-text');
  const then = await ann.locator('.replay-chat .chat-text').allTextContents();
  assert.ok(then.includes('Good luck, Bob!') && then.includes('line 5 of a burst'), `the lines said by step ${early}: ${then}`);
  assert.ok(!then.includes('After my first move.'), 'not the line said after it');
  assert.equal(await ann.locator('.replay-chat form, .replay-chat input, .replay-chat button').count(), 0, 'to read only');
  assert.equal(await ann.locator('details.chat').count(), 0, 'the live talk gives way to the replay\'s');
  await assertAccessible(ann, 'chat-replay');
  // The last step has the later line too; Escape closes, and the live talk is back.
  await ann.keyboard.press('End');
  await ann.waitForFunction(() => [...document.querySelectorAll('.replay-chat .chat-text')].some((e) => e.textContent === 'After my first move.'));
  await ann.keyboard.press('Escape');
  await ann.waitForSelector('details.chat');
  await lineShows(ann, 'After my first move.');
  assert.deepEqual(dialogs, []);
  assert.deepEqual([...ann.errors, ...bob.errors, ...watcher.errors, ...cy.errors], []);
});
