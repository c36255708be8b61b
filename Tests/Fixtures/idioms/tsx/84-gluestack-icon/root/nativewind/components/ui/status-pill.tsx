import React from 'react';
import { Text, View } from 'react-native';
import { styled } from 'nativewind';
import { UIIcon } from '@gluestack-ui/core/icon/creator';
import { Sparkle } from '@acme/glyphs';
import { tva } from '@gluestack-ui/utils/nativewind-utils';

// gluestack's icon, given class props by NativeWind's `styled`.
const PillIcon = styled(UIIcon, { className: { target: 'style', nativeStyleToProp: { color: true } } });

const pillStyle = tva({ base: 'flex-row items-center gap-1.5 rounded-full bg-indigo-50 px-2.5 py-1' });
const pillTextStyle = tva({ base: 'text-xs font-semibold text-indigo-700' });
// Helpers named for a part, then the icon they style.
const badgeIconStyle = tva({ base: 'h-3 w-3 text-indigo-500' });
const dotIconStyle = tva({ base: 'h-2 w-2 text-indigo-400' });

export function StatusPill({ label }: { label: string }) {
  return (
    <View className={pillStyle({})}>
      <PillIcon className={badgeIconStyle({})} />
      <Text className={pillTextStyle({})}>{label}</Text>
      <Sparkle className={dotIconStyle({})} />
    </View>
  );
}
