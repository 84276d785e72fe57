-- The SQL of one single-bet placement (the session check, server/bets/place.ts placeWithCash), for pgbench, in
-- the server's order: the session check, the selection read, then the stake, the order and its legs in ONE
-- statement (server/ledger/stake-statement.ts around server/bets/insert-orders.ts orderCtes; one statement is
-- its own transaction, so there is no begin/commit). The server looks the idempotency key up only when a
-- placement does not go through, so a new bet has no key look-up here either.
-- Each client bets as its own players (base + client_id + conns * k, as the HTTP round's connections), with a
-- fresh idempotency key per bet. No colon inside a string literal: pgbench would take it for a variable
-- (hence chr(58)).
\set uid :base + :client_id + :conns * random(0, :per - 1)
\set r random(1, 1000000000000)
\set shard random(0, :shards - 1)
-- The session check every API call makes (server/accounts/sessions.ts resolveSession; by uid here, as
-- pgbench has no per-client token: the same one-row unique-index look-up and join, the same columns).
-- The selection read carries the player's two columns as server/bets/placement-read.ts reads them.
select s.id, s.public_id, s.uid, s.smid, s.cv, s.hv, s.av, s.expires_at, s.last_seen_at
from sessions s join users u on u.id = s.uid
where s.uid = :uid and s.revoked_at is null and u.deletion_requested_at is null and s.expires_at > now()
  and s.last_seen_at > now() - interval '30 days' limit 1;
select m.id as match_id, mk.id as market_id, o.outcome_type as ty, o.name as option_name,
  o.odds_milli, o.locked, mk.market_type, mk.line, mk.status as ss, m.status as ms, m.sport_id,
  (extract(epoch from m.begin_at) * 1000)::bigint as begin_ms, m.home_score, m.away_score,
  th.name as home, ta.name as away, l.name as league,
  exists (select 1 from rg_players r
          where r.uid = :uid and (r.exclusion_kind is not null or r.limits <> '{}'::jsonb)) as rg_gate,
  (select b.rules from player_bonuses b
   where b.uid = :uid and b.state = 1 and b.currency = 'BRL' limit 1) as bonus
from markets mk
join matches m on m.id = mk.match_id
join options o on o.market_id = mk.id
join teams th on th.id = m.home_team_id
join teams ta on ta.id = m.away_team_id
join leagues l on l.id = m.league_id
where mk.id = any(array[:market]::int[]);
-- The stake, the order and its legs in one statement.
with ledger_debit as (
  update ledger_accounts set balance = balance - :stake::bigint
  where owner_uid = :uid and kind = 'cash' and currency = 'BRL' and shard = 0
    and (allow_negative or balance - :stake::bigint >= 0)
  returning id
), o as (
  insert into bet_orders (uid, brand_id, key, seq, request_hash, kind, system_k, lines, currency,
    stake_per_line, stake, free_bet_id, potential_return, accept_odds, status, confirm_at, created_at)
  select * from (values (:uid::bigint, 'br'::text, ('pgb' || :client_id::text || 'x' || :r::text)::text, 0::smallint,
    'bench-hash'::text, 'single_bet'::text, null::smallint, 1::int, 'BRL'::text, :stake::bigint, :stake::bigint,
    null::bigint, :ret::bigint, 'any'::text, 4::smallint, null::timestamptz, now()::timestamptz)) as v
  where exists (select 1 from ledger_debit)
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
), ledger_tx as (
  insert into ledger_transactions (key, kind, ref, meta)
  select 'bet' || chr(58) || 'stake' || chr(58) || :uid::text || chr(58) || 'pgb' || :client_id::text || 'x' || :r::text,
    'bet_stake', (select string_agg(id::text, ',' order by seq) from o), null
  where exists (select 1 from o)
  returning id
), ledger_credit as (
  insert into ledger_accounts (owner_uid, kind, currency, shard, balance, allow_negative)
  select 0, 'house_sports', 'BRL', :shard::smallint, :stake::bigint, true
  where exists (select 1 from ledger_tx)
  on conflict (owner_uid, kind, currency, shard)
    do update set balance = ledger_accounts.balance + excluded.balance
  returning id
), ledger_written as (
  insert into ledger_entries (tx_id, account_id, amount)
  select t.id, d.id, -(:stake::bigint) from ledger_tx t cross join ledger_debit d
  union all
  select t.id, c.id, :stake::bigint from ledger_tx t cross join ledger_credit c
  returning 1
)
select l.id as leg_id, l.order_id, o.seq, l.idx from l join o on o.id = l.order_id;
