/** Avatar initials: first letter of the first name, then of the last name (spec section 2, top bar). */
export function initials(firstName: string, lastName: string): string {
  const first = (name: string) => Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '';
  return `${first(firstName)}${first(lastName)}` || '?';
}
