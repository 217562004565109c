// Several `rookery serve` processes over PostgreSQL behind nginx (docs/deploy.md):
// a player's page goes on by itself when the process holding its table is
// killed, with every move it saw. The 5 s goal is measured by `rookery_load
// failover` on a quiet machine; here the page has 20 s, so that the suite passes
// on a busy one, and the time it took is printed. The installation is the load
// client's (`rookery_load hold`), nginx configured with deploy/nginx's files.
// Skipped without the PostgreSQL that scripts/test starts, nginx or rookery_load.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createFromLobby, launchBrowser, newPage, screenshotDir, webDir } from './harness.mjs';

const postgres = process.env.ROOKERY_TEST_POSTGRES;
const load = process.env.ROOKERY_LOAD;
const missing = !postgres
  ? 'ROOKERY_TEST_POSTGRES is not set (scripts/test sets it)'
  : !load || !existsSync(load)
    ? 'ROOKERY_LOAD names no rookery_load program'
    : !existsSync('/usr/sbin/nginx')
      ? 'nginx is not installed (scripts/install-deps installs it)'
      : '';

let site;
let holder;
let browser;

before(async () => {
  if (missing) return;
  holder = spawn(load, ['--db', postgres, '--processes', '3', '--bot-threads', '1', 'hold', '--static', join(webDir, 'dist')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  site = await new Promise((ok, fail) => {
    let out = '';
    holder.stdout.on('data', (d) => {
      out += d;
      const nl = out.indexOf('\n');
      if (nl >= 0) ok(JSON.parse(out.slice(0, nl)));
    });
    holder.on('exit', (code) => fail(new Error(`rookery_load hold exited with ${code}: ${out}`)));
  });
  site.url = `http://127.0.0.1:${site.port}`;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (holder && holder.exitCode === null) {
    const gone = new Promise((ok) => holder.once('exit', ok));
    holder.stdin.end(); // it stops everything and drops its schema
    await gone;
  }
});

// Which of the site's processes (other than `except`) holds `table` now, from the
// leases: asked again for up to `ms` (a lease is claimed, renewed and handed over
// every half second), and undefined with what the database said when none does.
async function holderOf(table, except = undefined, ms = 5000) {
  const schema = `load_${holder.pid}`;
  const deadline = Date.now() + ms;
  let said = '';
  for (;;) {
    const r = spawnSync('psql', [postgres, '-tAc', `SELECT owner FROM ${schema}.leases WHERE table_id = '${table}'`], { encoding: 'utf8' });
    const name = r.stdout.trim();
    const found = site.processes.find((p) => p.name === name && p !== except);
    if (found) return { process: found, said: '' };
    said = `psql exit ${r.status}, owner "${name}", stderr "${r.stderr.trim()}", processes ${site.processes.map((p) => p.name).join(', ')}`;
    if (Date.now() > deadline) return { process: undefined, said };
    await new Promise((ok) => setTimeout(ok, 250));
  }
}

test('the page goes on by itself when the process holding its table is killed', { skip: missing || false }, async () => {
  const page = await newPage(browser);
  const table = await createFromLobby(page, site, { game: 'pantolino', seats: ['human', 'random'] });
  await page.waitForSelector('.connection.open');
  for (let i = 0; i < 3; i++) {
    await page.waitForSelector('.moves button.move');
    await page.locator('.moves button.move').first().click();
    await page.waitForTimeout(200);
  }
  await page.waitForSelector('.moves button.move');
  const seen = await page.locator('.log li').evaluateAll((lis) => Number(lis.at(-1)?.value ?? 0));
  const { process: victim, said } = await holderOf(table);
  assert.ok(victim, `a process of the site holds table ${table} (${said})`);
  process.kill(victim.pid, 'SIGKILL');
  const killed = Date.now();
  await page.waitForSelector('.connection.reconnecting');
  await page.waitForSelector('.connection.open', { timeout: 20000 });
  const back = Date.now() - killed;
  const { process: now, said: nowSaid } = await holderOf(table, victim);
  assert.ok(now && now.pid !== victim.pid, `another process holds the table now (${nowSaid})`);
  // Every move seen is still there, and the game goes on there.
  await page.waitForSelector('.moves button.move');
  const after = await page.locator('.log li').evaluateAll((lis) => Number(lis.at(-1)?.value ?? 0));
  assert.ok(after >= seen, `the log goes on from ${seen} (now ${after})`);
  await page.locator('.moves button.move').first().click();
  await page.waitForFunction((v) => Number(document.querySelector('.log li:last-child')?.value ?? 0) > v, after);
  await page.screenshot({ path: join(screenshotDir, 'cluster-after-failover.png') });
  assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation').length), 1, 'no reload');
  assert.deepEqual(page.errors, []);
  console.log(`the page was back ${back} ms after process ${victim.port} was killed (goal: 5000 ms)`);
});
