// Makes sure a Chromium for the browser tests exists: CHROMIUM_PATH, else Debian's headless
// shell or /usr/bin/chromium (playwright.config.ts prefers the shell); when none is there it
// installs one and says so.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status === 0;

if (process.env.CHROMIUM_PATH) {
  if (!existsSync(process.env.CHROMIUM_PATH)) {
    console.error(`CHROMIUM_PATH is ${process.env.CHROMIUM_PATH}, but there is no such file.`);
    process.exit(1);
  }
} else if (!existsSync('/usr/lib/chromium/chromium-headless-shell') && !existsSync('/usr/bin/chromium')) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('No Chromium found: installing Debian\'s chromium and chromium-headless-shell packages with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const ok =
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell'], { stdio: 'inherit', env }).status === 0;
    if (!ok) process.exit(1);
  } else {
    console.log('No Chromium found: installing Playwright\'s Chromium with npx playwright install chromium…');
    if (!run('npx', ['playwright', 'install', 'chromium'])) process.exit(1);
  }
}
