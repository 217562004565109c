// Match's claim keys, the terminal's single keys too, as the server's catalogue sends
// them with the game, and their legend.
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { sharedCatalogue, type ClaimKeyInfo } from '../../api';

// The claims' single keys, the terminal's too, as the server sends them with the
// game (GET /api/games); none until they have come.
let claimKeys: ClaimKeyInfo[] = [];
export function useClaimKeys(): ClaimKeyInfo[] {
  const [keys, setKeys] = useState(claimKeys);
  useEffect(() => {
    sharedCatalogue().then(
      (c) => {
        claimKeys = c.games.find((g) => g.name === 'match')?.claim_keys ?? [];
        setKeys(claimKeys);
      },
      () => {}, // the buttons work without keys
    );
  }, []);
  return keys;
}

// Runs of keys with one verb and one meaning, shown together ("1–6 call umbrella,
// sunglasses, …, pail (one match)").
const verb = (k: ClaimKeyInfo) => k.claim.split(' ')[0];
export function keyRuns(keys: ClaimKeyInfo[]): ClaimKeyInfo[][] {
  const runs: ClaimKeyInfo[][] = [];
  for (const k of keys) {
    const run = runs.at(-1);
    if (run && run[0].meaning === k.meaning && verb(run[0]) === verb(k)) run.push(k);
    else runs.push([k]);
  }
  return runs;
}

// The keys' legend, a run at a time.
export function keyLegend(keys: ClaimKeyInfo[]): JSX.Element[] {
  return keyRuns(keys).map((run, i) => (
    <>
      {i > 0 && ' · '}
      <kbd>{run[0].key}</kbd>
      {run.length > 1 && (
        <>
          –<kbd>{run.at(-1)!.key}</kbd>
        </>
      )}{' '}
      {run.length > 1 ? `${verb(run[0])} ${run.map((k) => k.claim.slice(verb(k).length + 1)).join(', ')}` : run[0].claim} ({run[0].meaning})
    </>
  ));
}

// The keys known so far (none until the catalogue has come): for the key listener and the prompt.
export const knownClaimKeys = () => claimKeys;
