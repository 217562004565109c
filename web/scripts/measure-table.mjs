// Measures the table page as a newcomer meets it on a phone (docs/testing.md, "The
// table for a first evening"): a whole game of each of the five games at 390×844,
// played through the page by a scripted player who presses only what the page
// shows, and a Pantolino game played with the keyboard alone. It prints:
// - decisions, and how many needed a scroll: none of the decision's choices (its
//   buttons in the action bar, or its legal pieces on the board) was on screen
//   when it was asked (the page's own scrolling counts as none);
// - key presses per Pantolino move with the keyboard alone;
// - log lines, and how many report a change the player can see (the table as the
//   player sees it differs before and after the line's move).
// Usage (from web/, after scripts/build-web and a check build):
//   node scripts/measure-table.mjs [--games pantolino,fistful,...] [--json] [--why]
// (--why: each decision that needed a scroll, with where its choices were, and
// each log line that showed no change)
import { createFromLobby, launchBrowser, newPage, seatView, startServer } from '../e2e/harness.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const GAMES = {
  pantolino: { game: 'pantolino', seats: ['human', 'heuristic'] },
  fistful: { game: 'fistful', params: { players: 3, advanced: true }, seats: ['human', 'heuristic', 'heuristic'] },
  push_push: { game: 'push_push', params: { players: 3 }, seats: ['human', 'random', 'heuristic'] },
  match: { game: 'match', params: { players: 2 }, seats: ['human', 'reaction(level=child)'] },
  plucky: { game: 'plucky', params: { players: 3 }, seats: ['human', 'random', 'random'] },
};
const chosen = option('games', Object.keys(GAMES).join(',')).split(',');

// The decision now, as the page shows it: whether it is the player's, and where
// its choices are on screen.
const decisionNow = (page) =>
  page.evaluate(() => {
    if (document.querySelector('.result')) return { over: true };
    const usable = (b) => !b.disabled && b.getAttribute('aria-disabled') !== 'true' && b.offsetParent !== null;
    const bar = [...document.querySelectorAll('.action-bar .decision button')].filter(usable);
    const board = [...document.querySelectorAll('.board .legal')].filter((e) => e.offsetParent !== null && (e.tagName !== 'BUTTON' || usable(e)));
    // The player's decision: the tab says "Your turn" (not for a pass the server
    // makes for them, nor while others' moves are played out).
    const mine = document.title.startsWith('Your turn') && !document.querySelector('.status .skip');
    const top = document.querySelector('.action-bar')?.getBoundingClientRect().bottom ?? 0;
    const seen = (e, i) => {
      const r = e.getBoundingClientRect();
      return r.height > 0 && r.top >= (i === 'bar' ? 0 : top) && r.bottom <= innerHeight;
    };
    const where = (e) => `${e.className.split(' ')[0]}@${Math.round(e.getBoundingClientRect().top)}`;
    return {
      mine,
      why: `${document.querySelector('.status')?.textContent?.slice(0, 80)} | bar ${bar.map(where)} | board ${board.slice(0, 3).map(where)} | scrollY ${Math.round(scrollY)} | top ${Math.round(top)}`,
      version: Number(document.querySelector('.board')?.dataset.version),
      choices: bar.length + board.length,
      onScreen: bar.some((e) => seen(e, 'bar')) || board.some((e) => seen(e, 'board')),
    };
  });

// Presses one of the decision's choices: the first of the bar's, else the first
// legal piece on the board, else the first of "All moves" (a decision the page
// offers nowhere else). Returns where it was.
const press = (page) =>
  page.evaluate(() => {
    const usable = (b) => !b.disabled && b.getAttribute('aria-disabled') !== 'true' && b.offsetParent !== null;
    const bar = [...document.querySelectorAll('.action-bar .decision button')].filter(usable);
    if (bar.length) return bar[0].click(), 'bar';
    const board = [...document.querySelectorAll('.board button.legal, .board [role=button].legal')].filter(usable);
    if (board.length) return board[0].click(), 'board';
    const details = document.querySelector('details.moves');
    if (details) details.open = true;
    const move = document.querySelector('.moves button.move');
    if (move) return move.click(), 'list';
    return 'none';
  });

// Whether each move in the log changed the table as this seat sees it.
async function visibleChanges(page, table, versions) {
  return page.evaluate(
    async ({ t, versions }) => {
      const held = JSON.parse(localStorage.getItem(`rookery.seat.${t}`) ?? 'null');
      const step = async (v) => {
        const q = held ? `&seat=${held.seat}` : '';
        const r = await fetch(`/api/tables/${t}/replay?version=${v}${q}`, held ? { headers: { Authorization: `Bearer ${held.credential}` } } : {});
        return JSON.stringify((await r.json()).observation);
      };
      const out = [];
      for (const v of versions) out.push((await step(v - 1)) !== (await step(v)));
      return out;
    },
    { t: table, versions },
  );
}

