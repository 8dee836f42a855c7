/**
 * A value written into an inline script's text (the player's early loader, the Intl warm-up): its
 * JSON, with '<' escaped, so the text can never close its <script> element.
 */
export function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
