// Accounts, ratings, profiles and leaderboards in the browser (docs/protocol.md,
// "Accounts, ratings and profiles"): a guest signs up and keeps this browser's
// seats, sees the recovery code once; a rated table is set up from the lobby,
// joined by another account, refused to a guest with the way to sign in, and
// played to its end; both profiles show the ratings moved, one up, one down;
// another browser signed in finds the table and plays its seat; the
// leaderboard lists the settled ratings. The tests follow each other: each
// uses what the one before made.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browser, createFromLobby, horizontalOverflow, newPage, playToTheEnd, screenshot, server, shortPantolino, useServerAndBrowser } from './harness.mjs';

useServerAndBrowser();

const PASSWORD = { Ann: 'penguins on ice', Bob: 'waddle waddle' };
// The pages of Ann and Bob, each its own browser, signed in once the first test is done.
let ann;
let bob;
let annsCode; // Ann's recovery code, as her page showed it
let guestTable; // the table Ann played as a guest before she signed up
let rated; // the rated table Ann and Bob play on their pages
let ratedGames = 0; // the rated games Ann and Bob have played
let winner; // who won the last one: 'Ann' or 'Bob'

// The server's JSON for `path` (a GET, or a POST of `body`), as the browser of
// `page` asks it: with its session cookie.
const ask = (page, path, body) =>
  page.evaluate(
    async ([path, body]) => {
      const r = await fetch(path, body ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {});
      return { status: r.status, json: await r.json() };
    },
    [path, body],
  );

// The controls on the page shorter than a fingertip (44 px), by their words; none on a phone.
const smallControls = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main a, main button, main input, main select, main summary, header a')]
      .filter((e) => e.offsetParent !== null && e.type !== 'hidden' && e.getBoundingClientRect().height < 44)
      .map((e) => `${e.tagName.toLowerCase()} ${(e.textContent || e.id).trim().slice(0, 40)}`),
  );

// Asserts the page fits a phone: nothing wider than 390 px (nor cut off at its
// right edge), every control a fingertip tall.
async function assertFitsPhone(page) {
  assert.ok((await horizontalOverflow(page)) <= 0, 'no horizontal scrolling at 390 px');
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('main *')].filter((e) => e.offsetParent !== null && !e.closest('details:not([open]) > :not(summary)') && e.getBoundingClientRect().right > innerWidth + 1).map((e) => `${e.tagName.toLowerCase()} ${e.textContent.trim().slice(0, 30)}`),
  );
  assert.deepEqual(cut, [], 'nothing reaches past the screen\'s right edge');
  assert.deepEqual(await smallControls(page), [], 'every control is at least 44 px tall');
}

// Makes an account on the account page, reached from the header's "Sign in";
// resolves to the recovery code the page shows.
async function signUp(page, name) {
  await page.click('header .account-area a:text("Sign in")');
  await page.waitForSelector('.account-page');
  await page.click('.account-modes button:text("Make an account")');
  await page.fill('#sign-up-name', name);
  await page.fill('#sign-up-password', PASSWORD[name]);
  await page.click('button:text("Make my account")');
  await page.waitForSelector('.recovery-code');
  return page.inputValue('#recovery-code');
}

// Asks the profile page of `name` until its Pantolino rating has `games` games; its figures.
async function pantolinoOnProfile(page, name, games) {
  for (let i = 0; i < 50; i++) {
    await page.goto(`${server.url}/#/players/${encodeURIComponent(name)}`);
    await page.waitForSelector('.profile-games');
    const card = page.locator('.game-rating[data-game="pantolino"]');
    if ((await card.count()) && new RegExp(`· ${games} games?$`).test(await card.locator('.rating-games').innerText())) {
      return {
        rating: await card.locator('.rating-value').innerText(),
        deviation: await card.locator('.rating-deviation').innerText(),
        games: await page.locator('.profile-games').innerText(),
        recent: await page.locator(`.recent-games li[data-table="${rated}"]`).innerText(),
      };
    }
    await page.waitForTimeout(200);
  }
  throw new Error(`${name}'s profile never showed ${games} rated Pantolino games`);
}

