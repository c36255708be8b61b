import React from 'react';
import { Pressable, Text } from 'react-native';
import { isWeb } from '@gluestack-ui/utils/nativewind-utils';
import { cn } from '@/lib/utils';

type ChipTone = 'neutral' | 'accent';

// The UI kit's platform flag picks the web or the native classes; parity reads a native app.
const surface: Record<ChipTone, string> = {
  neutral: 'bg-chip',
  accent: 'bg-chip-accent',
};

const ink: Record<ChipTone, string> = {
  neutral: 'text-ink',
  accent: 'text-on-accent',
};

export function Chip({ tone = 'neutral', label }: { tone?: ChipTone; label: string }) {
  return (
    <Pressable className={cn('px-3 py-1 border border-outline border-dashed', isWeb ? 'rounded-md cursor-pointer' : 'rounded-full', surface[tone])}>
      <Text className={cn('font-medium', isWeb ? 'text-sm' : 'text-xs', ink[tone])}>{label}</Text>
    </Pressable>
  );
}
