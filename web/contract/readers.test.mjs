// The pages' observation readers (web/src/games/observation.ts) on the engine's real output:
// the other half of the contract that observations.test.mjs holds the engine to.
//
// The readers' TypeScript is bundled with esbuild (which vite ships) and imported as it is,
// so the test runs the very code the pages run, with what the schemas generate now
// (src/observations.generated.ts, made in memory as scripts/observation-types.mjs makes it):
// a game's reader comes from its schema alone. It checks, for every game `rookery list
// --json` lists, whose reader is observation.ts's `read` + the game's name in PascalCase
// (push_push: readPushPush) and readObservation(game, view):
// - that each reader's shape (SHAPES) asks for exactly the top-level fields the game's schema
//   requires, with their JSON types, and for list items only fields the schema requires;
// - that the reader accepts every seat's observation, after every move, of random games of
//   every configuration the catalogue lists, played through `rookery engine`, and hands it
//   on unchanged, as readObservation does (Plucky's page reader too);
// - that it can fail: every other game's reader refuses the observation, naming both
//   games, and the game's own reader refuses it without its `game`, without the observation,
//   with any field it checks missing or of another type, and with a list item broken.
//
// Usage: node web/contract/readers.test.mjs PATH/TO/rookery
// Exits 0 with a one-line summary, or 1 naming each problem.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { observationModule, pascal } from '../scripts/schema-types.mjs';
import { contractInputs, Engine, gameName, playBudgeted, playRandom } from './engine.mjs';
import { schemaDir } from './schemas.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.join(here, '..', 'src');

// How many random games of each configuration: as many as make about BUDGET observations
// (measured on its first game), at most MOST; the readers' checks do not depend on the
// configuration, only the observations do.
const BUDGET = 1500;
const MOST = 4;
const MAX_MOVES = 20000;

const { bin, games, configurations } = contractInputs('readers');

