import React from 'react';
import { Switch } from 'react-native';

// The native switch draws itself: every class here holds in a state only, so at rest the
// component sets nothing of its own.
export function Toggle({ className, ...props }) {
  return (
    <Switch
      {...props}
      className={`data-[disabled=true]:opacity-40 aria-invalid:border-2 aria-invalid:border-red-600 ${className ?? ''}`}
    />
  );
}
