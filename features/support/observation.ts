// The observation step of a security scenario: it says whether what proves the framework
// vulnerable was seen (run-protocol/observation.ts), and fails the check when it was. A
// framework that refuses, or answers otherwise and safely, passes its observation step; its
// other steps (the status the spec requires) may still fail the check, which is then safe.
import type { World } from './cucumber';
import { OBSERVATION_MEDIA_TYPE, type ObservationKind } from '../../run-protocol/observation';
import { CheckFailed } from './check';

export type { ObservationKind };

/** Records the observation (made when `evidence` is given) and fails the check with it when it was made. */
export function observe(world: Pick<World, 'attach'>, kind: ObservationKind, evidence?: string): void {
  void world.attach(JSON.stringify({ kind, made: evidence !== undefined, ...(evidence !== undefined ? { evidence } : {}) }), OBSERVATION_MEDIA_TYPE);
  if (evidence !== undefined) throw new CheckFailed(evidence);
}
