// What the pages get from the games' written schemas (docs/schemas/GAME.KIND.json), made at
// every build and typecheck: src/observations.generated.ts (scripts/observation-types.mjs)
// and src/moves.generated.ts (scripts/move-types.mjs). Each game comes from its schema
// files alone, so a new game needs no edit to the shared files of the pages; the contract
// tests (web/contract) hold the engine to the same schemas.
//
// This module only makes the files' text; the two scripts write them. The readers'
// contract test imports observationModule() to bundle what the schemas give now.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
export const schemaDir = path.join(here, '..', '..', 'docs', 'schemas');
export const srcDir = path.join(here, '..', 'src');

// The game's name in PascalCase, as its types are named: push_push gives PushPush.
export function pascal(words) {
  return words
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
}

// Every game with a GAME.<suffix> schema, by name (so the output does not depend on the file
// system's order): [{ game, prefix, schema }].
export function schemasOf(suffix) {
  return readdirSync(schemaDir)
    .filter((f) => f.endsWith(`.${suffix}`))
    .map((f) => f.slice(0, -`.${suffix}`.length))
    .sort()
    .map((game) => ({ game, prefix: pascal(game), schema: readSchema(`${game}.${suffix}`) }));
}

function readSchema(name) {
  try {
    return JSON.parse(readFileSync(path.join(schemaDir, name), 'utf8'));
  } catch (e) {
    throw new Error(`docs/schemas/${name}: ${e.message}`);
  }
}

// Writes `text` to `file` unless it is there already: a typecheck that changes nothing does
// not touch the file (nor wake a watching dev server).
export function writeIfChanged(file, text) {
  let old;
  try {
    old = readFileSync(file, 'utf8');
  } catch {
    old = undefined;
  }
  if (old !== text) writeFileSync(file, text);
}

// The TypeScript of one schema, its type named `top`. Every other named type gets the prefix
// `named` (the game's name, or the game's name and "Move"), so that the games' definitions of
// the same name (seat, face...) do not collide.
async function typesOf(schema, top, named) {
  return (
    await compile(forTypes({ ...schema, title: top }), top, {
      bannerComment: '',
      additionalProperties: false, // a field the schema does not list is not there
      customName: (s, fromDefinition) => {
        const name = s.title ?? fromDefinition ?? s.$id;
        if (!name || name === top) return name;
        const own = pascal(name);
        return own.startsWith(named) ? own : named + own;
      },
      style: { singleQuote: true, printWidth: 100 },
    })
  ).trim();
}

// The schema as far as types go. What TypeScript cannot say is left out: the `if`/`then`/
// `else` rules that tie a field's presence to the phase (such a field stays optional), and
// an `anyOf` that only narrows a value within its own type (a seat from 0 or -2; four dice
// or none). The generator would otherwise turn those into object types. An array's length
// bounds are kept only where they fix its length (a pair: a tuple); other bounds would
// become unions of tuples of every length.
function forTypes(node) {
  if (Array.isArray(node)) return node.map(forTypes);
  if (node === null || typeof node !== 'object') return node;
  const copy = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'allOf' && value.every((s) => Object.keys(s).every((k) => ['if', 'then', 'else'].includes(k)))) continue;
    if (key === 'anyOf' && node.type !== undefined && value.every(narrowsOnly)) continue;
    copy[key] = forTypes(value);
  }
  if (copy.minItems !== copy.maxItems) {
    delete copy.minItems;
    delete copy.maxItems;
  }
  return copy;
}

function narrowsOnly(branch) {
  return !['type', '$ref', 'properties', 'items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf'].some((k) => k in branch);
}

// ---- observations -------------------------------------------------------------------------

// The JSON types a schema node allows, as a reader checks them (a Kind, src/games/
// read_observation.ts: 'number' for integers): one as a string, several as a sorted list
// (["null", "number"]); undefined when the schema does not say.
export function kindIn(node, defs) {
  const kinds = kindsIn(node, defs);
  if (!kinds?.length) return undefined;
  const unique = [...new Set(kinds)].sort();
  return unique.length === 1 ? unique[0] : unique;
}