// The server's JSON for `path` over HTTP, sent with the session cookie `session`
// (and a seat's credential); a refusal fails the test with its words.
async function api(session, path, body, credential) {
  const headers = { Cookie: session, ...(credential ? { Authorization: `Bearer ${credential}` } : {}) };
  const r = await fetch(
    `${server.url}${path}`,
    body ? { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : { headers },
  );
  const json = await r.json();
  if (!r.ok) throw new Error(`${path}: ${r.status} ${JSON.stringify(json)}`);
  return json;
}

// The session cookie of a page's browser, as a Cookie header's value.
async function sessionOf(page) {
  const c = (await page.context().cookies()).find((c) => c.name === 'rookery_session');
  assert.ok(c, 'a session cookie');
  return `rookery_session=${c.value}`;
}

// Plays one rated Pantolino game between Ann and Bob over HTTP with their
// sessions (Ann hosts, Bob joins); resolves to its returns, Ann's first.
async function playRatedOverHttp() {
  const sessions = [await sessionOf(ann), await sessionOf(bob)];
  const made = await api(sessions[0], '/api/tables', {
    game: 'pantolino(players=2,discard_smallest=true)',
    seats: ['human', 'human'],
    host: { name: 'Ann', seat: 0 },
    open: true,
    rated: true,
  });
  const joined = await api(sessions[1], `/api/tables/${made.table}/join`, { seat: 1, name: 'Bob' });
  const credentials = [made.credential, joined.credential];
  for (let step = 0; step < 4000; step++) {
    const seat = step % 2;
    const v = await api(sessions[seat], `/api/tables/${made.table}?seat=${seat}&since=1000000000`, undefined, credentials[seat]);
    if (v.terminal) {
      ratedGames++;
      return v.returns;
    }
    if (v.legal.length) await api(sessions[seat], `/api/tables/${made.table}/act`, { seat, credential: credentials[seat], action: shortPantolino(v.legal) });
  }
  throw new Error(`the rated game at ${made.table} did not end`);
}

test('a guest signs up, is shown the recovery code once, and keeps the seats this browser holds', async () => {
  ann = await newPage(browser);
  // A game as a guest first: nothing needs an account.
  guestTable = await createFromLobby(ann, server, { game: 'pantolino', seats: ['human', 'random'], name: 'Ann' });
  await ann.goto(`${server.url}/#/`);
  await ann.waitForSelector('header .account-area');
  assert.equal(await ann.locator('header .account-area').innerText(), 'Sign in', 'a guest is offered to sign in, and nothing else');
  await ann.click('header .account-area a:text("Sign in")');
  await ann.waitForSelector('#sign-in-name');
  // The account page, signed out, says that nothing needs an account.
  assert.match(await ann.innerText('.account-why'), /without an account/);
  await screenshot(ann, 'account');
  await ann.goto(`${server.url}/#/`);
  annsCode = await signUp(ann, 'Ann');
  assert.match(annsCode, /^\S{8,}$/, 'a recovery code');
  const words = await ann.innerText('.recovery-code');
  assert.match(words, /Write down your recovery code/);
  assert.match(words, /no e-mail/);
  assert.match(words, /shown this once/);
  // The focus is on the code's heading, so that a screen reader reads it first.
  await ann.waitForFunction(() => document.activeElement?.id === 'recovery-code-heading', null, { timeout: 3000 });
  await screenshot(ann, 'account-recovery-code');
  await ann.click('button:text("I have written it down")');
  await ann.waitForFunction(() => location.hash === '#/');
  // Signed in: the header names the account and leads to its profile.
  const mine = ann.locator('header .account-area a.account-name-link');
  await mine.waitFor();
  assert.equal(await mine.innerText(), 'Ann');
  assert.equal(await mine.getAttribute('href'), '#/players/Ann');
  // The guest's seat follows the account now.
  const tables = await ask(ann, '/api/account/tables');
  assert.equal(tables.status, 200);
  assert.ok(tables.json.tables.some((t) => t.table === guestTable), `the guest's table is the account's: ${JSON.stringify(tables.json)}`);
  await ann.waitForSelector(`.your-tables li[data-table="${guestTable}"]`);
  // The recovery code is not shown again.
  await ann.goto(`${server.url}/#/account`);
  await ann.waitForSelector('.account-name');
  assert.equal(await ann.locator('.recovery-code').count(), 0);
  assert.match(await ann.innerText('.account-name'), /Signed in as Ann/);

  bob = await newPage(browser);
  await bob.goto(`${server.url}/#/`);
  await signUp(bob, 'Bob');
  await bob.click('button:text("I have written it down")');
  await bob.waitForSelector('header .account-area a:text("Bob")');
  assert.deepEqual([...ann.errors, ...bob.errors], []);
});

test('a rated table: ticked only for people, joined by an account, refused to a guest with the way to sign in', async () => {
  await ann.goto(`${server.url}/#/`);
  await ann.selectOption('#game', 'pantolino');
  await ann.setChecked('#param-discard_smallest', true);
  // With a bot's seat the box cannot be ticked, and says why.
  await ann.waitForSelector('#rated-table');
  assert.ok(await ann.isDisabled('#rated-table'), 'not with a bot');
  assert.match(await ann.innerText('#rated-table-hint'), /Only a table of people can be rated/);
  await ann.selectOption('#seat-1', 'human');
  await ann.waitForFunction(() => !document.querySelector('#rated-table').disabled);
  assert.match(await ann.innerText('#rated-table-hint'), /signed in/);
  await ann.setChecked('#rated-table', true);
  await ann.setChecked('#open-to-anyone', true);
  // Signed in, the seat is the account's: no name to give.
  assert.equal(await ann.locator('#your-name').count(), 0);
  assert.match(await ann.innerText('.playing-as'), /You play as Ann/);
  await ann.click('button:text("Create table")');
  await ann.waitForURL(/#\/table\//);
  rated = ann.url().match(/#\/table\/(\w+)/)[1];
  await ann.waitForSelector('.table-head .rated-tag');
  const made = await ask(ann, `/api/tables/${rated}`);
  assert.equal(made.json.rated, true, 'the server made it rated');

  // A guest sees it listed as rated; joining says to sign in, in words, with the way to.
  const guest = await newPage(browser);
  await guest.goto(`${server.url}/#/`);
  const row = guest.locator(`.tables li[data-table="${rated}"]`);
  await row.waitFor();
  assert.match(await row.innerText(), /Rated/);
  assert.match(await row.innerText(), /with Ann/);
  assert.equal(await row.locator('a.player-link').getAttribute('href'), '#/players/Ann', "Ann's name leads to her profile");
  await row.locator('button:text("Join as player 2")').click();
  const refusal = row.locator('.sign-in-needed');
  await refusal.waitFor();
  assert.match(await refusal.innerText(), /rated.*signed in/i);
  assert.doesNotMatch(await refusal.innerText(), /not_signed_in|401/);
  assert.equal(await refusal.locator('a').getAttribute('href'), `#/account?then=${encodeURIComponent('#/')}`);
  // On the table's own page the server's refusal says the same.
  await guest.goto(`${server.url}/#/table/${rated}`);
  await guest.click('.seats button:text("Join as player 2")');
  await guest.waitForSelector('.sign-in-needed');
  assert.match(await guest.innerText('.sign-in-needed'), /sign in/i);
  assert.doesNotMatch(await guest.innerText('.sign-in-needed'), /not_signed_in|401/);
  assert.equal((await ask(guest, `/api/tables/${rated}`)).json.seats[1].taken, false, 'the guest took no seat');
  assert.deepEqual(guest.errors, []);
  await guest.context().close();

  // Bob, signed in, joins from the list.
  await bob.goto(`${server.url}/#/`);
  const bobsRow = bob.locator(`.tables li[data-table="${rated}"]`);
  await bobsRow.waitFor();
  await bobsRow.locator('button:text("Join as player 2")').click();
  await bob.waitForURL(new RegExp(`#/table/${rated}$`));
  // The seats name both accounts, each a link to their profile.
  await bob.waitForFunction(() => document.querySelectorAll('.seats a.player-link').length === 2);
  assert.deepEqual(await bob.locator('.seats a.player-link').allInnerTexts(), ['Ann', 'Bob']);
  assert.match(await bob.innerText('.seats'), /player 2 \(Bob, you\)/);
  const seated = (await ask(bob, `/api/tables/${rated}`)).json.seats;
  assert.deepEqual(seated.map((s) => s.account), ['Ann', 'Bob']);

  await ann.goto(`${server.url}/#/table/${rated}`);
  await Promise.all([playToTheEnd(ann, { choose: shortPantolino }), playToTheEnd(bob, { choose: shortPantolino })]);
  ratedGames++;
  assert.deepEqual([...ann.errors, ...bob.errors], []);
});

test('both profiles show the rating moved from 1500, one up and one down, after one game', async () => {
  let { returns } = (await ask(ann, `/api/tables/${rated}`)).json;
  // A tie moves neither rating (two newcomers drew): another game decides, over HTTP.
  while (returns[0] === returns[1]) returns = await playRatedOverHttp();
  winner = returns[0] > returns[1] ? 'Ann' : 'Bob';
  const a = await pantolinoOnProfile(ann, 'Ann', ratedGames);
  const b = await pantolinoOnProfile(ann, 'Bob', ratedGames);
  for (const p of [a, b]) {
    // Provisional after one game: a question mark, and a deviation below a newcomer's 350.
    assert.match(p.rating, /^\d{3,4}\?$/, p.rating);
    assert.match(p.deviation, /^± \d+$/, p.deviation);
    assert.ok(Number(p.deviation.slice(2)) < 350, p.deviation);
    assert.match(p.games, new RegExp(`^${ratedGames} games? played, \\d+ won\\.$`));
    // The day it ended, as the reader's calendar writes it ("Dec 7, 2026").
    assert.match(p.recent, /^Pantolino · [^·]*\d{4} · (1st|2nd) of 2 · rated · see the table · replay/);
  }
  // Her own profile leads to the coach's review of her seat, which her browser holds; Bob's does not.
  assert.match(a.recent, / · replay · the coach’s review$/);
  assert.match(b.recent, / · replay$/);
  if (ratedGames === 1) {
    assert.match(a.games, /^1 game played, [01] won\.$/);
    assert.match((winner === 'Ann' ? a : b).recent, /1st of 2/);
    assert.match((winner === 'Ann' ? b : a).recent, /2nd of 2/);
  }
  const [up, down] = winner === 'Ann' ? [a, b] : [b, a];
  assert.ok(parseInt(up.rating) > 1500, `the winner's rating went up: ${up.rating}`);
  assert.ok(parseInt(down.rating) < 1500, `the loser's rating went down: ${down.rating}`);
  // The profile's links: the table, its replay; the chart says itself in words.
  await ann.goto(`${server.url}/#/players/Ann`);
  const line = ann.locator(`.recent-games li[data-table="${rated}"]`);
  await line.waitFor();
  assert.equal(await line.locator('a:text("see the table")').getAttribute('href'), `#/table/${rated}`);
  assert.equal(await line.locator('a:text("replay")').getAttribute('href'), `#/table/${rated}?replay`);
  assert.equal(await line.locator('a:text("the coach’s review")').getAttribute('href'), `#/table/${rated}?review`);
  const chart = ann.locator('.game-rating[data-game="pantolino"] svg[role="img"]');
  assert.match(await chart.getAttribute('aria-label'), /^Pantolino rating over \d+ rated games?: from 1500 at the start to \d+ ± \d+ now(; highest \d+, lowest \d+)?\.$/);
  await ann.click('.game-rating[data-game="pantolino"] summary');
  assert.equal(await ann.locator('.game-rating[data-game="pantolino"] .rating-numbers tbody tr').count(), ratedGames);
  assert.match(await ann.innerText('.profile .notice'), /This is you/);
  assert.deepEqual(ann.errors, []);
});

test('another browser signed in as Ann finds her tables, and plays her seat there', async () => {
  const other = await newPage(browser);
  await other.goto(`${server.url}/#/account`);
  // By keyboard alone: the name, the password, Enter.
  await other.waitForSelector('#sign-in-name');
  await other.focus('#sign-in-name');
  await other.keyboard.type('Ann');
  await other.keyboard.press('Tab');
  assert.equal(await other.evaluate(() => document.activeElement?.id), 'sign-in-password');
  await other.keyboard.type(PASSWORD.Ann);
  await other.keyboard.press('Enter');
  await other.waitForFunction(() => location.hash === '#/');
  await other.waitForSelector('header .account-area a:text("Ann")');
  // The rated game among her finished games, her guest game among those in play.
  const finished = other.locator(`.your-tables li[data-table="${rated}"]`);
  await finished.waitFor({ timeout: 20000 });
  assert.match(await finished.innerText(), /Pantolino · rated · finished/);
  const guestRow = other.locator(`.your-tables li[data-table="${guestTable}"]`);
  await guestRow.waitFor();
  assert.doesNotMatch(await guestRow.innerText(), /joined/, 'no time of joining is known on this device');
  // The seat came with its credential: the table page shows it as hers.
  await finished.locator('a:text("see the result")').click();
  await other.waitForSelector('.result');
  assert.match(await other.innerText('.seats'), /player 1 \(Ann, you\)/);
  await other.goto(`${server.url}/#/table/${guestTable}`);
  await other.waitForFunction(() => /player 1 \(Ann, you\)/.test(document.querySelector('.seats')?.textContent ?? ''));

  // Signing out takes the account's tables off this browser; signing in brings them back.
  await other.goto(`${server.url}/#/account`);
  await other.click('button:text-is("Sign out")');
  await other.waitForSelector('header .account-area a:text("Sign in")');
  assert.equal(await other.evaluate((t) => localStorage.getItem(`rookery.seat.${t}`), rated), null, 'the seat is off this browser');
  assert.equal((await ask(other, '/api/account')).status, 401, 'signed out');
  // A forgotten password: the recovery code sets a new one, and gives a new code.
  await other.click('.account-modes button:text("Forgot your password?")');
  // The focus goes to the form's first field.
  await other.waitForFunction(() => document.activeElement?.id === 'recover-name', null, { timeout: 3000 });
  await other.fill('#recover-name', 'Ann');
  await other.fill('#recover-code', annsCode);
  await other.fill('#recover-password', 'a new password for Ann');
  await other.click('button:text("Set my new password")');
  await other.waitForSelector('.recovery-code');
  assert.match(await other.innerText('.recovery-code'), /new recovery code/);
  assert.notEqual(await other.inputValue('#recovery-code'), annsCode);
  await other.click('button:text("I have written it down")');
  await other.waitForSelector('header .account-area a:text("Ann")');
  PASSWORD.Ann = 'a new password for Ann';
  // Her first browser was signed out by the recovery; it says so, and signs in again.
  await ann.goto(`${server.url}/#/`);
  await ann.waitForSelector('header .account-area a:text("Sign in")');
  await ann.click('header .account-area a:text("Sign in")');
  await ann.fill('#sign-in-name', 'Ann');
  await ann.fill('#sign-in-password', 'the old password');
  await ann.click('form button:text("Sign in")');
  await ann.waitForSelector('.account-form .error');
  assert.match(await ann.innerText('.account-form .error'), /^No account has that name and password/);
  await ann.fill('#sign-in-password', PASSWORD.Ann);
  await ann.click('form button:text("Sign in")');
  await ann.waitForSelector('header .account-area a:text("Ann")');
  assert.deepEqual([...other.errors, ...ann.errors], []);
});

test('a guest invited to a rated table makes an account from the refusal, and comes back to take the seat', async () => {
  const made = await api(await sessionOf(ann), '/api/tables', {
    game: 'pantolino(players=2,discard_smallest=true)',
    seats: ['human', 'human'],
    host: { name: 'Ann', seat: 0 },
    rated: true,
  });
  const invite = made.invites.find((i) => i.seat === 1) ?? made.invites[0];
  const cy = await newPage(browser);
  await cy.goto(`${server.url}/#/table/${made.table}?invite=${invite.secret}`);
  await cy.waitForSelector('#guest-name');
  await cy.fill('#guest-name', 'Cy');
  await cy.click('button:text("Take my seat")');
  const refusal = cy.locator('.invited .sign-in-needed');
  await refusal.waitFor();
  assert.match(await refusal.innerText(), /^Sign in to take a seat at a rated table\b.*\. Sign in or make an account/);
  await refusal.locator('a').click();
  await cy.waitForSelector('.account-page');
  await cy.click('.account-modes button:text("Make an account")');
  await cy.fill('#sign-up-name', 'Cy');
  await cy.fill('#sign-up-password', 'cy likes fish');
  await cy.click('button:text("Make my account")');
  await cy.waitForSelector('.recovery-code');
  await cy.click('button:text("I have written it down")');
  // Back at the invitation, signed in: no name to give, the seat is the account's.
  await cy.waitForSelector('.invited .playing-as');
  assert.match(await cy.innerText('.invited .playing-as'), /You play as Cy/);
  await cy.click('button:text("Take my seat")');
  await cy.waitForFunction(() => /player 2 \(Cy, you\)/.test(document.querySelector('.seats')?.textContent ?? ''));
  assert.equal(cy.url(), `${server.url}/#/table/${made.table}`, 'the invite has left the address');
  assert.deepEqual(cy.errors, []);
});

test('the leaderboard: empty until ratings settle, then the players best first, each leading to a profile', async () => {
  await ann.goto(`${server.url}/#/leaderboards/pantolino`);
  await ann.waitForSelector('.leaderboard-empty');
  assert.match(await ann.innerText('.leaderboard-empty'), /No one has a settled rating yet: it takes a few rated games/);
  // Rated games over HTTP until both ratings are settled.
  for (let more = 0; ; more++) {
    assert.ok(more < 60, 'the ratings settle within 60 games');
    await playRatedOverHttp();
    if ((await api(await sessionOf(ann), '/api/leaderboards/pantolino')).players.length === 2) break;
  }
  await ann.goto(`${server.url}/#/`);
  await ann.click('.leaderboards-nav a:text("Pantolino")');
  await ann.waitForSelector('.leaderboard-table');
  const rows = await ann.locator('.leaderboard-table tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  assert.equal(rows.length, 2);
  assert.deepEqual(rows.map((r) => r[0]), ['1', '2']);
  assert.deepEqual(rows.map((r) => r[1]).sort(), ['Ann', 'Bob']);
  for (const r of rows) {
    assert.match(r[2], /^\d{3,4}$/, 'a settled rating has no question mark');
    assert.match(r[3], /^± \d+$/);
    assert.ok(Number(r[3].slice(2)) <= 110, r[3]);
    assert.equal(Number(r[4]), ratedGames, 'every rated game counted');
  }
  assert.ok(Number(rows[0][2]) >= Number(rows[1][2]), 'best first');
  assert.deepEqual(await ann.locator('.leaderboard-table a.player-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')).sort()), ['#/players/Ann', '#/players/Bob']);
  await screenshot(ann, 'leaderboard');
  // The profile with its chart over every game, settled now: no question mark.
  await ann.click(`.leaderboard-table a:text("${winner}")`);
  await ann.waitForSelector('.game-rating[data-game="pantolino"] svg[role="img"]');
  assert.match(await ann.innerText('.game-rating[data-game="pantolino"] .rating-value'), /^\d{3,4}$/);
  assert.equal(await ann.locator('.game-rating[data-game="pantolino"] .rating-chart .point').count(), ratedGames + 1, 'the start and every game');
  await screenshot(ann, 'profile');
  assert.deepEqual(ann.errors, []);
});

test('on a phone: the account page, a profile and a leaderboard fit 390 px, every control a fingertip', async () => {
  const phone = await newPage(browser, { phone: true });
  await phone.goto(`${server.url}/#/account`);
  await phone.waitForSelector('#sign-in-name');
  await phone.fill('#sign-in-name', 'Bob');
  await phone.fill('#sign-in-password', PASSWORD.Bob);
  await phone.click('form button:text("Sign in")');
  await phone.waitForSelector('header .account-area a:text("Bob")');
  await phone.goto(`${server.url}/#/account`);
  await phone.waitForSelector('.account-name');
  await assertFitsPhone(phone);
  await screenshot(phone, 'account-phone');
  await phone.goto(`${server.url}/#/players/Bob`);
  await phone.waitForSelector('.game-rating[data-game="pantolino"] svg');
  await assertFitsPhone(phone);
  await screenshot(phone, 'profile-phone');
  await phone.goto(`${server.url}/#/leaderboards/pantolino`);
  await phone.waitForSelector('.leaderboard-table');
  await assertFitsPhone(phone);
  await screenshot(phone, 'leaderboard-phone');
  // The lobby's new parts fit too: the "Rated" box and the leaderboards.
  await phone.goto(`${server.url}/#/`);
  await phone.waitForSelector('#rated-table');
  assert.ok((await horizontalOverflow(phone)) <= 0);
  assert.deepEqual(phone.errors, []);
});
