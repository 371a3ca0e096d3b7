// Test-only helpers for the property tests, never imported by the engine's sources: a random game
// driver, the table invariants a player would check after every move, the information each seat
// may see, and commands that must be rejected. One file each; this index keeps one import path.
export * from './game-driver.ts';
export * from './table-invariants.ts';
export * from './seat-views.ts';
export * from './illegal-commands.ts';
