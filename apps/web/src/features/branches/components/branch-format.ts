const numberFormat = new Intl.NumberFormat();

export const formatUnits = (value: number) => numberFormat.format(value);