function kindsIn(node, defs) {
  if (!node) return undefined;
  if (node.$ref) return kindsIn(defs[node.$ref.split('/').pop()], defs);
  const jsonType = (v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
  if (node.type !== undefined) return [node.type].flat().map((t) => (t === 'integer' ? 'number' : t));
  if (node.const !== undefined) return [jsonType(node.const)];
  if (node.enum) return node.enum.map(jsonType);
  // Either of several schemas: any of their types, if each says.
  const either = node.anyOf ?? node.oneOf;
  if (either) {
    const each = either.map((branch) => kindsIn(branch, defs));
    return each.every(Boolean) ? each.flat() : undefined;
  }
  return undefined;
}

// What a game's reader checks (its Shape, src/games/read_observation.ts): every top-level
// field the schema requires, with its JSON type; and for every list of objects, the fields
// each object must have. A reader checks the type of every field it checks, so a required
// field whose schema says no type stops the generation, naming it.
export function shapeOf(game, schema) {
  const defs = schema.definitions ?? {};
  const resolve = (node) => (node?.$ref ? resolve(defs[node.$ref.split('/').pop()]) : node);
  const kinds = (where, object) =>
    Object.fromEntries(
      (object.required ?? []).map((field) => {
        const kind = kindIn(object.properties?.[field] ?? {}, defs);
        if (!kind) throw new Error(`docs/schemas/${game}.observation.json: ${where}${field} must say its JSON type for the page's reader to check it`);
        return [field, kind];
      }),
    );
  const items = {};
  for (const [list, property] of Object.entries(schema.properties ?? {})) {
    const item = kindIn(property, defs) === 'array' ? resolve(resolve(property).items) : undefined;
    // Lists of objects only (a list of either of two objects, Plucky's stack, is left out).
    if (item?.type === 'object' && item.required?.length) items[list] = kinds(`${list}[].`, item);
  }
  return { fields: kinds('', schema), ...(Object.keys(items).length ? { items } : {}) };
}

// src/observations.generated.ts: each game's observation type, the map from game names to
// them, each reader's shape (SHAPES) and each game's named reader (readPushPush...).
export async function observationModule() {
  const games = schemasOf('observation.json');
  const parts = [
    '// Generated by scripts/observation-types.mjs from docs/schemas/*.observation.json: do not',
    "// edit. The observation types, and each game's reader with the shape it checks; each page",
    "// reads its game's observation through src/games/observation.ts.",
    "import type { View } from './api';",
    "import { readAs, type Shape } from './games/read_observation';",
    '',
  ];
  for (const { prefix, schema } of games) parts.push(await typesOf(schema, `${prefix}Observation`, prefix), '');
  parts.push(
    "// Each game's observation type, by the game's name (readObservation's answer).",
    'export interface ObservationOf {',
    ...games.map(({ game, prefix }) => `  ${game}: ${prefix}Observation;`),
    '}',
    '',
    '// What each reader checks: every top-level field its schema requires, and the objects of',
    "// its lists (src/games/read_observation.ts). Made from the schemas, so they always agree.",
    `export const SHAPES = ${JSON.stringify(Object.fromEntries(games.map(({ game, schema }) => [game, shapeOf(game, schema)])), null, 2)} satisfies Record<keyof ObservationOf, Shape>;`,
    '',
    "// Each game's observation, checked; an ObservationError if it is not that game's.",
    ...games.map(
      ({ game, prefix }) =>
        `export const read${prefix} = (view: Pick<View, 'observation'>) => readAs<${prefix}Observation>(view, '${game}', SHAPES.${game});`,
    ),
    '',
  );
  return parts.join('\n');
}

// ---- moves -------------------------------------------------------------------------------

// src/moves.generated.ts: each game's move form (GAME.moves.json) as a type, PushPushMove
// for push_push: a union over the game's kinds.
export async function moveModule() {
  const games = schemasOf('moves.json');
  const parts = [
    '// Generated by scripts/move-types.mjs from docs/schemas/*.moves.json: do not edit. The',
    "// pages pick their moves through src/moves.ts.",
    '',
  ];
  for (const { prefix, schema } of games) parts.push(await typesOf(schema, `${prefix}Move`, `${prefix}Move`), '');
  return parts.join('\n');
}