async function playByTouch(browser, server, name) {
  const page = await newPage(browser, { phone: true, allMoves: false });
  await page.emulateMedia({ reducedMotion: 'reduce' }); // the page's own scrolling is instant
  const table = await createFromLobby(page, server, { ...GAMES[name], name: 'Ann' });
  let decisions = 0;
  let scrolls = 0;
  let fromList = 0;
  let last = -1;
  const until = Date.now() + 240000;
  while (Date.now() < until) {
    await page.waitForTimeout(40);
    const d = await decisionNow(page);
    if (d.over) break;
    if (!d.mine || d.version === last) continue;
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const now = await decisionNow(page);
    if (!now.mine) continue;
    decisions++;
    if (!now.onScreen) {
      scrolls++;
      if (args.includes('--why')) console.error(`${name}: a scroll: ${now.why}`);
    }
    const where = await press(page);
    if (where === 'list') fromList++;
    last = now.version;
  }
  const over = !!(await page.$('.result'));
  const lines = await page.locator('.log li').evaluateAll((ls) => ls.map((l) => Number(l.value)));
  const changes = await visibleChanges(page, table, lines);
  if (args.includes('--why')) {
    const texts = await page.locator('.log li').allInnerTexts();
    texts.forEach((t, i) => !changes[i] && console.error(`${name}: no visible change: ${t.trim()}`));
  }
  await page.context().close();
  return { game: name, over, decisions, scrolls, fromList, logLines: lines.length, visibleLines: changes.filter(Boolean).length };
}

// A Pantolino game with the keyboard alone, counting key presses per move made.
// The player keeps the most common colour with the action bar's "Keep <colour>"
// (keys 1-9 press the bar's buttons), stops with key 1, and takes the token the
// focus lands on with Enter.
async function pantolinoByKeys(browser, server) {
  const page = await newPage(browser, { allMoves: false });
  const table = await createFromLobby(page, server, { ...GAMES.pantolino, name: 'Kim' });
  let presses = 0;
  let moves = 0;
  const key = async (k) => {
    presses++;
    await page.keyboard.press(k);
  };
  const until = Date.now() + 240000;
  let last = -1;
  while (Date.now() < until) {
    await page.waitForTimeout(40);
    if (await page.$('.result')) break;
    const view = await seatView(page, table);
    if (!view.acting.includes(view.viewer) || view.version === last) continue;
    const obs = view.observation;
    last = view.version;
    if (view.legal.includes('take nothing')) continue; // made for the player
    if (obs.phase === 'deciding') {
      // Reroll the dice that are not the most common colour, once; else stop.
      const best = ['yellow', 'red', 'green', 'blue', 'black'].sort((a, b) => obs.dice.filter((d) => d === b).length - obs.dice.filter((d) => d === a).length)[0];
      const reroll = obs.dice.map((d, i) => (d !== best && d !== 'star' ? i : -1)).filter((i) => i >= 0);
      if (obs.rolls_done >= 2 || reroll.length === 0 || reroll.length === 4) {
        await key('1'); // Stop, the bar's only choice until dice are picked
      } else {
        // "Keep <colour>, reroll N": one of the action bar's buttons, pressed by its key.
        const words = view.legal.find((m) => m === `reroll ${reroll.map((i) => i + 1).join(' ')}`);
        const shortcut = await page
          .waitForSelector(`.decision button.pantolino-keep[data-move="${words}"][data-key]`, { timeout: 5000 })
          .then((b) => b.getAttribute('data-key'));
        await key(shortcut);
      }
    } else {
      await page.waitForFunction(() => document.activeElement?.matches('.board button.legal'), null, { timeout: 5000 }).catch(() => {});
      await key('Enter'); // the token the focus landed on
    }
    moves++;
    await page.waitForFunction((v) => Number(document.querySelector('.board')?.dataset.version) > v || document.querySelector('.result'), view.version, { timeout: 30000 });
  }
  await page.context().close();
  return { moves, presses, perMove: moves ? presses / moves : NaN };
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const results = [];
  for (const name of chosen) results.push(await playByTouch(browser, server, name));
  const keys = chosen.includes('pantolino') ? await pantolinoByKeys(browser, server) : undefined;
  if (args.includes('--json')) {
    console.log(JSON.stringify({ games: results, pantolinoKeys: keys }, null, 2));
  } else {
    console.log('game       finished  decisions  needed a scroll  only in All moves  log lines  showing a change');
    for (const r of results)
      console.log(
        `${r.game.padEnd(10)} ${String(r.over).padEnd(9)} ${String(r.decisions).padStart(9)}  ${String(r.scrolls).padStart(15)}  ${String(r.fromList).padStart(17)}  ${String(r.logLines).padStart(9)}  ${String(r.visibleLines).padStart(16)}`,
      );
    if (keys) console.log(`Pantolino with the keyboard alone: ${keys.presses} presses for ${keys.moves} moves, ${keys.perMove.toFixed(2)} a move`);
  }
} finally {
  await browser.close();
  await server.stop();
}
