// The games' observations against their written schemas (docs/schemas/*.observation.json,
// described in docs/observations.md): the contract between the engine and the pages that
// read the view's `observation`.
//
// Plays random games of every configuration of every game `rookery list --json` lists
// through `rookery engine` (random legal moves, chance automatic) and, after every move,
// asks `observe` for every seat and validates the answer against the game's schema. It
// then shows that the schemas can fail: an observation with a made-up field, or without a
// required one, must be rejected.
//
// Usage: node web/contract/observations.test.mjs PATH/TO/rookery
// Exits 0 with a one-line summary, or 1 naming each mismatch: the game string, the seed,
// the move, the seat, where in the observation and what is wrong.
import Ajv from 'ajv';
import { contractInputs, Engine, gameName, playAll, playBudgeted, playRandom } from './engine.mjs';
import { at, loadSchemas, rejectionCheck } from './schemas.mjs';

// How many random games of each configuration: as many as make about BUDGET observations
// (measured on its first game), at most MOST. This keeps the whole run well under a minute
// on two cores, however many configurations the games have; the longer games get fewer.
const BUDGET = 4000;
const MOST = 12;
// Things rare in random play that the schemas describe all the same: games of these are
// played beyond the counts above (up to `max` more) until one shows them.
const WANTED = [
  { what: 'a Fistful showdown', game: 'fistful(players=2)', max: 60, seen: (o) => o.game === 'fistful' && o.showdown > 0 },
];
const ENGINES = 2; // one per core
const MAX_MOVES = 20000; // a game longer than this is reported, not played on

const { bin, games, configurations } = contractInputs('observations');

// Every schema there is, by its game's name.
const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
const validators = loadSchemas({ test: 'observations', ajv, suffix: '.observation.json', games, write: 'docs/observations.md says what it holds' });
let gamesPlayed = 0;
let observationsChecked = 0;
const failures = [];
const seenFailures = new Set();
const samples = new Map(); // game -> an observation from the middle of a game
const wantedSeen = new Set();

function check(gameString, seed, move, seat, observation) {
  const game = gameName(gameString);
  const validate = validators.get(game);
  observationsChecked++;
  for (const w of WANTED) if (!wantedSeen.has(w) && w.seen(observation)) wantedSeen.add(w);
  if (validate(observation)) return true;
  for (const e of validate.errors) {
    // Each kind of mismatch once: the same one after every move would bury the others.
    const key = `${gameString} ${e.schemaPath} ${e.instancePath.replace(/\/\d+/g, '/N')} ${e.message}`;
    if (seenFailures.has(key)) continue;
    seenFailures.add(key);
    const extra =
      e.params.additionalProperty !== undefined
        ? ` "${e.params.additionalProperty}"`
        : e.params.allowedValues !== undefined
          ? ` ${JSON.stringify(e.params.allowedValues)}`
          : '';
    const value = at(observation, e.instancePath);
    const got = value === undefined || typeof value === 'object' ? '' : `, got ${JSON.stringify(value)}`;
    failures.push(
      `${gameString} seed ${seed}, move ${move}, seat ${seat}: ${e.instancePath || '(the observation)'} ${e.message}${extra}${got}` +
        ` [schema ${e.schemaPath}]`,
    );
  }
  return false;
}

// One random game: after the start and after every move, every seat's observation.
// Resolves to the number of observations checked.
async function play(engine, gameString, seed) {
  let checked = 0;
  const over = await playRandom(
    engine,
    gameString,
    seed,
    (observations, status, moves) =>
      observations.forEach((o, p) => {
        checked++;
        // A sample for provesItCanFail: a valid observation from well into a game.
        const valid = check(gameString, seed, status.moves, p, o);
        if (valid && (moves === 20 || !samples.has(gameName(gameString)))) samples.set(gameName(gameString), o);
      }),
    MAX_MOVES,
  );
  if (!over) failures.push(`${gameString} seed ${seed}: not over after ${MAX_MOVES} moves`);
  gamesPlayed++;
  return checked;
}

// Shows that the schemas can fail: each game's sample observation, changed in ways the
// engine must never send, is rejected.
function provesItCanFail() {
  const problems = [];
  for (const [game, sample] of samples) {
    const validate = validators.get(game);
    const expectRejected = rejectionCheck(ajv, validate, game, problems);
    expectRejected('an observation with a made-up field', { ...sample, made_up_field: 1 }, 'additionalProperties');
    const required = Object.keys(sample).find((k) => validate.schema.required.includes(k));
    const { [required]: _, ...without } = sample;
    expectRejected(`an observation without its required "${required}"`, without, 'required');
    // One level down: the first object in a list (a centipede, a purse, a penguin), where
    // the game's observation has one (a small game's may hold only numbers).
    const list = Object.keys(sample).find((k) => Array.isArray(sample[k]) && sample[k][0] && typeof sample[k][0] === 'object' && !Array.isArray(sample[k][0]));
    if (list) {
      const changed = structuredClone(sample);
      changed[list][0].made_up_field = 1;
      expectRejected(`a made-up field in ${list}[0]`, changed, 'additionalProperties');
    }
  }
  return problems;
}

const started = Date.now();
const engines = Array.from({ length: ENGINES }, () => new Engine(bin));
try {
  await playBudgeted(engines, configurations, { budget: BUDGET, most: MOST, seed: 1000 }, play);
  // Then the wanted games, a round of one per engine at a time, the same seeds each run.
  for (const w of WANTED) {
    for (let seed = 900000; !wantedSeen.has(w) && seed < 900000 + w.max; seed += ENGINES) {
      await playAll(engines, Array.from({ length: ENGINES }, (_, i) => [w.game, seed + i]), play);
    }
  }
} catch (e) {
  console.error(`observations: ${e.message}`);
  process.exit(1);
} finally {
  for (const e of engines) e.close();
}
for (const w of WANTED) if (!wantedSeen.has(w)) failures.push(`no game showed ${w.what}: the schema's fields for it went unchecked`);
failures.push(...provesItCanFail());
for (const g of validators.keys()) {
  if (!games.some((listed) => listed.name === g)) failures.push(`docs/schemas/${g}.observation.json: rookery list has no game "${g}"`);
  else if (!samples.has(g)) failures.push(`${g}: no observation was checked`);
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failures.length) {
  for (const f of failures) console.error(f);
  console.error(`observations: FAILED, ${failures.length} mismatch(es); ${gamesPlayed} games played, ${observationsChecked} observations checked in ${seconds} s`);
  process.exit(1);
}
console.log(
  `observations: ${gamesPlayed} games played (${configurations.length} configurations of ${games.length} games), ${observationsChecked} observations checked against docs/schemas in ${seconds} s`,
);
