import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { crashPointFromHmac } from '../../../core/games/crash';
import { diceRoll } from '../../../core/games/dice';
import { ROULETTE_POCKETS, rouletteColor } from '../../../core/games/roulette';
import { FRUIT_FIESTA, playSlotRound } from '../../../core/games/slot';
import { ticketDraws } from '../../../core/loyalty/raffle-draw';
import { packetDraw } from '../../../core/loyalty/red-packet';
import { WHEEL, spinSegment } from '../../../core/loyalty/wheel';
import { Page } from '../../ui/Page';
import { formatMultiplier } from './games-api';
import { hmacSha256, runFair, sha256Hex, webCryptoAvailable } from './verify';
import './games.css';

type Game = 'dice' | 'roulette' | 'slot' | 'crash' | 'vip_spin' | 'raffle' | 'red_packet';
const GAMES: Game[] = ['dice', 'roulette', 'slot', 'crash', 'vip_spin', 'raffle', 'red_packet'];
/** Ticket numbers listed for a raffle place: the winner is the first whose holder had not won yet. */
const RAFFLE_DRAWS = 10;

interface Outcome {
  hash: string;
  lines: string[];
}

/**
 * /game-verify: the player pastes the seeds and nonce of a round (or a crash game's hash and salt) and the
 * result is computed here, in the browser, with WebCrypto and the same game code the server runs.
 */
