// The written schemas the contract tests hold the engine to (docs/schemas/), and the
// pieces those tests share: loading them per game, reading into a failing value, and
// showing that a schema can fail.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const schemaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'schemas');

// Every docs/schemas/<game><suffix> compiled with `ajv`, by game name; `each(game, schema)`
// sees each parsed schema too and may throw to refuse it. Exits, naming `test`, for a schema
// that does not compile or is refused, or a game of `games` without one (`write` says what
// the missing file holds).
export function loadSchemas({ test, ajv, suffix, games, write, each = () => {} }) {
  const validators = new Map();
  for (const name of readdirSync(schemaDir).filter((f) => f.endsWith(suffix))) {
    const file = path.join(schemaDir, name);
    const game = name.slice(0, -suffix.length);
    try {
      const schema = JSON.parse(readFileSync(file, 'utf8'));
      validators.set(game, ajv.compile(schema));
      each(game, schema);
    } catch (e) {
      console.error(`${test}: ${path.relative(process.cwd(), file)}: ${e.message}`);
      process.exit(1);
    }
  }
  const unwritten = games.filter((g) => !validators.has(g.name));
  for (const g of unwritten) console.error(`${test}: ${g.name} has no schema: write docs/schemas/${g.name}${suffix} (${write})`);
  if (unwritten.length) process.exit(1);
  return validators;
}

// The value at a JSON pointer such as "/centipedes/0/boots".
export const at = (value, pointer) =>
  pointer
    .split('/')
    .slice(1)
    .reduce((v, k) => (v == null ? undefined : v[k.replace(/~1/g, '/').replace(/~0/g, '~')]), value);

// expectRejected(what, value, keyword): `validate` (game's schema) must refuse `value`, for
// `keyword`; anything else is added to `problems`.
export const rejectionCheck = (ajv, validate, game, problems) => (what, value, keyword) => {
  if (validate(value)) problems.push(`${game}: ${what} was accepted`);
  else if (!validate.errors.some((e) => e.keyword === keyword))
    problems.push(`${game}: ${what} was rejected, but not for "${keyword}": ${ajv.errorsText(validate.errors)}`);
};
