import type { ErrorCode } from '../../../shared/error-messages.js';
import { forbidden } from '../errors.js';

/**
 * One rule of a policy: whether `user` may take an action, given what the action is about
 * (nothing, for an action on no particular thing such as "use the admin area").
 */
type Rule<User> = (user: User, ...resource: never[]) => boolean;

/** What a rule needs besides the user: `[]` or `[resource]`. */
type ResourceArgs<R> = R extends (user: never, ...resource: infer Args) => boolean ? Args : never;
type FirstOf<Args> = Args extends [infer First, ...unknown[]] ? First : unknown;

/** The one resource every ability of a policy is asked about: all that their rules need, together. */
type AbilityResource<Rules, Abilities extends Record<string, keyof Rules>> = {
  [K in keyof Abilities]: (resource: FirstOf<ResourceArgs<Rules[Abilities[K]]>>) => void;
}[keyof Abilities] extends (resource: infer Resource) => void
  ? Resource
  : never;

interface PolicySpec<User, Rules extends Record<string, Rule<User>>, Abilities extends Record<string, keyof Rules>> {
  /** Every action's rule, written once. */
  rules: Rules;
  /** The 403's code per action, where it has words of its own (src/shared/texts/<language>/refusals.ts); 'forbidden' otherwise. */
  denied?: { [A in keyof Rules]?: ErrorCode };
  /** The abilities responses carry (`canEdit`, …), each decided by the rule of the action it names. */
  abilities?: Abilities;
}

interface Policy<User, Rules extends Record<string, Rule<User>>, Abilities extends Record<string, keyof Rules>> {
  /** Whether the rule lets `user` take `action`. */
  can<A extends keyof Rules>(user: User, action: A, ...resource: ResourceArgs<Rules[A]>): boolean;
  /** Throws a 403 with the action's message unless the rule lets `user` take `action`. */
  authorize<A extends keyof Rules>(user: User, action: A, ...resource: ResourceArgs<Rules[A]>): void;
  /** What `user` may do with `resource`, for the UI to show only the controls the server allows. */
  abilities(user: User, resource: AbilityResource<Rules, Abilities>): { -readonly [K in keyof Abilities]: boolean };
}

/**
 * A feature's policy from its table of rules (`action → (user, resource) => boolean`):
 * `authorize` and the abilities sent to the UI both ask the same rule, so they cannot
 * disagree. Called as `definePolicy<User>()({ rules, denied, abilities })`, naming who the
 * users are (`AuthUser`, or `AuthUser | null` where visitors are asked too).
 */
export function definePolicy<User>() {
  return <const Rules extends Record<string, Rule<User>>, const Abilities extends Record<string, keyof Rules> = Record<never, keyof Rules>>(
    spec: PolicySpec<User, Rules, Abilities>,
  ): Policy<User, Rules, Abilities> => {
    const can = (user: User, action: keyof Rules, ...resource: unknown[]): boolean =>
      (spec.rules[action] as (user: User, ...resource: unknown[]) => boolean)(user, ...resource);
    return {
      can,
      authorize(user, action, ...resource) {
        if (!can(user, action, ...resource)) throw forbidden(spec.denied?.[action]);
      },
      abilities(user, resource) {
        const entries = Object.entries(spec.abilities ?? {}) as [string, keyof Rules][];
        return Object.fromEntries(entries.map(([name, action]) => [name, can(user, action, resource)])) as { -readonly [K in keyof Abilities]: boolean };
      },
    };
  };
}
