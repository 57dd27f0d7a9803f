import { describe, expect, it } from 'vitest';
import {
  DrillPathError,
  drillInto,
  joinFilteredDrillPath,
  moveUp,
  parseDrillPath,
  splitFilteredDrillPath,
} from './drill-path.ts';

describe('drill path', () => {
  it('moving up removes the last segment', () => {
    expect(moveUp(['org', 'all', 'north', 'oulu'])).toEqual(['org', 'all', 'north']);
  });

  it('moving up keeps two segments', () => {
    expect(moveUp(['org', 'all'])).toEqual(['org', 'all']);
    expect(moveUp(moveUp(moveUp(['org', 'all', 'north'])))).toEqual(['org', 'all']);
  });

  it('needs a view and a root unit', () => {
    expect(() => parseDrillPath('org')).toThrow(DrillPathError);
    expect(() => parseDrillPath('org,,x')).toThrow(DrillPathError);
    expect(parseDrillPath('org,all,north')).toEqual(['org', 'all', 'north']);
  });

  it('drilling appends a unit and refuses separators in its name', () => {
    expect(drillInto(['org', 'all'], 'north')).toEqual(['org', 'all', 'north']);
    expect(() => drillInto(['org', 'all'], 'a,b')).toThrow(DrillPathError);
    expect(() => drillInto(['org', 'all'], '')).toThrow(DrillPathError);
  });

  it('a filtered drill path is the drill path, ";" and the filter token', () => {
    expect(splitFilteredDrillPath('org,all;a=1*2;b=3')).toEqual({
      drillPath: 'org,all',
      filterToken: 'a=1*2;b=3',
    });
    expect(splitFilteredDrillPath('org,all')).toEqual({ drillPath: 'org,all', filterToken: '' });
    expect(joinFilteredDrillPath('org,all', '')).toBe('org,all');
    expect(joinFilteredDrillPath('org,all', 'a=1')).toBe('org,all;a=1');
  });
});