export default function VerifyPage() {
  const { t } = useLingui();
  const [query] = useSearchParams();
  const [game, setGame] = useState<Game>(
    GAMES.includes(query.get('game') as Game) ? (query.get('game') as Game) : 'dice',
  );
  const [serverSeed, setServerSeed] = useState(query.get('server_seed') ?? '');
  const [clientSeed, setClientSeed] = useState(query.get('client_seed') ?? '');
  const [nonce, setNonce] = useState(query.get('nonce') ?? '0');
  const [tickets, setTickets] = useState(query.get('tickets') ?? '');
  const [bounds, setBounds] = useState({ min: query.get('min') ?? '', max: query.get('max') ?? '' });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState('');
  const ids = {
    game: useId(),
    server: useId(),
    client: useId(),
    nonce: useId(),
    tickets: useId(),
    min: useId(),
    max: useId(),
  };
  const crash = game === 'crash';
  const raffle = game === 'raffle';
  const packet = game === 'red_packet';

  const verify = async (e?: FormEvent) => {
    e?.preventDefault();
    setError('');
    setOutcome(null);
    if (!webCryptoAvailable())
      return setError(t`This browser cannot compute HMAC here (a secure https page is needed).`);
    const n = Number(nonce);
    if (!serverSeed || !clientSeed || (!crash && (!Number.isInteger(n) || n < 0)))
      return setError(t`Fill in every field.`);
    try {
      const hash = await sha256Hex(serverSeed);
      if (crash) {
        const point = crashPointFromHmac(await hmacSha256(serverSeed, clientSeed));
        return setOutcome({
          hash,
          lines: [t`Crash point: ${formatMultiplier(point)}`, t`Previous game's hash: ${hash}`],
        });
      }
      if (game === 'dice') {
        const roll = await runFair(serverSeed, clientSeed, n, diceRoll);
        return setOutcome({ hash, lines: [t`Roll: ${(roll / 100).toFixed(2)}`] });
      }
      if (game === 'roulette') {
        const pocket = await runFair(serverSeed, clientSeed, n, (s) => s.int(ROULETTE_POCKETS));
        return setOutcome({ hash, lines: [t`Number: ${pocket} (${rouletteColor(pocket)})`] });
      }
      if (packet) {
        // A red packet (issue #17): the rain's seed, `${event}:${player}` and the packet's number.
        const min = Number(bounds.min);
        const max = Number(bounds.max);
        if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min < 0 || max < min || n < 1)
          return setError(t`Fill in every field.`);
        const prize = await runFair(serverSeed, clientSeed, n, (s) => packetDraw(s, { min, max }));
        return setOutcome({
          hash,
          lines: [
            t`Packet prize: ${(prize / 100).toFixed(2)}`,
            t`The pool left at the tap caps it: the last packets of a rain can pay less.`,
          ],
        });
      }
      if (raffle) {
        // The weekly raffle (issue #17): the raffle id and the place are the HMAC message's parts.
        const total = Number(tickets);
        if (!Number.isInteger(total) || total < 1 || n < 1) return setError(t`Fill in every field.`);
        const draws = await runFair(serverSeed, clientSeed, n, (s) => ticketDraws(s, total, RAFFLE_DRAWS));
        return setOutcome({
          hash,
          lines: [
            ...draws.map((ticket, i) => t`Draw ${i + 1}: ticket #${ticket}`),
            t`The place goes to the first ticket whose holder has not already won a place.`,
          ],
        });
      }
      if (game === 'vip_spin') {
        // The VIP wheel (issue #17): segments numbered clockwise from 1 at the top.
        const segment = await runFair(serverSeed, clientSeed, n, (s) => spinSegment(s));
        return setOutcome({ hash, lines: [t`Wheel segment: ${segment + 1} of ${WHEEL.length}`] });
      }
      const round = await runFair(serverSeed, clientSeed, n, (s) => playSlotRound(FRUIT_FIESTA, s));
      const rows = [0, 1, 2].map((row) => round.base.grid.map((col) => col[row]).join(' · '));
      return setOutcome({
        hash,
        lines: [
          t`Reel stops: ${round.base.stops.join(', ')}`,
          ...rows,
          t`Free spins: ${round.freeSpins.length}`,
          t`Total win: ${round.totalLineBets} line bets`,
        ],
      });
    } catch {
      setError(t`The result could not be computed. Check the values.`);
    }
  };

  // A link from the game history arrives filled in: verify at once.
  useEffect(() => {
    if (query.get('server_seed')) void verify();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Page title={t`Verify a round`}>
      <form className="game-panel game-verify" onSubmit={(e) => void verify(e)}>
        <p className="fair-note">
          {crash
            ? t`A crash game's point is HMAC-SHA256(game hash, salt). Hashing a game hash gives the previous game's hash, down to the terminal hash published before the first game.`
            : packet
              ? t`Paste the rain's revealed seed, the rain and player line and the packet's number. The prize is drawn in this browser with the same code the server uses.`
              : raffle
                ? t`Paste the raffle's revealed seed, its id, the place and the number of tickets in the draw. The tickets are drawn in this browser with the same code the server uses.`
                : t`Paste the revealed server seed, your client seed and the round's nonce. The result is computed in this browser with the same code the server uses.`}
        </p>
        <div className="game-field">
          <label htmlFor={ids.game} className="field-label">
            {t`Game`}
          </label>
          <select
            id={ids.game}
            className="game-input"
            value={game}
            onChange={(e) => setGame(e.target.value as Game)}
          >
            <option value="dice">Dice</option>
            <option value="roulette">Roulette</option>
            <option value="slot">Fruit Fiesta</option>
            <option value="crash">Crash</option>
            <option value="vip_spin">{t`VIP spin`}</option>
            <option value="raffle">{t`Weekly raffle`}</option>
            <option value="red_packet">{t`Red packet`}</option>
          </select>
        </div>
        <div className="game-field">
          <label htmlFor={ids.server} className="field-label">
            {crash ? t`Game hash` : t`Server seed`}
          </label>
          <input
            id={ids.server}
            className="game-input mono"
            value={serverSeed}
            onChange={(e) => setServerSeed(e.target.value.trim())}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <div className="game-field">
          <label htmlFor={ids.client} className="field-label">
            {crash ? t`Salt` : raffle ? t`Raffle` : packet ? t`Rain and player` : t`Client seed`}
          </label>
          <input
            id={ids.client}
            className="game-input mono"
            value={clientSeed}
            onChange={(e) => setClientSeed(e.target.value.trim())}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        {!crash && (
          <div className="game-field">
            <label htmlFor={ids.nonce} className="field-label">
              {raffle ? t`Place` : packet ? t`Packet` : t`Nonce`}
            </label>
            <input
              id={ids.nonce}
              className="game-input mono"
              inputMode="numeric"
              value={nonce}
              onChange={(e) => setNonce(e.target.value.trim())}
            />
          </div>
        )}
        {packet && (
          <>
            <div className="game-field">
              <label htmlFor={ids.min} className="field-label">
                {t`Smallest prize (cents)`}
              </label>
              <input
                id={ids.min}
                className="game-input mono"
                inputMode="numeric"
                value={bounds.min}
                onChange={(e) => setBounds((b) => ({ ...b, min: e.target.value.trim() }))}
              />
            </div>
            <div className="game-field">
              <label htmlFor={ids.max} className="field-label">
                {t`Largest prize (cents)`}
              </label>
              <input
                id={ids.max}
                className="game-input mono"
                inputMode="numeric"
                value={bounds.max}
                onChange={(e) => setBounds((b) => ({ ...b, max: e.target.value.trim() }))}
              />
            </div>
          </>
        )}
        {raffle && (
          <div className="game-field">
            <label htmlFor={ids.tickets} className="field-label">
              {t`Tickets in the draw`}
            </label>
            <input
              id={ids.tickets}
              className="game-input mono"
              inputMode="numeric"
              value={tickets}
              onChange={(e) => setTickets(e.target.value.trim())}
            />
          </div>
        )}
        <button type="submit" className="button button-primary game-main">
          {t`Verify`}
        </button>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        {outcome && (
          <section className="verify-out" aria-live="polite" data-testid="verify-result">
            <h2 className="game-section-title">{t`Result`}</h2>
            <p className="fair-note">
              {crash
                ? t`SHA-256 of the game hash:`
                : t`SHA-256 of the server seed (compare with the hash shown before play):`}{' '}
              <span className="mono">{outcome.hash}</span>
            </p>
            <ul className="verify-lines">
              {outcome.lines.map((l, i) => (
                <li key={i} className="mono">
                  {l}
                </li>
              ))}
            </ul>
          </section>
        )}
      </form>
    </Page>
  );
}
