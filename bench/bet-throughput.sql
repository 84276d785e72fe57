-- The SQL of one single-bet placement (the session check, server/bets/place.ts + server/ledger/ledger.ts), for
-- pgbench, in the server's order: the session check, then in one transaction the selection read, the order with
-- its legs and the ledger (its transaction row with the player's account, then the operator's shard with the
-- entries). The server looks the idempotency key up only when a placement does not go through, so a new bet
-- has no key look-up here either.
-- Each client bets as its own player (base + client_id), with a fresh idempotency key per bet. No colon
-- inside a string literal: pgbench would take it for a variable (hence chr(58)).
\set uid :base + (:client_id % :players)
\set r random(1, 1000000000000)
\set shard random(0, :shards - 1)
-- The session check every API call makes (server/accounts/sessions.ts resolveSession; by uid here, as
-- pgbench has no per-client token: the same one-row unique-index look-up and join, the same columns).
select s.id, s.public_id, s.uid, s.smid, s.cv, s.hv, s.av, s.expires_at, s.last_seen_at
from sessions s join users u on u.id = s.uid
where s.uid = :uid and s.revoked_at is null and u.deletion_requested_at is null and s.expires_at > now()
  and s.last_seen_at > now() - interval '30 days' limit 1;
begin;
select m.id as match_id, mk.id as market_id, o.outcome_type as ty, o.name as option_name,
  o.odds_milli, o.locked, mk.market_type, mk.line, mk.status as ss, m.status as ms, m.sport_id,
  (extract(epoch from m.begin_at) * 1000)::bigint as begin_ms, m.home_score, m.away_score,
  th.name as home, ta.name as away, l.name as league
from markets mk
join matches m on m.id = mk.match_id
join options o on o.market_id = mk.id
join teams th on th.id = m.home_team_id
join teams ta on ta.id = m.away_team_id
join leagues l on l.id = m.league_id
where mk.id = any(array[:market]::int[]);
-- The order and its legs in one statement (server/bets/insert-orders.ts).
with o as (
  insert into bet_orders (uid, brand_id, key, seq, request_hash, kind, system_k, lines, currency,
    stake_per_line, stake, free_bet_id, potential_return, accept_odds, status, confirm_at, created_at)
  values (:uid, 'br', 'pgb' || :client_id::text || 'x' || :r::text, 0, 'bench-hash', 'single_bet', null, 1, 'BRL',
    :stake, :stake, null, :ret, 'any', 4, null, now())
  on conflict do nothing
  returning id, seq
), l as (
  insert into bet_legs (order_id, idx, match_id, market_id, market_type, line, outcome_type,
    option_name, odds_milli, sport_id, match_name, league_name, begin_at)
  select o.id, v.idx, v.match_id, v.market_id, v.market_type, v.line, v.outcome_type, v.option_name,
    v.odds_milli, v.sport_id, v.match_name, v.league_name, v.begin_at
  from (values (0::smallint, 0::smallint, :match::int, :market::int, :mtype::int, null::text, :ty::smallint,
    'Home'::text, :odds::int, 1::int, 'Home vs Away'::text, 'League'::text, now()::timestamptz))
    as v(seq, idx, match_id, market_id, market_type, line, outcome_type, option_name, odds_milli, sport_id,
      match_name, league_name, begin_at)
  join o on o.seq = v.seq
  returning id, order_id, idx
)
select l.id as leg_id, l.order_id, o.seq, l.idx from l join o on o.id = l.order_id \gset
-- The ledger in two statements (server/ledger/ledger.ts postTransaction): its transaction row with the
-- first account in lock order (the player's), then the operator's shard, locked last, with the entries.
with t as (
  insert into ledger_transactions (key, kind, ref, meta)
  values ('bet' || chr(58) || 'stake' || chr(58) || :uid::text || chr(58) || 'pgb' || :client_id::text || 'x' || :r::text, 'bet_stake', :order_id::text, null)
  on conflict do nothing returning id
), a as (
  update ledger_accounts set balance = balance + (-(:stake::bigint))
  where owner_uid = :uid and kind = 'cash' and currency = 'BRL' and shard = 0
    and (allow_negative or balance + (-(:stake::bigint)) >= 0) and exists (select 1 from t)
  returning id
)
select (select id from t) as tx_id, (select id from a) as player_account \gset
with a as (
  update ledger_accounts set balance = balance + :stake::bigint
  where owner_uid = 0 and kind = 'house_sports' and currency = 'BRL' and shard = :shard
    and (allow_negative or balance + :stake::bigint >= 0)
  returning id
), e as (
  insert into ledger_entries (tx_id, account_id, amount)
  select :tx_id::bigint, coalesce(v.account_id, a.id), v.amount
  from (values (:player_account::bigint, -(:stake::bigint)), (null::bigint, :stake::bigint)) as v(account_id, amount)
    cross join a
  returning 1
)
select count(*) as n from e;
commit;
