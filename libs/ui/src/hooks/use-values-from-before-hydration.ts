import { useCallback, useEffect, useRef } from 'react';
// By the package's name: see HydrateWhenSeen (this hook is in the same entry).
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import { useHydrated } from '@pitwall/ui';

type Control = HTMLInputElement | HTMLSelectElement;

/**
 * A choice made (or text typed) in a prerendered control before React hydrated it stays on screen,
 * but the component's state does not hold it: the next action would use another value than the one
 * shown. `values` are the state's values of the controls by name; returns a ref for each control
 * (`ref={control('name')}`). Once they have hydrated, the values shown that differ are handed to
 * `adopt`, once and together. Controls rendered in the browser show the state (or, a select whose
 * options are still loading, not yet): nothing is read from them.
 */
export function useValuesFromBeforeHydration<Name extends string>(
  values: Readonly<Record<Name, string>>,
  adopt: (shown: Partial<Record<Name, string>>) => void,
) {
  const controls = useRef(new Map<Name, Control>());
  const atMount = useRef({ values, adopt, hydrating: !useHydrated() });
  // An effect, not a layout effect: `adopt` may navigate (a filter kept in the URL), which a router
  // only accepts once its own layout effects have run.
  useEffect(() => {
    const { values: stateValues, adopt: handOver, hydrating } = atMount.current;
    if (!hydrating) return;
    const shown: Partial<Record<Name, string>> = {};
    for (const [name, control] of controls.current) if (control.value !== stateValues[name]) shown[name] = control.value;
    if (Object.keys(shown).length > 0) handOver(shown);
  }, []);
  return useCallback(
    (name: Name) => (control: Control | null) => {
      if (control) controls.current.set(name, control);
    },
    [],
  );
}
