import React from 'react';
import { Text, View } from 'react-native';
import { tva, useStyleContext, withStyleContext } from '@gluestack-ui/utils/nativewind-utils';

// A compound component: `Tag` provides its variant as context, `TagText` and `TagIcon` read it
// and pick their classes from `parentVariants` (gluestack's idiom).
const SCOPE = 'TAG';
const Root = withStyleContext(View, SCOPE);

const tagStyle = tva({
  base: 'flex-row items-center gap-1 rounded-md px-2 py-0.5',
  variants: { tone: { info: 'bg-info-soft', warn: 'bg-warn-soft' } },
});

const tagTextStyle = tva({
  base: 'text-xs font-semibold',
  parentVariants: { tone: { info: 'text-info', warn: 'text-warn' } },
});

const tagIconStyle = tva({
  base: 'h-3 w-3',
  parentVariants: { tone: { info: 'text-info', warn: 'text-warn' } },
});

type TagProps = React.ComponentProps<typeof View> & { tone?: 'info' | 'warn'; className?: string };

function Tag({ tone = 'info', className, ...props }: TagProps) {
  return <Root {...props} className={tagStyle({ tone, class: className })} context={{ tone }} />;
}

const TagText = React.forwardRef<React.ComponentRef<typeof Text>, React.ComponentProps<typeof Text>>(
  function TagText({ className, ...props }, ref) {
    const { tone: parentTone } = useStyleContext(SCOPE);
    return <Text ref={ref} {...props} className={tagTextStyle({ parentVariants: { tone: parentTone }, class: className })} />;
  }
);

function TagIcon({ className }: { className?: string }) {
  const { tone } = useStyleContext(SCOPE);
  return <Icon className={tagIconStyle({ parentVariants: { tone }, class: className })} />;
}

export { Tag, TagText, TagIcon };
