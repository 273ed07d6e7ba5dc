import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUSES, isDocumentStatus } from './vocabulary';

describe('the words of a request', () => {
  it('knows a status from anything an address bar may hold', () => {
    for (const status of DOCUMENT_STATUSES) expect(isDocumentStatus(status)).toBe(true);
    for (const other of ['', 'Verified', 'verified ', 'toString', undefined, null, 1, ['verified']]) {
      expect(isDocumentStatus(other)).toBe(false);
    }
  });
});
