// The A Fistful of Penguins table: the animal dice in play (picked on the board to
// reroll, cash in or turn with the kangaroo chip), what stopping would score in each
// mode, every player's money, penguin tokens and kangaroo chip, the advanced game's
// market of secretly priced dice, and the solo rating.
import type { View } from '../../api';
import { hasKind, movesOf, type FistfulMove } from '../../moves';
import { readFistful } from '../observation';
import type { GamePage, GameProps } from '../types';
import { listWords } from '../../names';
import { Dice } from './dice';
import { Market } from './market';
import { Players } from './players';
import { StopPreview } from './stop_preview';
import './fistful.css';

const RATINGS = [
  [120, 'Zowie'],
  [100, 'Excellent'],
  [80, 'Very Good'],
  [60, 'Quite Good'],
] as const;

function Board({ view, act, seatName }: GameProps) {
  const obs = readFistful(view);
  const legal = movesOf<FistfulMove>(view, act);
  const players = (obs.players ?? []).length;
  const solo = players === 1;
  const over = obs.phase === 'over';
  const showdown = (obs.showdown ?? 0) > 0;
  const round = obs.round ?? 1;
  return (
    <div class="fistful-board">
      <p class="fistful-round">
        {over
          ? 'The game is over.'
          : `${showdown ? `Showdown ${obs.showdown}` : `Round ${round} of 3`}: ${seatName(obs.active_player ?? 0)}’s turn, starting with ${obs.starting_dice} dice.`}
      </p>
      {solo && (
        <div class="fistful-solo" aria-label="solo game">
          {over && obs.solo_score !== undefined ? (
            <p class="fistful-rating">
              Solo score <b data-score={obs.solo_score}>{obs.solo_score}</b>: <b class="fistful-rating-word">{obs.rating || 'no rating (under 60)'}</b>
            </p>
          ) : (
            <p>Solo game: three turns in a row; the score is your money plus unspent penguin tokens.</p>
          )}
          <p class="fistful-bands">
            {RATINGS.map(([min, word], i) => (
              <span class={obs.rating === word ? 'fistful-band-hit' : ''}>
                {i === 0 ? `${min}+` : `${min}–${RATINGS[i - 1][0] - 1}`} {word}
              </span>
            ))}
          </p>
        </div>
      )}
      {!over && <Dice view={view} obs={obs} legal={legal} act={act} />}
      {!over && <StopPreview obs={obs} legal={legal} act={act} seatName={seatName} />}
      {obs.market !== undefined && !over && <Market view={view} obs={obs} legal={legal} act={act} seatName={seatName} />}
      <Players view={view} obs={obs} seatName={seatName} />
    </div>
  );
}

// What the player whose move it is should do, in words.
function prompt(view: View): string | undefined {
  const legal = movesOf<FistfulMove>(view, true);
  if (hasKind(legal, 'price')) return 'roll done: set a secret asking price for your die';
  if (view.standing?.on) return 'your die and price are kept for the rest of this turn';
  if (hasKind(legal, 'keep_my_die')) return 'keep your die or secretly reroll it';
  if (hasKind(legal, 'stop')) {
    const ways = ['stop and score'];
    if (hasKind(legal, 'reroll', 'draw')) ways.push('spend a penguin token to reroll or draw');
    if (hasKind(legal, 'cash_in')) ways.push('cash in penguins');
    if (hasKind(legal, 'chip')) ways.push('use your kangaroo chip');
    if (hasKind(legal, 'buy')) ways.push('buy a die from the market');
    return listWords(ways, 'or');
  }
  return undefined;
}

// The end: everyone's money after each round, the tokens turned into dollars, the
// final money, and the showdown's dollars when there was one (a tie, FP-11).
function Breakdown({ view, seatName }: { view: View; seatName: (seat: number) => string }) {
  const obs = readFistful(view);
  const rounds = obs.money_after_round ?? [];
  if (rounds.length === 0) return <></>;
  const showdown = (obs.players ?? []).some((p) => p.in_showdown);
  return (
    <div class="fistful-breakdown">
      <table>
        <thead>
          <tr>
            <th>player</th>
            {rounds.map((_, r) => (
              <th>round {r + 1}</th>
            ))}
            <th title="each unspent penguin token is worth $1 at the end">tokens</th>
            <th>final</th>
            {showdown && <th>showdown</th>}
          </tr>
        </thead>
        <tbody>
          {(obs.players ?? []).map((p) => (
            <tr data-player={p.player}>
              <td>{seatName(p.player)}</td>
              {rounds.map((r) => (
                <td>${r[p.player]}</td>
              ))}
              <td>+${obs.tokens_into_dollars?.[p.player] ?? 0}</td>
              <td>
                <b>${p.money}</b>
              </td>
              {showdown && <td>{p.in_showdown ? `$${p.showdown_dollars ?? 0}` : ''}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <p class="fistful-end-why">{endWords(obs, seatName)}</p>
      {showdown && <p>A tie on money went to a showdown: only the dollars received in it counted.</p>}
    </div>
  );
}

// What decided the game (R12, FP-11): after three rounds, unspent tokens a dollar
// each, the most money wins; a tie went to a showdown.
function endWords(obs: ReturnType<typeof readFistful>, seatName: (seat: number) => string): string {
  const players = obs.players ?? [];
  if (players.length === 1) return `After three rounds, with each unspent token worth $1: $${players[0].money}.`;
  const best = Math.max(...players.map((p) => p.money));
  const top = players.filter((p) => p.money === best);
  const money = `After three rounds, with each unspent token worth $1, the most money wins`;
  if (top.length === 1) return `${money}: ${seatName(top[0].player)} with $${best}.`;
  return `${money}: ${top.map((p) => seatName(p.player)).join(' and ')} tied on $${best}.`;
}

export const page: GamePage = {
  Board,
  Breakdown,
  prompt,
  scoreName: 'money ($)',
  optionWords: (o) => [
    ...(o.advanced === 'true' ? ['the advanced game (the market)'] : []),
    ...(o.players === '1' && o.solo_squirrels === 'bank' ? ['squirrels paid by the bank'] : []),
  ],
};
