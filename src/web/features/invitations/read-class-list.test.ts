import { describe, expect, it } from 'vitest';
import { readClassList } from './read-class-list';

describe('readClassList', () => {
  it('reads a UTF-8 list as it is, byte-order mark left out', async () => {
    const file = new File(['\ufeffΌνομα;Επώνυμο\nΜαρία;Γεωργίου'], 'list.csv', { type: 'text/csv' });
    expect(await readClassList(file)).toBe('Όνομα;Επώνυμο\nΜαρία;Γεωργίου');
  });

  it("reads a list a Greek Excel saved as plain CSV (Windows' Greek code page) with its Greek letters", async () => {
    // "Όνομα;Επώνυμο" in windows-1253.
    const bytes = new Uint8Array([188, 237, 239, 236, 225, 59, 197, 240, 254, 237, 245, 236, 239]);
    expect(await readClassList(new File([bytes], 'list.csv'))).toBe('Όνομα;Επώνυμο');
  });
});
