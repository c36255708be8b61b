import { tva } from '@gluestack-ui/utils/nativewind-utils';

// The styles of a component folder live beside its index file.
export const chipStyle = tva({
  base: 'flex-row items-center rounded-full bg-brand',
  variants: { size: { sm: 'h-6 px-2', md: 'h-8 px-3' } },
  defaultVariants: { size: 'sm' },
});

export const chipTextStyle = tva({ base: 'text-on-brand text-xs' });
