import { Switch } from 'react-native';
import { tva } from '@gluestack-ui/utils/nativewind-utils';

// The native switch has one size: the small and large ones are made by scaling it.
const toggleStyle = tva({
  base: 'rounded-full active:scale-95',
  variants: {
    size: { sm: 'scale-[0.8]', md: '', lg: 'scale-125' },
  },
});

export function Toggle({ size = 'md', ...props }: { size?: 'sm' | 'md' | 'lg' }) {
  return <Switch {...props} className={toggleStyle({ size })} />;
}
