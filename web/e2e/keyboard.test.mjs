// A whole game with the keyboard alone, and the lobby and a table at a phone's size.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browser, catalogue, horizontalOverflow, newPage, server, smallTargets, useServerAndBrowser } from './harness.mjs';

useServerAndBrowser();

// Tab until the focused element matches `selector` (at most `limit` presses).
async function tabTo(page, selector, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

test('a whole game is played without the mouse, from the lobby to the result', async () => {
  const page = await newPage(browser);
  await page.goto(`${server.url}/#/`);
  await page.waitForSelector('#game');
  // The lobby with keys: pick Pantolino, name yourself, create.
  await tabTo(page, '#game');
  await page.keyboard.press('Home'); // the first game in the list
  await tabTo(page, '#your-name');
  await page.keyboard.type('Kim');
  await page.keyboard.press('Enter');
  await page.waitForURL(/#\/table\//);
  await page.waitForSelector('.table .status');
  // Moves with keys: digit 1 picks the first legal move, Tab and Enter reach any other.
  let presses = 0;
  for (let i = 0; i < 2000 && !(await page.locator('.result').count()); i++) {
    if (await page.locator('.moves button.move').count()) {
      if (i % 5 === 4 && (await page.locator('.moves button.move').count()) > 1) {
        await tabTo(page, '.moves button.move', 200);
        await page.keyboard.press('Enter');
      } else {
        await page.keyboard.press('1');
      }
      presses++;
    }
    await page.waitForTimeout(15);
  }
  assert.ok(await page.locator('.result').count(), 'the game reached its result');
  assert.ok(presses > 10, `moves were made with keys (${presses})`);
  assert.match(await page.textContent('.status'), /Game over/);
  // Play again is reachable by Tab too.
  await tabTo(page, 'button.primary');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'Play again');
  assert.deepEqual(page.errors, []);
});

test('the lobby and a table fit a 390×844 screen without horizontal scrolling', async () => {
  const page = await newPage(browser, { phone: true });
  await page.goto(`${server.url}/#/`);
  await page.waitForSelector('#game');
  // Every game of the catalogue, each with its own options and seats.
  for (const { name: game } of (await catalogue(server)).games) {
    await page.selectOption('#game', game);
    assert.ok((await horizontalOverflow(page)) <= 0, `the lobby with ${game} fits`);
  }
  await page.selectOption('#game', 'pantolino');
  await page.click('button:text("Create table")');
  await page.waitForSelector('.table .moves button.move');
  assert.ok((await horizontalOverflow(page)) <= 0, 'the table page fits');
  assert.deepEqual(await smallTargets(page), [], 'every button of the action bar is at least 44 px tall');
  assert.deepEqual(page.errors, []);
});
