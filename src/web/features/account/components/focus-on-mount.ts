/**
 * A ref callback that focuses its element when it appears: a step that replaces the control
 * just pressed takes the focus, so keyboard and screen reader users go on from there.
 */
export const focusOnMount = (node: HTMLElement | null) => node?.focus();
