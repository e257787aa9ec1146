// Makes sure PostgreSQL's server programs are there for the API tests on PostgreSQL, installing Debian's package as root.
import { execFileSync } from 'node:child_process';
import { findPgBin } from '../server/tools/pgBin';

let bin = findPgBin();
if (!bin && process.getuid?.() === 0) {
  console.log('No PostgreSQL found: installing Debian postgresql with apt-get...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  bin = findPgBin();
}
if (!bin) {
  console.error('No PostgreSQL found: install it with `sudo apt-get install -y postgresql`, or set PG_BIN to its bin directory.');
  process.exit(1);
}
console.log(`PostgreSQL: ${bin}`);
