/**
 * What the popup knows of a kind of session, in two parts: its entry (small and static, in the
 * registry: its key, what it is called, where it is stored, its drafts) and its kind (loaded on first
 * use: its engine, a fresh session, its pad, its table, its result line), so that the popup's first
 * view carries no engine and no pad.
 */
import type { ComponentType } from 'preact';
import type { Engine, KeptKind, KeptSession, Session } from '../../core/index';
import { createKeeper, type Keeper } from '../lib/keeper';
import type { SessionTable } from '../lib/session-rows';
import type { EditDrafts } from '../storage/drafts';
import type { Options } from '../storage/items';
import type { LocalItem } from '../storage/local-item';
import { t } from '../words/index';
import type { Standing } from './name-totals';

/**
 * What a kind of session is called, in every place that names it: getters, worded in the language shown
 * each time they are read (read them in render, never at a module's top level). A sentence that names a
 * kind takes its key (`{kind, select, rubber {…} …}`), so that each language words it with its gender.
 */
export interface KindLabel {
  /** Its tab, where it has one of its own (a team match lives in the IMPs tab). */
  readonly tab?: string;
  /** A page's title, a History row's first word: `Rubber`. */
  readonly title: string;
  /** In a sentence, where a language needs no article or gender for it: `rubber`, `Bugger game`. */
  readonly called: string;
}

/** The tab a kind is played in: its own, or IMPs for a team match, which has none. */
export const roomOf = (entry: KindEntry): string => entry.label.tab ?? t('imps.tab');

/** A kind as the registry lists it: what the popup needs before it loads the kind's engine. */
export interface KindEntry {
  readonly key: KeptKind;
  readonly label: KindLabel;
  /** Where its session in play is stored. */
  readonly item: LocalItem<unknown>;
  /** The rest of the kind, with its engine: loaded on first use. */
  load(): Promise<Kind>;
  /** Its tab's view, where it has a tab of its own: loaded when the tab is first shown. */
  view?(): Promise<ComponentType<{ options: Options }>>;
}

/** The rest of a kind of session: its engine, and everything derived by replaying its events. */
// biome-ignore lint/suspicious/noExplicitAny: a kind's engine, whatever its settings, events and state.
export interface Kind<S = any, E = any, St = any> {
  readonly entry: KindEntry;
  readonly engine: Engine<S, E, St>;
  /** Its view's half-typed fields, by what each holds: the name of each draft (`draft:<name>`). */
  readonly drafts: { readonly [field: string]: string };
  /** Where its view keeps a change to an earlier event, if it changes them. */
  readonly edit?: EditDrafts;
  /** A new session from the options, or null when one needs more than the options (its players). */
  fresh(options: Options): Session<S, E> | null;
  /** The printed table's caption: `Hand by hand` (a getter, worded when read). */
  readonly caption: string;
  /** Who a kept entry's `names` name, in its order (a Bugger game and a match name theirs in the settings). */
  readonly named: readonly string[];
  finished(state: St): boolean;
  /** The totals and, once played out, who won: `Ann & Bob 620, They 150; Ann & Bob win by 470`. */
  result(state: St, names: readonly string[]): string;
  /**
   * Each named player's or pair's part in the game, once it is finished (none before): what History's
   * totals by name add up. A kind whose sides are not named by players (a team match) has none.
   */
  standings?(state: St, names: readonly string[]): readonly Standing[];
  /**
   * The pad, read-only: the pads take a pick affordance only where a keeper edits them. `names` are the
   * kept ones, as `named` orders them: a pad of two columns heads each with its side's players.
   */
  readonly Pad: ComponentType<{ state: St; events: readonly unknown[]; names?: readonly string[] }>;
  /** Its rows for the CSV file and the print page; `names` head the columns of the sides they name. */
  table(state: St, events: readonly unknown[], names: readonly string[]): SessionTable;
  /**
   * Whether a session not yet played holds what a player set up; by default, the names typed for it
   * (a pad whose settings are the options holds nothing else).
   */
  setUp?(kept: KeptSession): boolean;
  /** Whether its view holds typed text not yet in the session (a match's cells that do not read). */
  typed?(): Promise<boolean>;
  /**
   * What an earlier build of the kind left under its own keys, made its session in play before a backup
   * reads it or an import fills its slot, as opening its view would (a match's four-board sheet).
   */
  adopt?(): Promise<void>;
}

/** The keeper of a kind's session in play, stored under its item (or another, for a test). */
export const keeperOf = <S, E, St>(
  kind: Kind<S, E, St>,
  options: Options,
  item: LocalItem<unknown> = kind.entry.item,
): Keeper<S, E, St> =>
  createKeeper(item, {
    key: kind.entry.key,
    engine: kind.engine,
    fresh: () => kind.fresh(options),
  });
