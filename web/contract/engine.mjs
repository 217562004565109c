// `rookery engine` driven from Node for the contract tests: one JSON request a line in, one
// answer a line out, in order (docs/protocol.md, "The engine protocol"); the seeded random
// choices with which the tests play their games; and which games to play, from the engine's
// own catalogue, so that a new game is tested with no edit here.
import { execFileSync, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

// A small seeded generator (mulberry32), so a failing game can be played again.
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
// One element of `list`, chosen with `rng`.
export const pick = (rng, list) => list[Math.floor(rng() * list.length)];

// The game's name in a game string: "plucky(players=3)" gives "plucky".
export const gameName = (gameString) => gameString.replace(/\(.*$/, '');

// The engine's catalogue, `rookery list --json` (docs/cli.md): its `games`, each with its
// `configurations`, the game strings whose rules differ (the game's defaults first).
export function catalogue(bin) {
  return JSON.parse(execFileSync(bin, ['list', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }));
}

// What every contract test starts from: the rookery program named on its command line, and
// the games it lists with every configuration of each. Exits, naming the test, when either
// is missing.
export function contractInputs(test) {
  const bin = process.argv[2];
  if (!bin) {
    console.error(`usage: node web/contract/${test}.test.mjs PATH/TO/rookery`);
    process.exit(2);
  }
  try {
    const { games } = catalogue(bin);
    return { bin, games, configurations: games.flatMap((g) => g.configurations) };
  } catch (e) {
    console.error(`${test}: cannot list the games with ${bin} list --json: ${e.message}`);
    process.exit(1);
  }
}

// One `rookery engine` process (bin: the rookery program).
export class Engine {
  constructor(bin) {
    this.bin = bin;
    this.child = spawn(bin, ['engine'], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.waiting = [];
    this.nextId = 1;
    this.child.on('error', (e) => this.fail(new Error(`cannot start ${bin} engine: ${e.message}`)));
    this.child.on('exit', (code) => this.fail(new Error(`the engine exited (code ${code})`)));
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const w = this.waiting.shift();
      if (!w) return;
      let answer;
      try {
        answer = JSON.parse(line);
      } catch {
        w.reject(new Error(`the engine answered with a line that is not JSON: ${line.slice(0, 200)}`));
        return;
      }
      if (answer.id !== w.request.id) w.reject(new Error(`answer to ${answer.id} came for ${w.request.id}`));
      else if (!answer.ok) w.reject(new Error(`${JSON.stringify(w.request)}: ${answer.error.code}: ${answer.error.message}`));
      else w.resolve(answer.result);
    });
  }
  fail(error) {
    for (const w of this.waiting.splice(0)) w.reject(error);
  }
  // Sends the requests at once and waits for all their results.
  send(requests) {
    const numbered = requests.map((r) => ({ id: this.nextId++, ...r }));
    const answers = numbered.map(
      (request) => new Promise((resolve, reject) => this.waiting.push({ request, resolve, reject })),
    );
    this.child.stdin.write(numbered.map((r) => JSON.stringify(r) + '\n').join(''));
    return Promise.all(answers);
  }
  close() {
    this.child.removeAllListeners('exit');
    this.child.stdin.end();
  }
}

// Plays one random game (random legal moves, chance automatic) and calls
// seen(observations, status) at the start and after every move, with every seat's
// observation and the moves made so far. Stops after maxMoves moves; returns whether the
// game came to its end.
export async function playRandom(engine, gameString, seed, seen, maxMoves) {
  const rng = random(seed * 7919 + 17);
  let status = (await engine.send([{ cmd: 'new', game: gameString, seed }]))[0];
  const players = status.players;
  let moves = 0;
  for (;;) {
    const seat = status.terminal ? null : pick(rng, status.acting);
    const requests = [];
    for (let p = 0; p < players; p++) requests.push({ cmd: 'observe', player: p });
    if (seat !== null) requests.push({ cmd: 'legal', player: seat });
    const results = await engine.send(requests);
    seen(results.slice(0, players), status, moves);
    if (seat === null) return true;
    if (++moves > maxMoves) return false;
    const actions = results[players].actions;
    status = (await engine.send([{ cmd: 'apply', player: seat, action: pick(rng, actions) }]))[0];
  }
}

// Plays `games` ([game string, seed] pairs) on `engines`, each engine taking the next game
// when it is done with one. play(engine, gameString, seed) plays one game.
export async function playAll(engines, games, play) {
  const queue = [...games];
  await Promise.all(
    engines.map(async (engine) => {
      while (queue.length) await play(engine, ...queue.shift());
    }),
  );
}

// Plays random games of every configuration, as many as its length allows: one game of
// each first, whose number of observations sets how many games it gets in all, so that
// each costs about `budget` observations (at least one game, at most `most`; fewer of the
// long games). play(engine, gameString, seed) plays one game and resolves to its number of
// observations. The i-th game of the c-th configuration has the seed seed + 100 c + i
// (`most` below 100).
export async function playBudgeted(engines, configurations, { budget, most, seed }, play) {
  const firstLength = new Map();
  await playAll(
    engines,
    configurations.map((game, c) => [game, seed + 100 * c]),
    async (engine, game, s) => firstLength.set(game, await play(engine, game, s)),
  );
  const more = configurations.flatMap((game, c) => {
    const games = Math.min(most, Math.max(1, Math.round(budget / Math.max(1, firstLength.get(game)))));
    return Array.from({ length: games - 1 }, (_, i) => [game, seed + 100 * c + i + 1]);
  });
  await playAll(engines, more, play);
}
