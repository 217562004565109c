// Writes src/observations.generated.ts from the written schemas (docs/schemas/GAME.observation.json):
// one TypeScript type per game's observation, and each game's reader with the shape it checks
// (scripts/schema-types.mjs says how). The schemas are the single source of the pages'
// observation types and readers, so the compiler and the readers hold each page to the
// schema that the contract test (contract/observations.test.mjs) holds the engine to.
//
// Run by `npm run build` and `npm run typecheck` before tsc (and by `npm run dev`), so they
// can never drift from the schemas; the generated file is not kept in git.
import path from 'node:path';
import { observationModule, srcDir, writeIfChanged } from './schema-types.mjs';

writeIfChanged(path.join(srcDir, 'observations.generated.ts'), await observationModule());
