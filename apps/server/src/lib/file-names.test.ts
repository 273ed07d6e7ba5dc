import { describe, expect, it } from 'vitest';
import { contentDisposition, safeDownloadName, servedContentType } from './file-names';

const PDF = 'application/pdf';

describe('safeDownloadName', () => {
  it('takes the extension from the detected type, never from the name', () => {
    expect(safeDownloadName('evil.html', PDF)).toBe('evil.pdf');
    expect(safeDownloadName('degree.pdf', PDF)).toBe('degree.pdf');
    expect(safeDownloadName('scan.JPEG', 'image/jpeg')).toBe('scan.jpg');
    expect(safeDownloadName('card', 'image/png')).toBe('card.png');
    expect(safeDownloadName('report.v2.final.exe', PDF)).toBe('report.v2.final.pdf');
    expect(safeDownloadName('evil..html', PDF)).toBe('evil.pdf');
    // A type the server never stores gets no executable or viewable extension.
    expect(safeDownloadName('page.html', 'text/html')).toBe('page.bin');
  });

  it('removes bidi controls, so a name cannot display another extension', () => {
    expect(safeDownloadName('invoice\u202Efdp.exe', PDF)).toBe('invoicefdp.pdf');
    const bidi = ['\u200E', '\u200F', '\u061C', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E'];
    const isolates = ['\u2066', '\u2067', '\u2068', '\u2069'];
    for (const control of [...bidi, ...isolates]) {
      expect(safeDownloadName(`a${control}b.pdf`, PDF), escape(control)).toBe('ab.pdf');
    }
  });

  it('removes control and other invisible format characters', () => {
    expect(safeDownloadName('a\u0000b\u0001c\u001b\u007f\u0080\u009bd.pdf', PDF)).toBe('abcd.pdf');
    // Zero-width space and joiner, word joiner, BOM, soft hyphen, a tag character.
    expect(safeDownloadName('a\u200Bb\u200Dc\u2060d\uFEFFe\u00ADf\u{E0041}g.pdf', PDF)).toBe('abcdefg.pdf');
    // A lone surrogate could not even be percent-encoded for the header.
    expect(safeDownloadName('a\uD800b.pdf', PDF)).toBe('ab.pdf');
  });

  it('turns line breaks and runs of spaces into one space, and trims', () => {
    expect(safeDownloadName('  two\nlines\r\n\tand\u2028more   .pdf ', PDF)).toBe('two lines and more.pdf');
  });

  it('keeps only the last part of a path, whichever separator it uses', () => {
    expect(safeDownloadName('C:\\Users\\ada\\degree.pdf', PDF)).toBe('degree.pdf');
    expect(safeDownloadName('../../etc/passwd', PDF)).toBe('passwd.pdf');
    expect(safeDownloadName('folder\uFF0Fdegree.pdf', PDF)).toBe('degree.pdf');
    expect(safeDownloadName('folder\u2215degree.pdf', PDF)).toBe('degree.pdf');
    expect(safeDownloadName('a\u202E/b.pdf', PDF)).toBe('b.pdf');
  });

  it('replaces characters Windows refuses in a name', () => {
    expect(safeDownloadName('a"b<c>d:e|f?g*h.pdf', PDF)).toBe('a_b_c_d_e_f_g_h.pdf');
  });

  it('falls back to "document" when nothing printable is left, and hides no dot-files', () => {
    expect(safeDownloadName('', PDF)).toBe('document.pdf');
    expect(safeDownloadName(undefined, 'image/png')).toBe('document.png');
    expect(safeDownloadName('\u202E\u0000 ', PDF)).toBe('document.pdf');
    expect(safeDownloadName('.htaccess', PDF)).toBe('document.pdf');
    expect(safeDownloadName('..', PDF)).toBe('document.pdf');
    expect(safeDownloadName('...hidden.pdf', PDF)).toBe('hidden.pdf');
  });

  it('bounds the length without splitting a character', () => {
    const long = safeDownloadName(`${'a'.repeat(1000)}.pdf`, PDF);
    expect(long).toBe(`${'a'.repeat(100)}.pdf`);
    const emoji = safeDownloadName(`${'😀'.repeat(300)}.png`, 'image/png');
    expect(Array.from(emoji)).toHaveLength(104);
    expect(() => encodeURIComponent(emoji)).not.toThrow();
  });

  it('keeps letters of every script, composed (NFC)', () => {
    expect(safeDownloadName('Résumé – 学位证书.pdf', PDF)).toBe('Résumé – 学位证书.pdf');
    expect(safeDownloadName('cafe\u0301.pdf', PDF)).toBe('caf\u00e9.pdf');
  });

  it('gives the same answer when applied again, so stored and served names agree', () => {
    for (const name of ['evil.html', 'invoice\u202Efdp.exe', `${'😀'.repeat(300)}.png`, ' a..b. ', 'x/y\\z.jpeg']) {
      const once = safeDownloadName(name, 'image/jpeg');
      expect(safeDownloadName(once, 'image/jpeg')).toBe(once);
    }
  });
});

describe('safeDownloadName, asked again', () => {
  it('answers a name it has seen as it did the first time, each type apart, past its memory too', () => {
    expect(safeDownloadName('evil.html', 'application/pdf')).toBe('evil.pdf');
    expect(safeDownloadName('evil.html', 'image/png')).toBe('evil.png');
    expect(safeDownloadName('evil.html', 'application/pdf')).toBe('evil.pdf');
    expect(safeDownloadName(undefined, 'image/jpeg')).toBe('document.jpg');
    expect(safeDownloadName('', 'image/jpeg')).toBe('document.jpg');
    // More names than it remembers: it forgets, and keeps answering by the rule.
    for (let i = 0; i < 2500; i++)
      expect(safeDownloadName(`a/scan ${i}\u202E.pdf`, 'application/pdf')).toBe(`scan ${i}.pdf`);
    expect(safeDownloadName('evil.html', 'image/png')).toBe('evil.png');
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact name in RFC 5987 form', () => {
    expect(contentDisposition('degree.pdf')).toBe(`inline; filename="degree.pdf"; filename*=UTF-8''degree.pdf`);
    expect(contentDisposition('Résumé (1).pdf')).toBe(
      `inline; filename="Resume (1).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%281%29.pdf`,
    );
    expect(contentDisposition('学位.pdf')).toBe(`inline; filename="__.pdf"; filename*=UTF-8''%E5%AD%A6%E4%BD%8D.pdf`);
  });

  it('cannot be broken out of, whatever it is given', () => {
    const header = contentDisposition('a"b\\c%41\r\nX-Evil: 1;\u202E\'*.pdf');
    const [, fallback] = header.match(/filename="([^"]*)"/) ?? [];
    expect(fallback).toBe("a_b_c_41__X-Evil: 1;_'*.pdf");
    expect(header).toMatch(/^inline; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]*$/);
  });
});

describe('servedContentType', () => {
  it('serves only the types uploads are checked against, anything else as opaque bytes', () => {
    expect(servedContentType('application/pdf')).toBe('application/pdf');
    expect(servedContentType('image/png')).toBe('image/png');
    expect(servedContentType('image/jpeg')).toBe('image/jpeg');
    expect(servedContentType('text/html')).toBe('application/octet-stream');
  });
});
