export const isolatedAppTests: string[];
export const isolatedScriptsTests: string[];
export const SCRIPTS_TEST_DIRS: string[];
export const APP_TEST_DIRS: string[];
export const NEEDS_ISOLATION: RegExp;
