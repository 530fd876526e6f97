// Form state lives in properties (value, checked, selected) that the markup does not show;
// the snapshot writes it into attributes so it renders what the visitor saw.
import type { Attributes } from './attributes.ts';

const NO_VALUE_TYPES = new Set(['file', 'image', 'submit', 'reset', 'button']);

export function freezeInputState(input: HTMLInputElement, attrs: Attributes): void {
  const type = input.type;
  if (type === 'checkbox' || type === 'radio') {
    if (input.checked) attrs.set('checked', '');
    else attrs.delete('checked');
    return;
  }
  if (type === 'password') {
    // A typed password must never leave the visitor's browser.
    attrs.delete('value');
    return;
  }
  if (!NO_VALUE_TYPES.has(type)) attrs.set('value', input.value);
}

export function freezeOptionState(option: HTMLOptionElement, attrs: Attributes): void {
  if (option.selected) attrs.set('selected', '');
  else attrs.delete('selected');
}

/** The textarea's current text; the parser drops one leading newline, so one is added back. */
export function textareaText(textarea: HTMLTextAreaElement): string {
  const value = textarea.value;
  return value.startsWith('\n') ? '\n' + value : value;
}
