// What every browser test needs: a real `rookery serve` on a free loopback port
// with a fresh database and the built front end, and Debian's chromium driven by
// playwright-core. ROOKERY_BIN names the server (ctest sets it); CHROMIUM the
// browser (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
export const webDir = resolve(here, '..');
export const repoDir = resolve(webDir, '..');
export const screenshotDir = join(repoDir, 'docs', 'screenshots');

// The server and the browser of the test file that called useServerAndBrowser(),
// read by its tests through these live bindings.
export let server;
export let browser;

// Starts a server and a browser before this file's tests (then runs `ready`, if
// given), and stops both after them. `args`: more options for `rookery serve`.
export function useServerAndBrowser(ready, { args = [] } = {}) {
  before(async () => {
    server = await startServer({ args });
    browser = await launchBrowser();
    await ready?.();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
}

// Starts a server; resolves to { url, port, stop(), kill(), db, restart() }.
// `args`: more options for `rookery serve`.
export async function startServer({ db, args = [] } = {}) {
  const bin = process.env.ROOKERY_BIN ?? join(repoDir, 'build', 'check', 'cli', 'rookery');
  const dist = join(webDir, 'dist');
  if (!existsSync(bin)) throw new Error(`no rookery program at ${bin}: build it first (scripts/test does)`);
  if (!existsSync(join(dist, 'index.html')))
    throw new Error('web/dist has no index.html: build the front end first (scripts/build-web)');
  const dir = db ? undefined : mkdtempSync(join(tmpdir(), 'rookery-web-'));
  const file = db ?? join(dir, 'tables.db');
  const launch = async (port) => {
    // Every page and every request of a test file comes from 127.0.0.1: the
    // limits that keep one address from taking a public server are lifted.
    // Response windows as short as the tests can follow: whole Plucky games are played.
    const limits = ['--connections-per-address', '100000', '--tables-per-client', '100000', '--response-window-ms', '100', ...args];
    const child = spawn(bin, ['serve', '--port', String(port), '--address', '127.0.0.1', '--db', file, '--static', dist, ...limits], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const line = await new Promise((ok, fail) => {
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
        const nl = out.indexOf('\n');
        if (nl >= 0) ok(out.slice(0, nl));
      });
      child.on('exit', (code) => fail(new Error(`rookery serve exited with ${code}: ${out}`)));
    });
    const m = String(line).match(/localhost:(\d+)/);
    if (!m) throw new Error(`rookery serve did not say its port: ${line}`);
    return { child, port: Number(m[1]) };
  };
  let { child, port } = await launch(0);
  const server = {
    db: file,
    get port() {
      return port;
    },
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    // Kills the server at once (SIGKILL), as a crash would.
    async kill() {
      const gone = new Promise((ok) => child.once('exit', ok));
      child.kill('SIGKILL');
      await gone;
    },
    // Starts it again on the same port and database.
    async restart() {
      ({ child, port } = await launch(port));
    },
    async stop() {
      if (child.exitCode === null) await server.kill();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}

// A headless Debian chromium.
export async function launchBrowser() {
  const executablePath = process.env.CHROMIUM ?? '/usr/bin/chromium';
  if (!existsSync(executablePath))
    throw new Error(`no chromium at ${executablePath}: scripts/install-deps installs Debian's chromium`);
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}

// A page in its own browser context (its own localStorage: its own person).
// Fails the test on any error the page throws. Others' moves show at once unless
// `pace` (ms a step, src/pace.ts) says otherwise: the tests that drive whole
// games would otherwise watch every bot move played out. "All moves" is open
// unless `allMoves` is false.
// The server's Content-Security-Policy forbids evaluating strings, which
// Playwright's waitForFunction does in the page: the drivers' pages bypass it
// (`csp` false), and csp.test.mjs loads the pages under it.
export async function newPage(browser, { phone = false, pace = 0, allMoves = true, csp = false } = {}) {
  const context = await browser.newContext({
    ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 900 } }),
    bypassCSP: !csp,
  });
  await context.addInitScript(({ pace, allMoves }) => {
    if (localStorage.getItem('rookery.pace') === null) localStorage.setItem('rookery.pace', String(pace));
    // The drivers click the list of every legal move, so it is open for them.
    if (localStorage.getItem('rookery.allMoves') === null) localStorage.setItem('rookery.allMoves', allMoves ? 'open' : 'closed');
  }, { pace, allMoves });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  // The server's Content-Security-Policy (docs/security.md, "Files"): anything
  // the page does that it forbids (an inline script or style, another origin)
  // is an error of the page, which every test that checks `errors` catches.
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content.Security.Policy/i.test(m.text())) page.errors.push(m.text());
  });
  return page;
}

