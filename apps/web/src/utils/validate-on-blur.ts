import type { UseFormInput } from '@mantine/form';

/*
 * A mouse press on a link blurs the field first. Validating right then shows the field's error
 * line, which pushes the link down before the button is released, and the click lands on
 * nothing (issue 15: "Having trouble?" and "Have a promo code?" lost their first click). So
 * while a press is under way the field is validated only once the press has ended and its
 * click has been delivered; Tab and touch-free blurs validate at once, as before.
 */

let pressed = false;
const afterPress: Array<() => void> = [];

function release() {
  pressed = false;
  if (afterPress.length === 0) return;
  const waiting = afterPress.splice(0);
  // The click is dispatched right after mouseup in the same task; a timeout runs after it.
  setTimeout(() => waiting.forEach((run) => run()), 0);
}

if (typeof document !== 'undefined') {
  // Capture phase on the document: the press is seen before the blur it causes.
  document.addEventListener('mousedown', () => (pressed = true), true);
  document.addEventListener('mouseup', release, true);
  window.addEventListener('blur', release);
}

/** Runs `action` now, or after the click of the mouse press under way has landed. */
export function whenPressEnds(action: () => void) {
  if (pressed) afterPress.push(action);
  else action();
}

/**
 * Mantine form options: each field is validated when it loses focus (spec 1 section 5,
 * "validated on blur") without moving the layout under a click in progress.
 */
export function validateOnBlur<Values>(): Pick<UseFormInput<Values>, 'enhanceGetInputProps'> {
  return {
    enhanceGetInputProps: ({ field, form }) => ({
      onBlur: () => whenPressEnds(() => form.validateField(field)),
    }),
  };
}
