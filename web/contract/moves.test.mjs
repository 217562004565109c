// The games' move forms against their written schemas (docs/schemas/*.moves.json, described
// in docs/moves.md): the contract between the engine and the pages that pick moves by their
// structure (the view's `moves`, typed from the same schemas by scripts/move-types.mjs).
//
// Plays random games of every configuration of every game `rookery list --json` lists
// through `rookery engine`, with chance manual so that chance outcomes are seen too: at
// every decision it asks `legal` and validates every legal move's form (`moves`) and, at a
// chance node, every outcome's `form`, against the game's schema; each form's `words` must
// be the words it goes with (`actions`, or the outcome's `action`), as in a table's view.
// It then shows that the schemas
// can fail: a form with a made-up field, without a required field, or of a kind the game
// does not have, must be rejected.
//
// Usage: node web/contract/moves.test.mjs PATH/TO/rookery
// Exits 0 with a one-line summary, or 1 naming each mismatch: the game string, the seed,
// the move, who moves, the words and what is wrong.
import Ajv from 'ajv';
import { contractInputs, Engine, gameName, pick, playBudgeted, random } from './engine.mjs';
import { at, loadSchemas, rejectionCheck } from './schemas.mjs';

// How many random games of each configuration: as many as make about BUDGET decisions
// (measured on its first game), at most MOST. A decision can list a thousand forms (a
// Pantolino roll of four dice, Match's claims at every time), so this is what keeps the run
// near ten seconds on two cores.
const BUDGET = 600;
const MOST = 6;
// Decisions of one game at most: a long game's later turns offer the forms of its earlier
// ones (random Pantolino can go on for thousands of rolls, each listing 1296 outcomes), and
// whether games end is the observations test's to say.
const LONGEST = 800;
const ENGINES = 2; // one per core

const { bin, games, configurations } = contractInputs('moves');

// Every schema there is, by its game's name; and each of its branches on its own, by kind,
// for errors that name what is wrong with the form rather than every kind it is not. (A
// kind may have two branches: a game's player and chance may both "roll".)
const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false });
const branches = new Map(); // game -> kind -> [validate]
const validators = loadSchemas({
  test: 'moves',
  ajv,
  suffix: '.moves.json',
  games,
  write: 'docs/moves.md says what a form holds',
  each: (game, schema) => {
    const kinds = new Map();
    for (const branch of schema.oneOf ?? []) {
      const kind = branch.properties?.kind?.const;
      if (typeof kind !== 'string') throw new Error('each branch of its oneOf must fix its kind with "const"');
      kinds.set(kind, [...(kinds.get(kind) ?? []), ajv.compile({ ...branch, definitions: schema.definitions })]);
    }
    if (!kinds.size) throw new Error('it has no oneOf over the kinds of moves (docs/moves.md)');
    branches.set(game, kinds);
  },
});

let gamesPlayed = 0;
let formsChecked = 0;
const failures = [];
const seenFailures = new Set();
const samples = new Map(); // game -> a valid form with a field beyond its words and kind
const kindsSeen = new Map(); // game -> the kinds seen

// One form with the words it goes with; `where` says whose move it is, in which game.
function check(gameString, where, form, words) {
  const game = gameName(gameString);
  formsChecked++;
  // Each kind of mismatch once: the same one at every decision would bury the others.
  const note = (key, text) => {
    if (seenFailures.has(`${gameString} ${key}`)) return;
    seenFailures.add(`${gameString} ${key}`);
    failures.push(`${where}: ${JSON.stringify(words)}: ${text}`);
  };
  if (form === null || typeof form !== 'object' || Array.isArray(form)) return note('not an object', `the form is ${JSON.stringify(form)}, not an object`);
  if (form.words !== words) note('words', `the form's words are ${JSON.stringify(form.words)}`);
  const withWords = form; // the form as sent, its words included
  if (validators.get(game)(withWords)) {
    if (!kindsSeen.has(game)) kindsSeen.set(game, new Set());
    kindsSeen.get(game).add(form.kind);
    if (!samples.has(game) && Object.keys(form).some((k) => k !== 'kind' && k !== 'words')) samples.set(game, withWords);
    return;
  }
  const kindBranches = branches.get(game).get(form.kind);
  if (!kindBranches) return note(`kind ${form.kind}`, `kind ${JSON.stringify(form.kind)} is not in docs/schemas/${game}.moves.json (it has ${[...branches.get(game).keys()].join(', ')})`);
  // The errors of the kind's branch the form comes nearest to.
  const errors = kindBranches.map((branch) => (branch(withWords), branch.errors ?? [])).sort((a, b) => a.length - b.length)[0];
  for (const e of errors) {
    const extra =
      e.params.additionalProperty !== undefined
        ? ` "${e.params.additionalProperty}"`
        : e.params.allowedValues !== undefined
          ? ` ${JSON.stringify(e.params.allowedValues)}`
          : '';
    const value = at(withWords, e.instancePath);
    const got = value === undefined || typeof value === 'object' ? '' : `, got ${JSON.stringify(value)}`;
    note(`${form.kind} ${e.schemaPath} ${e.instancePath.replace(/\/\d+/g, '/N')} ${e.message}`, `${form.kind}: ${e.instancePath || '(the form)'} ${e.message}${extra}${got} [schema ${e.schemaPath}]`);
  }
}

