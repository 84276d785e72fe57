import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { endpoints } from '../../../core/contract/endpoints';
import { inhouseFreeRoundSpin } from '../../../core/contract/endpoints-free-rounds';
import type { FreeRound } from '../../../core/contract/schemas/free-rounds';
import type { Round } from '../../../core/contract/schemas/inhouse';
import { exactRtp, FRUIT_FIESTA, REELS, ROWS, type SlotSymbol } from '../../../core/games/slot';
import { refreshBalance } from '../../platform/balance';
import { refreshTopic, useTopic } from '../../platform/engine-bridge';
import { FairnessPanel } from './FairnessPanel';
import { gamesApi, newBetKey, useMoney } from './games-api';
import { SYMBOL_NAMES, SymbolIcon } from './SlotSymbol';
import { reducedMotion, wait } from './motion/motion';
import { playSound } from './motion/sound';

interface SpinView {
  stops: number[];
  grid: SlotSymbol[][];
  wins: { line: number; symbol: SlotSymbol; count: number; pay: number }[];
  scatters: number;
  scatter_pay: number;
  free_spins_won: number;
  win: number;
}
interface SlotResult {
  base: SpinView;
  free_spins: SpinView[];
  total_line_bets: number;
}

const RTP = exactRtp(FRUIT_FIESTA).rtp;
/** Total bets offered, minor units (multiples of the 20 lines). */
const BETS = [20, 40, 100, 200, 500, 1000, 2000];
const LINES = FRUIT_FIESTA.lines.length;
const SPIN_MS = 700;
const FREE_SPIN_MS = 900;
/** Between one reel stopping and the next (left to right). */
const REEL_STOP_MS = 220;

const INITIAL: SlotSymbol[][] = FRUIT_FIESTA.reels.map((strip) => strip.slice(1, 1 + ROWS) as SlotSymbol[]);
const NO_PARAMS = {} as Record<string, never>;

/**
 * The free-rounds grant named by `?free_round=` (from /promotion/free-rounds), while it has spins left:
 * its spins are played at its bet instead of cash (issue #16).
 */
interface FreeRoundView {
  wanted: boolean;
  grant: FreeRound | undefined;
  loaded: boolean;
}
const NO_FREE_ROUND: FreeRoundView = { wanted: false, grant: undefined, loaded: false };

function FreeRoundSlot({ id }: { id: number }) {
  const topic = useTopic('freeRounds', NO_PARAMS);
  const grant = topic.data?.available.list.find((g) => g.id === id && g.game_id === 'slot');
  return <SlotPlay freeRound={{ wanted: true, grant, loaded: topic.data !== undefined }} />;
}

export default function SlotGame() {
  const [query] = useSearchParams();
  const id = Number(query.get('free_round') ?? '');
  return Number.isSafeInteger(id) && id > 0 ? (
    <FreeRoundSlot id={id} />
  ) : (
    <SlotPlay freeRound={NO_FREE_ROUND} />
  );
}

