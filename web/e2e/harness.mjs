// What every browser test needs: a real `rookery serve` on a free loopback port
// with a fresh database and the built front end, and Debian's chromium driven by
// playwright-core. ROOKERY_BIN names the server (ctest sets it); CHROMIUM the
// browser (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
// given), and stops both after them.
export function useServerAndBrowser(ready) {
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    await ready?.();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
}

// Starts a server; resolves to { url, port, stop(), kill(), db, restart() }.
export async function startServer({ db } = {}) {
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
    const limits = ['--connections-per-address', '100000', '--tables-per-client', '100000', '--response-window-ms', '100'];
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
export async function newPage(browser, { phone = false, pace = 0, allMoves = true } = {}) {
  const context = await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 900 } });
  await context.addInitScript(({ pace, allMoves }) => {
    if (localStorage.getItem('rookery.pace') === null) localStorage.setItem('rookery.pace', String(pace));
    // The drivers click the list of every legal move, so it is open for them.
    if (localStorage.getItem('rookery.allMoves') === null) localStorage.setItem('rookery.allMoves', allMoves ? 'open' : 'closed');
  }, { pace, allMoves });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (e) => page.errors.push(String(e)));
  return page;
}

// Creates a table from the lobby: `game` is the game's name as the lobby's select
// has it, `params` { name: value } for its option fields, `seats` one entry per
// seat ("human" or a bot spec offered in the seat's select).
export async function createFromLobby(page, server, { game, params = {}, seats = [], name = 'Ann' }) {
  await page.goto(`${server.url}/#/`);
  await page.selectOption('#game', game);
  for (const [k, v] of Object.entries(params)) {
    const field = page.locator(`#param-${k}`);
    if ((await field.getAttribute('type')) === 'checkbox') await field.setChecked(v === true || v === 'true');
    else if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(String(v));
    else await field.fill(String(v));
  }
  for (let i = 0; i < seats.length; i++) await page.selectOption(`#seat-${i}`, seats[i]);
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
        const key = buttons.map((b) => b.dataset.move).join('|') + '@' + document.querySelector('.log li:last-child')?.value;
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

// What the page offers now: its move buttons and the last log version, so that a
// test can tell one offer of moves from the next.
const offerKey = () =>
  [...document.querySelectorAll('.moves button.move')].map((b) => b.dataset.move).join('|') +
  '#' +
  document.querySelector('.log ol li:last-child')?.value;
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
  if (folded) await page.evaluate(() => document.querySelector('details.moves')?.setAttribute('open', ''));
}

// No element of the page is wider than the viewport (no horizontal scrolling).
export async function horizontalOverflow(page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

// The visible controls of the action bar and the side that are shorter than a
// fingertip (44 px), by their text: none, on a phone.
export async function smallTargets(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.moves button, .type-move button, .action-bar .undo, .table-actions button, .seats button')]
      .filter((b) => b.offsetParent !== null && b.getBoundingClientRect().height < 44)
      .map((b) => b.textContent.trim()),
  );
}
