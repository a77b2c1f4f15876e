import { chromiumInstallCommands } from '../ensure-chromium';

describe('installing chromium', () => {
  it('runs apt-get update and install, waiting for the dpkg lock, through sudo -n unless root', () => {
    expect(chromiumInstallCommands(true)).toEqual([
      ['apt-get', '-o', 'DPkg::Lock::Timeout=300', 'update'],
      ['apt-get', '-o', 'DPkg::Lock::Timeout=300', 'install', '-y', 'chromium'],
    ]);
    expect(chromiumInstallCommands(false).map((c) => c.slice(0, 3))).toEqual([
      ['sudo', '-n', 'apt-get'],
      ['sudo', '-n', 'apt-get'],
    ]);
  });
});
