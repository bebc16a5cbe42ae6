// Billing exports stream a page of rows at a time through `csvPages` (platform/export). Money is
// written in major units: an integer of minor units over 100 prints exactly as its two decimals.

export const major = (minor: number) => minor / 100;
