import { StyleSheet, Switch } from 'react-native';

const sizes = StyleSheet.create({
  sm: { transform: [{ scale: 0.8 }] },
  md: {},
  lg: { transform: [{ scale: 1.25 }] },
  // Stretched on one axis: not one scale.
  wide: { transform: [{ scaleX: 1.5 }] },
});

export function Toggle({ size = 'md', ...props }: { size?: 'sm' | 'md' | 'lg' | 'wide' }) {
  return <Switch {...props} style={sizes[size]} />;
}
