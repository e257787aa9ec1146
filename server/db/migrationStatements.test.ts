// A migration's SQL is split at the semicolons between statements, never inside a dollar-quoted function body.
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, statements } from './migrations';

describe('statements', () => {
  it('splits plain statements and drops empty ones', () => {
    expect(statements('CREATE TABLE a (x INT);\n ALTER TABLE a ADD y INT ;;')).toEqual(['CREATE TABLE a (x INT)', 'ALTER TABLE a ADD y INT']);
  });

  it('keeps a function body whole, with the statements before and after it', () => {
    const sql =
      'CREATE TABLE v (n INT);\nCREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  UPDATE v SET n = n + 1;\n  RETURN ' +
      'NULL;\nEND\n$$;\nCREATE TRIGGER t AFTER UPDATE ON v FOR EACH STATEMENT EXECUTE FUNCTION f()';
    expect(statements(sql)).toEqual([
      'CREATE TABLE v (n INT)',
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  UPDATE v SET n = n + 1;\n  RETURN NULL;\nEND\n$$',
      'CREATE TRIGGER t AFTER UPDATE ON v FOR EACH STATEMENT EXECUTE FUNCTION f()',
    ]);
  });

  it('reads every migration without a dangling dollar quote', () => {
    for (const m of MIGRATIONS) for (const stmt of statements(m.sql)) expect((stmt.match(/\$\$/g) ?? []).length % 2, `${m.id}`).toBe(0);
  });
});
