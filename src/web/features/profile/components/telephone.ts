/**
 * What a telephone field keeps of what is typed or pasted: digits and spaces, with one "+"
 * at the start, exactly what the server accepts (the input is numeric). Letters and other
 * signs never appear, so nobody types a number the server then refuses.
 */
export function onlyTelephoneCharacters(value: string): string {
  const plus = value.trimStart().startsWith('+') ? '+' : '';
  return plus + value.replace(/[^0-9 ]/g, '').replace(/^ +/, plus ? '' : '');
}
