// The core's public API as core/index.ts groups it: a namespace an area, holding everything public
// there, and the flat names the faces and the README use, each the same value as in its namespace.
import { describe, expect, it } from 'vitest';
import * as core from '../../core/index';

const NAMESPACES = [
  'base',
  'i18n',
  'hand',
  'table',
  'pbn',
  'results',
  'movements',
  'solver',
  'sessions',
  'rubber',
  'chicago',
  'bugger',
  'teamMatch',
  'progressive',
  'teams',
] as const;
// Kept for one release under their old names: not in any namespace.
const DEPRECATED = [
  'loadRubber',
  'loadChicago',
  'loadBugger',
  'loadProgressive',
  'readNumber',
  'readDecimal',
  'readHandRow',
];

const api = core as unknown as Record<string, unknown>;
const spaces = NAMESPACES.map((name) => api[name] as Record<string, unknown>);

describe('the public API, grouped', () => {
  it('has a namespace an area, each holding functions or values', () => {
    for (const [i, space] of spaces.entries()) {
      expect(typeof space, NAMESPACES[i]).toBe('object');
      expect(Object.keys(space).length, NAMESPACES[i]).toBeGreaterThan(2);
    }
  });

  it('offers each flat name in a namespace too, as the same value', () => {
    const flat = Object.keys(api).filter(
      (name) => !(NAMESPACES as readonly string[]).includes(name) && !DEPRECATED.includes(name),
    );
    expect(flat.length).toBeGreaterThan(50);
    const homeless = flat.filter((name) => !spaces.some((space) => name in space && space[name] === api[name]));
    expect(homeless).toEqual([]);
  });

  it('keeps the names of earlier releases working, outside the namespaces', () => {
    for (const name of DEPRECATED) {
      expect(typeof api[name], name).toBe('function');
      expect(spaces.some((space) => name in space)).toBe(false);
    }
  });

  it('reaches a kind of session through the generic API with its engine', () => {
    const fresh = core.rubber.newRubber();
    const added = core.sessions.addEvent(core.rubber.rubberEngine, fresh, { type: 'passed-out' });
    expect(added).toMatchObject({ ok: true, value: { state: { hands: [{ hand: 1 }] } } });
  });
});
