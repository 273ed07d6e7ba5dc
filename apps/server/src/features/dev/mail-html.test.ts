import { describe, expect, it } from 'vitest';
import { linkedMailText } from './mail-html';

describe('the dev mailbox text as HTML', () => {
  it('makes every web address a link and leaves the sentence around it', () => {
    expect(linkedMailText('Open http://localhost:3000/signup/staff?invitation=a1&x=2. Thanks')).toBe(
      'Open <a href="http://localhost:3000/signup/staff?invitation=a1&amp;x=2">' +
        'http://localhost:3000/signup/staff?invitation=a1&amp;x=2</a>. Thanks',
    );
    expect(linkedMailText('Two: https://a.test/x, (https://b.test/y)')).toBe(
      'Two: <a href="https://a.test/x">https://a.test/x</a>, (<a href="https://b.test/y">https://b.test/y</a>)',
    );
  });

  it('escapes everything else, and links no other scheme', () => {
    expect(linkedMailText('<script>alert(1)</script> javascript:alert(1) "q" & \'s\'')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; javascript:alert(1) &quot;q&quot; &amp; &#39;s&#39;',
    );
    expect(linkedMailText('https://x.test/"><img src=x onerror=alert(1)>')).toBe(
      '<a href="https://x.test/">https://x.test/</a>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;',
    );
  });
});