// One random game, chance manual, to its end or LONGEST decisions: at every decision, every
// legal move's form, or every chance outcome's. Moves are picked at random, chance outcomes
// by their weights. Resolves to the number of decisions.
async function play(engine, gameString, seed) {
  const rng = random(seed * 7919 + 17);
  let status = (await engine.send([{ cmd: 'new', game: gameString, seed, chance: 'manual' }]))[0];
  let decisions = 0;
  for (; !status.terminal && decisions < LONGEST; decisions++) {
    const seat = pick(rng, status.acting);
    const where = `${gameString} seed ${seed}, move ${status.moves}, ${seat === 'chance' ? 'chance' : `seat ${seat}`}`;
    const legal = (await engine.send([{ cmd: 'legal', player: seat }]))[0];
    let action;
    if (seat === 'chance') {
      for (const o of legal.outcomes) check(gameString, where, o.form, o.action);
      let r = rng() * legal.total;
      action = legal.outcomes.find((o) => (r -= o.weight) < 0)?.action ?? legal.outcomes.at(-1).action;
    } else {
      if (!Array.isArray(legal.moves) || legal.moves.length !== legal.actions.length) {
        failures.push(`${where}: legal has ${legal.actions.length} actions but ${Array.isArray(legal.moves) ? legal.moves.length : 'no'} moves`);
        break;
      }
      legal.moves.forEach((form, i) => check(gameString, where, form, legal.actions[i]));
      action = pick(rng, legal.actions);
    }
    status = (await engine.send([{ cmd: 'apply', player: seat, action }]))[0];
  }
  gamesPlayed++;
  return decisions;
}

// Shows that the schemas can fail: each game's sample form, changed in ways the engine
// must never send, is rejected.
function provesItCanFail() {
  const problems = [];
  for (const [game, sample] of samples) {
    const validate = validators.get(game);
    const expectRejected = rejectionCheck(ajv, validate, game, problems);
    expectRejected(`a ${sample.kind} form with a made-up field`, { ...sample, made_up_field: 1 }, 'additionalProperties');
    // A field every branch of the kind requires: where one kind has several shapes (Pig's
    // `roll`, a player's or the die's), a field only one of them needs may be left out.
    const kindBranches = branches.get(game).get(sample.kind);
    const requiredByAll = (k) => kindBranches.every((branch) => (branch.schema.required ?? []).includes(k));
    const field = Object.keys(sample).find((k) => k !== 'kind' && k !== 'words' && requiredByAll(k));
    const { [field ?? 'words']: _, ...without } = sample;
    expectRejected(`a ${sample.kind} form without its required "${field ?? 'words'}"`, without, 'required');
    expectRejected('a form of a made-up kind', { ...sample, kind: 'made_up_kind' }, 'const');
  }
  return problems;
}

const started = Date.now();
const engines = Array.from({ length: ENGINES }, () => new Engine(bin));
try {
  await playBudgeted(engines, configurations, { budget: BUDGET, most: MOST, seed: 3000 }, play);
} catch (e) {
  console.error(`moves: ${e.message}`);
  process.exit(1);
} finally {
  for (const e of engines) e.close();
}
failures.push(...provesItCanFail());
for (const g of validators.keys()) {
  if (!games.some((listed) => listed.name === g)) failures.push(`docs/schemas/${g}.moves.json: rookery list has no game "${g}"`);
  else if (!samples.has(g)) failures.push(`${g}: no form with a field beyond its words and kind was checked`);
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failures.length) {
  for (const f of failures) console.error(f);
  console.error(`moves: FAILED, ${failures.length} mismatch(es); ${gamesPlayed} games played, ${formsChecked} forms checked in ${seconds} s`);
  process.exit(1);
}
// The kinds random play did not reach (rare, or no longer legal) go unchecked: say which.
const unseen = [...branches].flatMap(([g, kinds]) => [...kinds.keys()].filter((k) => !kindsSeen.get(g)?.has(k)).map((k) => `${g} ${k}`));
console.log(
  `moves: ${gamesPlayed} games played (${configurations.length} configurations of ${games.length} games), ${formsChecked} forms checked against docs/schemas in ${seconds} s` +
    (unseen.length ? `; not reached: ${unseen.join(', ')}` : ''),
);