function SlotPlay({ freeRound }: { freeRound: FreeRoundView }) {
  const { t, i18n } = useLingui();
  const { money } = useMoney();
  const [bet, setBet] = useState(200);
  const [grid, setGrid] = useState<SlotSymbol[][]>(INITIAL);
  const [spinning, setSpinning] = useState(false);
  /** Reels already stopped, left to right (all of them when at rest). */
  const [stopped, setStopped] = useState(REELS);
  const [shown, setShown] = useState<SpinView | null>(null);
  const [free, setFree] = useState<{ index: number; total: number } | null>(null);
  const [last, setLast] = useState<Round | null>(null);
  const [message, setMessage] = useState('');
  const [version, setVersion] = useState(0);
  const [autoCount, setAutoCount] = useState(10);
  const [lossLimit, setLossLimit] = useState(1000);
  const [autoLeft, setAutoLeft] = useState(0);
  const stopAuto = useRef(false);
  const betId = useId();
  const countId = useId();
  const lossId = useId();

  const grant = freeRound.grant && freeRound.grant.left > 0 ? freeRound.grant : undefined;
  const [freeLeft, setFreeLeft] = useState<number | null>(null);
  const spinsLeft = freeLeft ?? grant?.left ?? 0;
  const playingFree = grant !== undefined && spinsLeft > 0;
  const stake = playingFree ? grant.stake : bet;
  const lineBet = stake / LINES;
  const name = (s: SlotSymbol) => i18n._(SYMBOL_NAMES[s]);

  /** One paid spin and its free spins, shown; resolves to the net result (payout − bet) or null on failure. */
  const playOne = async (): Promise<number | null> => {
    setSpinning(true);
    setStopped(0);
    playSound('spin');
    setShown(null);
    setFree(null);
    setMessage('');
    const started = Date.now();
    let round: Round;
    const free = playingFree ? grant : undefined;
    try {
      if (free) {
        const r = await gamesApi.call(inhouseFreeRoundSpin, { key: newBetKey(), grant_id: free.id });
        round = r.round;
        setFreeLeft(r.grant.left);
        void refreshTopic('freeRounds', NO_PARAMS);
      } else {
        round = await gamesApi.call(endpoints.inhouseSlotSpin, { key: newBetKey(), amount: bet });
      }
    } catch {
      setSpinning(false);
      setStopped(REELS);
      if (free) void refreshTopic('freeRounds', NO_PARAMS);
      return null;
    }
    const motion = !reducedMotion();
    if (motion) await wait(Math.max(0, SPIN_MS - (Date.now() - started)));
    const result = round.result as SlotResult;
    setGrid(result.base.grid);
    // The reels stop one by one, left to right; the wins light up when the last one has stopped.
    for (let reel = 1; motion && reel < REELS; reel++) {
      setStopped(reel);
      playSound('tick');
      await wait(REEL_STOP_MS);
    }
    setStopped(REELS);
    setShown(result.base);
    setSpinning(false);
    for (let i = 0; i < result.free_spins.length; i++) {
      await wait(motion ? FREE_SPIN_MS : 50);
      const spin = result.free_spins[i]!;
      setFree({ index: i + 1, total: result.free_spins.length });
      setGrid(spin.grid);
      setShown(spin);
    }
    setLast(round);
    playSound(round.payout > 0 ? 'win' : 'lose');
    const won = money(round.payout);
    setMessage(
      round.payout <= 0
        ? t`No win this time`
        : free
          ? t`You won ${won}: added to your bonus balance`
          : t`You won ${won}`,
    );
    setVersion((v) => v + 1);
    void refreshBalance();
    return free ? 0 : round.payout - round.amount;
  };

  const spin = () => {
    if (!spinning && autoLeft === 0) void playOne();
  };

  const autoplay = async () => {
    stopAuto.current = false;
    let net = 0;
    for (let n = autoCount; n > 0; n--) {
      setAutoLeft(n);
      const result = await playOne();
      if (result === null) break;
      net += result;
      if (stopAuto.current || -net >= lossLimit) break;
      await wait(reducedMotion() ? 50 : 400);
    }
    setAutoLeft(0);
  };

  // Leaving the page stops an autoplay in progress.
  useEffect(() => {
    return () => {
      stopAuto.current = true;
    };
  }, []);

  const winning = new Set<string>();
  shown?.wins.forEach((w) => {
    const rows = FRUIT_FIESTA.lines[w.line]!;
    for (let reel = 0; reel < w.count; reel++) winning.add(`${reel}:${rows[reel]}`);
  });

  return (
    <section className="game-panel game-slot" aria-label="Fruit Fiesta">
      <p className="game-rtp">{t`Return to player: ${(RTP * 100).toFixed(2)}%`}</p>
      {playingFree && (
        <p className="slot-free-rounds" role="status" data-testid="free-spins-left">
          {t`Free spins: ${spinsLeft} left`} · {t`Bet ${money(stake)}`}
        </p>
      )}
      {freeRound.wanted && freeRound.loaded && !playingFree && (
        <p className="slot-free-rounds slot-free-rounds-done" role="status">
          {t`No free spins left here: spins now use your balance.`}
        </p>
      )}
      <div
        className={spinning ? 'slot-reels spinning' : 'slot-reels'}
        role="grid"
        aria-label={t`Reels`}
        aria-busy={spinning}
        data-testid="slot-reels"
      >
        {Array.from({ length: ROWS }, (_, row) => (
          <div role="row" key={row} className="slot-row">
            {Array.from({ length: REELS }, (_, reel) => {
              const symbol = grid[reel]?.[row] ?? 'cherry';
              return (
                <div
                  role="gridcell"
                  key={reel}
                  aria-label={name(symbol)}
                  className={
                    reel >= stopped
                      ? 'slot-cell rolling'
                      : winning.has(`${reel}:${row}`)
                        ? 'slot-cell win'
                        : 'slot-cell'
                  }
                  data-stopped={reel < stopped ? 'true' : 'false'}
                  style={{ animationDelay: `${reel * 60}ms` }}
                >
                  <SymbolIcon symbol={symbol} />
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {free && (
        <p className="slot-free" data-testid="slot-free">
          {t`Free spin ${free.index} of ${free.total} (wins ×3)`}
        </p>
      )}
      <p className="game-result" role="status" aria-live="polite" data-testid="slot-result">
        {message}
      </p>
      {shown && shown.wins.length + shown.scatter_pay > 0 && (
        <ul className="slot-wins" aria-label={t`Winning lines`}>
          {shown.wins.map((w) => (
            <li key={w.line}>
              {t`Line ${w.line + 1}: ${w.count} × ${name(w.symbol)} pays ${money(w.pay * lineBet)}`}
            </li>
          ))}
          {shown.scatter_pay > 0 && (
            <li>{t`${shown.scatters} scatters pay ${money(shown.scatter_pay * stake)}`}</li>
          )}
          {shown.free_spins_won > 0 && <li>{t`${shown.free_spins_won} free spins won!`}</li>}
        </ul>
      )}
      <div className="game-controls">
        <div className="game-field">
          <label htmlFor={betId} className="field-label">
            {t`Total bet (20 lines)`}
          </label>
          <select
            id={betId}
            className="game-input"
            value={stake}
            disabled={playingFree}
            onChange={(e) => setBet(Number(e.target.value))}
          >
            {(BETS.includes(stake) ? BETS : [stake, ...BETS]).map((b) => (
              <option key={b} value={b}>
                {money(b)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button
        type="button"
        className="button button-primary game-main"
        disabled={spinning || autoLeft > 0}
        onClick={spin}
      >
        {spinning ? t`Spinning…` : playingFree ? t`Free spin` : t`Spin`}
      </button>
      <fieldset
        className="game-auto"
        hidden={playingFree}
        style={playingFree ? { display: 'none' } : undefined}
      >
        <legend>{t`Autoplay`}</legend>
        <div className="game-controls">
          <div className="game-field">
            <label htmlFor={countId} className="field-label">
              {t`Spins`}
            </label>
            <select
              id={countId}
              className="game-input"
              value={autoCount}
              onChange={(e) => setAutoCount(Number(e.target.value))}
            >
              {[10, 25, 50, 100].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div className="game-field">
            <label htmlFor={lossId} className="field-label">
              {t`Stop after a loss of`}
            </label>
            <select
              id={lossId}
              className="game-input"
              value={lossLimit}
              onChange={(e) => setLossLimit(Number(e.target.value))}
            >
              {[bet * 5, bet * 10, bet * 25, bet * 50].map((n) => (
                <option key={n} value={n}>
                  {money(n)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {autoLeft > 0 ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              stopAuto.current = true;
            }}
          >
            {t`Stop autoplay (${autoLeft} left)`}
          </button>
        ) : (
          <button
            type="button"
            className="button button-secondary"
            disabled={spinning}
            onClick={() => void autoplay()}
          >
            {t`Start autoplay`}
          </button>
        )}
      </fieldset>
      <details className="fair-panel">
        <summary>{t`Paytable`}</summary>
        <table className="game-table">
          <caption>{t`Pays per line bet for 3, 4 and 5 in a row from the left`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Symbol`}</th>
              <th scope="col">3</th>
              <th scope="col">4</th>
              <th scope="col">5</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(FRUIT_FIESTA.pays).map(([s, pays]) => (
              <tr key={s}>
                <th scope="row" className="pay-symbol">
                  <SymbolIcon symbol={s as SlotSymbol} />
                  {name(s as SlotSymbol)}
                </th>
                <td>{pays![3]}×</td>
                <td>{pays![4]}×</td>
                <td>{pays![5]}×</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="fair-note">
          {t`Wild replaces every symbol but Scatter. 3, 4 or 5 Scatters anywhere pay 2, 10 or 50 times the total bet and give 10, 15 or 20 free spins where every win is tripled.`}
        </p>
      </details>
      {last && <p className="fair-note">{t`Last round: ${last.round_id}, nonce ${last.nonce}`}</p>}
      <FairnessPanel version={version} />
    </section>
  );
}
