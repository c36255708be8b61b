enum ParityComparePlaceholder {}
