// Writes src/moves.generated.ts from the written schemas (docs/schemas/GAME.moves.json): one
// TypeScript type per game's move form, PushPushMove for push_push (scripts/schema-types.mjs
// says how). The contract test (contract/moves.test.mjs) holds the engine's forms to the same
// schemas, so the compiler holds each page to what the engine sends.
//
// Run by `npm run build` and `npm run typecheck` before tsc (and by `npm run dev`); the
// generated file is not kept in git.
import path from 'node:path';
import { moveModule, srcDir, writeIfChanged } from './schema-types.mjs';

writeIfChanged(path.join(srcDir, 'moves.generated.ts'), await moveModule());
