// A table page: the game's board (src/games/), whose move it is, the legal moves,
// the log in words, the table's talk, the result, and a replay of a finished game. The server is the
// authority; this page shows the view it is sent and sends moves as words. The state
// lives in the hooks beside it (use_*.ts); this file lays the page out.
import { useMemo, useRef, useState } from 'preact/hooks';
import { SPECTATOR } from '../api';
import { pageFor } from '../games';
import { AwaySeats } from '../away';
import { logWords, seatLabel, sentence, tableOptionWords } from '../names';
import { soundOn, useYourTurn } from '../attention';
import { Replay } from '../replay';
import { BoardGuard } from '../board_guard';
import { rulesLink } from '../rules';
import { HostInvites, inviteInAddress, TakeInvitedSeat } from '../invites';
import { HintPanel, ReviewPanel } from '../coach';
import { SignInNeeded } from '../sign_in_needed';
import { ChatPanel } from './chat';
import { DecisionSlot, useDecisionInView, useDecisionKeys, useDecisionSlot } from './decision';
import { useFocusKeeper } from './focus_keeper';
import { Log } from './log';
import { Moves } from './moves';
import { useRefusal } from './refusal';
import { Result } from './result';
import { Seats } from './seats';
import { madeForYou, promptOf, statusLine } from './status';
import { TableActions } from './table_actions';
import { useActing } from './use_acting';
import { useCoach } from './use_coach';
import { useNextGame } from './use_next_game';
import { usePlayingOut } from './use_playing_out';
import { useReplay } from './use_replay';
import { useSeat } from './use_seat';
import { useComponents, useTable } from './use_table';

