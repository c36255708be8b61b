enum ParityReportPlaceholder {}
