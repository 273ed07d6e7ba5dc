export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

// http(s) only: a `javascript:` or `data:` text in a message stays text. Trailing punctuation ends a sentence,
// not the address.
const url = /\bhttps?:\/\/[^\s<>"']+/g;
const trailing = /[.,;:!?)\]]+$/;

/**
 * A plain-text message as HTML for the dev mailbox page: every web address a link a newcomer can click (the
 * sign-up, invitation and reset links), everything else escaped.
 */
export function linkedMailText(text: string): string {
  let html = '';
  let from = 0;
  for (const match of text.matchAll(url)) {
    const address = match[0].replace(trailing, '');
    html += escapeHtml(text.slice(from, match.index));
    html += `<a href="${escapeHtml(address)}">${escapeHtml(address)}</a>`;
    from = match.index + address.length;
  }
  return html + escapeHtml(text.slice(from));
}
