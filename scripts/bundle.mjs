// Compile a workspace entry point (TypeScript) into one JavaScript file for production runs.
// Why a bundle: the TypeScript runner (tsx) wraps every named closure in a name-keeping helper,
// which costs the engine 10-25% in its hot loops; esbuild without keep-names does not.
// Workspace packages (@fengsheng/*) and relative imports are compiled in; third-party packages
// stay imports, resolved from node_modules at run time (native modules such as better-sqlite3
// cannot be bundled). The list of compiled sources is kept beside the output so a launcher can
// tell when the bundle is stale (`isStale`).
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const workspaceOnly = {
  name: 'workspace-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@fengsheng/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Bundle `entry` (relative to the repository root) into `outfile`. */
export async function bundle(entry, outfile) {
  const { build } = await import('esbuild');
  const out = resolve(root, outfile);
  const result = await build({
    entryPoints: [resolve(root, entry)],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    keepNames: false,
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [workspaceOnly],
  });
  const inputs = Object.keys(result.metafile.inputs).map((p) => resolve(process.cwd(), p));
  // Written aside and renamed, so a process starting meanwhile never reads half a file. The input
  // list goes last: a bundle is only trusted once its list exists.
  mkdirSync(dirname(out), { recursive: true });
  const files = [
    ...result.outputFiles.map((f) => [f.path, f.contents]),
    [out + '.inputs.json', JSON.stringify(inputs)],
  ];
  for (const [path, contents] of files) {
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, contents);
    renameSync(tmp, path);
  }
}

/** True when `outfile` is missing or older than any source it was compiled from. */
export function isStale(outfile) {
  const out = resolve(root, outfile);
  let built;
  let inputs;
  try {
    built = statSync(out).mtimeMs;
    inputs = JSON.parse(readFileSync(out + '.inputs.json', 'utf8'));
  } catch {
    return true;
  }
  for (const file of inputs) {
    try {
      if (statSync(file).mtimeMs > built) return true;
    } catch {
      return true;
    }
  }
  return false;
}

// `node scripts/bundle.mjs ENTRY OUTFILE`
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [entry, outfile] = process.argv.slice(2);
  if (!entry || !outfile) {
    console.error('usage: node scripts/bundle.mjs ENTRY OUTFILE');
    process.exitCode = 2;
  } else await bundle(entry, outfile);
}
