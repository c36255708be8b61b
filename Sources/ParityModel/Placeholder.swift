enum ParityModelPlaceholder {}
