import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

function numbers() {
  const sqlite = new SQLite(':memory:');
  sqlite.exec('create table n (v integer)');
  sqlite.prepare('insert into n (v) values (1), (2), (3)').run();
  return sqlite;
}

describe('withStatementCache', () => {
  it('compiles a statement once and hands the same one back', () => {
    const db = withStatementCache(numbers());
    const first = db.prepare('select v from n order by v');
    expect(db.prepare('select v from n order by v')).toBe(first);
    expect(first.all([])).toEqual([{ v: 1 }, { v: 2 }, { v: 3 }]);
  });

  it('runs the same query while an earlier run is still being iterated (a streamed export)', () => {
    const db = withStatementCache(numbers());
    const streaming = db.prepare('select v from n order by v').iterate([]);
    expect(streaming.next().value).toEqual({ v: 1 });
    // Without a fresh statement, better-sqlite3 would throw "This statement is busy executing a query".
    expect(db.prepare('select v from n order by v').all([])).toHaveLength(3);
    expect([...streaming]).toEqual([{ v: 2 }, { v: 3 }]);
  });

  it('keeps at most its limit, dropping the least recently used', () => {
    const db = withStatementCache(numbers(), 2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a);
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
  });
});
