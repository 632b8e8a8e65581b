export interface LintReport {
  errors: number;
  warnings: number;
  /** One line per error: the rule, its message and where. */
  messages: string[];
}
export function redoclyLint(file: string): Promise<LintReport>;
export function spectralLint(file: string): Promise<LintReport>;