export function TablePage({ table }: { table: string }) {
  const refusal = useRefusal();
  const seat = useSeat(table, refusal.show);
  const { held } = seat;
  const root = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [slotRef, slot] = useDecisionSlot();
  useDecisionKeys(slot);
  const onFocusIn = useFocusKeeper(root, statusRef);
  const { view, log, status, gone, connection } = useTable(table, held, { lost: seat.lost, reached: refusal.reached });
  const replay = useReplay(table, view);
  const { shown, shownLog, step, skip, board, pace, setPace } = usePlayingOut(table, held, view, log, replay.replaying);
  const page = view ? pageFor(view.game) : undefined;
  const components = useComponents(view, page, refusal.show);
  const coach = useCoach(view);
  const name = useMemo(() => (s: number) => (view ? seatLabel(view.seats, s, view.viewer) : `player ${s + 1}`), [view?.seats, view?.viewer]);

  // The tab says when it is this player's turn, so another tab or window can wait:
  // once the page offers the moves, after others' moves are played out (a step
  // shown is a replay view, with none).
  const yourTurn = !!view && !!shown && view.viewer !== SPECTATOR && shown.legal.length > 0 && !shown.terminal && !madeForYou(shown);
  const [sound, setSound] = useState(soundOn());
  useYourTurn(yourTurn, view?.title, sound);

  useDecisionInView(slot, board, yourTurn && !replay.replaying ? `${view?.version}` : undefined);
  const { act, undo, busy, onClickCapture } = useActing(connection, view, refusal, seat.lost, statusRef);
  const next = useNextGame(table, held, view, refusal.show);

  if (status === 'gone') {
    return (
      <div class="panel" role="alert">
        <h1>No such table</h1>
        <p>
          The server has no table <code>{table}</code> ({gone}). The link may be mistyped, or the table was made on
          another server.
        </p>
        <p>
          <a href="#/">Back to the lobby</a>
        </p>
      </div>
    );
  }
  if (!view || !shown || !page) {
    return (
      <p class="status" role="status">
        {status === 'connecting' ? 'Connecting to the table…' : 'The server cannot be reached yet; trying again…'}
      </p>
    );
  }
  const invited = !held && !view.terminal ? inviteInAddress() : undefined;
  // A step being played out is a replay view: no legal moves, so nothing to click.
  const mine = view.viewer !== SPECTATOR && shown.legal.length > 0;
  const prompt = mine ? promptOf(page, shown) : undefined;
  const offline = status !== 'open';
  const { replaying } = replay;
  const { error } = refusal;
  const { hinting, setHinting, tab, setTab } = coach;
  return (
    <div ref={root} class={`table game-${view.game.split('(')[0]}`} onFocusIn={onFocusIn} onClickCapture={onClickCapture}>
      <div class="table-head">
        <h1>{view.title}</h1>
        <span class="table-options" title={view.game}>
          {tableOptionWords(view.game, view.seats.length, page.optionWords)}
        </span>
        <span class={`connection ${status}`}>
          {status === 'open' ? 'connected' : status === 'reconnecting' ? 'reconnecting…' : 'connecting…'}
        </span>
        <a class="how-to-play-link" href={rulesLink(view.game, table)}>How to play</a>
        {view.rated && (
          <span class="rated-tag" title="The result moves each player’s rating in this game">
            Rated
          </span>
        )}
        {view.coach?.hints_on && <span class="hints-on">The coach’s hints are on for everyone at this table.</span>}
      </div>
      {invited && <TakeInvitedSeat table={table} view={view} secret={invited} seated={seat.take} />}
      <div class="action-bar">
      {/* Skip sits beside the status line, not in it: a screen reader reads each
          sentence without "Skip" at its end (K4). */}
      <div class="status-line">
        <p class="status" role="status" aria-live="polite" tabIndex={-1} ref={statusRef}>
          {offline && 'The connection dropped; reconnecting… '}
          {step ? logWords(step, shown.seats, shown.viewer) : statusLine(shown, prompt, name)}
          {view.viewer === SPECTATOR && ' (You are watching.)'}
        </p>
        {step && (
          <button type="button" class="skip" onClick={skip} title="Show the table as it is now (Escape)">
            Skip
          </button>
        )}
      </div>
      {view.undo && !replaying && !step && (
        <button type="button" class="undo" aria-disabled={busy || offline} onClick={undo} title="Take back your last move (only within your turn, before dice are rolled or anything hidden is seen)">
          ↶ Undo your last move
        </button>
      )}
      {mine && shown.legal.length > 1 && !replaying && !step && held && view.coach?.hints && (
        <button type="button" class="hint-button" aria-expanded={hinting} onClick={() => setHinting(!hinting)} title="How good is each option? The coach values them.">
          Hint: how good is each option?
        </button>
      )}
      {/* The game's page puts the decision's buttons here (decision.tsx). */}
      <div ref={slotRef} class="decision" role="group" aria-label="your choices" aria-busy={busy || offline} />
      {mine && !replaying && <Moves view={shown} act={act} digits={!page.ownKeys} busy={busy || offline} />}
      </div>
      {hinting && mine && !replaying && !step && held && (
        <HintPanel table={table} held={held} view={view} act={(words) => act(words)} close={() => setHinting(false)} />
      )}
      {held && !replaying && <HostInvites table={table} view={view} held={held} failed={refusal.show} />}
      {seat.lostToBot(view) ? (
        <p class="notice">You were away for a while, so the other players let a bot play your seat. You can watch the game to its end.</p>
      ) : (
        seat.notice && <p class="notice">{seat.notice}</p>
      )}
      {error &&
        (error.code === 'not_signed_in' ? (
          <SignInNeeded then={`#/table/${table}`}>{sentence(error.message)}</SignInNeeded>
        ) : (
          <p class="error" role="alert">
            {error.message}
          </p>
        ))}
      {view.next && (
        <p class="next-game" role="alert">
          A new game of the same kind has started.{' '}
          <button type="button" class="primary" onClick={() => next.follow(view.next!)}>
            Go to the next game
          </button>
        </p>
      )}
      {replaying ? (
        <Replay
          key={replay.from}
          table={table}
          held={held}
          start={replay.from}
          last={view.version}
          page={page}
          components={components}
          close={replay.close}
        />
      ) : (
        <>
          {shown.terminal && held && view.coach?.review && (
            <div class="tabs" role="tablist" aria-label="after the game">
              <button type="button" role="tab" aria-selected={tab === 'table'} onClick={() => setTab('table')}>
                Result and table
              </button>
              <button type="button" role="tab" aria-selected={tab === 'review'} onClick={() => setTab('review')}>
                Review
              </button>
            </div>
          )}
          {shown.terminal && held && view.coach?.review && tab === 'review' ? (
            <ReviewPanel table={table} held={held} view={view} show={replay.open} />
          ) : (
          <>
          {shown.terminal && (
            <Result
              view={view}
              name={name}
              again={next.again}
              canAgain={!!held || !!view.next}
              breakdown={
                page.Breakdown && (
                  <BoardGuard version={view.version}>
                    <page.Breakdown view={view} seatName={name} />
                  </BoardGuard>
                )
              }
              scoreName={page.scoreName === undefined ? 'score' : page.scoreName}
            />
          )}
          <section ref={board} class={`board${offline ? ' offline' : ''}${step ? ' playing-out' : ''}`} aria-label="board" aria-disabled={offline} data-version={shown.version}>
            <BoardGuard version={shown.version}>
              <DecisionSlot value={slot}>
              <page.Board view={shown} log={shownLog} components={components} act={mine || (view.clock && !step) ? act : undefined} seatName={name} />
              </DecisionSlot>
            </BoardGuard>
          </section>
          </>
          )}
        </>
      )}
      <div class="side">
        <Seats view={shown} held={held} onJoin={seat.join} moving={step ? step.player : undefined} offline={offline} />
        <AwaySeats view={view} held={held} onError={refusal.show} />
        <TableActions
          table={table}
          view={view}
          held={held}
          leave={() => seat.leave(view.game)}
          replaying={replaying}
          openReplay={() => replay.open(0)}
          replayButton={replay.button}
          pace={pace}
          setPace={setPace}
          sound={sound}
          setSound={setSound}
        />
        <Log log={shownLog} view={shown} show={replay.open} />
        {/* The live talk (the view as it is, not a step being played out); a
            replay shows the talk up to its step instead, to read only. */}
        {!replaying && <ChatPanel table={table} view={view} held={held} lost={seat.lost} />}
      </div>
    </div>
  );
}
