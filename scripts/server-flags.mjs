// The V8 flags every server process runs with: `npm start` (package.json), `npm run start:cluster`
// and the load benchmark read them here, so what is measured is what runs.
//
// A larger young generation: the server makes many short-lived objects per command (views, their
// changes, encoded messages); with V8's default semi-space (16 MiB) they survive scavenges and are
// promoted, and the p99 of a command came from the old generation's collections. Measured in
// docs/benchmarks.md ("Issue 12: the server's young generation"): at 200 rooms and 100 ms think the
// p99 fell from 243-369 ms to 93-109 ms, with 128 MiB; starting it at 64 MiB rather than letting
// it grow took a little more off the tail (three pairs at 250 ms think).
export const SERVER_NODE_FLAGS = ['--min-semi-space-size=64', '--max-semi-space-size=128'];
