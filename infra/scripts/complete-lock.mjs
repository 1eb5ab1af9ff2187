#!/usr/bin/env node
// The npm mirror reachable here lacks some platform builds (e.g. @swc/core-darwin-arm64@1.16.22), so
// `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock ("Missing: … from
// lock file"). This adds the missing optional platform entries (version, os, cpu, libc) so `npm ci` can
// skip them on this platform as it skips any foreign build. Run it after every `npm install`:
//   node infra/scripts/complete-lock.mjs            (then check `npm ci` in a clean clone)
import { readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const path = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;
const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'openharmony', 'sunos', 'aix', 'netbsd'];
const CPU = { arm64: 'arm64', x64: 'x64', ia32: 'ia32', arm: 'arm', armv7: 'arm', ppc64: 'ppc64', s390x: 's390x', riscv64: 'riscv64', loong64: 'loong64' };
let added = 0;
for (const parent of Object.values(packages)) {
  for (const [name, spec] of Object.entries(parent.optionalDependencies ?? {})) {
    const parts = name.split('/').pop().split('-');
    const os = parts.find((p) => OS.includes(p));
    if (!os || packages[`node_modules/${name}`]) continue; // not a platform build, or present
    const cpu = parts.map((p) => CPU[p]).find(Boolean);
    const entry = { version: spec.replace(/^[\^~=]/, ''), optional: true };
    if (parent.dev) entry.dev = true;
    if (cpu) entry.cpu = [cpu];
    entry.os = [os];
    if (os === 'linux') entry.libc = [parts.some((p) => p.startsWith('musl')) ? 'musl' : 'glibc'];
    packages[`node_modules/${name}`] = entry;
    added++;
  }
}
writeFileSync(path, JSON.stringify(lock, null, 2) + '\n');
console.log(`package-lock.json: ${added} platform entries added`);
