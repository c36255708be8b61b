import React from 'react';
import { Pressable } from 'react-native';
import { tva } from '@gluestack-ui/utils/nativewind-utils';

// The view's creator sets data attributes for its states; the classes select on them.
const segmentStyle = tva({
  base: 'rounded-lg border border-slate-300 bg-white px-4 py-2 data-[hover=true]:bg-slate-50 data-[active=true]:bg-slate-200 data-[focus=true]:border-sky-600 data-[disabled=true]:opacity-40',
});

export function Segment({ className, ...props }) {
  return <Pressable {...props} className={segmentStyle({ class: className })} />;
}