// The readers as the pages get them: observation.ts and Plucky's page reader, bundled, with
// the generated module made from the schemas as they are (not whatever the last build left).
async function loadReaders() {
  const generated = {
    name: 'observations.generated',
    setup(b) {
      b.onResolve({ filter: /\/observations\.generated(\.ts)?$/ }, () => ({ path: 'observations.generated.ts', namespace: 'schemas' }));
      b.onLoad({ filter: /.*/, namespace: 'schemas' }, async () => ({ contents: await observationModule(), loader: 'ts', resolveDir: srcDir }));
    },
  };
  const bundle = await build({
    stdin: {
      contents: "export * from './games/observation.ts';\nexport { readObs as readPluckyPage } from './games/plucky/observation.ts';\n",
      resolveDir: srcDir,
      sourcefile: 'readers-entry.ts',
      loader: 'ts',
    },
    bundle: true,
    plugins: [generated],
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`);
}

// Each game's reader, by the naming convention: { push_push: 'readPushPush', ... }.
const READERS = Object.fromEntries(games.map((g) => [g.name, `read${pascal(g.name)}`]));

let readers;
try {
  readers = await loadReaders();
} catch (e) {
  console.error(`readers: cannot bundle web/src/games/observation.ts: ${e.message}`);
  process.exit(1);
}
const { SHAPES, ObservationError, readObservation } = readers;
// A game's reader is generated from its schema: a game without one has none.
const unread = Object.entries(READERS).filter(([game, name]) => typeof readers[name] !== 'function' || !SHAPES[game]);
if (unread.length) {
  for (const [game, name] of unread)
    console.error(`readers: ${game} has no reader: write docs/schemas/${game}.observation.json (docs/observations.md says what it holds), from which ${name} is made`);
  process.exit(1);
}
const failures = [];

// ---- the shapes against the schemas ----------------------------------------------------

// The JSON types a schema node allows, as a reader's kinds ('number' for integers), in words:
// "number", or "null or number" for a field of either type.
function kindInSchema(node, definitions) {
  const kinds = (n) => {
    if (n.$ref) return kinds(definitions[n.$ref.split('/').pop()]);
    if (n.type !== undefined) return [n.type].flat();
    if (n.const !== undefined) return [n.const === null ? 'null' : typeof n.const];
    if (n.enum) return n.enum.map((v) => (v === null ? 'null' : typeof v));
    return (n.anyOf ?? n.oneOf ?? [{ type: 'undefined' }]).flatMap(kinds);
  };
  return inWords(kinds(node).map((t) => (t === 'integer' ? 'number' : t)));
}
// A shape's kind or kinds in the same words.
const inWords = (kinds) => [...new Set([kinds].flat())].sort().join(' or ');
// A value of none of these kinds.
const otherThan = (kinds) => ['seven', 7, true, [], {}, null].find((v) => !inWords(kinds).split(' or ').includes(v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v));

// The shapes are generated from the schemas (scripts/schema-types.mjs); this reads the
// schemas on its own, so that a generator that drifted from them is caught here.
for (const game of Object.keys(READERS)) {
  const schema = JSON.parse(readFileSync(path.join(schemaDir, `${game}.observation.json`), 'utf8'));
  const shape = SHAPES[game];
  const defs = schema.definitions ?? {};
  const checked = Object.keys(shape.fields);
  for (const field of schema.required) if (!checked.includes(field)) failures.push(`${game}: the reader does not check "${field}", which the schema requires`);
  for (const [field, kind] of Object.entries(shape.fields)) {
    if (!schema.required.includes(field)) failures.push(`${game}: the reader requires "${field}", which the schema does not`);
    else if (kindInSchema(schema.properties[field], defs) !== inWords(kind))
      failures.push(`${game}: the reader expects "${field}" to be ${inWords(kind)}, the schema says ${kindInSchema(schema.properties[field], defs)}`);
  }
  for (const [list, fields] of Object.entries(shape.items ?? {})) {
    const property = schema.properties[list];
    let items = property?.items;
    if (items?.$ref) items = defs[items.$ref.split('/').pop()];
    if (kindInSchema(property ?? {}, defs) !== 'array' || items?.type !== 'object') {
      failures.push(`${game}: the reader walks "${list}", which the schema does not make a list of objects`);
      continue;
    }
    for (const [field, kind] of Object.entries(fields)) {
      if (!(items.required ?? []).includes(field)) failures.push(`${game}: the reader requires "${list}[].${field}", which the schema does not`);
      else if (kindInSchema(items.properties[field], defs) !== inWords(kind))
        failures.push(`${game}: the reader expects "${list}[].${field}" to be ${inWords(kind)}, the schema says ${kindInSchema(items.properties[field], defs)}`);
    }
  }
}

// ---- the readers on real observations ----------------------------------------------------

let observationsRead = 0;
const samples = new Map(); // game -> an observation from well into a game
const seenProblems = new Set();

// `fn` must throw an ObservationError whose message says all of `words`.
function expectRefusal(what, fn, words) {
  try {
    fn();
  } catch (e) {
    if (!(e instanceof ObservationError)) failures.push(`${what}: threw ${e?.name}, not an ObservationError: ${e?.message}`);
    else if (!words.every((w) => e.message.includes(w))) failures.push(`${what}: the error "${e.message}" does not say ${words.map((w) => `"${w}"`).join(' and ')}`);
    return;
  }
  failures.push(`${what}: accepted`);
}

function readAll(gameString, seed, observations, moves) {
  const game = gameName(gameString);
  observations.forEach((o, seat) => {
    observationsRead++;
    const where = `${gameString} seed ${seed}, move ${moves}, seat ${seat}`;
    const note = (problem) => {
      // Each problem once per game string: the same one after every move would bury the rest.
      const key = `${gameString} ${problem.replace(/\d+/g, 'N')}`;
      if (!seenProblems.has(key)) failures.push(`${where}: ${problem}`);
      seenProblems.add(key);
    };
    try {
      if (readers[READERS[game]]({ observation: o }) !== o) note(`${READERS[game]} did not hand the observation on as it came`);
      if (readObservation(game, { observation: o }) !== o) note(`readObservation('${game}') did not hand the observation on as it came`);
      if (game === 'plucky') {
        const page = readers.readPluckyPage({ observation: o });
        if (page.penguins.some((p, i) => p.index !== i)) note('readObs numbered the penguins wrongly');
      }
    } catch (e) {
      note(`${READERS[game]} refused it: ${e.message}`);
    }
    if (moves === 20 || !samples.has(game)) samples.set(game, o);
  });
}

// Shows that the readers can fail, on each game's sample observation.
function provesItCanFail() {
  for (const [game, sample] of samples) {
    const own = readers[READERS[game]];
    for (const [other, name] of Object.entries(READERS)) {
      if (other !== game) expectRefusal(`${name} given a ${game} observation`, () => readers[name]({ observation: sample }), [other, `"${game}"`]);
    }
    const { game: _, ...withoutGame } = sample;
    expectRefusal(`${READERS[game]} given an observation without "game"`, () => own({ observation: withoutGame }), ['"game"']);
    expectRefusal(`${READERS[game]} given no observation`, () => own({}), ['missing']);
    expectRefusal(`${READERS[game]} given an array`, () => own({ observation: [sample] }), ['array']);
    for (const [field, kind] of Object.entries(SHAPES[game].fields)) {
      if (field === 'game') continue;
      const { [field]: __, ...without } = sample;
      expectRefusal(`${READERS[game]} given an observation without "${field}"`, () => own({ observation: without }), [field, 'missing']);
      expectRefusal(`${READERS[game]} given "${field}" of another type`, () => own({ observation: { ...sample, [field]: otherThan(kind) } }), [field, [kind].flat()[0]]);
    }
    for (const [list, fields] of Object.entries(SHAPES[game].items ?? {})) {
      if (!Array.isArray(sample[list]) || sample[list].length === 0) continue;
      const [field] = Object.keys(fields);
      const broken = structuredClone(sample);
      delete broken[list][0][field];
      expectRefusal(`${READERS[game]} given ${list}[0] without "${field}"`, () => own({ observation: broken }), [`${list}[0].${field}`]);
    }
  }
}

const started = Date.now();
const engines = [new Engine(bin), new Engine(bin)];
let gamesPlayed = 0;
// One random game, every observation read; resolves to the number of observations.
async function play(engine, gameString, seed) {
  let read = 0;
  const over = await playRandom(
    engine,
    gameString,
    seed,
    (observations, _status, moves) => {
      read += observations.length;
      readAll(gameString, seed, observations, moves);
    },
    MAX_MOVES,
  );
  if (!over) failures.push(`${gameString} seed ${seed}: not over after ${MAX_MOVES} moves`);
  gamesPlayed++;
  return read;
}
try {
  await playBudgeted(engines, configurations, { budget: BUDGET, most: MOST, seed: 5000 }, play);
} catch (e) {
  console.error(`readers: ${e.message}`);
  process.exit(1);
} finally {
  for (const e of engines) e.close();
}
for (const game of Object.keys(READERS)) if (!samples.has(game)) failures.push(`${game}: no observation was read`);
provesItCanFail();

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failures.length) {
  for (const f of failures) console.error(f);
  console.error(`readers: FAILED, ${failures.length} problem(s); ${gamesPlayed} games played, ${observationsRead} observations read in ${seconds} s`);
  process.exit(1);
}
console.log(`readers: ${gamesPlayed} games played (${configurations.length} configurations of ${games.length} games), ${observationsRead} observations read by the pages' readers, each refused by the other games' readers, in ${seconds} s`);
