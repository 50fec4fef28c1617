// Each test file builds its own app and data (see harness.ts); nothing is shared between files.
export {};
