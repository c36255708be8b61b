enum ParityCLIPlaceholder {}
