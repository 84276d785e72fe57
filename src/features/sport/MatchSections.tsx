import { ChevronRightIcon } from '../../ui/icons';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Match } from '../../../core/contract';
import type { MatchesParams } from '../../../workers/topics';
import { setTopicActive, useVisibleMatches } from '../../platform/engine-bridge';
import type { OddsFormat } from '../../app/stores/settings';
import { useDateLabel } from './date-format';
import { RecordCard } from './MatchCard';
import type { RecordSource } from '../../platform/topic-view';
import {
  autoExpand,
  columnRuns,
  dayName,
  groupMatches,
  INITIAL_EXPAND,
  LIVE_SECTION,
  toggleSection,
  type ColumnKind,
  type MatchSection,
  type MatchSlot,
} from './match-sections';

interface Props {
  params: MatchesParams;
  /** The list's view of its matches (homeListView): the same array while ticks change only odds. */
  slots: MatchSlot[];
  /** Each card reads its own match here (engine-bridge useMatchList). */
  matches: RecordSource<Match>;
  oddsFormat: OddsFormat;
  locale: string;
  /** The Live tab opens only its live section (SPEC §2). */
  liveTab: boolean;
}

/**
 * The match list as collapsible sections (SPEC §2): 'Live now', then the upcoming matches by day. A closed
 * section renders no cards, so its matches are not on screen for the 2 s odds refresh; with every section
 * closed the list's polling stops (SPEC §4 active toggle) until one opens again. It renders from the
 * matches' slots (id, status, begin time, column), so an odds tick renders only the cards, not the sections.
 */
export function MatchSections({ params, slots, matches, oddsFormat, locale, liveTab }: Props) {
  const { t } = useLingui();
  const sections = useMemo(() => groupMatches(slots), [slots]);
  const observe = useVisibleMatches(params);
  const [stored, setExpand] = useState(INITIAL_EXPAND);
  const expand = autoExpand(
    stored,
    sections.map((s) => s.key),
    liveTab,
  );
  // New sections are opened while rendering (React's "adjusting state when a prop changes"): no frame shows
  // a new day closed before an effect opens it.
  if (expand !== stored) setExpand(expand);
  const toggle = useCallback((key: string) => setExpand((s) => toggleSection(s, key)), []);

  const anyOpen = sections.some((s) => expand.expanded.has(s.key));
  const idle = sections.length > 0 && !anyOpen;
  const { tab_key, league_id } = params;
  useEffect(() => {
    const scope = league_id === undefined ? { tab_key } : { tab_key, league_id };
    setTopicActive('matches', scope, !idle);
    return () => setTopicActive('matches', scope, true);
  }, [idle, tab_key, league_id]);

  const upcomingAt = sections.findIndex((s) => s.key !== LIVE_SECTION);
  return (
    <>
      {sections.map((section, i) => (
        <Section
          key={section.key}
          section={section}
          open={expand.expanded.has(section.key)}
          toggle={toggle}
          before={i === upcomingAt ? <h2 className="match-group-title">{t`Upcoming`}</h2> : null}
          matches={matches}
          oddsFormat={oddsFormat}
          locale={locale}
          observe={observe}
        />
      ))}
    </>
  );
}

function Section({
  section,
  open,
  toggle,
  before,
  matches,
  oddsFormat,
  locale,
  observe,
}: {
  section: MatchSection;
  matches: RecordSource<Match>;
  open: boolean;
  toggle(key: string): void;
  before: React.ReactNode;
  oddsFormat: OddsFormat;
  locale: string;
  observe: (el: Element | null) => (() => void) | undefined;
}) {
  const { t } = useLingui();
  const id = useId();
  const live = section.key === LIVE_SECTION;
  const name = live ? null : dayName(section.day!, Date.now());
  const dayLabel = useDateLabel(name?.kind === 'date' ? name.at : null, locale, 'day');
  const title = !name
    ? t`Live now`
    : name.kind === 'today'
      ? t`Today`
      : name.kind === 'tomorrow'
        ? t`Tomorrow`
        : dayLabel;
  const Heading = live ? 'h2' : 'h3';
  return (
    <>
      {before}
      <section className="match-section" aria-labelledby={`${id}-head`}>
        <Heading className="match-section-title">
          <button
            type="button"
            id={`${id}-head`}
            className={live ? 'match-section-toggle match-section-live' : 'match-section-toggle'}
            aria-expanded={open}
            aria-controls={`${id}-body`}
            onClick={() => toggle(section.key)}
          >
            {live && <span className="live-dot" aria-hidden="true" />}
            <span className="match-section-name">{title}</span>
            <span className="match-section-count">{section.matches.length}</span>
            <ChevronRightIcon className="match-section-chevron" width="18" height="18" aria-hidden="true" />
          </button>
        </Heading>
        <div id={`${id}-body`} hidden={!open}>
          {open &&
            columnRuns(section.matches).map((run) => (
              <div key={`${run.kind}-${run.matches[0]!.id}`} className="match-run">
                <ColumnHeader kind={run.kind} />
                {run.matches.map((slot) => (
                  <RecordCard
                    key={slot.id}
                    id={slot.id}
                    matches={matches}
                    oddsFormat={oddsFormat}
                    locale={locale}
                    observe={observe}
                  />
                ))}
              </div>
            ))}
        </div>
      </section>
    </>
  );
}

/** SPEC §2 column header over the odds: Over/Under, 1 x 2 (a draw is possible) or Winner. */
function ColumnHeader({ kind }: { kind: ColumnKind }) {
  const { t } = useLingui();
  const label = kind === 'total' ? t`Over/Under` : kind === 'draw' ? t`1 x 2` : t`Winner`;
  return <div className="match-columns">{label}</div>;
}
