import React from 'react';
import { ActivityIndicator, Text, TextInput, View } from 'react-native';
import { createSearchField } from '@acme/primitives/search-field/creator';
import { tva, withStyleContext } from '@gluestack-ui/utils/nativewind-utils';

// A compound made by a creator: each sub-part is drawn as `<UISearchField.Name>`.
const UISearchField = createSearchField({
  Root: withStyleContext(View, 'SEARCH_FIELD'),
  Input: TextInput,
  HintText: Text,
  Spinner: ActivityIndicator,
  Group: View,
});

const searchFieldStyle = tva({ base: 'flex-row items-center gap-2 rounded-lg border border-slate-300 px-3 h-11' });
const searchFieldInputStyle = tva({ base: 'flex-1 text-sm text-slate-900' });
const searchFieldHintStyle = tva({ base: 'text-xs font-medium text-slate-500' });
const searchFieldSpinnerStyle = tva({ base: 'h-4 w-4' });
const searchFieldGroupStyle = tva({ base: 'flex-col gap-4' });

export const SearchField = React.forwardRef(function SearchField({ className, ...props }, ref) {
  return <UISearchField ref={ref} {...props} className={searchFieldStyle({ class: className })} />;
});

export const SearchFieldInput = React.forwardRef(function SearchFieldInput({ className, ...props }, ref) {
  return <UISearchField.Input ref={ref} {...props} className={searchFieldInputStyle({ class: className })} />;
});

export const SearchFieldHint = React.forwardRef(function SearchFieldHint({ className, ...props }, ref) {
  return <UISearchField.HintText ref={ref} {...props} className={searchFieldHintStyle({ class: className })} />;
});

export const SearchFieldSpinner = React.forwardRef(function SearchFieldSpinner({ className, ...props }, ref) {
  return <UISearchField.Spinner ref={ref} {...props} className={searchFieldSpinnerStyle({ class: className })} />;
});

// Holds several search fields: not a part of one.
export const SearchFieldGroup = React.forwardRef(function SearchFieldGroup({ className, ...props }, ref) {
  return <UISearchField.Group ref={ref} {...props} className={searchFieldGroupStyle({ class: className })} />;
});
