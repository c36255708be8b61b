import { tva } from '@gluestack-ui/utils/nativewind-utils';
import type { VariantProps } from '@gluestack-ui/utils/nativewind-utils';
import { Text, View } from 'react-native';

// A component folder with its index file, styled by gluestack's `tva` (config-only form).
const tagStyle = tva({
  base: 'flex-row items-center rounded-full px-3',
  variants: {
    tone: {
      brand: 'bg-brand',
      muted: 'bg-muted',
    },
    size: {
      sm: 'h-6',
      md: 'h-8',
    },
  },
  compoundVariants: [{ tone: 'brand', size: 'md', class: 'px-4' }],
  defaultVariants: { tone: 'brand', size: 'sm' },
});

const tagTextStyle = tva({
  base: 'text-xs font-medium',
  variants: {
    tone: { brand: 'text-brand-ink', muted: 'text-muted-ink' },
  },
});

type TagProps = VariantProps<typeof tagStyle> & { label: string; className?: string };

export function Tag({ label, tone = 'brand', size = 'sm', className }: TagProps) {
  return (
    <View className={tagStyle({ tone, size, class: className })}>
      <Text className={tagTextStyle({ tone })}>{label}</Text>
    </View>
  );
}