// Creates a table from the lobby: `game` is the game's name as the lobby's select
// has it, `params` { name: value } for its option fields, `seats` one entry per
// seat ("human", or a bot spec: a level's is chosen in the seat's select, any
// other typed in its advanced field).
// A table with more than one person's seat is made open to anyone unless `open`
// is false (private: the others come with the invite links its page shows).
export async function createFromLobby(page, server, { game, params = {}, seats = [], name = 'Ann', open = true }) {
  await page.goto(`${server.url}/#/`);
  await page.selectOption('#game', game);
  for (const [k, v] of Object.entries(params)) {
    const field = page.locator(`#param-${k}`);
    if ((await field.getAttribute('type')) === 'checkbox') await field.setChecked(v === true || v === 'true');
    else if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(String(v));
    else await field.fill(String(v));
  }
  for (let i = 0; i < seats.length; i++) {
    if (await page.locator(`#seat-${i} option`).evaluateAll((os, v) => os.some((o) => o.value === v), seats[i])) {
      await page.selectOption(`#seat-${i}`, seats[i]);
    } else {
      await page.selectOption(`#seat-${i}`, 'custom');
      await page.fill(`[aria-label="bot spec for player ${i + 1} (advanced)"]`, seats[i]);
    }
  }
  if (await page.locator('#open-to-anyone').count()) await page.setChecked('#open-to-anyone', open);
  await page.fill('#your-name', name);
  await page.click('button:text("Create table")');
  await page.waitForURL(/#\/table\//);
  await page.waitForSelector('.table .status');
  return page.url().match(/#\/table\/(\w+)/)[1];
}

// Plays until the result screen shows: whenever moves are offered, `choose`
// (moves, observation-free: the legal move texts) picks one and its button is
// clicked. Runs inside the page, so a long game takes seconds, not minutes.
export async function playToTheEnd(page, { choose = (moves) => moves[0], timeoutMs = 120000 } = {}) {
  const ended = await page.evaluate(
    async ({ chooseSource, timeoutMs }) => {
      const choose = new Function(`return (${chooseSource})`)();
      const until = Date.now() + timeoutMs;
      let lastClicked = '';
      while (Date.now() < until) {
        if (document.querySelector('.result')) return true;
        const buttons = [...document.querySelectorAll('.moves button.move')];
        // Click once per offer: wait for the server's answer to change the list.
        const key = buttons.map((b) => b.dataset.move).join('|') + '@' + document.querySelector('.board')?.dataset.version;
        if (buttons.length && key !== lastClicked) {
          const pick = choose(buttons.map((b) => b.dataset.move));
          buttons.find((b) => b.dataset.move === pick)?.click();
          lastClicked = key;
        }
        await new Promise((r) => setTimeout(r, 10));
      }
      return false;
    },
    { chooseSource: choose.toString(), timeoutMs },
  );
  if (!ended) throw new Error(`the game did not end in ${timeoutMs} ms; status: ${await page.textContent('.status')}`);
}

// A move chooser for playToTheEnd that keeps a Pantolino game short, for a table
// made with discard_smallest (every turn then takes a token from the supply or
// removes one): stop after the first roll and take the biggest token earned, so
// the 4s go while they can. The first move offered (a reroll, then the smallest
// token) without the option made games of 250 to 900 steps, two minutes and
// more on a busy machine.
export const shortPantolino = (moves) =>
  moves.filter((m) => /^take \w+ \d$/.test(m)).sort((a, b) => b.slice(-1) - a.slice(-1))[0] ?? moves.find((m) => m === 'stop') ?? moves[0];

// The server's catalogue (GET /api/games): its `games`, in the lobby's order, each
// with its name and title. The tests take the games from it, none by hand, so a new
// game is tested with the others.
export async function catalogue(server) {
  return (await fetch(`${server.url}/api/games`)).json();
}

// The view of the seat this page holds at `table` (default: the table it shows),
// straight from the server.
export function seatView(page, table) {
  return page.evaluate(async (t) => {
    t ??= location.hash.match(/table\/(\w+)/)[1];
    const held = JSON.parse(localStorage.getItem(`rookery.seat.${t}`) ?? 'null');
    if (!held) throw new Error(`this page holds no seat at table ${t}`);
    return (await fetch(`/api/tables/${t}?seat=${held.seat}&credential=${held.credential}`)).json();
  }, table);
}

// What the page offers now: its move buttons and the version the board shows, so
// that a test can tell one offer of moves from the next (the log has no line for
// a pass, so its last line may stay the same).
const offerKey = () =>
  [...document.querySelectorAll('.moves button.move')].map((b) => b.dataset.move).join('|') +
  '#' +
  document.querySelector('.board')?.dataset.version;
export const pageKey = (page) => page.evaluate(offerKey);

// Waits until it is this page's move (resolves true) or the game is over (false),
// and the page has changed since `before` (what pageKey said before the last click).
export async function nextMove(page, before) {
  await page.waitForFunction(
    ({ old, keySource }) => {
      if (document.querySelector('.result')) return true;
      const key = new Function(`return (${keySource})`)()();
      return document.querySelector('.moves') && key !== old;
    },
    { old: before, keySource: offerKey.toString() },
    { timeout: 20000 },
  );
  return !(await page.$('.result'));
}

// Saves a screenshot of the page as docs/screenshots/NAME.png (linked from the README),
// as a player sees it by default: "All moves" closed (opened again afterwards for
// the test's driver).
export async function screenshot(page, name) {
  mkdirSync(screenshotDir, { recursive: true });
  const folded = await page.evaluate(() => {
    // From the top: the sticky action bar is drawn where it stands unscrolled.
    window.scrollTo(0, 0);
    const d = document.querySelector('details.moves[open]');
    if (d) d.open = false;
    return !!d;
  });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true, animations: 'disabled' });
  await assertAccessible(page, name);
  if (folded) await page.evaluate(() => document.querySelector('details.moves')?.setAttribute('open', ''));
}

