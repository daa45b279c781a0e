// Without --profile a run is judged against the generation its adapter declares; a --profile
// that differs is kept, and said. The bundled adapters are described without a process, so
// these run in this one; an adapter module is probed in a process: cli.test.ts runs those.
import { describe, expect, it } from 'vitest';
import { parseCommandLine, type RunArgs } from './args';
import { chooseProfile, profileMismatchNote } from './profile';

const argsOf = (argv: string[]): RunArgs => parseCommandLine(argv) as RunArgs;
const choose = (argv: string[]) => chooseProfile(argsOf(argv), process.cwd(), undefined);

describe('chooseProfile', () => {
  it("takes each express@N adapter's generation when --profile is not given", async () => {
    for (const [adapter, generation] of [['express@3', '3.x'], ['express@4', '4.x'], ['express@5', '5.x']]) {
      const { args, probed } = await choose(['--adapter', adapter]);
      expect(args.profile, adapter).toBe(generation);
      expect(probed?.generation, adapter).toBe(generation);
    }
  });

  it('takes 5.x for the reference, which follows the profile', async () => {
    expect((await choose([])).args.profile).toBe('5.x');
  });

  it('keeps a --profile that differs from the generation, and probes nothing for it', async () => {
    const { args, probed } = await choose(['--adapter', 'express@4', '--profile', '5.x']);
    expect(args.profile).toBe('5.x');
    expect(probed).toBeUndefined();
  });

  it("refuses an --interface-version of another generation than the adapter's, once the profile is its", async () => {
    await expect(choose(['--adapter', 'express@4', '--interface-version', '5.0.0'])).rejects.toThrow('--interface-version: 5.0.0 is an Express 5.x version, but the run checks the 4.x profile');
    expect((await choose(['--adapter', 'express@4', '--interface-version', '4.17.1'])).args.profile).toBe('4.x');
  });
});

describe('profileMismatchNote', () => {
  it('says a --profile other than the declared generation, naming both', () => {
    expect(profileMismatchNote({ name: 'polka', generation: '4.x' }, '5.x')).toBe(
      'note: polka declares generation 4.x, and --profile 5.x checks it against the 5.x profile; without --profile it is checked against 4.x\n',
    );
  });

  it('says nothing when they agree', () => {
    expect(profileMismatchNote({ name: 'express@5', generation: '5.x' }, '5.x')).toBeUndefined();
  });
});
