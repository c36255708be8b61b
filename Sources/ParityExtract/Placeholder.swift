enum ParityExtractPlaceholder {}
