/**
 * `<input type="button|submit|reset">` draws a push button labelled by its `value` (or the
 * browser's default label for submit/reset). It has no form behaviour worth keeping on a
 * builder page, so it is exported as a native button widget, not an HTML fallback.
 * Returns the label, or undefined when the input is not a labelled push button.
 */
export function inputButtonLabel(attrs: Record<string, string>): string | undefined {
  const type = (attrs.type ?? '').trim().toLowerCase();
  if (type !== 'button' && type !== 'submit' && type !== 'reset') return undefined;
  // Chromium's defaults for a missing value; an explicit empty value draws an empty button.
  const label = attrs.value ?? (type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : '');
  return label.trim() ? label : undefined;
}
