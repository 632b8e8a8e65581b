export const isolatedAppTests: string[];
export const isolatedScriptsTests: string[];
export const NEEDS_ISOLATION: RegExp;
