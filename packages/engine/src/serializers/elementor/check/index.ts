/**
 * Elementor ground truth: structural checker for v3 (container + classic widget) clipboard data and the
 * control catalogue of Elementor 4.2.3 it is built from.
 */
export { checkElementorData, checkElementorElements, errorsOnly, formatIssues, isEmptyValue, isValidColor } from './check.ts';
export type { Issue, IssueRule, CheckOptions } from './check.ts';
export {
  controlsFor,
  isProOnlyKey,
  isProWidget,
  ELEMENTOR_VERSION,
  ACTIVE_DEVICES,
  INACTIVE_DEVICES,
  REGISTERED_FREE_WIDGETS,
  CATALOGUED_WIDGETS,
} from './catalogue.ts';
export type { ControlSpec, ControlCondition } from './catalogue.ts';
