/** A team match's engine, fresh match, summary, sheet and table: loaded with the IMPs tab, History or a print. */
import {
  DEFAULT_TEAM_MATCH,
  newSession,
  type TeamMatchEvent,
  type TeamMatchSettings,
  type TeamMatchState,
  teamMatchEngine,
} from '../../../core/index';
import type { Keeper } from '../../lib/keeper';
import { DEFAULT_OPTIONS } from '../../storage/items';
import type { LocalItem } from '../../storage/local-item';
import { t } from '../../words/index';
import { type Kind, keeperOf } from '../kind';
import { match } from './entry';
import { MatchPad } from './MatchPad';
import { CELL_DRAFTS, matchSummary, readCellDrafts } from './match';
import { adoptLeftSheet } from './old-sheet';
import { matchTable } from './table';

export const kind = {
  entry: match,
  engine: teamMatchEngine,
  drafts: {
    cells: CELL_DRAFTS,
    boards: 'match-boards',
    first: 'match-first',
    teamA: 'match-team-a',
    teamB: 'match-team-b',
  },
  fresh: () => newSession(teamMatchEngine, DEFAULT_TEAM_MATCH),
  get caption() {
    return t('match.caption');
  },
  named: [],
  finished: (state) => state.finished,
  result: (state) => matchSummary(state),
  Pad: (props) => <MatchPad state={props.state} />,
  table: (state) => matchTable(state),
  // Its length, first board or team names: anything but a fresh match's settings.
  setUp: (kept) => JSON.stringify(kept.session.settings) !== JSON.stringify(DEFAULT_TEAM_MATCH),
  typed: async () => Object.keys(await readCellDrafts()).length > 0,
  adopt: adoptLeftSheet,
} satisfies Kind<TeamMatchSettings, TeamMatchEvent, TeamMatchState>;

export type MatchKeeper = Keeper<TeamMatchSettings, TeamMatchEvent, TeamMatchState>;

export const matchKeeper = (item?: LocalItem<unknown>): MatchKeeper => keeperOf(kind, DEFAULT_OPTIONS, item);