// Asserts axe-core (the checker browsers' accessibility tools run: WCAG 2.2 A and
// AA and best practices, its default rules) finds no violation on the page as it
// stands: contrast, names that contain the visible text, heading order, roles.
// Every page a test saves a screenshot of is checked so. Animations are stopped
// for the check: a token half faded in is not a contrast failure.
// ROOKERY_AXE_LOG names a file to append the violations to instead of failing
// (to see them all at once while fixing them).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export async function assertAccessible(page, name) {
  const found = await page.evaluate(async (source) => {
    if (!window.axe) (0, eval)(source);
    const still = document.createElement('style');
    still.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; }';
    document.head.append(still);
    try {
      const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
      return violations.map((v) => ({
        rule: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 220)}`),
      }));
    } finally {
      still.remove();
    }
  }, axeSource);
  if (process.env.ROOKERY_AXE_LOG) {
    if (found.length) appendFileSync(process.env.ROOKERY_AXE_LOG, JSON.stringify({ page: name, found }) + '\n');
    return;
  }
  assert.deepEqual(found, [], `${name}: axe-core finds violations`);
}

// No element of the page is wider than the viewport (no horizontal scrolling).
export async function horizontalOverflow(page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

// The visible controls of the action bar and the side that are shorter than a
// fingertip (44 px), by their text: none, on a phone.
export async function smallTargets(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.moves button, .type-move button, .action-bar .undo, .decision button, .table-actions button, .seats button')]
      .filter((b) => b.offsetParent !== null && b.getBoundingClientRect().height < 44)
      .map((b) => b.textContent.trim()),
  );
}

// ---- What the table page shows of others' moves, turns and sizes (issue 18) ----

// Starts noting every version the board shows, with when, the highlighted seat and
// the status line; read with shownSteps(). Lasts until the page is loaded again.
export function watchShown(page) {
  return page.evaluate(() => {
    window.shownSteps = [];
    const note = () => {
      const b = document.querySelector('.board');
      const v = Number(b?.dataset.version);
      const last = window.shownSteps[window.shownSteps.length - 1];
      if (b && (!last || last.v !== v))
        window.shownSteps.push({ v, t: performance.now(), moving: document.querySelector('.seats li.moving')?.textContent ?? '', status: document.querySelector('.status')?.textContent ?? '', skipping: !!document.querySelector('.status-line .skip') });
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-version'] });
    note();
  });
}
export const shownSteps = (page) => page.evaluate(() => window.shownSteps);

// A log entry's sentence with the seats' names put in: `names[N]` for "{N}".
// A pass or a quiet move: neither played out nor in the log (src/pace.ts).
export const showsNothing = (e) => !!e.quiet || (e.player >= 0 && e.text === 'pass');

export function sentenceOf(entry, names) {
  assert.ok(entry.sentence, `the entry has a sentence: ${JSON.stringify(entry)}`);
  return entry.sentence.replace(/\{(\d+)\}/g, (_, s) => names[Number(s)]);
}

// Asserts others' moves after version `before` (up to the live version `live`)
// were played out one at a time, in order, each about `pace` ms (at least 3/4 of
// it), each with its sentence on the status line and the mover's seat highlighted
// in the seats' list. `log` is the server's log; `me` this seat; `names` as for sentenceOf().
// Only the last dozen moves are sure to be played out (src/pace.ts, MAX_BEHIND).
// Returns the entries played out.
export async function assertPlayedOut(page, { log, before, live, me = 0, names, pace = 600 }) {
  const shown = await shownSteps(page);
  const entry = (v) => log.find((e) => e.version === v);
  // Shown at once: this seat's moves and the chance that answers them (src/pace.ts).
  // Passes are not played out: they change nothing on the table (src/pace.ts).
  const paced = log.filter(
    (e) =>
      e.version > Math.max(before, live - 12) && e.version <= live && e.player !== me && !(e.player < 0 && entry(e.version - 1)?.player === me) && !showsNothing(e),
  );
  assert.ok(paced.some((e) => e.player >= 0), `others moved after version ${before}: ${JSON.stringify(log.filter((e) => e.version > before))}`);
  const at = [];
  for (const e of paced) {
    const s = shown.find((x) => x.v === e.version);
    assert.ok(s, `the board showed the table right after move ${e.version} (${e.text}); shown: ${shown.map((x) => x.v)}`);
    at.push(s);
    if (e.version === live) continue;  // the last step is the live table: its status says what now
    assert.ok(s.status.startsWith(sentenceOf(e, names)), `the status line says move ${e.version} in words: ${JSON.stringify(s.status)} for ${JSON.stringify(e)}`);
    if (e.player >= 0) assert.ok(s.moving.startsWith(`player ${e.player + 1} `), `the mover's seat is highlighted: ${JSON.stringify(s.moving)} for move ${e.version} by seat ${e.player}`);
  }
  // Nor is anyone kept waiting on a pass (N4): no step shows the table after one.
  for (const e of log.filter((e) => e.version > before && e.version < live && showsNothing(e)))
    assert.ok(!shown.some((x) => x.v === e.version && x.skipping), `the pass of move ${e.version} was not played out`);
  const versions = shown.map((s) => s.v);
  assert.deepEqual(versions, [...versions].sort((a, b) => a - b), 'steps are shown in order');
  for (let i = 1; i < at.length; i++)
    assert.ok(at[i].t - at[i - 1].t >= pace * 0.75, `each step stays about ${pace} ms: ${at.map((s) => `${s.v}@${Math.round(s.t)}`)}`);
  return paced;
}

// Asserts the log shows each of `entries` as its sentence (names put in), and that
// nothing in the log reads like the engine's words: no "chance:", no card or move
// ids ("m46"), no unfilled "{1}".
export async function assertLogSentences(page, entries, names) {
  for (const e of entries) {
    if (showsNothing(e)) {
      assert.equal(await page.locator(`.log li[value="${e.version}"]`).count(), 0, `no log line for the pass of move ${e.version}`);
      continue;
    }
    const line = (await page.locator(`.log li[value="${e.version}"]`).innerText()).trim();
    assert.equal(line, sentenceOf(e, names), `log line ${e.version}`);
    assert.match(line, /^[A-Z].*[.!]$/, `a sentence: ${line}`);
  }
  const all = await page.locator('.log').innerText();
  assert.doesNotMatch(all, /chance:|\bm\d+\b|\{\d+\}|\bundefined\b|\bnull\b/, 'the log reads as sentences, not engine words');
}

// Asserts the tab says it is this player's turn: its title and the icon's dot.
export async function assertYourTurn(page, title) {
  await page.waitForFunction((t) => document.title === `Your turn · ${t} · Rookery`, title, { timeout: 20000 });
  assert.equal(await page.getAttribute('link[rel="icon"]', 'data-turn'), 'true', 'the tab icon has its dot');
}

// Asserts the keyboard focus is on the decision at hand (after a move: not lost to
// the page): in the action bar, or on a legal piece of the board.
export async function assertFocusOnTheDecision(page) {
  await page
    .waitForFunction(() => document.activeElement?.closest('.action-bar') != null || document.activeElement?.matches('.board .legal'), null, { timeout: 5000 })
    .catch(async () => assert.fail(`the focus is on the decision, not on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`));
}

// Asserts the page fits a phone: no horizontal scrolling of the page or of any
// part of it (a table scrolling inside its box hides its last columns), and every
// control of the action bar and the side at least 44 px tall.
export async function assertFitsPhone(page) {
  assert.ok((await horizontalOverflow(page)) <= 0, 'no horizontal scrolling at 390 px');
  const sideways = await page.evaluate(() =>
    [...document.querySelectorAll('.table *')]
      .filter((e) => e.offsetParent !== null && ['auto', 'scroll'].includes(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth + 1)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} (${e.scrollWidth} > ${e.clientWidth})`),
  );
  assert.deepEqual(sideways, [], 'nothing scrolls sideways inside the page');
  assert.deepEqual(await smallTargets(page), [], 'every control of the action bar and the side is at least 44 px tall');
}

// Starts noting every card the page draws afresh (class "flips", style.css): its
// card or Event id, whether the flip runs as it appears, and how often each was
// drawn. Read with flipsSeen().
export function watchFlips(page) {
  return page.evaluate(() => {
    window.flipsSeen = [];
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes) {
          if (!(n instanceof Element)) continue;
          for (const el of [n, ...n.querySelectorAll('.flips')]) {
            if (!el.classList.contains('flips')) continue;
            window.flipsSeen.push({
              id: el.dataset.card ?? el.dataset.event ?? '',
              where: el.parentElement?.closest('section')?.getAttribute('aria-label') ?? '',
              said: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
              animation: getComputedStyle(el).animationName,
              running: el.getAnimations().some((a) => a.animationName === 'flips' && a.playState === 'running'),
              replay: !!el.closest('.replay'),
              el,
            });
          }
        }
    }).observe(document.body, { subtree: true, childList: true });
  });
}
// The cards noted so far (without their elements), and whether each is still on
// the page, whole (no longer turning, as wide as drawn) and labelled.
export const flipsSeen = (page) =>
  page.evaluate(() =>
    window.flipsSeen.map(({ el, ...f }) => ({
      ...f,
      connected: el.isConnected,
      settled: el.isConnected && el.getAnimations().length === 0 && getComputedStyle(el).transform === 'none' && el.getBoundingClientRect().width > 20,
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
    })),
  );

// Waits until the page offers this seat a move again after the board showed
// version `after`, with others' moves all played out (no Skip on the status line).
export async function myMoveAfter(page, after, timeout = 60000) {
  await page.waitForFunction(
    (v) => document.querySelector('.moves button.move') && !document.querySelector('.status-line .skip') && Number(document.querySelector('.board')?.dataset.version) > v,
    after,
    { timeout },
  );
}
